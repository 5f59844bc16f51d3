// The SEPA files made by billing runs, newest first, each to download as it was sent to the bank.
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { formatDateTime } from "~/domain/platform/date-time-format";
import type { PaymentFileRow } from "~/server/billing/admin-billing.server";

export function PaymentFilesTable({ files }: { files: PaymentFileRow[] }) {
  const { t } = useTranslation("billing");
  return files.length === 0 ? (
    <p>{t("files.empty")}</p>
  ) : (
    <table className="audit-table">
      <caption className="visually-hidden">{t("files.heading")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("files.created")}</th>
          <th scope="col">{t("files.messageId")}</th>
          <th scope="col">{t("files.collectionDate")}</th>
          <th scope="col">{t("files.transactions")}</th>
          <th scope="col">{t("files.total")}</th>
          <th scope="col">{t("files.download")}</th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => (
          <tr key={file.id}>
            <td>{formatDateTime(new Date(file.createdAt))}</td>
            <td>{file.messageId}</td>
            <td>{formatDate(file.executionDate)}</td>
            <td>{file.transactionCount}</td>
            <td>{formatMoney(file.controlSumCents)}</td>
            <td>
              <a href={`/admin/billing/files/${file.id}`} download aria-label={t("files.downloadLabel", { name: file.messageId })}>
                {t("files.download")}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
