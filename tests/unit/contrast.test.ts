import { describe, expect, it } from "vitest";
import { COLOUR_REGISTRY } from "~/domain/partners/theme/colour-registry";
import {
  CONTRAST_MINIMUM,
  CONTRAST_PAIRS,
  contrastRatio,
  contrastWarnings,
  formatRatio,
  hexToHsl,
  hslToHex,
  nearestPassingColour,
  passes,
  relativeLuminance,
  type ContrastKind,
} from "~/domain/partners/theme/contrast";

const KEYS = new Set(COLOUR_REGISTRY.map((d) => d.key));
const DEFAULT_THEME = Object.fromEntries(COLOUR_REGISTRY.map((d) => [d.key, d.defaultValue]));

describe("relativeLuminance and contrastRatio (WCAG 2.2)", () => {
  it("gives 0 for black and 1 for white", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 12);
    expect(relativeLuminance("#FFF")).toBeCloseTo(1, 12);
  });

  it("uses the linear segment at and below 0.04045 (channel 10 of 255)", () => {
    // 10/255 = 0.0392 <= 0.04045: divided by 12.92; 11/255 = 0.0431: the power curve.
    expect(relativeLuminance("#0a0a0a")).toBeCloseTo(10 / 255 / 12.92, 12);
    expect(relativeLuminance("#0b0b0b")).toBeCloseTo(((11 / 255 + 0.055) / 1.055) ** 2.4, 12);
  });

  it("knows the reference pairs", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 10);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#1f4e8c", "#1f4e8c")).toBe(1);
    // Pure primaries on white, as the WebAIM checker gives them.
    expect(contrastRatio("#ff0000", "#ffffff")).toBeCloseTo(3.998, 3);
    expect(contrastRatio("#0000ff", "#ffffff")).toBeCloseTo(8.592, 3);
  });

  it("is symmetric", () => {
    for (const [a, b] of [
      ["#1f4e8c", "#f6f8fb"],
      ["#ffff00", "#000"],
      ["#123456", "#abcdef"],
    ] as const) {
      expect(contrastRatio(a, b)).toBe(contrastRatio(b, a));
    }
  });

  it("refuses what is not an opaque hex colour", () => {
    for (const bad of ["red", "#12345", "#11223344", ""]) expect(() => relativeLuminance(bad), bad).toThrow(RangeError);
  });
});

describe("passes and CONTRAST_MINIMUM", () => {
  it("has the AA minimums", () => {
    expect(CONTRAST_MINIMUM).toEqual({ text: 4.5, largeText: 3, ui: 3 });
  });
  it("compares the unrounded ratio: #777777 on white fails text, #767676 passes", () => {
    expect(passes(contrastRatio("#777777", "#ffffff"), "text")).toBe(false);
    expect(passes(contrastRatio("#767676", "#ffffff"), "text")).toBe(true);
    expect(passes(contrastRatio("#777777", "#ffffff"), "largeText")).toBe(true);
    expect(passes(4.5, "text")).toBe(true);
    expect(passes(2.999, "ui")).toBe(false);
  });
});

describe("formatRatio", () => {
  it("shows one decimal, truncated, never rounded up", () => {
    expect(formatRatio(4.5)).toBe("4.5:1");
    expect(formatRatio(4.49)).toBe("4.4:1");
    expect(formatRatio(4.4999999)).toBe("4.4:1");
    expect(formatRatio(contrastRatio("#777777", "#ffffff"))).toBe("4.4:1");
    expect(formatRatio(contrastRatio("#767676", "#ffffff"))).toBe("4.5:1");
    expect(formatRatio(2.99)).toBe("2.9:1");
    expect(formatRatio(21)).toBe("21.0:1");
    expect(formatRatio(1)).toBe("1.0:1");
  });
  it("never shows a failing ratio as its minimum, even when ratio * 10 rounds up", () => {
    // The double just below 3.6: times 10 it rounds to exactly 36.
    const justBelow = 3.5999999999999996;
    expect(justBelow).toBeLessThan(3.6);
    expect(justBelow * 10).toBe(36);
    expect(formatRatio(justBelow)).toBe("3.5:1");
  });
  it("uses the locale's decimal sign", () => {
    expect(formatRatio(4.56, "nl")).toBe("4,5:1");
    expect(formatRatio(4.56, "de")).toBe("4,5:1");
  });
});

describe("hexToHsl and hslToHex", () => {
  it("round-trip every 6-digit colour of a coarse grid", () => {
    for (let r = 0; r < 256; r += 17) {
      for (let g = 0; g < 256; g += 51) {
        for (let b = 0; b < 256; b += 85) {
          const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
          expect(hslToHex(hexToHsl(hex)), hex).toBe(hex);
        }
      }
    }
  });
});

/** The passing colour of the foreground's hue and saturation with the least lightness change, by brute force. */
function bruteForceLeastChange(foreground: string, background: string, kind: ContrastKind): number | null {
  const { h, s, l } = hexToHsl(foreground);
  let best: number | null = null;
  for (let i = 0; i <= 4000; i++) {
    const lightness = i / 4000;
    if (passes(contrastRatio(hslToHex({ h, s, l: lightness }), background), kind)) {
      const change = Math.abs(lightness - l);
      if (best === null || change < best) best = change;
    }
  }
  return best;
}

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

describe("nearestPassingColour", () => {
  it("returns the foreground itself when it passes", () => {
    expect(nearestPassingColour("#1D2433", "#ffffff", "text")).toBe("#1d2433");
    expect(nearestPassingColour("#767676", "#ffffff", "text")).toBe("#767676");
  });

  const cases: [string, string, ContrastKind][] = [
    ["#777777", "#ffffff", "text"],
    ["#ffcc00", "#ffffff", "text"], // yellow on white: darker
    ["#1f4e8c", "#17202e", "text"], // blue on the dark footer: lighter
    ["#1f4e8c", "#1d2433", "ui"],
    ["#e60000", "#ffffff", "text"],
    ["#00ff00", "#ffffff", "largeText"],
    ["#808080", "#808080", "text"], // the same mid grey: only black reaches 4.5
    ["#3a7bd5", "#5a5a5a", "text"], // a background where lighter and darker both exist
    ["#d5dbe5", "#ffffff", "ui"],
    ["#ff99cc", "#fff0f6", "text"],
  ];

  it.each(cases)(
    "moves %s on %s (%s) to a passing colour of the same hue, changing lightness as little as brute force does",
    (fg, bg, kind) => {
      const result = nearestPassingColour(fg, bg, kind);
      expect(result).not.toBeNull();
      expect(result).toMatch(/^#[0-9a-f]{6}$/);
      expect(passes(contrastRatio(result!, bg), kind)).toBe(true);

      const before = hexToHsl(fg);
      const after = hexToHsl(result!);
      // Hue only means something when the colour has chroma left after rounding to 8 bits.
      const chroma = after.s * (1 - Math.abs(2 * after.l - 1));
      if (before.s > 0 && chroma > 0.15) expect(hueDistance(before.h, after.h)).toBeLessThan(2);
      if (before.s === 0) expect(after.s).toBe(0);

      const best = bruteForceLeastChange(fg, bg, kind);
      expect(best).not.toBeNull();
      // Within half an 8-bit step (rounding) of the best lightness on a 1/4000 grid.
      expect(Math.abs(after.l - before.l)).toBeLessThanOrEqual(best! + 1 / 255);
    },
  );

  it("finds black or white level for every background: at worst 4.58:1 (the luminance where both are equal)", () => {
    const worst = Math.sqrt(1.05 * 0.05) - 0.05; // luminance ~0.179
    expect(1.05 / (worst + 0.05)).toBeCloseTo(4.583, 3);
    for (let v = 0; v < 256; v += 5) {
      const grey = `#${v.toString(16).padStart(2, "0").repeat(3)}`;
      const best = Math.max(contrastRatio("#ffffff", grey), contrastRatio("#000000", grey));
      expect(best, grey).toBeGreaterThanOrEqual(4.58);
      for (const fg of ["#808080", "#ffff00", "#3355ff", grey])
        expect(nearestPassingColour(fg, grey, "text"), `${fg} on ${grey}`).not.toBeNull();
    }
  });

  it("returns null when no lightness can pass, or for an unusable colour", () => {
    // No AA minimum is out of reach, but a translucent value can not be judged.
    expect(nearestPassingColour("#ffffff80", "#ffffff", "text")).toBeNull();
    expect(nearestPassingColour("#777777", "white", "text")).toBeNull();
  });
});

describe("CONTRAST_PAIRS", () => {
  it("names only registry keys", () => {
    for (const { foreground, background } of CONTRAST_PAIRS) {
      expect(KEYS.has(foreground), foreground).toBe(true);
      expect(KEYS.has(background), background).toBe(true);
    }
  });

  it("has no duplicates and no key drawn on itself", () => {
    const seen = new Set<string>();
    for (const { foreground, background } of CONTRAST_PAIRS) {
      const id = `${foreground} on ${background}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
      expect(foreground).not.toBe(background);
    }
    expect(CONTRAST_PAIRS.length).toBe(129);
  });

  it("pairs every X-text with its X-background (except the inactive disabled button)", () => {
    const paired = new Set(CONTRAST_PAIRS.map((p) => `${p.foreground} on ${p.background}`));
    for (const key of KEYS) {
      if (!key.endsWith("-text")) continue;
      const background = `${key.slice(0, -"-text".length)}-background`;
      if (!KEYS.has(background) || key === "button-disabled-text") continue;
      expect(paired.has(`${key} on ${background}`), key).toBe(true);
    }
  });

  it("leaves out only the keys its comment names (decorative borders and fills, base colours, unsure pairs)", () => {
    const used = new Set(CONTRAST_PAIRS.flatMap((p) => [p.foreground, p.background]));
    expect([...KEYS].filter((key) => !used.has(key)).sort()).toEqual(
      [
        "primary",
        "secondary",
        "border",
        "header-border",
        "button-disabled-background",
        "button-disabled-text",
        "steps-inactive",
        "skeleton-base",
        "skeleton-highlight",
        "loader-secondary",
        "nav-pane-border",
        "card-border",
        "cart-item-border",
        "product-card-border",
        "policy-card-border",
        "pdp-sticky-bar-background",
        "invoice-card-border",
        "consumer-card-border",
        "quote-summary-border",
        "dialog-overlay",
      ].sort(),
    );
  });

  it("the built-in default theme passes every pair", () => {
    // Documents the registry as it is: no current failures. Should a default change and fail,
    // this lists the pairs (foreground on background, ratio) instead of a bare false.
    const failures = contrastWarnings(DEFAULT_THEME).map((w) => `${w.foreground} on ${w.background}: ${formatRatio(w.ratio)}`);
    expect(failures).toEqual([]);
  });
});

describe("contrastWarnings", () => {
  it("reports each failing pair with its ratio, minimum and a passing suggestion", () => {
    const theme = { ...DEFAULT_THEME, "button-solid-background": "#ffff66", "button-solid-text": "#ffffff" };
    const warnings = contrastWarnings(theme);
    expect(warnings.map((w) => `${w.foreground} on ${w.background}`)).toEqual(["button-solid-text on button-solid-background"]);
    const [warning] = warnings;
    expect(warning!.kind).toBe("text");
    expect(warning!.minimum).toBe(4.5);
    expect(warning!.ratio).toBeCloseTo(contrastRatio("#ffff66", "#ffffff"), 10);
    expect(warning!.suggestion).not.toBeNull();
    expect(passes(contrastRatio(warning!.suggestion!, "#ffff66"), "text")).toBe(true);
  });

  it("uses the ui minimum for borders and focus rings", () => {
    const theme = { ...DEFAULT_THEME, "focus-ring": "#a0a0a0" };
    const warnings = contrastWarnings(theme);
    expect(warnings.every((w) => w.foreground === "focus-ring" && w.kind === "ui" && w.minimum === 3)).toBe(true);
    expect(warnings.length).toBe(2);
  });

  it("skips pairs with a missing key or a translucent value", () => {
    expect(contrastWarnings({ text: "#ffffff" })).toEqual([]);
    expect(contrastWarnings({ ...DEFAULT_THEME, text: "#ffffff80" })).toEqual([]);
  });
});
