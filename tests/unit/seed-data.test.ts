// The demo seed's data (prisma/seed-data): invariants the app and the seed rely on.
import { describe, expect, it } from "vitest";
import { checkoutGroupFor, flowForProductType } from "~/domain/checkout/flows/definitions";
import { FORMALITY_REFUSALS } from "~/domain/catalogue/underwriting";
import { ratingInputs } from "~/domain/catalogue/product-quote";
import { answerInput as answerKind } from "~/domain/catalogue/question-fields";
import { COLOUR_REGISTRY } from "~/domain/partners/theme/colour-registry";
import { resolveTheme } from "~/domain/partners/theme/theme";
import { PARTNERS } from "../../prisma/seed-data/partners";
import { PROFESSIONS } from "../../prisma/seed-data/professions";
import { CONSEQUENCES, PREMIUM_TAX_FACTOR, PRODUCTS, QUESTION_GROUPS, type LocalizedText } from "../../prisma/seed-data/products";
import { answersFor, seedProduct } from "./support/seed-products";

const LANGUAGES = ["nl", "en", "de", "fr"] as const;
const HEX = /^#[0-9a-f]{6}$/;
const registryKeys = new Set(COLOUR_REGISTRY.map((d) => d.key));

function expectAllLanguages(texts: LocalizedText, where: string) {
  expect(Object.keys(texts).sort(), where).toEqual([...LANGUAGES].sort());
  for (const language of LANGUAGES) {
    expect(typeof texts[language], `${where} ${language}`).toBe("string");
    expect(texts[language].trim(), `${where} ${language}`).not.toBe("");
  }
}

/** WCAG relative luminance contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("seed partners", () => {
  it("has exactly one default partner", () => {
    expect(PARTNERS.filter((p) => p.isDefault)).toHaveLength(1);
  });

  it("names partners with unique lower-case host labels", () => {
    const names = PARTNERS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);
  });

  it("offers a non-empty subset of nl,en,de,fr that contains the default language", () => {
    for (const partner of PARTNERS) {
      const languages = partner.languages.split(",");
      expect(languages.length, partner.name).toBeGreaterThan(0);
      expect(new Set(languages).size, partner.name).toBe(languages.length);
      for (const language of languages) expect(LANGUAGES as readonly string[], partner.name).toContain(language);
      expect(languages, partner.name).toContain(partner.defaultLanguage);
    }
  });

  it("shows the switches: a single-language partner and one that hides the profession page", () => {
    expect(PARTNERS.some((p) => p.languages.split(",").length === 1)).toBe(true);
    expect(PARTNERS.some((p) => p.hideProfessionPage)).toBe(true);
  });

  it("uses only registry colour keys with lower-case hex values", () => {
    for (const partner of PARTNERS) {
      for (const [key, value] of Object.entries(partner.colours)) {
        expect(registryKeys.has(key), `${partner.name}: ${key}`).toBe(true);
        expect(value, `${partner.name}: ${key}`).toMatch(HEX);
      }
    }
  });

  it("keeps text readable on its background in every partner's resolved theme (WCAG AA)", () => {
    const pairs: [string, string][] = [
      ["text", "background-body"],
      ["text", "background-surface"],
      ["title", "background-body"],
      ["title", "background-surface"],
      ["link", "background-body"],
      ["link", "background-surface"],
      ["header-text", "header-background"],
      ["button-ghost-text", "header-background"],
      ["button-solid-text", "button-solid-background"],
      ["button-solid-text", "button-solid-hover-background"],
      ["badge-text", "badge-background"],
      ["footer-text", "footer-background"],
      ["nav-pane-active-text", "nav-pane-active-background"],
    ];
    for (const partner of PARTNERS) {
      const theme = resolveTheme(COLOUR_REGISTRY, new Map(Object.entries(partner.colours)));
      for (const [fg, bg] of pairs) {
        const ratio = contrast(theme[fg]!, theme[bg]!);
        expect(ratio, `${partner.name}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("offers existing products without duplicates", () => {
    const slugs = new Set(PRODUCTS.map((p) => p.slug));
    for (const partner of PARTNERS) {
      expect(partner.productSlugs.length, partner.name).toBeGreaterThan(0);
      expect(new Set(partner.productSlugs).size, partner.name).toBe(partner.productSlugs.length);
      for (const slug of partner.productSlugs) expect(slugs.has(slug), `${partner.name}: ${slug}`).toBe(true);
    }
    const direct = PARTNERS.find((p) => p.isDefault)!;
    expect([...direct.productSlugs].sort()).toEqual([...slugs].sort());
  });
});

describe("seed professions", () => {
  it("has at least 28 professions with unique slugs, four names and a risk class 1-4", () => {
    expect(PROFESSIONS.length).toBeGreaterThanOrEqual(28);
    const slugs = PROFESSIONS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const profession of PROFESSIONS) {
      expect(profession.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expectAllLanguages(profession.names, profession.slug);
      expect([1, 2, 3, 4]).toContain(profession.riskClass);
    }
  });

  it("spans every risk class", () => {
    expect(new Set(PROFESSIONS.map((p) => p.riskClass)).size).toBe(4);
  });
});

describe("seed products", () => {
  it("has unique slugs and analytics ids", () => {
    expect(new Set(PRODUCTS.map((p) => p.slug)).size).toBe(PRODUCTS.length);
    expect(new Set(PRODUCTS.map((p) => p.analyticsId)).size).toBe(PRODUCTS.length);
  });

  it("covers every product type of the spec and the other product lines", () => {
    const types = new Set(PRODUCTS.map((p) => p.type));
    for (const type of [
      "aov",
      "aov_acture",
      "car",
      "allianz_liability",
      "allianz_building",
      "allianz_content",
      "professional_liability",
      "business_liability",
      "device",
      "death_risk",
      "checkin",
    ]) {
      expect(types.has(type as never), type).toBe(true);
    }
  });

  it("puts each product in the checkout group of its type", () => {
    const expected: Record<string, string> = {
      car: "car",
      allianz_liability: "consumer",
      allianz_building: "consumer",
      allianz_content: "consumer",
      device: "consumer",
      drone: "consumer",
      aov: "aov",
      aov_acture: "aov",
    };
    for (const product of PRODUCTS) {
      expect(checkoutGroupFor(product.type), product.slug).toBe(expected[product.type] ?? "normal");
    }
  });

  it("prices in integer cents, gross = net + 21 % premium tax except for tax-exempt products", () => {
    for (const product of PRODUCTS) {
      const { grossMonthlyCents: gross, netMonthlyCents: net, slug } = product;
      expect(Number.isInteger(gross) && Number.isInteger(net), slug).toBe(true);
      expect(net, slug).toBeGreaterThanOrEqual(0);
      expect(gross, slug).toBeGreaterThanOrEqual(net);
      expect(product.currency, slug).toBe("EUR");
      if (["aov", "aov_acture", "death_risk"].includes(product.type)) expect(gross, slug).toBe(net);
      else expect(gross, slug).toBe(Math.round(net * PREMIUM_TAX_FACTOR));
    }
    expect(PRODUCTS.find((p) => p.type === "checkin")?.grossMonthlyCents).toBe(0);
  });

  it("requires identity verification for death risk", () => {
    const deathRisk = PRODUCTS.filter((p) => p.type === "death_risk");
    expect(deathRisk.length).toBeGreaterThan(0);
    for (const product of deathRisk) expect(product.requireIdentityVerification).toBe(true);
  });

  it("names and describes every product in the four languages", () => {
    for (const product of PRODUCTS) {
      expectAllLanguages(product.names, `${product.slug} name`);
      expectAllLanguages(product.descriptions, `${product.slug} description`);
      expect([1, 2, 3, 4]).toContain(product.maxRiskClass);
    }
  });

  it("asks 2-5 questions per business product (aov 10, car 12 with the optional VIN, home 7, check-in 6) with valid groups, four-language texts and valid options", () => {
    const most = (type: string) =>
      type === "aov" ? 10 : type === "car" ? 12 : type.startsWith("allianz_") ? 7 : type === "checkin" ? 6 : 5;
    for (const product of PRODUCTS) {
      expect(product.questions.length, product.slug).toBeGreaterThanOrEqual(2);
      // The full aov asks its eight price questions and the revenue pair, beside the 11 knowledge-test
      // questions and the 14 medical questions plus the BMI of its own screens.
      const ownScreens = product.questions.filter(
        (question) => ["quiz", "medical", "bmi"].includes(question.type) && product.type === "aov",
      ).length;
      expect(product.questions.length - ownScreens, product.slug).toBeLessThanOrEqual(most(product.type));
      product.questions.forEach((question, q) => {
        const where = `${product.slug} question ${q}`;
        expect(QUESTION_GROUPS as readonly string[], where).toContain(question.group);
        expect(question.type, where).not.toBe("");
        expectAllLanguages(question.texts, where);
        expect(new Set(question.options.map((o) => o.value)).size, where).toBe(question.options.length);
        question.options.forEach((option, o) => {
          const at = `${where} option ${o}`;
          expect(CONSEQUENCES as readonly string[], at).toContain(option.consequence);
          expectAllLanguages(option.labels, at);
          expect(Number.isInteger(option.priceFactorPermille), at).toBe(true);
          if (option.consequence === "price_increase") expect(option.priceFactorPermille, at).toBeGreaterThanOrEqual(1000);
          else expect(option.priceFactorPermille, at).toBe(1000);
        });
      });
    }
  });

  it("asks the liability questions of the spec: cover per claim here, claims and bankruptcy as the formalities", () => {
    const liability = PRODUCTS.filter((p) => p.type.endsWith("_liability") && !p.type.startsWith("allianz"));
    expect(liability.map((p) => p.type).sort()).toEqual(["business_liability", "professional_liability"]);
    for (const product of liability) {
      const perClaim = product.questions.find((q) => q.field === "per_claim");
      expect(perClaim?.options.map((o) => [o.value, o.consequence, o.priceFactorPermille])).toEqual([
        ["1250000", "price_increase", 1000],
        ["2500000", "price_increase", 1180],
      ]);
      // The look-backs are the checkout's formalities (decision 0089): a claim sends to review,
      // a bankruptcy refuses the product, as their own questions did.
      expect(flowForProductType(product.type).steps.some((step) => step.formalities)).toBe(true);
      expect(
        product.questions.filter((q) => q.group === "normal"),
        product.slug,
      ).toEqual([]);
      expect(FORMALITY_REFUSALS.bankruptcy, product.slug).toContain(product.type);
    }
  });

  it("offers the aov waiting times, benefit durations and the other price questions of the spec", () => {
    const aov = PRODUCTS.find((p) => p.type === "aov")!;
    const values = (field: string) => aov.questions.find((q) => q.field === field)?.options.map((o) => o.value);
    expect(values("aov_waiting_time")).toEqual(["14", "30", "60", "90", "180", "365", "730"]);
    expect(values("aov_duration")).toEqual(["1", "2", "5", "67"]);
    expect(values("aov_percentage")).toEqual(["60", "70", "80"]);
    expect(values("is_smoking")).toEqual(["no", "yes"]);
    expect(values("aov_mental_discount")?.sort()).toEqual(["excluded", "included"]);
    expect(values("aov_indexation")).toContain("0");
    for (const field of [
      "birth_date",
      "is_smoking",
      "income",
      "aov_percentage",
      "aov_waiting_time",
      "aov_duration",
      "aov_indexation",
      "aov_mental_discount",
    ]) {
      const question = aov.questions.find((q) => q.field === field);
      expect(question?.group, field).toBe("price");
      expect(question?.required, field).toBe(true);
    }
    // The percentage only sets the insured income; that band carries the price.
    expect(aov.questions.find((q) => q.field === "aov_percentage")?.options.every((o) => o.priceFactorPermille === 1000)).toBe(true);
    for (const field of ["expected_revenue", "revenue_explanation"]) {
      expect(
        aov.questions.find((q) => q.field === field),
        field,
      ).toMatchObject({ group: "normal", required: false, options: [] });
    }
    // The knowledge test and the medical questions come from their own seed file, not from here.
    // The knowledge test and the medical history: 11 quiz questions, 14 medical ones and the BMI.
    expect(aov.questions.filter((q) => q.type === "quiz")).toHaveLength(11);
    expect(aov.questions.filter((q) => q.type === "medical")).toHaveLength(14);
    expect(aov.questions.filter((q) => q.type === "bmi")).toHaveLength(1);
  });

  it("prices the dearer aov choices higher: shorter waits, smoking, longer benefits, indexation, psychological cover", () => {
    const aov = PRODUCTS.find((p) => p.type === "aov")!;
    const factors = (field: string) => aov.questions.find((q) => q.field === field)!.options.map((o) => o.priceFactorPermille);
    const strictlyFalling = (list: number[]) => list.every((value, i) => i === 0 || value < list[i - 1]!);
    expect(strictlyFalling(factors("aov_waiting_time"))).toBe(true);
    expect(strictlyFalling([...factors("aov_duration")].reverse())).toBe(true);
    expect(strictlyFalling([...factors("aov_indexation")].reverse())).toBe(true);
    const option = (field: string, value: string) =>
      aov.questions.find((q) => q.field === field)!.options.find((o) => o.value === value)!.priceFactorPermille;
    expect(option("is_smoking", "yes")).toBeGreaterThan(option("is_smoking", "no"));
    expect(option("aov_mental_discount", "included")).toBeGreaterThan(option("aov_mental_discount", "excluded"));
  });
});

describe("seed tariff bands and presets", () => {
  const withBands = PRODUCTS.filter((p) => (p.tariffFactors ?? []).length > 0);
  const aovWithBands = withBands.filter((p) => p.type.startsWith("aov"));

  it("gives both aov products age bands and the full aov insured-income bands; consumer products their factor tables", () => {
    expect(aovWithBands.map((p) => p.slug).sort()).toEqual(["aov", "aov-acture"]);
    expect(
      withBands
        .filter((p) => !p.type.startsWith("aov"))
        .map((p) => p.slug)
        .sort(),
    ).toEqual(["car", "device", "drone", "home-building", "home-content", "home-liability"]);
    const inputs = (slug: string) => new Set(PRODUCTS.find((p) => p.slug === slug)!.tariffFactors!.map((band) => band.input));
    expect([...inputs("aov")].sort()).toEqual(["age", "insured_income"]);
    expect([...inputs("aov-acture")]).toEqual(["age"]);
  });

  it("names only inputs that ratingInputs produces from the product's own questions", () => {
    for (const seed of withBands) {
      const product = seedProduct(seed.slug);
      // One answer per question: a birth date, an amount, the last option, a text.
      const byField: Record<string, string | number> = {};
      for (const question of product.questions) {
        if (!question.field) continue;
        const kind = answerKind(question);
        byField[question.field] =
          kind === "option"
            ? question.options.at(-1)!.value
            : kind === "date"
              ? "1990-01-01"
              : kind === "address"
                ? "3511AB 1"
                : question.field === "license_plate"
                  ? "S482HJ"
                  : kind === "text"
                    ? "x"
                    : question.field === "claim_free_years"
                      ? 5
                      : 4_000;
      }
      const produced = Object.keys(ratingInputs(product.questions, answersFor(product, byField), "2026-11-23"));
      for (const band of seed.tariffFactors!) expect(produced, `${seed.slug} ${band.input}`).toContain(band.input);
    }
  });

  it("has integer bands that do not overlap, each factor positive", () => {
    for (const product of withBands) {
      const byInput = new Map<string, { fromValue: number | null; toValue: number | null }[]>();
      for (const band of product.tariffFactors!) {
        const where = `${product.slug} ${band.input} ${band.fromValue}-${band.toValue}`;
        expect(Number.isInteger(band.factorPermille) && band.factorPermille > 0, where).toBe(true);
        for (const end of [band.fromValue, band.toValue]) expect(end === null || Number.isInteger(end), where).toBe(true);
        if (band.fromValue !== null && band.toValue !== null) expect(band.fromValue, where).toBeLessThanOrEqual(band.toValue);
        byInput.set(band.input, [...(byInput.get(band.input) ?? []), band]);
      }
      for (const [input, rows] of byInput) {
        const sorted = [...rows].sort((a, b) => (a.fromValue ?? -Infinity) - (b.fromValue ?? -Infinity));
        for (let i = 1; i < sorted.length; i++) {
          const previousEnd = sorted[i - 1]!.toValue ?? Infinity;
          expect(sorted[i]!.fromValue ?? -Infinity, `${product.slug} ${input}: bands overlap`).toBeGreaterThan(previousEnd);
        }
      }
    }
  });

  it("covers the aov entry ages 18-57 without gaps and nothing outside them (decision 0008)", () => {
    for (const product of aovWithBands) {
      const age = product.tariffFactors!.filter((band) => band.input === "age");
      const covered = (value: number) => age.some((band) => (band.fromValue ?? -Infinity) <= value && value <= (band.toValue ?? Infinity));
      for (let value = 18; value <= 57; value++) expect(covered(value), `${product.slug} age ${value}`).toBe(true);
      expect(covered(17), product.slug).toBe(false);
      expect(covered(58), product.slug).toBe(false);
    }
  });

  it("covers every insured income from 0 to 125,000 × 80 % without gaps", () => {
    const bands = PRODUCTS.find((p) => p.slug === "aov")!.tariffFactors!.filter((band) => band.input === "insured_income");
    const covered = (value: number) => bands.some((band) => (band.fromValue ?? -Infinity) <= value && value <= (band.toValue ?? Infinity));
    for (let value = 0; value <= 100_000; value += 500) expect(covered(value), String(value)).toBe(true);
    for (const band of bands) for (const end of [band.fromValue, band.toValue]) if (end !== null) expect(covered(end)).toBe(true);
    expect(Math.max(...bands.map((band) => band.toValue ?? Infinity))).toBe(100_000);
  });

  it("has presets short, medium and large whose every field and option value exists", () => {
    const withPresets = PRODUCTS.filter((p) => p.presets);
    expect(withPresets.map((p) => p.slug)).toEqual(["aov"]);
    for (const product of withPresets) {
      expect(Object.keys(product.presets!).sort()).toEqual(["large", "medium", "short"]);
      for (const [name, choices] of Object.entries(product.presets!)) {
        expect(Object.keys(choices).sort(), name).toEqual([
          "aov_duration",
          "aov_indexation",
          "aov_mental_discount",
          "aov_percentage",
          "aov_waiting_time",
        ]);
        for (const [field, value] of Object.entries(choices)) {
          const question = product.questions.find((q) => q.field === field);
          expect(question?.group, `${name} ${field}`).toBe("price");
          expect(
            question?.options.map((o) => o.value),
            `${name} ${field}`,
          ).toContain(value);
        }
      }
    }
  });
});
