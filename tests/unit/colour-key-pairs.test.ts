import { describe, expect, it } from "vitest";
import { colourKeyTitle, keyPairChanges, validateKeyPairEdit } from "~/domain/partners/theme/colour-key-pairs";

const EXISTING = [
  { key: "primary", fallbackKey: null },
  { key: "title", fallbackKey: "primary" },
  { key: "cart-title", fallbackKey: "title" },
  { key: "text", fallbackKey: null },
];
const valid = { "title-nl": "Titels", "title-en": "Titles", group: "base", fallbackKey: "primary" };

describe("colourKeyTitle", () => {
  const builtIn = (key: string) => ({ primary: "Primaire kleur" })[key];
  it("prefers the admin's own title in the language, else Dutch, then the built-in translation, then the stored title", () => {
    expect(colourKeyTitle({ key: "primary", title: "Primary", titles: { nl: "Hoofdkleur", de: "Hauptfarbe" } }, "de", builtIn)).toBe(
      "Hauptfarbe",
    );
    expect(colourKeyTitle({ key: "primary", title: "Primary", titles: { nl: "Hoofdkleur" } }, "fr", builtIn)).toBe("Hoofdkleur");
    expect(colourKeyTitle({ key: "primary", title: "Primary", titles: null }, "nl", builtIn)).toBe("Primaire kleur");
    expect(colourKeyTitle({ key: "banner", title: "Banner", titles: null }, "nl", builtIn)).toBe("Banner");
  });
});

describe("validateKeyPairEdit", () => {
  it("accepts an edit and keeps only the titles given", () => {
    const result = validateKeyPairEdit("title", { ...valid, global: "on" }, EXISTING);
    expect(result).toEqual({
      ok: true,
      value: { titles: { nl: "Titels", en: "Titles" }, title: "Titles", group: "base", fallbackKey: "primary", global: true },
    });
  });
  it("needs the Dutch title; others are optional; each at most 80 characters (80 passes, 81 does not)", () => {
    expect(validateKeyPairEdit("title", { ...valid, "title-nl": " " }, EXISTING)).toEqual({
      ok: false,
      errors: { "title-nl": "required" },
    });
    expect(validateKeyPairEdit("title", { ...valid, "title-en": "x".repeat(80) }, EXISTING).ok).toBe(true);
    expect(validateKeyPairEdit("title", { ...valid, "title-fr": "x".repeat(81) }, EXISTING)).toEqual({
      ok: false,
      errors: { "title-fr": "tooLong" },
    });
  });
  it("refuses a fallback to itself, one that loops back (two or three links) and an unknown one", () => {
    expect(validateKeyPairEdit("title", { ...valid, fallbackKey: "title" }, EXISTING)).toMatchObject({ errors: { fallbackKey: "cycle" } });
    expect(validateKeyPairEdit("primary", { ...valid, fallbackKey: "title" }, EXISTING)).toMatchObject({
      errors: { fallbackKey: "cycle" },
    });
    expect(validateKeyPairEdit("primary", { ...valid, fallbackKey: "cart-title" }, EXISTING)).toMatchObject({
      errors: { fallbackKey: "cycle" },
    });
    expect(validateKeyPairEdit("primary", { ...valid, fallbackKey: "text" }, EXISTING).ok).toBe(true);
    expect(validateKeyPairEdit("title", { ...valid, fallbackKey: "nope" }, EXISTING)).toMatchObject({ errors: { fallbackKey: "unknown" } });
    expect(validateKeyPairEdit("title", { ...valid, fallbackKey: "" }, EXISTING)).toMatchObject({ ok: true, value: { fallbackKey: null } });
  });
  it("needs a kebab-case group of at most 40 characters", () => {
    expect(validateKeyPairEdit("title", { ...valid, group: "" }, EXISTING)).toMatchObject({ errors: { group: "required" } });
    expect(validateKeyPairEdit("title", { ...valid, group: "Two Words" }, EXISTING)).toMatchObject({ errors: { group: "format" } });
    expect(validateKeyPairEdit("title", { ...valid, group: "a".repeat(41) }, EXISTING)).toMatchObject({ errors: { group: "tooLong" } });
    expect(validateKeyPairEdit("title", { ...valid, group: "a".repeat(40) }, EXISTING).ok).toBe(true);
  });
  it("reads a missing global box as off, and never throws on odd input", () => {
    expect(validateKeyPairEdit("title", valid, EXISTING)).toMatchObject({ value: { global: false } });
    expect(validateKeyPairEdit("title", { "title-nl": ["x"], group: 5 } as unknown as Record<string, unknown>, EXISTING).ok).toBe(false);
  });
});

describe("keyPairChanges", () => {
  const before = { titles: { nl: "Titels", en: "Titles" }, group: "base", fallbackKey: "primary", global: false };
  it("lists only the fields that changed, with old and new values", () => {
    const after = { titles: { nl: "Koppen", en: "Titles" }, title: "Titles", group: "base", fallbackKey: "primary", global: true };
    expect(keyPairChanges(before, after)).toEqual({
      old: { titles: { nl: "Titels", en: "Titles" }, global: false },
      new: { titles: { nl: "Koppen", en: "Titles" }, global: true },
    });
    expect(keyPairChanges(before, { ...before, title: "Titles" })).toEqual({ old: {}, new: {} });
  });
});
