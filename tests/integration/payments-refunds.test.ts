// Payment reminders, paying a failed invoice another way and refunds on cancellation (issue
// 14, decision 0044), on a scratch database with the routes called as Remix calls them:
// a reminder goes out once; its link opens for its own customer only (forged, expired, another
// customer's: 404); the offline provider pays; paying twice books once; Stripe's webhook is
// checked by its signature; a provider that fails leaves nothing behind; cancelling makes the
// right credit and refund; a refund run makes one pain.001 file, a second run nothing.
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import { addDays, todayInAmsterdam } from "~/domain/platform/field-checks";
import { camt054 } from "../support/billing-data";

await testDatabase("payments-refunds");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "payments-refunds-test-secret";
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;

const { db } = await import("~/server/platform/db.server");
const { sendPaymentReminders } = await import("~/server/billing/payment-reminders.server");
const { signInvoiceLink, invoiceLinkExpiry } = await import("~/domain/billing/invoice-link");
const { invoiceReminderPath } = await import("~/server/billing/invoice-link.server");
const payments = await import("~/server/providers/payment.server");
const { cancelPolicy, runRefunds } = await import("~/server/billing/refunds.server");
const { importBankAnswer } = await import("~/server/billing/bank-answers.server");
const { proRataCents, billingPeriod } = await import("~/domain/billing/billing");
const { refundDueBy } = await import("~/domain/account/policy-cancellation");
const { readXml, childAt, textAt } = await import("~/domain/platform/xml-reader");
const reminderRoute = await import("~/routes/billing/invoice-reminder");
const successRoute = await import("~/routes/billing/payment-success");
const builtinRoute = await import("~/routes/billing/payment-builtin");
const webhookRoute = await import("~/routes/billing/payment-webhook");
const h = await import("./support/funnel-harness");
const { answerOf, getRequest, postForm } = h;

const HOST = "acme.localhost";
const DEBTOR = { identifier: "NL69ZZZ123456780000", name: "Demo Verzekeraar BV", iban: "NL91ABNA0417164300", bic: null };

let counter = 0;

type InvoiceSpec = { periodStart: string; status: string; amountCents?: number; failureReason?: string };

/** A customer of a partner with one active policy and the invoices given, straight in the database. */
async function customerWithPolicy(options: { partner?: string; startDate: string; monthlyCents: number; invoices: InvoiceSpec[] }) {
  counter += 1;
  const partnerId = await h.partnerId(options.partner ?? "acme");
  const product = await h.productBySlug("business-liability");
  const user = await db.user.create({
    data: { partnerId, isGuest: false, firstName: "Sanne", email: `pay-${counter}-${Date.now()}@example.com`, language: "nl" },
  });
  const checkout = await db.checkout.create({ data: { partnerId, userId: user.id, group: "normal", status: "completed" } });
  const mandate = await db.mandate.create({
    data: {
      partnerId,
      userId: user.id,
      reference: `MND-T-${counter}-${Date.now()}`,
      iban: "NL91ABNA0417164300",
      accountHolder: "S. de Vries",
      signedOn: "2026-01-01",
    },
  });
  const policy = await db.policy.create({
    data: {
      number: `POL-T${counter}-${Date.now()}`,
      partnerId,
      userId: user.id,
      productId: product.id,
      checkoutId: checkout.id,
      mandateId: mandate.id,
      status: "active",
      startDate: options.startDate,
      netMonthlyCents: options.monthlyCents,
      grossMonthlyCents: options.monthlyCents,
      answers: [],
    },
  });
  const invoices = [];
  for (const [index, spec] of options.invoices.entries()) {
    const period = billingPeriod(options.startDate, monthsBetween(options.startDate, spec.periodStart));
    invoices.push(
      await db.invoice.create({
        data: {
          number: `INV-T${counter}-${index}-${Date.now()}`,
          partnerId,
          userId: user.id,
          policyId: policy.id,
          amountCents: spec.amountCents ?? options.monthlyCents,
          status: spec.status,
          periodStart: period.periodStart,
          periodEnd: period.periodEnd,
          dueDate: period.dueDate,
          billingKey: `${policy.id}:${period.periodStart}`,
          failureReason: spec.failureReason ?? null,
          paidAt: spec.status === "paid" ? new Date() : null,
        },
      }),
    );
  }
  return { partnerId, user, policy, invoices, cookie: await h.signedSessionCookie(user.id) };
}

function monthsBetween(from: string, to: string): number {
  return (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
}

const openReminder = (pathAndQuery: string, host = HOST) => answerOf(() => reminderRoute.loader(h.args(getRequest(host, pathAndQuery))));

function pay(pathAndQuery: string, payInvoice: string, method = "ideal") {
  const query = new URL(`http://x${pathAndQuery}`).searchParams;
  return answerOf(() =>
    reminderRoute.action(
      h.args(
        postForm(HOST, "/invoice-reminder", {
          invoice: query.get("invoice")!,
          token: query.get("token")!,
          pay_invoice: payInvoice,
          method,
        }),
      ),
    ),
  );
}

/** Follows the built-in provider's page: the customer presses "pay" or "fail". */
async function choose(redirectUrl: string, choice: "pay" | "fail") {
  const url = new URL(redirectUrl);
  const reference = url.pathname.split("/").pop()!;
  const request = postForm(HOST, url.pathname + url.search, { choice });
  return answerOf(() => builtinRoute.action({ request, params: { reference }, context: {} }));
}

const successPage = (location: string) => answerOf(() => successRoute.loader(h.args(getRequest(HOST, location))));

describe("payment reminders", () => {
  it("sends one reminder per failed invoice: a mail and an inbox message with a signed link", async () => {
    const { user, invoices } = await customerWithPolicy({
      startDate: "2026-01-10",
      monthlyCents: 2999,
      invoices: [{ periodStart: "2026-01-10", status: "failed", failureReason: "AM04" }],
    });
    const before = await db.outboxMail.count({ where: { to: user.email! } });
    expect(await sendPaymentReminders(new Date())).toBeGreaterThanOrEqual(1);
    const mails = await db.outboxMail.findMany({ where: { to: user.email! } });
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toContain(invoices[0]!.number);
    expect(mails[0]!.text).toContain("onvoldoende saldo");
    // Who insures, under the mail as under every customer mail (issue 35, decision 0085).
    expect(mails[0]!.text).toMatch(/AFM-registratienummer \d{8}\nAangesloten bij Kifid/);
    const link = (mails[0]!.links as string[])[0]!;
    expect(link).toMatch(new RegExp(`^http://acme\\.localhost(:\\d+)?/invoice-reminder\\?invoice=${invoices[0]!.id}&token=`));
    const inbox = await db.inboxMessage.findMany({ where: { userId: user.id } });
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.body).toContain(link);
    expect((await db.invoice.findUniqueOrThrow({ where: { id: invoices[0]!.id } })).reminderSentAt).not.toBeNull();

    await sendPaymentReminders(new Date());
    expect(await db.outboxMail.count({ where: { to: user.email! } })).toBe(before + 1);
    expect(await db.inboxMessage.count({ where: { userId: user.id } })).toBe(1);

    const url = new URL(link);
    const page = await openReminder(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect((page.body as { invoices: { id: string; reason: string }[] }).invoices).toMatchObject([{ id: invoices[0]!.id, reason: "AM04" }]);
  });

  it("opens the reminder page for its own customer only: forged, expired, another customer's or partner's link is a 404", async () => {
    const a = await customerWithPolicy({
      startDate: "2026-02-01",
      monthlyCents: 1500,
      invoices: [{ periodStart: "2026-02-01", status: "failed" }],
    });
    const b = await customerWithPolicy({
      startDate: "2026-02-01",
      monthlyCents: 1500,
      invoices: [{ periodStart: "2026-02-01", status: "failed" }],
    });
    const invoiceA = a.invoices[0]!.id;
    const good = invoiceReminderPath(invoiceA, a.user.id);
    expect((await openReminder(good)).status).toBe(200);
    const token = new URL(`http://x${good}`).searchParams.get("token")!;
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const expired = signInvoiceLink("payments-refunds-test-secret", invoiceA, a.user.id, invoiceLinkExpiry(Date.now() - 31 * 86_400_000));
    const othersToken = new URL(`http://x${invoiceReminderPath(b.invoices[0]!.id, b.user.id)}`).searchParams.get("token")!;
    for (const query of [
      `invoice=${invoiceA}&token=${encodeURIComponent(forged)}`,
      `invoice=${invoiceA}&token=${encodeURIComponent(expired)}`,
      `invoice=${invoiceA}&token=${encodeURIComponent(othersToken)}`,
      `invoice=${invoiceA}`,
      `token=${encodeURIComponent(token)}`,
      `invoice=nope&token=${encodeURIComponent(token)}`,
      `invoice=${invoiceA}&token=${"x".repeat(5000)}`,
    ]) {
      expect((await openReminder(`/invoice-reminder?${query}`)).status, query).toBe(404);
    }
    expect((await openReminder(good, "boekfix.localhost")).status).toBe(404);
    // Paying someone else's invoice with one's own link: refused, nothing created.
    const bInvoice = b.invoices[0]!.id;
    const answer = await pay(good, bInvoice);
    expect(answer.status).toBe(409);
    expect(await db.invoicePayment.count({ where: { invoiceId: bInvoice } })).toBe(0);
  });
});

describe("paying another way", () => {
  it("pays with the offline provider: invoice paid, payment succeeded, payment reminder fulfilled", async () => {
    const { user, invoices } = await customerWithPolicy({
      startDate: "2026-03-05",
      monthlyCents: 4200,
      invoices: [{ periodStart: "2026-03-05", status: "failed", failureReason: "MS02" }],
    });
    const link = invoiceReminderPath(invoices[0]!.id, user.id);
    const started = await pay(link, invoices[0]!.id, "card");
    expect(started.status).toBe(302);
    expect(started.location).toMatch(/^http:\/\/acme\.localhost(:\d+)?\/payment\/builtin\/cs_builtin_[0-9a-f]{32}\?/);
    const paid = await choose(started.location!, "pay");
    expect(paid.status).toBe(302);
    expect(paid.location).toMatch(/^\/payment\/success\?/);
    const invoice = await db.invoice.findUniqueOrThrow({ where: { id: invoices[0]!.id } });
    expect(invoice.status).toBe("paid");
    expect(invoice.paidAt).not.toBeNull();
    expect(
      await db.invoicePayment.findMany({ where: { invoiceId: invoice.id }, select: { status: true, method: true, amountCents: true } }),
    ).toEqual([{ status: "succeeded", method: "card", amountCents: 4200 }]);
    const page = await successPage(paid.location!);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ state: { status: "succeeded", invoicePaid: true } });
    // The reminder page has nothing open any more.
    expect((await openReminder(link)).body).toMatchObject({ invoices: [] });
  });

  it("a failed payment leaves the invoice failed and says so", async () => {
    const { user, invoices } = await customerWithPolicy({
      startDate: "2026-03-06",
      monthlyCents: 1000,
      invoices: [{ periodStart: "2026-03-06", status: "failed" }],
    });
    const link = invoiceReminderPath(invoices[0]!.id, user.id);
    const started = await pay(link, invoices[0]!.id);
    const failed = await choose(started.location!, "fail");
    expect((await db.invoice.findUniqueOrThrow({ where: { id: invoices[0]!.id } })).status).toBe("failed");
    expect((await successPage(failed.location!)).body).toMatchObject({ state: { status: "failed", invoicePaid: false } });
  });

  it("paying twice (two tabs, a repeated event) books once", async () => {
    const { user, invoices } = await customerWithPolicy({
      startDate: "2026-03-07",
      monthlyCents: 1234,
      invoices: [{ periodStart: "2026-03-07", status: "failed" }],
    });
    const link = invoiceReminderPath(invoices[0]!.id, user.id);
    const first = await pay(link, invoices[0]!.id);
    const second = await pay(link, invoices[0]!.id);
    expect(await choose(first.location!, "pay")).toMatchObject({ status: 302 });
    expect(await choose(second.location!, "pay")).toMatchObject({ status: 302 });
    expect(await choose(first.location!, "pay")).toMatchObject({ status: 302 });
    const rows = await db.invoicePayment.findMany({
      where: { invoiceId: invoices[0]!.id },
      orderBy: { createdAt: "asc" },
      select: { status: true },
    });
    expect(rows.map((row) => row.status).sort()).toEqual(["canceled", "succeeded"]);
    expect(await db.refund.count({ where: { userId: user.id } })).toBe(0);
    // The same signed event delivered twice books nothing more.
    const provider = payments.builtinPaymentProvider()!;
    const reference = (await db.invoicePayment.findFirstOrThrow({ where: { invoiceId: invoices[0]!.id, status: "succeeded" } }))
      .providerReference;
    const { handlePaymentWebhook } = await import("~/server/billing/invoice-payments.server");
    const event = provider.event(reference, "succeeded", 1234);
    expect((await handlePaymentWebhook(provider, event.rawBody, event.signature)).body).toBe("alreadyDecided");
    expect((await handlePaymentWebhook(provider, event.rawBody, event.signature)).body).toBe("already handled");
    // Paying in a tab once the invoice is paid: nothing left to pay.
    expect((await pay(link, invoices[0]!.id)).status).toBe(409);
  });

  it("shows 'payment creation failed' when the provider fails, and writes nothing", async () => {
    const { user, invoices } = await customerWithPolicy({
      startDate: "2026-03-08",
      monthlyCents: 999,
      invoices: [{ periodStart: "2026-03-08", status: "failed" }],
    });
    payments.setPaymentProviderForTests({
      name: "stripe",
      createPayment: async () => {
        throw new Error("Stripe is down");
      },
      outcome: async () => "pending",
      parseWebhook: () => null,
    });
    try {
      const answer = await pay(invoiceReminderPath(invoices[0]!.id, user.id), invoices[0]!.id, "card");
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ formError: "paymentCreationFailed", method: "card", invoiceId: invoices[0]!.id });
      expect(await db.invoicePayment.count({ where: { invoiceId: invoices[0]!.id } })).toBe(0);
      const noMethod = await pay(invoiceReminderPath(invoices[0]!.id, user.id), invoices[0]!.id, "bitcoin");
      expect(noMethod.status).toBe(400);
      expect(noMethod.body).toMatchObject({ fieldError: "payments:reminderPage.errors.method" });
    } finally {
      payments.setPaymentProviderForTests(null);
    }
  });

  it("checks Stripe's webhook signature: a bad one is a 400 and books nothing, a good one pays; money for a paid invoice is refunded", async () => {
    const secret = "whsec_paymentsrefundstest";
    payments.setPaymentProviderForTests(new payments.StripePaymentProvider("sk_test_paymentsrefunds", secret));
    try {
      const { invoices, user } = await customerWithPolicy({
        startDate: "2026-03-09",
        monthlyCents: 2500,
        invoices: [{ periodStart: "2026-03-09", status: "failed" }],
      });
      await db.invoicePayment.createMany({
        data: [
          {
            id: `pay-a-${counter}`,
            invoiceId: invoices[0]!.id,
            provider: "stripe",
            providerReference: `cs_test_a${counter}`,
            method: "ideal",
            amountCents: 2500,
          },
          {
            id: `pay-b-${counter}`,
            invoiceId: invoices[0]!.id,
            provider: "stripe",
            providerReference: `cs_test_b${counter}`,
            method: "card",
            amountCents: 2500,
          },
        ],
      });
      const event = (reference: string, id: string) =>
        JSON.stringify({
          id,
          object: "event",
          type: "checkout.session.completed",
          data: { object: { id: reference, object: "checkout.session", payment_status: "paid", amount_total: 2500 } },
        });
      const deliver = (body: string, signature: string | null) => {
        const headers: Record<string, string> = { Host: HOST, "Content-Type": "application/json" };
        if (signature) headers["Stripe-Signature"] = signature;
        return answerOf(() =>
          webhookRoute.action(h.args(new Request(`http://${HOST}/payment/webhook`, { method: "POST", headers, body }))),
        );
      };
      const sign = (payload: string, withSecret: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: withSecret });
      const bodyA = event(`cs_test_a${counter}`, `evt_a${counter}`);
      expect((await deliver(bodyA, sign(bodyA, "whsec_somebodyelse"))).status).toBe(400);
      expect((await deliver(bodyA, null)).status).toBe(400);
      expect((await deliver(bodyA, sign(bodyA.replace("2500", "1"), secret))).status).toBe(400);
      expect((await db.invoice.findUniqueOrThrow({ where: { id: invoices[0]!.id } })).status).toBe("failed");
      expect(await db.invoicePayment.count({ where: { invoiceId: invoices[0]!.id, status: "created" } })).toBe(2);

      const good = await deliver(bodyA, sign(bodyA, secret));
      expect(good).toMatchObject({ status: 200, body: "booked" });
      expect((await db.invoice.findUniqueOrThrow({ where: { id: invoices[0]!.id } })).status).toBe("paid");
      // A second tab's payment also succeeded at Stripe: the invoice stays paid once, that money goes back.
      const bodyB = event(`cs_test_b${counter}`, `evt_b${counter}`);
      expect(await deliver(bodyB, sign(bodyB, secret))).toMatchObject({ status: 200, body: "duplicatePayment" });
      expect(
        await db.refund.findMany({ where: { userId: user.id }, select: { method: true, amountCents: true, providerReference: true } }),
      ).toEqual([{ method: "provider", amountCents: 2500, providerReference: `cs_test_b${counter}` }]);
      expect((await deliver("x".repeat(70 * 1024), "t=1,v1=0")).status).toBe(413);
    } finally {
      payments.setPaymentProviderForTests(null);
    }
  });
});

describe("refunds on cancellation", () => {
  const message = { subject: "Opgezegd", body: "Je verzekering is opgezegd." };

  it("credits the paid days after the end date and refunds within 14 days of the final debit", async () => {
    // Period 2026-03-15..2026-04-14 has 31 days; ending on 03-20 keeps 6 of them.
    const { user, policy, partnerId } = await customerWithPolicy({
      startDate: "2026-02-15",
      monthlyCents: 3100,
      invoices: [
        { periodStart: "2026-02-15", status: "paid" },
        { periodStart: "2026-03-15", status: "paid" },
      ],
    });
    const result = await cancelPolicy({
      policyId: policy.id,
      userId: user.id,
      partnerId,
      endDate: "2026-03-20",
      today: "2026-03-18",
      message,
    });
    const expected = 3100 - proRataCents(3100, 6, 31);
    expect(result).toMatchObject({ cancelled: true, creditCents: expected, dueBy: refundDueBy("2026-03-18") });
    const credit = await db.invoice.findUniqueOrThrow({ where: { billingKey: `credit:${policy.id}` } });
    expect(credit).toMatchObject({ kind: "credit", amountCents: expected, periodStart: "2026-03-21", periodEnd: "2026-04-14" });
    expect(
      await db.refund.findMany({
        where: { policyId: policy.id },
        select: { amountCents: true, method: true, status: true, invoiceId: true, dueBy: true },
      }),
    ).toEqual([{ amountCents: expected, method: "sepa_credit_transfer", status: "pending", invoiceId: credit.id, dueBy: "2026-04-01" }]);
    // Cancelling again does nothing.
    expect(
      await cancelPolicy({ policyId: policy.id, userId: user.id, partnerId, endDate: "2026-03-20", today: "2026-03-18", message }),
    ).toEqual({ cancelled: false });
    expect(await db.refund.count({ where: { policyId: policy.id } })).toBe(1);
  });

  it("on the billing day itself: the new month's invoice keeps one day per day covered", async () => {
    const { user, policy, partnerId } = await customerWithPolicy({
      startDate: "2026-03-15",
      monthlyCents: 3000,
      invoices: [
        { periodStart: "2026-03-15", status: "paid" },
        { periodStart: "2026-04-15", status: "processing" },
      ],
    });
    // Cancelled on 04-15 (the billing day, its invoice just made), ending 04-16: two days of 30.
    const result = await cancelPolicy({
      policyId: policy.id,
      userId: user.id,
      partnerId,
      endDate: "2026-04-16",
      today: "2026-04-15",
      message,
    });
    const expected = 3000 - proRataCents(3000, 2, 30);
    expect(result).toMatchObject({ cancelled: true, creditCents: expected, dueBy: refundDueBy("2026-04-15") });
  });

  it("makes nothing when nothing was overpaid", async () => {
    const { user, policy, partnerId } = await customerWithPolicy({
      startDate: "2026-03-15",
      monthlyCents: 3000,
      invoices: [{ periodStart: "2026-03-15", status: "paid" }],
    });
    // Ending on the last day of the paid period: all of it was used.
    const result = await cancelPolicy({
      policyId: policy.id,
      userId: user.id,
      partnerId,
      endDate: "2026-04-14",
      today: "2026-04-01",
      message,
    });
    expect(result).toMatchObject({ cancelled: true, creditCents: 0, refundId: null });
    expect(await db.invoice.count({ where: { policyId: policy.id, kind: "credit" } })).toBe(0);
  });

  it("the cancel page's action makes the credit and refund", async () => {
    // The insurer's day (Amsterdam), as the route reads it: the UTC date differs after 23:00 UTC.
    const today = todayInAmsterdam();
    const { user, policy, cookie } = await customerWithPolicy({
      startDate: today,
      monthlyCents: 3000,
      invoices: [{ periodStart: today, status: "paid" }],
    });
    const cancelRoute = await import("~/routes/account/account-policy-cancel");
    const tomorrow = addDays(today, 1);
    const request = postForm(HOST, `/user/policies/${policy.id}/cancel`, { end_date: tomorrow }, cookie);
    const answer = await answerOf(() => cancelRoute.action({ request, params: { policyId: policy.id }, context: {} }));
    expect(answer.status).toBe(302);
    const refunds = await db.refund.findMany({ where: { userId: user.id } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountCents).toBeGreaterThan(0);
  });

  it("a refund run pays the pending refunds in one pain.001 file; a second run makes nothing", async () => {
    const waiting = await customerWithPolicy({
      startDate: "2026-02-15",
      monthlyCents: 3100,
      invoices: [
        { periodStart: "2026-03-15", status: "paid" },
        { periodStart: "2026-02-15", status: "processing" },
      ],
    });
    await cancelPolicy({
      policyId: waiting.policy.id,
      userId: waiting.user.id,
      partnerId: waiting.partnerId,
      endDate: "2026-03-20",
      today: "2026-03-18",
      message,
    });
    const pending = await db.refund.findMany({
      where: { status: "pending", method: "sepa_credit_transfer" },
      select: { id: true, policyId: true },
    });
    const unanswered = new Set(
      (
        await db.invoice.findMany({ where: { kind: "premium", status: { in: ["processing", "unfinished"] } }, select: { policyId: true } })
      ).map((row) => row.policyId),
    );
    const payable = pending
      .filter((refund) => !unanswered.has(refund.policyId))
      .map((refund) => refund.id)
      .sort();
    expect(payable.length).toBeGreaterThanOrEqual(2);
    expect(unanswered.has(waiting.policy.id)).toBe(true);
    const run = await runRefunds("2026-03-21", { debtor: DEBTOR, now: new Date("2026-03-21T08:00:00Z") });
    expect(run.fileId).not.toBeNull();
    // The refund whose policy still has a debit the bank has not answered waits.
    const sent = await db.refund.findMany({ where: { transferFileId: run.fileId } });
    expect(sent.map((refund) => refund.id).sort()).toEqual(payable);
    expect(sent.every((refund) => refund.status === "sent")).toBe(true);
    expect((await db.refund.findFirstOrThrow({ where: { policyId: waiting.policy.id } })).status).toBe("pending");
    const paymentFile = await db.paymentFile.findUniqueOrThrow({ where: { id: run.fileId! } });
    expect(paymentFile).toMatchObject({
      format: "pain.001.001.03",
      executionDate: "2026-03-23",
      transactionCount: sent.length,
      controlSumCents: sent.reduce((sum, refund) => sum + refund.amountCents, 0),
    });
    const read = readXml(paymentFile.xml);
    expect(read.ok && textAt(childAt(read.root, "CstmrCdtTrfInitn"), "GrpHdr", "NbOfTxs")).toBe(String(sent.length));

    const again = await runRefunds("2026-03-21", { debtor: DEBTOR });
    expect(again.fileId).toBeNull();
    expect(await db.paymentFile.count({ where: { format: "pain.001.001.03" } })).toBe(1);
  });

  it("a debit that fails or comes back after the cancelling: the pending refund is made again without it, or canceled", async () => {
    /** The bank's answer to one debit: rejected (AM04) or taken back by the customer (MD06). */
    const bankTakesBack = async (invoice: { id: string; number: string; amountCents: number }, reasonCode: string) => {
      await db.invoice.update({ where: { id: invoice.id }, data: { endToEndId: invoice.number } });
      const xml = camt054(`back-${invoice.number}`, [
        { endToEndId: invoice.number, amountCents: invoice.amountCents, credit: false, reasonCode, reference: `R-${invoice.number}` },
      ]);
      expect((await importBankAnswer(`back-${invoice.number}.xml`, xml, new Date("2026-04-20T08:00:00Z"))).kind).toBe("imported");
    };
    const cancel = (customer: Awaited<ReturnType<typeof customerWithPolicy>>) =>
      cancelPolicy({
        policyId: customer.policy.id,
        userId: customer.user.id,
        partnerId: customer.partnerId,
        endDate: "2026-03-20",
        today: "2026-03-18",
        message,
      });
    const partOfMarch = 3100 - proRataCents(3100, 6, 31);
    const stateOf = async (policyId: string) => ({
      credit: await db.invoice.findUniqueOrThrow({
        where: { billingKey: `credit:${policyId}` },
        select: { amountCents: true, status: true },
      }),
      refunds: await db.refund.findMany({ where: { policyId }, select: { amountCents: true, status: true } }),
    });

    // Two periods paid for past the end date; April's debit is then rejected: the refund keeps March's part only.
    const twoPeriods = await customerWithPolicy({
      startDate: "2026-02-15",
      monthlyCents: 3100,
      invoices: [
        { periodStart: "2026-03-15", status: "paid" },
        { periodStart: "2026-04-15", status: "processing" },
      ],
    });
    expect(await cancel(twoPeriods)).toMatchObject({ creditCents: partOfMarch + 3100 });
    await bankTakesBack(twoPeriods.invoices[1]!, "AM04");
    expect(await stateOf(twoPeriods.policy.id)).toEqual({
      credit: { amountCents: partOfMarch, status: "processing" },
      refunds: [{ amountCents: partOfMarch, status: "pending" }],
    });

    // The only debit that paid past the end date comes back (MD06): nothing is refunded.
    const returned = await customerWithPolicy({
      startDate: "2026-02-15",
      monthlyCents: 3100,
      invoices: [{ periodStart: "2026-03-15", status: "paid" }],
    });
    expect(await cancel(returned)).toMatchObject({ creditCents: partOfMarch });
    await bankTakesBack(returned.invoices[0]!, "MD06");
    expect(await stateOf(returned.policy.id)).toEqual({
      credit: { amountCents: partOfMarch, status: "canceled" },
      refunds: [{ amountCents: partOfMarch, status: "canceled" }],
    });
    const run = await runRefunds("2026-04-21", { debtor: DEBTOR, now: new Date("2026-04-21T08:00:00Z") });
    const paid = run.fileId ? await db.refund.findMany({ where: { transferFileId: run.fileId }, select: { policyId: true } }) : [];
    expect(paid.map((refund) => refund.policyId)).not.toContain(returned.policy.id);
  });
});
