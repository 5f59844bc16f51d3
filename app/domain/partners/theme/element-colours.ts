// Which colour keys colour an element of the partner's pages (issue 32, decision 0076): the
// stylesheet's colour properties read one CSS variable each (`color: var(--color-product-price)`);
// the editor shows that key and, after it, the keys it falls back to (product-price -> primary),
// so the admin can change this one place or everything that follows the global key. Pure: the
// browser reads the declarations, these functions name the keys and judge the contrast.
import { CONTRAST_MINIMUM, CONTRAST_PAIRS, contrastRatio, nearestPassingColour, opaqueHex, passes, type ContrastKind } from "./contrast";
import { fallbackChain, type ColourKeySpec } from "./theme";

/** What a colour does on an element. */
export type ColourRole = "text" | "background" | "border";

/** The CSS properties, as declared in rules, whose colour each role reads (shorthands included). */
export const ROLE_PROPERTIES: Readonly<Record<ColourRole, readonly string[]>> = {
  text: ["color"],
  background: ["background-color", "background"],
  border: [
    "border-color",
    "border",
    "border-top-color",
    "border-bottom-color",
    "border-left-color",
    "border-right-color",
    "border-top",
    "border-bottom",
    "outline-color",
  ],
};

export const COLOUR_ROLES: readonly ColourRole[] = ["text", "background", "border"];

/** The colour keys a declared value reads, in order: `var(--color-a, var(--color-b))` -> [a, b]. */
export function colourKeysIn(value: string): string[] {
  const keys: string[] = [];
  for (const match of value.matchAll(/var\(\s*--color-([a-z0-9]+(?:-[a-z0-9]+)*)\s*[,)]/g)) {
    if (!keys.includes(match[1]!)) keys.push(match[1]!);
  }
  return keys;
}

export type ElementKey = {
  key: string;
  role: ColourRole;
  /** The key this one stands behind as a fallback, if any. */ fallbackOf: string | null;
};

/**
 * The keys to show for an element, each role's own key first and then its fallback chain
 * (nearest first), without repeats and leaving out keys the registry does not know.
 */
export function elementKeys(declared: Partial<Record<ColourRole, string | null>>, specs: ReadonlyMap<string, ColourKeySpec>): ElementKey[] {
  const shown: ElementKey[] = [];
  const seen = new Set<string>();
  for (const role of COLOUR_ROLES) {
    const own = declared[role];
    if (!own || !specs.has(own)) continue;
    for (const key of [own, ...fallbackChain(own, specs)]) {
      if (seen.has(key)) continue;
      seen.add(key);
      shown.push({ key, role, fallbackOf: key === own ? null : own });
    }
  }
  return shown;
}

/**
 * Of several keys a property may read (rules that match the element), the one it shows: the
 * last whose colour in the page's theme is the colour the element has now; else the last.
 */
export function shownKey(
  candidates: readonly string[],
  theme: Readonly<Record<string, string>>,
  shownColour: string | null,
): string | null {
  if (candidates.length === 0) return null;
  const showing = shownColour ? candidates.filter((key) => opaqueHex(theme[key]) === opaqueHex(shownColour)) : [];
  return showing.at(-1) ?? candidates.at(-1)!;
}

export type ElementContrast = { foreground: string; background: string; ratio: number; minimum: number; suggestion: string | null };

/**
 * The element's own text on its own background, judged as the contrast rules judge that pair
 * (decision 0038: its kind if listed, else normal text, 4.5:1); null when it passes or a colour
 * is unknown or translucent.
 */
export function elementContrast(
  foreground: string | null,
  background: string | null,
  theme: Readonly<Record<string, string>>,
): ElementContrast | null {
  if (!foreground || !background) return null;
  const fg = opaqueHex(theme[foreground]);
  const bg = opaqueHex(theme[background]);
  if (!fg || !bg) return null;
  const kind: ContrastKind =
    CONTRAST_PAIRS.find((pair) => pair.foreground === foreground && pair.background === background)?.kind ?? "text";
  const ratio = contrastRatio(fg, bg);
  if (passes(ratio, kind)) return null;
  return { foreground, background, ratio, minimum: CONTRAST_MINIMUM[kind], suggestion: nearestPassingColour(fg, bg, kind) };
}
