// The insurer's back office (issue 14, decision 0045) against its rules: only insurer admins
// (partner admins and brokers get a 403 and change nothing); a purchase that waits for review
// carries its reason and promised contact deadline; accept, decline and ask for more
// information each send one mail and one inbox message in the customer's language and are
// audited, and a second tab sends nothing; claims move only along the allowed transitions,
// with the approved amount checked at the field; bad input is answered, never a 500. Route
// loaders and actions are called as Remix calls them, on a scratch database.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("back-office");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "back-office-test-secret";

const { db } = await import("~/server/platform/db.server");
const { todayInAmsterdam } = await import("~/domain/platform/validation");
const { contactDeadline } = await import("~/domain/staff/review-queue");
const paymentRoute = await import("~/routes/checkout/checkout-payment");
const reviewRoute = await import("~/routes/staff/admin-review");
const reviewPolicyRoute = await import("~/routes/staff/admin-review-policy");
const claimsRoute = await import("~/routes/claims/admin-claims");
const claimRoute = await import("~/routes/claims/admin-claim");
const claimFileRoute = await import("~/routes/claims/admin-claim-file");
const accountClaimsRoute = await import("~/routes/claims/account-claims");
const h = await import("./support/funnel-harness");
const { storedFile } = await import("./support/stored-files");
const { answerOf, args, getRequest, postForm } = h;

const ADMIN_HOST = "localhost";
const ACME = "acme.localhost";
const IBAN = h.dutchIban("ABNA", "417164300");
const INSURER = "admin@insurer.example";
const ACME_ADMIN = "admin@acme.example";
const ACME_BROKER = "broker@acme.example";

const withParams = (request: Request, params: Record<string, string>) => ({ request, params, context: {} });

type Buyer = { userId: string; cookie: string; email: string; policyId: string };

/** A customer who bought business liability on acme; with a formality declared the policy waits for review. */
async function buyer({ declared }: { declared: boolean }): Promise<Buyer> {
  const ready = await h.readyForPayment("acme", ["business-liability"]);
  if (declared) {
    await db.checkout.update({
      where: { id: ready.checkoutId },
      data: { formalities: { liability: true, police: false, bankruptcy: false, refusedInsurance: false } },
    });
  }
  const paid = await answerOf(() =>
    paymentRoute.action(
      args(postForm(ACME, "/checkout/payment", { start_date: todayInAmsterdam(), iban_number: IBAN, consent: "on" }, ready.cookie)),
    ),
  );
  expect(paid.status).toBe(302);
  const policy = await db.policy.findFirstOrThrow({ where: { userId: ready.userId }, select: { id: true } });
  const user = await db.user.findUniqueOrThrow({ where: { id: ready.userId }, select: { email: true } });
  return { userId: ready.userId, cookie: ready.cookie, email: user.email!, policyId: policy.id };
}

const reviewList = (cookie: string | null) => answerOf(() => reviewRoute.loader(args(getRequest(ADMIN_HOST, "/admin/review", cookie))));
const reviewPage = (cookie: string | null, policyId: string) =>
  answerOf(() => reviewPolicyRoute.loader(withParams(getRequest(ADMIN_HOST, `/admin/review/${policyId}`, cookie), { policyId })));
const review = (cookie: string | null, policyId: string, fields: Record<string, string>) =>
  answerOf(() => reviewPolicyRoute.action(withParams(postForm(ADMIN_HOST, `/admin/review/${policyId}`, fields, cookie), { policyId })));
const claimsList = (cookie: string | null, query = "") =>
  answerOf(() => claimsRoute.loader(args(getRequest(ADMIN_HOST, `/admin/claims${query}`, cookie))));
const claimPage = (cookie: string | null, claimId: string) =>
  answerOf(() => claimRoute.loader(withParams(getRequest(ADMIN_HOST, `/admin/claims/${claimId}`, cookie), { claimId })));
const move = (cookie: string | null, claimId: string, fields: Record<string, string>) =>
  answerOf(() => claimRoute.action(withParams(postForm(ADMIN_HOST, `/admin/claims/${claimId}`, fields, cookie), { claimId })));
const claimFile = (cookie: string | null, claimId: string, fileId: string) =>
  answerOf(() =>
    claimFileRoute.loader(withParams(getRequest(ADMIN_HOST, `/admin/claims/${claimId}/files/${fileId}`, cookie), { claimId, fileId })),
  );

/** Who insures, under every customer mail (issue 35, decision 0085): the insurer's name, AFM and Kifid numbers. */
const TRUST_FOOTER = {
  nl: /\n-- \nAanbieder: .+\nAFM-registratienummer \d{8}\nAangesloten bij Kifid onder nummer [\d.]+$/,
  en: /\n-- \nProvider: .+\nAFM registration number \d{8}\nMember of Kifid, .+ number [\d.]+$/,
};

/** What the customer has been sent: mails to their address and inbox rows, newest last. */
async function sent(b: { userId: string; email: string }) {
  const [mails, inbox] = await Promise.all([
    db.outboxMail.findMany({
      where: { to: b.email.toLowerCase() },
      orderBy: { createdAt: "asc" },
      select: { subject: true, text: true, links: true },
    }),
    db.inboxMessage.findMany({ where: { userId: b.userId }, orderBy: { createdAt: "asc" }, select: { subject: true, body: true } }),
  ]);
  return { mails, inbox };
}

async function versionOf(policyId: string): Promise<string> {
  return (await db.policy.findUniqueOrThrow({ where: { id: policyId }, select: { updatedAt: true } })).updatedAt.toISOString();
}

async function newClaim(b: Buyer, perClaimCents: number | null) {
  await db.policy.update({ where: { id: b.policyId }, data: { perClaimCents } });
  const partnerId = await h.partnerId("acme");
  return db.claim.create({
    data: {
      number: `CL-TEST-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      partnerId,
      userId: b.userId,
      policyId: b.policyId,
      description: "Waterschade in de werkplaats",
      occurredOn: todayInAmsterdam(),
      files: {
        create: [{ fileName: "foto.png", ...(await storedFile("claim-files", new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "image/png")) }],
      },
    },
    include: { files: true },
  });
}

describe("who may use the back office", () => {
  it("partner admins and brokers get a 403 on every page, action and file; nothing changes", async () => {
    const b = await buyer({ declared: true });
    const claim = await newClaim(await buyer({ declared: false }), null);
    for (const email of [ACME_ADMIN, ACME_BROKER]) {
      const cookie = await h.staffCookie(email);
      expect((await reviewList(cookie)).status).toBe(403);
      expect((await reviewPage(cookie, b.policyId)).status).toBe(403);
      expect((await review(cookie, b.policyId, { intent: "accept" })).status).toBe(403);
      expect((await review(cookie, b.policyId, { intent: "ask", question: "Waarom?", version: await versionOf(b.policyId) })).status).toBe(
        403,
      );
      expect((await claimsList(cookie)).status).toBe(403);
      expect((await claimPage(cookie, claim.id)).status).toBe(403);
      expect((await move(cookie, claim.id, { from: "submitted", to: "in_review" })).status).toBe(403);
      expect((await claimFile(cookie, claim.id, claim.files[0]!.id)).status).toBe(403);
    }
    // Not signed in: to the admin sign-in.
    const anonymous = await reviewList(null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/admin\/sign-in/);
    expect((await db.policy.findUniqueOrThrow({ where: { id: b.policyId } })).status).toBe("pending_review");
    expect((await db.claim.findUniqueOrThrow({ where: { id: claim.id } })).status).toBe("submitted");
    expect(await db.claimEvent.count({ where: { claimId: claim.id } })).toBe(0);
    expect((await sent(b)).inbox).toHaveLength(0);
  });
});

describe("underwriting review", () => {
  it("a purchase that waits for review carries its reason and the promised contact deadline", async () => {
    const b = await buyer({ declared: true });
    const policy = await db.policy.findUniqueOrThrow({ where: { id: b.policyId } });
    expect(policy.status).toBe("pending_review");
    expect(policy.reviewReason).toBe("formalities");
    expect(Math.abs(policy.reviewDueAt!.getTime() - contactDeadline(policy.createdAt).getTime())).toBeLessThan(60_000);
    // An accepted purchase waits for nothing.
    const accepted = await buyer({ declared: false });
    const active = await db.policy.findUniqueOrThrow({ where: { id: accepted.policyId } });
    expect([active.status, active.reviewReason, active.reviewDueAt]).toEqual(["active", null, null]);
  });

  it("the queue derives missing deadlines, lists overdue first and shows product, customer, partner and reason", async () => {
    const insurer = await h.staffCookie(INSURER);
    const old = await buyer({ declared: true });
    const fresh = await buyer({ declared: true });
    // A row from before deadlines were stored: medical underwriting, bought ten days ago.
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    await db.policy.update({
      where: { id: old.policyId },
      data: { status: "pending_underwriting", reviewReason: null, reviewDueAt: null, createdAt: tenDaysAgo },
    });

    const list = await reviewList(insurer);
    expect(list.status).toBe(200);
    const rows = (
      list.body as {
        rows: { id: string; reasons: string[]; partner: string; product: string; customer: string; left: { overdue: boolean } }[];
      }
    ).rows;
    const ids = rows.map((row) => row.id);
    expect(ids.indexOf(old.policyId)).toBeLessThan(ids.indexOf(fresh.policyId));
    const oldRow = rows.find((row) => row.id === old.policyId)!;
    expect(oldRow.reasons).toEqual(["medical_underwriting"]);
    expect(oldRow.left.overdue).toBe(true);
    expect(oldRow.partner).toBeTruthy();
    expect(oldRow.product).toBeTruthy();
    expect(oldRow.customer).toMatch(/^Test Buyer/);
    const stored = await db.policy.findUniqueOrThrow({ where: { id: old.policyId } });
    expect(stored.reviewDueAt!.toISOString()).toBe(contactDeadline(tenDaysAgo).toISOString());
    expect(stored.reviewReason).toBe("medical_underwriting");

    // The detail page shows the answers with their question texts.
    const page = await reviewPage(insurer, fresh.policyId);
    expect(page.status).toBe(200);
    const answers = (page.body as { answers: { question: string; value: string }[] }).answers;
    expect(answers.length).toBeGreaterThan(0);
    for (const line of answers) expect(line.question).not.toMatch(/^c[a-z0-9]{20,}$/); // a text, not an id
  });

  it("accept: active, one mail and one inbox message, audited; a second tab sends nothing", async () => {
    const insurer = await h.staffCookie(INSURER);
    const staff = await db.staffAccount.findUniqueOrThrow({ where: { email: INSURER } });
    const b = await buyer({ declared: true });
    const before = await sent(b);

    const first = await review(insurer, b.policyId, { intent: "accept" });
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/admin/review/${b.policyId}?done=accepted`);
    const second = await review(insurer, b.policyId, { intent: "accept" });
    expect(second.status).toBe(409);
    expect((second.body as { result: string }).result).toBe("alreadyDecided");
    const declineAfter = await review(insurer, b.policyId, { intent: "decline" });
    expect(declineAfter.status).toBe(409);

    const policy = await db.policy.findUniqueOrThrow({ where: { id: b.policyId } });
    expect([policy.status, policy.reviewDecision, policy.reviewedById]).toEqual(["active", "accepted", staff.id]);
    expect(policy.reviewedAt).toBeInstanceOf(Date);
    const after = await sent(b);
    expect(after.mails.length - before.mails.length).toBe(1);
    expect(after.inbox.length - before.inbox.length).toBe(1);
    expect(after.mails.at(-1)!.subject).toMatch(/is geaccepteerd$/);
    expect(after.mails.at(-1)!.links).toEqual([`http://acme.localhost:3000/user/policies/${b.policyId}`]);
    expect(after.mails.at(-1)!.text).toMatch(TRUST_FOOTER.nl);
    expect(after.inbox.at(-1)!.subject).toBe(after.mails.at(-1)!.subject);
    expect(await db.auditLog.count({ where: { action: "review_accepted", userId: b.userId } })).toBe(1);
  });

  it("decline: declined, nothing billed, mail and inbox in the customer's language, audited once", async () => {
    const insurer = await h.staffCookie(INSURER);
    const b = await buyer({ declared: true });
    await db.user.update({ where: { id: b.userId }, data: { language: "en" } });
    const [first, second] = await Promise.all([
      review(insurer, b.policyId, { intent: "decline" }),
      review(insurer, b.policyId, { intent: "decline" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([302, 409]);
    const policy = await db.policy.findUniqueOrThrow({ where: { id: b.policyId } });
    expect([policy.status, policy.reviewDecision]).toEqual(["declined", "declined"]);
    expect(await db.invoice.count({ where: { policyId: b.policyId } })).toBe(0);
    const { mails, inbox } = await sent(b);
    const declined = mails.filter((mail) => mail.subject.startsWith("Your application for"));
    expect(declined).toHaveLength(1);
    expect(declined[0]!.text).toContain("nothing will be debited");
    expect(declined[0]!.text).toMatch(TRUST_FOOTER.en);
    expect(inbox.filter((message) => message.subject.startsWith("Your application for"))).toHaveLength(1);
    expect(await db.auditLog.count({ where: { action: "review_declined", userId: b.userId } })).toBe(1);
  });

  it("ask for more information: the question reaches the inbox and the mail, the policy keeps waiting; a stale form sends nothing", async () => {
    const insurer = await h.staffCookie(INSURER);
    const b = await buyer({ declared: true });
    const version = await versionOf(b.policyId);

    const empty = await review(insurer, b.policyId, { intent: "ask", question: "   ", version });
    expect(empty.status).toBe(400);
    expect((empty.body as { errors: { question: string[] } }).errors.question).toEqual(["validations:required"]);
    const long = await review(insurer, b.policyId, { intent: "ask", question: "x".repeat(2001), version });
    expect(long.status).toBe(400);
    expect((long.body as { question: string }).question).toHaveLength(2001); // what was typed comes back

    const question = "Welke schade heb je de afgelopen vijf jaar gemeld?";
    const asked = await review(insurer, b.policyId, { intent: "ask", question, version });
    expect(asked.status).toBe(302);
    const again = await review(insurer, b.policyId, { intent: "ask", question, version });
    expect(again.status).toBe(409);
    expect((again.body as { result: string }).result).toBe("changed");

    const policy = await db.policy.findUniqueOrThrow({ where: { id: b.policyId } });
    expect(policy.status).toBe("pending_review");
    expect(policy.reviewDecision).toBeNull();
    expect(policy.reviewReason).toBe("formalities,info_requested");
    const { mails, inbox } = await sent(b);
    expect(inbox.filter((message) => message.body.includes(question))).toHaveLength(1);
    expect(mails.filter((mail) => mail.text.includes(question))).toHaveLength(1);
    expect(mails.find((mail) => mail.text.includes(question))!.text).toMatch(TRUST_FOOTER.nl);
    expect(await db.auditLog.count({ where: { action: "review_info_requested", userId: b.userId } })).toBe(1);

    // The queue lists it after those still waiting for contact.
    const rows = ((await reviewList(insurer)).body as { rows: { id: string; reasons: string[] }[] }).rows;
    const index = rows.findIndex((row) => row.id === b.policyId);
    expect(rows.slice(index).every((row) => row.reasons.includes("info_requested"))).toBe(true);
  });

  it("bad input is answered, never a 500", async () => {
    const insurer = await h.staffCookie(INSURER);
    const b = await buyer({ declared: true });
    expect((await review(insurer, b.policyId, { intent: "launch" })).status).toBe(400);
    expect((await review(insurer, b.policyId, {})).status).toBe(400);
    expect((await review(insurer, b.policyId, { intent: "ask", question: "Vraag", version: "yesterday" })).status).toBe(409);
    expect((await review(insurer, "no-such-policy", { intent: "accept" })).status).toBe(404);
    expect((await reviewPage(insurer, "no-such-policy")).status).toBe(404);
    const json = new Request(`http://${ADMIN_HOST}/admin/review/${b.policyId}`, {
      method: "POST",
      headers: { Host: ADMIN_HOST, Cookie: insurer, "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "accept" }),
    });
    expect((await answerOf(() => reviewPolicyRoute.action(withParams(json, { policyId: b.policyId })))).status).not.toBe(500);
    expect((await db.policy.findUniqueOrThrow({ where: { id: b.policyId } })).status).toBe("pending_review");
  });
});

describe("claims handling", () => {
  it("moves a claim along the allowed transitions; each change is a history row, an inbox message, a mail and an audit row", async () => {
    const insurer = await h.staffCookie(INSURER);
    const b = await buyer({ declared: false });
    const claim = await newClaim(b, 100_000); // at most € 1.000,00 per claim
    const before = await sent(b);

    // Not allowed: straight from submitted to approved.
    const skip = await move(insurer, claim.id, { from: "submitted", to: "approved", amount: "100" });
    expect(skip.status).toBe(400);
    expect((skip.body as { errors: { to: string[] } }).errors.to).toEqual(["backoffice:claims.errors.transition"]);

    expect((await move(insurer, claim.id, { from: "submitted", to: "in_review" })).status).toBe(302);
    // The same form again (a second tab): the claim is no longer submitted.
    const stale = await move(insurer, claim.id, { from: "submitted", to: "in_review" });
    expect(stale.status).toBe(409);
    expect((stale.body as { changed: boolean }).changed).toBe(true);

    // Asking for information needs a note.
    const noNote = await move(insurer, claim.id, { from: "in_review", to: "more_info", note: "" });
    expect(noNote.status).toBe(400);
    expect((noNote.body as { errors: { note: string[] } }).errors.note).toEqual(["backoffice:claims.errors.noteRequired"]);

    // The amount is checked at the field, and what was typed comes back.
    const cases: [string, string][] = [
      ["", "backoffice:claims.errors.amountRequired"],
      ["abc", "backoffice:claims.errors.amountInvalid"],
      ["0", "backoffice:claims.errors.amountNotPositive"],
      ["-10", "backoffice:claims.errors.amountNotPositive"],
      ["1000,01", "backoffice:claims.errors.amountTooHigh"],
    ];
    for (const [amount, message] of cases) {
      const refused = await move(insurer, claim.id, { from: "in_review", to: "approved", amount, note: "Goedgekeurd" });
      expect(refused.status, amount).toBe(400);
      const body = refused.body as { errors: { amount: string[] }; values: { amount: string; note: string } };
      expect(body.errors.amount).toEqual([message]);
      expect(body.values).toMatchObject({ amount, note: "Goedgekeurd" });
    }
    expect((await db.claim.findUniqueOrThrow({ where: { id: claim.id } })).status).toBe("in_review");

    const approved = await move(insurer, claim.id, {
      from: "in_review",
      to: "approved",
      amount: "750,50",
      note: "Na beoordeling van de foto's.",
    });
    expect(approved.status).toBe(302);
    expect((await move(insurer, claim.id, { from: "approved", to: "paid" })).status).toBe(302);
    // Paid is final.
    const afterPaid = await move(insurer, claim.id, { from: "paid", to: "in_review" });
    expect(afterPaid.status).toBe(400);

    const stored = await db.claim.findUniqueOrThrow({ where: { id: claim.id }, include: { events: { orderBy: { createdAt: "asc" } } } });
    expect(stored.status).toBe("paid");
    expect(stored.approvedCents).toBe(75_050);
    expect(stored.events.map((event) => [event.status, event.amountCents])).toEqual([
      ["in_review", null],
      ["approved", 75_050],
      ["paid", null],
    ]);
    const after = await sent(b);
    expect(after.mails.length - before.mails.length).toBe(3);
    for (const mail of after.mails.slice(-3)) expect(mail.text).toMatch(TRUST_FOOTER.nl);
    expect(after.inbox.length - before.inbox.length).toBe(3);
    expect(
      after.inbox.some((message) => message.body.includes("€\u00a0750,50") && message.body.includes("Na beoordeling van de foto's.")),
    ).toBe(true);
    expect(await db.auditLog.count({ where: { action: "claim_status_changed", userId: b.userId } })).toBe(3);

    // The customer's claims page shows the status, the amount and the history with the note.
    const page = await answerOf(() => accountClaimsRoute.loader(args(getRequest(ACME, "/user/claims", b.cookie))));
    expect(page.status).toBe(200);
    const listed = (
      page.body as { claims: { id: string; status: string; approvedCents: number; history: { status: string; note: string | null }[] }[] }
    ).claims.find((item) => item.id === claim.id)!;
    expect(listed.status).toBe("paid");
    expect(listed.approvedCents).toBe(75_050);
    expect(listed.history.map((event) => event.status)).toEqual(["in_review", "approved", "paid"]);
    expect(listed.history[1]!.note).toBe("Na beoordeling van de foto's.");
  });

  it("lists claims oldest first, filtered by status; serves files to staff with safe headers; junk is answered", async () => {
    const insurer = await h.staffCookie(INSURER);
    const b = await buyer({ declared: false });
    const claim = await newClaim(b, null);
    const all = await claimsList(insurer);
    expect(all.status).toBe(200);
    const rows = (all.body as { rows: { id: string; reportedAt: string }[] }).rows;
    expect(rows.map((row) => row.reportedAt)).toEqual([...rows.map((row) => row.reportedAt)].sort());
    const submitted = (await claimsList(insurer, "?status=submitted")).body as { status: string; rows: { id: string; status: string }[] };
    expect(submitted.status).toBe("submitted");
    expect(submitted.rows.some((row) => row.id === claim.id)).toBe(true);
    expect(submitted.rows.every((row) => row.status === "submitted")).toBe(true);
    expect(((await claimsList(insurer, "?status=%3Cscript%3E")).body as { status: string | null }).status).toBeNull();

    const download = await claimFile(insurer, claim.id, claim.files[0]!.id);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment/);
    expect(download.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(download.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect((await claimFile(insurer, "other-claim", claim.files[0]!.id)).status).toBe(404);

    // Without a per-claim limit any positive amount is fine; junk fields never 500.
    expect((await move(insurer, claim.id, { from: "submitted", to: "in_review" })).status).toBe(302);
    for (const fields of [
      {},
      { to: "approved" },
      { from: "in_review", to: "toString" },
      { from: "in_review", to: "approved", amount: "9".repeat(500) },
    ]) {
      const answer = await move(insurer, claim.id, fields as Record<string, string>);
      expect(answer.status, JSON.stringify(fields).slice(0, 60)).toBe(400);
    }
    expect((await move(insurer, "no-such-claim", { from: "submitted", to: "in_review" })).status).toBe(404);
    expect((await move(insurer, claim.id, { from: "in_review", to: "approved", amount: "123456" })).status).toBe(302);
    expect((await db.claim.findUniqueOrThrow({ where: { id: claim.id } })).approvedCents).toBe(12_345_600);
  });
});
