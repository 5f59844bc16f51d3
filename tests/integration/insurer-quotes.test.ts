// The insurer's quote API (decision 0083; spec 7 and 8) against a stub started here that serves
// recorded answers (tests/fixtures/insurer): what is sent (method, path, key, body), the prices in
// integer cents, refusal codes, and every failure as the standard error ACI00 within the call
// timeout. Then car and home bought through INSURER_QUOTES=http with the funnel's route modules,
// a refusal code on the premium screen, and an insurer that does not answer at the purchase.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import type { Fields } from "./support/funnel-harness"; // type only: erased, loads nothing

const FIXTURES = path.resolve("tests/fixtures/insurer");
const recorded = (name: string): unknown => JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), "utf8"));
const KEY = "insurer-test-key-0083";
const TIMEOUT_MS = 400;

// ------------------------------------------------------------------------------------------
// The stub: recorded answers by product line; a test may make the next create-quote refuse,
// fail or never answer.

type Seen = { method: string; path: string; authorization: string | undefined; contentType: string | undefined; body: unknown };
type Behaviour = { status: number; body: unknown } | "silent" | "garbage";
const seen: Seen[] = [];
let createQuote: Behaviour | null = null;
/** Answer this many create-quotes normally, then 500 (an insurer that goes down mid-request). */
let answersBeforeOutage: number | null = null;
const hanging: ServerResponse[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

const stub: Server = createServer(async (request, response) => {
  const text = await readBody(request);
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  const url = request.url ?? "";
  seen.push({
    method: request.method ?? "",
    path: url,
    authorization: request.headers.authorization,
    contentType: request.headers["content-type"],
    body,
  });
  const send = (status: number, answer: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(answer));
  };
  if (request.headers.authorization !== `Api-Key ${KEY}`) return send(401, { detail: "no key" });
  if (url === "/allianz/answer") return send(request.method === "POST" ? 201 : 200, recorded("answer-saved"));
  if (url !== "/allianz/create-quote" || request.method !== "POST") return send(404, { detail: "not found" });
  if (answersBeforeOutage !== null && answersBeforeOutage-- <= 0) return send(500, recorded("server-error-500"));
  const behaviour = createQuote;
  if (behaviour === "silent") return void hanging.push(response);
  if (behaviour === "garbage") {
    response.writeHead(200, { "content-type": "application/json" });
    return void response.end("<html>maintenance</html>");
  }
  if (behaviour) return send(behaviour.status, behaviour.body);
  return send(200, recorded(body?.product === "car" ? "create-quote-car-accepted" : "create-quote-home-accepted"));
});
await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
const STUB_URL = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;

afterAll(async () => {
  for (const response of hanging) response.destroy();
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  createQuote = null;
  answersBeforeOutage = null;
});

// Before anything loads the configuration: the http adapter against the stub, a short call timeout.
await testDatabase("insurer-quotes");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "insurer-quotes-test-secret";
process.env.LICENCE_PLATE_LOOKUP = "builtin";
process.env.ADDRESS_LOOKUP = "builtin";
process.env.OUTSIDE_CALL_TIMEOUT_MS = String(TIMEOUT_MS);
process.env.INSURER_QUOTES = "http";
process.env.INSURER_QUOTES_URL = STUB_URL;
process.env.INSURER_QUOTES_KEY = KEY;

const { config, configFrom, parseEnv } = await import("~/server/platform/config.server");
const { db } = await import("~/server/platform/db.server");
const { createInsurerQuotes, HttpInsurerQuotes, BuiltinInsurerQuotes, insurerQuotes } =
  await import("~/server/providers/insurer-quotes.server");
const { STANDARD_ERROR_KEY } = await import("~/domain/catalogue/insurer-quote");
const { TECHNICAL_ISSUE_KEY } = await import("~/domain/platform/technical-issue");
const { DEFAULT_RISK_CLASS, quoteProduct } = await import("~/domain/catalogue/product-quote");
const { todayInAmsterdam } = await import("~/domain/platform/validation");
const { partnerCatalogue } = await import("~/server/catalogue/catalogue.server");
const { BUILTIN_VEHICLE_PLATES: PLATES } = await import("~/server/providers/data/vehicles");
const cartRoute = await import("~/routes/checkout/cart");
const checkoutRoute = await import("~/routes/checkout/checkout");
const questionsRoute = await import("~/routes/checkout/checkout-questions");
const detailsRoute = await import("~/routes/checkout/checkout-details");
const paymentRoute = await import("~/routes/checkout/checkout-payment");
const h = await import("./support/funnel-harness");
const { answerOf, args, getRequest, postForm, sessionCookieFrom } = h;
const underwriting = {
  nl: (await import("~/i18n/locales/nl/underwriting.json")).default as Record<string, unknown>,
  en: (await import("~/i18n/locales/en/underwriting.json")).default as Record<string, unknown>,
  de: (await import("~/i18n/locales/de/underwriting.json")).default as Record<string, unknown>,
  fr: (await import("~/i18n/locales/fr/underwriting.json")).default as Record<string, unknown>,
};

const HOST = "localhost";
const IBAN = h.dutchIban("ABNA", "417164300");
const FORMALITIES = { liability: "no", police: "no", bankruptcy: "no", refusedInsurance: "no" };
const today = todayInAmsterdam();

async function catalogueProduct(slug: string) {
  const partner = await db.partner.findUniqueOrThrow({ where: { name: "direct" }, select: { id: true } });
  const { id } = await db.insuranceProduct.findUniqueOrThrow({ where: { slug }, select: { id: true } });
  return (await partnerCatalogue(partner.id)).find((product) => product.id === id)!;
}

const optionOf = (product: Awaited<ReturnType<typeof catalogueProduct>>, field: string, value: string) => {
  const question = product.questions.find((candidate) => candidate.field === field)!;
  return { questionId: question.id, optionId: question.options.find((option) => option.value === value)!.id };
};

/** Timed, so a test can say the answer came within the configured timeout. */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

// ------------------------------------------------------------------------------------------

describe("configuration", () => {
  it("http needs a URL and a key; builtin is the default; the timeout is the configured call timeout", () => {
    expect(config.timeouts.callMs).toBe(TIMEOUT_MS);
    expect(() => parseEnv({ INSURER_QUOTES: "http" })).toThrow(
      /INSURER_QUOTES_URL[\s\S]*INSURER_QUOTES_KEY|INSURER_QUOTES_KEY[\s\S]*INSURER_QUOTES_URL/,
    );
    expect(() => parseEnv({ INSURER_QUOTES: "http", INSURER_QUOTES_URL: "not a url", INSURER_QUOTES_KEY: "k" })).toThrow();
    expect(() => parseEnv({ INSURER_QUOTES: "soap" })).toThrow();
    expect(configFrom(parseEnv({ INSURER_QUOTES: "http", INSURER_QUOTES_URL: STUB_URL, INSURER_QUOTES_KEY: "k" }))).toBeTruthy();
    expect(createInsurerQuotes({})).toBeInstanceOf(BuiltinInsurerQuotes);
    expect(createInsurerQuotes({ INSURER_QUOTES: "builtin" })).toBeInstanceOf(BuiltinInsurerQuotes);
    expect(insurerQuotes()).toBeInstanceOf(HttpInsurerQuotes);
    expect(() => createInsurerQuotes({ INSURER_QUOTES: "http" })).toThrow(/INSURER_QUOTES_URL/);
  });

  it("the built-in default gives exactly the platform's own quote and option prices", async () => {
    const car = await catalogueProduct("car");
    const cover = optionOf(car, "coverage", "all_risk");
    const answers = new Map([[cover.questionId, { optionId: cover.optionId }]]);
    const context = { riskClass: DEFAULT_RISK_CLASS, answers, today, discountPercent: 0 };
    const { quote, options } = await new BuiltinInsurerQuotes().quote(car, context, { optionPrices: true });
    expect(quote).toEqual(quoteProduct(car, context));
    expect(options[cover.questionId]?.[cover.optionId]).toBe(quote.premium.grossMonthlyCents);
    expect(seen).toEqual([]);
  });
});

describe("the http adapter against recorded answers", () => {
  const adapter = () => new HttpInsurerQuotes(STUB_URL, KEY);

  it("sends the answers, then create-quote with the product and cross-sell, both with the key", async () => {
    const car = await catalogueProduct("car");
    const cover = optionOf(car, "coverage", "wa");
    const birth = car.questions.find((question) => question.field === "main_driver_birth_date")!;
    const answers = new Map<string, { optionId: string | null; dateValue?: string }>([
      [cover.questionId, { optionId: cover.optionId }],
      [birth.id, { optionId: null, dateValue: "1980-01-01" }],
    ]);
    await adapter().quote(car, { riskClass: DEFAULT_RISK_CLASS, answers, today }, { optionPrices: true });
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(["POST /allianz/answer", "POST /allianz/create-quote"]);
    for (const request of seen) {
      expect(request.authorization).toBe(`Api-Key ${KEY}`);
      expect(request.contentType).toBe("application/json");
    }
    expect(seen[0]!.body).toEqual({
      answers: expect.arrayContaining([
        expect.objectContaining({ question: "coverage", option: "wa", date_value: null }),
        expect.objectContaining({ question: "main_driver_birth_date", option: null, date_value: "1980-01-01" }),
      ]),
    });
    expect((seen[0]!.body as { answers: unknown[] }).answers).toHaveLength(2);
    expect(seen[1]!.body).toEqual({ product: "car", get_cross_sell_products: true });
  });

  it("maps the car's premium and option prices to integer cents (net + 21 % tax) and takes the insurer's clause", async () => {
    const car = await catalogueProduct("car");
    const cover = optionOf(car, "coverage", "wa");
    const deductible = optionOf(car, "deductible", "0");
    const legal = optionOf(car, "legal_assistance", "yes");
    const answers = new Map([[cover.questionId, { optionId: cover.optionId }]]);
    const { quote, options } = await adapter().quote(
      car,
      { riskClass: DEFAULT_RISK_CLASS, answers, today, discountPercent: 0 },
      { optionPrices: true },
    );
    expect(quote.refusal).toBeNull();
    expect(quote.failed).toBeUndefined();
    // "31.40" net -> 3140 cents, gross 3140 * 1.21 = 3799.4 -> 3799
    expect(quote.premium).toMatchObject({ baseNetMonthlyCents: 3140, netMonthlyCents: 3140, taxCents: 659, grossMonthlyCents: 3799 });
    expect(Number.isInteger(quote.premium.grossMonthlyCents)).toBe(true);
    expect(options[cover.questionId]).toEqual({
      [cover.optionId]: 3799,
      [optionOf(car, "coverage", "wa_plus").optionId]: Math.round(4239 * 1.21),
      [optionOf(car, "coverage", "all_risk").optionId]: Math.round(5809 * 1.21),
    });
    expect(options[deductible.questionId]?.[deductible.optionId]).toBe(Math.round(3768 * 1.21)); // 37.68 sent as a number
    expect(options[legal.questionId]).toEqual({ [legal.optionId]: Math.round(3328 * 1.21) });
    expect(quote.clause).toBe("Schade door deelname aan snelheidswedstrijden is niet verzekerd.");
  });

  it("an accepted home product", async () => {
    const building = await catalogueProduct("home-building");
    const { quote } = await adapter().quote(
      building,
      { riskClass: DEFAULT_RISK_CLASS, answers: new Map(), today },
      { optionPrices: false },
    );
    expect(seen[1]!.body).toEqual({ product: "allianz_building", get_cross_sell_products: true });
    expect(quote.premium.grossMonthlyCents).toBe(Math.round(1175 * 1.21));
    expect(quote.refusal).toBeNull();
  });

  it("a 400 with rejected_reason.error_code, or allianz_consumer's, is that refusal with its own translated message", async () => {
    const car = await catalogueProduct("car");
    const context = { riskClass: DEFAULT_RISK_CLASS, answers: new Map(), today };
    createQuote = { status: 400, body: recorded("create-quote-refused-uwm01") };
    const top = (await adapter().quote(car, context, { optionPrices: true })).quote;
    expect(top).toMatchObject({ refusal: "UWM01", outcome: "refer", standardError: false });
    expect(top.failed).toBeUndefined();
    createQuote = { status: 200, body: recorded("create-quote-refused-consumer-uwm03") };
    expect((await adapter().quote(car, context, { optionPrices: true })).quote.refusal).toBe("UWM03");
    for (const messages of Object.values(underwriting)) expect((messages.car as Record<string, string>).UWM01).toBeTruthy();
  });

  it("a 500, an unreadable answer, a 400 without a code, a wrong key and no server at all: the standard error ACI00", async () => {
    const car = await catalogueProduct("car");
    const context = { riskClass: DEFAULT_RISK_CLASS, answers: new Map(), today };
    for (const behaviour of [
      { status: 500, body: recorded("server-error-500") },
      { status: 503, body: {} },
      "garbage" as const,
      { status: 400, body: { detail: "bad request" } },
      { status: 200, body: { coverages: [] } },
    ]) {
      createQuote = behaviour;
      const { quote, options } = await adapter().quote(car, context, { optionPrices: true });
      expect(quote, JSON.stringify(behaviour)).toMatchObject({ refusal: "ACI00", failed: true, standardError: true });
      expect(options).toEqual({});
    }
    createQuote = null;
    expect((await new HttpInsurerQuotes(STUB_URL, "wrong-key").quote(car, context, { optionPrices: false })).quote.failed).toBe(true);
    expect((await new HttpInsurerQuotes("http://127.0.0.1:9", KEY).quote(car, context, { optionPrices: false })).quote.failed).toBe(true);
    for (const messages of Object.values(underwriting)) expect(messages.standardError).toBeTruthy();
    expect(STANDARD_ERROR_KEY).toBe("underwriting:standardError");
  });

  it("a stub that never answers: ACI00 within the configured call timeout, not later", async () => {
    const car = await catalogueProduct("car");
    createQuote = "silent";
    const { ms, value } = await timed(() =>
      insurerQuotes().quote(car, { riskClass: DEFAULT_RISK_CLASS, answers: new Map(), today }, { optionPrices: true }),
    );
    expect(value.quote).toMatchObject({ refusal: "ACI00", failed: true });
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(ms).toBeLessThan(TIMEOUT_MS + 1_000);
  });
});

// ------------------------------------------------------------------------------------------
// Through the funnel, with INSURER_QUOTES=http (chosen from the environment above).

async function visitorWith(...slugs: string[]) {
  let cookie: string | null = null;
  for (const slug of slugs) {
    const { id } = await db.insuranceProduct.findUniqueOrThrow({ where: { slug }, select: { id: true } });
    const added = await answerOf(() => cartRoute.action(args(postForm(HOST, "/cart", { intent: "add", productId: id }, cookie))));
    expect(added.status, `add ${slug}`).toBe(302);
    cookie ??= sessionCookieFrom(added.headers);
  }
  const session = await answerOf(() => checkoutRoute.loader(args(getRequest(HOST, "/checkout", cookie))));
  const user = await db.cartItem.findFirstOrThrow({
    where: { product: { slug: slugs[0]! } },
    orderBy: { createdAt: "desc" },
    select: { userId: true },
  });
  return { cookie: cookie!, userId: user.userId, firstStep: session.location };
}

const save = (pathname: string, fields: Fields, cookie: string) =>
  answerOf(() => questionsRoute.action(args(postForm(HOST, pathname, { intent: "save", ...(fields as Record<string, string>) }, cookie))));

const name = (product: Awaited<ReturnType<typeof catalogueProduct>>, field: string) =>
  `q-${product.questions.find((question) => question.field === field)!.id}`;

const personalDetails = (email: string, address: Record<string, string>) => ({
  intent: "save",
  firstName: "Sanne",
  lastName: "de Vries",
  birthDate: "1980-01-01",
  phoneNumber: "+31 6 12345678",
  email,
  ...address,
  addition: "",
  country: "Nederland",
});

type Preview = Record<string, { grossMonthlyCents: number; refusal: { code: string; key: string } | null }>;

const answerCount = (userId: string) => db.answer.count({ where: { userId } });

async function finalQuestions(
  products: Awaited<ReturnType<typeof catalogueProduct>>[],
  cookie: string,
  email: string,
  address: Record<string, string>,
) {
  const details = await answerOf(() =>
    detailsRoute.action(args(postForm(HOST, "/checkout/details", personalDetails(email, address), cookie))),
  );
  expect(details.location, JSON.stringify(details.body)).toBe("/checkout/final-questions");
  const fields: Record<string, string> = { ...FORMALITIES };
  for (const product of products)
    for (const question of product.questions.filter((candidate) => candidate.group === "normal" && candidate.required))
      fields[`q-${question.id}`] = question.options.find((option) => option.value === "no")!.id;
  const final = await save("/checkout/final-questions", fields, cookie);
  expect(final.location, JSON.stringify(final.body)).toBe("/checkout/payment");
}

const pay = (cookie: string) =>
  answerOf(() =>
    paymentRoute.action(args(postForm(HOST, "/checkout/payment", { start_date: today, iban_number: IBAN, consent: "on" }, cookie))),
  );

describe("car through the http adapter", () => {
  async function carOnQuestions() {
    const car = await catalogueProduct("car");
    const visitor = await visitorWith("car");
    expect(visitor.firstStep).toBe("/checkout/numberplate");
    const plate = await save("/checkout/numberplate", { [name(car, "license_plate")]: PLATES.ordinary }, visitor.cookie);
    expect(plate.location, JSON.stringify(plate.body)).toBe("/checkout/questions");
    const fields = {
      [name(car, "km_per_year")]: optionOf(car, "km_per_year", "10000").optionId,
      [name(car, "claim_free_years")]: "5",
      [name(car, "main_driver_birth_date")]: "1980-01-01",
      "f-postcode": "3511 AB",
      "f-house_number": "1",
      "f-house_number_addition": "",
      [name(car, "coverage")]: optionOf(car, "coverage", "wa").optionId,
      [name(car, "deductible")]: optionOf(car, "deductible", "500").optionId,
      [name(car, "legal_assistance")]: optionOf(car, "legal_assistance", "no").optionId,
      [name(car, "road_assistance")]: optionOf(car, "road_assistance", "no").optionId,
      [name(car, "passenger_cover")]: optionOf(car, "passenger_cover", "no").optionId,
    };
    return { car, fields, ...visitor };
  }

  it("a refusal code on the premium screen: 400 with UWM01 and its message, the typed values back, nothing stored", async () => {
    const { car, fields, cookie, userId } = await carOnQuestions();
    const before = await answerCount(userId);
    createQuote = { status: 400, body: recorded("create-quote-refused-uwm01") };
    const refused = await save("/checkout/questions", fields, cookie);
    expect(refused.status).toBe(400);
    const body = refused.body as { preview: Preview; values: Record<string, string> };
    expect(body.preview[car.id]!.refusal).toMatchObject({ code: "UWM01", key: "underwriting:car.UWM01" });
    expect(body.values[name(car, "main_driver_birth_date")]).toBe("1980-01-01");
    expect(await answerCount(userId)).toBe(before);
  });

  it("an insurer answering 500 on the premium screen: ACI00 as the technical issue, the typed values back, nothing stored", async () => {
    const { car, fields, cookie, userId } = await carOnQuestions();
    const before = await answerCount(userId);
    createQuote = { status: 500, body: recorded("server-error-500") };
    const failed = await save("/checkout/questions", fields, cookie);
    expect(failed.status).toBe(400);
    const body = failed.body as { preview: Preview; values: Record<string, string> };
    expect(body.preview[car.id]!.refusal).toMatchObject({ code: "ACI00", key: TECHNICAL_ISSUE_KEY });
    expect(body.values["f-postcode"]).toBe("3511 AB");
    expect(await answerCount(userId)).toBe(before);
  });

  it("an insurer going down after the answers are stored is no refusal: the checkout goes on, not a hard drop-out", async () => {
    const { fields, cookie, userId } = await carOnQuestions();
    answersBeforeOutage = 1; // the check before storing is answered, the quote after it fails
    const saved = await save("/checkout/questions", fields, cookie);
    expect(saved.location, JSON.stringify(saved.body)).toBe("/checkout/details");
    expect(await db.checkout.count({ where: { userId, status: "open" } })).toBe(1);
    expect(await answerCount(userId)).toBeGreaterThan(1);
  });

  it("buys at the insurer's price; an insurer that never answers at the purchase buys nothing and keeps the form", async () => {
    const { car, fields, cookie, userId } = await carOnQuestions();
    const saved = await save("/checkout/questions", fields, cookie);
    expect(saved.location, JSON.stringify(saved.body)).toBe("/checkout/details");
    // The premium screen shows the insurer's price and its option prices.
    const shown = await answerOf(() => questionsRoute.loader(args(getRequest(HOST, "/checkout/questions", cookie))));
    const product = (
      shown.body as {
        products: {
          id: string;
          grossMonthlyCents: number;
          clause: string | null;
          questions: { field: string | null; options: { id: string; grossMonthlyCents: number | null }[] }[];
        }[];
      }
    ).products.find((candidate) => candidate.id === car.id)!;
    expect(product.grossMonthlyCents).toBe(3799);
    expect(product.clause).toBe("Schade door deelname aan snelheidswedstrijden is niet verzekerd.");
    const coverage = product.questions.find((question) => question.field === "coverage")!;
    expect(coverage.options.find((option) => option.id === optionOf(car, "coverage", "all_risk").optionId)?.grossMonthlyCents).toBe(
      Math.round(5809 * 1.21),
    );

    await finalQuestions([car], cookie, `insurer-car-${process.pid}@example.nl`, {
      postalCode: "3511AB",
      houseNumber: "1",
      street: "Oudegracht",
      city: "Utrecht",
    });
    const payment = await answerOf(() => paymentRoute.loader(args(getRequest(HOST, "/checkout/payment", cookie))));
    expect((payment.body as { totals: { grossMonthlyCents: number } }).totals.grossMonthlyCents).toBe(3799);

    createQuote = "silent";
    const { ms, value: unavailable } = await timed(() => pay(cookie));
    expect(unavailable.status).toBe(503);
    expect(ms).toBeLessThan(TIMEOUT_MS + 2_000);
    const reply = unavailable.body as { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
    expect(reply.error?.[""]).toEqual([TECHNICAL_ISSUE_KEY]);
    expect(reply.initialValue).toMatchObject({ start_date: today, iban_number: IBAN });
    expect(await db.policy.count({ where: { userId } })).toBe(0);
    expect(await db.checkout.count({ where: { userId, status: "open" } })).toBe(1);

    createQuote = null;
    const bought = await pay(cookie);
    expect(bought.location, JSON.stringify(bought.body)).toMatch(/^\/result\?checkout=/);
    const policies = await db.policy.findMany({
      where: { userId },
      select: { productId: true, status: true, grossMonthlyCents: true, netMonthlyCents: true },
    });
    expect(policies).toEqual([{ productId: car.id, status: "active", grossMonthlyCents: 3799, netMonthlyCents: 3140 }]);
    // The built-in tables would have priced these answers differently: the price is the insurer's.
    const own = quoteProduct(car, { riskClass: DEFAULT_RISK_CLASS, answers: new Map(), today });
    expect(own.premium.grossMonthlyCents).not.toBe(3799);
    expect(
      seen
        .filter((request) => request.path === "/allianz/create-quote")
        .every((request) => (request.body as { product: string }).product === "car"),
    ).toBe(true);
  });
});

describe("home through the http adapter", () => {
  it("liability, building and content bought at the insurer's price", async () => {
    const products = await Promise.all(["home-liability", "home-building", "home-content"].map(catalogueProduct));
    const [liability, building, content] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
    const { cookie, userId, firstStep } = await visitorWith("home-liability", "home-building", "home-content");
    expect(firstStep).toBe("/checkout/questions");
    const fields: Record<string, string> = {
      "f-postcode": "1017 xn",
      "f-house_number": "42",
      "f-house_number_addition": "",
      "f-family_composition": "single",
      "f-home_ownership": "owner",
      "f-allianz_house_conformity": "yes",
      [name(liability, "deductible")]: optionOf(liability, "deductible", "100").optionId,
      [name(building, "deductible")]: optionOf(building, "deductible", "500").optionId,
      [name(content, "deductible")]: optionOf(content, "deductible", "500").optionId,
      [name(building, "glass")]: optionOf(building, "glass", "no").optionId,
      [name(building, "all_risk")]: optionOf(building, "all_risk", "no").optionId,
      [name(content, "all_risk")]: optionOf(content, "all_risk", "no").optionId,
    };
    const saved = await save("/checkout/questions", fields, cookie);
    expect(saved.location, JSON.stringify(saved.body)).toBe("/checkout/details");
    expect(
      new Set(
        seen.filter((request) => request.path === "/allianz/create-quote").map((request) => (request.body as { product: string }).product),
      ),
    ).toEqual(new Set(["allianz_liability", "allianz_building", "allianz_content"]));
    await finalQuestions(products, cookie, `insurer-home-${process.pid}@example.nl`, {
      postalCode: "1017XN",
      houseNumber: "42",
      street: "Keizersgracht",
      city: "Amsterdam",
    });
    const bought = await pay(cookie);
    expect(bought.location, JSON.stringify(bought.body)).toMatch(/^\/result\?checkout=/);
    const policies = await db.policy.findMany({ where: { userId }, select: { productId: true, status: true, grossMonthlyCents: true } });
    expect(policies.map((policy) => policy.productId).sort()).toEqual(products.map((product) => product.id).sort());
    for (const policy of policies) expect(policy).toMatchObject({ status: "active", grossMonthlyCents: Math.round(1175 * 1.21) });
  });
});
