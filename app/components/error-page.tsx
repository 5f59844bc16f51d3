import { useLocation } from "@remix-run/react";
import { httpMessageKey } from "~/domain/platform/http-messages";
import { useTranslation } from "react-i18next";
import { StatusGraphic } from "./not-found-page";

/**
 * The error fallback. Its texts are in the catalogs, with Dutch built in as the fallback for
 * when the catalogs themselves could not be used.
 */
export function ErrorPage({ variant = "boundary", status: answered = null }: { variant?: "boundary" | "page"; status?: number | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  // A 501-505 answer says which (spec section 8), as the warning toast would with JavaScript.
  const status = answered !== null && answered > 500 && answered <= 505 ? answered : null;
  return (
    <section className="status-page status-page-error" aria-labelledby="error-title">
      <StatusGraphic code="500" />
      <h1 id="error-title">{t("errors.server.title", { defaultValue: "Er is iets misgegaan" })}</h1>
      <p>
        {t("errors.server.text", {
          defaultValue: "Er is een probleem met het platform. Probeer het later opnieuw.",
        })}
      </p>
      {status ? <p data-testid="http-message">{t(`notices:${httpMessageKey({ kind: "status", status })}`)}</p> : null}
      <div className="status-actions">
        {variant === "boundary" ? (
          <form method="post" action="/report-error">
            <input type="hidden" name="path" value={location.pathname} />
            <button type="submit" className="button button-ghost">
              {t("errors.server.report", { defaultValue: "Fout melden" })}
            </button>
          </form>
        ) : null}
        <a className="button button-solid" href="/">
          {variant === "boundary"
            ? t("errors.server.goBack", { defaultValue: "Ga terug" })
            : t("errors.server.backToStart", { defaultValue: "Terug naar de start" })}
        </a>
      </div>
    </section>
  );
}
