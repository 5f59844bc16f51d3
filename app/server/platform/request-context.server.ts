// Per-request facts every page needs: the partner and the language. Worked out once per
// request (entry.server and the root loader share it) and never throws for bad input.
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from "~/domain/platform/languages";
import { remixI18nextFor } from "~/server/platform/i18n.server";
import { requestKey } from "./request-scope.server";
import { loadPartner, partnerRequestFor, type LoadedPartner } from "./partner.server";

export type RequestContext = {
  partner: LoadedPartner | null;
  language: Language;
  /** The language asked for in the URL (?lng=xx), when the partner offers it: worth storing. */
  requestedLanguage: Language | null;
};

// Per request scope (request-scope.server.ts), so the loaders of one page share it.
const contexts = new WeakMap<object, Promise<RequestContext>>();

async function build(request: Request): Promise<RequestContext> {
  const partner = await loadPartner(partnerRequestFor(request));
  const partnerLanguages = partner?.config.availableLanguages ?? [...SUPPORTED_LANGUAGES];
  // remix-i18next's detection, fed by the partner's languages (decision 0005, i18n.server.ts).
  const language = (await remixI18nextFor({
    languages: partnerLanguages,
    defaultLanguage: partner?.config.defaultLanguage ?? DEFAULT_LANGUAGE,
  }).getLocale(request)) as Language;
  const requested = new URL(request.url).searchParams.get("lng");
  const requestedLanguage = requested && language === requested.trim().toLowerCase() ? language : null;
  return { partner, language, requestedLanguage };
}

export function getRequestContext(request: Request): Promise<RequestContext> {
  const key = requestKey(request);
  let context = contexts.get(key);
  if (!context) {
    context = build(request);
    contexts.set(key, context);
  }
  return context;
}
