import { describe, expect, it } from "vitest";
import { COLOUR_REGISTRY } from "~/domain/partners/theme/colour-registry";
import { fallbackChain, isHexColour, resolveColour, resolveTheme, themeToCss, type ColourKeySpec } from "~/domain/partners/theme/theme";

const button = { key: "button-solid-background", defaultValue: "#111111", fallbackKey: "primary" };

describe("theme lookup order", () => {
  it("uses the partner's own value first", () => {
    const values = new Map([
      ["button-solid-background", "#AA0000"],
      ["primary", "#00aa00"],
    ]);
    expect(resolveColour(button, values)).toBe("#aa0000");
  });
  it("then the partner's value of the fallback key", () => {
    expect(resolveColour(button, new Map([["primary", "#00aa00"]]))).toBe("#00aa00");
  });
  it("then the built-in default", () => {
    expect(resolveColour(button, new Map())).toBe("#111111");
    expect(resolveColour({ key: "x", defaultValue: "#222222" }, new Map([["primary", "#00aa00"]]))).toBe("#222222");
  });
  it("skips stored values that are not hex colours", () => {
    const values = new Map([
      ["button-solid-background", "red;} body{display:none"],
      ["primary", "#00aa00"],
    ]);
    expect(resolveColour(button, values)).toBe("#00aa00");
  });
});

describe("fallback chains (decision 0039)", () => {
  // d -> c -> b -> a; each with a default of its own.
  const chain: ColourKeySpec[] = [
    { key: "a", defaultValue: "#aaaaaa" },
    { key: "b", defaultValue: "#bbbbbb", fallbackKey: "a" },
    { key: "c", defaultValue: "#cccccc", fallbackKey: "b" },
    { key: "d", defaultValue: "#dddddd", fallbackKey: "c" },
  ];
  it("follows the chain to the nearest partner value", () => {
    const theme = resolveTheme(chain, new Map([["a", "#010101"]]));
    expect(theme).toEqual({ a: "#010101", b: "#010101", c: "#010101", d: "#010101" });
    expect(
      resolveTheme(
        chain,
        new Map([
          ["a", "#010101"],
          ["c", "#030303"],
        ]),
      ),
    ).toEqual({ a: "#010101", b: "#010101", c: "#030303", d: "#030303" });
  });
  it("ends at the key's own default when no key up the chain has a partner value", () => {
    expect(resolveTheme(chain, new Map())).toEqual({ a: "#aaaaaa", b: "#bbbbbb", c: "#cccccc", d: "#dddddd" });
  });
  it("stops at a loop in stored data instead of running forever", () => {
    const loop: ColourKeySpec[] = [
      { key: "x", defaultValue: "#111111", fallbackKey: "y" },
      { key: "y", defaultValue: "#222222", fallbackKey: "z" },
      { key: "z", defaultValue: "#333333", fallbackKey: "x" },
    ];
    expect(resolveTheme(loop, new Map())).toEqual({ x: "#111111", y: "#222222", z: "#333333" });
    expect(resolveTheme(loop, new Map([["z", "#0a0a0a"]]))).toEqual({ x: "#0a0a0a", y: "#0a0a0a", z: "#0a0a0a" });
    expect(fallbackChain("x", new Map(loop.map((spec) => [spec.key, spec])))).toEqual(["y", "z"]);
  });
  it("follows a registry chain of three: cart-title -> title -> primary", () => {
    const theme = resolveTheme(COLOUR_REGISTRY, new Map([["primary", "#123456"]]));
    expect(theme["cart-title"]).toBe("#123456");
  });
});

describe("resolveTheme and themeToCss", () => {
  it("gives every registry key a hex value and renders them as :root variables", () => {
    const theme = resolveTheme(COLOUR_REGISTRY, new Map([["primary", "#123456"]]));
    expect(Object.keys(theme)).toHaveLength(COLOUR_REGISTRY.length);
    expect(Object.values(theme).every(isHexColour)).toBe(true);
    const css = themeToCss(theme);
    expect(css.startsWith(":root{")).toBe(true);
    expect(css).toContain("--color-primary:#123456");
  });
  it("keeps anything but hex values out of the CSS", () => {
    expect(themeToCss({ primary: "#fff", evil: "url(x)", "bad key;": "#000" })).toBe(":root{--color-primary:#fff}");
  });
});
