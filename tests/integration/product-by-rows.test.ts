// A new product line made of database rows alone, no code: an InsuranceProduct of an existing
// type with its tariffs, a price question with two options and an acceptance question, offered
// by one partner. It shows up on that partner's product list with the rating engine's price,
// goes into the cart and is bought, ending in an active policy with that premium.
// Everything goes through the route modules as Remix calls them: the list, the cart, and the
// checkout screens of the default flow.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("product-by-rows");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "product-by-rows-test-secret";

const { db } = await import("~/server/platform/db.server");
const { invalidateCatalogue } = await import("~/server/catalogue/catalogue.server");
const { answerFieldName } = await import("~/server/checkout/answers.server");
const { visitorAnswers } = await import("~/server/checkout/cart.server");
const { DEFAULT_RISK_CLASS, quoteProduct } = await import("~/domain/catalogue/product-quote");
const { todayInAmsterdam } = await import("~/domain/platform/validation");
const productsRoute = await import("~/routes/catalogue/available-products");
const cartRoute = await import("~/routes/checkout/cart");
const checkoutRoute = await import("~/routes/checkout/checkout");
const questionsRoute = await import("~/routes/checkout/checkout-questions");
const detailsRoute = await import("~/routes/checkout/checkout-details");
const paymentRoute = await import("~/routes/checkout/checkout-payment");
const h = await import("./support/funnel-harness");
const { answerOf, args, getRequest, postForm, sessionCookieFrom } = h;

const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";
const SLUG = "fixture-liability";
const text = (nl: string, en: string, de: string, fr: string) => ({ nl, en, de, fr });

/** The new product line: rows in InsuranceProduct, Tariff, Question, QuestionOption and PartnerProduct. */
async function createFixtureProduct() {
  const product = await db.insuranceProduct.create({
    data: {
      slug: SLUG,
      type: "professional_liability",
      names: text("Testaansprakelijkheid", "Fixture liability", "Testhaftpflicht", "Responsabilité test"),
      descriptions: text(
        "Alleen uit databaserijen.",
        "Made of database rows only.",
        "Nur aus Datenbankzeilen.",
        "Uniquement des lignes de base.",
      ),
      netMonthlyCents: 2500,
      grossMonthlyCents: 3025,
      analyticsId: "prod_fixture_001",
      maxRiskClass: 3,
      tariffs: {
        create: [
          { riskClass: 1, netMonthlyCents: 2000 },
          { riskClass: 2, netMonthlyCents: 2500 },
          { riskClass: 3, netMonthlyCents: 3100 },
        ],
      },
      questions: {
        create: [
          {
            group: "price",
            type: "price",
            field: "perClaim",
            texts: text("Welk bedrag per schade?", "How much per claim?", "Welche Summe je Schaden?", "Quel montant par sinistre ?"),
            position: 0,
            required: true,
            options: {
              create: [
                {
                  value: "500000",
                  labels: text("€ 500.000", "€500,000", "500.000 €", "500 000 €"),
                  consequence: "price_increase",
                  priceFactorPermille: 1000,
                  perClaimCents: 50_000_000,
                  position: 0,
                },
                {
                  value: "1000000",
                  labels: text("€ 1.000.000", "€1,000,000", "1.000.000 €", "1 000 000 €"),
                  consequence: "price_increase",
                  priceFactorPermille: 1300,
                  perClaimCents: 100_000_000,
                  position: 1,
                },
              ],
            },
          },
          {
            group: "normal",
            type: "normal",
            texts: text(
              "Loopt er een claim tegen u?",
              "Is a claim pending against you?",
              "Läuft ein Anspruch gegen Sie?",
              "Une réclamation est-elle en cours ?",
            ),
            position: 1,
            required: true,
            options: {
              create: [
                { value: "no", labels: text("Nee", "No", "Nein", "Non"), consequence: "approve", position: 0 },
                { value: "yes", labels: text("Ja", "Yes", "Ja", "Oui"), consequence: "drop_out", position: 1 },
              ],
            },
          },
        ],
      },
      partners: { create: { partner: { connect: { name: "acme" } }, position: 99 } },
    },
    select: { id: true },
  });
  // The catalogue is cached per partner; a new product is seen once the cache is dropped
  // (an admin edit does the same).
  invalidateCatalogue();
  return product.id;
}

/** The product as the rating engine sees it, read straight from the rows (not through the catalogue). */
async function productFromRows(productId: string) {
  const row = await db.insuranceProduct.findUniqueOrThrow({
    where: { id: productId },
    select: {
      type: true,
      tariffs: { select: { riskClass: true, netMonthlyCents: true } },
      tariffFactors: { select: { input: true, fromValue: true, toValue: true, factorPermille: true } },
      questions: {
        orderBy: { position: "asc" },
        select: {
          id: true,
          group: true,
          type: true,
          field: true,
          required: true,
          options: {
            orderBy: { position: "asc" },
            select: {
              id: true,
              value: true,
              consequence: true,
              underwriting: true,
              priceFactorPermille: true,
              perClaimCents: true,
              perYearCents: true,
              deductibleCents: true,
            },
          },
        },
      },
    },
  });
  const { tariffFactors, ...product } = row;
  return { ...product, bands: tariffFactors };
}

type ListedProduct = { id: string; slug: string; grossMonthlyCents: number; netMonthlyCents: number; inCart: boolean };

async function listed(host: string, cookie?: string | null): Promise<ListedProduct[]> {
  const answer = await answerOf(() => productsRoute.loader(args(getRequest(host, "/products/available-products", cookie))));
  expect(answer.status).toBe(200);
  return (answer.body as { offer: { products: ListedProduct[] } }).offer.products;
}

describe("a product line added by database rows alone", () => {
  it("is listed with its engine price, goes into the cart and is bought as an active policy", async () => {
    const productId = await createFixtureProduct();
    const today = todayInAmsterdam();

    // Listed for the partner offering it, with the "from" price of its rows: no answers, the
    // default risk class, the cheaper cover: € 25.00 net, € 30.25 with 21 % premium tax.
    const anonymous = (await listed(ACME)).find((product) => product.slug === SLUG);
    expect(anonymous).toBeDefined();
    const rows = await productFromRows(productId);
    const fromPrice = quoteProduct(rows, { riskClass: DEFAULT_RISK_CLASS, answers: new Map(), today }).premium;
    expect(anonymous).toMatchObject({
      id: productId,
      netMonthlyCents: fromPrice.netMonthlyCents,
      grossMonthlyCents: fromPrice.grossMonthlyCents,
    });
    expect([fromPrice.netMonthlyCents, fromPrice.grossMonthlyCents]).toEqual([2500, 3025]);
    // Another partner does not offer it.
    expect((await listed(BOEKFIX)).some((product) => product.slug === SLUG)).toBe(false);

    // Into the cart through the cart route, as the list's button posts it.
    const added = await answerOf(() => cartRoute.action(args(postForm(ACME, "/cart", { intent: "add", productId }))));
    expect(added.status).toBe(302);
    const cookie = sessionCookieFrom(added.headers)!;
    expect(cookie).toBeTruthy();
    expect((await listed(ACME, cookie)).find((product) => product.slug === SLUG)).toMatchObject({ inCart: true, grossMonthlyCents: 3025 });

    // The checkout, through its screens as Remix calls them: /checkout picks the flow (default,
    // for this type) and its first step; questions with the formalities; details; payment.
    const started = await answerOf(() => checkoutRoute.loader(args(getRequest(ACME, "/checkout", cookie))));
    expect(started.location).toBe("/checkout/questions");
    const [cover, pending] = rows.questions;
    const questions = await answerOf(() =>
      questionsRoute.action(
        args(
          postForm(
            ACME,
            "/checkout/questions",
            {
              intent: "save",
              [answerFieldName(cover!)]: cover!.options.find((option) => option.value === "1000000")!.id,
              [answerFieldName(pending!)]: pending!.options.find((option) => option.value === "no")!.id,
              liability: "no",
              police: "no",
              bankruptcy: "no",
              refusedInsurance: "no",
            },
            cookie,
          ),
        ),
      ),
    );
    expect(questions.location).toBe("/checkout/details");
    const details = await answerOf(() =>
      detailsRoute.action(
        args(
          postForm(
            ACME,
            "/checkout/details",
            {
              intent: "save",
              firstName: "Test",
              lastName: "Koper",
              birthDate: "1985-06-15",
              phoneNumber: "+31 6 12345678",
              email: `rows-${process.pid}@example.nl`,
              company_name: "Jansen Webdesign",
              postal_code: "1017XN",
              house_number: "42",
              street: "Keizersgracht",
              city: "Amsterdam",
              country: "Nederland",
            },
            cookie,
          ),
        ),
      ),
    );
    expect(details.location).toBe("/checkout/payment");

    // The premium of the rows with these answers: € 25.00 × 1.3 = € 32.50 net, € 39.33 gross.
    const visitorId = (await db.cartItem.findFirstOrThrow({ where: { productId } })).userId;
    const expected = quoteProduct(rows, { riskClass: DEFAULT_RISK_CLASS, answers: await visitorAnswers(visitorId), today }).premium;
    expect([expected.netMonthlyCents, expected.grossMonthlyCents]).toEqual([3250, 3933]);
    const payment = await answerOf(() => paymentRoute.loader(args(getRequest(ACME, "/checkout/payment", cookie))));
    expect((payment.body as { totals: { grossMonthlyCents: number } }).totals.grossMonthlyCents).toBe(3933);

    const bought = await answerOf(() =>
      paymentRoute.action(
        args(
          postForm(ACME, "/checkout/payment", { start_date: today, iban_number: h.dutchIban("ABNA", "417164300"), consent: "on" }, cookie),
        ),
      ),
    );
    expect(bought.location).toMatch(/^\/result\?checkout=/);
    const visitor = { id: visitorId };

    const policies = await db.policy.findMany({ where: { userId: visitor.id }, include: { invoices: true } });
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatchObject({
      productId,
      status: "active",
      startDate: today,
      netMonthlyCents: 3250,
      grossMonthlyCents: 3933,
      discountPercent: 0,
      perClaimCents: 100_000_000,
    });
    expect(policies[0]!.invoices.map((invoice) => invoice.amountCents)).toEqual([3933]);
    expect(await db.cartItem.count({ where: { userId: visitor.id } })).toBe(0);
  });
});
