import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ClientI18n, I18nextProvider } from "./i18n/client-i18n";
import { readPageTexts } from "./i18n/page-texts";
import type { Catalogue } from "./i18n/translate";
import { CUSTOMER_NAMESPACES, i18nConfig } from "./i18n/i18n";
import { isStaffPath } from "./domain/staff";
import { registerServiceWorker } from "./service-worker-registration";

// The browser's own small translation runtime instead of i18next (decision 0055). Only the
// page's language is fetched, each namespace as its own long-cached JSON file in a folder named
// for the texts' content (scripts/vite-plugins.ts); the page itself carries the texts it was
// rendered with (decision 0057).
const i18n = new ClientI18n({
  language: document.documentElement.lang || i18nConfig.fallbackLng,
  defaultNS: i18nConfig.defaultNS,
  load: async (language, namespace) => {
    const response = await fetch(`${__TEXTS_PATH__}/${language}/${namespace}.json`);
    if (!response.ok) throw new Error(`texts ${language}/${namespace}: ${response.status}`);
    return (await response.json()) as Catalogue;
  },
  shipped: readPageTexts(),
});
const staffPage = isStaffPath(window.location.pathname);

/**
 * The rest of the language's customer namespaces, once the visitor starts using the page (a
 * pointer, a key or a touch): the next page or an opened panel then finds its texts there.
 * Staff pages load all before hydrating.
 */
function loadRestOnFirstUse() {
  const events = ["pointerdown", "keydown", "touchstart"] as const;
  const load = () => {
    for (const type of events) removeEventListener(type, load, true);
    void i18n.loadNamespaces(CUSTOMER_NAMESPACES);
  };
  for (const type of events) addEventListener(type, load, { capture: true, passive: true });
}

async function hydrate() {
  if (staffPage) await i18n.loadNamespaces(i18nConfig.ns);
  else loadRestOnFirstUse();
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();

// The asset-caching service worker (decision 0051): production builds, customer pages.
if (import.meta.env.PROD && !staffPage) registerServiceWorker();
