// Broker quotations against the server code as Remix calls it, on a scratch database:
// who reaches the broker pages, whose quotes a broker sees, the premium coming from the rating
// engine and never from the form, and the customer's side: another partner's quote, an expired
// or accepted one, the locked cart item and buying a quote only once.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import type { Fields } from "./support/funnel-harness"; // type only: erased, loads nothing

await testDatabase("quotations");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "quotations-test-secret";

const { db } = await import("~/server/platform/db.server");
const { hashPassword } = await import("~/server/staff/passwords.server");
const { partnerCatalogue } = await import("~/server/catalogue/catalogue.server");
const { quoteProduct } = await import("~/domain/catalogue/product-quote");
const { addDays, todayInAmsterdam } = await import("~/domain/platform/validation");
const brokerLayout = await import("~/routes/broker/broker-layout");
const brokerIndex = await import("~/routes/broker/broker-index");
const brokerQuotes = await import("~/routes/broker/broker-quotes");
const brokerQuoteNew = await import("~/routes/broker/broker-quote-new");
const brokerQuote = await import("~/routes/broker/broker-quote");
const staffSignOut = await import("~/routes/staff/staff-sign-out");
const quotationRoute = await import("~/routes/checkout/checkout-quotation");
const checkoutRoute = await import("~/routes/checkout/checkout");
const cartRoute = await import("~/routes/checkout/cart");
const layoutRoute = await import("~/routes/checkout/funnel-layout");
const paymentRoute = await import("~/routes/checkout/checkout-payment");
const h = await import("./support/funnel-harness");
const { answerOf, args, getRequest, postForm, sessionCookieFrom } = h;

const ACME = "acme.localhost";
const SOLO = "solo.localhost";
const DEFAULT_HOST = "localhost";
const IBAN = h.dutchIban("ABNA", "417164300"); // not the partner bank: no discount

// ------------------------------------------------------------------------------------------
// Helpers

const ACME_BROKER = "broker@acme.example";
const SOLO_BROKER = "broker@solo.example";

async function profession(slug: string) {
  return db.profession.findUniqueOrThrow({ where: { slug }, select: { id: true, riskClass: true } });
}

/** The price questions of a product with their options by value. */
async function priceQuestion(slug: string, field: string) {
  const product = await h.productBySlug(slug);
  const question = await db.question.findFirstOrThrow({
    where: { productId: product.id, field },
    select: { id: true, options: { select: { id: true, value: true } } },
  });
  const option = (value: string) => question.options.find((candidate) => candidate.value === value)!.id;
  return { productId: product.id, questionId: question.id, name: `q-${question.id}`, option };
}

async function quoteFields(overrides: Record<string, string> = {}, extra: [string, string][] = []): Promise<[string, string][]> {
  const perClaim = await priceQuestion("business-liability", "per_claim");
  const fields: Record<string, string> = {
    intent: "send",
    customerName: "Karin Klant",
    customerEmail: `klant-${Math.random().toString(36).slice(2, 8)}@example.nl`,
    professionId: (await profession("web-designer")).id,
    expiresOn: addDays(todayInAmsterdam(), 10),
    productId: perClaim.productId,
    [perClaim.name]: perClaim.option("2500000"),
    ...overrides,
  };
  return [...Object.entries(fields), ...extra];
}

function newQuote(host: string, fields: Fields, cookie: string | null) {
  return answerOf(() => brokerQuoteNew.action(args(postForm(host, "/broker/quotes/new", fields, cookie))));
}

/** A quote made and sent through the broker's form; its id. */
async function sendQuote(brokerEmail: string, host: string, overrides: Record<string, string> = {}) {
  const answer = await newQuote(host, await quoteFields(overrides), await h.staffCookie(brokerEmail));
  expect(answer.status, JSON.stringify(answer.body)).toBe(302);
  const id = /^\/broker\/quotes\/([^?]+)\?sent=1$/.exec(answer.location ?? "")?.[1];
  expect(id).toBeTruthy();
  return db.quote.findUniqueOrThrow({ where: { id: id! }, include: { items: true } });
}

/** The solo broker's quote for solo's business liability. */
async function soloQuote() {
  const perClaim = await priceQuestion("business-liability", "per_claim");
  return sendQuote(SOLO_BROKER, SOLO, { [perClaim.name]: perClaim.option("1250000") });
}

function brokerLoader(
  route: { loader: (a: never) => unknown },
  host: string,
  pathname: string,
  cookie: string | null,
  params: Record<string, string> = {},
) {
  return answerOf(() => (route.loader as (a: unknown) => unknown)({ request: getRequest(host, pathname, cookie), params, context: {} }));
}

function openLink(host: string, quoteId: string, cookie?: string | null) {
  return answerOf(() =>
    quotationRoute.loader(args(getRequest(host, `/checkout/quotation?quote_id=${encodeURIComponent(quoteId)}`, cookie))),
  );
}

function continueQuote(host: string, quoteId: string, cookie?: string | null) {
  return answerOf(() =>
    quotationRoute.action(args(postForm(host, `/checkout/quotation?quote_id=${encodeURIComponent(quoteId)}`, {}, cookie))),
  );
}

/** The customer follows the link and presses "continue": a guest with the quote in the cart, at the checkout. */
async function customerTakesQuote(host: string, quoteId: string) {
  const opened = await openLink(host, quoteId);
  expect(opened.status).toBe(200);
  const answer = await continueQuote(host, quoteId);
  expect(answer.status).toBe(302);
  expect(answer.location).toBe("/checkout");
  const cookie = sessionCookieFrom(answer.headers)!;
  expect(cookie).toBeTruthy();
  const item = await db.cartItem.findFirstOrThrow({ where: { quoteId }, orderBy: { createdAt: "desc" } });
  return { cookie, userId: item.userId, itemId: item.id };
}

let buyers = 0;
/** What the checkout pages would have collected: details, company, the other questions, formalities. Then the checkout is started as /checkout does. */
async function readyToPay(host: string, visitor: { cookie: string; userId: string }) {
  buyers += 1;
  await db.user.update({
    where: { id: visitor.userId },
    data: {
      firstName: "Karin",
      lastName: `Klant ${buyers}`,
      email: `koper-${buyers}-${process.pid}@example.nl`,
      birthDate: "1985-06-15",
      phoneNumber: "0612345678",
      companyName: `Klant BV ${buyers}`,
      addresses: { create: { type: "company", street: "Damrak", houseNumber: "1", postalCode: "1012LG", city: "Amsterdam" } },
    },
  });
  const items = await db.cartItem.findMany({ where: { userId: visitor.userId }, select: { productId: true } });
  for (const { productId } of items) {
    const questions = await db.question.findMany({
      where: { productId, required: true },
      select: { id: true, options: { select: { id: true, consequence: true } } },
    });
    for (const question of questions) {
      const exists = await db.answer.findUnique({ where: { userId_questionId: { userId: visitor.userId, questionId: question.id } } });
      const option = question.options.find((candidate) => ["approve", "none"].includes(candidate.consequence)) ?? question.options[0];
      if (!exists && option) await db.answer.create({ data: { userId: visitor.userId, questionId: question.id, optionId: option.id } });
    }
  }
  const started = await answerOf(() => checkoutRoute.loader(args(getRequest(host, "/checkout", visitor.cookie))));
  expect(started.status).toBe(302);
  const checkout = await db.checkout.findFirstOrThrow({ where: { userId: visitor.userId, status: "open" } });
  await db.checkout.update({
    where: { id: checkout.id },
    data: { disclaimerSeen: true, formalities: { liability: false, police: false, bankruptcy: false, refusedInsurance: false } },
  });
  return checkout.id;
}

function pay(host: string, cookie: string, checkoutId: string) {
  return answerOf(() =>
    paymentRoute.action(
      args(postForm(host, "/checkout/payment", { checkoutId, start_date: todayInAmsterdam(), iban_number: IBAN, consent: "on" }, cookie)),
    ),
  );
}

async function layoutCart(host: string, cookie: string) {
  const answer = await answerOf(() => layoutRoute.loader(args(getRequest(host, "/checkout/questions", cookie))));
  expect(answer.status).toBe(200);
  return (answer.body as { cart: { items: { id: string; productId: string; quoteId: string | null; grossMonthlyCents: number }[] } }).cart;
}

// ------------------------------------------------------------------------------------------

describe("the broker area: brokers only", () => {
  it("sends a signed-out visitor with a customer session to the broker sign-in, and back to where they were", async () => {
    const customer = await db.user.create({
      data: { partnerId: await h.partnerId("acme"), email: `c-${process.pid}@example.nl`, isGuest: false },
    });
    const cookie = await h.signedSessionCookie(customer.id);
    for (const [route, pathname] of [
      [brokerLayout, "/broker/quotes"],
      [brokerIndex, "/broker"],
      [brokerQuotes, "/broker/quotes"],
      [brokerQuoteNew, "/broker/quotes/new"],
    ] as const) {
      const answer = await brokerLoader(route, ACME, pathname, cookie);
      expect(answer.status, pathname).toBe(302);
      expect(answer.location).toBe(`/broker/sign-in?redirectTo=${encodeURIComponent(pathname)}`);
    }
    const before = await db.quote.count();
    const post = await newQuote(ACME, await quoteFields(), cookie);
    expect(post.status).toBe(302);
    expect(post.location).toMatch(/^\/broker\/sign-in/);
    expect(await db.quote.count()).toBe(before);
  });

  it("refuses an admin with 403 on every broker page and the new-quote form", async () => {
    for (const email of ["admin@insurer.example", "admin@acme.example"]) {
      const cookie = await h.staffCookie(email);
      for (const [route, pathname] of [
        [brokerLayout, "/broker/quotes"],
        [brokerIndex, "/broker"],
        [brokerQuotes, "/broker/quotes"],
        [brokerQuoteNew, "/broker/quotes/new"],
      ] as const) {
        const answer = await brokerLoader(route, ACME, pathname, cookie);
        expect(answer.status, `${email} ${pathname}`).toBe(403);
      }
      const before = await db.quote.count();
      expect((await newQuote(ACME, await quoteFields(), cookie)).status).toBe(403);
      expect(await db.quote.count()).toBe(before);
    }
  });

  it("lets the broker in, /broker going on to the quotes", async () => {
    const cookie = await h.staffCookie(ACME_BROKER);
    const layout = await brokerLoader(brokerLayout, ACME, "/broker/quotes", cookie);
    expect(layout.status).toBe(200);
    expect(layout.body).toEqual({ staff: { name: "Bram de Broker", partnerName: "acme" } });
    const index = await brokerLoader(brokerIndex, ACME, "/broker", cookie);
    expect(index.location).toBe("/broker/quotes");
  });

  it("signing a broker out returns to the quotes page by way of the sign-in", async () => {
    const cookie = await h.staffCookie(ACME_BROKER);
    const answer = await answerOf(() => staffSignOut.action(args(postForm(ACME, "/staff/sign-out", {}, cookie))));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/broker/sign-in?redirectTo=${encodeURIComponent("/broker/quotes")}`);
    expect(answer.headers.get("Set-Cookie")).toMatch(/__staff=;/);
  });
});

describe("making a quote", () => {
  it("previews and sends a quote priced by the rating engine, e-mails the link to the partner's host, sets sentAt and audits it", async () => {
    const cookie = await h.staffCookie(ACME_BROKER);
    const fields = await quoteFields({ intent: "preview" });
    const email = Object.fromEntries(fields).customerEmail!;
    const preview = await newQuote(ACME, fields, cookie);
    expect(preview.status).toBe(200);
    const body = preview.body as {
      step: string;
      summary: { items: { productId: string; grossMonthlyCents: number; netMonthlyCents: number; cover: { perClaimCents: number } }[] };
    };
    expect(body.step).toBe("preview");

    // The same engine and inputs as the funnel: web designer (risk class 1), € 2.500.000 per claim.
    const perClaim = await priceQuestion("business-liability", "per_claim");
    const product = (await partnerCatalogue(await h.partnerId("acme"))).find((candidate) => candidate.id === perClaim.productId)!;
    const expected = quoteProduct(product, {
      today: todayInAmsterdam(),
      riskClass: (await profession("web-designer")).riskClass,
      answers: new Map([[perClaim.questionId, { optionId: perClaim.option("2500000") }]]),
    }).premium;
    expect(body.summary.items).toHaveLength(1);
    expect(body.summary.items[0]).toMatchObject({
      grossMonthlyCents: expected.grossMonthlyCents,
      netMonthlyCents: expected.netMonthlyCents,
      cover: { perClaimCents: 250_000_000 },
    });
    expect(await db.quote.count({ where: { customerEmail: email } })).toBe(0);

    // Sent from the default host: the link still goes to acme's own host.
    const sent = await newQuote(
      DEFAULT_HOST,
      fields.map(([name, value]): [string, string] => [name, name === "intent" ? "send" : value]),
      cookie,
    );
    expect(sent.status).toBe(302);
    const quote = await db.quote.findFirstOrThrow({ where: { customerEmail: email }, include: { items: true } });
    expect(sent.location).toBe(`/broker/quotes/${quote.id}?sent=1`);
    expect(quote.partnerId).toBe(await h.partnerId("acme"));
    expect(quote.sentAt).not.toBeNull();
    expect(quote.openedAt).toBeNull();
    expect(quote.items).toEqual([
      expect.objectContaining({
        productId: perClaim.productId,
        answers: { [perClaim.questionId]: { optionId: perClaim.option("2500000") } },
        grossMonthlyCents: expected.grossMonthlyCents,
        netMonthlyCents: expected.netMonthlyCents,
      }),
    ]);
    const mail = await db.outboxMail.findFirstOrThrow({ where: { to: email } });
    // In the customer's language the broker chose (the partner's default here).
    expect(mail.links).toEqual([`http://acme.localhost:3000/checkout/quotation?quote_id=${quote.id}&lng=nl`]);
    expect(mail.text).toContain("Karin Klant");
    expect(mail.text).toContain("Bram de Broker");
    expect(mail.text).toMatch(/AFM-registratienummer \d{8}\nAangesloten bij Kifid/);
    const audits = await db.auditLog.findMany({ where: { action: "quote_sent", staffId: quote.brokerId, partnerId: quote.partnerId } });
    const audit = audits.filter((row) => (row.details as { quoteId?: string }).quoteId === quote.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorName).toBe("Bram de Broker");
    expect(audit[0]!.details).toMatchObject({ quoteId: quote.id, customerEmail: email });
  });

  it("ignores a price posted with the form: the stored premium is the engine's", async () => {
    const cookie = await h.staffCookie(ACME_BROKER);
    const honest = await sendQuote(ACME_BROKER, ACME);
    const forged = [
      ["grossMonthlyCents", "1"],
      ["netMonthlyCents", "1"],
      ["price", "0,01"],
      ["premium", "1"],
      ["items[0].grossMonthlyCents", "1"],
    ] as [string, string][];
    const answer = await newQuote(ACME, await quoteFields({}, forged), cookie);
    expect(answer.status).toBe(302);
    const id = answer.location!.split("/").pop()!.split("?")[0]!;
    const quote = await db.quote.findUniqueOrThrow({ where: { id }, include: { items: true } });
    expect(quote.items[0]!.grossMonthlyCents).toBe(honest.items[0]!.grossMonthlyCents);
    expect(quote.items[0]!.netMonthlyCents).toBe(honest.items[0]!.netMonthlyCents);
    expect(quote.items[0]!.grossMonthlyCents).toBeGreaterThan(100);
  });

  it("answers field errors in the form's own words and keeps what was typed; nothing is stored or sent", async () => {
    const cookie = await h.staffCookie(ACME_BROKER);
    const [quotes, mails] = [await db.quote.count(), await db.outboxMail.count()];
    const perClaim = await priceQuestion("business-liability", "per_claim");
    const car = await h.productBySlug("car"); // solo's, not acme's
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { customerName: "", customerEmail: "not-an-address" },
        { customerName: "validations:required", customerEmail: "validations:email" },
      ],
      [{ expiresOn: todayInAmsterdam() }, { expiresOn: "broker:validation.expiryMin" }],
      [{ expiresOn: addDays(todayInAmsterdam(), 31) }, { expiresOn: "broker:validation.expiryMax" }],
      [{ expiresOn: "31-12-2030" }, { expiresOn: "validations:dateValidMessage" }],
      [{ professionId: "nope" }, { professionId: "broker:validation.professionRequired" }],
      [{ productId: car.id }, { productIds: "broker:validation.productNotOffered" }],
      [{ [perClaim.name]: "" }, { [perClaim.name]: "validations:required" }],
      [
        { [perClaim.name]: (await priceQuestion("professional-liability", "deductible")).option("250") },
        { [perClaim.name]: "validations:required" },
      ],
    ];
    for (const [overrides, errors] of cases) {
      const fields = await quoteFields(overrides);
      const answer = await newQuote(ACME, fields, cookie);
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      const body = answer.body as { step: string; errors: Record<string, string>; values: { customerName: string; expiresOn: string } };
      expect(body.step).toBe("edit");
      expect(body.errors).toEqual(errors);
      expect(body.values.customerName).toBe(Object.fromEntries(fields).customerName);
      expect(body.values.expiresOn).toBe(Object.fromEntries(fields).expiresOn);
    }
    // No product at all.
    const none = (await quoteFields()).filter(([name]) => name !== "productId");
    const answer = await newQuote(ACME, none, cookie);
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors).toEqual({ productIds: "broker:validation.productsRequired" });
    expect([await db.quote.count(), await db.outboxMail.count()]).toEqual([quotes, mails]);
  });

  it("refuses a product the chosen profession can not have", async () => {
    const cookie = await h.staffCookie(ACME_BROKER);
    const aov = await h.productBySlug("aov"); // up to risk class 3
    const roofer = await db.profession.findFirst({ where: { riskClass: 4 }, select: { id: true } });
    expect(roofer).toBeTruthy();
    const answer = await newQuote(ACME, await quoteFields({ professionId: roofer!.id, productId: aov.id }), cookie);
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors.productIds).toBe("broker:validation.productNotOffered");
  });
});

describe("the broker's own quotes", () => {
  it("lists only the broker's own quotes of their partner, with their status", async () => {
    const mine = await sendQuote(ACME_BROKER, ACME);
    const solo = await soloQuote();
    const colleague = await db.staffAccount.create({
      data: {
        role: "broker",
        email: `colleague-${process.pid}@acme.example`,
        name: "Collega",
        passwordHash: await hashPassword("colleague-password-1"),
        partnerId: await h.partnerId("acme"),
      },
    });
    const theirs = await sendQuote(colleague.email, ACME);
    const list = await brokerLoader(brokerQuotes, ACME, "/broker/quotes", await h.staffCookie(ACME_BROKER));
    const ids = (list.body as { quotes: { id: string; status: string }[] }).quotes.map((quote) => quote.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(solo.id);
    expect(ids).not.toContain(theirs.id);
    expect((list.body as { quotes: { id: string; status: string }[] }).quotes.find((quote) => quote.id === mine.id)!.status).toBe("sent");
  });

  it("answers 404 when the acme broker opens a solo quote, or a colleague's", async () => {
    const solo = await soloQuote();
    const cookie = await h.staffCookie(ACME_BROKER);
    const answer = await brokerLoader(brokerQuote, ACME, `/broker/quotes/${solo.id}`, cookie, { quoteId: solo.id });
    expect(answer.status).toBe(404);
    // On solo's own host too: the broker's partner decides, not the host.
    expect((await brokerLoader(brokerQuote, SOLO, `/broker/quotes/${solo.id}`, cookie, { quoteId: solo.id })).status).toBe(404);
    // Sending it again is refused the same way and sends nothing.
    const mails = await db.outboxMail.count();
    const resend = await answerOf(() =>
      brokerQuote.action({
        request: postForm(ACME, `/broker/quotes/${solo.id}`, { intent: "resend" }, cookie),
        params: { quoteId: solo.id },
        context: {},
      }),
    );
    expect(resend.status).toBe(404);
    expect(await db.outboxMail.count()).toBe(mails);
    // The solo broker does see it.
    const own = await brokerLoader(brokerQuote, SOLO, `/broker/quotes/${solo.id}`, await h.staffCookie(SOLO_BROKER), { quoteId: solo.id });
    expect(own.status).toBe(200);
    expect((own.body as { quote: { link: string } }).quote.link).toBe(
      `http://solo.localhost:3000/checkout/quotation?quote_id=${solo.id}&lng=${(await db.partner.findFirstOrThrow({ where: { name: "solo" } })).defaultLanguage}`,
    );
  });
});

describe("the customer's link", () => {
  it("answers 404 for a quote of another partner opened on acme's host, and marks nothing opened", async () => {
    const solo = await soloQuote();
    const users = await db.user.count();
    expect((await openLink(ACME, solo.id)).status).toBe(404);
    expect((await continueQuote(ACME, solo.id)).status).toBe(404);
    expect((await openLink(ACME, "does-not-exist")).status).toBe(404);
    expect(await answerOf(() => quotationRoute.loader(args(getRequest(ACME, "/checkout/quotation"))))).toMatchObject({ status: 404 });
    const row = await db.quote.findUniqueOrThrow({ where: { id: solo.id } });
    expect(row.openedAt).toBeNull();
    expect(await db.user.count()).toBe(users);
    expect(await db.cartItem.count({ where: { quoteId: solo.id } })).toBe(0);
  });

  it("shows an open quote's summary and marks it opened once", async () => {
    const quote = await sendQuote(ACME_BROKER, ACME);
    const answer = await openLink(ACME, quote.id);
    expect(answer.status).toBe(200);
    const body = answer.body as {
      quote: { status: string; brokerName: string };
      summary: { items: { grossMonthlyCents: number }[]; expiresOn: string };
      quoteOpen: boolean;
    };
    expect(body.quote).toMatchObject({ status: "opened", brokerName: "Bram de Broker" });
    expect(body.quoteOpen).toBe(true);
    expect(body.summary.items[0]!.grossMonthlyCents).toBe(quote.items[0]!.grossMonthlyCents);
    const first = (await db.quote.findUniqueOrThrow({ where: { id: quote.id } })).openedAt;
    expect(first).not.toBeNull();
    await openLink(ACME, quote.id);
    expect((await db.quote.findUniqueOrThrow({ where: { id: quote.id } })).openedAt).toEqual(first);
    const list = await brokerLoader(brokerQuotes, ACME, "/broker/quotes", await h.staffCookie(ACME_BROKER));
    expect((list.body as { quotes: { id: string; status: string }[] }).quotes.find((row) => row.id === quote.id)!.status).toBe("opened");
  });

  it("shows only the expired message for an expired quote and puts nothing in a cart", async () => {
    const quote = await sendQuote(ACME_BROKER, ACME);
    await db.quote.update({ where: { id: quote.id }, data: { expiresOn: addDays(todayInAmsterdam(), -1) } });
    const [users, items] = [await db.user.count(), await db.cartItem.count()];
    const answer = await openLink(ACME, quote.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ quote: { status: "expired", brokerName: "Bram de Broker" }, summary: null, quoteOpen: false });
    const tried = await continueQuote(ACME, quote.id);
    expect(tried.status).toBe(302);
    expect(tried.location).toBe(`/checkout/quotation?quote_id=${quote.id}`);
    expect([await db.user.count(), await db.cartItem.count()]).toEqual([users, items]);
    expect((await db.quote.findUniqueOrThrow({ where: { id: quote.id } })).openedAt).toBeNull();
  });

  it("on its last day the quote is still open", async () => {
    const quote = await sendQuote(ACME_BROKER, ACME);
    await db.quote.update({ where: { id: quote.id }, data: { expiresOn: todayInAmsterdam() } });
    expect((await openLink(ACME, quote.id)).body).toMatchObject({ quote: { status: "opened" } });
  });

  it("puts the quote in the cart with its answers and profession, priced as the broker's quote, and starts the checkout", async () => {
    const quote = await sendQuote(ACME_BROKER, ACME);
    const visitor = await customerTakesQuote(ACME, quote.id);
    const perClaim = await priceQuestion("business-liability", "per_claim");
    const user = await db.user.findUniqueOrThrow({ where: { id: visitor.userId } });
    expect(user.professionId).toBe(quote.professionId);
    expect(user.partnerId).toBe(await h.partnerId("acme"));
    expect(
      await db.answer.findUnique({ where: { userId_questionId: { userId: visitor.userId, questionId: perClaim.questionId } } }),
    ).toMatchObject({
      optionId: perClaim.option("2500000"),
    });
    const cart = await layoutCart(ACME, visitor.cookie);
    expect(cart.items).toEqual([
      expect.objectContaining({ productId: perClaim.productId, quoteId: quote.id, grossMonthlyCents: quote.items[0]!.grossMonthlyCents }),
    ]);
    const started = await answerOf(() => checkoutRoute.loader(args(getRequest(ACME, "/checkout", visitor.cookie))));
    expect(started.location).toBe("/checkout/questions");
  });

  it("refuses deleting a quote's cart item through the cart action, and keeps it", async () => {
    const quote = await sendQuote(ACME_BROKER, ACME);
    const visitor = await customerTakesQuote(ACME, quote.id);
    const answer = await answerOf(() =>
      cartRoute.action(
        args(postForm(ACME, "/cart", { intent: "delete", itemId: visitor.itemId, redirectTo: "/checkout/questions" }, visitor.cookie)),
      ),
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: "quoteItem" });
    expect(await db.cartItem.findUnique({ where: { id: visitor.itemId } })).not.toBeNull();

    // Once the quote has expired the broker session ends as leaving it does (decision 0084): the
    // next funnel page takes the quote's item out of the cart and goes on to say why.
    await db.quote.update({ where: { id: quote.id }, data: { expiresOn: addDays(todayInAmsterdam(), -1) } });
    const ended = await answerOf(() => layoutRoute.loader(args(getRequest(ACME, "/checkout/questions", visitor.cookie))));
    expect(ended.status).toBe(303);
    expect(ended.location).toBe("/broker-session/left?reason=expired");
    expect(await db.cartItem.findUnique({ where: { id: visitor.itemId } })).toBeNull();
  });

  it("buys the quote through the normal checkout once: policy at the quoted price, quote accepted by the customer", async () => {
    const quote = await sendQuote(ACME_BROKER, ACME);
    const visitor = await customerTakesQuote(ACME, quote.id);
    const checkoutId = await readyToPay(ACME, visitor);
    const answer = await pay(ACME, visitor.cookie, checkoutId);
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/result\?checkout=/);
    const policies = await db.policy.findMany({ where: { userId: visitor.userId } });
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatchObject({
      productId: quote.items[0]!.productId,
      grossMonthlyCents: quote.items[0]!.grossMonthlyCents,
      status: "active",
    });
    const accepted = await db.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(accepted.acceptedAt).not.toBeNull();
    expect(accepted.userId).toBe(visitor.userId);
    // The link now only says it was bought; continuing puts nothing in a cart.
    expect((await openLink(ACME, quote.id)).body).toMatchObject({ quote: { status: "accepted" }, summary: null });
    const again = await continueQuote(ACME, quote.id, visitor.cookie);
    expect(again.location).toBe(`/checkout/quotation?quote_id=${quote.id}`);
    expect(await db.cartItem.count({ where: { userId: visitor.userId } })).toBe(0);
  });

  it("refuses buying an accepted quote again (a second cart that held it): no second policy, nothing changed", async () => {
    const quote = await sendQuote(ACME_BROKER, ACME);
    const first = await customerTakesQuote(ACME, quote.id);
    const second = await customerTakesQuote(ACME, quote.id); // another browser, before it was bought
    const firstCheckout = await readyToPay(ACME, first);
    const secondCheckout = await readyToPay(ACME, second);
    expect((await pay(ACME, first.cookie, firstCheckout)).location).toMatch(/^\/result/);
    const acceptedAt = (await db.quote.findUniqueOrThrow({ where: { id: quote.id } })).acceptedAt;
    const footprint = await h.purchaseFootprint(second.userId);

    const refused = await pay(ACME, second.cookie, secondCheckout);
    expect(refused.status).toBe(302);
    expect(refused.location).toBe(`/checkout/quotation?quote_id=${quote.id}`);
    expect(await h.purchaseFootprint(second.userId)).toEqual(footprint);
    expect(await db.policy.count({ where: { productId: quote.items[0]!.productId, userId: { in: [first.userId, second.userId] } } })).toBe(
      1,
    );
    expect((await db.checkout.findUniqueOrThrow({ where: { id: secondCheckout } })).status).toBe("open");
    expect(await db.cartItem.count({ where: { userId: second.userId } })).toBe(1);
    const row = await db.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(row.acceptedAt).toEqual(acceptedAt);
    expect(row.userId).toBe(first.userId);
    // The page it is sent to says it was bought already.
    expect((await openLink(ACME, quote.id, second.cookie)).body).toMatchObject({ quote: { status: "accepted" } });
  });

  it("refuses buying a quote that expired while it was in the cart", async () => {
    const quote = await sendQuote(ACME_BROKER, ACME);
    const visitor = await customerTakesQuote(ACME, quote.id);
    const checkoutId = await readyToPay(ACME, visitor);
    await db.quote.update({ where: { id: quote.id }, data: { expiresOn: addDays(todayInAmsterdam(), -1) } });
    const footprint = await h.purchaseFootprint(visitor.userId);
    const refused = await pay(ACME, visitor.cookie, checkoutId);
    expect(refused.location).toBe(`/checkout/quotation?quote_id=${quote.id}`);
    expect(await h.purchaseFootprint(visitor.userId)).toEqual(footprint);
    expect((await db.quote.findUniqueOrThrow({ where: { id: quote.id } })).acceptedAt).toBeNull();
    expect((await openLink(ACME, quote.id, visitor.cookie)).body).toMatchObject({ quote: { status: "expired" } });
  });
});
