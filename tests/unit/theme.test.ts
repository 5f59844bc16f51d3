import { describe, expect, it } from "vitest";
import { COLOUR_REGISTRY } from "~/domain/theme/colour-registry";
import { isHexColour, resolveColour, resolveTheme, themeToCss } from "~/domain/theme/theme";

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
