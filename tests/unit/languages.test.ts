import { describe, expect, it } from "vitest";
import { chooseLanguage, languageHeader, parseLanguageList } from "~/domain/platform/languages";

describe("parseLanguageList", () => {
  it("keeps known languages in order, once", () => {
    expect(parseLanguageList("nl, EN,de,en")).toEqual(["nl", "en", "de"]);
  });
  it("never returns an empty list", () => {
    expect(parseLanguageList("")).toEqual(["nl"]);
    expect(parseLanguageList("xx,yy")).toEqual(["nl"]);
    expect(parseLanguageList(null)).toEqual(["nl"]);
  });
});

describe("chooseLanguage", () => {
  const all = ["nl", "en", "de", "fr"] as const;
  it("prefers the stored choice", () => {
    expect(chooseLanguage({ stored: "de", partnerLanguages: all, partnerDefault: "en" })).toBe("de");
  });
  it("takes the URL's language over the stored one", () => {
    expect(chooseLanguage({ requested: "fr", stored: "de", partnerLanguages: all, partnerDefault: "nl" })).toBe("fr");
  });
  it("falls back to the partner default for unknown or unoffered languages", () => {
    expect(chooseLanguage({ stored: "xx", partnerLanguages: all, partnerDefault: "en" })).toBe("en");
    expect(chooseLanguage({ requested: "<script>", stored: "de", partnerLanguages: ["nl", "en"], partnerDefault: "en" })).toBe("en");
  });
  it("falls back to the first offered language when the default is not offered", () => {
    expect(chooseLanguage({ partnerLanguages: ["en"], partnerDefault: "nl" })).toBe("en");
  });
  it("accepts region forms like nl-nl", () => {
    expect(chooseLanguage({ stored: "EN-gb", partnerLanguages: all, partnerDefault: "nl" })).toBe("en");
  });
});

describe("languageHeader", () => {
  it("is nl-nl for Dutch", () => {
    expect(languageHeader("nl")).toBe("nl-nl");
  });
});
