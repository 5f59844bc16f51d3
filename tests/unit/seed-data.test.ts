// The demo seed's data (prisma/seed-data): invariants the app and the seed rely on.
import { describe, expect, it } from "vitest";
import { checkoutGroupFor } from "~/domain/flows/definitions";
import { COLOUR_REGISTRY } from "~/domain/theme/colour-registry";
import { resolveTheme } from "~/domain/theme/theme";
import { PARTNERS } from "../../prisma/seed-data/partners";
import { PROFESSIONS } from "../../prisma/seed-data/professions";
import {
  CONSEQUENCES,
  PREMIUM_TAX_FACTOR,
  PRODUCTS,
  QUESTION_GROUPS,
  type LocalizedText,
} from "../../prisma/seed-data/products";

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
      device: "normal",
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

  it("asks 2-5 questions per product with valid groups, four-language texts and valid options", () => {
    for (const product of PRODUCTS) {
      expect(product.questions.length, product.slug).toBeGreaterThanOrEqual(2);
      expect(product.questions.length, product.slug).toBeLessThanOrEqual(5);
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

  it("asks the liability questions of the spec: cover per claim, claims and bankruptcy", () => {
    for (const product of PRODUCTS.filter((p) => p.type.endsWith("_liability") && !p.type.startsWith("allianz"))) {
      const perClaim = product.questions.find((q) => q.field === "per_claim");
      expect(perClaim?.options.map((o) => [o.value, o.consequence, o.priceFactorPermille])).toEqual([
        ["1250000", "price_increase", 1000],
        ["2500000", "price_increase", 1180],
      ]);
      const consequences = product.questions
        .filter((q) => q.group === "normal")
        .map((q) => q.options.find((o) => o.value === "yes")?.consequence);
      expect(consequences, product.slug).toContain("drop_out");
      expect(consequences, product.slug).toContain("hard_drop_out");
    }
  });

  it("offers the aov waiting times and benefit durations", () => {
    const aov = PRODUCTS.find((p) => p.type === "aov")!;
    expect(aov.questions.find((q) => q.field === "aov_waiting_time")?.options.map((o) => o.value)).toEqual([
      "14",
      "30",
      "90",
      "365",
    ]);
    expect(aov.questions.find((q) => q.field === "aov_duration")?.options.map((o) => o.value)).toEqual([
      "1",
      "2",
      "5",
      "67",
    ]);
    expect(aov.questions.some((q) => q.type === "medical")).toBe(true);
  });
});
