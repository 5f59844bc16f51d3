import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ClientI18n, I18nextProvider } from "./i18n/client-i18n";
import { CUSTOMER_NAMESPACES, i18nConfig } from "./i18n/i18n";
import { isStaffPath } from "./domain/staff";
import { registerServiceWorker } from "./service-worker-registration";

// The browser's own small translation runtime instead of i18next (decision 0055). Only the
// page's language is fetched, each namespace as its own hashed, long-cached chunk.
const i18n = new ClientI18n({
  language: document.documentElement.lang || i18nConfig.fallbackLng,
  defaultNS: i18nConfig.defaultNS,
  load: (language, namespace) => import(`./i18n/locales/${language}/${namespace}.json`).then((module: { default: Record<string, unknown> }) => module.default),
});

async function hydrate() {
  await i18n.loadNamespaces(isStaffPath(window.location.pathname) ? i18nConfig.ns : CUSTOMER_NAMESPACES);
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
if (import.meta.env.PROD && !isStaffPath(window.location.pathname)) registerServiceWorker();
