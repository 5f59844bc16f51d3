// One voice per language (issue 35, decision 0089): Dutch says "je", German "Sie", French
// "vous", in the catalogues (app/i18n/locales) and in the seed texts (prisma/seed-data: products,
// questions, pages, partners, the IPIDs' product facts). Each test lists the keys that use the other form.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PARTNERS } from "../../prisma/seed-data/partners";
import { PRODUCT_IPID } from "../../prisma/seed-data/product-ipid";
import { productPageFor } from "../../prisma/seed-data/product-pages";
import { PRODUCTS } from "../../prisma/seed-data/products";
import { PROFESSIONS } from "../../prisma/seed-data/professions";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const LANGUAGES = ["nl", "de", "fr"] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * The other form of each language, as whole words. Dutch: "u", "uw", "uzelf" as a pronoun, not
 * the hour ("2 u 15 min", "{{hours}} u"), a letter ("U-bocht") or part of a word or markup.
 * German: "du" and its forms. French: "tu" and its forms ("t'" before a word).
 */
const OTHER_FORM: Record<Language, RegExp> = {
  nl: /(?<![\p{L}\p{N}_{<&/-])(?<!(?:\d|\}\})\s+)(?:u|uw|uwe|uzelf)(?![\p{L}\p{N}_-])/giu,
  de: /(?<![\p{L}\p{N}_{<&/-])(?:du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?![\p{L}\p{N}_-])/giu,
  fr: /(?<![\p{L}\p{N}_{<&/])(?:(?:tu|toi|te|ton|ta|tes)(?![\p{L}\p{N}_])|t['’](?=\p{L}))/giu,
};

function otherForm(text: string, language: Language): string[] {
  return [...text.matchAll(OTHER_FORM[language])].map((match) => match[0]);
}

type Text = { where: string; text: string };

/** Every string of a locale file with its key path. */
function localeTexts(language: Language): Text[] {
  const dir = path.join(root, "app/i18n/locales", language);
  const texts: Text[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === "string") texts.push({ where, text: value });
    else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`);
  };
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort())
    walk(JSON.parse(readFileSync(path.join(dir, file), "utf8")), `${language}/${file.replace(/\.json$/, "")}`);
  return texts;
}

/** Every text in `language` of the seed data: the language's value of each four-language text. */
function seedTexts(language: Language): Text[] {
  const texts: Text[] = [];
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((inner, index) => walk(inner, `${where}[${index}]`));
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (key === language && typeof inner === "string") texts.push({ where, text: inner });
        else walk(inner, `${where}.${key}`);
      }
    }
  };
  walk(PRODUCTS, "PRODUCTS");
  walk(
    PRODUCTS.map((product) => productPageFor(product)),
    "productPages",
  );
  walk(PARTNERS, "PARTNERS");
  walk(PROFESSIONS, "PROFESSIONS");
  walk(PRODUCT_IPID, "PRODUCT_IPID");
  return texts;
}

const offenders = (texts: Text[], language: Language) =>
  texts.flatMap(({ where, text }) => {
    const found = otherForm(text, language);
    return found.length > 0 ? [`${where} (${found.join(", ")}): ${text}`] : [];
  });

describe("finding the other form", () => {
  it("finds Dutch 'u' and 'uw' as pronouns, wherever they stand", () => {
    expect(otherForm("Wat is uw geboortedatum?", "nl")).toEqual(["uw"]);
    expect(otherForm("Heeft u al", "nl")).toEqual(["u"]);
    expect(otherForm("U kunt uw polis wijzigen.", "nl")).toEqual(["U", "uw"]);
    expect(otherForm("We nemen contact met u op.", "nl")).toEqual(["u"]);
    expect(otherForm("Vliegt u alleen voor uzelf?", "nl")).toEqual(["u", "uzelf"]);
    expect(otherForm("Uw auto", "nl")).toEqual(["Uw"]);
  });

  it("leaves the hour, letters, words containing u and the informal form alone", () => {
    for (const text of [
      "Nog {{hours}} u {{minutes}} min",
      "Binnen 24 u geregeld",
      "Een U-bocht",
      "Het menu van je account",
      "Binnen 24 uur",
      "Je kunt je polis wijzigen; jouw premie blijft gelijk.",
      "<u>onderstreept</u>",
    ])
      expect(otherForm(text, "nl"), text).toEqual([]);
  });

  it("finds German 'du' and French 'tu' forms, not 'Sie', 'vous' or French 'du'", () => {
    expect(otherForm("Du hast keine Nachrichten.", "de")).toEqual(["Du"]);
    expect(otherForm("Prüfe deine Daten.", "de")).toEqual(["deine"]);
    expect(otherForm("Sie haben keine Nachrichten; prüfen Sie Ihre Daten.", "de")).toEqual([]);
    expect(otherForm("As-tu ton contrat ? Je t'aide, toi-même.", "fr")).toEqual(["tu", "ton", "t'", "toi"]);
    expect(otherForm("Avez-vous été déclaré en faillite au cours du contrat ?", "fr")).toEqual([]);
  });
});

describe("one voice per language", () => {
  it("reads them all (every locale file, the products and their pages)", () => {
    for (const language of LANGUAGES) {
      expect(localeTexts(language).length, language).toBeGreaterThan(1000);
      expect(seedTexts(language).length, language).toBeGreaterThan(300);
    }
  });

  for (const [language, form] of [
    ["nl", "je"],
    ["de", "Sie"],
    ["fr", "vous"],
  ] as const) {
    it(`${language}: the catalogues say "${form}"`, () => {
      expect(offenders(localeTexts(language), language).join("\n")).toBe("");
    });

    it(`${language}: the seed texts say "${form}"`, () => {
      expect(offenders(seedTexts(language), language).join("\n")).toBe("");
    });
  }
});
