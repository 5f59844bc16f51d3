// A policy's versions (issue 34, decision 0078): version 1 is the purchase, each change or
// renewal adds one. The Policy row always holds what is in force today (the billing run, claims
// and documents read it); a version that takes effect later waits as `scheduled` and is put in
// force by activateDueVersions (the billing run calls it first, a change effective today at once).
import { changeSettlement } from "~/domain/billing/proration";
import { invoiceKey } from "~/domain/billing/billing";
import { addDays, todayInAmsterdam } from "~/domain/platform/field-checks";
import { writeAudit } from "../platform/audit.server";
import { db, type Prisma } from "../platform/db.server";

type Tx = Prisma.TransactionClient;

export const VERSION_SELECT = {
  id: true,
  policyId: true,
  version: true,
  reason: true,
  status: true,
  effectiveFrom: true,
  effectiveTo: true,
  answers: true,
  insuredObject: true,
  changedFields: true,
  netMonthlyCents: true,
  grossMonthlyCents: true,
  discountPercent: true,
  perClaimCents: true,
  perYearCents: true,
  deductibleCents: true,
  differenceCents: true,
  settledInvoiceId: true,
  reviewDueAt: true,
  reviewedAt: true,
  createdAt: true,
} as const;

export type PolicyVersionRow = Prisma.PolicyVersionGetPayload<{ select: typeof VERSION_SELECT }>;

function isUniqueViolation(error: unknown): boolean {
  return (
    (error as { code?: unknown } | null)?.code === "P2002" || /unique constraint/i.test(String((error as Error | null)?.message ?? ""))
  );
}

/**
 * Version 1 of a policy bought before versions existed (or by the checkout, which writes none):
 * made on first read from the policy as it stands. Two first reads at once make it once.
 */
export async function ensureFirstVersion(policyId: string): Promise<void> {
  if (await db.policyVersion.findFirst({ where: { policyId }, select: { id: true } })) return;
  const policy = await db.policy.findUnique({
    where: { id: policyId },
    select: {
      startDate: true,
      endDate: true,
      answers: true,
      insuredObject: true,
      netMonthlyCents: true,
      grossMonthlyCents: true,
      discountPercent: true,
      perClaimCents: true,
      perYearCents: true,
      deductibleCents: true,
    },
  });
  if (!policy) return;
  try {
    await db.policyVersion.create({
      data: {
        policyId,
        version: 1,
        reason: "purchase",
        status: "in_force",
        effectiveFrom: policy.startDate,
        effectiveTo: policy.endDate,
        answers: policy.answers as Prisma.InputJsonValue,
        insuredObject: (policy.insuredObject ?? undefined) as Prisma.InputJsonValue | undefined,
        netMonthlyCents: policy.netMonthlyCents,
        grossMonthlyCents: policy.grossMonthlyCents,
        discountPercent: policy.discountPercent,
        perClaimCents: policy.perClaimCents,
        perYearCents: policy.perYearCents,
        deductibleCents: policy.deductibleCents,
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Every version of a policy, oldest first (version 1 made when missing). */
export async function policyVersions(policyId: string): Promise<PolicyVersionRow[]> {
  await ensureFirstVersion(policyId);
  return db.policyVersion.findMany({ where: { policyId }, orderBy: { version: "asc" }, select: VERSION_SELECT });
}

/** A version as a history lists it, on the customer's policy page and in the back office: why, its state, dates and premium, the difference it settled. */
export function historyRow(version: PolicyVersionRow) {
  const { reason, status, effectiveFrom, effectiveTo, grossMonthlyCents, differenceCents } = version;
  return { version: version.version, reason, status, effectiveFrom, effectiveTo, grossMonthlyCents, differenceCents };
}

/** One version of a policy by its number, or null. */
export async function policyVersion(policyId: string, version: number): Promise<PolicyVersionRow | null> {
  if (!Number.isInteger(version) || version < 1 || version > 10_000) return null;
  await ensureFirstVersion(policyId);
  return db.policyVersion.findUnique({ where: { policyId_version: { policyId, version } }, select: VERSION_SELECT });
}

/** The invoices that carried a policy's differences, by id (for the history's invoice lines). */
export async function settlingInvoices(
  ids: readonly string[],
): Promise<Map<string, { number: string; amountCents: number; dueDate: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.invoice.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, number: true, amountCents: true, dueDate: true },
  });
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether the policy's period starting on `periodStart` has an invoice. */
export async function periodInvoiced(client: Pick<Tx, "invoice">, policyId: string, periodStart: string): Promise<boolean> {
  return (await client.invoice.findUnique({ where: { billingKey: invoiceKey(policyId, periodStart) }, select: { id: true } })) !== null;
}

/**
 * Puts a version in force inside a transaction: the version before it ends the day before, the
 * policy takes its answers and premium, and the difference for the rest of the period it starts
 * in is stored on it (settled by the next invoice). Returns false when the version was no longer
 * waiting (another request put it in force or it was declined).
 */
export async function putInForce(tx: Tx, versionId: string, fromStatuses: readonly string[]): Promise<boolean> {
  const version = await tx.policyVersion.findUnique({ where: { id: versionId }, select: VERSION_SELECT });
  if (!version || !fromStatuses.includes(version.status)) return false;
  const policy = await tx.policy.findUniqueOrThrow({
    where: { id: version.policyId },
    select: { id: true, startDate: true, grossMonthlyCents: true, partnerId: true, userId: true, number: true },
  });
  const settlement = changeSettlement({
    startDate: policy.startDate,
    effectiveDate: version.effectiveFrom,
    oldMonthlyCents: policy.grossMonthlyCents,
    newMonthlyCents: version.grossMonthlyCents,
    periodInvoiced: await periodInvoiced(tx, policy.id, periodStartOf(policy.startDate, version.effectiveFrom)),
  });
  const claimed = await tx.policyVersion.updateMany({
    where: { id: version.id, status: { in: [...fromStatuses] } },
    data: { status: "in_force", differenceCents: version.reason === "renewal" ? 0 : settlement.differenceCents },
  });
  if (claimed.count === 0) return false;
  await tx.policyVersion.updateMany({
    where: { policyId: policy.id, status: "in_force", effectiveTo: null, version: { lt: version.version } },
    data: { effectiveTo: addDays(version.effectiveFrom, -1) },
  });
  await tx.policy.update({
    where: { id: policy.id },
    data: {
      answers: version.answers as Prisma.InputJsonValue,
      insuredObject: (version.insuredObject ?? undefined) as Prisma.InputJsonValue | undefined,
      netMonthlyCents: version.netMonthlyCents,
      grossMonthlyCents: version.grossMonthlyCents,
      discountPercent: version.discountPercent,
      perClaimCents: version.perClaimCents,
      perYearCents: version.perYearCents,
      deductibleCents: version.deductibleCents,
    },
  });
  await writeAudit(
    {
      staff: null,
      action: "policy_version_in_force",
      partnerId: policy.partnerId,
      userId: policy.userId,
      details: {
        policy: policy.number,
        version: version.version,
        reason: version.reason,
        effectiveFrom: version.effectiveFrom,
        old: policy.grossMonthlyCents,
        new: version.grossMonthlyCents,
        differenceCents: version.reason === "renewal" ? 0 : settlement.differenceCents,
      },
    },
    tx,
  );
  return true;
}

function periodStartOf(startDate: string, date: string): string {
  return changeSettlement({ startDate, effectiveDate: date, oldMonthlyCents: 0, newMonthlyCents: 0, periodInvoiced: true }).period
    .periodStart;
}

/**
 * Puts in force every scheduled version whose date has come (changes chosen for a later day,
 * renewals on their anniversary, not held). Few rows a day: one indexed query, one small
 * transaction per version. Optional partner scope as the billing run has it.
 */
export async function activateDueVersions(date: string = todayInAmsterdam(), partnerIds?: string[]): Promise<number> {
  const due = await db.policyVersion.findMany({
    where: {
      status: "scheduled",
      effectiveFrom: { lte: date },
      ...(partnerIds ? { policy: { partnerId: { in: partnerIds } } } : {}),
    },
    orderBy: [{ effectiveFrom: "asc" }, { version: "asc" }],
    select: { id: true },
    take: 10_000,
  });
  let count = 0;
  for (const { id } of due) if (await db.$transaction((tx) => putInForce(tx, id, ["scheduled"]))) count += 1;
  return count;
}
