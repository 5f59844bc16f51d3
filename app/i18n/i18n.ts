// i18next settings shared by server and browser. One namespace per concern; every language
// holds the same keys (tests/unit/catalogs.test.ts).
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "~/domain/platform/languages";

export const i18nConfig = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: "common",
  ns: [
    "common",
    "funnel",
    "validations",
    "auth",
    "account",
    "claims",
    "api",
    "admin",
    "partners",
    "colours",
    "broker",
    "underwriting",
    "backoffice",
    "payments",
    "billing",
    "flags",
    "chat",
    "assistant",
    "consent",
    "surveys",
    "support",
    "notices",
  ],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};

/**
 * The namespaces a customer page's browser loads before hydration (entry.client.tsx): all but
 * the staff's own (admin consoles and token API), which load on staff pages only.
 */
export const CUSTOMER_NAMESPACES = i18nConfig.ns.filter((ns) => !["api", "partners", "colours", "backoffice", "billing"].includes(ns));
