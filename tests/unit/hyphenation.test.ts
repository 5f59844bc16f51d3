import { describe, expect, it } from "vitest";
import { hyphenate, SOFT_HYPHEN } from "~/server/platform/hyphenation.server";

const shown = (text: string) => text.split(SOFT_HYPHEN).join("-");

describe("hyphenate (soft hyphens in long words)", () => {
  it("breaks Dutch compounds at Dutch hyphenation points", () => {
    expect(shown(hyphenate("Arbeidsongeschiktheidsverzekering", "nl"))).toBe("Arbeids-on-ge-schikt-heids-ver-ze-ke-ring");
    expect(shown(hyphenate("Elektronicaverzekering", "nl"))).toBe("Elek-tro-ni-ca-ver-ze-ke-ring");
  });

  it("keeps the text itself: removing the soft hyphens gives it back", () => {
    const text = "Aansprakelijkheidsverzekering voor bedrijven (AVB) en Rechtsbijstandverzekering";
    expect(hyphenate(text, "nl").split(SOFT_HYPHEN).join("")).toBe(text);
  });

  it("keeps a word whole when its ends leave no room for a break", () => {
    expect(hyphenate("Zorgverzekering", "nl").split(SOFT_HYPHEN).join("")).toBe("Zorgverzekering");
    for (const part of hyphenate("Zorgverzekering", "nl")
      .split(SOFT_HYPHEN)
      .filter((_, i, all) => i === 0 || i === all.length - 1)) {
      expect(part.length).toBeGreaterThanOrEqual(4);
    }
  });

  it("leaves words of fewer than 12 letters, numbers and amounts whole", () => {
    expect(hyphenate("Autopolis € 98,37 POL-2026-000123 verzekering", "nl")).toBe("Autopolis € 98,37 POL-2026-000123 verzekering");
    expect(hyphenate("Reisverzeker", "nl")).toContain(SOFT_HYPHEN);
  });

  it("never starts or ends a word on a part of fewer than 4 letters", () => {
    for (const word of ["Ongevallenverzekering", "Aansprakelijkheidsverzekering", "Berufsunfähigkeitsversicherung"]) {
      const parts = hyphenate(word, word.startsWith("Beruf") ? "de" : "nl").split(SOFT_HYPHEN);
      expect(parts.length).toBeGreaterThan(2);
      expect(parts.at(0)?.length).toBeGreaterThanOrEqual(4);
      expect(parts.at(-1)?.length).toBeGreaterThanOrEqual(4);
    }
  });

  it("uses each language's patterns and leaves already hyphenated text alone", () => {
    expect(shown(hyphenate("Berufsunfähigkeitsversicherung", "de"))).toBe("Berufs-un-fä-hig-keits-ver-si-che-rung");
    expect(hyphenate("internationalisation", "en")).toContain(SOFT_HYPHEN);
    expect(hyphenate("responsabilité-civile", "fr").split(SOFT_HYPHEN).join("")).toBe("responsabilité-civile");
    const once = hyphenate("Arbeidsongeschiktheidsverzekering", "nl");
    expect(hyphenate(once, "nl")).toBe(once);
  });
});
