import { RemixI18Next } from "remix-i18next/server";
import { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE } from "~/domain/languages";
import { getRequestContext } from "~/server/request-context.server";
import { i18nConfig } from "./i18n";
import nl from "./locales/nl/common.json";
import en from "./locales/en/common.json";
import de from "./locales/de/common.json";
import fr from "./locales/fr/common.json";

export const resources = {
  nl: { common: nl },
  en: { common: en },
  de: { common: de },
  fr: { common: fr },
};

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["custom"],
    // The partner decides which languages exist on its host, so detection is ours.
    findLocale: async (request) => (await getRequestContext(request)).language,
  },
  i18next: { ...i18nConfig, resources },
});
