// Cancelling a policy and refunding the overpaid premium (issue 14, spec section 4; decision
// 0044). Cancelling ends the policy once and, in the same transaction, settles every premium
// invoice the customer paid or is paying (settleOnCancellation in billing.ts): what covers the
// days after the end date becomes one credit invoice (billingKey "credit:<policyId>") and one
// Refund, due at the latest 14 days after the final debit. Nothing overpaid: neither. A refund
// run bundles the pending refunds into one SEPA credit transfer file (pain.001.001.03) from
// the insurer's account; each refund goes out once.
import { settleOnCancellation } from "~/domain/billing/billing";
import { refundDueBy } from "~/domain/account/policy-cancellation";
import { documentNumber } from "~/domain/billing/sepa";
import { buildPain001, executionDate, pain001MessageId, type CreditTransfer, type Debtor } from "~/domain/billing/sepa-pain001";
import { db } from "../platform/db.server";
import { logger } from "../platform/logger.server";

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** Collected or being collected: money the customer has paid or will have paid. */
const SETTLED_STATUSES = ["paid", "processing", "unfinished"] as const;
/** Debits the bank has not answered yet: a refund of their money waits for the answer. */
const OPEN_COLLECTION_STATUSES = ["processing", "unfinished"] as const;

export const creditKey = (policyId: string) => `credit:${policyId}`;

export type CancellationSettlementResult = {
  creditCents: number;
  creditInvoiceId: string | null;
  refundId: string | null;
  dueBy: string | null;
};

/**
 * The credit and refund for a policy that ends on `endDate`, cancelled on `today`. Part of the
 * cancellation's transaction; a second call finds the credit's billingKey taken and makes
 * nothing. The refund is due 14 days after the final debit (its collection date, else its due
 * date), and never before 14 days from today: a debit long past can not make a refund overdue
 * on the day it is asked for.
 */
export async function settleCancellation(tx: Tx, policyId: string, endDate: string, today: string): Promise<CancellationSettlementResult> {
  const none = { creditCents: 0, creditInvoiceId: null, refundId: null, dueBy: null };
  const policy = await tx.policy.findUnique({
    where: { id: policyId },
    select: { id: true, number: true, partnerId: true, userId: true, startDate: true, grossMonthlyCents: true, currency: true },
  });
  if (!policy) return none;
  if (await tx.invoice.findUnique({ where: { billingKey: creditKey(policyId) }, select: { id: true } })) return none;
  const { creditCents, finalDebit, periodEnd } = await overpaidAfter(tx, policy, endDate);
  if (creditCents === 0) return none;
  const dueBy = [refundDueBy(finalDebit || today), refundDueBy(today)].sort()[1]!;
  const credit = await tx.invoice.create({
    data: {
      number: documentNumber("CRN"),
      partnerId: policy.partnerId,
      userId: policy.userId,
      policyId: policy.id,
      amountCents: creditCents,
      currency: policy.currency,
      status: "processing",
      kind: "credit",
      billingKey: creditKey(policy.id),
      // The days given back: from the day after the end date to the end of the last paid period.
      periodStart: addOneDay(endDate),
      periodEnd,
      dueDate: dueBy,
    },
    select: { id: true },
  });
  const refund = await tx.refund.create({
    data: {
      partnerId: policy.partnerId,
      userId: policy.userId,
      policyId: policy.id,
      invoiceId: credit.id,
      amountCents: creditCents,
      dueBy,
      method: "sepa_credit_transfer",
    },
    select: { id: true },
  });
  return { creditCents, creditInvoiceId: credit.id, refundId: refund.id, dueBy };
}

type CreditPolicy = { id: string; startDate: string; grossMonthlyCents: number };

/**
 * What the premium invoices still in (paid, or being collected) pay for past `endDate`: the
 * credit, the last debit's date and the end of the last period that pays for days after it.
 */
async function overpaidAfter(tx: Tx, policy: CreditPolicy, endDate: string) {
  const invoices = await tx.invoice.findMany({
    where: { policyId: policy.id, kind: "premium", status: { in: [...SETTLED_STATUSES] } },
    select: { periodStart: true, periodEnd: true, amountCents: true, dueDate: true, collectionDate: true },
  });
  let creditCents = 0;
  let finalDebit = "";
  let periodEnd = endDate;
  for (const invoice of invoices) {
    const debit = invoice.collectionDate ?? invoice.dueDate;
    if (debit > finalDebit) finalDebit = debit;
    const { returnCents } = settleOnCancellation(
      { id: policy.id, startDate: policy.startDate, monthlyCents: policy.grossMonthlyCents },
      invoice,
      endDate,
    );
    if (returnCents > 0) {
      creditCents += returnCents;
      if (invoice.periodEnd > periodEnd) periodEnd = invoice.periodEnd;
    }
  }
  return { creditCents, finalDebit, periodEnd };
}

/**
 * A debit of a cancelled policy failed or came back after the cancelling made its credit: the
 * credit counted money that is not, or no longer, in (decision 0073). A refund not yet paid out
 * is made again from the debits still in: smaller, or canceled with its credit when nothing is
 * left. A refund already in a transfer file is left as it is and logged for the back office.
 */
export async function recheckCreditAfterLostDebit(tx: Tx, policyId: string): Promise<void> {
  const credit = await tx.invoice.findUnique({
    where: { billingKey: creditKey(policyId) },
    select: { id: true, amountCents: true, status: true },
  });
  if (!credit || credit.status === "canceled") return;
  const policy = await tx.policy.findUnique({
    where: { id: policyId },
    select: { id: true, startDate: true, grossMonthlyCents: true, endDate: true },
  });
  if (!policy?.endDate) return;
  const { creditCents } = await overpaidAfter(tx, policy, policy.endDate);
  if (creditCents >= credit.amountCents) return;
  const open = { invoiceId: credit.id, status: "pending", transferFileId: null };
  if ((await tx.refund.count({ where: open })) === 0) {
    logger.warn(
      { policyId, creditCents: credit.amountCents, stillInCents: creditCents },
      "a refund was paid out for a debit that failed or came back later",
    );
    return;
  }
  if (creditCents === 0) {
    await tx.refund.updateMany({ where: open, data: { status: "canceled" } });
    await tx.invoice.update({ where: { id: credit.id }, data: { status: "canceled" } });
  } else {
    await tx.refund.updateMany({ where: open, data: { amountCents: creditCents } });
    await tx.invoice.update({ where: { id: credit.id }, data: { amountCents: creditCents } });
  }
}

function addOneDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export type CancelPolicyInput = {
  policyId: string;
  userId: string;
  partnerId: string;
  endDate: string;
  today: string;
  /** The confirmation in the customer's language, written in the same transaction. */
  message: { subject: string; body: string };
};

export type CancelPolicyResult = { cancelled: false } | ({ cancelled: true } & CancellationSettlementResult);

/**
 * Cancels an active, uncancelled policy of this customer once (a conditional update: a second
 * submit or another tab finds nothing), with its inbox message, credit and refund.
 */
export async function cancelPolicy(input: CancelPolicyInput): Promise<CancelPolicyResult> {
  return db.$transaction(async (tx) => {
    const updated = await tx.policy.updateMany({
      where: { id: input.policyId, userId: input.userId, partnerId: input.partnerId, status: "active", cancelledAt: null },
      data: { status: "cancelled", endDate: input.endDate, cancelledAt: new Date() },
    });
    if (updated.count === 0) return { cancelled: false as const };
    await tx.inboxMessage.create({
      data: { partnerId: input.partnerId, userId: input.userId, subject: input.message.subject, body: input.message.body },
    });
    const settlement = await settleCancellation(tx, input.policyId, input.endDate, input.today);
    return { cancelled: true as const, ...settlement };
  });
}

export type RefundRunResult = {
  fileId: string | null;
  messageId: string | null;
  transactionCount: number;
  controlSumCents: number;
  excluded: { refundId: string; reason: string }[];
};

/**
 * Pays the pending SEPA refunds in one pain.001.001.03 file from `debtor` (the insurer's
 * account: the SEPA creditor of the debits, config.sepaCreditor). A refund waits while a debit
 * of its policy is unanswered (the money may not come in). The file and the refunds' "sent"
 * are one transaction; a refund is taken only while still pending without a file, so two runs
 * never pay one twice. `date` is the run's day (ISO); the bank executes on the first business
 * day from then.
 */
export async function runRefunds(
  date: string,
  options: { debtor: Debtor; now?: Date; scope?: { partnerIds?: string[] } },
): Promise<RefundRunResult> {
  const now = options.now ?? new Date();
  const pending = await db.refund.findMany({
    where: {
      ...(options.scope?.partnerIds ? { partnerId: { in: options.scope.partnerIds } } : {}),
      status: "pending",
      method: "sepa_credit_transfer",
      transferFileId: null,
      policy: { invoices: { none: { kind: "premium", status: { in: [...OPEN_COLLECTION_STATUSES] } } } },
    },
    orderBy: [{ dueBy: "asc" }, { id: "asc" }],
    select: {
      id: true,
      amountCents: true,
      invoice: { select: { number: true } },
      policy: { select: { number: true, mandate: { select: { iban: true, accountHolder: true } } } },
    },
  });
  const empty: RefundRunResult = { fileId: null, messageId: null, transactionCount: 0, controlSumCents: 0, excluded: [] };
  if (pending.length === 0) return empty;
  const execution = executionDate(date);
  const byEndToEnd = new Map<string, string>();
  const transfers: CreditTransfer[] = pending.map((refund) => {
    const endToEndId = refund.invoice?.number ?? refund.id;
    byEndToEnd.set(endToEndId, refund.id);
    return {
      endToEndId,
      amountCents: refund.amountCents,
      executionDate: execution,
      creditorName: refund.policy.mandate.accountHolder,
      creditorIban: refund.policy.mandate.iban,
      remittance: `Restitutie premie polis ${refund.policy.number} ${endToEndId}`,
    };
  });
  const messageId = pain001MessageId(options.debtor.iban, date, [...byEndToEnd.keys()]);
  const built = buildPain001({ messageId, createdAt: `${date}T${now.toISOString().slice(11, 19)}`, debtor: options.debtor, transfers });
  const excluded = built.excluded.map((item) => ({ refundId: byEndToEnd.get(item.endToEndId) ?? item.endToEndId, reason: item.reason }));
  if (excluded.length > 0) logger.warn({ excluded }, "refunds left out of the transfer file");
  if (!built.ok) {
    if (!built.problems.every((problem) => problem === "noTransfers"))
      logger.error({ problems: built.problems }, "no refund transfer file");
    return { ...empty, excluded };
  }
  const refundIds = [...byEndToEnd.entries()]
    .filter(([endToEndId]) => !built.excluded.some((item) => item.endToEndId === endToEndId))
    .map(([, id]) => id);
  try {
    const fileId = await db.$transaction(async (tx) => {
      const file = await tx.paymentFile.create({
        data: {
          format: "pain.001.001.03",
          messageId: built.messageId,
          creditorId: options.debtor.identifier,
          executionDate: execution,
          transactionCount: built.numberOfTransactions,
          controlSumCents: built.controlSumCents,
          xml: built.xml,
        },
        select: { id: true },
      });
      const sent = await tx.refund.updateMany({
        where: { id: { in: refundIds }, status: "pending", transferFileId: null },
        data: { status: "sent", transferFileId: file.id },
      });
      // Another run took some of them meanwhile: this file must not go out.
      if (sent.count !== refundIds.length) throw new RefundRaceError();
      return file.id;
    });
    return {
      fileId,
      messageId: built.messageId,
      transactionCount: built.numberOfTransactions,
      controlSumCents: built.controlSumCents,
      excluded,
    };
  } catch (error) {
    // The same file again (its message id is taken) or a concurrent run: that run pays them.
    if (error instanceof RefundRaceError || (error as { code?: unknown } | null)?.code === "P2002") return { ...empty, excluded };
    throw error;
  }
}

class RefundRaceError extends Error {
  override name = "RefundRaceError";
}
