import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createBrowserI18n, loadWhole, type Catalogue } from "./i18n/browser-i18n";
import { readPageTexts } from "./i18n/page-texts";
import { CUSTOMER_NAMESPACES, i18nConfig } from "./i18n/i18n";
import { isStaffPath } from "./domain/platform/navigation";
import { registerServiceWorker } from "./service-worker-registration";

// i18next and react-i18next, as remix-i18next expects (decision 0069). The page carries the
// texts it was rendered with (decision 0057), so hydration fetches nothing; only the page's
// language is fetched, each namespace as its own long-cached JSON file in a folder named for
// the texts' content (scripts/vite-plugins.ts).
const i18n = createBrowserI18n({
  language: document.documentElement.lang || i18nConfig.fallbackLng,
  shipped: readPageTexts(),
  load: async (language, namespace) => {
    const response = await fetch(`${__TEXTS_PATH__}/${language}/${namespace}.json`);
    if (!response.ok) throw new Error(`texts ${language}/${namespace}: ${response.status}`);
    return (await response.json()) as Catalogue;
  },
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
    void loadWhole(i18n, CUSTOMER_NAMESPACES);
  };
  for (const type of events) addEventListener(type, load, { capture: true, passive: true });
}

async function hydrate() {
  if (staffPage) await loadWhole(i18n, i18nConfig.ns);
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
