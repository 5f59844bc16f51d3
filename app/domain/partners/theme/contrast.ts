// Contrast between a partner's colours (issue 17, point 3): WCAG 2.2 relative luminance and
// contrast ratio, the AA minimums, which registry keys are drawn on which, and the nearest colour
// of the same hue that passes. The colour editor warns with these; the palette derivation
// (palette.ts) must pass every pair.
// colour-editor.ts does not import this module: every customer page loads that one for the
// live preview, and needs none of this.
import { normaliseHex, previewTheme } from "./colour-editor";
import type { ColourKeySpec } from "./theme";

export type ContrastKind = "text" | "largeText" | "ui";

/** WCAG 2.2 AA: 1.4.3 (text 4.5:1, large text 3:1) and 1.4.11 (interface parts 3:1). */
export const CONTRAST_MINIMUM: Readonly<Record<ContrastKind, number>> = { text: 4.5, largeText: 3, ui: 3 };

type Rgb = { r: number; g: number; b: number };

/** 0..255 channels of an opaque #rgb / #rrggbb colour; null for anything else (#rrggbbaa too). */
function parseOpaqueHex(hex: string): Rgb | null {
  const normal = normaliseHex(hex);
  if (!normal) return null;
  const n = Number.parseInt(normal.slice(1), 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

function rgbOrThrow(hex: string): Rgb {
  const rgb = parseOpaqueHex(hex);
  if (!rgb) throw new RangeError(`not an opaque hex colour: ${JSON.stringify(hex)}`);
  return rgb;
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** An opaque hex colour we can judge: "#ABC" -> "#aabbcc"; null otherwise. */
export function opaqueHex(value: unknown): string | null {
  return typeof value === "string" && parseOpaqueHex(value) ? normaliseHex(value) : null;
}

// WCAG 2.x sRGB linearisation; 2.2 states the 0.04045 threshold (older texts said 0.03928,
// which gives the same result for every 8-bit value).
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). Throws on a non-hex or translucent value. */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = rgbOrThrow(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 to 21, the same either way round. Unrounded. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function passes(ratio: number, kind: ContrastKind): boolean {
  return ratio >= CONTRAST_MINIMUM[kind];
}

/**
 * "4.5:1": one decimal, truncated, so a failing 4.49 never reads as the 4.5 it misses. The
 * locale only chooses the decimal sign ("nl" -> "4,5:1").
 */
export function formatRatio(ratio: number, locale: string = "en"): string {
  let tenths = Math.floor(ratio * 10);
  // ratio * 10 can round up to a whole number in floating point (4.4999999999999999 * 10 = 45).
  if (tenths / 10 > ratio) tenths -= 1;
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${number.format(tenths / 10)}:1`;
}

// ------------------------------------------------------------------------------------------
// HSL, to keep a colour's hue and saturation while moving its lightness

export type Hsl = { h: number; s: number; l: number };

/** Hue in degrees [0, 360), saturation and lightness in [0, 1]. */
export function hexToHsl(hex: string): Hsl {
  const { r, g, b } = rgbOrThrow(hex);
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s, l };
}

export function hslToHex({ h, s, l }: Hsl): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return toHex({ r: f(0), g: f(8), b: f(4) });
}

/**
 * The colour closest to `foreground` in HSL lightness, with its hue and saturation, that reaches
 * the minimum for `kind` against `background`; the foreground itself when it passes already.
 * Both directions are tried (darker and lighter) and the smaller lightness change wins.
 *
 * HSL rather than OKLCH: lightness 0 and 1 are exactly black and white for every hue, so the
 * search always ends in a colour that exists in sRGB (no gamut clipping that would shift the
 * hue), and every channel grows monotonically with lightness, so the luminance does too and a
 * bisection finds the boundary. For the AA minimums a colour always exists: against any
 * background black or white reaches at least 4.58:1 (the worst background, luminance ~0.179,
 * sits where both ratios are equal: sqrt(1.05 / 0.05) = 4.58). Null only for a higher minimum
 * no lightness reaches, or for a value that is not an opaque hex colour.
 */
export function nearestPassingColour(foreground: string, background: string, kind: ContrastKind): string | null {
  const fg = opaqueHex(foreground);
  const bg = opaqueHex(background);
  if (!fg || !bg) return null;
  if (passes(contrastRatio(fg, bg), kind)) return fg;
  const { h, s, l } = hexToHsl(fg);
  const at = (lightness: number) => hslToHex({ h, s, l: lightness });
  const ok = (lightness: number) => passes(contrastRatio(at(lightness), bg), kind);

  // The ratio falls as the foreground's luminance nears the background's and rises beyond it,
  // and the foreground fails at l: so below l the passing lightnesses are [0, x], above l they
  // are [y, 1]. Bisect for x and y.
  /** The passing lightness nearest l between l (failing) and an edge that passes. */
  const boundaryToward = (edge: 0 | 1) => {
    let pass: number = edge;
    let fail = l;
    for (let i = 0; i < 40; i++) {
      const mid = (pass + fail) / 2;
      if (ok(mid)) pass = mid;
      else fail = mid;
    }
    return { lightness: pass, hex: at(pass) };
  };
  const candidates = ([0, 1] as const).filter(ok).map(boundaryToward);
  if (candidates.length === 0) return null;
  // Smaller change first; on a tie, the one with more contrast.
  candidates.sort((x, y) => Math.abs(x.lightness - l) - Math.abs(y.lightness - l) || contrastRatio(y.hex, bg) - contrastRatio(x.hex, bg));
  return candidates[0]!.hex;
}

// ------------------------------------------------------------------------------------------
// Which keys are drawn on which

export type ContrastPair = { foreground: string; background: string; kind: ContrastKind };

const on = (background: string, kind: ContrastKind, ...foregrounds: string[]): ContrastPair[] =>
  foregrounds.map((foreground) => ({ foreground, background, kind }));

/**
 * Registry keys drawn on other registry keys, named by the registry's conventions (X-text on
 * X-background, a component's text keys on its own background, base text on the page and
 * surface backgrounds). Titles count as "text", not "largeText": a small heading must read too.
 * "ui" (WCAG 1.4.11) only for parts needed to see a control or its state: input borders, focus
 * rings, selected-state borders, icons that carry meaning.
 *
 * Left out on purpose:
 * - Decorative borders (border, header-border, card-border, nav-pane-border, cart-item-border,
 *   *-card-border, quote-summary-border): they separate surfaces, they do not identify a
 *   control, so 1.4.11 does not ask 3:1 (their defaults are ~1.4:1 by design).
 * - button-disabled-text on button-disabled-background: 1.4.3 exempts inactive controls.
 * - steps-inactive: the "not yet" track of the steps bar; the step labels (steps-text) carry it.
 * - skeleton-*, dialog-overlay, loader-secondary (the spinner's track): decoration.
 * - primary, secondary: base colours that other keys follow; the keys that draw them are checked.
 * - pdp-sticky-bar-background, cart-header with cart-text, steps on a surface: what they carry is
 *   not fixed by their names; unsure pairs are left out rather than warned about wrongly.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  // base: page text on the page and on surfaces (cards, panels, menus)
  ...on("background-body", "text", "text", "title", "text-muted", "link", "link-hover"),
  ...on("background-surface", "text", "text", "title", "text-muted", "link", "link-hover"),
  ...on("background-body", "ui", "focus-ring"),
  ...on("background-surface", "ui", "focus-ring"),

  ...on("header-background", "text", "header-text"),
  ...on("footer-background", "text", "footer-text", "footer-link"),

  // buttons: the ghost button is transparent, so its text and border sit on the page
  ...on("button-solid-background", "text", "button-solid-text"),
  ...on("button-solid-hover-background", "text", "button-solid-text"),
  ...on("background-body", "text", "button-ghost-text"),
  ...on("background-surface", "text", "button-ghost-text"),
  ...on("button-ghost-hover-background", "text", "button-ghost-text"),
  ...on("background-body", "ui", "button-ghost-border"),
  ...on("background-surface", "ui", "button-ghost-border"),

  // feedback: X on X-background; error, success and warning are also text on surfaces
  ...on("error-background", "text", "error"),
  ...on("success-background", "text", "success"),
  ...on("warning-background", "text", "warning"),
  ...on("info-background", "text", "info"),
  ...on("background-surface", "text", "error", "success", "warning"),

  // steps bar, on the page
  ...on("background-body", "text", "steps-text"),
  ...on("background-body", "ui", "steps-active", "steps-completed"),

  ...on("loader-background", "text", "loader-text"),
  ...on("loader-background", "ui", "loader-primary"),

  ...on("nav-pane-background", "text", "nav-pane-text"),
  ...on("nav-pane-hover-background", "text", "nav-pane-text"),
  ...on("nav-pane-active-background", "text", "nav-pane-active-text"),

  // the support status sits in the support menu's panel
  ...on("background-surface", "text", "support-open", "support-closed"),

  ...on("badge-background", "text", "badge-text"),
  ...on("card-background", "text", "text", "title"),

  ...on("input-background", "text", "input-text", "input-placeholder"),
  ...on("input-background", "ui", "input-border", "input-focus-border", "input-error-border"),
  ...on("background-surface", "ui", "input-border"),

  ...on("cart-background", "text", "cart-title", "cart-text", "cart-total-text", "cart-tax-note", "cart-empty-text"),
  ...on("cart-header", "text", "cart-title"),
  ...on("cart-item-background", "text", "cart-text", "cart-in-checkout-marker"),
  ...on("cart-item-background", "ui", "cart-delete-icon"),
  ...on("cart-badge-background", "text", "cart-badge-text"),
  ...on("cart-floating-button-background", "text", "cart-floating-button-text"),

  // a selected product card keeps its text on the selected background
  ...on("product-card-background", "text", "product-title", "product-text", "product-price", "product-price-note"),
  ...on("product-selected-background", "text", "product-title", "product-text", "product-price", "product-price-note"),
  ...on("product-card-background", "ui", "product-icon", "product-feature-check"),
  ...on("product-selected-background", "ui", "product-selected-border"),
  ...on("product-recommended-background", "text", "product-recommended-text"),

  ...on(
    "policy-card-background",
    "text",
    "policy-title",
    "policy-text",
    "policy-number",
    "policy-status-active",
    "policy-status-pending",
    "policy-status-ended",
    "policy-status-cancelled",
    "policy-document-link",
  ),

  // questions sit on the page or in a card of the page
  ...on("background-body", "text", "question-title", "question-text", "question-help-text", "question-error"),
  ...on("background-surface", "text", "question-title", "question-text", "question-help-text", "question-error"),
  ...on("background-body", "ui", "question-help-icon"),
  ...on("background-surface", "ui", "question-help-icon"),
  ...on("question-option-background", "text", "question-text"),
  ...on("question-option-background", "ui", "question-option-border"),
  ...on("question-option-selected-background", "text", "question-option-selected-text"),
  ...on("question-option-selected-background", "ui", "question-option-selected-border"),
  ...on("question-tooltip-background", "text", "question-tooltip-text"),

  ...on("profession-search-background", "ui", "profession-search-border"),
  ...on("profession-result-background", "text", "profession-result-text", "profession-result-highlight", "profession-empty-text"),
  ...on("profession-result-hover-background", "text", "profession-result-text", "profession-result-highlight"),
  ...on("profession-selected-background", "text", "profession-result-text"),

  ...on("pdp-background", "text", "pdp-title", "pdp-text", "pdp-price"),
  ...on("pdp-background", "ui", "pdp-coverage-included", "pdp-coverage-excluded"),
  ...on("pdp-hero-background", "text", "pdp-hero-text"),

  ...on("invoice-card-background", "text", "invoice-card-title", "invoice-card-text"),
  ...on("invoice-card-paid-background", "text", "invoice-card-paid"),
  ...on("invoice-card-failed-background", "text", "invoice-card-failed"),
  ...on("invoice-card-open-background", "text", "invoice-card-open"),

  ...on("consumer-header-background", "text", "consumer-header-text"),
  ...on("consumer-background", "text", "consumer-title", "consumer-text"),
  ...on("consumer-card-background", "text", "consumer-title", "consumer-text"),
  ...on("consumer-avatar-background", "text", "consumer-avatar-text"),

  ...on("quote-summary-background", "text", "quote-summary-title", "quote-summary-text", "quote-summary-label", "quote-summary-discount"),
  ...on("quote-summary-total-background", "text", "quote-summary-total-text"),

  ...on("usp-ticker-background", "text", "usp-ticker-text"),
  ...on("usp-ticker-background", "ui", "usp-ticker-icon"),

  ...on("dialog-background", "text", "dialog-title", "dialog-text"),
  ...on("toast-background", "text", "toast-text", "toast-action"),
];

export type ContrastWarning = ContrastPair & {
  ratio: number;
  minimum: number;
  /** The nearest colour of the foreground's hue that passes on this background, or null. */
  suggestion: string | null;
};

/**
 * Every pair of the theme below its minimum, in CONTRAST_PAIRS order. A pair with a key the
 * theme lacks, or a translucent (#rrggbbaa) value, is not judged: what shows through is unknown.
 */
export function contrastWarnings(
  theme: Readonly<Record<string, string>>,
  pairs: readonly ContrastPair[] = CONTRAST_PAIRS,
): ContrastWarning[] {
  const warnings: ContrastWarning[] = [];
  for (const pair of pairs) {
    const foreground = opaqueHex(theme[pair.foreground]);
    const background = opaqueHex(theme[pair.background]);
    if (!foreground || !background) continue;
    const ratio = contrastRatio(foreground, background);
    if (passes(ratio, pair.kind)) continue;
    warnings.push({
      ...pair,
      ratio,
      minimum: CONTRAST_MINIMUM[pair.kind],
      suggestion: nearestPassingColour(foreground, background, pair.kind),
    });
  }
  return warnings;
}

/**
 * The colour pairs a save would leave below WCAG AA that it touches: failing with
 * the partner's values after the save, with the foreground or the background showing another
 * colour than before. Pairs that already failed and keep their colours are not this save's doing.
 */
export function contrastFailuresOfSave(
  keys: readonly ColourKeySpec[],
  valuesBefore: Readonly<Record<string, string>>,
  valuesAfter: Readonly<Record<string, string>>,
): ContrastWarning[] {
  const before = previewTheme(keys, valuesBefore, {});
  const after = previewTheme(keys, valuesAfter, {});
  return contrastWarnings(after).filter(
    (warning) => before[warning.foreground] !== after[warning.foreground] || before[warning.background] !== after[warning.background],
  );
}
