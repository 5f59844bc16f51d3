// The billing run and the bank's answers (issue 14) on a scratch database: invoices per billing
// day with the pro-rata last month, nothing twice (same day twice, a run killed half way and run
// again), revoked mandates left for the reminder pass, pain.008 files valid against the schema,
// and camt.054 answers booked once (paid, failed, MD01, the same file or entry again, unmatched,
// amount differs, garbage). Each test has a partner of its own and runs the billing for it only.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import { validateAgainstXsd } from "../unit/support/xsd";
import { camt054, createBilledPolicy, createBillingPartner } from "../support/billing-data";

await testDatabase("billing-run");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "billing-run-test-secret";

const { db } = await import("~/server/platform/db.server");
const { runBilling } = await import("~/server/billing/billing-run.server");
const { importBankAnswer, markCollected } = await import("~/server/billing/bank-answers.server");
const billingRoute = await import("~/routes/billing/admin-billing");
const fileRoute = await import("~/routes/billing/admin-billing-file");
const { answerOf, args, getRequest, postForm, staffCookie } = await import("./support/funnel-harness");

const XSD = path.resolve("tests/fixtures/standards/pain.008.001.02.xsd");

const invoicesOf = (policyId: string) => db.invoice.findMany({ where: { policyId }, orderBy: { periodStart: "asc" } });

describe("billing run", () => {
  it("makes each due invoice once, in a valid pain.008 file, and nothing twice on a second run", async () => {
    const partner = await createBillingPartner(db, "twice");
    const a = await createBilledPolicy(db, partner.id, { startDate: "2030-01-31", monthlyCents: 2999 });
    await createBilledPolicy(db, partner.id, { startDate: "2030-02-10", monthlyCents: 1250 });
    const scope = { partnerIds: [partner.id] };

    const first = await runBilling("2030-02-28", { scope });
    // a: 31 Jan and 28 Feb (clamped); b: 10 Feb
    expect(first.invoicesMade).toBe(3);
    expect(first.invoicedCents).toBe(2999 * 2 + 1250);
    expect(first.debits).toBe(3);
    expect(first.debitCents).toBe(2999 * 2 + 1250);
    expect((await invoicesOf(a.policyId)).map((invoice) => invoice.periodStart)).toEqual(["2030-01-31", "2030-02-28"]);

    const second = await runBilling("2030-02-28", { scope });
    expect(second).toMatchObject({ invoicesMade: 0, debits: 0, files: [] });
    expect(await db.invoice.count({ where: { partnerId: partner.id } })).toBe(3);

    const files = await db.paymentFile.findMany({ where: { id: { in: first.files.map((f) => f.id) } } });
    expect(files.length).toBeGreaterThan(0);
    expect(
      await validateAgainstXsd(
        XSD,
        files.map((f) => f.xml),
      ),
    ).toEqual(files.map(() => []));
    const invoices = await db.invoice.findMany({ where: { partnerId: partner.id } });
    for (const invoice of invoices) {
      expect(invoice.endToEndId).toBe(invoice.number);
      expect(invoice.sequenceType).toBe("FRST");
      expect(invoice.collectionFileId).not.toBeNull();
      expect(files.find((f) => f.id === invoice.collectionFileId)!.xml).toContain(`<EndToEndId>${invoice.number}</EndToEndId>`);
    }
    const xml = files.map((f) => f.xml).join("");
    expect(xml).toContain(`<MndtId>${a.mandateReference}</MndtId><DtOfSgntr>2030-01-31</DtOfSgntr>`);
    expect(xml).toContain("<Id>NL57ZZZ999999999999</Id>");

    // The next month after the first collection went through: RCUR.
    await db.mandate.update({ where: { id: a.mandateId }, data: { firstCollectedOn: "2030-02-01" } });
    const march = await runBilling("2030-03-31", { scope });
    expect(march.invoicesMade).toBe(2);
    const marchInvoice = (await invoicesOf(a.policyId)).at(-1)!;
    expect(marchInvoice).toMatchObject({ periodStart: "2030-03-31", sequenceType: "RCUR", collectionDate: "2030-04-01" });
  });

  it("bills the pro-rata last month of a cancelled policy, and nothing for policies under review or declined", async () => {
    const partner = await createBillingPartner(db, "prorata");
    const cancelled = await createBilledPolicy(db, partner.id, {
      startDate: "2030-01-15",
      monthlyCents: 3100,
      status: "cancelled",
      endDate: "2030-03-20",
    });
    for (const status of ["pending_review", "pending_underwriting", "declined"])
      await createBilledPolicy(db, partner.id, { startDate: "2030-01-15", monthlyCents: 3100, status });
    const summary = await runBilling("2030-03-20", { scope: { partnerIds: [partner.id] } });
    // 15 Jan, 15 Feb whole; 15-20 Mar: 6 of 31 days -> 600
    expect((await invoicesOf(cancelled.policyId)).map((i) => [i.periodStart, i.periodEnd, i.amountCents])).toEqual([
      ["2030-01-15", "2030-02-14", 3100],
      ["2030-02-15", "2030-03-14", 3100],
      ["2030-03-15", "2030-03-20", 600],
    ]);
    expect(summary.invoicesMade).toBe(3);
    // After the end date: nothing more, ever.
    expect((await runBilling("2030-04-15", { scope: { partnerIds: [partner.id] } })).invoicesMade).toBe(0);
  });

  it("does not collect on a revoked mandate: the invoice is failed (MD01) for the reminder pass", async () => {
    const partner = await createBillingPartner(db, "revoked");
    const revoked = await createBilledPolicy(db, partner.id, { startDate: "2030-05-01", monthlyCents: 1000 });
    const fine = await createBilledPolicy(db, partner.id, { startDate: "2030-05-01", monthlyCents: 1000 });
    await db.mandate.update({ where: { id: revoked.mandateId }, data: { revokedAt: new Date() } });
    const summary = await runBilling("2030-05-01", { scope: { partnerIds: [partner.id] } });
    expect(summary.invoicesMade).toBe(2);
    expect(summary.debits).toBe(1);
    expect(summary.skippedCounts.mandateRevoked).toBe(1);
    const [invoice] = await invoicesOf(revoked.policyId);
    expect(invoice).toMatchObject({ status: "failed", failureReason: "MD01", collectionFileId: null, endToEndId: null });
    expect((await invoicesOf(fine.policyId))[0]!.collectionFileId).not.toBeNull();
  });

  it("a run killed half way leaves whole batches, and the next run finishes the job", async () => {
    const partner = await createBillingPartner(db, "killed");
    const policies = [];
    for (let i = 0; i < 5; i += 1)
      policies.push(await createBilledPolicy(db, partner.id, { startDate: "2030-06-01", monthlyCents: 1000 + i }));
    const scope = { partnerIds: [partner.id] };
    const kill = (step: string) => async (at: string, batch: number) => {
      if (at === step && batch === 3) throw new Error("killed");
    };
    await expect(runBilling("2030-06-01", { scope, batchSize: 2, beforeCommit: kill("invoices") })).rejects.toThrow("killed");
    // batches 1 and 2 committed (4 invoices), batch 3 rolled back whole
    expect(await db.invoice.count({ where: { partnerId: partner.id } })).toBe(4);
    await expect(runBilling("2030-06-01", { scope, batchSize: 2, beforeCommit: kill("collection") })).rejects.toThrow("killed");
    expect(await db.invoice.count({ where: { partnerId: partner.id } })).toBe(5);
    expect(await db.invoice.count({ where: { partnerId: partner.id, collectionFileId: { not: null } } })).toBe(4);
    const done = await runBilling("2030-06-01", { scope, batchSize: 2 });
    expect(done).toMatchObject({ invoicesMade: 0, debits: 1 });
    const invoices = await db.invoice.findMany({ where: { partnerId: partner.id } });
    expect(invoices).toHaveLength(5);
    expect(invoices.every((invoice) => invoice.collectionFileId && invoice.endToEndId === invoice.number)).toBe(true);
  });

  it("an invoice made before billing keys (the checkout's first) is not invoiced again", async () => {
    const partner = await createBillingPartner(db, "legacy");
    const policy = await createBilledPolicy(db, partner.id, { startDate: "2030-07-01", monthlyCents: 800 });
    await db.invoice.create({
      data: {
        number: `INV-L${Date.now()}`,
        partnerId: partner.id,
        userId: policy.userId,
        policyId: policy.policyId,
        amountCents: 800,
        status: "processing",
        periodStart: "2030-07-01",
        periodEnd: "2030-07-31",
        dueDate: "2030-07-01",
      },
    });
    const summary = await runBilling("2030-07-01", { scope: { partnerIds: [partner.id] } });
    expect(summary.invoicesMade).toBe(0);
    expect(summary.debits).toBe(1);
    expect((await invoicesOf(policy.policyId))[0]!.billingKey).toBe(`${policy.policyId}:2030-07-01`);
  });
});

describe("bank answers (camt.054)", () => {
  async function collected(tag: string, count: number) {
    const partner = await createBillingPartner(db, tag);
    const policies = [];
    for (let i = 0; i < count; i += 1)
      policies.push(await createBilledPolicy(db, partner.id, { startDate: "2030-09-02", monthlyCents: 2000 + i }));
    await runBilling("2030-09-02", { scope: { partnerIds: [partner.id] } });
    const invoices = await Promise.all(policies.map(async (policy) => (await invoicesOf(policy.policyId))[0]!));
    return { partner, policies, invoices };
  }

  it("books paid, failed and MD01 once; the same file or entry again is a duplicate; unmatched and amounts that differ change nothing", async () => {
    const { policies, invoices } = await collected("answers", 4);
    const [paid, failed, md01, differs] = invoices as [NonNullable<(typeof invoices)[0]>, ...NonNullable<(typeof invoices)[0]>[]];
    const tag = paid.number;
    const xml = camt054(`MSG-${tag}`, [
      { endToEndId: paid.number, amountCents: paid.amountCents, credit: true, reference: `R-${tag}-1` },
      { endToEndId: failed!.number, amountCents: failed!.amountCents, credit: false, reasonCode: "AM04", reference: `R-${tag}-2` },
      {
        endToEndId: md01!.number,
        amountCents: md01!.amountCents,
        credit: false,
        reasonCode: "MD01",
        reference: `R-${tag}-3`,
        mandateId: policies[2]!.mandateReference,
      },
      { endToEndId: "INV-NOSUCH99", amountCents: 1000, credit: true, reference: `R-${tag}-4` },
      { endToEndId: differs!.number, amountCents: differs!.amountCents + 1, credit: true, reference: `R-${tag}-5` },
    ]);
    const result = await importBankAnswer("answer.xml", xml, new Date("2030-09-05T10:00:00Z"));
    expect(result.kind).toBe("imported");
    if (result.kind !== "imported") return;
    expect(result.entries.map((entry) => entry.result)).toEqual(["applied", "applied", "mandateRevoked", "unmatched", "amountDiffers"]);
    expect(result.failedInvoiceIds.sort()).toEqual([failed!.id, md01!.id].sort());

    const after = async (id: string) => db.invoice.findUniqueOrThrow({ where: { id } });
    expect(await after(paid.id)).toMatchObject({ status: "paid" });
    expect((await after(paid.id)).paidAt).not.toBeNull();
    expect(await after(failed!.id)).toMatchObject({ status: "failed", failureReason: "AM04" });
    expect(await after(md01!.id)).toMatchObject({ status: "failed", failureReason: "MD01" });
    expect(await after(differs!.id)).toMatchObject({ status: "processing" });
    expect((await db.mandate.findUniqueOrThrow({ where: { id: policies[0]!.mandateId } })).firstCollectedOn).toBe("2027-03-01");
    expect((await db.mandate.findUniqueOrThrow({ where: { id: policies[2]!.mandateId } })).revokedAt).not.toBeNull();
    expect(await db.bankAnswerEntry.count({ where: { bankAnswerId: result.bankAnswerId } })).toBe(5);

    // The same file again: nothing booked, every entry a duplicate.
    const again = await importBankAnswer("answer-again.xml", xml);
    expect(again.kind).toBe("duplicateFile");
    if (again.kind === "duplicateFile") expect(again.entries.every((entry) => entry.result === "duplicate")).toBe(true);
    // The same entry in another file: a duplicate, the invoice stays paid, nothing stored twice.
    const other = await importBankAnswer(
      "other.xml",
      camt054(`MSG2-${tag}`, [{ endToEndId: paid.number, amountCents: paid.amountCents, credit: true, reference: `R-${tag}-1` }]),
    );
    expect(other.kind === "imported" && other.entries.map((entry) => entry.result)).toEqual(["duplicate"]);
    expect(await db.bankAnswer.count({ where: { messageId: { in: [`MSG-${tag}`, `MSG2-${tag}`] } } })).toBe(2);
    expect(await db.bankAnswerEntry.count({ where: { entryKey: `R-${tag}-1-1` } })).toBe(1);
    expect(await after(paid.id)).toMatchObject({ status: "paid" });
  });

  it("never throws on garbage: a clear result instead", async () => {
    for (const garbage of [
      "",
      "not xml at all",
      "<Document><Nope/></Document>",
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>',
      "<a>".repeat(100),
    ]) {
      const result = await importBankAnswer("garbage.xml", garbage);
      expect(result.kind).toBe("unreadable");
    }
  });

  it("marks a file's unanswered debits collected only after the return window", async () => {
    const { invoices } = await collected("window", 1);
    const fileId = invoices[0]!.collectionFileId!;
    const collectionDay = invoices[0]!.collectionDate!;
    expect(await markCollected(fileId, new Date(`${collectionDay}T12:00:00Z`))).toMatchObject({ kind: "tooEarly" });
    expect((await db.invoice.findUniqueOrThrow({ where: { id: invoices[0]!.id } })).status).toBe("processing");
    expect(await markCollected(fileId, new Date("2030-12-01T12:00:00Z"))).toEqual({ kind: "marked", paid: 1 });
    expect((await db.invoice.findUniqueOrThrow({ where: { id: invoices[0]!.id } })).status).toBe("paid");
    expect(await markCollected("no-such-file")).toEqual({ kind: "notFound" });
  });
});

describe("/admin/billing", () => {
  it("is for insurer admins only, answers bad input at the field and never with a 500", async () => {
    const partnerAdmin = await staffCookie("admin@acme.example");
    const insurer = await staffCookie("admin@insurer.example");
    expect((await answerOf(() => billingRoute.loader(args(getRequest("localhost", "/admin/billing", partnerAdmin))))).status).toBe(403);
    expect(
      (await answerOf(() => billingRoute.action(args(postForm("localhost", "/admin/billing", { runDate: "2030-01-01" }, partnerAdmin)))))
        .status,
    ).toBe(403);
    expect(
      (
        await answerOf(() =>
          fileRoute.loader({ ...args(getRequest("localhost", "/admin/billing/files/x", partnerAdmin)), params: { fileId: "x" } }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await answerOf(() =>
          fileRoute.loader({ ...args(getRequest("localhost", "/admin/billing/files/x", insurer)), params: { fileId: "x" } }),
        )
      ).status,
    ).toBe(404);

    const bad = await answerOf(() =>
      billingRoute.action(args(postForm("localhost", "/admin/billing", { runDate: "31-02-2030", partner: "nobody-here" }, insurer))),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: { runDate: "billing:errors.date", partner: "billing:errors.partner" },
      values: { runDate: "31-02-2030", partner: "nobody-here" },
    });

    const partner = await createBillingPartner(db, "route");
    await createBilledPolicy(db, partner.id, { startDate: "2030-10-01", monthlyCents: 500 });
    const ran = await answerOf(() =>
      billingRoute.action(args(postForm("localhost", "/admin/billing", { runDate: "01-10-2030", partner: partner.name }, insurer))),
    );
    expect(ran.status).toBe(200);
    expect(ran.body).toMatchObject({
      summary: { billing: { runDate: "2030-10-01", invoicesMade: 1, debits: 1 }, refunds: { transactionCount: 0 }, reminders: 0 },
    });
    expect(await db.auditLog.count({ where: { action: "billing_run", partnerId: partner.id } })).toBe(1);

    const upload = (name: string, content: string) => {
      const form = new FormData();
      // Nothing chosen: the browser sends the field with an empty name and no content.
      form.append("answer", new File(name ? [content] : [], name, { type: name ? "application/xml" : "application/octet-stream" }));
      return new Request("http://localhost/admin/billing", { method: "POST", headers: { Host: "localhost", Cookie: insurer }, body: form });
    };
    for (const [content, error, name] of [
      ["", "billing:errors.fileMissing", ""],
      ["", "billing:errors.fileType", "empty.xml"],
      ["%PDF-1.4 not xml", "billing:errors.fileType", "answer.xml"],
      ["<html><body>hello</body></html>", "billing:errors.unreadable", "answer.xml"],
    ] as const) {
      const answer = await answerOf(() => billingRoute.action(args(upload(name, content))));
      expect(answer.status, content).toBe(400);
      expect((answer.body as { errors: { answer: string } }).errors.answer).toBe(error);
    }
  });
});
