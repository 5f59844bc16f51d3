// What a billing run did (/admin/billing): invoices made, files, debits, refunds, reminders,
// and why policies were skipped; a status region, so a screen reader hears it after the post.
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import type { BillingDaySummary } from "~/server/billing/billing-day.server";

export function BillingRunSummary({ summary: { billing: summary, refunds, reminders } }: { summary: BillingDaySummary }) {
  const { t } = useTranslation("billing");
  const skipped = Object.entries(summary.skippedCounts).filter(([, count]) => (count ?? 0) > 0);
  return (
    <section aria-labelledby="run-summary" className="billing-summary" role="status">
      <h3 id="run-summary">{t("summary.heading", { date: formatDate(summary.runDate) })}</h3>
      {summary.invoicesMade === 0 && summary.debits === 0 && skipped.length === 0 ? <p>{t("summary.none")}</p> : null}
      <dl>
        <dt>{t("summary.invoices")}</dt>
        <dd>{summary.invoicesMade}</dd>
        <dt>{t("summary.invoiced")}</dt>
        <dd>{formatMoney(summary.invoicedCents)}</dd>
        <dt>{t("summary.files")}</dt>
        <dd>{summary.files.length}</dd>
        <dt>{t("summary.debits")}</dt>
        <dd>{summary.debits}</dd>
        <dt>{t("summary.collected")}</dt>
        <dd>{formatMoney(summary.debitCents)}</dd>
        <dt>{t("summary.refunds")}</dt>
        <dd>{t("summary.refundsValue", { count: refunds.transactionCount, amount: formatMoney(refunds.controlSumCents) })}</dd>
        <dt>{t("summary.reminders")}</dt>
        <dd>{reminders}</dd>
        {skipped.length > 0 ? (
          <>
            <dt>{t("summary.skipped")}</dt>
            <dd>{skipped.map(([reason, count]) => `${t(`skip.${reason}`)}: ${count}`).join(", ")}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
