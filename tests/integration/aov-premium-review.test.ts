// /checkout/aov-premium-review (spec section 2): a signed-in customer sees the aov premium of
// their saved answers (the rating engine's number), buys on from there; other products, other
// partners' products and visitors who are not signed in do not get the page.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("aov-premium-review");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "aov-review-test-secret";

const { db } = await import("~/server/platform/db.server");
const { partnerCatalogue } = await import("~/server/catalogue/catalogue.server");
const { quoteProduct, DEFAULT_RISK_CLASS } = await import("~/domain/catalogue/product-quote");
const { todayInAmsterdam, addDays } = await import("~/domain/platform/validation");
const reviewRoute = await import("~/routes/checkout/checkout-aov-premium-review");
const h = await import("./support/funnel-harness");
const { answerOf, args, getRequest, postForm } = h;

const ACME = "acme.localhost";

async function customerWithAovAnswers() {
  const partnerId = await h.partnerId("acme");
  const user = await db.user.create({
    data: { partnerId, email: `review-${Date.now()}-${Math.random()}@example.nl`, firstName: "Sanne" },
    select: { id: true },
  });
  const aov = await db.insuranceProduct.findUniqueOrThrow({
    where: { slug: "aov" },
    include: { questions: { include: { options: true } } },
  });
  const byField = (field: string) => aov.questions.find((question) => question.field === field)!;
  const birthDate = addDays(todayInAmsterdam(), -45 * 366);
  await db.answer.create({ data: { userId: user.id, questionId: byField("birth_date").id, dateValue: birthDate } });
  await db.answer.create({ data: { userId: user.id, questionId: byField("income").id, moneyValueCents: 6_000_000 } });
  const waiting = byField("aov_waiting_time");
  await db.answer.create({
    data: { userId: user.id, questionId: waiting.id, optionId: waiting.options.find((option) => option.value === "30")!.id },
  });
  return { userId: user.id, cookie: await h.signedSessionCookie(user.id, true), aovId: aov.id };
}

describe("the aov premium review", () => {
  it("shows the rating engine's premium for the saved answers and the insured monthly amount", async () => {
    const customer = await customerWithAovAnswers();
    const answer = await answerOf(() =>
      reviewRoute.loader(args(getRequest(ACME, `/checkout/aov-premium-review?product_id=${customer.aovId}`, customer.cookie))),
    );
    expect(answer.status).toBe(200);
    const body = answer.body as { grossMonthlyCents: number; insuredMonthlyCents: number | null; rows: unknown[] };
    const product = (await partnerCatalogue(await h.partnerId("acme"))).find((candidate) => candidate.id === customer.aovId)!;
    const answers = new Map((await db.answer.findMany({ where: { userId: customer.userId } })).map((row) => [row.questionId, row]));
    const expected = quoteProduct(product, { riskClass: DEFAULT_RISK_CLASS, answers, today: todayInAmsterdam() }).premium.grossMonthlyCents;
    expect(body.grossMonthlyCents).toBe(expected);
    // No insured percentage answered yet: no insured income to show.
    expect(body.rows).toHaveLength(3);
  });

  it("continues into the checkout with the product in the cart", async () => {
    const customer = await customerWithAovAnswers();
    const answer = await answerOf(() =>
      reviewRoute.action(args(postForm(ACME, "/checkout/aov-premium-review", { productId: customer.aovId }, customer.cookie))),
    );
    expect(answer.location).toBe("/checkout");
    expect(await db.cartItem.count({ where: { userId: customer.userId, productId: customer.aovId } })).toBe(1);
  });

  it("is not for other products, unknown ids or visitors who are not signed in", async () => {
    const customer = await customerWithAovAnswers();
    const liability = await db.insuranceProduct.findUniqueOrThrow({ where: { slug: "business-liability" } });
    for (const productId of [liability.id, "unknown", ""]) {
      const answer = await answerOf(() =>
        reviewRoute.loader(args(getRequest(ACME, `/checkout/aov-premium-review?product_id=${productId}`, customer.cookie))),
      );
      expect(answer.location, productId).toBe("/products/available-products");
    }
    const forged = await answerOf(() =>
      reviewRoute.action(args(postForm(ACME, "/checkout/aov-premium-review", { productId: liability.id }, customer.cookie))),
    );
    expect(forged.location).toBe("/products/available-products");
    expect(await db.cartItem.count({ where: { userId: customer.userId } })).toBe(0);
    const anonymous = await answerOf(() =>
      reviewRoute.loader(args(getRequest(ACME, `/checkout/aov-premium-review?product_id=${customer.aovId}`))),
    );
    expect(anonymous.location).toMatch(/^\/sign-in/);
  });
});

describe("presets on the aov premium screen", () => {
  it("fill the options on screen with the preset's price, store nothing; an unknown preset is refused at its field", async () => {
    const questionsRoute = await import("~/routes/checkout/checkout-questions");
    const visitor = await h.readyForPayment("acme", ["aov"]);
    const before = await db.answer.count({ where: { userId: visitor.userId } });
    const post = (preset: string) =>
      answerOf(() => questionsRoute.action(args(postForm(ACME, "/checkout/questions", { preset }, visitor.cookie))));

    for (const forged of ["huge", "constructor", "__proto__", ""]) {
      const refused = await post(forged);
      expect(refused.status, forged).toBe(400);
      expect((refused.body as { errors: Record<string, string> }).errors, forged).toEqual({ preset: "validations:unknownPreset" });
    }

    const aov = await db.insuranceProduct.findUniqueOrThrow({
      where: { slug: "aov" },
      include: { questions: { include: { options: true } } },
    });
    const waiting = aov.questions.find((question) => question.field === "aov_waiting_time")!;
    const short = await post("short");
    const large = await post("large");
    expect(short.status).toBe(200);
    const shortBody = short.body as {
      values: Record<string, string>;
      preview: Record<string, { grossMonthlyCents: number }>;
      presetApplied: string;
    };
    const largeBody = large.body as { values: Record<string, string>; preview: Record<string, { grossMonthlyCents: number }> };
    // short waits 365 days, large 30 (prisma/seed-data/products.ts); the larger cover costs more.
    expect(shortBody.values[`q-${waiting.id}`]).toBe(waiting.options.find((option) => option.value === "365")!.id);
    expect(largeBody.values[`q-${waiting.id}`]).toBe(waiting.options.find((option) => option.value === "30")!.id);
    expect(largeBody.preview[aov.id]!.grossMonthlyCents).toBeGreaterThan(shortBody.preview[aov.id]!.grossMonthlyCents);
    expect(shortBody.presetApplied).toBe("short");
    expect(await db.answer.count({ where: { userId: visitor.userId } })).toBe(before);
  });
});
