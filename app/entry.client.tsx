import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { i18nConfig } from "./i18n/i18n";

async function hydrate() {
  await i18next
    .use(initReactI18next)
    // Only the page's language is fetched, as its own hashed, long-cached chunk.
    .use(resourcesToBackend((language: string, namespace: string) => import(`./i18n/locales/${language}/${namespace}.json`)))
    .init({
      ...i18nConfig,
      lng: document.documentElement.lang,
      ns: [...new Set([...i18nConfig.ns, ...getInitialNamespaces()])],
      detection: undefined,
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
