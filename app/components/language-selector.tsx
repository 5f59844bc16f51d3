import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/domain/platform/languages";
import { Disclosure } from "./disclosure";
import { useSubmitWithToast } from "./use-submit-with-toast";
import { UNEXPECTED_NETWORK_ERROR_KEY } from "~/domain/platform/http-messages";

// The new language needs a fresh page (every text, the html lang), so success reloads.
const reloadAt = (url: URL) => window.location.assign(url.href);

/** Each language is named in itself, so a visitor finds their own whatever is showing now. */
export function LanguageSelector({ languages, current }: { languages: Language[]; current: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  // Failing to set the language: "Unexpected network error." in a warning toast (spec section 8).
  const change = useSubmitWithToast({ onSuccess: reloadAt, messageKey: UNEXPECTED_NETWORK_ERROR_KEY });
  return (
    <Disclosure
      className="language-selector"
      label={current.toUpperCase()}
      // The visible code starts the name (WCAG 2.5.3, label in name): "EN, language: English".
      ariaLabel={t("language.button", { code: current.toUpperCase(), name: t(`language.names.${current}`) })}
    >
      <Form method="post" action="/language" reloadDocument onSubmit={change.onSubmit}>
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <ul className="menu-list">
          {languages.map((language) => (
            <li key={language}>
              <button
                type="submit"
                name="language"
                value={language}
                lang={language}
                aria-current={language === current ? "true" : undefined}
                className="menu-item"
              >
                {t(`language.names.${language}`)}
              </button>
            </li>
          ))}
        </ul>
      </Form>
    </Disclosure>
  );
}
