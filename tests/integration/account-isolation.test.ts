// The account area against tampering: another customer's or partner's policies, schedules
// and cancellations, guest and missing sessions, a cookie carried to another partner's host,
// invoices on a partner that hides them, cancel dates outside the window, junk posts. Route
// loaders and actions are called directly, as Remix calls them, against a scratch
// database of its own. Every refusal also checks the database.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("account-isolation");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "account-isolation-test-secret";

const { db } = await import("~/server/platform/db.server");
const { todayInAmsterdam, addDays } = await import("~/domain/platform/validation");
const { cancellationWindow } = await import("~/domain/account/policy-cancellation");
const { maskIban } = await import("~/domain/billing/sepa");
const paymentRoute = await import("~/routes/checkout/checkout-payment");
const layoutRoute = await import("~/routes/account/account-layout");
const indexRoute = await import("~/routes/account/account-index");
const policiesRoute = await import("~/routes/account/account-policies");
const policyRoute = await import("~/routes/account/account-policy");
const scheduleRoute = await import("~/routes/account/account-policy-schedule");
const cancelRoute = await import("~/routes/account/account-policy-cancel");
const detailsRoute = await import("~/routes/account/account-details");
const invoicesRoute = await import("~/routes/billing/account-invoices");
const inboxRoute = await import("~/routes/account/account-inbox");
const h = await import("./support/funnel-harness");
const { pdfLines, readPdf } = await import("../support/pdf-text");
const { answerOf, args, getRequest, postForm } = h;

const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";
const SOLO = "solo.localhost";
const IBAN = h.dutchIban("ABNA", "417164300");

// ------------------------------------------------------------------------------------------
// Helpers

type Customer = { userId: string; cookie: string; policyId: string; productId: string; number: string; reference: string; iban: string };

/** A customer made as the funnel makes one: at the payment step, then paying. */
async function customerWithPolicy(partnerName: "acme" | "boekfix" | "solo", host: string): Promise<Customer> {
  const buyer = await h.readyForPayment(partnerName, ["business-liability"]);
  const paid = await answerOf(() =>
    paymentRoute.action(
      args(postForm(host, "/checkout/payment", { start_date: todayInAmsterdam(), iban_number: IBAN, consent: "on" }, buyer.cookie)),
    ),
  );
  expect(paid.status).toBe(302);
  const policy = await db.policy.findFirstOrThrow({ where: { userId: buyer.userId }, include: { mandate: true } });
  return {
    userId: buyer.userId,
    cookie: buyer.cookie,
    policyId: policy.id,
    productId: policy.productId,
    number: policy.number,
    reference: policy.mandate.reference,
    iban: policy.mandate.iban,
  };
}

const withParams = (request: Request, params: Record<string, string>) => ({ request, params, context: {} });

const policyPage = (host: string, cookie: string | null, policyId: string) =>
  answerOf(() => policyRoute.loader(withParams(getRequest(host, `/user/policies/${policyId}`, cookie), { policyId })));
const schedule = (host: string, cookie: string | null, policyId: string) =>
  answerOf(() => scheduleRoute.loader(withParams(getRequest(host, `/user/policies/${policyId}/schedule.pdf`, cookie), { policyId })));
const cancelPage = (host: string, cookie: string | null, policyId: string) =>
  answerOf(() => cancelRoute.loader(withParams(getRequest(host, `/user/policies/${policyId}/cancel`, cookie), { policyId })));
const cancel = (host: string, cookie: string | null, policyId: string, fields: Record<string, string>) =>
  answerOf(() => cancelRoute.action(withParams(postForm(host, `/user/policies/${policyId}/cancel`, fields, cookie), { policyId })));

async function policyState(policyId: string) {
  const policy = await db.policy.findUniqueOrThrow({
    where: { id: policyId },
    select: { status: true, endDate: true, cancelledAt: true, updatedAt: true },
  });
  return { ...policy, messages: await db.inboxMessage.count() };
}

function fieldErrors(body: unknown): Record<string, string[] | null> {
  return ((body as { result?: { error?: Record<string, string[] | null> } }).result?.error ?? {}) as Record<string, string[] | null>;
}

function expectSignIn(answer: { status: number; location: string | null }, path: string) {
  expect(answer.status).toBe(302);
  expect(answer.location).toBe(`/sign-in?redirectTo=${encodeURIComponent(path)}`);
}

// ------------------------------------------------------------------------------------------

describe("the owner sees their own policy (control)", () => {
  it("shows the policy with its masked IBAN, the schedule PDF and the cancel form", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const page = await policyPage(ACME, owner.cookie, owner.policyId);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      policy: { id: owner.policyId, number: owner.number, status: "active" },
      mandate: { reference: owner.reference, iban: maskIban(owner.iban) },
      canCancel: true,
    });
    expect(JSON.stringify(page.body)).not.toContain(owner.iban);

    const response = await scheduleRoute.loader(
      withParams(getRequest(ACME, `/user/policies/${owner.policyId}/schedule.pdf`, owner.cookie), { policyId: owner.policyId }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const lines = await pdfLines(bytes);
    expect(lines.slice(0, 2).join(" ")).toMatch(/^Polisblad - \S/); // the title may wrap
    expect(lines).toContain(owner.number);
    expect(lines).toContain(owner.reference);
    expect(lines).toContain(maskIban(owner.iban));
    expect(lines.join("\n")).not.toContain(owner.iban);

    const form = await cancelPage(ACME, owner.cookie, owner.policyId);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ refusal: null, window: { min: addDays(todayInAmsterdam(), 1) } });
  });
});

describe("the schedule prints every name as itself", () => {
  it.each([
    ["Łukasz", "Wiśniewski"],
    ["Zoë", "Ağaoğlu"],
  ])("%s %s", async (firstName, lastName) => {
    const owner = await customerWithPolicy("acme", ACME);
    await db.user.update({ where: { id: owner.userId }, data: { firstName, lastName, companyName: `${lastName} & Zonen` } });
    const answer = await scheduleRoute.loader(
      withParams(getRequest(ACME, `/user/policies/${owner.policyId}/schedule.pdf`, owner.cookie), { policyId: owner.policyId }),
    );
    expect(answer.status).toBe(200);
    const pages = await readPdf(new Uint8Array(await answer.arrayBuffer()));
    const lines = pages.flatMap((page) => page.items.map((item) => item.text));
    expect(lines).toContain(`${firstName} ${lastName}`);
    expect(lines).toContain(`${lastName} & Zonen`);
    expect(lines.join("\n")).not.toContain("?");
  });
});

describe("another customer's policy on the same partner: 404, nothing changed", () => {
  it("answers 404 for the policy page without naming the policy", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const stranger = await customerWithPolicy("acme", ACME);
    const page = await policyPage(ACME, stranger.cookie, owner.policyId);
    expect(page.status).toBe(404);
    for (const secret of [owner.number, owner.reference, owner.iban.slice(-4)]) expect(JSON.stringify(page.body)).not.toContain(secret);
  });

  it("answers 404 for the schedule PDF", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const stranger = await customerWithPolicy("acme", ACME);
    const answer = await schedule(ACME, stranger.cookie, owner.policyId);
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain(owner.number);
  });

  it("answers 404 for the cancel page and the cancel post, and the policy stays as it was", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const stranger = await customerWithPolicy("acme", ACME);
    const before = await policyState(owner.policyId);
    expect((await cancelPage(ACME, stranger.cookie, owner.policyId)).status).toBe(404);
    const answer = await cancel(ACME, stranger.cookie, owner.policyId, { end_date: addDays(todayInAmsterdam(), 1) });
    expect(answer.status).toBe(404);
    expect(await policyState(owner.policyId)).toEqual(before);
    expect(before.status).toBe("active");
  });

  it("shows only the customer's own policies and invoices in the lists", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const stranger = await customerWithPolicy("acme", ACME);
    const list = await answerOf(() => policiesRoute.loader(args(getRequest(ACME, "/user/policies", stranger.cookie))));
    expect(list.status).toBe(200);
    const body = list.body as { current: { id: string }[]; expired: { id: string }[] };
    expect(body.current.map((policy) => policy.id)).toEqual([stranger.policyId]);
    expect(body.expired).toEqual([]);
    const invoices = await answerOf(() => invoicesRoute.loader(args(getRequest(ACME, "/user/invoices", stranger.cookie))));
    const invoiceList = (invoices.body as { invoices: { policyId: string }[] }).invoices;
    expect(invoiceList.map((invoice) => invoice.policyId)).toEqual([stranger.policyId]);
    expect(JSON.stringify(list.body) + JSON.stringify(invoices.body)).not.toContain(owner.number);
  });
});

describe("a policy of another partner: 404 with a session on this partner", () => {
  it("does not show or cancel a boekfix policy to an acme customer on acme", async () => {
    const boekfixOwner = await customerWithPolicy("boekfix", BOEKFIX);
    const acmeCustomer = await customerWithPolicy("acme", ACME);
    const before = await policyState(boekfixOwner.policyId);
    expect((await policyPage(ACME, acmeCustomer.cookie, boekfixOwner.policyId)).status).toBe(404);
    expect((await schedule(ACME, acmeCustomer.cookie, boekfixOwner.policyId)).status).toBe(404);
    expect((await cancelPage(ACME, acmeCustomer.cookie, boekfixOwner.policyId)).status).toBe(404);
    expect((await cancel(ACME, acmeCustomer.cookie, boekfixOwner.policyId, { end_date: addDays(todayInAmsterdam(), 1) })).status).toBe(404);
    expect(await policyState(boekfixOwner.policyId)).toEqual(before);
  });

  it("answers 404 for ids that are no policy at all", async () => {
    const customer = await customerWithPolicy("acme", ACME);
    for (const id of ["nope", "x".repeat(500), "' OR 1=1 --", "%00"]) {
      expect((await policyPage(ACME, customer.cookie, id)).status).toBe(404);
      expect((await schedule(ACME, customer.cookie, id)).status).toBe(404);
    }
  });
});

describe("no customer: a guest or no session goes to /sign-in", () => {
  it("sends a guest session and a missing session to /sign-in and back", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const guest = await h.createGuest("acme");
    const before = await policyState(owner.policyId);
    for (const cookie of [guest.cookie, null]) {
      expectSignIn(await answerOf(() => layoutRoute.loader(args(getRequest(ACME, "/user/policies", cookie)))), "/user/policies");
      expectSignIn(await answerOf(() => indexRoute.loader(args(getRequest(ACME, "/user", cookie)))), "/user");
      expectSignIn(await answerOf(() => policiesRoute.loader(args(getRequest(ACME, "/user/policies", cookie)))), "/user/policies");
      expectSignIn(await policyPage(ACME, cookie, owner.policyId), `/user/policies/${owner.policyId}`);
      expectSignIn(await schedule(ACME, cookie, owner.policyId), `/user/policies/${owner.policyId}/schedule.pdf`);
      expectSignIn(
        await cancel(ACME, cookie, owner.policyId, { end_date: addDays(todayInAmsterdam(), 1) }),
        `/user/policies/${owner.policyId}/cancel`,
      );
      expectSignIn(await answerOf(() => detailsRoute.loader(args(getRequest(ACME, "/user/details", cookie)))), "/user/details");
      expectSignIn(
        await answerOf(() => detailsRoute.action(args(postForm(ACME, "/user/details", { intent: "person", firstName: "X" }, cookie)))),
        "/user/details",
      );
      expectSignIn(await answerOf(() => invoicesRoute.loader(args(getRequest(ACME, "/user/invoices", cookie)))), "/user/invoices");
      expectSignIn(await answerOf(() => inboxRoute.loader(args(getRequest(ACME, "/user/inbox", cookie)))), "/user/inbox");
      expectSignIn(
        await answerOf(() => inboxRoute.action(args(postForm(ACME, "/user/inbox", { intent: "read-all" }, cookie)))),
        "/user/inbox",
      );
    }
    expect(await policyState(owner.policyId)).toEqual(before);
  });

  it("does not sign in partner A's customer with their cookie on partner B's host", async () => {
    const acmeOwner = await customerWithPolicy("acme", ACME);
    // The same person (same e-mail) with an account on boekfix too: still nobody there with the acme cookie.
    expectSignIn(await answerOf(() => layoutRoute.loader(args(getRequest(BOEKFIX, "/user/policies", acmeOwner.cookie)))), "/user/policies");
    expectSignIn(
      await answerOf(() => policiesRoute.loader(args(getRequest(BOEKFIX, "/user/policies", acmeOwner.cookie)))),
      "/user/policies",
    );
    expectSignIn(await policyPage(BOEKFIX, acmeOwner.cookie, acmeOwner.policyId), `/user/policies/${acmeOwner.policyId}`);
    expectSignIn(await schedule(BOEKFIX, acmeOwner.cookie, acmeOwner.policyId), `/user/policies/${acmeOwner.policyId}/schedule.pdf`);
    const before = await policyState(acmeOwner.policyId);
    expectSignIn(
      await cancel(BOEKFIX, acmeOwner.cookie, acmeOwner.policyId, { end_date: addDays(todayInAmsterdam(), 1) }),
      `/user/policies/${acmeOwner.policyId}/cancel`,
    );
    expect(await policyState(acmeOwner.policyId)).toEqual(before);
  });
});

describe("invoices: hidden for partners that hide invoices and support", () => {
  it("answers 404 on solo, also to solo's own customer, and leaves invoices out of the navigation", async () => {
    const soloCustomer = await customerWithPolicy("solo", SOLO);
    expect(await db.invoice.count({ where: { userId: soloCustomer.userId } })).toBe(1);
    const answer = await answerOf(() => invoicesRoute.loader(args(getRequest(SOLO, "/user/invoices", soloCustomer.cookie))));
    expect(answer.status).toBe(404);
    const layout = await answerOf(() => layoutRoute.loader(args(getRequest(SOLO, "/user/invoices", soloCustomer.cookie))));
    expect(layout.body).toMatchObject({ showInvoices: false });
  });

  it("shows the invoice on acme with its status label and period (control)", async () => {
    const customer = await customerWithPolicy("acme", ACME);
    const answer = await answerOf(() => invoicesRoute.loader(args(getRequest(ACME, "/user/invoices", customer.cookie))));
    expect(answer.status).toBe(200);
    const invoice = await db.invoice.findFirstOrThrow({ where: { userId: customer.userId } });
    expect((answer.body as { invoices: unknown[] }).invoices).toEqual([
      expect.objectContaining({
        number: invoice.number,
        amountCents: invoice.amountCents,
        label: "processing",
        tone: "open",
        periodStart: invoice.periodStart,
      }),
    ]);
    await db.invoice.update({ where: { id: invoice.id }, data: { status: "disputed" } });
    const again = await answerOf(() => invoicesRoute.loader(args(getRequest(ACME, "/user/invoices", customer.cookie))));
    expect((again.body as { invoices: { label: string }[] }).invoices[0]!.label).toBe("failed");
  });
});

describe("cancelling: the end date must be inside the window", () => {
  it("refuses today with minEndDateReached and changes nothing", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const before = await policyState(owner.policyId);
    const answer = await cancel(ACME, owner.cookie, owner.policyId, { end_date: todayInAmsterdam() });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body)).toEqual({ end_date: ["validations:minEndDateReached"] });
    expect(await policyState(owner.policyId)).toEqual(before);
  });

  it("refuses the day after the maximum with maxEndDateReached and changes nothing", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const window = cancellationWindow(todayInAmsterdam(), todayInAmsterdam());
    const before = await policyState(owner.policyId);
    for (const endDate of [addDays(window.max, 1), addDays(todayInAmsterdam(), 31), "2999-01-01"]) {
      const answer = await cancel(ACME, owner.cookie, owner.policyId, { end_date: endDate });
      expect(answer.status).toBe(400);
      expect(fieldErrors(answer.body)).toEqual({ end_date: ["validations:maxEndDateReached"] });
    }
    const junkForms: Record<string, string>[] = [{ end_date: "morgen" }, {}, { end_date: "2025-02-30" }];
    for (const junk of junkForms) {
      const answer = await cancel(ACME, owner.cookie, owner.policyId, junk);
      expect(answer.status).toBe(400);
    }
    expect(await policyState(owner.policyId)).toEqual(before);
  });

  it("cancels once with a date in the window: status, end date, inbox message, then the survey", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const window = cancellationWindow(todayInAmsterdam(), todayInAmsterdam());
    const messagesBefore = await db.inboxMessage.count({ where: { userId: owner.userId } });
    const answer = await cancel(ACME, owner.cookie, owner.policyId, { end_date: window.max });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/survey/cancel-policy/${owner.productId}/intro?policy=${owner.policyId}`);
    const policy = await db.policy.findUniqueOrThrow({ where: { id: owner.policyId } });
    expect(policy).toMatchObject({ status: "cancelled", endDate: window.max });
    expect(policy.cancelledAt).toBeInstanceOf(Date);
    const messages = await db.inboxMessage.findMany({ where: { userId: owner.userId } });
    expect(messages).toHaveLength(messagesBefore + 1);
    expect(messages.at(-1)).toMatchObject({ partnerId: policy.partnerId, readAt: null });
    expect(messages.at(-1)!.body).toContain(policy.number);
    expect(messages.at(-1)!.body).toContain("14 dagen");

    // A second cancel explains and changes nothing.
    const before = await policyState(owner.policyId);
    const again = await cancel(ACME, owner.cookie, owner.policyId, { end_date: addDays(todayInAmsterdam(), 1) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ refusal: "alreadyCancelled" });
    expect(await policyState(owner.policyId)).toEqual(before);
    const page = await policyPage(ACME, owner.cookie, owner.policyId);
    expect(page.body).toMatchObject({ canCancel: false, policy: { status: "cancelled", endDate: window.max } });
  });

  it("does not cancel a policy under review", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    await db.policy.update({ where: { id: owner.policyId }, data: { status: "pending_review" } });
    const before = await policyState(owner.policyId);
    const answer = await cancel(ACME, owner.cookie, owner.policyId, { end_date: addDays(todayInAmsterdam(), 1) });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ refusal: "notActive" });
    expect(await policyState(owner.policyId)).toEqual(before);
  });

  it("refuses a cancel post from another site with 403", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const before = await policyState(owner.policyId);
    const request = new Request(`http://${ACME}/user/policies/${owner.policyId}/cancel`, {
      method: "POST",
      headers: { Host: ACME, Cookie: owner.cookie, Origin: "https://evil.example" },
      body: new URLSearchParams({ end_date: addDays(todayInAmsterdam(), 1) }),
    });
    const answer = await answerOf(() => cancelRoute.action(withParams(request, { policyId: owner.policyId })));
    expect(answer.status).toBe(403);
    expect(await policyState(owner.policyId)).toEqual(before);
  });
});

describe("details and inbox: the customer's own data only, bad input is a 400", () => {
  it("refuses an e-mail address of another account on the partner and keeps what was typed", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const other = await customerWithPolicy("acme", ACME);
    const otherEmail = (await db.user.findUniqueOrThrow({ where: { id: other.userId } })).email!;
    const before = await db.user.findUniqueOrThrow({ where: { id: owner.userId } });
    const fields = {
      intent: "person",
      firstName: "Nieuw",
      lastName: "Naam",
      birthDate: "1985-06-15",
      phoneNumber: "0612345678",
      email: otherEmail,
    };
    const answer = await answerOf(() => detailsRoute.action(args(postForm(ACME, "/user/details", fields, owner.cookie))));
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body)).toEqual({ email: ["validations:emailExists"] });
    expect((answer.body as { result: { initialValue: Record<string, string> } }).result.initialValue).toMatchObject({ firstName: "Nieuw" });
    expect(await db.user.findUniqueOrThrow({ where: { id: owner.userId } })).toEqual(before);
  });

  it("refuses an address the lookup does not know, at the postal code, and saves a known one", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const address = {
      intent: "personal-address",
      postalCode: "1017XN",
      houseNumber: "9999",
      street: "Verzonnen",
      city: "Nergens",
      country: "Nederland",
    };
    const refused = await answerOf(() => detailsRoute.action(args(postForm(ACME, "/user/details", address, owner.cookie))));
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body)).toEqual({ postalCode: ["validations:addressNotFound"] });
    expect(refused.body).toMatchObject({ addressNotFound: true, result: { initialValue: { houseNumber: "9999", street: "Verzonnen" } } });
    expect(await db.address.findUnique({ where: { userId_type: { userId: owner.userId, type: "personal" } } })).toBeNull();

    const known = { ...address, houseNumber: "42", street: "Keizersgracht", city: "Amsterdam" };
    const saved = await answerOf(() => detailsRoute.action(args(postForm(ACME, "/user/details", known, owner.cookie))));
    expect(saved.status).toBe(302);
    expect(await db.address.findUnique({ where: { userId_type: { userId: owner.userId, type: "personal" } } })).toMatchObject({
      postalCode: "1017XN",
      houseNumber: "42",
      street: "Keizersgracht",
    });
  });

  it("answers junk posts with 400, never 500", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const junkDetails: Record<string, string>[] = [{}, { intent: "admin" }, { intent: "person" }];
    for (const fields of junkDetails) {
      const answer = await answerOf(() => detailsRoute.action(args(postForm(ACME, "/user/details", fields, owner.cookie))));
      expect(answer.status).toBe(400);
    }
    const junkInbox: Record<string, string>[] = [{}, { intent: "read" }, { intent: "open" }, { intent: "delete", id: "x" }];
    for (const fields of junkInbox) {
      const answer = await answerOf(() => inboxRoute.action(args(postForm(ACME, "/user/inbox", fields, owner.cookie))));
      expect(answer.status).toBe(400);
    }
    const notAForm = new Request(`http://${ACME}/user/details`, {
      method: "POST",
      headers: { Host: ACME, Cookie: owner.cookie, "Content-Type": "application/json" },
      body: '{"intent":',
    });
    expect((await answerOf(() => detailsRoute.action(args(notAForm)))).status).toBe(400);
  });

  it("neither shows nor marks another customer's message", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const stranger = await customerWithPolicy("acme", ACME);
    const message = await db.inboxMessage.create({
      data: {
        partnerId: (await db.user.findUniqueOrThrow({ where: { id: owner.userId } })).partnerId,
        userId: owner.userId,
        subject: "Geheim onderwerp",
        body: "Geheime inhoud",
      },
    });
    const opened = await answerOf(() => inboxRoute.loader(args(getRequest(ACME, `/user/inbox?message=${message.id}`, stranger.cookie))));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ open: null });
    expect(JSON.stringify(opened.body)).not.toContain("Geheim");
    for (const intent of ["read", "open"]) {
      const marked = await answerOf(() =>
        inboxRoute.action(args(postForm(ACME, "/user/inbox", { intent, id: message.id }, stranger.cookie))),
      );
      expect(marked.status).toBe(302);
    }
    expect((await db.inboxMessage.findUniqueOrThrow({ where: { id: message.id } })).readAt).toBeNull();

    // The owner: the badge counts the message and the aov recommendation. Loading the page
    // with the message writes nothing; opening it (a post) reads it and then shows it.
    const layout = await answerOf(() => layoutRoute.loader(args(getRequest(ACME, "/user/policies", owner.cookie))));
    expect(layout.body).toMatchObject({ inboxCount: 2 });
    const shown = await answerOf(() => inboxRoute.loader(args(getRequest(ACME, `/user/inbox?message=${message.id}`, owner.cookie))));
    expect(shown.body).toMatchObject({ open: message.id, aov: { slug: "aov" } });
    expect((await db.inboxMessage.findUniqueOrThrow({ where: { id: message.id } })).readAt).toBeNull();
    const read = await answerOf(() =>
      inboxRoute.action(args(postForm(ACME, "/user/inbox", { intent: "open", id: message.id }, owner.cookie))),
    );
    expect(read.status).toBe(302);
    expect(read.location).toBe(`/user/inbox?message=${message.id}`);
    expect((await db.inboxMessage.findUniqueOrThrow({ where: { id: message.id } })).readAt).toBeInstanceOf(Date);
    const after = await answerOf(() => layoutRoute.loader(args(getRequest(ACME, "/user/policies", owner.cookie))));
    expect(after.body).toMatchObject({ inboxCount: 1 });
  });
});
