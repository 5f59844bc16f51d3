import { describe, expect, it } from "vitest";
import { foldText, searchProfessions } from "~/domain/catalogue/profession-search";

const professions = [
  { id: "1", name: "Schilder" },
  { id: "2", name: "Grafisch ontwerper" },
  { id: "3", name: "Café-eigenaar" },
  { id: "4", name: "Softwareontwikkelaar" },
  { id: "5", name: "Fotograaf" },
];

describe("profession search", () => {
  it("folds accents and case", () => {
    expect(foldText("  Café ")).toBe("cafe");
  });

  it("finds by part of the name, accents forgiven", () => {
    expect(searchProfessions(professions, "cafe").map((p) => p.id)).toEqual(["3"]);
    expect(searchProfessions(professions, "ontwerp").map((p) => p.id)).toContain("2");
  });

  it("forgives a typo", () => {
    expect(searchProfessions(professions, "scilder")[0]?.id).toBe("1");
    expect(searchProfessions(professions, "fotograf")[0]?.id).toBe("5");
  });

  it("finds nothing for an empty or unrelated query", () => {
    expect(searchProfessions(professions, "   ")).toEqual([]);
    expect(searchProfessions(professions, "xyzzyq")).toEqual([]);
  });
});
