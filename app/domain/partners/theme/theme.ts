// Resolving a partner's theme: for each colour key, the partner's value, else the first partner
// value along its fallback chain (key -> fallbackKey -> its fallbackKey ...), else the key's own
// built-in default (decision 0039). Rendered as CSS custom properties on :root so the first paint
// is already in the partner's colours. The server and the editor's live preview both resolve here.

export type ColourKeySpec = {
  key: string;
  defaultValue: string;
  fallbackKey?: string | null;
};

export type Theme = Record<string, string>;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function isHexColour(value: unknown): value is string {
  return typeof value === "string" && HEX.test(value);
}

/** Only hex values ever reach the CSS, so a stored value can not inject style. */
function usable(value: string | undefined): string | undefined {
  return value !== undefined && isHexColour(value) ? value.toLowerCase() : undefined;
}

/**
 * A key's colour: its own partner value, else the partner value of the nearest key up its
 * fallback chain that has one, else its own default. `specs` gives the chain beyond the first
 * link; a chain that loops (refused on save, but stored data is not trusted) stops where it
 * comes back.
 */
export function resolveColour(
  spec: ColourKeySpec,
  partnerValues: ReadonlyMap<string, string>,
  specs: ReadonlyMap<string, ColourKeySpec> = new Map(),
): string {
  const seen = new Set<string>();
  let key: string | null | undefined = spec.key;
  while (key && !seen.has(key)) {
    seen.add(key);
    const value = usable(partnerValues.get(key));
    if (value) return value;
    key = key === spec.key ? spec.fallbackKey : specs.get(key)?.fallbackKey;
  }
  return spec.defaultValue;
}

export function resolveTheme(keys: readonly ColourKeySpec[], partnerValues: ReadonlyMap<string, string>): Theme {
  const specs = new Map(keys.map((spec) => [spec.key, spec]));
  const theme: Theme = {};
  for (const spec of keys) theme[spec.key] = resolveColour(spec, partnerValues, specs);
  return theme;
}

/** The fallback chain of a key: the keys it falls back to, nearest first (stops at a loop). */
export function fallbackChain(key: string, specs: ReadonlyMap<string, ColourKeySpec>): string[] {
  const chain: string[] = [];
  const seen = new Set([key]);
  let next = specs.get(key)?.fallbackKey;
  while (next && !seen.has(next)) {
    chain.push(next);
    seen.add(next);
    next = specs.get(next)?.fallbackKey;
  }
  return chain;
}

export function colourVariable(key: string): string {
  return `--color-${key}`;
}

export function themeToCss(theme: Theme): string {
  const declarations = Object.entries(theme)
    .filter(([key, value]) => /^[a-z0-9-]+$/.test(key) && isHexColour(value))
    .map(([key, value]) => `${colourVariable(key)}:${value}`)
    .join(";");
  return `:root{${declarations}}`;
}
