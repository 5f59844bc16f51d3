// The keys of a partner's own texts (decision 0052), apart from partner-settings.ts so that the
// browser's texts (browser-i18n.ts, on every page) take only these few lines.

/** Only customer-facing namespaces: staff pages keep the platform's own words. */
export const OVERRIDABLE_NAMESPACES = [
  "common",
  "funnel",
  "validations",
  "auth",
  "account",
  "claims",
  "underwriting",
  "payments",
  "billing",
] as const;

/** Texts of one language, by "ns:key" (the key may be dotted: "common:welcome.title"). */
export type TextOverrides = Record<string, string>;

const KEY_PATTERN = /^([a-z]+):([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)$/;

/** "common:welcome.title" -> ["common", "welcome.title"], when the namespace may be overridden. */
export function splitTextKey(key: string): [string, string] | null {
  const match = KEY_PATTERN.exec(key);
  if (!match || !(OVERRIDABLE_NAMESPACES as readonly string[]).includes(match[1]!)) return null;
  return [match[1]!, match[2]!];
}
