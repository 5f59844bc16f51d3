// Dutch licence plates (kentekens): the shape check done before any register lookup, and the
// plate written with its dashes. Since 1951 every plate follows one of the RDW "sidecodes": six
// characters in three groups of letters (X) and digits (9). See docs/decisions/0030.
//
// Only the shape is checked, with any letter A-Z. RDW leaves vowels, C and Q out of modern series,
// but vowels do occur on real plates (sidecodes 1-3, the royal AA plates, O for semi-trailers) and
// a plate that was never issued is answered by the register with "not found" anyway; refusing a
// real plate here would be the worse mistake.

export const LICENCE_PLATE_MESSAGE = "validations:licensePlate";

/** The sidecodes 1-14 in RDW's order: X = letter, 9 = digit. */
export const SIDECODES = [
  "XX-99-99",
  "99-99-XX",
  "99-XX-99",
  "XX-99-XX",
  "XX-XX-99",
  "99-XX-XX",
  "99-XXX-9",
  "9-XXX-99",
  "XX-999-X",
  "X-999-XX",
  "XXX-99-X",
  "X-99-XXX",
  "9-XX-999",
  "999-XX-9",
] as const;

export type Sidecode = (typeof SIDECODES)[number];

/** The letter/digit pattern of a compact plate: "AB123C" -> "XX999X". */
function patternOf(compact: string): string {
  return compact.replace(/[A-Z]/g, "X").replace(/\d/g, "9");
}

// Each sidecode has its own letter/digit pattern, so the compact plate alone tells which it is.
// Built on first use: with no work at load, a page that imports this module without using it
// need not load it (the bundler keeps modules that do work at load).
let byPattern: Map<string, Sidecode> | undefined;
const sidecodeByPattern = () => (byPattern ??= new Map(SIDECODES.map((code) => [code.replace(/-/g, ""), code])));

/** Positions (in the compact plate) after which a sidecode puts a dash: "XX-999-X" -> [2, 5]. */
function dashPositions(code: Sidecode): number[] {
  const [first = "", second = ""] = code.split("-");
  return [first.length, first.length + second.length];
}

/** " ab-123-c " -> "AB123C": upper case, without spaces, dashes or dots. */
export function normalizeLicencePlate(raw: string): string {
  return raw.toUpperCase().replace(/[\s.\-–]/g, "");
}

/** The sidecode of a normalized plate, or null when it has none of their shapes. */
export function licencePlateSidecode(normalized: string): Sidecode | null {
  if (!/^[A-Z0-9]{6}$/.test(normalized)) return null;
  return sidecodeByPattern().get(patternOf(normalized)) ?? null;
}

/**
 * Null when `raw` is a Dutch plate of one of the sidecodes. Case, spaces and dots do not matter;
 * dashes may be left out, but those typed must sit where the sidecode puts them ("AB-12-3C" is
 * not "AB-123-C": someone mixed two plates up, so it is better to ask again).
 */
export function checkLicencePlate(raw: string): typeof LICENCE_PLATE_MESSAGE | null {
  const compact = normalizeLicencePlate(raw);
  const code = licencePlateSidecode(compact);
  if (!code) return LICENCE_PLATE_MESSAGE;
  const allowed = dashPositions(code);
  const groups = raw
    .toUpperCase()
    .split(/[\s.\-–]+/)
    .filter(Boolean);
  let position = 0;
  for (const group of groups.slice(0, -1)) {
    position += group.length;
    if (!allowed.includes(position)) return LICENCE_PLATE_MESSAGE;
  }
  return null;
}

/** "AB123C" -> "AB-123-C", as on the plate; anything that is not a plate comes back unchanged. */
export function formatLicencePlate(normalized: string): string {
  const code = licencePlateSidecode(normalized);
  if (!code) return normalized;
  const [a, b] = dashPositions(code) as [number, number];
  return `${normalized.slice(0, a)}-${normalized.slice(a, b)}-${normalized.slice(b)}`;
}
