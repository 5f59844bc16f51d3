import { useTranslation } from "react-i18next";
import { StatusGraphic } from "./not-found-page";

/**
 * A request the server refused (4xx other than 404): 401/403 (a post from another site, no
 * rights) is "no access", any other a request that no longer fits the page (a stale cart change).
 */
export function RefusedPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = status === 401 || status === 403 ? "forbidden" : "refused";
  return (
    <section className="status-page" aria-labelledby="refused-title">
      <StatusGraphic code={String(status)} />
      <h1 id="refused-title">{t(`errors.${key}.title`)}</h1>
      <p>{t(`errors.${key}.text`)}</p>
      <a className="button button-solid" href="/">
        {t("errors.server.backToStart")}
      </a>
    </section>
  );
}
