// The page titles and descriptions of every language (pages.json), for the root loader, which
// sends the page language's one to the browser with its data (page-meta.ts).
import de from "~/i18n/locales/de/pages.json";
import en from "~/i18n/locales/en/pages.json";
import fr from "~/i18n/locales/fr/pages.json";
import nl from "~/i18n/locales/nl/pages.json";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";
import type { PageCatalog } from "./page-meta";

const CATALOGS: Record<Language, PageCatalog> = { nl, en, de, fr };

/** The language's catalogue; Dutch for a language we do not have. */
export function pageCatalogFor(language: string | null | undefined): PageCatalog {
  return CATALOGS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}
