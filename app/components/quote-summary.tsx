// A broker's quote as the broker previews it and the customer reads it: per product the
// chosen options, the cover and the premium per month gross and net; totals; the last day.
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import type { QuoteSummaryView } from "~/server/broker/quotation.server";

export function QuoteSummary({ summary, headingLevel = 2 }: { summary: QuoteSummaryView; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("broker");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="quote-summary" aria-labelledby="quote-summary-title">
      <Heading id="quote-summary-title">{t("summary.title")}</Heading>
      {summary.professionName ? <p>{t("summary.profession", { profession: summary.professionName })}</p> : null}
      <table className="summary-table quote-summary-table stacked-table">
        <caption className="visually-hidden">{t("summary.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("summary.product")}</th>
            <th scope="col">{t("summary.cover")}</th>
            <th scope="col">{t("summary.gross")}</th>
            <th scope="col">{t("summary.net")}</th>
          </tr>
        </thead>
        <tbody>
          {summary.items.map((item) => (
            <tr key={item.productId}>
              <th scope="row">{item.name}</th>
              <td data-label={t("summary.cover")}>
                <CoverList item={item} />
              </td>
              <td data-label={t("summary.gross")} data-testid={`quote-gross-${item.productId}`} className="nowrap">
                {formatMoney(item.grossMonthlyCents, item.currency)}
              </td>
              <td data-label={t("summary.net")} className="quote-net nowrap">
                {formatMoney(item.netMonthlyCents, item.currency)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t("summary.total")}
            </th>
            <td data-label={t("summary.gross")} data-testid="quote-total-gross" className="nowrap">
              {formatMoney(summary.totals.grossMonthlyCents, summary.currency)}
            </td>
            <td data-label={t("summary.net")} className="quote-net nowrap">
              {formatMoney(summary.totals.netMonthlyCents, summary.currency)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="cart-tax-note">{t("funnel:cart.taxNote")}</p>
      <p className="quote-expiry">{t("summary.validUntil", { date: formatDate(summary.expiresOn) })}</p>
    </section>
  );
}

function CoverList({ item }: { item: QuoteSummaryView["items"][number] }) {
  const { t } = useTranslation("broker");
  const cover: [string, number | null][] = [
    ["funnel:cart.perClaim", item.cover.perClaimCents],
    ["funnel:cart.perYear", item.cover.perYearCents],
    ["funnel:cart.deductible", item.cover.deductibleCents],
  ];
  const lines = [
    ...cover.flatMap(([label, cents]) => (cents == null ? [] : [{ label: t(label), value: formatMoney(cents, item.currency) }])),
    ...item.answers,
  ];
  if (lines.length === 0) return <span className="muted">{t("summary.noOptions")}</span>;
  return (
    <dl className="quote-cover">
      {lines.map((line) => (
        <div key={`${line.label}:${line.value}`}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
