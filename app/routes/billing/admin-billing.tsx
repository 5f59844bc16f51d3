// /admin/billing (issue 14): insurer admins run the monthly billing for a day (invoices and
// pain.008 files; optionally for one partner), download the files for the bank, and read the
// bank's answer (camt.054) back, seeing what became of each booking. Partner admins get 403.
// Plain forms: everything works without JavaScript; bad input is answered at its field.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime, formatMoney } from "~/domain/platform/formatting";
import { pageMeta } from "~/domain/platform/page-meta";
import { BANK_ANSWER_MAX_BYTES } from "~/domain/platform/request-limits";
import { isStrictIsoDate, todayInAmsterdam } from "~/domain/platform/field-checks";
import { writeAudit } from "~/server/platform/audit.server";
import { importBankAnswer, type EntryResult } from "~/server/billing/bank-answers.server";
import { runBillingDay, type BillingDaySummary } from "~/server/billing/billing-day.server";
import { db } from "~/server/platform/db.server";
import { formDataOf } from "~/server/platform/guards.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";
import { detectMime, readUploadForm } from "~/server/platform/uploads.server";

export const meta: MetaFunction = (args) => pageMeta(args, "adminBilling");

const ANSWER_FIELD = "answer";
const MAX_LABEL = `${BANK_ANSWER_MAX_BYTES / (1024 * 1024)} MB`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const files = await db.paymentFile.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 25,
    select: {
      id: true,
      messageId: true,
      format: true,
      executionDate: true,
      transactionCount: true,
      controlSumCents: true,
      createdAt: true,
    },
  });
  return { today: todayInAmsterdam(), files: files.map((file) => ({ ...file, createdAt: file.createdAt.toISOString() })) };
}

type AnswerRow = EntryResult & { invoiceNumber: string | null };

type ActionResult =
  | {
      intent: "run";
      values: { runDate: string; partner: string };
      errors: { runDate?: string; partner?: string };
      summary: BillingDaySummary | null;
    }
  | {
      intent: "answer";
      errors: { answer?: string };
      errorValues?: Record<string, string>;
      messageId: string | null;
      duplicateFile: boolean;
      rows: AnswerRow[];
      skipped: number;
    };

/** YYYY-MM-DD as a date input posts it, or DD-MM-YYYY as typed into a plain text field. */
function runDateOf(value: string): string | null {
  const trimmed = value.trim();
  const dutch = /^(\d{2})-(\d{2})-(\d{4})$/.exec(trimmed);
  const iso = dutch ? `${dutch[3]}-${dutch[2]}-${dutch[1]}` : trimmed;
  return isStrictIsoDate(iso) ? iso : null;
}

async function runAction(request: Request, staff: { id: string; name: string }) {
  const form = await formDataOf(request);
  const values = {
    runDate: String(form.get("runDate") ?? "").slice(0, 20),
    partner: String(form.get("partner") ?? "")
      .trim()
      .toLowerCase()
      .slice(0, 100),
  };
  const errors: { runDate?: string; partner?: string } = {};
  const runDate = runDateOf(values.runDate);
  if (!runDate) errors.runDate = "billing:errors.date";
  const partner = values.partner ? await db.partner.findUnique({ where: { name: values.partner }, select: { id: true } }) : null;
  if (values.partner && !partner) errors.partner = "billing:errors.partner";
  if (!runDate || Object.keys(errors).length > 0)
    return data<ActionResult>({ intent: "run", values, errors, summary: null }, { status: 400 });
  const summary = await runBillingDay(runDate, partner ? { scope: { partnerIds: [partner.id] } } : {});
  const { billing } = summary;
  await writeAudit({
    staff,
    action: "billing_run",
    partnerId: partner?.id ?? null,
    details: {
      runDate,
      invoicesMade: billing.invoicesMade,
      files: billing.files.length,
      debits: billing.debits,
      debitCents: billing.debitCents,
      skipped: billing.skippedCounts,
      refunds: summary.refunds.transactionCount,
      refundCents: summary.refunds.controlSumCents,
      reminders: summary.reminders,
    },
  });
  return data<ActionResult>({ intent: "run", values, errors, summary });
}

async function answerAction(request: Request, staff: { id: string; name: string }) {
  const upload = await readUploadForm(request, ANSWER_FIELD, { maxBytes: BANK_ANSWER_MAX_BYTES, maxFiles: 1 });
  const refuse = (message: string, errorValues?: Record<string, string>) =>
    data<ActionResult>(
      { intent: "answer", errors: { answer: message }, errorValues, messageId: null, duplicateFile: false, rows: [], skipped: 0 },
      { status: 400 },
    );
  if (upload.oversized.length > 0) return refuse("billing:errors.fileTooLarge", { max: MAX_LABEL });
  const file = upload.files[0];
  if (!file || upload.tooMany) return refuse(upload.tooMany ? "billing:errors.fileType" : "billing:errors.fileMissing");
  const bytes = new Uint8Array(await file.arrayBuffer());
  // An XML file has no binary signature: anything file-type recognises (PDF, ZIP, images) is not one.
  const detected = await detectMime(bytes);
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes).replace(/^\uFEFF/, "");
  if ((detected && detected !== "application/xml") || !text.trimStart().startsWith("<")) return refuse("billing:errors.fileType");
  const result = await importBankAnswer(file.name, text);
  if (result.kind === "unreadable") return refuse("billing:errors.unreadable", { detail: result.error });
  await writeAudit({
    staff,
    action: "bank_answer_imported",
    details: {
      fileName: file.name.slice(0, 200),
      messageId: result.messageId,
      duplicateFile: result.kind === "duplicateFile",
      counts: result.kind === "imported" ? result.counts : {},
    },
  });
  const invoiceIds = [...new Set(result.entries.flatMap((entry) => (entry.invoiceId ? [entry.invoiceId] : [])))];
  const numbers = new Map(
    (await db.invoice.findMany({ where: { id: { in: invoiceIds } }, select: { id: true, number: true } })).map((row) => [
      row.id,
      row.number,
    ]),
  );
  return data<ActionResult>({
    intent: "answer",
    errors: {},
    messageId: result.messageId,
    duplicateFile: result.kind === "duplicateFile",
    rows: result.entries.map((entry) => ({ ...entry, invoiceNumber: entry.invoiceId ? (numbers.get(entry.invoiceId) ?? null) : null })),
    skipped: result.kind === "imported" ? result.skipped.length : 0,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireInsurerAdmin(request);
  // The upload form is multipart; the run form is a plain form.
  if (/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")) return answerAction(request, staff);
  return runAction(request, staff);
}

function FieldMessage({ id, message, values }: { id: string; message?: string; values?: Record<string, string> }) {
  const { t } = useTranslation("billing");
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {t(message, values)}
    </p>
  );
}

function RunSummary({ summary: { billing: summary, refunds, reminders } }: { summary: BillingDaySummary }) {
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

function AnswerResults({ result }: { result: Extract<ActionResult, { intent: "answer" }> }) {
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

export default function AdminBilling() {
  const { today, files } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const { t } = useTranslation("billing");
  const run = result?.intent === "run" ? result : null;
  const answer = result?.intent === "answer" ? result : null;
  const busy = navigation.state === "submitting";
  return (
    <section className="page" aria-labelledby="billing-title">
      <h1 id="billing-title">{t("title")}</h1>
      <p className="lead">{t("intro")}</p>

      <section aria-labelledby="run-heading">
        <h2 id="run-heading">{t("run.heading")}</h2>
        <Form method="post" noValidate>
          <div className="form-field">
            <label htmlFor="runDate">{t("run.date")}</label>
            <p id="runDate-hint" className="field-hint">
              {t("run.dateHint")}
            </p>
            <input
              id="runDate"
              name="runDate"
              type="date"
              required
              defaultValue={run?.values.runDate ?? today}
              aria-invalid={run?.errors.runDate ? true : undefined}
              aria-describedby={["runDate-hint", run?.errors.runDate ? "runDate-error" : null].filter(Boolean).join(" ")}
            />
            <FieldMessage id="runDate-error" message={run?.errors.runDate} />
          </div>
          <div className="form-field">
            <label htmlFor="partner">{t("run.partner")}</label>
            <p id="partner-hint" className="field-hint">
              {t("run.partnerHint")}
            </p>
            <input
              id="partner"
              name="partner"
              type="text"
              autoComplete="off"
              spellCheck={false}
              defaultValue={run?.values.partner ?? ""}
              aria-invalid={run?.errors.partner ? true : undefined}
              aria-describedby={["partner-hint", run?.errors.partner ? "partner-error" : null].filter(Boolean).join(" ")}
            />
            <FieldMessage id="partner-error" message={run?.errors.partner} />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t("run.submit")}
          </button>
        </Form>
        {run?.summary ? <RunSummary summary={run.summary} /> : null}
      </section>

      <section aria-labelledby="files-heading">
        <h2 id="files-heading">{t("files.heading")}</h2>
        {files.length === 0 ? (
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
        )}
      </section>

      <section aria-labelledby="answer-heading">
        <h2 id="answer-heading">{t("answer.heading")}</h2>
        <Form method="post" encType="multipart/form-data" noValidate>
          <div className="form-field">
            <label htmlFor={ANSWER_FIELD}>{t("answer.file")}</label>
            <p id="answer-hint" className="field-hint">
              {t("answer.fileHint", { max: MAX_LABEL })}
            </p>
            <input
              id={ANSWER_FIELD}
              name={ANSWER_FIELD}
              type="file"
              accept=".xml,application/xml,text/xml"
              aria-invalid={answer?.errors.answer ? true : undefined}
              aria-describedby={["answer-hint", answer?.errors.answer ? "answer-error" : null].filter(Boolean).join(" ")}
            />
            <FieldMessage id="answer-error" message={answer?.errors.answer} values={answer?.errorValues} />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t("answer.submit")}
          </button>
        </Form>
        {answer ? <AnswerResults result={answer} /> : null}
      </section>
    </section>
  );
}
