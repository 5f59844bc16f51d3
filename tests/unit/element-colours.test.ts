// Which colour keys colour an element (issue 32, decision 0076): the variables a declared value
// reads, each role's key followed by its fallbacks, the key a property shows when several rules
// name one, and the element's own text/background contrast with its suggestion.
import { describe, expect, it } from "vitest";
import { contrastRatio } from "~/domain/partners/theme/contrast";
import { colourKeysIn, elementContrast, elementKeys, shownKey } from "~/domain/partners/theme/element-colours";
import type { ColourKeySpec } from "~/domain/partners/theme/theme";

const specs = new Map<string, ColourKeySpec>(
  [
    { key: "primary", defaultValue: "#1f4e8c" },
    { key: "text", defaultValue: "#1d2433" },
    { key: "background-surface", defaultValue: "#ffffff" },
    { key: "product-text", defaultValue: "#1d2433", fallbackKey: "text" },
    { key: "product-card-background", defaultValue: "#ffffff", fallbackKey: "background-surface" },
    { key: "button-solid-background", defaultValue: "#1f4e8c", fallbackKey: "primary" },
    { key: "button-solid-text", defaultValue: "#ffffff" },
    { key: "loop-a", defaultValue: "#000000", fallbackKey: "loop-b" },
    { key: "loop-b", defaultValue: "#000000", fallbackKey: "loop-a" },
  ].map((spec) => [spec.key, spec]),
);

describe("colourKeysIn", () => {
  it("reads the keys of var(--color-…), nested fallbacks too, once each and in order", () => {
    expect(colourKeysIn("var(--color-product-price, #1f4e8c)")).toEqual(["product-price"]);
    expect(colourKeysIn("var(--color-a, var(--color-b-c))")).toEqual(["a", "b-c"]);
    expect(colourKeysIn("1px solid var( --color-border ) ")).toEqual(["border"]);
    expect(colourKeysIn("var(--color-x) var(--color-x)")).toEqual(["x"]);
  });

  it("ignores other variables, empty values and names that are no key", () => {
    expect(colourKeysIn("")).toEqual([]);
    expect(colourKeysIn("var(--font-primary)")).toEqual([]);
    expect(colourKeysIn("var(--color-)")).toEqual([]);
    expect(colourKeysIn("var(--color-Bad_Name)")).toEqual([]);
    expect(colourKeysIn("#fff")).toEqual([]);
  });
});

describe("elementKeys", () => {
  it("shows each role's own key, then the keys it falls back to, nearest first", () => {
    expect(elementKeys({ text: "product-text", background: "product-card-background" }, specs)).toEqual([
      { key: "product-text", role: "text", fallbackOf: null },
      { key: "text", role: "text", fallbackOf: "product-text" },
      { key: "product-card-background", role: "background", fallbackOf: null },
      { key: "background-surface", role: "background", fallbackOf: "product-card-background" },
    ]);
  });

  it("shows a key once, leaves out unknown keys, and stops a fallback loop", () => {
    expect(elementKeys({ text: "text", background: "text", border: "nope" }, specs)).toEqual([
      { key: "text", role: "text", fallbackOf: null },
    ]);
    expect(elementKeys({ text: "loop-a" }, specs).map((entry) => entry.key)).toEqual(["loop-a", "loop-b"]);
    expect(elementKeys({}, specs)).toEqual([]);
  });
});

describe("shownKey", () => {
  const theme = { "button-solid-background": "#1f4e8c", "product-card-background": "#ffffff", primary: "#1f4e8c" };

  it("takes the last rule's key whose colour the element shows, else the last", () => {
    expect(shownKey(["button-solid-background", "product-card-background"], theme, "#1F4E8C")).toBe("button-solid-background");
    expect(shownKey(["button-solid-background", "primary"], theme, "#1f4e8c")).toBe("primary");
    expect(shownKey(["button-solid-background", "product-card-background"], theme, "#000000")).toBe("product-card-background");
    expect(shownKey(["button-solid-background"], theme, null)).toBe("button-solid-background");
    expect(shownKey([], theme, "#ffffff")).toBeNull();
  });
});

describe("elementContrast", () => {
  it("flags the element's text on its background below AA, with a passing suggestion", () => {
    const theme = { "button-solid-text": "#ffffff", "button-solid-background": "#cccccc" };
    const flag = elementContrast("button-solid-text", "button-solid-background", theme)!;
    expect(flag.minimum).toBe(4.5);
    expect(flag.ratio).toBeCloseTo(contrastRatio("#ffffff", "#cccccc"), 5);
    expect(contrastRatio(flag.suggestion!, "#cccccc")).toBeGreaterThanOrEqual(4.5);
  });

  it("judges a pair the contrast rules list by its kind, and an unlisted pair as normal text", () => {
    // About 3.03:1: enough for an interface part, not for normal text.
    const theme = { "focus-ring": "#949494", "background-body": "#ffffff", a: "#949494", b: "#ffffff" };
    expect(elementContrast("focus-ring", "background-body", theme)).toBeNull();
    expect(elementContrast("a", "b", theme)?.minimum).toBe(4.5);
    expect(elementContrast("focus-ring", "background-body", { ...theme, "focus-ring": "#aaaaaa" })?.minimum).toBe(3);
  });

  it("passes a pair at AA, and judges nothing with a colour missing or translucent", () => {
    expect(
      elementContrast("button-solid-text", "button-solid-background", {
        "button-solid-text": "#ffffff",
        "button-solid-background": "#1f4e8c",
      }),
    ).toBeNull();
    expect(elementContrast("a", "b", { a: "#767676", b: "#ffffff" })).toBeNull(); // 4.54:1
    expect(elementContrast("a", "b", { a: "#777777", b: "#ffffff" })).not.toBeNull(); // 4.48:1
    expect(elementContrast("a", null, { a: "#000000" })).toBeNull();
    expect(elementContrast("a", "b", { a: "#00000080", b: "#ffffff" })).toBeNull();
    expect(elementContrast("a", "b", { a: "#000000" })).toBeNull();
  });
});
