// The interface languages and how one is chosen for a request.

export const SUPPORTED_LANGUAGES = ["nl", "en", "de", "fr"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "nl";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** A partner's stored language list ("nl,en") as known languages, never empty. */
export function parseLanguageList(stored: string | null | undefined): Language[] {
  const list = (stored ?? "")
    .split(",")
    .map((code) => code.trim().toLowerCase())
    .filter(isLanguage);
  const unique = [...new Set(list)];
  return unique.length > 0 ? unique : [DEFAULT_LANGUAGE];
}

/**
 * The stored choice wins when the partner offers it; else the partner's default language;
 * else the first the partner offers. Unknown codes are ignored, never an error.
 */
export function chooseLanguage(input: {
  requested?: string | null;
  stored?: string | null;
  partnerLanguages: readonly Language[];
  partnerDefault?: string | null;
}): Language {
  const offered = (code: string | null | undefined): Language | null => {
    const normalized = code?.trim().toLowerCase().slice(0, 2);
    return isLanguage(normalized) && input.partnerLanguages.includes(normalized) ? normalized : null;
  };
  return (
    offered(input.requested) ?? offered(input.stored) ?? offered(input.partnerDefault) ?? input.partnerLanguages[0] ?? DEFAULT_LANGUAGE
  );
}

/** The language header value the partner APIs expect: nl -> nl-nl. */
export function languageHeader(language: Language): string {
  return `${language}-${language}`;
}
