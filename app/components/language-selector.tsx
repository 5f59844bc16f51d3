import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/domain/languages";
import { Disclosure } from "./disclosure";

/** Each language is named in itself, so a visitor finds their own whatever is showing now. */
export function LanguageSelector({ languages, current }: { languages: Language[]; current: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Disclosure
      className="language-selector"
      label={current.toUpperCase()}
      // The visible code starts the name (WCAG 2.5.3, label in name): "EN, language: English".
      ariaLabel={t("language.button", { code: current.toUpperCase(), name: t(`language.names.${current}`) })}
    >
      <Form method="post" action="/language" reloadDocument>
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
