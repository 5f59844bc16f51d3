// The browser's half of a partner's own texts (decision 0052): the root loader sends this
// language's overrides and they are laid over the loaded catalogs as the root renders, so the
// browser renders what the server rendered.
import type { i18n } from "i18next";
import { useTranslation } from "react-i18next";
import { splitTextKey, type TextOverrides } from "~/domain/partner-settings";

export function applyPartnerTexts(instance: i18n, language: string, overrides: TextOverrides | null | undefined): void {
  for (const [fullKey, text] of Object.entries(overrides ?? {})) {
    const parts = splitTextKey(fullKey);
    // Only a text that exists is replaced, never a group of texts (as on the server).
    if (!parts || typeof text !== "string" || typeof instance.getResource(language, parts[0], parts[1]) !== "string") continue;
    instance.addResource(language, parts[0], parts[1], text, { silent: true });
  }
}

/**
 * For the root component: lays the root loader's overrides over the browser's catalogs while it
 * renders, before any page below it reads a text (also during hydration). The server's instance
 * already holds them (i18n.server.ts), so there it does nothing.
 */
export function usePartnerTexts(overrides: TextOverrides | null | undefined): void {
  const { i18n: instance } = useTranslation();
  if (typeof document !== "undefined") applyPartnerTexts(instance, instance.language, overrides);
}
