// Reading the bank's answer to our collections back into invoices (issue 14, decision 0041):
// a camt.054.001.02 file is read (readBankAnswer), planned against the invoices by end-to-end
// id (planBankAnswer) and applied in one transaction, with the file (BankAnswer) and each of
// its bookings (BankAnswerEntry, unique by the bank's reference) recorded. Nothing is booked
// twice: the same file again (by message id or content) or the same booking in another file
// is a "duplicate". Bad input never throws: the result says what was wrong.
import { createHash } from "node:crypto";
import {
  readBankAnswer,
  planBankAnswer,
  type AnswerOutcome,
  type BankAnswerTransaction,
  type SkippedBooking,
} from "~/domain/billing/sepa-bank-answer";
import { isTargetBusinessDay } from "~/domain/billing/sepa-pain008";
import { addDays, todayInAmsterdam } from "~/domain/platform/validation";
import { db } from "../platform/db.server";
import { sendPaymentReminders } from "./payment-reminders.server";
import { logger } from "../platform/logger.server";
import { recheckCreditAfterLostDebit } from "./refunds.server";

export type EntryResultKind = "applied" | "mandateRevoked" | "unmatched" | "amountDiffers" | "duplicate" | "notApplicable";

export type EntryResult = {
  entryKey: string;
  endToEndId: string;
  result: EntryResultKind;
  /** What the bank reported: accepted, rejected, refunded or reversed. */
  bankStatus: string;
  reasonCode: string | null;
  amountCents: number;
  invoiceId: string | null;
  /** The invoice's status before and after, when it changed. */
  from?: string;
  to?: string;
  invoiceCents?: number;
};

export type BankAnswerImport =
  | {
      kind: "imported";
      bankAnswerId: string;
      messageId: string;
      entries: EntryResult[];
      skipped: SkippedBooking[];
      counts: Partial<Record<EntryResultKind, number>>;
      failedInvoiceIds: string[];
    }
  | { kind: "duplicateFile"; bankAnswerId: string; messageId: string; entries: EntryResult[] }
  | { kind: "unreadable"; error: string; detail: string };

/** A debit that did not bring the money in after all: rejected, or taken back by the customer or the bank. */
const LOST_DEBIT_STATUSES = new Set(["failed", "refunded", "disputed"]);

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";

function resultOf(outcome: AnswerOutcome): EntryResultKind {
  return outcome.kind === "apply" ? "applied" : outcome.kind;
}

function countsOf(entries: readonly EntryResult[]): Partial<Record<EntryResultKind, number>> {
  const counts: Partial<Record<EntryResultKind, number>> = {};
  for (const entry of entries) counts[entry.result] = (counts[entry.result] ?? 0) + 1;
  return counts;
}

async function earlierImport(bankAnswerId: string, messageId: string): Promise<BankAnswerImport> {
  const rows = await db.bankAnswerEntry.findMany({ where: { bankAnswerId }, orderBy: { createdAt: "asc" } });
  return {
    kind: "duplicateFile",
    bankAnswerId,
    messageId,
    // Shown as the bank sent them, each one "duplicate": none of them is booked again.
    entries: rows.map((row) => ({
      entryKey: row.entryKey,
      endToEndId: row.endToEndId,
      result: "duplicate",
      bankStatus: row.status,
      reasonCode: row.reasonCode,
      amountCents: row.amountCents,
      invoiceId: row.invoiceId,
    })),
  };
}

/** Imports one camt.054 file. Never throws on bad input; only a failing database throws. */
export async function importBankAnswer(fileName: string, xml: string, now: Date = new Date()): Promise<BankAnswerImport> {
  const sha256 = createHash("sha256").update(xml).digest("hex");
  const read = readBankAnswer(xml);
  if (!read.ok) return { kind: "unreadable", error: read.error, detail: read.detail };
  const messageId = read.answer.messageId ?? `sha256:${sha256}`;
  const before = await db.bankAnswer.findFirst({ where: { OR: [{ sha256 }, { messageId }] }, select: { id: true, messageId: true } });
  if (before) return earlierImport(before.id, before.messageId);

  for (let attempt = 1; ; attempt += 1) {
    try {
      return await applyAnswer(fileName.slice(0, 255), sha256, messageId, read.answer.transactions, read.answer.skipped, now);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A racing import of the same file won: show it as the duplicate it is.
      const raced = await db.bankAnswer.findFirst({ where: { OR: [{ sha256 }, { messageId }] }, select: { id: true, messageId: true } });
      if (raced) return earlierImport(raced.id, raced.messageId);
      // The same booking came in another file meanwhile: plan again, it is a duplicate now.
      if (attempt >= 3) throw error;
    }
  }
}

async function applyAnswer(
  fileName: string,
  sha256: string,
  messageId: string,
  transactions: BankAnswerTransaction[],
  skipped: SkippedBooking[],
  now: Date,
): Promise<BankAnswerImport> {
  const today = todayInAmsterdam(now);
  const result = await db.$transaction(async (tx) => {
    const endToEndIds = [...new Set(transactions.map((transaction) => transaction.endToEndId))];
    const invoices = endToEndIds.length
      ? await tx.invoice.findMany({
          where: { endToEndId: { in: endToEndIds } },
          select: { id: true, endToEndId: true, amountCents: true, status: true, policyId: true, policy: { select: { mandateId: true } } },
        })
      : [];
    const keys = [...new Set(transactions.map((transaction) => transaction.key))];
    const applied = keys.length ? await tx.bankAnswerEntry.findMany({ where: { entryKey: { in: keys } }, select: { entryKey: true } }) : [];
    const plan = planBankAnswer(
      transactions,
      invoices.map((invoice) => ({
        id: invoice.id,
        number: invoice.endToEndId!,
        amountCents: invoice.amountCents,
        status: invoice.status,
      })),
      applied.map((row) => row.entryKey),
    );
    const answer = await tx.bankAnswer.create({ data: { messageId, sha256, fileName, summary: {} }, select: { id: true } });
    const mandateOf = new Map(invoices.map((invoice) => [invoice.id, invoice.policy.mandateId]));
    const policyOf = new Map(invoices.map((invoice) => [invoice.id, invoice.policyId]));
    // Policies whose debit failed or came back here: a credit made on cancelling may count it.
    const lostDebitPolicies = new Set<string>();
    const entries: EntryResult[] = [];
    const stored = new Set(applied.map((row) => row.entryKey));
    const failedInvoiceIds = new Set<string>();
    const revokeMandates = new Set<string>();

    for (const [index, outcome] of plan.outcomes.entries()) {
      const transaction = transactions[index]!;
      const entry: EntryResult = {
        entryKey: outcome.answerKey,
        endToEndId: outcome.endToEndId,
        result: resultOf(outcome),
        bankStatus: transaction.status,
        reasonCode: transaction.reasonCode,
        amountCents: transaction.amountCents,
        invoiceId: "invoiceId" in outcome ? outcome.invoiceId : null,
      };
      if (outcome.kind === "amountDiffers") entry.invoiceCents = outcome.invoiceCents;
      if (outcome.kind === "apply" || outcome.kind === "mandateRevoked") {
        entry.from = outcome.from;
        entry.to = outcome.to;
        const paid = outcome.to === "paid";
        await tx.invoice.update({
          where: { id: outcome.invoiceId },
          data: paid
            ? { status: "paid", paidAt: now, failureReason: null }
            : { status: outcome.to, failureReason: outcome.reasonCode ?? (outcome.to === "refunded" ? "reversal" : null) },
        });
        const mandateId = mandateOf.get(outcome.invoiceId);
        // The first debit that went through makes the mandate's next debits RCUR.
        if (paid && mandateId) {
          await tx.mandate.updateMany({
            where: { id: mandateId, firstCollectedOn: null },
            data: { firstCollectedOn: transaction.bookingDate ?? today },
          });
        }
        if (LOST_DEBIT_STATUSES.has(outcome.to)) lostDebitPolicies.add(policyOf.get(outcome.invoiceId)!);
        if (outcome.to === "failed") failedInvoiceIds.add(outcome.invoiceId);
        else failedInvoiceIds.delete(outcome.invoiceId);
        if (outcome.kind === "mandateRevoked" && mandateId) revokeMandates.add(mandateId);
      }
      entries.push(entry);
      // A booking seen before (another file, or twice in this one) is reported, not stored again.
      if (stored.has(outcome.answerKey)) continue;
      stored.add(outcome.answerKey);
      await tx.bankAnswerEntry.create({
        data: {
          bankAnswerId: answer.id,
          entryKey: outcome.answerKey,
          endToEndId: outcome.endToEndId,
          invoiceId: entry.invoiceId,
          status: transaction.status,
          reasonCode: transaction.reasonCode,
          amountCents: transaction.amountCents,
          result: entry.result,
        },
      });
    }
    for (const policyId of lostDebitPolicies) await recheckCreditAfterLostDebit(tx, policyId);
    // MD01: the debtor's bank holds no valid mandate; no more debits on it.
    if (revokeMandates.size > 0 || plan.revokedMandates.length > 0) {
      await tx.mandate.updateMany({
        where: { revokedAt: null, OR: [{ id: { in: [...revokeMandates] } }, { reference: { in: plan.revokedMandates } }] },
        data: { revokedAt: now },
      });
    }
    const counts = countsOf(entries);
    await tx.bankAnswer.update({
      where: { id: answer.id },
      data: { summary: { ...counts, skipped: skipped.length, transactions: transactions.length } },
    });
    return {
      kind: "imported" as const,
      bankAnswerId: answer.id,
      messageId,
      entries,
      skipped,
      counts,
      failedInvoiceIds: [...failedInvoiceIds],
    };
  });
  // Debits that failed get their payment reminder now; the import itself is booked whatever
  // happens to the mail (the next run sends what is still due).
  if (result.failedInvoiceIds.length > 0) {
    await sendPaymentReminders(now, { invoiceIds: result.failedInvoiceIds }).catch((error) =>
      logger.error({ err: error }, "payment reminders after a bank answer failed"),
    );
  }
  logger.info({ bankAnswer: result.bankAnswerId, counts: result.counts }, "bank answer imported");
  return result;
}

/**
 * Business days after the collection date before a file's debits that got no answer count as
 * collected: SEPA Core rejects and returns come within five TARGET business days (decision 0041).
 */
export const COLLECTED_AFTER_BUSINESS_DAYS = 5;

export function collectedFrom(collectionDate: string): string {
  let date = collectionDate;
  for (let days = 0; days < COLLECTED_AFTER_BUSINESS_DAYS;) {
    date = addDays(date, 1);
    if (isTargetBusinessDay(date)) days += 1;
  }
  return date;
}

export type MarkCollectedResult = { kind: "marked"; paid: number } | { kind: "tooEarly"; from: string } | { kind: "notFound" };

/**
 * For a bank that reports only what went wrong: once the return window of a sent file has
 * closed, its debits still processing count as collected (paid). Before that nothing changes;
 * without this call or a credit in a camt.054, an invoice stays processing. A later refund or
 * dispute still comes in as a camt.054 debit and turns the invoice refunded or disputed.
 */
export async function markCollected(paymentFileId: string, now: Date = new Date()): Promise<MarkCollectedResult> {
  const file = await db.paymentFile.findUnique({ where: { id: paymentFileId }, select: { id: true, executionDate: true, format: true } });
  if (!file || file.format !== "pain.008.001.02") return { kind: "notFound" };
  const from = collectedFrom(file.executionDate);
  const today = todayInAmsterdam(now);
  if (today < from) return { kind: "tooEarly", from };
  return db.$transaction(async (tx) => {
    const invoices = await tx.invoice.findMany({
      where: { collectionFileId: file.id, status: "processing" },
      select: { id: true, policy: { select: { mandateId: true } } },
    });
    if (invoices.length === 0) return { kind: "marked" as const, paid: 0 };
    const { count } = await tx.invoice.updateMany({
      where: { id: { in: invoices.map((invoice) => invoice.id) }, status: "processing" },
      data: { status: "paid", paidAt: now },
    });
    await tx.mandate.updateMany({
      where: { id: { in: [...new Set(invoices.map((invoice) => invoice.policy.mandateId))] }, firstCollectedOn: null },
      data: { firstCollectedOn: file.executionDate },
    });
    return { kind: "marked" as const, paid: count };
  });
}
