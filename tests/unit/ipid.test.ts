// The IPID builder (app/domain/catalogue/ipid.ts, decision 0085) with the real catalogues: every
// section of the EU template in every language, cover amounts and deductibles from the product's
// options, stored facts per language with Dutch as the fallback, malformed facts left out, and
// the demo catalogue's facts complete in all four languages (Dutch in "je").
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildIpid, IPID_SECTIONS, ipidPaths, parseIpidFacts, type IpidProduct, type Translate } from "~/domain/catalogue/ipid";
import { SUPPORTED_LANGUAGES, type Language } from "~/domain/platform/languages";
import { ipidFor, PRODUCT_IPID } from "../../prisma/seed-data/product-ipid";
import { PRODUCTS, coverFor } from "../../prisma/seed-data/products";

/** t of the funnel catalogue of a language, as i18next fills {{placeholders}}. */
function translate(language: Language): Translate {
  const catalog = JSON.parse(readFileSync(path.resolve(`app/i18n/locales/${language}/funnel.json`), "utf8")) as Record<string, unknown>;
  return (key, values = {}) => {
    const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
    if (typeof text !== "string") throw new Error(`no text ${language}:${key}`);
    // Amounts come with a no-break space after the euro sign: plain spaces here, for readable expectations.
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`)).replace(/\u00a0/g, " ");
  };
}

const PROVIDER = { name: "Demo Verzekeraar BV", afmNumber: "12099999", kifidNumber: "300.099999" };

function product(overrides: Partial<IpidProduct> = {}): IpidProduct {
  return {
    slug: "business-liability",
    type: "business_liability",
    names: { nl: "Bedrijfsaansprakelijkheid", en: "Business liability" },
    descriptions: { nl: "Dekt schade aan anderen.", en: "Covers damage to others." },
    currency: "EUR",
    startDateFromTomorrow: false,
    requireIdentityVerification: false,
    ipid: null,
    questions: [],
    ...overrides,
  };
}

const option = (cents: Partial<{ perClaimCents: number; perYearCents: number; deductibleCents: number }>) => ({
  perClaimCents: cents.perClaimCents ?? null,
  perYearCents: cents.perYearCents ?? null,
  deductibleCents: cents.deductibleCents ?? null,
});

/** A demo product as the catalogue gives it to the builder (options' cover as the seed stores it). */
function demoProduct(slug: string): IpidProduct {
  const seed = PRODUCTS.find((candidate) => candidate.slug === slug)!;
  return {
    ...seed,
    ipid: ipidFor(slug),
    questions: seed.questions.map((question) => ({
      field: question.field ?? null,
      options: question.options.map((choice) => ({
        perClaimCents: null,
        perYearCents: null,
        deductibleCents: null,
        ...coverFor(question.field, choice.value),
      })),
    })),
  };
}

describe("buildIpid", () => {
  it("has the eight sections of the EU template, in order, each with a line, in every language", () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const ipid = buildIpid(product(), language, PROVIDER, translate(language));
      expect(ipid.sections.map((section) => section.id)).toEqual([...IPID_SECTIONS]);
      for (const section of ipid.sections) expect(section.items.length, `${language} ${section.id}`).toBeGreaterThan(0);
      expect(new Set(ipid.sections.map((section) => section.heading)).size).toBe(8);
      expect(ipid.provider).toContain("12099999");
      expect(ipid.provider).toContain("300.099999");
      expect(ipid.provider).toContain("Demo Verzekeraar BV");
    }
    const nl = buildIpid(product(), "nl", PROVIDER, translate("nl"));
    expect(nl.sections.map((section) => section.heading)).toEqual([
      "Wat is verzekerd?",
      "Wat is niet verzekerd?",
      "Zijn er beperkingen van de dekking?",
      "Waar ben ik gedekt?",
      "Wat zijn mijn verplichtingen?",
      "Wanneer en hoe betaal ik?",
      "Wanneer begint en eindigt de dekking?",
      "Hoe zeg ik mijn verzekering op?",
    ]);
    expect(nl.title).toBe("Verzekeringskaart (IPID): Bedrijfsaansprakelijkheid");
    expect(nl.productName).toBe("Bedrijfsaansprakelijkheid");
  });

  it("says what the questions offer: cover per claim and per year, one deductible or a choice, lowest first", () => {
    const choice = product({
      questions: [
        {
          field: "per_claim",
          options: [
            option({ perClaimCents: 250_000_000, perYearCents: 500_000_000 }),
            option({ perClaimCents: 125_000_000, perYearCents: 250_000_000 }),
          ],
        },
        {
          field: "deductible",
          options: [option({ deductibleCents: 50_000 }), option({ deductibleCents: 0 }), option({ deductibleCents: 25_000 })],
        },
      ],
    });
    const nl = buildIpid(choice, "nl", PROVIDER, translate("nl"));
    const lines = (id: string) => nl.sections.find((section) => section.id === id)!.items;
    expect(lines("insured")).toContain("Verzekerd bedrag per schade: € 1.250.000,00 of € 2.500.000,00.");
    expect(lines("insured")).toContain("Verzekerd bedrag per jaar: € 2.500.000,00 of € 5.000.000,00.");
    expect(lines("restrictions")).toContain(
      "Eigen risico per schade: € 0,00, € 250,00 of € 500,00, naar je keuze; een hoger eigen risico geeft een lagere premie.",
    );
    const en = buildIpid(choice, "en", PROVIDER, translate("en"));
    expect(en.sections.find((section) => section.id === "restrictions")!.items.join(" ")).toContain("€ 0,00, € 250,00 or € 500,00");

    const fixed = product({
      questions: [{ field: "deductible", options: [option({ deductibleCents: 10_000 }), option({ deductibleCents: 10_000 })] }],
    });
    expect(buildIpid(fixed, "nl", PROVIDER, translate("nl")).sections[2]!.items).toEqual(["Eigen risico: € 100,00 per schade."]);
  });

  it("without a deductible or facts, a section points to the policy conditions", () => {
    const nl = buildIpid(product(), "nl", PROVIDER, translate("nl"));
    for (const id of ["notInsured", "restrictions", "where"])
      expect(nl.sections.find((section) => section.id === id)!.items).toEqual(["Zie de polisvoorwaarden."]);
  });

  it("follows the product: tax or none, start today or tomorrow, identity check first", () => {
    const t = translate("nl");
    const lines = (p: IpidProduct, id: string) => buildIpid(p, "nl", PROVIDER, t).sections.find((section) => section.id === id)!.items;
    expect(lines(product(), "payment")).toContain("De premie is inclusief 21% assurantiebelasting.");
    expect(lines(product({ type: "aov" }), "payment")).toContain("Over deze verzekering betaal je geen assurantiebelasting.");
    expect(lines(product(), "cover")[0]).toContain("vandaag");
    expect(lines(product({ startDateFromTomorrow: true }), "cover")[0]).toContain("morgen");
    expect(lines(product({ requireIdentityVerification: true }), "cover")).toContain(
      "De dekking begint pas als je identiteit is gecontroleerd.",
    );
    expect(lines(product(), "cancel").join(" ")).toContain("14 dagen");
  });

  it("uses the stored facts in the language asked, Dutch where a language lacks them", () => {
    const facts = { notInsured: { nl: ["Opzet."], en: ["Intent."] }, where: { nl: ["Wereldwijd."] } };
    const en = buildIpid(product({ ipid: facts }), "en", PROVIDER, translate("en"));
    expect(en.sections.find((section) => section.id === "notInsured")!.items).toEqual(["Intent."]);
    expect(en.sections.find((section) => section.id === "where")!.items).toEqual(["Wereldwijd."]);
  });
});

describe("parseIpidFacts", () => {
  it("keeps known sections, languages and non-empty texts; anything else is left out", () => {
    expect(parseIpidFacts(null)).toEqual({});
    expect(parseIpidFacts("text")).toEqual({});
    expect(parseIpidFacts([1, 2])).toEqual({});
    expect(
      parseIpidFacts({
        notInsured: { nl: [" Opzet. ", "", 3, null], xx: ["?"], en: "Intent." },
        where: { nl: [] },
        unknown: { nl: ["?"] },
      }),
    ).toEqual({ notInsured: { nl: ["Opzet."] } });
  });
});

describe("ipidPaths", () => {
  it("names the page and the PDF of a product", () => {
    expect(ipidPaths("car")).toEqual({ page: "/products/car/ipid", pdf: "/products/car/documents/ipid" });
  });
});

describe("the demo catalogue's IPID facts", () => {
  it("cover every product, with what is not insured and where, in all four languages", () => {
    expect(Object.keys(PRODUCT_IPID).sort()).toEqual(PRODUCTS.map((p) => p.slug).sort());
    for (const { slug } of PRODUCTS) {
      const facts = ipidFor(slug)!;
      for (const language of SUPPORTED_LANGUAGES) {
        expect(facts.notInsured?.[language]?.length, `${slug} ${language}`).toBeGreaterThan(0);
        expect(facts.where?.[language]?.length, `${slug} ${language}`).toBeGreaterThan(0);
      }
      for (const section of Object.values(facts))
        for (const language of SUPPORTED_LANGUAGES) expect(section[language]!.length).toBe(section.nl!.length);
    }
  });

  it("give every demo product a complete IPID in every language: no section left to the conditions but restrictions", () => {
    for (const { slug } of PRODUCTS)
      for (const language of SUPPORTED_LANGUAGES) {
        const ipid = buildIpid(demoProduct(slug), language, PROVIDER, translate(language));
        const generic = translate(language)("ipid.items.seeConditions");
        for (const section of ipid.sections.filter((s) => s.id !== "restrictions"))
          expect(section.items, `${slug} ${language} ${section.id}`).not.toContain(generic);
      }
    // The questions' deductibles reach the IPID (car: € 0, € 150, € 300 or € 500).
    const car = buildIpid(demoProduct("car"), "nl", PROVIDER, translate("nl"));
    expect(car.sections[2]!.items.join(" ")).toContain("€ 0,00, € 150,00, € 300,00 of € 500,00");
  });

  it('speak to the reader as "je" in Dutch', () => {
    const formal = /(?<![\p{L}\p{N}_-])(?:u|uw|uwe|uzelf)(?![\p{L}\p{N}_-])/giu;
    const dutch = Object.values(PRODUCT_IPID).flatMap((product) =>
      Object.values(product).flatMap((lines) => lines.map((line: { nl: string }) => line.nl)),
    );
    const catalog = JSON.parse(readFileSync(path.resolve("app/i18n/locales/nl/funnel.json"), "utf8")) as { ipid: object; trust: object };
    const texts = [...dutch, ...JSON.stringify([catalog.ipid, catalog.trust]).split('"')];
    expect(texts.filter((text) => formal.test(text))).toEqual([]);
  });
});
