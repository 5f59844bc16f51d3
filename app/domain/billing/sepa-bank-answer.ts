// Reading the bank's answer to our collections (issue 14, decision 0041): the camt.054.001.02
// debit/credit notification of the creditor account. Each booked transaction names our
// collection by its end-to-end id (the invoice number). A credit without return information is
// a collection that went through; a debit is money going back: with an ISO reason code it is a
// reject or return by the debtor's bank (AM04, MS02, AC04, MD01 ...) or the debtor's refund
// (MD06); without one it is a reversal. Matching an answer to invoices is a plan, not a write:
// the caller applies it in one transaction and records the answer keys it applied.
import type { InvoiceStatus } from "./invoice-status";
import { childAt, childrenNamed, readXml, textAt, type XmlElement, type XmlReadError } from "../platform/xml-reader";
import { BANK_ANSWER_MAX_BYTES } from "../platform/request-limits";

/** The billing desk's upload field for a bank's answer, and its size limit as the page states it. */
export const BANK_ANSWER_FIELD = "answer";
export const BANK_ANSWER_MAX_LABEL = `${BANK_ANSWER_MAX_BYTES / (1024 * 1024)} MB`;

export const CAMT054_NAMESPACE = "urn:iso:std:iso:20022:tech:xsd:camt.054.001.02";
/** A day's answer for a few thousand policies is well under this. */
export const BANK_ANSWER_MAX_CHARACTERS = 5_000_000;

export type BankAnswerStatus = "accepted" | "rejected" | "refunded" | "reversed";

export type BankAnswerTransaction = {
  /** Identifies this booking across deliveries of the same answer (the bank's reference when it gives one). */
  key: string;
  endToEndId: string;
  mandateId: string | null;
  /** The collection's original amount. */
  amountCents: number;
  status: BankAnswerStatus;
  /** The ISO reason code of a reject, return or refund (AM04, MD01, MD06, MS02 ...). */
  reasonCode: string | null;
  bookingDate: string | null;
};

export type SkippedBooking = { reason: "noEndToEndId" | "notBooked" | "amount" | "currency"; reference: string | null };

export type BankAnswer = { messageId: string | null; transactions: BankAnswerTransaction[]; skipped: SkippedBooking[] };

export type BankAnswerError = XmlReadError | "notCamt054";
export type BankAnswerReadResult = { ok: true; answer: BankAnswer } | { ok: false; error: BankAnswerError; detail: string };

/** An amount like "29.99" in cents, or null (negative, more than two decimals, not a number). */
export function parseAmountCents(value: string | null): number | null {
  const match = value ? /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value.trim()) : null;
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

function amountOf(transaction: XmlElement, entry: XmlElement, single: boolean): { cents: number | null; currency: string | null } {
  const amount =
    childAt(transaction, "AmtDtls", "InstdAmt", "Amt") ??
    childAt(transaction, "AmtDtls", "TxAmt", "Amt") ??
    childAt(transaction, "Amt") ??
    (single ? childAt(entry, "Amt") : null);
  return { cents: parseAmountCents(amount?.text ?? null), currency: amount?.attributes.Ccy ?? null };
}

function statusOf(credit: boolean, reasonCode: string | null): BankAnswerStatus {
  if (credit && !reasonCode) return "accepted";
  if (!reasonCode) return "reversed";
  return reasonCode === "MD06" ? "refunded" : "rejected";
}

/** Reads a camt.054.001.02 file. Never throws: a file that is not one is a result saying why. */
export function readBankAnswer(source: string): BankAnswerReadResult {
  const read = readXml(source, { maxCharacters: BANK_ANSWER_MAX_CHARACTERS });
  if (!read.ok) return read;
  const notification = childAt(read.root, "BkToCstmrDbtCdtNtfctn");
  if (read.root.name !== "Document" || read.root.namespace !== CAMT054_NAMESPACE || !notification) {
    return { ok: false, error: "notCamt054", detail: `root ${read.root.name} in ${read.root.namespace ?? "no namespace"}` };
  }
  const transactions: BankAnswerTransaction[] = [];
  const skipped: SkippedBooking[] = [];
  for (const notice of childrenNamed(notification, "Ntfctn")) {
    for (const entry of childrenNamed(notice, "Ntry")) {
      const entryReference = textAt(entry, "AcctSvcrRef") ?? textAt(entry, "NtryRef");
      const details = childrenNamed(entry, "NtryDtls").flatMap((block) => childrenNamed(block, "TxDtls"));
      if (textAt(entry, "Sts") !== "BOOK") {
        skipped.push({ reason: "notBooked", reference: entryReference });
        continue;
      }
      // A batch booked as one amount names no collection; pain008 asks for bookings per transaction.
      if (details.length === 0) skipped.push({ reason: "noEndToEndId", reference: entryReference });
      const credit = textAt(entry, "CdtDbtInd") === "CRDT";
      const bookingDate = textAt(entry, "BookgDt", "Dt") ?? textAt(entry, "BookgDt", "DtTm")?.slice(0, 10) ?? null;
      details.forEach((transaction, index) => {
        const endToEndId = textAt(transaction, "Refs", "EndToEndId");
        const reference = textAt(transaction, "Refs", "AcctSvcrRef") ?? (entryReference ? `${entryReference}#${index + 1}` : null);
        if (!endToEndId || endToEndId === "NOTPROVIDED") return skipped.push({ reason: "noEndToEndId", reference });
        const { cents, currency } = amountOf(transaction, entry, details.length === 1);
        if (cents === null || cents === 0) return skipped.push({ reason: "amount", reference: reference ?? endToEndId });
        if (currency !== "EUR") return skipped.push({ reason: "currency", reference: reference ?? endToEndId });
        const reasonCode = textAt(transaction, "RtrInf", "Rsn", "Cd") ?? textAt(transaction, "RtrInf", "Rsn", "Prtry");
        const status = statusOf(credit, reasonCode);
        transactions.push({
          key: reference ?? `${endToEndId}:${status}:${reasonCode ?? ""}:${bookingDate ?? ""}`,
          endToEndId,
          mandateId: textAt(transaction, "Refs", "MndtId"),
          amountCents: cents,
          status,
          reasonCode,
          bookingDate,
        });
      });
    }
  }
  return { ok: true, answer: { messageId: textAt(notification, "GrpHdr", "MsgId"), transactions, skipped } };
}

export type InvoiceToMatch = { id: string; /** The collection's end-to-end id. */ number: string; amountCents: number; status: string };

type Base = { answerKey: string; endToEndId: string };
export type AnswerOutcome =
  | (Base & { kind: "apply"; invoiceId: string; from: string; to: InvoiceStatus; reasonCode: string | null })
  | (Base & { kind: "mandateRevoked"; invoiceId: string; from: string; to: InvoiceStatus; mandateId: string | null; reasonCode: "MD01" })
  | (Base & { kind: "unmatched" })
  | (Base & { kind: "amountDiffers"; invoiceId: string; invoiceCents: number; answerCents: number })
  | (Base & { kind: "duplicate"; invoiceId: string | null })
  | (Base & { kind: "notApplicable"; invoiceId: string; from: string; status: BankAnswerStatus; reasonCode: string | null });

/**
 * The invoice status a transaction leads to from the invoice's current status, "same" when the
 * invoice already has it (the answer was applied before), or null when it does not fit (money
 * collected for a cancelled invoice, a refund of a debit that failed ...), left to a person.
 * MD01 (no valid mandate) on a paid invoice is the debtor disputing a collection that went
 * through; before it went through it is a failed debit.
 */
function nextStatus(from: string, transaction: BankAnswerTransaction): InvoiceStatus | "same" | null {
  const open = from === "processing" || from === "unknown" || from === "unfinished";
  switch (transaction.status) {
    case "accepted":
      return from === "paid" ? "same" : open ? "paid" : null;
    case "rejected":
      if (transaction.reasonCode === "MD01" && (from === "paid" || from === "disputed")) return from === "disputed" ? "same" : "disputed";
      return from === "failed" ? "same" : open || from === "paid" ? "failed" : null;
    case "refunded":
    case "reversed":
      return from === "refunded" ? "same" : open || from === "paid" ? "refunded" : null;
  }
}

/**
 * What a bank answer does to invoices, in the answer's order (a collection credited and
 * returned in the same file ends failed). `appliedKeys` are the answer keys applied before;
 * a key seen again, or a transaction whose status the invoice already has, is a duplicate and
 * changes nothing. Never throws.
 */
export function planBankAnswer(
  transactions: readonly BankAnswerTransaction[],
  invoices: readonly InvoiceToMatch[],
  appliedKeys: Iterable<string> = [],
): { outcomes: AnswerOutcome[]; revokedMandates: string[] } {
  const byNumber = new Map(invoices.map((invoice) => [invoice.number, invoice]));
  const current = new Map(invoices.map((invoice) => [invoice.id, invoice.status]));
  const seen = new Set(appliedKeys);
  const outcomes: AnswerOutcome[] = [];
  const revokedMandates = new Set<string>();
  for (const transaction of transactions) {
    const base = { answerKey: transaction.key, endToEndId: transaction.endToEndId };
    const invoice = byNumber.get(transaction.endToEndId);
    if (seen.has(transaction.key)) {
      outcomes.push({ ...base, kind: "duplicate", invoiceId: invoice?.id ?? null });
      continue;
    }
    seen.add(transaction.key);
    if (!invoice) {
      outcomes.push({ ...base, kind: "unmatched" });
      continue;
    }
    if (transaction.amountCents !== invoice.amountCents) {
      outcomes.push({
        ...base,
        kind: "amountDiffers",
        invoiceId: invoice.id,
        invoiceCents: invoice.amountCents,
        answerCents: transaction.amountCents,
      });
      continue;
    }
    const from = current.get(invoice.id) ?? invoice.status;
    const to = nextStatus(from, transaction);
    if (transaction.reasonCode === "MD01" && transaction.status === "rejected" && transaction.mandateId)
      revokedMandates.add(transaction.mandateId);
    if (to === "same") outcomes.push({ ...base, kind: "duplicate", invoiceId: invoice.id });
    else if (to === null)
      outcomes.push({
        ...base,
        kind: "notApplicable",
        invoiceId: invoice.id,
        from,
        status: transaction.status,
        reasonCode: transaction.reasonCode,
      });
    else {
      current.set(invoice.id, to);
      if (transaction.reasonCode === "MD01" && transaction.status === "rejected") {
        outcomes.push({
          ...base,
          kind: "mandateRevoked",
          invoiceId: invoice.id,
          from,
          to,
          mandateId: transaction.mandateId,
          reasonCode: "MD01",
        });
      } else outcomes.push({ ...base, kind: "apply", invoiceId: invoice.id, from, to, reasonCode: transaction.reasonCode });
    }
  }
  return { outcomes, revokedMandates: [...revokedMandates] };
}
