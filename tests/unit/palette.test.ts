import { describe, expect, it } from "vitest";
import { COLOUR_REGISTRY } from "~/domain/partners/theme/colour-registry";
import { CONTRAST_PAIRS, contrastRatio, contrastWarnings, formatRatio, hexToHsl } from "~/domain/partners/theme/contrast";
import { derivePalette, textColourOn, tint } from "~/domain/partners/theme/palette";

/** mulberry32: a small seeded PRNG, so the "random" brand colours are the same every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 20240917;
const random = mulberry32(SEED);
const RANDOM_BRANDS = Array.from(
  { length: 50 },
  () =>
    `#${Math.floor(random() * 0x1000000)
      .toString(16)
      .padStart(6, "0")}`,
);
const EDGE_BRANDS = ["#ffffff", "#000000", "#ffff00", "#808080", "#00ff00", "#ff0000", "#0000ff", "#1f4e8c", "#fff", "#7f7f7f"];

function failingPairs(theme: Record<string, string>): string[] {
  return contrastWarnings(theme).map((w) => `${w.foreground} on ${w.background}: ${formatRatio(w.ratio)}`);
}

function expectFullValidTheme(theme: Record<string, string>): void {
  expect(Object.keys(theme).sort()).toEqual(COLOUR_REGISTRY.map((d) => d.key).sort());
  for (const [key, value] of Object.entries(theme)) expect(value, key).toMatch(/^#[0-9a-f]{6}$/);
}

describe(`derivePalette: 50 random brand colours (mulberry32 seed ${SEED})`, () => {
  it("the seed gives 50 distinct colours", () => {
    expect(new Set(RANDOM_BRANDS).size).toBe(50);
  });

  it.each(RANDOM_BRANDS)("%s: a valid value for every key, every pair passing", (brand) => {
    const theme = derivePalette(brand);
    expectFullValidTheme(theme);
    expect(failingPairs(theme)).toEqual([]);
  });
});

describe("derivePalette: the rules pass on their own", () => {
  it("passes every pair before the repair net (no pairs given to repair)", () => {
    for (const brand of [...RANDOM_BRANDS, ...EDGE_BRANDS])
      expect(failingPairs(derivePalette(brand, COLOUR_REGISTRY, [])), brand).toEqual([]);
  });
});

describe("derivePalette: edge colours", () => {
  it.each(EDGE_BRANDS)("%s: a valid value for every key, every pair passing", (brand) => {
    const theme = derivePalette(brand);
    expectFullValidTheme(theme);
    expect(failingPairs(theme)).toEqual([]);
  });
});

describe("derivePalette: what it derives", () => {
  it("fills the solid buttons with the brand and picks the text colour with the better ratio", () => {
    const yellow = derivePalette("#ffff00");
    expect(yellow["button-solid-background"]).toBe("#ffff00");
    expect(yellow["button-solid-text"]).toBe("#000000");
    const navy = derivePalette("#1f4e8c");
    expect(navy["button-solid-background"]).toBe("#1f4e8c");
    expect(navy["button-solid-text"]).toBe("#ffffff");
    // Mid grey: black 5.3:1 beats white 3.9:1.
    expect(derivePalette("#808080")["button-solid-text"]).toBe("#000000");
    for (const brand of [...RANDOM_BRANDS, ...EDGE_BRANDS]) {
      const theme = derivePalette(brand);
      const text = theme["button-solid-text"]!;
      const other = text === "#ffffff" ? "#000000" : "#ffffff";
      expect(contrastRatio(text, theme["button-solid-background"]!)).toBeGreaterThanOrEqual(
        contrastRatio(other, theme["button-solid-background"]!),
      );
    }
  });

  it("draws the brand as text in a shade of the same hue, only as dark as needed", () => {
    const theme = derivePalette("#ffcc00");
    const link = theme.link!;
    expect(link).not.toBe("#ffcc00");
    expect(Math.abs(hexToHsl(link).h - hexToHsl("#ffcc00").h)).toBeLessThan(2);
    expect(theme.title).toBe(link);
    expect(theme["focus-ring"]).toBe(link);
    // A dark brand is its own text colour.
    expect(derivePalette("#1f4e8c").link).toBe("#1f4e8c");
  });

  it("tints the page and the selected backgrounds with the brand", () => {
    const theme = derivePalette("#e60000");
    expect(theme["background-body"]).toBe(tint("#e60000", 0.04));
    expect(theme["product-selected-background"]).toBe(tint("#e60000", 0.12));
    expect(theme["background-surface"]).toBe("#ffffff");
    // Keys following a tinted key take its value.
    expect(theme["pdp-background"]).toBe(theme["background-body"]);
  });

  it("keeps neutral text, the footer and the feedback colours at their defaults", () => {
    const defaults = Object.fromEntries(COLOUR_REGISTRY.map((d) => [d.key, d.defaultValue]));
    const theme = derivePalette("#7c3aed");
    for (const key of [
      "text",
      "text-muted",
      "border",
      "footer-background",
      "footer-text",
      "error",
      "success",
      "warning",
      "error-background",
      "steps-inactive",
      "input-border",
      "toast-background",
    ]) {
      expect(theme[key], key).toBe(defaults[key]);
    }
  });

  it("follows fallbacks: keys falling back to a re-derived key take its derived value", () => {
    const theme = derivePalette("#ff6600");
    expect(theme["cart-floating-button-background"]).toBe(theme.primary);
    expect(theme["cart-floating-button-text"]).toBe(theme["button-solid-text"]);
    expect(theme["cart-badge-background"]).toBe(theme["badge-background"]);
    expect(theme["cart-badge-text"]).toBe(theme["badge-text"]);
    expect(theme["cart-title"]).toBe(theme.title);
    expect(theme["policy-document-link"]).toBe(theme.link);
    expect(theme["input-focus-border"]).toBe(theme["focus-ring"]);
  });

  it("accepts #rgb in any case and refuses anything else", () => {
    expect(derivePalette("#FF0")).toEqual(derivePalette("#ffff00"));
    for (const bad of ["yellow", "#ffff0080", "", "#12345"]) expect(() => derivePalette(bad), bad).toThrow(RangeError);
  });

  it("textColourOn picks white or black", () => {
    expect(textColourOn("#000000")).toBe("#ffffff");
    expect(textColourOn("#ffffff")).toBe("#000000");
    expect(CONTRAST_PAIRS.length).toBeGreaterThan(0);
  });
});
