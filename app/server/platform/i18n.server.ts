import { createInstance, type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { chooseLanguage, DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from "~/domain/platform/languages";
import { overlayCatalogs, type TextOverrides } from "~/domain/partners/partner-settings";
import { readLanguageCookie } from "~/server/platform/cookies.server";
import { i18nConfig } from "../../i18n/i18n";
import nl from "../../i18n/locales/nl/common.json";
import en from "../../i18n/locales/en/common.json";
import de from "../../i18n/locales/de/common.json";
import fr from "../../i18n/locales/fr/common.json";
import nlFunnel from "../../i18n/locales/nl/funnel.json";
import enFunnel from "../../i18n/locales/en/funnel.json";
import deFunnel from "../../i18n/locales/de/funnel.json";
import frFunnel from "../../i18n/locales/fr/funnel.json";
import nlValidations from "../../i18n/locales/nl/validations.json";
import enValidations from "../../i18n/locales/en/validations.json";
import deValidations from "../../i18n/locales/de/validations.json";
import frValidations from "../../i18n/locales/fr/validations.json";
import nlAdmin from "../../i18n/locales/nl/admin.json";
import nlPartners from "../../i18n/locales/nl/partners.json";
import nlColours from "../../i18n/locales/nl/colours.json";
import nlBroker from "../../i18n/locales/nl/broker.json";
import enAdmin from "../../i18n/locales/en/admin.json";
import enPartners from "../../i18n/locales/en/partners.json";
import enColours from "../../i18n/locales/en/colours.json";
import enBroker from "../../i18n/locales/en/broker.json";
import deAdmin from "../../i18n/locales/de/admin.json";
import dePartners from "../../i18n/locales/de/partners.json";
import deColours from "../../i18n/locales/de/colours.json";
import deBroker from "../../i18n/locales/de/broker.json";
import frAdmin from "../../i18n/locales/fr/admin.json";
import frPartners from "../../i18n/locales/fr/partners.json";
import frColours from "../../i18n/locales/fr/colours.json";
import frBroker from "../../i18n/locales/fr/broker.json";
import nlAuth from "../../i18n/locales/nl/auth.json";
import nlAccount from "../../i18n/locales/nl/account.json";
import nlClaims from "../../i18n/locales/nl/claims.json";
import nlApi from "../../i18n/locales/nl/api.json";
import enAuth from "../../i18n/locales/en/auth.json";
import enAccount from "../../i18n/locales/en/account.json";
import enClaims from "../../i18n/locales/en/claims.json";
import enApi from "../../i18n/locales/en/api.json";
import deAuth from "../../i18n/locales/de/auth.json";
import deAccount from "../../i18n/locales/de/account.json";
import deClaims from "../../i18n/locales/de/claims.json";
import deApi from "../../i18n/locales/de/api.json";
import frAuth from "../../i18n/locales/fr/auth.json";
import frAccount from "../../i18n/locales/fr/account.json";
import frClaims from "../../i18n/locales/fr/claims.json";
import frApi from "../../i18n/locales/fr/api.json";
import nlColourKeys from "../../i18n/locales/nl/colour-keys.json";
import enColourKeys from "../../i18n/locales/en/colour-keys.json";
import deColourKeys from "../../i18n/locales/de/colour-keys.json";
import frColourKeys from "../../i18n/locales/fr/colour-keys.json";
import nlBilling from "../../i18n/locales/nl/billing.json";
import enBilling from "../../i18n/locales/en/billing.json";
import deBilling from "../../i18n/locales/de/billing.json";
import frBilling from "../../i18n/locales/fr/billing.json";
import nlUnderwriting from "../../i18n/locales/nl/underwriting.json";
import enUnderwriting from "../../i18n/locales/en/underwriting.json";
import deUnderwriting from "../../i18n/locales/de/underwriting.json";
import frUnderwriting from "../../i18n/locales/fr/underwriting.json";
import nlBackoffice from "../../i18n/locales/nl/backoffice.json";
import enBackoffice from "../../i18n/locales/en/backoffice.json";
import deBackoffice from "../../i18n/locales/de/backoffice.json";
import frBackoffice from "../../i18n/locales/fr/backoffice.json";
import nlPayments from "../../i18n/locales/nl/payments.json";
import enPayments from "../../i18n/locales/en/payments.json";
import dePayments from "../../i18n/locales/de/payments.json";
import frPayments from "../../i18n/locales/fr/payments.json";
import nlFlags from "../../i18n/locales/nl/flags.json";
import enFlags from "../../i18n/locales/en/flags.json";
import deFlags from "../../i18n/locales/de/flags.json";
import frFlags from "../../i18n/locales/fr/flags.json";
import nlChat from "../../i18n/locales/nl/chat.json";
import enChat from "../../i18n/locales/en/chat.json";
import deChat from "../../i18n/locales/de/chat.json";
import frChat from "../../i18n/locales/fr/chat.json";
import nlAssistant from "../../i18n/locales/nl/assistant.json";
import enAssistant from "../../i18n/locales/en/assistant.json";
import deAssistant from "../../i18n/locales/de/assistant.json";
import frAssistant from "../../i18n/locales/fr/assistant.json";
import nlConsent from "../../i18n/locales/nl/consent.json";
import enConsent from "../../i18n/locales/en/consent.json";
import deConsent from "../../i18n/locales/de/consent.json";
import frConsent from "../../i18n/locales/fr/consent.json"; // prettier-ignore
import nlSurveys from "../../i18n/locales/nl/surveys.json";
import enSurveys from "../../i18n/locales/en/surveys.json";
import deSurveys from "../../i18n/locales/de/surveys.json";
import frSurveys from "../../i18n/locales/fr/surveys.json";
import nlSupport from "../../i18n/locales/nl/support.json";
import enSupport from "../../i18n/locales/en/support.json";
import deSupport from "../../i18n/locales/de/support.json";
import frSupport from "../../i18n/locales/fr/support.json";
import nlNotices from "../../i18n/locales/nl/notices.json";
import enNotices from "../../i18n/locales/en/notices.json";
import deNotices from "../../i18n/locales/de/notices.json";
import frNotices from "../../i18n/locales/fr/notices.json";

// colourKeys (the built-in colour keys' titles) is read on the server only (colour-editor.server),
// so it is not in i18nConfig.ns and never loads in a browser.
export const resources = {
  nl: {
    common: nl,
    funnel: nlFunnel,
    validations: nlValidations,
    auth: nlAuth,
    account: nlAccount,
    claims: nlClaims,
    api: nlApi,
    admin: nlAdmin,
    partners: nlPartners,
    colours: nlColours,
    broker: nlBroker,
    underwriting: nlUnderwriting,
    backoffice: nlBackoffice,
    payments: nlPayments,
    colourKeys: nlColourKeys,
    billing: nlBilling,
    flags: nlFlags,
    chat: nlChat,
    assistant: nlAssistant,
    consent: nlConsent,
    surveys: nlSurveys,
    support: nlSupport,
    notices: nlNotices,
  },
  en: {
    common: en,
    funnel: enFunnel,
    validations: enValidations,
    auth: enAuth,
    account: enAccount,
    claims: enClaims,
    api: enApi,
    admin: enAdmin,
    partners: enPartners,
    colours: enColours,
    broker: enBroker,
    underwriting: enUnderwriting,
    backoffice: enBackoffice,
    payments: enPayments,
    colourKeys: enColourKeys,
    billing: enBilling,
    flags: enFlags,
    chat: enChat,
    assistant: enAssistant,
    consent: enConsent,
    surveys: enSurveys,
    support: enSupport,
    notices: enNotices,
  },
  de: {
    common: de,
    funnel: deFunnel,
    validations: deValidations,
    auth: deAuth,
    account: deAccount,
    claims: deClaims,
    api: deApi,
    admin: deAdmin,
    partners: dePartners,
    colours: deColours,
    broker: deBroker,
    underwriting: deUnderwriting,
    backoffice: deBackoffice,
    payments: dePayments,
    colourKeys: deColourKeys,
    billing: deBilling,
    flags: deFlags,
    chat: deChat,
    assistant: deAssistant,
    consent: deConsent,
    surveys: deSurveys,
    support: deSupport,
    notices: deNotices,
  },
  fr: {
    common: fr,
    funnel: frFunnel,
    validations: frValidations,
    auth: frAuth,
    account: frAccount,
    claims: frClaims,
    api: frApi,
    admin: frAdmin,
    partners: frPartners,
    colours: frColours,
    broker: frBroker,
    underwriting: frUnderwriting,
    backoffice: frBackoffice,
    payments: frPayments,
    colourKeys: frColourKeys,
    billing: frBilling,
    flags: frFlags,
    chat: frChat,
    assistant: frAssistant,
    consent: frConsent,
    surveys: frSurveys,
    support: frSupport,
    notices: frNotices,
  },
};

/** The partner's side of language detection (decision 0005): what it offers and its default. */
export type PartnerLanguages = { languages: readonly Language[]; defaultLanguage?: string | null };

/**
 * The server's i18n layer (decision 0069): remix-i18next. Detection follows decision 0005
 * exactly (chooseLanguage): ?lng= when the partner offers it, else the stored choice (the signed
 * `lng` cookie), else the partner's default, else its first language. remix-i18next only checks
 * the outcome against the partner's languages, so one instance per set of languages and default.
 */
function createRemixI18Next(partner: PartnerLanguages): RemixI18Next {
  const noChoice = chooseLanguage({ partnerLanguages: partner.languages, partnerDefault: partner.defaultLanguage });
  return new RemixI18Next({
    i18next: { ...i18nConfig, resources },
    detection: {
      supportedLanguages: [...partner.languages],
      fallbackLanguage: noChoice,
      order: ["custom"],
      findLocale: async (request) =>
        chooseLanguage({
          requested: new URL(request.url).searchParams.get("lng"),
          stored: await readLanguageCookie(request),
          partnerLanguages: partner.languages,
          partnerDefault: partner.defaultLanguage,
        }),
    },
  });
}

const detectors = new Map<string, RemixI18Next>();

/** The remix-i18next instance for a partner's languages: a handful in all, made once each. */
export function remixI18nextFor(partner: PartnerLanguages): RemixI18Next {
  const id = `${partner.languages.join(",")}/${partner.defaultLanguage ?? ""}`;
  let instance = detectors.get(id);
  if (!instance) detectors.set(id, (instance = createRemixI18Next(partner)));
  return instance;
}

/** For work without a partner's request (mails, PDFs, the token API): every language. */
export const remixI18next = remixI18nextFor({ languages: SUPPORTED_LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE });

const fixedTs = new Map<string, Promise<TFunction>>();
const partnerFixedTs = new WeakMap<TextOverrides, Map<string, Promise<TFunction>>>();

/**
 * t of a language and namespace for loaders, actions, mails and PDFs: remix-i18next's getFixedT,
 * with the partner's own texts of that language over the catalogs when it has any (decision
 * 0052). getFixedT makes an i18next instance per call, so each t is kept: per language and
 * namespace, and per partner version (the overrides object the partner cache holds, as below).
 */
export function serverT(language: string, namespace?: string, overrides?: TextOverrides | null): Promise<TFunction> {
  const own = overrides && Object.keys(overrides).length > 0 ? overrides : null;
  let cache = fixedTs;
  if (own) {
    cache = partnerFixedTs.get(own) ?? new Map();
    partnerFixedTs.set(own, cache);
  }
  const id = `${language}|${namespace ?? ""}`;
  let t = cache.get(id);
  if (!t) {
    const base = resources[language as Language] ?? resources[DEFAULT_LANGUAGE];
    const options = own ? { resources: { ...resources, [language]: overlayCatalogs(base, own) } } : {};
    t = remixI18next.getFixedT(language, namespace ?? i18nConfig.defaultNS, options) as Promise<TFunction>;
    cache.set(id, t);
  }
  return t;
}

const instances = new Map<string, Promise<i18n>>();

/**
 * The page render's instance (entry.server.tsx's I18nextProvider; react-i18next needs an
 * instance, not a t). One initialised i18next instance per language, made once and shared by all requests:
 * initialising per request was the largest single cost of a page render. Server rendering
 * never changes an instance's language, so sharing is safe.
 */
export function i18nFor(language: string, overrides?: TextOverrides | null): Promise<i18n> {
  if (overrides && Object.keys(overrides).length > 0) return partnerInstanceFor(language, overrides);
  let instance = instances.get(language);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .init({ ...i18nConfig, lng: language, resources })
      .then(() => created);
    instances.set(language, instance);
  }
  return instance;
}

// A partner's own texts (decision 0052): one instance per partner version and language, keyed by
// the overrides object the partner cache holds, so a save (a new cache entry) makes a new one and
// the old one goes with its entry.
const partnerInstances = new WeakMap<TextOverrides, Promise<i18n>>();

function partnerInstanceFor(language: string, overrides: TextOverrides): Promise<i18n> {
  let instance = partnerInstances.get(overrides);
  if (!instance) {
    const created = createInstance();
    const base = resources[language as Language] ?? resources[DEFAULT_LANGUAGE];
    instance = created
      .use(initReactI18next)
      .init({ ...i18nConfig, lng: language, resources: { ...resources, [language]: overlayCatalogs(base, overrides) } })
      .then(() => created);
    partnerInstances.set(overrides, instance);
  }
  return instance;
}
