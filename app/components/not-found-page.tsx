import { useTranslation } from "react-i18next";

/** Shown for /404, any unknown path and an unknown partner host. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <StatusGraphic code="404" />
      <h1 id="not-found-title">{t("errors.notFound.title")}</h1>
      <p>{t("errors.notFound.text")}</p>
      <a className="button button-solid" href="/">
        {t("errors.notFound.backHome")}
      </a>
    </section>
  );
}

/** The status pages always show their graphic, whatever the partner's visual-effects flag says. */
export function StatusGraphic({ code }: { code: string }) {
  return (
    <svg className="status-graphic" viewBox="0 0 200 80" role="presentation" aria-hidden="true">
      <rect x="4" y="8" width="192" height="64" rx="32" className="status-graphic-pill" />
      <text x="100" y="54" textAnchor="middle" className="status-graphic-text">
        {code}
      </text>
    </svg>
  );
}
