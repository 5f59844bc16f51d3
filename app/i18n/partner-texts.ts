// The browser's half of a partner's own texts (decision 0052): the root loader sends this
// language's overrides and they are laid over the loaded catalogs as the root renders, so the
// browser renders what the server rendered.
import { useTranslation } from "react-i18next";
import type { TextOverrides } from "~/domain/partner-settings";
import type { ClientI18n } from "./client-i18n";

/**
 * For the root component: gives the browser's translations (client-i18n.tsx, decision 0055) the
 * root loader's overrides while it renders, before any page below it reads a text (also during
 * hydration). The server's instance already holds them (i18n.server.ts), so there it does nothing.
 */
export function usePartnerTexts(overrides: TextOverrides | null | undefined): void {
  const { i18n } = useTranslation();
  if (typeof document !== "undefined") (i18n as unknown as ClientI18n).setOverrides(overrides);
}
