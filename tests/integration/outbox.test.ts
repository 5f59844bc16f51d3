// The transactional outbox (issue 9, defect 9; decision 0025): the confirmation mail is written
// in the purchase's own transaction with absolute links, a rolled-back transaction leaves no
// mail, and delivery after commit hands each message over once, retrying failures, whichever
// process gets there first.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import type { MailMessage, MailTransport, QueuedMail } from "~/server/providers/mail.server"; // types only: loads nothing

await testDatabase("outbox");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "outbox-test-secret-0123456789";

const { db } = await import("~/server/platform/db.server");
const mail = await import("~/server/providers/mail.server");
const paymentRoute = await import("~/routes/checkout/checkout-payment");
const { todayInAmsterdam } = await import("~/domain/platform/validation");
const h = await import("./support/funnel-harness");
const { answerOf, postForm } = h;

const ACME = "acme.localhost";
const IBAN = h.dutchIban("ABNA", "417164300");

afterAll(() => mail.setTransportForTests(null));

/** A transport that records what it was handed, and fails while told to. */
class RecordingTransport implements MailTransport {
  delivered: string[] = [];
  failing = false;
  async deliver(message: QueuedMail): Promise<void> {
    if (this.failing) throw new Error("SMTP 451 try again later");
    this.delivered.push(message.id);
  }
}

let transport: RecordingTransport;
beforeEach(async () => {
  // Nothing left over from another test is due.
  await db.outboxMail.updateMany({ where: { deliveredAt: null }, data: { deliveredAt: new Date() } });
  transport = new RecordingTransport();
  mail.setTransportForTests(transport);
});

const message = (to: string): MailMessage => ({
  to,
  subject: "Test",
  text: "Hello",
  html: "<p>Hello</p>",
  links: ["https://example.nl/x"],
});

describe("the purchase and its confirmation", () => {
  it("the confirmation is written with the purchase, with an absolute link on the partner's configured host", async () => {
    const buyer = await h.readyForPayment("acme", ["business-liability"]);
    const answer = await answerOf(() =>
      paymentRoute.action(
        h.args(postForm(ACME, "/checkout/payment", { start_date: todayInAmsterdam(), iban_number: IBAN, consent: "on" }, buyer.cookie)),
      ),
    );
    expect(answer.status).toBe(302);
    const { email } = await db.user.findUniqueOrThrow({ where: { id: buyer.userId }, select: { email: true } });
    const rows = await db.outboxMail.findMany({ where: { to: email! } });
    expect(rows).toHaveLength(1);
    // The policies, and the product's IPID (decision 0085), both on the partner's configured host.
    expect(rows[0]!.links).toEqual([
      "http://acme.localhost:3000/user/policies",
      "http://acme.localhost:3000/products/business-liability/ipid",
    ]);
    expect(rows[0]!.html).toContain('href="http://acme.localhost:3000/user/policies"');
    const policy = await db.policy.findFirstOrThrow({ where: { userId: buyer.userId }, select: { number: true, createdAt: true } });
    expect(rows[0]!.text).toContain(policy.number);
    // Delivered after commit, once.
    await expect.poll(() => transport.delivered.includes(rows[0]!.id)).toBe(true);
    await mail.deliverDueMail();
    expect(transport.delivered.filter((id) => id === rows[0]!.id)).toHaveLength(1);
  });

  it("a transaction that does not commit leaves no mail behind", async () => {
    const to = `rollback-${process.pid}@example.nl`;
    await expect(
      db.$transaction(async (tx) => {
        await mail.queueMail(message(to), tx);
        throw new Error("killed before commit");
      }),
    ).rejects.toThrow("killed before commit");
    expect(await db.outboxMail.count({ where: { to } })).toBe(0);
  });
});

describe("delivery", () => {
  it("a message queued before a crash (never delivered) goes out on the next sweep, once", async () => {
    const id = await mail.queueMail(message(`crash-${process.pid}@example.nl`));
    // Three processes sweep at the same moment.
    const counts = await Promise.all([mail.deliverDueMail(), mail.deliverDueMail(), mail.deliverDueMail()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(transport.delivered).toEqual([id]);
    expect((await db.outboxMail.findUniqueOrThrow({ where: { id } })).deliveredAt).not.toBeNull();
    expect(await mail.deliverDueMail()).toBe(0);
    expect(transport.delivered).toEqual([id]);
  });

  it("a failed delivery is kept and retried after its back-off", async () => {
    const id = await mail.queueMail(message(`retry-${process.pid}@example.nl`));
    transport.failing = true;
    const now = Date.now();
    expect(await mail.deliverDueMail(now)).toBe(0);
    const failed = await db.outboxMail.findUniqueOrThrow({ where: { id } });
    expect(failed.deliveredAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain("451");
    expect(failed.nextAttemptAt.getTime()).toBe(now + mail.RETRY_DELAYS_MS[0]!);
    transport.failing = false;
    expect(await mail.deliverDueMail(now + 1000)).toBe(0); // not yet due
    expect(await mail.deliverDueMail(now + mail.RETRY_DELAYS_MS[0]!)).toBe(1);
    expect(transport.delivered).toEqual([id]);
  });

  it("a delivery that died half-way is tried again once its lease has run out", async () => {
    const id = await mail.queueMail(message(`lease-${process.pid}@example.nl`));
    const now = Date.now();
    // A process claimed it and died before handing it over.
    await db.outboxMail.update({ where: { id }, data: { nextAttemptAt: new Date(now + mail.DELIVERY_LEASE_MS), attempts: 1 } });
    expect(await mail.deliverDueMail(now)).toBe(0);
    expect(await mail.deliverDueMail(now + mail.DELIVERY_LEASE_MS)).toBe(1);
    expect(transport.delivered).toEqual([id]);
  });
});
