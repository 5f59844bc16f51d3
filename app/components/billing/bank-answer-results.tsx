// What became of each booking in a bank's answer (/admin/billing): its invoice, the bank's
// status and reason, and the change it made to the invoice.
import { useTranslation } from "react-i18next";
import { formatMoney } from "~/domain/platform/formatting";
import type { BankAnswerResult } from "~/server/billing/admin-billing.server";

export function BankAnswerResults({ result }: { result: BankAnswerResult }) {
  const { t } = useTranslation("billing");
  if (!result.messageId) return null;
  return (
    <section aria-labelledby="answer-result" role="status">
      <h3 id="answer-result">{t("answer.resultHeading", { messageId: result.messageId })}</h3>
      {result.duplicateFile ? <p>{t("answer.duplicateFile")}</p> : null}
      {result.skipped > 0 ? <p>{t("answer.skipped", { count: result.skipped })}</p> : null}
      <table className="audit-table">
        <caption>{t("answer.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("answer.invoice")}</th>
            <th scope="col">{t("answer.bankStatus")}</th>
            <th scope="col">{t("answer.reason")}</th>
            <th scope="col">{t("answer.amount")}</th>
            <th scope="col">{t("answer.result")}</th>
            <th scope="col">{t("answer.change")}</th>
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row, index) => (
            <tr key={`${row.entryKey}-${index}`}>
              <td>{row.invoiceNumber ?? row.endToEndId}</td>
              <td>{t(`bankStatus.${row.bankStatus}`, { defaultValue: row.bankStatus })}</td>
              <td>{row.reasonCode ?? "—"}</td>
              <td>{formatMoney(row.amountCents)}</td>
              <td>{t(`results.${row.result}`, { amount: row.invoiceCents !== undefined ? formatMoney(row.invoiceCents) : "" })}</td>
              <td>
                {row.from && row.to
                  ? `${t(`status.${row.from}`, { defaultValue: row.from })} → ${t(`status.${row.to}`, { defaultValue: row.to })}`
                  : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
