// The browser's half of a partner's own texts (decision 0052): the root loader sends this
// language's overrides and they are laid over the loaded catalogs before the page hydrates, so
// the browser renders what the server rendered.
import type { i18n } from "i18next";
import { splitTextKey, type TextOverrides } from "~/domain/partner-settings";

export function applyPartnerTexts(instance: i18n, language: string, overrides: TextOverrides | null | undefined): void {
  for (const [fullKey, text] of Object.entries(overrides ?? {})) {
    const parts = splitTextKey(fullKey);
    // Only a text that exists is replaced, never a group of texts (as on the server).
    if (!parts || typeof text !== "string" || typeof instance.getResource(language, parts[0], parts[1]) !== "string") continue;
    instance.addResource(language, parts[0], parts[1], text, { silent: true });
  }
}

/** The root loader's overrides, as Remix put them into the page. */
export function rootPartnerTexts(): TextOverrides | null {
  const context = (window as { __remixContext?: { state?: { loaderData?: { root?: { partnerTexts?: TextOverrides | null } } } } }).__remixContext;
  return context?.state?.loaderData?.root?.partnerTexts ?? null;
}
