// Changes during the term and the money (issue 34, decision 0078) on a scratch database: a change
// put in force by the run on its day settles its prorated difference on the next invoice, in a
// pain.008 file that passes the schema with the adjusted amount, once; a credit larger than the
// next invoice leaves nothing to collect and is refunded. Each test has a partner of its own.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import { validateAgainstXsd } from "../unit/support/xsd";
import { createBilledPolicy, createBillingPartner } from "../support/billing-data";

await testDatabase("policy-changes");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "policy-changes-test-secret";

const { db } = await import("~/server/platform/db.server");
const { runBilling } = await import("~/server/billing/billing-run.server");
const { ensureFirstVersion, policyVersions } = await import("~/server/billing/policy-versions.server");

const XSD = path.resolve("tests/fixtures/standards/pain.008.001.02.xsd");

async function scheduleChange(policyId: string, effectiveFrom: string, grossMonthlyCents: number) {
  await ensureFirstVersion(policyId);
  return db.policyVersion.create({
    data: {
      policyId,
      version: 2,
      reason: "change",
      status: "scheduled",
      effectiveFrom,
      answers: [],
      changedFields: ["postcode"],
      netMonthlyCents: grossMonthlyCents,
      grossMonthlyCents,
    },
  });
}

describe("a change during the term", () => {
  it("is put in force on its day and its prorated difference rides on the next invoice, in a valid pain.008", async () => {
    const partner = await createBillingPartner(db, "change");
    const scope = { partnerIds: [partner.id] };
    const policy = await createBilledPolicy(db, partner.id, { startDate: "2030-01-10", monthlyCents: 2000 });
    await runBilling("2030-01-10", { scope });
    const change = await scheduleChange(policy.policyId, "2030-01-25", 2600);

    // Before its day nothing happens to the policy.
    await runBilling("2030-01-24", { scope });
    expect(await db.policy.findUniqueOrThrow({ where: { id: policy.policyId } })).toMatchObject({ grossMonthlyCents: 2000 });

    await runBilling("2030-01-25", { scope });
    // Period 2030-01-10..2030-02-09 has 31 days; 25 Jan..9 Feb is 16 of them: 600 * 16 / 31 = 309.68 -> 310.
    expect(await db.policyVersion.findUniqueOrThrow({ where: { id: change.id } })).toMatchObject({
      status: "in_force",
      differenceCents: 310,
      settledInvoiceId: null,
    });
    expect(await db.policy.findUniqueOrThrow({ where: { id: policy.policyId } })).toMatchObject({ grossMonthlyCents: 2600 });
    const versions = await policyVersions(policy.policyId);
    expect(versions.map((version) => [version.version, version.effectiveFrom, version.effectiveTo])).toEqual([
      [1, "2030-01-10", "2030-01-24"],
      [2, "2030-01-25", null],
    ]);

    const run = await runBilling("2030-02-10", { scope });
    const invoice = await db.invoice.findFirstOrThrow({ where: { policyId: policy.policyId, periodStart: "2030-02-10" } });
    expect(invoice.amountCents).toBe(2600 + 310);
    expect(await db.policyVersion.findUniqueOrThrow({ where: { id: change.id } })).toMatchObject({ settledInvoiceId: invoice.id });
    const file = await db.paymentFile.findUniqueOrThrow({ where: { id: invoice.collectionFileId! } });
    expect(file.xml).toContain('<InstdAmt Ccy="EUR">29.10</InstdAmt>');
    expect(run.files.map((entry) => entry.id)).toContain(file.id);
    expect(await validateAgainstXsd(XSD, [file.xml])).toEqual([[]]);
    expect(await db.auditLog.count({ where: { action: "policy_version_in_force", partnerId: partner.id } })).toBe(1);

    // Settled once: the month after is the new premium only.
    await runBilling("2030-02-10", { scope });
    await runBilling("2030-03-10", { scope });
    const march = await db.invoice.findFirstOrThrow({ where: { policyId: policy.policyId, periodStart: "2030-03-10" } });
    expect(march.amountCents).toBe(2600);
    expect(await db.invoice.count({ where: { policyId: policy.policyId } })).toBe(3);
  });

  it("a credit larger than the next invoice leaves nothing to collect and is refunded", async () => {
    const partner = await createBillingPartner(db, "credit");
    const scope = { partnerIds: [partner.id] };
    const policy = await createBilledPolicy(db, partner.id, { startDate: "2030-01-10", monthlyCents: 5000 });
    await runBilling("2030-01-10", { scope });
    // On the period's first day, after it was invoiced: the whole difference, -4000.
    const change = await scheduleChange(policy.policyId, "2030-01-10", 1000);
    await runBilling("2030-01-10", { scope });
    expect(await db.policyVersion.findUniqueOrThrow({ where: { id: change.id } })).toMatchObject({ differenceCents: -4000 });

    await runBilling("2030-02-10", { scope });
    const invoice = await db.invoice.findFirstOrThrow({ where: { policyId: policy.policyId, periodStart: "2030-02-10", kind: "premium" } });
    expect(invoice).toMatchObject({ amountCents: 0, status: "paid", collectionFileId: null });
    const credit = await db.invoice.findFirstOrThrow({ where: { policyId: policy.policyId, kind: "credit" } });
    expect(credit.amountCents).toBe(3000);
    expect(await db.refund.findFirstOrThrow({ where: { invoiceId: credit.id } })).toMatchObject({
      amountCents: 3000,
      status: "pending",
      dueBy: "2030-02-24",
    });
  });
});
