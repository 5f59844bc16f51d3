// Resolving a partner's theme: for each colour key, the partner's value, else the partner's
// value of the key's fallbackKey, else the key's built-in default. Rendered as CSS custom
// properties on :root so the first paint is already in the partner's colours.

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

export function resolveColour(spec: ColourKeySpec, partnerValues: ReadonlyMap<string, string>): string {
  return (
    usable(partnerValues.get(spec.key)) ??
    (spec.fallbackKey ? usable(partnerValues.get(spec.fallbackKey)) : undefined) ??
    spec.defaultValue
  );
}

export function resolveTheme(keys: readonly ColourKeySpec[], partnerValues: ReadonlyMap<string, string>): Theme {
  const theme: Theme = {};
  for (const spec of keys) theme[spec.key] = resolveColour(spec, partnerValues);
  return theme;
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
