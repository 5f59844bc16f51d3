import { describe, expect, it } from "vitest";
import { pickTranslation } from "~/domain/platform/translated-text";

describe("pickTranslation", () => {
  const texts = { nl: "Schilder", en: "Painter", de: "", fr: "Peintre" };
  it("gives the asked language", () => {
    expect(pickTranslation(texts, "en")).toBe("Painter");
    expect(pickTranslation(texts, "fr")).toBe("Peintre");
  });
  it("falls back to Dutch when the language is missing or empty", () => {
    expect(pickTranslation(texts, "de")).toBe("Schilder");
    expect(pickTranslation({ nl: "Kapper" }, "en")).toBe("Kapper");
  });
  it("falls back to any text, then to an empty string", () => {
    expect(pickTranslation({ en: "Only English" }, "de")).toBe("Only English");
    expect(pickTranslation(null, "nl")).toBe("");
    expect(pickTranslation("plain", "nl")).toBe("plain");
    expect(pickTranslation({ nl: 42 }, "nl")).toBe("");
  });
});
