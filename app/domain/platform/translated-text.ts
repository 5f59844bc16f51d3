// Texts stored per language in the database ({"nl": "...", "en": "..."}).
import { DEFAULT_LANGUAGE, type Language } from "./languages";

/** The text in the language asked for, else Dutch, else any; "" when there is none. */
export function pickTranslation(texts: unknown, language: Language): string {
  if (!texts || typeof texts !== "object") return typeof texts === "string" ? texts : "";
  const record = texts as Record<string, unknown>;
  for (const candidate of [record[language], record[DEFAULT_LANGUAGE], ...Object.values(record)]) {
    if (typeof candidate === "string" && candidate.trim()) return candidate;
  }
  return "";
}
