// Colour key pairs as insurer admins edit them (issue 17 point 5): a title per language, the
// group, the fallback key and the global flag. Built-in keys show their translated title until
// an admin gives titles of their own; new keys show the title they were created with.
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from "../../platform/languages";
import { pickTranslation } from "../../platform/translated-text";
import { createsFallbackCycle, MAX_GROUP_LENGTH, MAX_TITLE_LENGTH, NEW_KEY } from "./colour-editor";

export type ColourKeyTitles = Partial<Record<Language, string>>;

/** A ColourKey row as far as its title goes. */
export type TitledColourKey = { key: string; title: string; titles?: unknown };

/**
 * The title an admin reads: the admin's own titles in this language (else Dutch, else any),
 * else the built-in translation, else the title the key was created with.
 */
export function colourKeyTitle(row: TitledColourKey, language: Language, builtIn: (key: string) => string | undefined): string {
  return pickTranslation(row.titles, language) || builtIn(row.key) || row.title;
}

/** The title form field of a language: "title-nl". */
export const titleField = (language: Language) => `title-${language}` as const;

export type KeyPairField = ReturnType<typeof titleField> | "group" | "fallbackKey";
export type KeyPairError = "required" | "format" | "tooLong" | "unknown" | "cycle";

export type KeyPairEdit = {
  titles: ColourKeyTitles;
  /** The plain title kept beside the translations (for places without a language). */
  title: string;
  group: string;
  fallbackKey: string | null;
  global: boolean;
};

/**
 * Validates an edit of an existing key pair against every key. The title in the default
 * language is required, the others fall back to it; the fallback must exist and must not lead
 * back to this key.
 */
export function validateKeyPairEdit(
  key: string,
  input: Readonly<Record<string, unknown>>,
  existing: readonly { key: string; fallbackKey?: string | null }[],
): { ok: true; value: KeyPairEdit } | { ok: false; errors: Partial<Record<KeyPairField, KeyPairError>> } {
  const text = (name: string) => (typeof input[name] === "string" ? (input[name] as string).trim() : "");
  const errors: Partial<Record<KeyPairField, KeyPairError>> = {};
  const titles: ColourKeyTitles = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const title = text(titleField(language));
    if (title.length > MAX_TITLE_LENGTH) errors[titleField(language)] = "tooLong";
    else if (title) titles[language] = title;
    else if (language === DEFAULT_LANGUAGE) errors[titleField(language)] = "required";
  }
  const group = text("group").toLowerCase();
  if (!group) errors.group = "required";
  else if (group.length > MAX_GROUP_LENGTH) errors.group = "tooLong";
  else if (!NEW_KEY.test(group)) errors.group = "format";

  const fallbackKey = text("fallbackKey") || null;
  if (fallbackKey) {
    if (fallbackKey === key || createsFallbackCycle(key, fallbackKey, existing)) errors.fallbackKey = "cycle";
    else if (!existing.some((spec) => spec.key === fallbackKey)) errors.fallbackKey = "unknown";
  }
  const global = input.global === "on" || input.global === "true" || input.global === true;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const title = titles.en ?? titles[DEFAULT_LANGUAGE]!;
  return { ok: true, value: { titles, title, group, fallbackKey, global } };
}

/** What an edit changes, field by field (for the audit log); empty when nothing changed. */
export function keyPairChanges(
  before: { titles: ColourKeyTitles; group: string; fallbackKey: string | null; global: boolean },
  after: KeyPairEdit,
): { old: Record<string, unknown>; new: Record<string, unknown> } {
  const changes = { old: {} as Record<string, unknown>, new: {} as Record<string, unknown> };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const field of ["titles", "group", "fallbackKey", "global"] as const) {
    if (!same(before[field], after[field])) {
      changes.old[field] = before[field];
      changes.new[field] = after[field];
    }
  }
  return changes;
}
