// The browser's half of a partner's own texts (decision 0052): the root loader sends this
// language's overrides and they are laid over the browser's texts as the root renders, so the
// browser renders what the server rendered.
import { useTranslation } from "react-i18next";
import type { TextOverrides } from "~/domain/partners/text-override-keys";
import { setPartnerTexts } from "./browser-i18n";

/**
 * For the root component: gives the browser's i18next (browser-i18n.ts) the root loader's
 * overrides of the page's language while it renders, before any page below it reads a text
 * (also during hydration), and for every namespace that loads later. The server's instance
 * already holds them (i18n.server.ts), so there it does nothing.
 */
export function usePartnerTexts(language: string, overrides: TextOverrides | null | undefined): void {
  const { i18n } = useTranslation();
  if (typeof document !== "undefined") setPartnerTexts(i18n, language, overrides);
}
