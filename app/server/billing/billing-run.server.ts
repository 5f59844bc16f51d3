// The monthly billing run (issue 14, decision 0041): for a run date it (a) makes each billable
// policy's due invoices, pro-rata last month included, and (b) bundles the invoices due for
// collection into SEPA pain.008 files. Called by scripts/billing-run.mjs (a scheduler, daily)
// and the /admin/billing button.
//
// Memory stays flat at 100,000 policies: policies and invoices are read in keyset batches, and
// each batch is one transaction (createMany; one file per batch and collection date, stored
// with its invoices linked). A run killed half way leaves whole batches or nothing of one, and
// the next run finishes the job: invoices are keyed by Invoice.billingKey (unique), so a second
// run, even one racing this one, makes nothing twice.
import { invoiceForPeriod, type BillablePolicy, type DueInvoice } from "~/domain/billing/billing";
import { buildPain008, collectionDate, pain008MessageId, type DirectDebit, type ExclusionReason } from "~/domain/billing/sepa-pain008";
import { documentNumber } from "~/domain/billing/sepa";
import { settleOnInvoice } from "~/domain/billing/proration";
import { refundDueBy } from "~/domain/account/policy-cancellation";
import { activateDueVersions } from "./policy-versions.server";
import { addDays, todayInAmsterdam } from "~/domain/platform/validation";
import { randomUUID } from "node:crypto";
import { config } from "../platform/config.server";
import { databaseTarget } from "../platform/database-url.mjs";
import { db, type Prisma } from "../platform/db.server";

export const BILLING_BATCH_SIZE = 1_000;
/**
 * How far back a run looks for periods without an invoice: a run missed for up to three months
 * is caught up; anything older was invoiced by an earlier run (or at checkout) and is not
 * looked at again, so a run's work does not grow with the age of the policies.
 */
export const CATCH_UP_DAYS = 92;
/** Statuses of the policies that are billed; pending_review, pending_underwriting and declined are not. */
const BILLED_POLICY_STATUSES = ["active", "cancelled"];
/** Invoices waiting for a direct debit. */
const COLLECTABLE_STATUSES = ["processing", "unfinished"];
/**
 * The reason stored on an invoice that can not be collected because its mandate was revoked: the
 * bank's own code for "no valid mandate", so the reminder pass and the customer's texts treat it
 * like a debit the bank refused with MD01.
 */
export const REVOKED_MANDATE_REASON = "MD01";

export type BillingScope = { partnerIds?: string[] };

export type BillingRunOptions = {
  /** Only these partners' policies and invoices (tests run side by side on one database). */
  scope?: BillingScope;
  batchSize?: number;
  now?: Date;
  /** Tests: called inside each batch's transaction just before it commits; throwing rolls the batch back. */
  beforeCommit?: (step: "invoices" | "collection", batch: number) => void | Promise<void>;
};

export type SkipReason = ExclusionReason | "mandateRevoked" | "raced";

export type BillingFileSummary = {
  id: string;
  messageId: string;
  collectionDate: string;
  transactions: number;
  controlSumCents: number;
  first: number;
  recurring: number;
};

export type BillingSummary = {
  runDate: string;
  invoicesMade: number;
  invoicedCents: number;
  files: BillingFileSummary[];
  debits: number;
  debitCents: number;
  /** Invoices not collected, with the reason (at most 200 listed; `skippedCounts` has them all). */
  skipped: { invoiceNumber: string; reason: SkipReason }[];
  skippedCounts: Partial<Record<SkipReason, number>>;
};

class BatchConflict extends Error {}

/** A unique constraint refused a row: P2002 from the client, SQLSTATE 23505 from a raw statement on PostgreSQL. */
function isUniqueViolation(error: unknown): boolean {
  const known = error as { code?: unknown; meta?: { code?: unknown } } | null;
  return (
    known?.code === "P2002" ||
    known?.meta?.code === "23505" ||
    /\b23505\b|unique constraint/i.test(String((error as Error | null)?.message ?? ""))
  );
}

type InvoiceRow = {
  number: string;
  partnerId: string;
  userId: string;
  policyId: string;
  amountCents: number;
  currency: string;
  status: string;
  kind: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  billingKey: string;
};

const INVOICE_COLUMNS = [
  "number",
  "partnerId",
  "userId",
  "policyId",
  "currency",
  "status",
  "kind",
  "periodStart",
  "periodEnd",
  "dueDate",
  "billingKey",
] as const;

/**
 * One batch of invoices in one statement. On PostgreSQL an INSERT from unnest() of one array per
 * column: Prisma's createMany through the pg adapter takes about 0.4 s per 1,000 rows, which
 * alone would spend most of the run's budget at 100,000 policies. SQLite keeps createMany.
 */
async function insertInvoices(tx: Prisma.TransactionClient, rows: readonly InvoiceRow[]): Promise<void> {
  if (databaseTarget(process.env.DATABASE_URL).kind !== "postgres") {
    await tx.invoice.createMany({ data: [...rows] });
    return;
  }
  const columns = ["id", ...INVOICE_COLUMNS].map((column) => `"${column}"`).join(", ");
  const arrays = ["$1::text[]", ...INVOICE_COLUMNS.map((_, index) => `$${index + 2}::text[]`)].join(", ");
  await tx.$executeRawUnsafe(
    `INSERT INTO "Invoice" (${columns}, "amountCents", "createdAt", "updatedAt")
     SELECT *, now(), now() FROM unnest(${arrays}, $${INVOICE_COLUMNS.length + 2}::int[])`,
    rows.map(() => randomUUID()),
    ...INVOICE_COLUMNS.map((column) => rows.map((row) => row[column])),
    rows.map((row) => row.amountCents),
  );
}

/** Local time in Amsterdam as YYYY-MM-DDTHH:MM:SS (the file's CreDtTm). */
function amsterdamDateTime(now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Amsterdam",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The periods of one policy due on or before the run date and not before the catch-up window. */
export function candidateInvoices(policy: BillablePolicy, runDate: string, windowStart: string): DueInvoice[] {
  const [startYear, startMonth] = policy.startDate.split("-").map(Number) as [number, number];
  const [windowYear, windowMonth] = windowStart.split("-").map(Number) as [number, number];
  // Start one month before the window's month: a clamped billing day never moves a period by more.
  let index = Math.max(0, (windowYear - startYear) * 12 + (windowMonth - startMonth) - 1);
  const due: DueInvoice[] = [];
  for (;;) {
    const invoice = invoiceForPeriod(policy, index);
    if (!invoice || invoice.dueDate > runDate) break;
    if (invoice.dueDate >= windowStart && invoice.amountCents > 0) due.push(invoice);
    index += 1;
  }
  return due;
}

/**
 * Invoices made before billing keys existed (the checkout's first invoice) get theirs, so a run
 * never invoices their period again. One statement; nothing to do once every invoice has a key.
 */
async function backfillBillingKeys(): Promise<void> {
  try {
    await db.$executeRawUnsafe(
      `UPDATE "Invoice" SET "billingKey" = "policyId" || ':' || "periodStart" WHERE "billingKey" IS NULL AND "kind" = 'premium'`,
    );
  } catch (error) {
    // Two old invoices of one period: leave them for a person; the run still works by key.
    if (!isUniqueViolation(error)) throw error;
  }
}

/** A change's difference still to settle (decision 0078), by policy. */
type OpenDifference = { versionId: string; differenceCents: number };

/**
 * The differences of changes in force that no invoice has carried yet. Few rows (changes of the
 * last month), read once per run, so the run's work per policy stays what it was.
 */
async function openDifferences(runDate: string, options: BillingRunOptions): Promise<Map<string, OpenDifference[]>> {
  const rows = await db.policyVersion.findMany({
    where: {
      settledInvoiceId: null,
      status: "in_force",
      differenceCents: { not: 0 },
      effectiveFrom: { lte: runDate },
      ...(options.scope?.partnerIds ? { policy: { partnerId: { in: options.scope.partnerIds } } } : {}),
    },
    orderBy: { version: "asc" },
    select: { id: true, policyId: true, differenceCents: true },
  });
  const byPolicy = new Map<string, OpenDifference[]>();
  for (const row of rows)
    byPolicy.set(row.policyId, [...(byPolicy.get(row.policyId) ?? []), { versionId: row.id, differenceCents: row.differenceCents }]);
  return byPolicy;
}

/**
 * Settles the differences on the invoices just made, in the batch's transaction: each version
 * points at the invoice that carried it, and a credit larger than the invoice becomes a credit
 * invoice and a refund (as a cancellation's overpaid premium, decision 0041), due in 14 days.
 */
async function settleDifferences(
  tx: Prisma.TransactionClient,
  settled: readonly { row: InvoiceRow; differences: OpenDifference[]; refundCents: number }[],
  runDate: string,
): Promise<void> {
  const invoices = await tx.invoice.findMany({
    where: { billingKey: { in: settled.map(({ row }) => row.billingKey) } },
    select: { id: true, billingKey: true },
  });
  const idByKey = new Map(invoices.map((invoice) => [invoice.billingKey, invoice.id]));
  for (const { row, differences, refundCents } of settled) {
    const invoiceId = idByKey.get(row.billingKey)!;
    const ids = differences.map((difference) => difference.versionId);
    const { count } = await tx.policyVersion.updateMany({
      where: { id: { in: ids }, settledInvoiceId: null },
      data: { settledInvoiceId: invoiceId },
    });
    // Another run settled them meanwhile: roll the batch back and read again.
    if (count !== ids.length) throw new BatchConflict();
    if (refundCents === 0) continue;
    const dueBy = refundDueBy(runDate);
    const credit = await tx.invoice.create({
      data: {
        number: documentNumber("CRN"),
        partnerId: row.partnerId,
        userId: row.userId,
        policyId: row.policyId,
        amountCents: refundCents,
        currency: row.currency,
        status: "processing",
        kind: "credit",
        billingKey: `credit:change:${ids[ids.length - 1]}`,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        dueDate: dueBy,
      },
      select: { id: true },
    });
    await tx.refund.create({
      data: {
        partnerId: row.partnerId,
        userId: row.userId,
        policyId: row.policyId,
        invoiceId: credit.id,
        amountCents: refundCents,
        dueBy,
        method: "sepa_credit_transfer",
      },
    });
  }
}

async function makeInvoices(runDate: string, options: BillingRunOptions, summary: BillingSummary): Promise<void> {
  const batchSize = options.batchSize ?? BILLING_BATCH_SIZE;
  const windowStart = addDays(runDate, -CATCH_UP_DAYS);
  const partnerFilter = options.scope?.partnerIds ? { partnerId: { in: options.scope.partnerIds } } : {};
  const differences = await openDifferences(runDate, options);
  let cursor: string | null = null;
  for (let batch = 1; ; batch += 1) {
    const policies: {
      id: string;
      partnerId: string;
      userId: string;
      startDate: string;
      endDate: string | null;
      status: string;
      grossMonthlyCents: number;
      currency: string;
    }[] = await db.policy.findMany({
      where: {
        status: { in: BILLED_POLICY_STATUSES },
        startDate: { lte: runDate },
        OR: [{ endDate: null }, { endDate: { gte: windowStart } }],
        ...partnerFilter,
        ...(cursor ? { id: { gt: cursor } } : {}),
      },
      orderBy: { id: "asc" },
      take: batchSize,
      select: {
        id: true,
        partnerId: true,
        userId: true,
        startDate: true,
        endDate: true,
        status: true,
        grossMonthlyCents: true,
        currency: true,
      },
    });
    if (policies.length === 0) return;
    cursor = policies[policies.length - 1]!.id;

    const candidates = policies.flatMap((policy) =>
      // A cancelled policy without an end date is an inconsistency: not billed rather than billed for ever.
      policy.status === "cancelled" && !policy.endDate
        ? []
        : candidateInvoices(
            { id: policy.id, startDate: policy.startDate, endDate: policy.endDate, monthlyCents: policy.grossMonthlyCents },
            runDate,
            windowStart,
          ).map((invoice) => ({ policy, invoice })),
    );
    if (candidates.length === 0) continue;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const made = await db.$transaction(async (tx) => {
          const existing = await tx.invoice.findMany({
            where: { billingKey: { in: candidates.map(({ invoice }) => invoice.key) } },
            select: { billingKey: true },
          });
          const taken = new Set(existing.map((row) => row.billingKey));
          const fresh = candidates.filter(({ invoice }) => !taken.has(invoice.key));
          // A change's difference rides on the policy's newest invoice of this run (its next collection).
          const carrier = new Map<string, string>();
          for (const { policy, invoice } of fresh) if (differences.has(policy.id)) carrier.set(policy.id, invoice.key);
          const settled: { row: InvoiceRow; differences: OpenDifference[]; refundCents: number }[] = [];
          const rows: InvoiceRow[] = fresh.map(({ policy, invoice }) => {
            const row: InvoiceRow = {
              number: documentNumber("INV"),
              partnerId: policy.partnerId,
              userId: policy.userId,
              policyId: policy.id,
              amountCents: invoice.amountCents,
              currency: policy.currency,
              status: "processing",
              kind: "premium",
              periodStart: invoice.periodStart,
              // A pro-rata last month ends on the last insured day.
              periodEnd: invoice.coveredUntil,
              dueDate: invoice.dueDate,
              billingKey: invoice.key,
            };
            if (carrier.get(policy.id) !== invoice.key) return row;
            const open = differences.get(policy.id)!;
            const { amountCents, refundCents } = settleOnInvoice(
              row.amountCents,
              open.map((difference) => difference.differenceCents),
            );
            // Nothing left to collect: the credit took it all (and what is more is refunded).
            const settledRow = { ...row, amountCents, status: amountCents === 0 ? "paid" : row.status };
            settled.push({ row: settledRow, differences: open, refundCents });
            return settledRow;
          });
          if (rows.length > 0) await insertInvoices(tx, rows);
          if (settled.length > 0) await settleDifferences(tx, settled, runDate);
          await options.beforeCommit?.("invoices", batch);
          return rows;
        });
        summary.invoicesMade += made.length;
        summary.invoicedCents += made.reduce((sum, row) => sum + row.amountCents, 0);
        break;
      } catch (error) {
        // Another run made some of these invoices meanwhile, or an invoice number came up twice:
        // the batch rolled back whole; read again and make what is still missing.
        if ((!isUniqueViolation(error) && !(error instanceof BatchConflict)) || attempt >= 3) throw error;
      }
    }
  }
}

function skip(summary: BillingSummary, invoiceNumber: string, reason: SkipReason, count = 1): void {
  summary.skippedCounts[reason] = (summary.skippedCounts[reason] ?? 0) + count;
  if (summary.skipped.length < 200) summary.skipped.push({ invoiceNumber, reason });
}

async function collect(runDate: string, options: BillingRunOptions, summary: BillingSummary, now: Date): Promise<void> {
  const batchSize = options.batchSize ?? BILLING_BATCH_SIZE;
  const creditor = config.sepaCreditor;
  const partnerFilter = options.scope?.partnerIds ? { partnerId: { in: options.scope.partnerIds } } : {};
  const waiting = {
    kind: "premium",
    status: { in: COLLECTABLE_STATUSES },
    collectionFileId: null,
    dueDate: { lte: runDate },
    ...partnerFilter,
  };

  // A revoked mandate can not be debited: the invoice fails now and the reminder pass asks the
  // customer to pay it another way (/invoice-reminder).
  const revoked = await db.invoice.findMany({
    where: { ...waiting, policy: { mandate: { revokedAt: { not: null } } } },
    select: { id: true, number: true },
    take: 200,
  });
  if (revoked.length > 0) {
    const { count } = await db.invoice.updateMany({
      where: { ...waiting, policy: { mandate: { revokedAt: { not: null } } } },
      data: { status: "failed", failureReason: REVOKED_MANDATE_REASON },
    });
    for (const invoice of revoked) skip(summary, invoice.number, "mandateRevoked", 0);
    summary.skippedCounts.mandateRevoked = (summary.skippedCounts.mandateRevoked ?? 0) + count;
  }

  const today = todayInAmsterdam(now);
  // The file is sent today, or on the run date when a run is made ahead of time.
  const fileDate = runDate > today ? runDate : today;
  const createdAt = amsterdamDateTime(now);
  let cursor: string | null = null;
  for (let batch = 1; ; batch += 1) {
    const invoices = await db.invoice.findMany({
      where: { ...waiting, endToEndId: null, policy: { mandate: { revokedAt: null } }, ...(cursor ? { id: { gt: cursor } } : {}) },
      orderBy: { id: "asc" },
      take: batchSize,
      select: {
        id: true,
        number: true,
        amountCents: true,
        currency: true,
        dueDate: true,
        periodStart: true,
        periodEnd: true,
        policy: {
          select: {
            number: true,
            mandate: { select: { reference: true, iban: true, accountHolder: true, signedOn: true, firstCollectedOn: true } },
          },
        },
      },
    });
    if (invoices.length === 0) return;
    const last: string = invoices[invoices.length - 1]!.id;
    cursor = last;

    const byDate = new Map<string, DirectDebit[]>();
    const idByNumber = new Map<string, string>();
    for (const invoice of invoices) {
      const mandate = invoice.policy.mandate;
      idByNumber.set(invoice.number, invoice.id);
      const debit: DirectDebit = {
        endToEndId: invoice.number,
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        mandateId: mandate.reference,
        mandateSignedOn: mandate.signedOn,
        sequenceType: mandate.firstCollectedOn ? "RCUR" : "FRST",
        collectionDate: collectionDate(invoice.dueDate, fileDate),
        debtorName: mandate.accountHolder,
        debtorIban: mandate.iban,
        remittance: `Premie polis ${invoice.policy.number} ${invoice.periodStart} - ${invoice.periodEnd} factuur ${invoice.number}`,
      };
      byDate.set(debit.collectionDate, [...(byDate.get(debit.collectionDate) ?? []), debit]);
    }

    for (const [date, debits] of byDate) {
      const messageId = pain008MessageId(
        creditor.identifier,
        fileDate,
        debits.map((debit) => debit.endToEndId),
      );
      const file = buildPain008({ messageId, createdAt, creditor, debits });
      for (const excluded of file.excluded) skip(summary, excluded.endToEndId, excluded.reason);
      if (!file.ok) {
        // The creditor is checked at start; only "no debits left" remains, already reported per debit.
        continue;
      }
      try {
        const stored = await db.$transaction(async (tx) => {
          const row = await tx.paymentFile.create({
            data: {
              format: "pain.008.001.02",
              messageId,
              creditorId: creditor.identifier,
              executionDate: date,
              transactionCount: file.numberOfTransactions,
              controlSumCents: file.controlSumCents,
              xml: file.xml,
            },
            select: { id: true },
          });
          for (const block of file.paymentInformation) {
            const ids = block.endToEndIds.map((number) => idByNumber.get(number)!);
            const { count } = await tx.invoice.updateMany({
              where: { id: { in: ids }, collectionFileId: null, status: { in: COLLECTABLE_STATUSES } },
              data: { collectionFileId: row.id, sequenceType: block.sequenceType, collectionDate: block.collectionDate },
            });
            // Another run took some of them (or a status changed): this file would debit them twice.
            if (count !== ids.length) throw new BatchConflict();
          }
          // The end-to-end id is the invoice number (decision 0041): the bank's answer names it.
          await tx.$executeRaw`UPDATE "Invoice" SET "endToEndId" = "number" WHERE "collectionFileId" = ${row.id}`;
          await options.beforeCommit?.("collection", batch);
          return row;
        });
        const first = file.paymentInformation
          .filter((block) => block.sequenceType === "FRST")
          .reduce((sum, block) => sum + block.numberOfTransactions, 0);
        summary.files.push({
          id: stored.id,
          messageId,
          collectionDate: date,
          transactions: file.numberOfTransactions,
          controlSumCents: file.controlSumCents,
          first,
          recurring: file.numberOfTransactions - first,
        });
        summary.debits += file.numberOfTransactions;
        summary.debitCents += file.controlSumCents;
      } catch (error) {
        // The same file stored by a racing run (same message id), or its invoices taken by it.
        if (!(error instanceof BatchConflict) && !isUniqueViolation(error)) throw error;
        for (const debit of debits) skip(summary, debit.endToEndId, "raced");
      }
    }
  }
}

/**
 * Bills every due period up to `runDate` (YYYY-MM-DD) and makes the collection files. Throws
 * only when the database fails; what was committed before stays and the next run goes on.
 */
export async function runBilling(runDate: string, options: BillingRunOptions = {}): Promise<BillingSummary> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(runDate) || Number.isNaN(Date.parse(`${runDate}T00:00:00Z`)))
    throw new Error(`not a run date: ${runDate}`);
  const summary: BillingSummary = {
    runDate,
    invoicesMade: 0,
    invoicedCents: 0,
    files: [],
    debits: 0,
    debitCents: 0,
    skipped: [],
    skippedCounts: {},
  };
  await backfillBillingKeys();
  // Changes and renewals whose day has come are in force before their periods are invoiced.
  await activateDueVersions(runDate, options.scope?.partnerIds);
  await makeInvoices(runDate, options, summary);
  // Thousands of new rows leave PostgreSQL's statistics behind, and the collection's keyset
  // query then scans every waiting invoice per batch (measured: 54 s instead of 15 s at 100,000).
  if (summary.invoicesMade >= 1_000 && databaseTarget(process.env.DATABASE_URL).kind === "postgres")
    await db.$executeRawUnsafe(`ANALYZE "Invoice"`);
  await collect(runDate, options, summary, options.now ?? new Date());
  return summary;
}
