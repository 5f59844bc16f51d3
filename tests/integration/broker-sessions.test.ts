// Brokers to the spec (issue 36, decision 0080) against the server code as Remix calls it, on a
// scratch database (SQLite, and PostgreSQL in the pg run): the broker's price is the checkout's
// (birth date, income, plate and address asked, looked up and priced by quoteProduct), the token
// API's quote_id opens a quote for its own customer only, leaving a broker session goes to the
// qa environment's broker quote page, and the pipeline's counts and its one reminder.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import type { Fields } from "./support/funnel-harness"; // type only: erased, loads nothing

await testDatabase("broker-sessions");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "broker-sessions-test-secret";
process.env.JWT_SECRET = "broker-sessions-test-jwt-secret";
// The running environment is qa; stage's page is set too, and must not be the one used.
process.env.APP_ENVIRONMENT = "qa";
process.env.BROKER_QUOTE_URL_QA = "https://brokers.qa.example/quotes";
process.env.BROKER_QUOTE_URL_STAGE = "https://brokers.stage.example/quotes";

const { db } = await import("~/server/platform/db.server");
const { hashPassword } = await import("~/server/staff/passwords.server");
const { partnerCatalogue } = await import("~/server/catalogue/catalogue.server");
const { priceQuestionsOf } = await import("~/server/broker/quotation.server");
const { quoteProduct } = await import("~/domain/catalogue/product-quote");
const { answerFieldName } = await import("~/domain/catalogue/question-fields");
const { signExternalId } = await import("~/domain/account/signed-link");
const { addDays, todayInAmsterdam } = await import("~/domain/platform/validation");
const { isBrokerFlowSession } = await import("~/server/platform/session.server");
const brokerQuotes = await import("~/routes/broker/broker-quotes");
const brokerQuoteNew = await import("~/routes/broker/broker-quote-new");
const brokerQuote = await import("~/routes/broker/broker-quote");
const leaveRoute = await import("~/routes/broker/broker-session-leave");
const leftRoute = await import("~/routes/broker/broker-session-left");
const createRoute = await import("~/routes/api/api-jwt-create");
const signInAppRoute = await import("~/routes/account/sign-in-app");
const layoutRoute = await import("~/routes/checkout/funnel-layout");
const h = await import("./support/funnel-harness");
const { answerOf, args, getRequest, postForm, sessionCookieFrom } = h;

const ACME = "acme.localhost";
const SOLO = "solo.localhost";
const ACME_SECRET = "demo-acme-link-secret";
const today = todayInAmsterdam();

// ------------------------------------------------------------------------------------------
// Helpers

let sequence = 0;
const unique = (label: string) => `${label}-${process.pid}-${++sequence}`;

function newQuote(host: string, fields: Fields, cookie: string | null) {
  return answerOf(() => brokerQuoteNew.action(args(postForm(host, "/broker/quotes/new", fields, cookie))));
}

async function professionId(slug = "web-designer") {
  return (await db.profession.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
}

async function catalogueProduct(partner: string, slug: string) {
  const product = (await partnerCatalogue(await h.partnerId(partner))).find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`${partner} does not offer ${slug}`);
  return product;
}

/**
 * The broker's form for one product: every price question answered, options by their first
 * value unless given, typed answers (birth date, income, plate, address) by field.
 */
async function formFor(partner: string, slug: string, typed: Record<string, string>, extra: Record<string, string> = {}) {
  const product = await catalogueProduct(partner, slug);
  const fields: [string, string][] = [
    ["intent", "send"],
    ["customerName", "Karin Klant"],
    ["customerEmail", `${unique("klant")}@example.nl`],
    ["professionId", await professionId()],
    ["expiresOn", addDays(today, 10)],
    ["productId", product.id],
  ];
  for (const question of priceQuestionsOf(product)) {
    const name = answerFieldName(question);
    if (question.field && question.field in typed) fields.push([name, typed[question.field]!]);
    else if (question.options.length > 0) {
      const option = question.options[0]!;
      fields.push([name, name.startsWith("f-") ? option.value : option.id]);
    }
  }
  for (const [name, value] of Object.entries(extra)) fields.push([name, value]);
  return { product, fields };
}

async function sendFromForm(host: string, brokerEmail: string, fields: [string, string][]) {
  const answer = await newQuote(host, fields, await h.staffCookie(brokerEmail));
  expect(answer.status, JSON.stringify(answer.body)).toBe(302);
  const id = /^\/broker\/quotes\/([^?]+)\?sent=1$/.exec(answer.location ?? "")?.[1];
  return db.quote.findUniqueOrThrow({ where: { id: id! }, include: { items: true } });
}

const AOV_ANSWERS = { birth_date: "1988-04-12", income: "62000" };

/** An aov quote of the acme broker, made through the form. */
async function acmeAovQuote(overrides: Record<string, string> = {}) {
  const { fields } = await formFor("acme", "aov", AOV_ANSWERS, overrides);
  return sendFromForm(ACME, "broker@acme.example", fields);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function createTokens(body: Record<string, unknown>) {
  const request = new Request(`http://${ACME}/jwt/create-by-external-id`, {
    method: "POST",
    headers: { Host: ACME, "Content-Type": "application/json", "Accept-Language": "en" },
    body: JSON.stringify(body),
  });
  return answerOf(() => createRoute.action(args(request)));
}

function signed(externalId: string, extra: Record<string, unknown> = {}) {
  const createdAt = nowSeconds();
  return {
    external_id: externalId,
    signature_created_at: createdAt,
    signature: signExternalId(ACME_SECRET, externalId, String(createdAt)),
    ...extra,
  };
}

function follow(openUrl: string) {
  const url = new URL(openUrl);
  return answerOf(() => signInAppRoute.loader(args(getRequest(ACME, url.pathname + url.search))));
}

// ------------------------------------------------------------------------------------------

describe("the broker's price is the checkout's", () => {
  it("asks birth date and income for aov and prices them with quoteProduct; another income, another price", async () => {
    const quote = await acmeAovQuote();
    const product = await catalogueProduct("acme", "aov");
    const item = quote.items[0]!;
    const answers = item.answers as Record<string, { optionId?: string; dateValue?: string; moneyValueCents?: number }>;
    const byField = (field: string) => answers[product.questions.find((question) => question.field === field)!.id];
    expect(byField("birth_date")).toEqual({ dateValue: "1988-04-12" });
    expect(byField("income")).toEqual({ moneyValueCents: 6_200_000 });
    expect(quote.type).toBe("broker");
    expect(quote.language).toBe("nl");
    // The same engine, the same answers: the same price, to the cent.
    const riskClass = (await db.profession.findUniqueOrThrow({ where: { id: quote.professionId! } })).riskClass;
    const expected = quoteProduct(product, { riskClass, answers: new Map(Object.entries(answers) as never), today, discountPercent: 0 });
    expect(item.grossMonthlyCents).toBe(expected.premium.grossMonthlyCents);
    // Not a "from" price: a higher income costs more.
    const richer = await acmeAovQuote({ [answerFieldName(product.questions.find((q) => q.field === "income")!)]: "120000" });
    expect(richer.items[0]!.grossMonthlyCents).toBeGreaterThan(item.grossMonthlyCents);
  });

  it("says at the field what is missing or wrong, stores nothing, and keeps what was typed", async () => {
    const product = await catalogueProduct("acme", "aov");
    const income = answerFieldName(product.questions.find((question) => question.field === "income")!);
    const { fields } = await formFor("acme", "aov", { ...AOV_ANSWERS, birth_date: "2015-01-01", income: "" });
    const before = await db.quote.count();
    const answer = await newQuote(ACME, fields, await h.staffCookie("broker@acme.example"));
    expect(answer.status).toBe(400);
    const body = answer.body as { errors: Record<string, string>; values: { answers: Record<string, string> } };
    expect(body.errors["f-birth_date"]).toBe("validations:birthDateMinDate");
    expect(body.errors[income]).toBe("validations:required");
    expect(body.values.answers["f-birth_date"]).toBe("2015-01-01");
    expect(await db.quote.count()).toBe(before);
  });

  it("looks the plate up for car: an unknown plate and a refused car are said at the plate, a known one is priced with its vehicle", async () => {
    const product = await catalogueProduct("solo", "car");
    const plateField = answerFieldName(product.questions.find((question) => question.field === "license_plate")!);
    const typed = { license_plate: "ZZ999Z", claim_free_years: "5", main_driver_birth_date: "1980-02-02", postcode: "3511AB" };
    const address = { "f-house_number": "1", "f-house_number_addition": "" };
    const cookie = await h.staffCookie("broker@solo.example");

    const unknown = await newQuote(SOLO, (await formFor("solo", "car", typed, address)).fields, cookie);
    expect(unknown.status).toBe(400);
    expect((unknown.body as { errors: Record<string, string> }).errors[plateField]).toBe("validations:licensePlateNotFound");

    // A motorcycle is not a car the insurer takes (spec section 8: ACI01).
    const refused = await newQuote(SOLO, (await formFor("solo", "car", { ...typed, license_plate: "MG417R" }, address)).fields, cookie);
    expect(refused.status).toBe(400);
    const refusedBody = refused.body as { errors: Record<string, string>; errorValues: Record<string, { code: string }> };
    expect(refusedBody.errors[plateField]).toBe("underwriting:car.ACI01");
    expect(refusedBody.errorValues[plateField]!.code).toMatch(/^(ACI01|MIS115|UWM11)$/);

    const { fields } = await formFor("solo", "car", { ...typed, license_plate: "S482HJ" }, address);
    const quote = await sendFromForm(SOLO, "broker@solo.example", fields);
    const answers = quote.items[0]!.answers as Record<string, { textValue?: string; details?: { plate?: string; postalCode?: string } }>;
    const plate = answers[product.questions.find((question) => question.field === "license_plate")!.id]!;
    expect(plate.textValue).toBe("S482HJ");
    expect(plate.details?.plate).toBe("S482HJ");
    const home = answers[product.questions.find((question) => question.field === "postcode")!.id]!;
    expect(home.details?.postalCode).toBe("3511AB");
  });
});

describe("the token API's quote_id", () => {
  it("opens the customer's own quote in a broker session, landing on the quotation with the quote in the cart", async () => {
    const quote = await acmeAovQuote();
    const externalId = unique("app-customer");
    const answer = await createTokens(signed(externalId, { quote_id: quote.id, broker_quote: true }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const user = await db.user.findFirstOrThrow({ where: { externalId }, select: { id: true, birthDate: true } });
    expect(user.birthDate).toBe("1988-04-12");
    const cart = await db.cartItem.findMany({ where: { userId: user.id } });
    expect(cart.map((item) => [item.productId, item.quoteId])).toEqual([[quote.items[0]!.productId, quote.id]]);
    expect((await db.quote.findUniqueOrThrow({ where: { id: quote.id } })).customerUserId).toBe(user.id);

    const opened = await follow((answer.body as { open_url: string }).open_url);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`/checkout/quotation?quote_id=${quote.id}`);
    const cookie = sessionCookieFrom(opened.headers)!;
    expect(await isBrokerFlowSession(getRequest(ACME, "/", cookie))).toBe(true);
    // The header names the broker and the quote's validity; the cart deletes nothing.
    const layout = await answerOf(() => layoutRoute.loader(args(getRequest(ACME, "/checkout/questions", cookie))));
    const session = (layout.body as { brokerSession: { html: string; quoteNumber: string } }).brokerSession;
    expect(session.quoteNumber).toBe(quote.number);
    expect(session.html).toContain("Bram de Broker");
  });

  it("refuses another partner's quote, before the signature is used", async () => {
    const product = await catalogueProduct("solo", "business-liability");
    const perClaim = product.questions.find((question) => question.field === "per_claim")!;
    const solo = await sendFromForm(SOLO, "broker@solo.example", [
      ["intent", "send"],
      ["customerName", "Sam"],
      ["customerEmail", `${unique("sam")}@example.nl`],
      ["professionId", await professionId()],
      ["expiresOn", addDays(today, 5)],
      ["productId", product.id],
      [answerFieldName(perClaim), perClaim.options[0]!.id],
    ]);
    const body = signed(unique("app-other-partner"), { quote_id: solo.id });
    const uses = await db.signedLinkUse.count();
    const refused = await createTokens(body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ quote_id: ["This quote does not exist."] });
    expect(await db.signedLinkUse.count()).toBe(uses);
    expect(await db.cartItem.count({ where: { quoteId: solo.id } })).toBe(0);
  });

  it("refuses another customer's quote: one opened for someone else, or addressed to another e-mail address", async () => {
    const quote = await acmeAovQuote();
    const first = await createTokens(signed(unique("first-customer"), { quote_id: quote.id }));
    expect(first.status).toBe(200);
    const second = await createTokens(signed(unique("second-customer"), { quote_id: quote.id }));
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ quote_id: ["This quote does not exist."] });

    const other = await acmeAovQuote();
    const externalId = unique("someone-else");
    await db.user.create({
      data: { partnerId: await h.partnerId("acme"), externalId, email: `${unique("else")}@example.nl`, isGuest: false },
    });
    const byEmail = await createTokens(signed(externalId, { quote_id: other.id }));
    expect(byEmail.status).toBe(400);
    expect(await db.cartItem.count({ where: { quoteId: other.id } })).toBe(0);
    expect((await db.quote.findUniqueOrThrow({ where: { id: other.id } })).customerUserId).toBeNull();
  });

  it("refuses an expired or a bought quote with the spec's messages, and a normal quote as a broker quote", async () => {
    const expired = await acmeAovQuote();
    await db.quote.update({ where: { id: expired.id }, data: { expiresOn: addDays(today, -1) } });
    const late = await createTokens(signed(unique("late"), { quote_id: expired.id }));
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ quote_id: ["This quote has expired. Ask your broker for a new quote."] });

    const bought = await acmeAovQuote();
    await db.quote.update({ where: { id: bought.id }, data: { acceptedAt: new Date() } });
    const again = await createTokens(signed(unique("again"), { quote_id: bought.id }));
    expect(again.body).toEqual({ quote_id: ["This quote has already been taken out."] });

    const normal = await acmeAovQuote();
    await db.quote.update({ where: { id: normal.id }, data: { type: "normal" } });
    const notBroker = await createTokens(signed(unique("normal"), { broker_quote: normal.id }));
    expect(notBroker.status).toBe(400);
    // broker_quote's id and quote_id naming two quotes: refused.
    const two = await createTokens(signed(unique("two"), { quote_id: bought.id, broker_quote: expired.id }));
    expect(two.status).toBe(400);
  });

  it("a failed broker authentication goes to /404", async () => {
    const opened = await answerOf(() => signInAppRoute.loader(args(getRequest(ACME, "/sign-in/app?token=forged&flow=broker"))));
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/404");
  });
});

describe("leaving a broker session", () => {
  it("clears the quote's items and the session and goes to the qa environment's broker quote page", async () => {
    const quote = await acmeAovQuote();
    const answer = await createTokens(signed(unique("leaver"), { quote_id: quote.id, broker_quote: "true" }));
    const opened = await follow((answer.body as { open_url: string }).open_url);
    const cookie = sessionCookieFrom(opened.headers)!;
    const left = await answerOf(() => leaveRoute.action(args(postForm(ACME, "/broker-session/leave", {}, cookie))));
    expect(left.status).toBe(303);
    expect(left.location).toBe("/broker-session/left");
    // From there (a page, not a form's redirect: the CSP's form-action) on to qa's broker quote page.
    const page = await answerOf(() => leftRoute.loader(args(getRequest(ACME, "/broker-session/left"))));
    expect((page.body as { to: string }).to).toBe("https://brokers.qa.example/quotes");
    expect(left.headers.get("Set-Cookie")).toMatch(/__session=;/);
    expect(await db.cartItem.count({ where: { quoteId: quote.id } })).toBe(0);
    expect(
      await db.session.count({ where: { userId: (await db.quote.findUniqueOrThrow({ where: { id: quote.id } })).customerUserId! } }),
    ).toBe(0);
  });
});

describe("a broker session ending on expiry (decision 0084)", () => {
  /** A customer in a broker session opened through the token API with an acme aov quote. */
  async function inBrokerSession(label: string) {
    const quote = await acmeAovQuote();
    const answer = await createTokens(signed(unique(label), { quote_id: quote.id, broker_quote: true }));
    const opened = await follow((answer.body as { open_url: string }).open_url);
    const cookie = sessionCookieFrom(opened.headers)!;
    const userId = (await db.quote.findUniqueOrThrow({ where: { id: quote.id } })).customerUserId!;
    return { quote, cookie, userId };
  }
  const funnelPage = (cookie: string) => answerOf(() => layoutRoute.loader(args(getRequest(ACME, "/checkout/details", cookie))));

  it("the quote running out clears its items and the session and goes on to qa's broker quote page, saying why", async () => {
    const { quote, cookie, userId } = await inBrokerSession("quote-runs-out");
    // Its last day is today: still open, the session goes on.
    await db.quote.update({ where: { id: quote.id }, data: { expiresOn: today } });
    const open = await funnelPage(cookie);
    expect(open.status).toBe(200);
    expect((open.body as { brokerSession: { quoteNumber: string } }).brokerSession.quoteNumber).toBe(quote.number);

    await db.quote.update({ where: { id: quote.id }, data: { expiresOn: addDays(today, -1) } });
    // The quote's own page says it ran out and to ask the broker; the session ends on the next step.
    const quotation = await answerOf(() => layoutRoute.loader(args(getRequest(ACME, `/checkout/quotation?quote_id=${quote.id}`, cookie))));
    expect(quotation.status).toBe(200);
    const ended = await funnelPage(cookie);
    expect(ended.status).toBe(303);
    expect(ended.location).toBe("/broker-session/left?reason=expired");
    expect(ended.headers.get("Set-Cookie")).toMatch(/__session=;/);
    expect(await db.cartItem.count({ where: { userId, quoteId: { not: null } } })).toBe(0);
    expect(await db.session.count({ where: { userId } })).toBe(0);

    const page = await answerOf(() => leftRoute.loader(args(getRequest(ACME, "/broker-session/left?reason=expired"))));
    const body = page.body as { to: string; reason: string | null };
    expect(body.to).toBe("https://brokers.qa.example/quotes");
    expect(body.reason).toMatch(/verlopen|expired/);
    const chosen = await answerOf(() => leftRoute.loader(args(getRequest(ACME, "/broker-session/left"))));
    expect((chosen.body as { reason: string | null }).reason).toBeNull();
  });

  it("the session running out on the server ends the broker session in the browser too", async () => {
    const { cookie, userId } = await inBrokerSession("session-runs-out");
    await db.session.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const ended = await funnelPage(cookie);
    expect(ended.status).toBe(303);
    expect(ended.location).toBe("/broker-session/left?reason=expired");
    expect(ended.headers.get("Set-Cookie")).toMatch(/__session=;/);
  });

  it("a bought quote does not end the session, and a guest's ended session outside a broker session is no broker session", async () => {
    const { quote, cookie } = await inBrokerSession("bought");
    await db.quote.update({ where: { id: quote.id }, data: { acceptedAt: new Date(), expiresOn: addDays(today, -1) } });
    const after = await funnelPage(cookie);
    expect(after.status).toBe(200);

    const guest = await h.createGuest("acme");
    await db.session.updateMany({ where: { userId: guest.userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const page = await funnelPage(guest.cookie);
    expect(page.status).toBe(200);
    expect((page.body as { brokerSession: unknown }).brokerSession).toBeNull();
  });
});

describe("the partner's broker quote page (decision 0084)", () => {
  it("wins over the environment's BROKER_QUOTE_URL_QA, for that partner only", async () => {
    const solo = await h.partnerId("solo");
    await db.partner.update({ where: { id: solo }, data: { brokerQuoteUrl: "https://advies.solo.example/offertes" } });
    try {
      const page = await answerOf(() => leftRoute.loader(args(getRequest(SOLO, "/broker-session/left"))));
      expect((page.body as { to: string }).to).toBe("https://advies.solo.example/offertes");
      const acme = await answerOf(() => leftRoute.loader(args(getRequest(ACME, "/broker-session/left"))));
      expect((acme.body as { to: string }).to).toBe("https://brokers.qa.example/quotes");
    } finally {
      await db.partner.update({ where: { id: solo }, data: { brokerQuoteUrl: null } });
    }
  });
});

describe("the broker's pipeline", () => {
  /** A broker of acme of this test's own, with quotes in every status. */
  async function ownBroker() {
    const email = `${unique("pipeline")}@acme.example`;
    const broker = await db.staffAccount.create({
      data: {
        email,
        name: "Pia Pijplijn",
        role: "broker",
        partnerId: await h.partnerId("acme"),
        passwordHash: await hashPassword("x-long-password"),
      },
    });
    const product = await catalogueProduct("acme", "business-liability");
    let n = 0;
    const make = (data: Record<string, unknown>) =>
      db.quote.create({
        data: {
          number: `OFF-PIPE-${process.pid}-${sequence}-${++n}`,
          partnerId: broker.partnerId!,
          brokerId: broker.id,
          customerEmail: `${unique("p")}@example.nl`,
          customerName: "Klant",
          expiresOn: addDays(today, 20),
          items: { create: { productId: product.id, answers: {}, netMonthlyCents: 1000, grossMonthlyCents: 1210 } },
          ...data,
        },
      });
    const quotes = {
      draft: await make({}),
      sent: await make({ sentAt: new Date() }),
      dueSoon: await make({ sentAt: new Date(), expiresOn: addDays(today, 7) }),
      opened: await make({ sentAt: new Date(), openedAt: new Date() }),
      bought: await make({ sentAt: new Date(), openedAt: new Date(), acceptedAt: new Date() }),
      expired: await make({ sentAt: new Date(), expiresOn: addDays(today, -1) }),
    };
    return { email, broker, quotes };
  }

  it("filters by status and counts each; conversion per month", async () => {
    const { email, quotes } = await ownBroker();
    const cookie = await h.staffCookie(email);
    const all = await answerOf(() => brokerQuotes.loader(args(getRequest(ACME, "/broker/quotes", cookie))));
    const body = all.body as {
      counts: Record<string, number>;
      total: number;
      quotes: { id: string; status: string }[];
      conversion: { made: number; bought: number; percent: number }[];
    };
    expect(body.counts).toEqual({ draft: 1, sent: 2, opened: 1, bought: 1, expired: 1 });
    expect(body.total).toBe(6);
    expect(body.conversion).toEqual([expect.objectContaining({ made: 6, bought: 1, percent: 17 })]);
    const opened = await answerOf(() => brokerQuotes.loader(args(getRequest(ACME, "/broker/quotes?status=opened", cookie))));
    expect((opened.body as { quotes: { id: string }[] }).quotes.map((quote) => quote.id)).toEqual([quotes.opened.id]);
    // An unknown status shows all.
    const odd = await answerOf(() => brokerQuotes.loader(args(getRequest(ACME, "/broker/quotes?status=paid", cookie))));
    expect((odd.body as { quotes: unknown[] }).quotes).toHaveLength(6);
  });

  it("sends the reminder once, only for a sent quote expiring within 7 days and not bought", async () => {
    const { email, quotes } = await ownBroker();
    const cookie = await h.staffCookie(email);
    const remind = (quoteId: string) =>
      answerOf(() =>
        brokerQuote.action({
          request: postForm(ACME, `/broker/quotes/${quoteId}`, { intent: "remind" }, cookie),
          params: { quoteId },
          context: {},
        }),
      );
    const first = await remind(quotes.dueSoon.id);
    expect(first.location).toBe(`/broker/quotes/${quotes.dueSoon.id}?reminded=1`);
    const second = await remind(quotes.dueSoon.id);
    expect(second.location).toBe(`/broker/quotes/${quotes.dueSoon.id}?reminded=0`);
    const mails = await db.outboxMail.findMany({ where: { to: quotes.dueSoon.customerEmail } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("Herinnering");
    expect((await db.quote.findUniqueOrThrow({ where: { id: quotes.dueSoon.id } })).reminderSentAt).not.toBeNull();
    // 20 days ahead, bought, expired, never sent: no reminder.
    for (const quote of [quotes.sent, quotes.bought, quotes.expired, quotes.draft]) {
      expect((await remind(quote.id)).location).toBe(`/broker/quotes/${quote.id}?reminded=0`);
      expect(await db.outboxMail.count({ where: { to: quote.customerEmail } })).toBe(0);
    }
  });
});
