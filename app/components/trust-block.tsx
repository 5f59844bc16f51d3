// Who insures the visitor (decision 0085): the name, AFM registration and Kifid membership from
// the root loader (the partner's own or the insurer's), and on a product page the links to its
// IPID as a page and as a PDF. Plain markup: no script of its own.
import { useTranslation } from "react-i18next";
import { useRootData } from "./root-data";

export function TrustBlock({ ipid }: { ipid?: { page: string; pdf: string } }) {
  const { t } = useTranslation("funnel");
  const lines = useRootData()?.trust ?? [];
  if (lines.length === 0) return null;
  return (
    <section className="trust-block" aria-labelledby="trust-title">
      <h2 id="trust-title">{t("trust.heading")}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {ipid ? (
        <ul className="trust-links">
          <li>
            <a href={ipid.page}>{t("trust.ipidLink")}</a>
          </li>
          <li>
            <a href={ipid.pdf} type="application/pdf">
              {t("trust.ipidPdf")}
            </a>
          </li>
        </ul>
      ) : null}
    </section>
  );
}
