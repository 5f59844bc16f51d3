// A full theme from one brand colour (issue 17, point 4: a new partner in two minutes). The
// brand fills the solid buttons and badges; a shade of it that reads on light backgrounds
// colours titles, links and selected states; faint tints of it colour the page and the selected
// and highlighted backgrounds; body text, borders, the footer and the feedback colours stay the
// built-in neutral defaults. Every pair in CONTRAST_PAIRS passes its minimum.
import { normaliseHex } from "./colour-editor";
import { COLOUR_REGISTRY, type ColourKeyDefinition } from "./colour-registry";
import { contrastRatio, CONTRAST_PAIRS, hexToHsl, hslToHex, nearestPassingColour, passes, type ContrastPair } from "./contrast";
import type { Theme } from "./theme";

const WHITE = "#ffffff";
const BLACK = "#000000";

/** The brand mixed into white: share 0.04 is a faint page tint, 0.2 a visible track. */
export function tint(hex: string, share: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(255 - (255 - c) * share);
  return `#${[(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff].map((c) => mix(c).toString(16).padStart(2, "0")).join("")}`;
}

/** White or black, whichever reads better on this background (one of them always reaches 4.58:1). */
export function textColourOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

// Tinted backgrounds, by key. The strongest (SELECTED) is the darkest background the brand shade
// is drawn on, so a shade that passes on it passes on every lighter one.
const PAGE = 0.04;
const HOVER = 0.06;
const PANEL = 0.08;
const SELECTED = 0.12;
const TINTS: Readonly<Record<string, number>> = {
  "background-body": PAGE,
  "button-ghost-hover-background": PANEL,
  "info-background": HOVER,
  "nav-pane-active-background": SELECTED,
  "nav-pane-hover-background": HOVER,
  "cart-header": HOVER,
  "product-selected-background": SELECTED,
  "question-option-selected-background": SELECTED,
  "profession-result-hover-background": HOVER,
  "profession-selected-background": SELECTED,
  "pdp-hero-background": PANEL,
  "quote-summary-total-background": PANEL,
  "usp-ticker-background": PANEL,
  "loader-secondary": 0.2,
};

/** Keys drawn on the brand colour itself: white or black text, whichever reads better. */
const ON_BRAND_KEYS: readonly string[] = ["button-solid-text", "badge-text", "consumer-avatar-text"];

/**
 * A palette for this brand colour (#rgb or #rrggbb): a lower-case #rrggbb value for every
 * registry key. Throws on anything else; the form checks the colour with normaliseHex first.
 */
export function derivePalette(
  brandHex: string,
  registry: readonly ColourKeyDefinition[] = COLOUR_REGISTRY,
  pairs: readonly ContrastPair[] = CONTRAST_PAIRS,
): Theme {
  const brand = normaliseHex(brandHex);
  if (!brand) throw new RangeError(`not a brand colour: ${JSON.stringify(brandHex)}`);

  // Every colour passes AA against white or black, so the brand itself always fills the buttons.
  const onBrand = textColourOn(brand);
  const brandHover = hoverShade(brand, onBrand);
  // The brand as text and interface parts on light backgrounds: the same hue, as little darker
  // (or lighter) as needed to pass on the strongest tint, and so on all lighter ones.
  const brandText = nearestPassingColour(brand, tint(brand, SELECTED), "text") ?? BLACK;

  const specs = new Map(registry.map((spec) => [spec.key, spec]));
  const derived = new Map<string, string>();
  const explicit = (key: string): string | undefined => {
    if (key === "primary" || key === "secondary" || key === "button-solid-background") return brand;
    if (key === "button-solid-hover-background") return brandHover;
    if (ON_BRAND_KEYS.includes(key)) return onBrand;
    const share = TINTS[key];
    return share === undefined ? undefined : tint(brand, share);
  };
  // A key without a rule follows its fallback chain: when its fallback was re-derived it takes
  // that value (as brandText when it is not a background: a "-background" key following the
  // brand is a fill, anything else is drawn on the page); when the fallback kept its default,
  // the key keeps its own default (steps-inactive stays its lighter grey, not text-muted's).
  const derive = (key: string, seen: ReadonlySet<string>): string => {
    const known = derived.get(key);
    if (known) return known;
    const spec = specs.get(key);
    if (!spec) return BLACK;
    let value = explicit(key);
    if (value === undefined) {
      const fallback = spec.fallbackKey && !seen.has(spec.fallbackKey) ? specs.get(spec.fallbackKey) : undefined;
      const followed = fallback ? derive(fallback.key, new Set([...seen, key])) : undefined;
      if (fallback && followed !== undefined && followed !== fallback.defaultValue) {
        value = followed === brand && !key.endsWith("-background") ? brandText : followed;
      } else {
        value = normaliseHex(spec.defaultValue) ?? BLACK;
      }
    }
    derived.set(key, value);
    return value;
  };
  for (const spec of registry) derive(spec.key, new Set());

  const theme: Theme = Object.fromEntries(registry.map((spec) => [spec.key, derived.get(spec.key)!]));
  return repairContrast(theme, pairs);
}

/** The solid button on hover: 8% lightness further from its text colour, so it still passes. */
function hoverShade(brand: string, text: string): string {
  const hsl = hexToHsl(brand);
  const step = text === WHITE ? -0.08 : 0.08;
  const away = hslToHex({ ...hsl, l: Math.min(1, Math.max(0, hsl.l + step)) });
  if (away !== brand) return away;
  // Already black (or white): move the other way if that still reads, else keep the brand.
  const toward = hslToHex({ ...hsl, l: Math.min(1, Math.max(0, hsl.l - step)) });
  return passes(contrastRatio(toward, text), "text") ? toward : brand;
}

/**
 * A safety net for any pair the rules above leave below its minimum (a feedback default on an
 * unusual tint, say): the foreground moves to its nearest passing colour. The rules put every
 * foreground key only on light backgrounds or only on dark ones, so one fix never undoes
 * another; a few rounds settle keys that are foregrounds of several pairs.
 */
function repairContrast(theme: Theme, pairs: readonly ContrastPair[]): Theme {
  const repaired = { ...theme };
  for (let round = 0; round < 4; round++) {
    let changed = false;
    for (const { foreground, background, kind } of pairs) {
      const fg = repaired[foreground];
      const bg = repaired[background];
      if (!fg || !bg || passes(contrastRatio(fg, bg), kind)) continue;
      const better = nearestPassingColour(fg, bg, kind);
      if (better && better !== fg) {
        repaired[foreground] = better;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return repaired;
}
