// The insurer's billing desk (/admin/billing): run the billing for a day, list and hand out
// the SEPA files made, and read a bank's answer (camt.054) back. The page's forms come here
// checked for shape only; every refusal is a message key for its field, never a 500.
import { parseRunDate } from "~/domain/billing/billing";
import { BANK_ANSWER_FIELD, BANK_ANSWER_MAX_LABEL } from "~/domain/billing/sepa-bank-answer";
import { BANK_ANSWER_MAX_BYTES } from "~/domain/platform/request-limits";
import { writeAudit } from "../platform/audit.server";
import { db } from "../platform/db.server";
import { detectMime, readUploadForm } from "../platform/uploads.server";
import { importBankAnswer, type EntryResult } from "./bank-answers.server";
import { runBillingDay, type BillingDaySummary } from "./billing-day.server";

type Staff = { id: string; name: string };

/** The newest SEPA files, for the download list. */
export async function recentPaymentFiles() {
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
  return files.map((file) => ({ ...file, createdAt: file.createdAt.toISOString() }));
}

export type PaymentFileRow = Awaited<ReturnType<typeof recentPaymentFiles>>[number];

/** A stored SEPA file as it was sent to the bank, as a download; null when there is none. */
export async function paymentFileDownload(fileId: string): Promise<Response | null> {
  const file = await db.paymentFile.findUnique({ where: { id: fileId }, select: { messageId: true, xml: true } });
  if (!file) return null;
  // The message id is [A-Z0-9-]: safe as a file name as it stands.
  const name = `${file.messageId.replace(/[^A-Za-z0-9-]/g, "_")}.xml`;
  return new Response(file.xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export type BillingRunResult = {
  intent: "run";
  values: { runDate: string; partner: string };
  errors: { runDate?: string; partner?: string };
  summary: BillingDaySummary | null;
};

export type BankAnswerRow = EntryResult & { invoiceNumber: string | null };

export type BankAnswerResult = {
  intent: "answer";
  errors: { answer?: string };
  errorValues?: Record<string, string>;
  messageId: string | null;
  duplicateFile: boolean;
  rows: BankAnswerRow[];
  skipped: number;
};

/** The run form: a day and optionally one partner (its host label); runs and audits it. */
export async function runBillingFromForm(form: FormData, staff: Staff): Promise<BillingRunResult> {
  const values = {
    runDate: String(form.get("runDate") ?? "").slice(0, 20),
    partner: String(form.get("partner") ?? "")
      .trim()
      .toLowerCase()
      .slice(0, 100),
  };
  const errors: BillingRunResult["errors"] = {};
  const runDate = parseRunDate(values.runDate);
  if (!runDate) errors.runDate = "billing:errors.date";
  const partner = values.partner ? await db.partner.findUnique({ where: { name: values.partner }, select: { id: true } }) : null;
  if (values.partner && !partner) errors.partner = "billing:errors.partner";
  if (!runDate || Object.keys(errors).length > 0) return { intent: "run", values, errors, summary: null };
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
  return { intent: "run", values, errors, summary };
}

/** The upload form: one camt.054 XML file, imported and audited; each booking with its invoice number. */
export async function importBankAnswerUpload(request: Request, staff: Staff): Promise<BankAnswerResult> {
  const upload = await readUploadForm(request, BANK_ANSWER_FIELD, { maxBytes: BANK_ANSWER_MAX_BYTES, maxFiles: 1 });
  const refuse = (message: string, errorValues?: Record<string, string>): BankAnswerResult => ({
    intent: "answer",
    errors: { answer: message },
    errorValues,
    messageId: null,
    duplicateFile: false,
    rows: [],
    skipped: 0,
  });
  if (upload.oversized.length > 0) return refuse("billing:errors.fileTooLarge", { max: BANK_ANSWER_MAX_LABEL });
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
  return {
    intent: "answer",
    errors: {},
    messageId: result.messageId,
    duplicateFile: result.kind === "duplicateFile",
    rows: result.entries.map((entry) => ({ ...entry, invoiceNumber: entry.invoiceId ? (numbers.get(entry.invoiceId) ?? null) : null })),
    skipped: result.kind === "imported" ? result.skipped.length : 0,
  };
}
