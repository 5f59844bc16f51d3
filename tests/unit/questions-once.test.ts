// No question asked twice in one checkout (issue 35, decision 0089), over the demo catalogue in
// the four languages: a product's questions and the look-back formalities its flow asks, and
// every checkout group bought whole. Texts count as the same when their search terms are (folded,
// stop words dropped, stemmed: app/domain/platform/search-terms.ts), and in Dutch a question asks a
// formality again when it looks back as many years on the same thing ("Ben je in de afgelopen 5
// jaar failliet verklaard?" beside "Ben je de afgelopen 5 jaar failliet verklaard?").
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isSharedField } from "~/domain/catalogue/question-fields";
import { FORMALITIES } from "~/domain/catalogue/underwriting";
import { CHECKOUT_GROUPS, checkoutGroupFor, flowForCheckout, type FlowDefinition } from "~/domain/checkout/flows/definitions";
import { searchTerms } from "~/domain/platform/search-terms";
import { PRODUCTS, SEED_LANGUAGES, type ProductSeed, type QuestionSeed } from "../../prisma/seed-data/products";

type Language = (typeof SEED_LANGUAGES)[number];
type Asked = { what: string; text: string; formality?: { years: number } };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The formalities as the screen words them in a language, their look-back filled in. */
function formalityTexts(language: Language): Asked[] {
  const funnel = JSON.parse(readFileSync(path.join(root, "app/i18n/locales", language, "funnel.json"), "utf8")) as {
    formalities: Record<string, string>;
  };
  return FORMALITIES.map(({ key, years }) => ({
    what: `formality ${key}`,
    text: funnel.formalities[key]!.replaceAll("{{years}}", String(years)),
    formality: { years },
  }));
}

const asksFormalities = (flow: FlowDefinition) => flow.steps.some((step) => step.formalities);

/**
 * What one checkout of these products asks in a language. Alone, every question of the product;
 * bought together, what describes the buyer: the shared fields once (the screen asks them once,
 * above the products) and each product's acceptance questions; a product's own choices (its cover,
 * its deductible) stand under its name and may read alike.
 */
function askedIn(products: readonly ProductSeed[], language: Language): Asked[] {
  const flow = flowForCheckout(products.map((product) => product.type));
  const alone = products.length === 1;
  const fields = new Set<string>();
  const questions = products.flatMap((product) =>
    product.questions.flatMap((question: QuestionSeed, index): Asked[] => {
      const shared = isSharedField(question.field ?? null);
      if (shared && fields.has(question.field!)) return [];
      if (shared) fields.add(question.field!);
      if (!alone && !shared && question.group !== "normal") return [];
      return [{ what: `${product.slug} question ${index}`, text: question.texts[language] }];
    }),
  );
  return [...questions, ...(asksFormalities(flow) ? formalityTexts(language) : [])];
}

const sameText = (text: string, language: Language) => [...new Set(searchTerms(text, language))].sort().join(" ");

/** The pairs of asked questions that are one question, as "a = b: text". */
function askedTwice(asked: readonly Asked[], language: Language): string[] {
  const found: string[] = [];
  const formalities = asked.filter((question) => question.formality);
  // The words every formality shares ("afgelopen", "jaar") say it looks back, not at what.
  const lookBack = formalities
    .map((question) => new Set(searchTerms(question.text, language).filter((term) => !/^\d+$/.test(term))))
    .reduce<Set<string> | null>((common, terms) => (common ? new Set([...common].filter((term) => terms.has(term))) : terms), null);
  asked.forEach((question, index) => {
    for (const other of asked.slice(index + 1)) {
      if (sameText(question.text, language) === sameText(other.text, language))
        found.push(`${question.what} = ${other.what}: ${question.text} | ${other.text}`);
    }
    // The look-back by topic in Dutch only: the other languages' stop words leave auxiliaries
    // ("wurde", "avez") that every look-back shares.
    if (question.formality || language !== "nl") return;
    const terms = new Set(searchTerms(question.text, language));
    for (const formality of formalities) {
      const topic = searchTerms(formality.text, language).filter((term) => !/^\d+$/.test(term) && !lookBack?.has(term));
      if (terms.has(String(formality.formality!.years)) && topic.some((term) => terms.has(term)))
        found.push(`${question.what} looks back like ${formality.what}: ${question.text} | ${formality.text}`);
    }
  });
  return found;
}

const question = (nl: string): QuestionSeed => ({
  group: "normal",
  type: "normal",
  texts: { nl, en: nl, de: nl, fr: nl },
  required: true,
  options: [],
});

describe("finding a question asked twice", () => {
  it("finds the liability and home questions the formalities asked again before issue 35", () => {
    const product = (type: ProductSeed["type"], questions: QuestionSeed[]): ProductSeed => ({ ...PRODUCTS[0]!, type, questions });
    const liability = askedIn(
      [
        product("business_liability", [
          question("Is er in de afgelopen 5 jaar schade bij je geclaimd?"),
          question("Ben je in de afgelopen 5 jaar failliet verklaard?"),
        ]),
      ],
      "nl",
    );
    expect(askedTwice(liability, "nl")).toEqual([
      expect.stringMatching(/question 0 looks back like formality liability/),
      expect.stringMatching(/question 1 = formality bankruptcy/),
      expect.stringMatching(/question 1 looks back like formality bankruptcy/),
    ]);
    const home = askedIn(
      [product("allianz_liability", [question("Is jou of een gezinslid in de afgelopen 8 jaar een verzekering geweigerd of opgezegd?")])],
      "nl",
    );
    expect(askedTwice(home, "nl")).toEqual([expect.stringMatching(/looks back like formality refusedInsurance/)]);
  });

  it("finds the same text in another case and punctuation, and leaves other look-backs alone", () => {
    expect(askedTwice([question("Wat is je geboortedatum?"), question("wat is je geboortedatum")].map(asAsked), "nl")).toHaveLength(1);
    const car = askedIn(
      PRODUCTS.filter((product) => product.slug === "car"),
      "nl",
    );
    expect(car.some((asked) => /rijbevoegdheid/.test(asked.text))).toBe(true);
    expect(car.filter((asked) => asked.formality)).toHaveLength(FORMALITIES.length);
  });
});

function asAsked(seed: QuestionSeed, index: number): Asked {
  return { what: `question ${index}`, text: seed.texts.nl };
}

describe("no question asked twice in one checkout of the demo catalogue", () => {
  for (const language of SEED_LANGUAGES) {
    it(`${language}: each product alone, with its flow's formalities`, () => {
      expect(PRODUCTS.length).toBeGreaterThan(10);
      const found = PRODUCTS.flatMap((product) =>
        askedTwice(askedIn([product], language), language).map((pair) => `${product.slug}: ${pair}`),
      );
      expect(found.join("\n")).toBe("");
    });

    it(`${language}: each checkout group bought whole`, () => {
      const found = CHECKOUT_GROUPS.flatMap((group) => {
        const products = PRODUCTS.filter((product) => checkoutGroupFor(product.type) === group);
        return askedTwice(askedIn(products, language), language).map((pair) => `${group}: ${pair}`);
      });
      expect(found.join("\n")).toBe("");
    });
  }
});
