// The assistant's profession suggestions (decision 0048): when the search finds no profession,
// a free-text description of the work ("I fix leaking taps") is searched over every profession's
// names and synonyms in the four languages, each with its own stemming; the best match in any
// language counts, so a description in another language than the page's still finds its match.
import MiniSearch from "minisearch";
import { searchTerms } from "../platform/search-terms";
import { SUPPORTED_LANGUAGES, type Language } from "../platform/languages";
import { PROFESSION_SYNONYMS } from "./profession-synonyms";
import { pickTranslation } from "../platform/translated-text";

export type SuggestableProfession = { id: string; slug: string; names: unknown };

export const MAX_SUGGESTIONS = 5;

export function suggestProfessions<T extends SuggestableProfession>(
  professions: readonly T[],
  description: string,
  limit = MAX_SUGGESTIONS,
): T[] {
  const best = new Map<string, number>();
  for (const language of SUPPORTED_LANGUAGES) {
    const terms = searchTerms(description, language);
    if (terms.length === 0) continue;
    const index = indexFor(professions, language);
    for (const result of index.search({ queries: terms, combineWith: "OR" }, searchOptions)) {
      const id = String(result.id);
      best.set(id, Math.max(best.get(id) ?? 0, result.score));
    }
  }
  const byId = new Map(professions.map((profession) => [profession.id, profession]));
  return [...best.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([id]) => byId.get(id)!);
}

const searchOptions = {
  prefix: (term: string) => term.length >= 4,
  fuzzy: (term: string) => (term.length >= 6 ? 0.2 : false),
  boost: { name: 2, synonyms: 1 },
  tokenize: (text: string) => [text],
  processTerm: (term: string) => term,
};

function indexFor(professions: readonly SuggestableProfession[], language: Language): MiniSearch {
  const index = new MiniSearch({
    fields: ["name", "synonyms"],
    tokenize: (text) => [text],
    processTerm: (text) => searchTerms(text, language),
  });
  index.addAll(
    professions.map((profession) => ({
      id: profession.id,
      name: pickTranslation(profession.names, language),
      synonyms: PROFESSION_SYNONYMS[profession.slug]?.[language] ?? "",
    })),
  );
  return index;
}
