// Honest prices (issue 35, decision 0086): for every product of the demo catalogue, the price
// its card shows (the products page's loader) is what the purchase charges (purchaseCheckout,
// the payment screen's own path) a buyer who keeps the default answers: the same amount where
// the card is exact, and where the card says "vanaf" the amount the cheapest buyer actually
// pays (the youngest age band, the lowest income band, the cheapest car, the cheapest region).
// Answers go in through saveAnswers, so they are parsed and looked up as the questions screen does.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("shown-price");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "shown-price-test-secret";
process.env.LICENCE_PLATE_LOOKUP = "builtin";
process.env.ADDRESS_LOOKUP = "builtin";

const { db } = await import("~/server/platform/db.server");
const { loadPartner } = await import("~/server/platform/partner.server");
const { visitorById } = await import("~/server/platform/session.server");
const { purchaseCheckout } = await import("~/server/checkout/checkout.server");
const { saveAnswers } = await import("~/server/checkout/answers.server");
const { partnerCatalogue } = await import("~/server/catalogue/catalogue.server");
const { shownPriceOf } = await import("~/server/catalogue/shown-price.server");
const { DEFAULT_RISK_CLASS } = await import("~/domain/catalogue/product-quote");
const { ADDRESS_PART_NAMES, answerFieldName, isSharedField } = await import("~/domain/catalogue/question-fields");
const { addDays, todayInAmsterdam } = await import("~/domain/platform/validation");
const { BUILTIN_VEHICLE_PLATES } = await import("~/server/providers/data/vehicles");
const productsRoute = await import("~/routes/catalogue/available-products");
const h = await import("./support/funnel-harness");

const HOST = "localhost"; // the direct partner offers every product of the demo catalogue
const today = todayInAmsterdam();
const bornYearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}-01-15`;

type CardProduct = { id: string; slug: string; grossMonthlyCents: number; priceKind: "exact" | "from" };

/** The products page as a visitor with this cookie gets it: the card's price and kind by slug. */
async function cards(cookie: string): Promise<Map<string, CardProduct>> {
  const page = await h.answerOf(() => productsRoute.loader(h.args(h.getRequest(HOST, "/products/available-products", cookie))));
  expect(page.status).toBe(200);
  const products = (page.body as { offer: { products: CardProduct[] } }).offer.products;
  return new Map(products.map((product) => [product.slug, product]));
}

/**
 * The free answers of the cheapest buyer, by field, as the form sends them: 20 years old (the
 * lowest age band), a main driver of 40 with 15 claim-free years, an income of € 30,000 (60 %
 * insured: the lowest income band), the cheapest car of the register, an address in the
 * product's cheapest region, the lowest device and drone price bands.
 */
function witness(slug: string): Record<string, string> {
  const region = slug === "home-building" ? { postcode: "8911CN", house: "40" } : { postcode: "9711LM", house: "10" };
  return {
    birth_date: bornYearsAgo(20),
    main_driver_birth_date: bornYearsAgo(40),
    income: "30000",
    claim_free_years: "15",
    license_plate: BUILTIN_VEHICLE_PLATES.cheapest,
    [ADDRESS_PART_NAMES[0]!]: region.postcode,
    [ADDRESS_PART_NAMES[1]!]: region.house,
    device_price: "250",
    drone_purchase_price: "400",
    purchase_date: addDays(today, -30),
    device_identifier: "SN-4711-PRICE",
  };
}

describe("every card's price is what the checkout charges a buyer with the default answers", async () => {
  const partner = (await loadPartner({ kind: "default" }))!;
  const catalogue = (await partnerCatalogue(partner.config.id)).filter((product) => product.type !== "checkin");
  const guest = await h.createGuest("direct");
  const shown = await cards(guest.cookie);

  it("the demo catalogue is all on the page: 11 products, the two liability lines exact, the others from", () => {
    expect(catalogue.map((product) => product.slug).sort()).toEqual([...shown.keys()].sort());
    expect(shown.size).toBe(11);
    const exact = [...shown.values()].filter((card) => card.priceKind === "exact").map((card) => card.slug);
    expect(exact.sort()).toEqual(["business-liability", "professional-liability"]);
  });

  it.each(catalogue.map((product) => product.slug))("%s", async (slug) => {
    const product = catalogue.find((candidate) => candidate.slug === slug)!;
    const card = shown.get(slug)!;
    // What the card assumed: its default choices (preselected in the checkout) and, for "from", the cheapest facts.
    const assumed = shownPriceOf(product, { riskClass: DEFAULT_RISK_CLASS, answers: new Map(), today, discountPercent: 0 });
    const chosen = new Map(Object.entries({ ...assumed.defaults, ...assumed.cheapestFacts }));
    const ready = await h.readyForPayment(
      "direct",
      [slug],
      (questionId) => product.questions.find((q) => q.id === questionId)?.options.find((o) => o.id === chosen.get(questionId))?.value,
    );

    // Every question the price reads, answered through the questions screen's own checks and lookups.
    const free = witness(slug);
    const form = new FormData();
    const asked = product.questions.filter((question) => {
      const name = answerFieldName(question);
      const optionId = chosen.get(question.id);
      if (optionId) {
        const option = question.options.find((candidate) => candidate.id === optionId)!;
        form.set(name, isSharedField(question.field) ? option.value : option.id);
        return true;
      }
      if (question.options.length > 0 || !question.field) return false;
      if (question.field === "postcode") {
        for (const part of ADDRESS_PART_NAMES.slice(0, 2)) form.set(part, free[part]!);
        return true;
      }
      if (free[question.field] === undefined) return false;
      form.set(name, free[question.field]!);
      return true;
    });
    const saved = await saveAnswers(
      ready.userId,
      asked.map((question) => ({ question, productType: product.type })),
      form,
      today,
    );
    expect(saved.errors).toEqual({});
    // With every answer the price reads given, the buyer's own card is exact.
    const ownCard = (await cards(ready.cookie)).get(slug)!;
    expect(ownCard.priceKind).toBe("exact");

    const visitor = (await visitorById(ready.userId))!;
    const bought = await purchaseCheckout(visitor, partner, ready.checkoutId, {
      startDate: addDays(today, 1),
      iban: h.dutchIban("ABNA", "417164300"),
      accountHolder: "Test Buyer",
      signedOn: today,
      confirmation: { language: "nl" },
      identity: { provider: "builtin", reference: `shown-price-${slug}`, verifiedAt: new Date() },
    });
    expect(bought.kind).toBe("completed");
    const policy = await db.policy.findFirstOrThrow({ where: { userId: ready.userId }, select: { grossMonthlyCents: true } });
    expect(policy.grossMonthlyCents, `${slug}: card ${card.priceKind} ${card.grossMonthlyCents}`).toBe(card.grossMonthlyCents);
    expect(ownCard.grossMonthlyCents).toBe(policy.grossMonthlyCents);
  });

  it("the car after its plate alone: still 'vanaf' (the driver and address are open), never below the first card", async () => {
    const car = catalogue.find((product) => product.slug === "car")!;
    const ready = await h.readyForPayment("direct", ["car"]);
    const free = witness("car");
    const form = new FormData();
    const plate = car.questions.find((question) => question.field === "license_plate")!;
    form.set(answerFieldName(plate), free.license_plate!);
    expect((await saveAnswers(ready.userId, [{ question: plate, productType: "car" }], form, today)).errors).toEqual({});
    const afterPlate = (await cards(ready.cookie)).get("car")!;
    // readyForPayment answered the other choices (first acceptable options); the birth date, claim-free years and address are still open.
    expect(afterPlate.priceKind).toBe("from");
    expect(afterPlate.grossMonthlyCents).toBeGreaterThanOrEqual(shown.get("car")!.grossMonthlyCents);
  });
});
