// The partner settings of spec sections 2-5 that change what customers see (decision 0052):
// per-partner text overrides of the catalogs, the languages the selector offers, the app back
// link (deeplink) and the policy start-date rule. Pure rules, shared by server, browser and tests.
import { isLanguage, SUPPORTED_LANGUAGES, type Language } from "../platform/languages";
import { splitTextKey, type TextOverrides } from "./text-override-keys";

export { OVERRIDABLE_NAMESPACES, splitTextKey, type TextOverrides } from "./text-override-keys";

// ---------------------------------------------------------------------------------------------
// Text overrides: {"<lang>": {"<ns>:<key>": "text"}}

export const TRANSLATION_LIMITS = {
  /** One text: long enough for a paragraph, short enough for a header. */
  TEXT_MAX: 1000,
  /** The whole JSON as stored. */
  TOTAL_MAX: 20_000,
  ENTRIES_MAX: 300,
} as const;

export const TRANSLATION_MESSAGES = {
  json: "partners:settings.errors.translationsJson",
  language: "partners:settings.errors.translationsLanguage",
  key: "partners:settings.errors.translationsKey",
  text: "partners:settings.errors.translationsText",
  size: "partners:settings.errors.translationsSize",
} as const;
type TranslationMessage = (typeof TRANSLATION_MESSAGES)[keyof typeof TRANSLATION_MESSAGES];
export type SettingsMessage = TranslationMessage | typeof AVAILABLE_LANGUAGES_MESSAGE;

export type PartnerTexts = Partial<Record<Language, TextOverrides>>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The admin's JSON checked: well-formed, known languages, keys that exist in the catalogs
 * (`knownKey`; the browser-side check leaves it out), texts within the limits. null = fine.
 */
export function checkTranslations(
  value: string,
  { knownKey }: { knownKey?: (ns: string, key: string) => boolean } = {},
): TranslationMessage | null {
  if (value.length > TRANSLATION_LIMITS.TOTAL_MAX) return TRANSLATION_MESSAGES.size;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return TRANSLATION_MESSAGES.json;
  }
  if (!isPlainObject(parsed)) return TRANSLATION_MESSAGES.json;
  let entries = 0;
  for (const [language, texts] of Object.entries(parsed)) {
    if (!isLanguage(language)) return TRANSLATION_MESSAGES.language;
    if (!isPlainObject(texts)) return TRANSLATION_MESSAGES.json;
    for (const [key, text] of Object.entries(texts)) {
      entries += 1;
      if (entries > TRANSLATION_LIMITS.ENTRIES_MAX) return TRANSLATION_MESSAGES.size;
      const parts = splitTextKey(key);
      if (!parts || (knownKey && !knownKey(parts[0], parts[1]))) return TRANSLATION_MESSAGES.key;
      if (typeof text !== "string" || text.trim() === "" || text.length > TRANSLATION_LIMITS.TEXT_MAX) return TRANSLATION_MESSAGES.text;
    }
  }
  return null;
}

/** The stored JSON as the pages use it; anything malformed is left out, never an error. */
export function parsePartnerTexts(stored: string | null | undefined): PartnerTexts {
  if (!stored) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return {};
  }
  if (!isPlainObject(parsed)) return {};
  const result: PartnerTexts = {};
  for (const [language, texts] of Object.entries(parsed)) {
    if (!isLanguage(language) || !isPlainObject(texts)) continue;
    const clean: TextOverrides = {};
    for (const [key, text] of Object.entries(texts)) {
      if (splitTextKey(key) && typeof text === "string" && text.trim() !== "") clean[key] = text.slice(0, TRANSLATION_LIMITS.TEXT_MAX);
    }
    if (Object.keys(clean).length > 0) result[language] = clean;
  }
  return result;
}

type Catalog = { [key: string]: string | Catalog };

/**
 * One language's catalogs with the overrides laid over them. Only the objects on an overridden
 * key's path are copied; the rest is shared with (and never changes) the base. A key that does
 * not name a text in the base is left out, so an override can never turn a group into a string.
 */
export function overlayCatalogs<T extends Record<string, unknown>>(base: T, overrides: TextOverrides): T {
  const result: Record<string, unknown> = { ...base };
  for (const [fullKey, text] of Object.entries(overrides)) {
    const parts = splitTextKey(fullKey);
    if (!parts) continue;
    const [ns, key] = parts;
    const path = key.split(".");
    if (typeof lookup(result[ns], path) !== "string") continue;
    result[ns] = setAt(result[ns] as Catalog, path, text);
  }
  return result as T;
}

function lookup(catalog: unknown, path: readonly string[]): unknown {
  let node: unknown = catalog;
  for (const part of path) {
    if (!isPlainObject(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

function setAt(catalog: Catalog, path: readonly string[], text: string): Catalog {
  const [head, ...rest] = path;
  const copy = { ...catalog };
  copy[head!] = rest.length === 0 ? text : setAt(catalog[head!] as Catalog, rest, text);
  return copy;
}

/** Whether "ns" + "a.b" names a text in the catalogs of every language. */
export function catalogHasKey(catalogs: Record<string, Record<string, unknown>>, ns: string, key: string): boolean {
  return SUPPORTED_LANGUAGES.every((language) => typeof lookup(catalogs[language]?.[ns], key.split(".")) === "string");
}

// ---------------------------------------------------------------------------------------------
// Languages the selector offers

export const AVAILABLE_LANGUAGES_MESSAGE = "partners:settings.errors.availableLanguages" as const;

/**
 * The languages the selector offers and ?lng= / the language cookie may pick: the stored list
 * kept to the partner's languages, with the default always in it. Not set: all its languages.
 */
export function offeredLanguages(stored: string | null | undefined, languages: readonly Language[], defaultLanguage: Language): Language[] {
  const chosen = (stored ?? "")
    .split(",")
    .map((code) => code.trim().toLowerCase())
    .filter((code): code is Language => isLanguage(code) && languages.includes(code));
  if (chosen.length === 0) return [...languages];
  return languages.filter((code) => code === defaultLanguage || chosen.includes(code));
}

/** The admin's choice: none (= all) or a subset of the languages that holds the default. */
export function checkAvailableLanguages(
  available: readonly Language[],
  languages: readonly Language[],
  defaultLanguage: Language,
): typeof AVAILABLE_LANGUAGES_MESSAGE | null {
  if (available.length === 0) return null;
  if (available.some((code) => !languages.includes(code)) || !available.includes(defaultLanguage)) return AVAILABLE_LANGUAGES_MESSAGE;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The mobile back link to the partner's app (spec section 2)

/** Schemes that run code, read files or are plain web: never an app link. https is checked on its own. */
const REFUSED_SCHEMES = new Set([
  "javascript",
  "data",
  "vbscript",
  "file",
  "blob",
  "about",
  "http",
  "ftp",
  "ws",
  "wss",
  "filesystem",
  "view-source",
]);

/** An app deeplink: https, or an app's own scheme (myapp://path). */
export function isAppDeeplink(value: string): boolean {
  if (/[\s"'<>\\`]/.test(value) || value.length > 300) return false;
  const match = /^([a-z][a-z0-9+.-]{0,30}):\/\/./i.exec(value);
  if (!match) return false;
  const scheme = match[1]!.toLowerCase();
  if (scheme === "https") return isHttps(value);
  return !REFUSED_SCHEMES.has(scheme);
}

function isHttps(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** The `platform` query value (spec section 3, external entry): only these are kept. */
export const PLATFORMS = ["web", "ios", "android"] as const;
export type Platform = (typeof PLATFORMS)[number];
export function parsePlatform(value: string | null | undefined): Platform | null {
  const v = value?.trim().toLowerCase();
  return (PLATFORMS as readonly string[]).includes(v ?? "") ? (v as Platform) : null;
}

/**
 * The header's back link to the partner's app, shown below the desktop breakpoint when a
 * dismiss text exists: the deeplink, or the web URL when the platform is web. Checked again
 * here, so a value stored before the rules existed never becomes a link.
 */
export function appBackLink(
  partner: { deeplinkDismissText: string | null; deeplinkUrl: string | null; deeplinkWebUrl: string | null },
  platform: Platform | null,
): { text: string; href: string } | null {
  const text = partner.deeplinkDismissText?.trim();
  if (!text) return null;
  const href = platform === "web" ? partner.deeplinkWebUrl : partner.deeplinkUrl;
  if (!href) return null;
  const valid = platform === "web" ? isHttps(href) : isAppDeeplink(href);
  return valid ? { text, href } : null;
}

// ---------------------------------------------------------------------------------------------
// Policy start date (spec section 5: "not before today, or tomorrow when a flag is set")

/**
 * Whether policies start tomorrow at the earliest: when the partner's validate_policy_start_date
 * is on, or a product in the order says so. Off and no such product: today is allowed.
 */
export function startsFromTomorrow(
  partner: { validatePolicyStartDate: boolean },
  products: readonly { startDateFromTomorrow: boolean }[],
): boolean {
  return partner.validatePolicyStartDate || products.some((product) => product.startDateFromTomorrow);
}
