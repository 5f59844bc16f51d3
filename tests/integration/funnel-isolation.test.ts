// The customer funnel's server against tampering: ids from another partner, visitor or question,
// copied or forged session cookies, prices in the form, double submits and garbage input.
// Route loaders and actions are called directly, as Remix calls them, against a scratch
// database of its own. Every test checks both the answer and that the
// database holds nothing it should not.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import type { Fields } from "./support/funnel-harness"; // type only: erased, loads nothing

await testDatabase("funnel-isolation");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "funnel-isolation-test-secret";

const { db } = await import("~/server/platform/db.server");
const { loadPartner } = await import("~/server/platform/partner.server");
const { findVisitor } = await import("~/server/platform/session.server");
const { partnerCatalogue } = await import("~/server/catalogue/catalogue.server");
const { visitorAnswers } = await import("~/server/checkout/cart.server");
const { quoteProduct, DEFAULT_RISK_CLASS } = await import("~/domain/catalogue/product-quote");
const { addDays, todayInAmsterdam } = await import("~/domain/platform/validation");
const { answerFieldName } = await import("~/domain/catalogue/question-fields");
const cartRoute = await import("~/routes/checkout/cart");
const layoutRoute = await import("~/routes/checkout/funnel-layout");
const questionsRoute = await import("~/routes/checkout/checkout-questions");
const previewRoute = await import("~/routes/checkout/checkout-premium-preview");
const paymentRoute = await import("~/routes/checkout/checkout-payment");
const resultRoute = await import("~/routes/checkout/result");
const professionRoute = await import("~/routes/catalogue/profession");
const h = await import("./support/funnel-harness");
const { answerOf, args, postForm, getRequest, sessionCookieFrom } = h;

const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";
const DEFAULT_HOST = "localhost";
const IBAN = h.dutchIban("ABNA", "417164300"); // not the partner bank (ACME): no discount

// ------------------------------------------------------------------------------------------
// Small helpers on top of the harness

async function addToCart(host: string, productId: string, cookie?: string | null) {
  return answerOf(() => cartRoute.action(args(postForm(host, "/cart", { intent: "add", productId }, cookie))));
}

async function deleteItem(host: string, itemId: string, cookie?: string | null) {
  return answerOf(() => cartRoute.action(args(postForm(host, "/cart", { intent: "delete", itemId }, cookie))));
}

/** A new guest made the way a browser makes one: by adding a product to the cart. */
async function guestWithItem(host: string, slug: string) {
  const product = await h.productBySlug(slug);
  const answer = await addToCart(host, product.id);
  expect(answer.status).toBe(302);
  const cookie = sessionCookieFrom(answer.headers);
  expect(cookie).toBeTruthy();
  const itemId = new URL(answer.location!, "http://x").searchParams.get("added");
  const item = await db.cartItem.findUniqueOrThrow({ where: { id: itemId! }, select: { id: true, userId: true } });
  return { cookie: cookie!, userId: item.userId, itemId: item.id, productId: product.id };
}

async function layoutCart(host: string, cookie?: string | null) {
  const answer = await answerOf(() => layoutRoute.loader(args(getRequest(host, "/products/available-products", cookie))));
  expect(answer.status).toBe(200);
  return (answer.body as { cart: { items: { id: string }[] } }).cart;
}

async function pay(host: string, cookie: string, fields: Fields) {
  return answerOf(() => paymentRoute.action(args(postForm(host, "/checkout/payment", fields, cookie))));
}

const validPayment = (startDate = todayInAmsterdam()) => ({ start_date: startDate, iban_number: IBAN, consent: "on" });

async function tableCounts() {
  const [users, cartItems, answers, checkouts, policies, mandates, invoices, mails] = await Promise.all([
    db.user.count(),
    db.cartItem.count(),
    db.answer.count(),
    db.checkout.count(),
    db.policy.count(),
    db.mandate.count(),
    db.invoice.count(),
    db.outboxMail.count(),
  ]);
  return { users, cartItems, answers, checkouts, policies, mandates, invoices, mails };
}

function fieldErrors(body: unknown): Record<string, string[] | null> {
  return ((body as { error?: Record<string, string[] | null> }).error ?? {}) as Record<string, string[] | null>;
}

/** The unsigned session cookie a tamperer would write: base64 of the JSON, as Remix encodes it. */
function unsignedCookie(value: unknown): string {
  return `__session=${Buffer.from(JSON.stringify(value), "utf8").toString("base64")}`;
}

// ------------------------------------------------------------------------------------------

describe("cart: only the partner's products, only the visitor's own items", () => {
  it("answers 400 for a product the partner does not offer and creates no cart item", async () => {
    const visitor = await guestWithItem(ACME, "business-liability");
    const car = await h.productBySlug("car"); // solo and direct offer it, acme does not
    const deathRisk = await h.productBySlug("death-risk"); // boekfix's, not acme's
    const checkin = await h.productBySlug("checkin"); // offered by direct and boekfix, never sold through the cart
    const before = await tableCounts();

    const attempts: [string, string][] = [
      [ACME, car.id],
      [ACME, deathRisk.id],
      [ACME, checkin.id],
      [ACME, "clxxxxxxxxxxxxxxxxxxxxxxx"],
      [ACME, ""],
      [ACME, "x".repeat(20_000)],
      [ACME, "business-liability"], // a slug is not an id
    ];
    for (const [host, productId] of attempts) {
      const answer = await addToCart(host, productId, visitor.cookie);
      expect(answer.status, `add ${productId.slice(0, 40)} on ${host}`).toBe(400);
      expect(answer.body).toEqual({ error: "notOffered" });
    }
    // checkin is in the default partner's and boekfix's list, but the shop never sells it.
    for (const host of [DEFAULT_HOST, BOEKFIX]) {
      const guest = await h.createGuest(host === DEFAULT_HOST ? "direct" : "boekfix");
      const answer = await addToCart(host, checkin.id, guest.cookie);
      expect(answer.status, `checkin on ${host}`).toBe(400);
    }
    expect(await tableCounts()).toEqual({ ...before, users: before.users + 2 });
    expect(await db.cartItem.findMany({ where: { userId: visitor.userId }, select: { id: true } })).toEqual([{ id: visitor.itemId }]);

    // A first-time visitor without a cookie gets nothing in a cart either.
    const itemsBefore = await db.cartItem.count();
    const fresh = await addToCart(ACME, car.id);
    expect(fresh.status).toBe(400);
    expect(await db.cartItem.count()).toBe(itemsBefore);
  });

  it("answers 404 when deleting another visitor's item or deleting without a session, and keeps the item", async () => {
    const owner = await guestWithItem(ACME, "business-liability");
    const other = await guestWithItem(ACME, "professional-liability");
    const before = await tableCounts();

    const foreign = await deleteItem(ACME, owner.itemId, other.cookie);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: "notFound" });

    const anonymous = await deleteItem(ACME, owner.itemId, null);
    expect(anonymous.status).toBe(404);

    const unknown = await deleteItem(ACME, "does-not-exist", owner.cookie);
    expect(unknown.status).toBe(404);

    expect(await db.cartItem.findUnique({ where: { id: owner.itemId } })).not.toBeNull();
    expect(await db.cartItem.findUnique({ where: { id: other.itemId } })).not.toBeNull();
    expect(await tableCounts()).toEqual(before);

    // Control: the owner can delete it, so the 404s above are about ownership.
    const own = await deleteItem(ACME, owner.itemId, owner.cookie);
    expect(own.status).toBe(302);
    expect(await db.cartItem.findUnique({ where: { id: owner.itemId } })).toBeNull();
  });
});

describe("sessions: one partner's cookie is nobody on another partner, a forged one is nobody anywhere", () => {
  it("does not treat an acme user's cookie as that user on boekfix or on the default host", async () => {
    const acmeUser = await guestWithItem(ACME, "business-liability");
    expect((await layoutCart(ACME, acmeUser.cookie)).items.map((item) => item.id)).toEqual([acmeUser.itemId]);
    const before = await tableCounts();

    for (const [host, partnerName] of [
      [BOEKFIX, "boekfix"],
      [DEFAULT_HOST, "direct"],
    ] as const) {
      const partner = await loadPartner(partnerName === "direct" ? { kind: "default" } : { kind: "named", name: partnerName });
      expect(partner).not.toBeNull();
      expect(await findVisitor(getRequest(host, "/", acmeUser.cookie), partner!)).toBeNull();
      expect((await layoutCart(host, acmeUser.cookie)).items).toEqual([]);

      const removal = await deleteItem(host, acmeUser.itemId, acmeUser.cookie);
      expect(removal.status, `delete on ${host}`).toBe(404);
    }
    expect(await db.cartItem.findUnique({ where: { id: acmeUser.itemId } })).not.toBeNull();
    expect(await tableCounts()).toEqual(before);

    // Adding on boekfix with the acme cookie makes a new boekfix guest; the acme user is untouched.
    const businessLiability = await h.productBySlug("business-liability");
    const add = await addToCart(BOEKFIX, businessLiability.id, acmeUser.cookie);
    expect(add.status).toBe(302);
    const newCookie = sessionCookieFrom(add.headers);
    expect(newCookie).toBeTruthy();
    const boekfixId = await h.partnerId("boekfix");
    const boekfixItem = await db.cartItem.findFirstOrThrow({
      where: { id: new URL(add.location!, "http://x").searchParams.get("added")! },
    });
    expect(boekfixItem.userId).not.toBe(acmeUser.userId);
    expect(boekfixItem.partnerId).toBe(boekfixId);
    expect((await db.user.findUniqueOrThrow({ where: { id: boekfixItem.userId } })).partnerId).toBe(boekfixId);
    expect(await db.cartItem.findMany({ where: { userId: acmeUser.userId }, select: { id: true } })).toEqual([{ id: acmeUser.itemId }]);
  });

  it("ignores a forged or unsigned __session cookie", async () => {
    const victim = await h.readyForPayment("acme", ["business-liability"]);
    const victimItem = await db.cartItem.findFirstOrThrow({ where: { userId: victim.userId } });
    const attacker = await h.createGuest("acme");
    const signedForAttacker = attacker.cookie.slice("__session=".length);
    const [, attackerSignature] = signedForAttacker.split(".");
    const victimPayload = Buffer.from(JSON.stringify({ userId: victim.userId }), "utf8").toString("base64");

    const forgeries = [
      unsignedCookie({ userId: victim.userId }),
      `__session=${victimPayload}.`,
      `__session=${victimPayload}.${attackerSignature}`, // a real signature, of another payload
      `__session=${victimPayload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      `__session=${encodeURIComponent(JSON.stringify({ userId: victim.userId }))}`,
      `__session=${victim.userId}`,
    ];
    const acme = (await loadPartner({ kind: "named", name: "acme" }))!;
    const before = await tableCounts();
    const victimState = await h.purchaseFootprint(victim.userId);

    for (const cookie of forgeries) {
      expect(await findVisitor(getRequest(ACME, "/", cookie), acme), cookie).toBeNull();
      expect((await layoutCart(ACME, cookie)).items).toEqual([]);
      expect((await deleteItem(ACME, victimItem.id, cookie)).status).toBe(404);

      const result = await answerOf(() => resultRoute.loader(args(getRequest(ACME, `/result?checkout=${victim.checkoutId}`, cookie))));
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ outcome: "unknown", policies: [], mandate: null });

      const questions = await answerOf(() => questionsRoute.loader(args(getRequest(ACME, "/checkout/questions", cookie))));
      expect(questions.status).toBe(302);
      expect(questions.location).toBe("/products/available-products");

      const payment = await pay(ACME, cookie, validPayment());
      expect(payment.status).toBe(302);
      expect(payment.location).toBe("/products/available-products");
    }
    expect(await db.cartItem.findUnique({ where: { id: victimItem.id } })).not.toBeNull();
    expect(await h.purchaseFootprint(victim.userId)).toEqual(victimState);
    expect(await tableCounts()).toEqual(before);
    expect((await db.checkout.findUniqueOrThrow({ where: { id: victim.checkoutId } })).status).toBe("open");
  });
});

describe("questions: an option must belong to its own question", () => {
  it("rejects an option id of another question or product with a field error and writes no answer; the preview ignores it", async () => {
    const visitor = await h.readyForPayment("acme", ["business-liability"]);
    const businessLiability = await h.productBySlug("business-liability");
    const professionalLiability = await h.productBySlug("professional-liability");
    const questions = await db.question.findMany({
      where: { productId: businessLiability.id },
      orderBy: { position: "asc" },
      select: { id: true, field: true, required: true, options: { select: { id: true, value: true }, orderBy: { position: "asc" } } },
    });
    const perClaim = questions.find((question) => question.field === "per_claim")!;
    const otherQuestions = questions.filter((question) => question.id !== perClaim.id);
    const foreignPerClaim = await db.question.findFirstOrThrow({
      where: { productId: professionalLiability.id, field: "per_claim" },
      select: { options: { select: { id: true, value: true } } },
    });
    const foreignExpensive = foreignPerClaim.options.find((option) => option.value === "2500000")!.id;
    const claimsQuestion = otherQuestions.find((question) => question.options.some((option) => option.value === "yes"))!;
    const sameProductOtherQuestion = claimsQuestion.options.find((option) => option.value === "no")!.id;
    const otherUserAnswer = await h.readyForPayment("acme", ["business-liability"]);
    const otherUsersAnswerRow = await db.answer.findFirstOrThrow({ where: { userId: otherUserAnswer.userId } });

    // Start from no saved answers, so anything saved would show.
    await db.answer.deleteMany({ where: { userId: visitor.userId } });
    const questionsLoader = await answerOf(() => questionsRoute.loader(args(getRequest(ACME, "/checkout/questions", visitor.cookie))));
    expect(questionsLoader.status).toBe(200);
    const savedPremium = (questionsLoader.body as { products: { id: string; grossMonthlyCents: number }[] }).products[0]!.grossMonthlyCents;

    const validOthers = {
      ...Object.fromEntries(
        otherQuestions
          .filter((question) => question.required)
          .map((question) => [`q-${question.id}`, question.options.find((option) => option.value === "no")!.id]),
      ),
      // The default flow asks the look-back formalities on the same screen.
      liability: "no",
      police: "no",
      bankruptcy: "no",
      refusedInsurance: "no",
    };
    const before = await tableCounts();
    for (const foreign of [foreignExpensive, sameProductOtherQuestion, otherUsersAnswerRow.id, "2500000"]) {
      const answer = await answerOf(() =>
        questionsRoute.action(
          args(postForm(ACME, "/checkout/questions", { intent: "save", ...validOthers, [`q-${perClaim.id}`]: foreign }, visitor.cookie)),
        ),
      );
      expect(answer.status, foreign).toBe(400);
      const errors = (answer.body as { errors: Record<string, string> }).errors;
      expect(errors).toEqual({ [`q-${perClaim.id}`]: "validations:required" });
    }
    expect(await db.answer.count({ where: { userId: visitor.userId } })).toBe(0);
    expect(await tableCounts()).toEqual(before);

    // The preview (GET loader and the no-JavaScript action) ignores the foreign option.
    const query = new URLSearchParams({ [`q-${perClaim.id}`]: foreignExpensive });
    const preview = await answerOf(() => previewRoute.loader(args(getRequest(ACME, `/checkout/premium-preview?${query}`, visitor.cookie))));
    expect(preview.status).toBe(200);
    expect((preview.body as { preview: Record<string, unknown> }).preview).toMatchObject({
      [businessLiability.id]: { grossMonthlyCents: savedPremium, refusal: null },
    });
    const actionPreview = await answerOf(() =>
      questionsRoute.action(
        args(postForm(ACME, "/checkout/questions", { intent: "preview", [`q-${perClaim.id}`]: foreignExpensive }, visitor.cookie)),
      ),
    );
    expect(actionPreview.status).toBe(200);
    expect((actionPreview.body as { preview: Record<string, unknown> }).preview).toMatchObject({
      [businessLiability.id]: { grossMonthlyCents: savedPremium, refusal: null },
    });
    expect(await tableCounts()).toEqual(before);

    // Control: the product's own expensive option does change the preview.
    const ownExpensive = perClaim.options.find((option) => option.value === "2500000")!.id;
    const own = await answerOf(() =>
      previewRoute.loader(
        args(getRequest(ACME, `/checkout/premium-preview?${new URLSearchParams({ [`q-${perClaim.id}`]: ownExpensive })}`, visitor.cookie)),
      ),
    );
    expect(
      (own.body as { preview: Record<string, { grossMonthlyCents: number }> }).preview[businessLiability.id]!.grossMonthlyCents,
    ).toBeGreaterThan(savedPremium);
  });
});

describe("payment: the server decides the price, once", () => {
  it("ignores a price posted with the payment form", async () => {
    // The more expensive cover, so the premium is not the list ("from") price.
    const perClaimIds = new Set((await db.question.findMany({ where: { field: "per_claim" }, select: { id: true } })).map((q) => q.id));
    const visitor = await h.readyForPayment("acme", ["business-liability"], (id) => (perClaimIds.has(id) ? "2500000" : undefined));

    const loader = await answerOf(() => paymentRoute.loader(args(getRequest(ACME, "/checkout/payment", visitor.cookie))));
    expect(loader.status).toBe(200);
    const shown = (loader.body as { items: { id: string; grossMonthlyCents: number; netMonthlyCents: number }[] }).items;
    expect(shown).toHaveLength(1);

    // The same premium straight from the rating engine: the visitor has no profession (default risk class), no discount.
    const acme = (await loadPartner({ kind: "named", name: "acme" }))!;
    const product = (await partnerCatalogue(acme.config.id)).find((candidate) => candidate.id === visitor.productIds[0])!;
    const expected = quoteProduct(product, {
      today: todayInAmsterdam(),
      riskClass: DEFAULT_RISK_CLASS,
      answers: await visitorAnswers(visitor.userId),
      discountPercent: 0,
    }).premium;
    expect(shown[0]!.grossMonthlyCents).toBe(expected.grossMonthlyCents);
    expect(expected.grossMonthlyCents).toBeGreaterThan(100);

    const answer = await pay(ACME, visitor.cookie, {
      ...validPayment(),
      price: "1",
      grossMonthlyCents: "1",
      netMonthlyCents: "1",
      amountCents: "1",
      discountPercent: "100",
      "items[0].grossMonthlyCents": "1",
      productId: (await h.productBySlug("car")).id,
      checkoutId: "someone-elses",
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/result?checkout=${visitor.checkoutId}`);

    const policies = await db.policy.findMany({ where: { userId: visitor.userId }, include: { invoices: true } });
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatchObject({
      productId: visitor.productIds[0],
      checkoutId: visitor.checkoutId,
      grossMonthlyCents: expected.grossMonthlyCents,
      netMonthlyCents: expected.netMonthlyCents,
      discountPercent: 0,
    });
    expect(policies[0]!.invoices.map((invoice) => invoice.amountCents)).toEqual([expected.grossMonthlyCents]);
  });

  it("shows nothing of another visitor's checkout on the result page", async () => {
    const owner = await h.readyForPayment("acme", ["business-liability"]);
    const bought = await pay(ACME, owner.cookie, validPayment());
    expect(bought.location).toBe(`/result?checkout=${owner.checkoutId}`);
    const policy = await db.policy.findFirstOrThrow({ where: { userId: owner.userId }, include: { mandate: true } });

    // Control: the owner sees the policy.
    const own = await answerOf(() => resultRoute.loader(args(getRequest(ACME, `/result?checkout=${owner.checkoutId}`, owner.cookie))));
    expect(own.body).toMatchObject({ outcome: "fully_insured", policies: [{ id: policy.id }] });

    const stranger = await guestWithItem(ACME, "business-liability");
    const boekfixGuest = await h.createGuest("boekfix");
    const before = await tableCounts();
    const attempts: [string, string | null][] = [
      [ACME, stranger.cookie],
      [ACME, null],
      [BOEKFIX, boekfixGuest.cookie],
      [BOEKFIX, owner.cookie], // the owner's own cookie on another partner
      [DEFAULT_HOST, owner.cookie],
    ];
    for (const [host, cookie] of attempts) {
      const answer = await answerOf(() => resultRoute.loader(args(getRequest(host, `/result?checkout=${owner.checkoutId}`, cookie))));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ outcome: "unknown", policies: [], mandate: null, analytics: [] });
      const text = JSON.stringify(answer.body);
      for (const secret of [policy.number, policy.id, policy.mandate.reference, policy.mandate.iban.slice(-4), owner.checkoutId]) {
        expect(text).not.toContain(secret);
      }
    }
    // remaining counts the stranger's own cart, not the owner's.
    const strangerView = await answerOf(() =>
      resultRoute.loader(args(getRequest(ACME, `/result?checkout=${owner.checkoutId}`, stranger.cookie))),
    );
    expect((strangerView.body as { remaining: number }).remaining).toBe(1);
    expect(await tableCounts()).toEqual(before);
  });

  it("buys once when the payment form is submitted twice in a row", async () => {
    const visitor = await h.readyForPayment("acme", ["business-liability", "professional-liability"]);
    const first = await pay(ACME, visitor.cookie, validPayment(addDays(todayInAmsterdam(), 30)));
    const second = await pay(ACME, visitor.cookie, validPayment(addDays(todayInAmsterdam(), 30)));
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/result?checkout=${visitor.checkoutId}`);
    expect(second.status).toBe(302);
    expect(await h.purchaseFootprint(visitor.userId)).toEqual({ policies: 2, mandates: 1, invoices: 2, mails: 1, completed: 1 });
    const policies = await db.policy.findMany({ where: { userId: visitor.userId }, select: { checkoutId: true, productId: true } });
    expect(policies.map((p) => p.productId).sort()).toEqual([...visitor.productIds].sort());
    expect(new Set(policies.map((p) => p.checkoutId))).toEqual(new Set([visitor.checkoutId]));
  });

  // The payment form carries its checkout id, so a repeat after completion finds the result.
  it("answers a sequential second submit with the same result page", async () => {
    const visitor = await h.readyForPayment("acme", ["business-liability"]);
    const form = { ...validPayment(), checkoutId: visitor.checkoutId };
    const first = await pay(ACME, visitor.cookie, form);
    const second = await pay(ACME, visitor.cookie, form);
    expect(first.location).toBe(`/result?checkout=${visitor.checkoutId}`);
    expect(second.location).toBe(first.location);
  });

  it("buys once when the payment form is submitted twice at the same time", async () => {
    const visitor = await h.readyForPayment("acme", ["business-liability", "professional-liability"]);
    const answers = await Promise.all([pay(ACME, visitor.cookie, validPayment()), pay(ACME, visitor.cookie, validPayment())]);
    for (const answer of answers) {
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(`/result?checkout=${visitor.checkoutId}`);
    }
    expect(await h.purchaseFootprint(visitor.userId)).toEqual({ policies: 2, mandates: 1, invoices: 2, mails: 1, completed: 1 });
    expect((await db.checkout.findUniqueOrThrow({ where: { id: visitor.checkoutId } })).status).toBe("completed");
  });
});

describe("bad input is a 400 with field errors, never a 500", () => {
  it("answers the payment form's garbage with 400 and its field errors, buying nothing", async () => {
    const visitor = await h.readyForPayment("acme", ["business-liability"]);
    const today = todayInAmsterdam();
    const badIban =
      IBAN.slice(0, 2) + (IBAN.slice(2, 4) === "99" ? "98" : String(Number(IBAN.slice(2, 4)) + 1).padStart(2, "0")) + IBAN.slice(4);
    const before = await tableCounts();
    const cases: { name: string; fields: Fields; expect: Record<string, string> }[] = [
      {
        name: "nothing",
        fields: {},
        expect: { start_date: "validations:startDateRequired", iban_number: "validations:ibanRequired", consent: "validations:consent" },
      },
      { name: "31 days ahead", fields: { ...validPayment(addDays(today, 31)) }, expect: { start_date: "validations:maxDateReached" } },
      { name: "yesterday", fields: { ...validPayment(addDays(today, -1)) }, expect: { start_date: "validations:minDateReached" } },
      { name: "30 February", fields: { ...validPayment("2026-02-30") }, expect: { start_date: "validations:dateValidMessage" } },
      { name: "not a date", fields: { ...validPayment("31-12-2026") }, expect: { start_date: "validations:dateValidMessage" } },
      { name: "wrong IBAN checksum", fields: { ...validPayment(), iban_number: badIban }, expect: { iban_number: "validations:iban" } },
      {
        name: "IBAN with dots",
        fields: { ...validPayment(), iban_number: IBAN.replace(/(.{4})/g, "$1.") },
        expect: { iban_number: "validations:iban" },
      },
      { name: "very long date", fields: { ...validPayment("9".repeat(100_000)) }, expect: { start_date: "validations:dateValidMessage" } },
      {
        name: "very long IBAN",
        fields: { ...validPayment(), iban_number: "NL".repeat(50_000) },
        expect: { iban_number: "validations:iban" },
      },
      { name: "no consent", fields: { start_date: today, iban_number: IBAN }, expect: { consent: "validations:consent" } },
      {
        name: "a forged Conform intent",
        fields: { __intent__: '{"type":"insert","payload":{}}', start_date: today, iban_number: IBAN },
        expect: { consent: "validations:consent" },
      },
      {
        name: "an intent that is not JSON",
        fields: { __intent__: "x", start_date: today, iban_number: IBAN },
        expect: { consent: "validations:consent" },
      },
      {
        name: "consent not a checkbox value",
        fields: { ...validPayment(), consent: '{"$ne":null}' },
        expect: { consent: "validations:consent" },
      },
      {
        name: "every field twice",
        fields: [
          ["start_date", today],
          ["start_date", addDays(today, 1)],
          ["iban_number", IBAN],
          ["iban_number", IBAN],
          ["consent", "on"],
          ["consent", "on"],
        ],
        expect: { start_date: "validations:startDateRequired", iban_number: "validations:ibanRequired", consent: "validations:consent" },
      },
      {
        name: "control characters",
        fields: { start_date: "\u0000\u202e2026-01-01", iban_number: "\u0000", consent: "\u0000" },
        expect: { start_date: "validations:dateValidMessage", iban_number: "validations:iban", consent: "validations:consent" },
      },
    ];
    for (const { name, fields, expect: wanted } of cases) {
      const answer = await pay(ACME, visitor.cookie, fields);
      expect(answer.status, name).toBe(400);
      const errors = fieldErrors(answer.body);
      for (const [field, message] of Object.entries(wanted)) expect(errors[field], `${name}: ${field}`).toContain(message);
    }
    expect(await tableCounts()).toEqual(before);
    expect(await h.purchaseFootprint(visitor.userId)).toEqual({ policies: 0, mandates: 0, invoices: 0, mails: 0, completed: 0 });
    expect((await db.checkout.findUniqueOrThrow({ where: { id: visitor.checkoutId } })).status).toBe("open");
  });

  it("answers the questions form's garbage with 400 and field errors, saving nothing", async () => {
    const visitor = await h.readyForPayment("acme", ["aov"]);
    await db.answer.deleteMany({ where: { userId: visitor.userId } });
    const questions = await db.question.findMany({
      where: { productId: visitor.productIds[0] },
      select: { id: true, type: true, field: true, required: true, options: { select: { id: true, value: true } } },
    });
    // The knowledge test and the medical history have their own screens in the aov flow.
    const onThisScreen = questions.filter((question) => !["quiz", "medical", "bmi"].includes(question.type));
    const byField = (field: string | null) => questions.find((question) => question.field === field)!;
    const name = (field: string | null) => answerFieldName(byField(field));
    const valid: Record<string, string> = {
      [name("birth_date")]: "1985-06-15",
      [name("income")]: "45000",
      [name("aov_waiting_time")]: byField("aov_waiting_time").options.find((o) => o.value === "30")!.id,
      [name("aov_duration")]: byField("aov_duration").options.find((o) => o.value === "5")!.id,
      [name("is_smoking")]: byField("is_smoking").options.find((o) => o.value === "no")!.id,
      [name("aov_percentage")]: byField("aov_percentage").options.find((o) => o.value === "80")!.id,
      [name("aov_indexation")]: byField("aov_indexation").options.find((o) => o.value === "0")!.id,
      [name("aov_mental_discount")]: byField("aov_mental_discount").options.find((o) => o.value === "included")!.id,
    };
    const today = todayInAmsterdam();
    const before = await tableCounts();
    const userBefore = await db.user.findUniqueOrThrow({ where: { id: visitor.userId } });
    const cases: { label: string; fields: Fields; expect: Record<string, string> }[] = [
      {
        label: "nothing",
        fields: { intent: "save" },
        expect: Object.fromEntries(onThisScreen.filter((q) => q.required).map((q) => [answerFieldName(q), "validations:required"])),
      },
      {
        label: "30 February",
        fields: { ...valid, [name("birth_date")]: "2026-02-30" },
        expect: { [name("birth_date")]: "validations:dateValidMessage" },
      },
      {
        label: "born today",
        fields: { ...valid, [name("birth_date")]: today },
        expect: { [name("birth_date")]: "validations:birthDateMinDate" },
      },
      {
        label: "very long date",
        fields: { ...valid, [name("birth_date")]: "1".repeat(100_000) },
        expect: { [name("birth_date")]: "validations:dateValidMessage" },
      },
      {
        label: "income beyond the database",
        fields: { ...valid, [name("income")]: "9".repeat(50_000) },
        expect: { [name("income")]: "validations:number" },
      },
      { label: "income no digits", fields: { ...valid, [name("income")]: "lots" }, expect: { [name("income")]: "validations:number" } },
      {
        label: "revenue no digits",
        fields: { ...valid, [name("expected_revenue")]: "veel" },
        expect: { [name("expected_revenue")]: "validations:number" },
      },
      {
        label: "revenue beyond the database",
        fields: { ...valid, [name("expected_revenue")]: "9".repeat(50) },
        expect: { [name("expected_revenue")]: "validations:number" },
      },
      {
        label: "very long option",
        fields: { ...valid, [name("aov_waiting_time")]: "x".repeat(100_000) },
        expect: { [name("aov_waiting_time")]: "validations:required" },
      },
      {
        label: "option twice",
        fields: [...Object.entries(valid), [name("aov_duration"), byField("aov_duration").options[0]!.id], [name("income"), "1"]],
        // FormData.get takes the first value: the valid ones count and the answers are saved.
        expect: {},
      },
    ];
    for (const { label, fields, expect: wanted } of cases) {
      const answer = await answerOf(() => questionsRoute.action(args(postForm(ACME, "/checkout/questions", fields, visitor.cookie))));
      if (Object.keys(wanted).length === 0) {
        expect(answer.status, label).toBe(302);
        // The aov flow goes on to the knowledge test.
        expect(answer.location, label).toBe("/checkout/knowledge-test");
        continue;
      }
      expect(answer.status, label).toBe(400);
      const errors = (answer.body as { errors: Record<string, string> }).errors;
      for (const [field, message] of Object.entries(wanted)) expect(errors[field], `${label}: ${field}`).toBe(message);
      expect(await db.answer.count({ where: { userId: visitor.userId } }), label).toBe(0);
    }
    // The "option twice" case is valid on its first values, so it may save; everything else saved nothing.
    await db.answer.deleteMany({ where: { userId: visitor.userId } });
    const after = await tableCounts();
    expect(after).toEqual(before);
    expect((await db.user.findUniqueOrThrow({ where: { id: visitor.userId } })).birthDate).toBe(userBefore.birthDate);
  });

  it("answers the cart's and profession's garbage with 400, changing nothing", async () => {
    const visitor = await guestWithItem(ACME, "business-liability");
    const userBefore = await db.user.findUniqueOrThrow({ where: { id: visitor.userId } });
    const before = await tableCounts();
    const cartCases: Fields[] = [
      {},
      { intent: "x".repeat(100_000) },
      [
        ["intent", "add"],
        ["intent", "delete"],
        ["productId", "nope"],
      ],
      { intent: "add", productId: "\u0000" },
      { intent: "add", productId: "' OR 1=1 --" },
      { intent: "delete" },
      { intent: "delete", itemId: "x".repeat(100_000) },
    ];
    for (const fields of cartCases) {
      const answer = await answerOf(() => cartRoute.action(args(postForm(ACME, "/cart", fields, visitor.cookie))));
      expect([400, 404], JSON.stringify(fields).slice(0, 60)).toContain(answer.status);
    }
    const professionCases: { fields: Fields; errors: Record<string, string> }[] = [
      { fields: {}, errors: { professionId: "validations:required" } },
      { fields: { professionId: "x".repeat(100_000) }, errors: { professionId: "validations:required" } },
      { fields: { intent: "describe", description: "x".repeat(100_000) }, errors: { description: "validations:tooLong" } },
      { fields: { intent: "describe", description: "  a " }, errors: { description: "validations:required" } },
    ];
    for (const { fields, errors } of professionCases) {
      const answer = await answerOf(() => professionRoute.action(args(postForm(ACME, "/profession", fields, visitor.cookie))));
      expect(answer.status).toBe(400);
      expect((answer.body as { errors: Record<string, string> }).errors).toEqual(errors);
    }
    expect(await tableCounts()).toEqual(before);
    const userAfter = await db.user.findUniqueOrThrow({ where: { id: visitor.userId } });
    expect(userAfter.professionId).toBe(userBefore.professionId);
    expect(userAfter.professionDescription).toBe(userBefore.professionDescription);
  });

  it("answers a POST whose body is not a form with 400, not 500", async () => {
    const visitor = await h.readyForPayment("acme", ["business-liability"]);
    const before = await tableCounts();
    const routes = [
      [cartRoute, "/cart"],
      [questionsRoute, "/checkout/questions"],
      [paymentRoute, "/checkout/payment"],
    ] as const;
    for (const [route, pathname] of routes) {
      const request = new Request(`http://${ACME}${pathname}`, {
        method: "POST",
        headers: { Host: ACME, Cookie: visitor.cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ intent: "add", start_date: todayInAmsterdam(), iban_number: IBAN, consent: true }),
      });
      const answer = await answerOf(() => route.action(args(request)));
      expect(answer.status, pathname).toBe(400);
    }
    expect(await tableCounts()).toEqual(before);
  });
});
