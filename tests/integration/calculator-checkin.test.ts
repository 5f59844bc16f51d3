// The calculator and the check-in on the server (decision 0036), on a scratch database:
// a calculation is never bought as such; buying turns the same checkout into a shop checkout;
// the check-in refuses inconsistent cover and forged choices at the field, stores nothing then,
// records a check-in once, and shows it to its own customer only.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("calculator-checkin");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "calculator-checkin-test-secret";

const { db } = await import("~/server/platform/db.server");
const { loadPartner } = await import("~/server/platform/partner.server");
const { visitorById } = await import("~/server/platform/session.server");
const { findOpenCheckout, purchaseCheckout, startOrResumeCheckout, startOrResumeCheckin } =
  await import("~/server/checkout/checkout.server");
const { checkedInInsurances, saveCheckin } = await import("~/server/checkout/checkin.server");
const { addDays, todayInAmsterdam } = await import("~/domain/platform/validation");
const questionsRoute = await import("~/routes/checkout/checkout-questions");
const calculatorResultRoute = await import("~/routes/checkout/calculator-result");
const h = await import("./support/funnel-harness");

const TODAY = todayInAmsterdam();
const HOST = "localhost"; // the direct partner sells business liability and the check-in

async function direct() {
  const partner = await loadPartner({ kind: "default" });
  if (!partner) throw new Error("no direct partner");
  return partner;
}

describe("the calculator", () => {
  it("a calculation is never bought; buying turns the same checkout into the shop's, answers kept", async () => {
    const ready = await h.readyForPayment("direct", ["business-liability"]);
    await db.checkout.update({ where: { id: ready.checkoutId }, data: { variant: "calculator" } });
    const visitor = (await visitorById(ready.userId))!;
    const partner = await direct();
    const purchase = {
      startDate: TODAY,
      iban: h.dutchIban("ABNA", "417164300"),
      accountHolder: "Test Buyer",
      signedOn: TODAY,
      confirmation: { language: "nl" as const },
    };
    const before = await h.purchaseFootprint(ready.userId);

    await purchaseCheckout(visitor, partner, ready.checkoutId, purchase);
    expect(await h.purchaseFootprint(ready.userId)).toEqual(before);
    expect((await db.checkout.findUniqueOrThrow({ where: { id: ready.checkoutId } })).status).toBe("open");

    const answers = await db.answer.count({ where: { userId: ready.userId } });
    const resumed = await startOrResumeCheckout(visitor, partner, "default");
    expect(resumed?.checkout).toMatchObject({ id: ready.checkoutId, variant: "default" });
    expect(await db.answer.count({ where: { userId: ready.userId } })).toBe(answers);
    const bought = await purchaseCheckout(visitor, partner, ready.checkoutId, purchase);
    expect(bought.kind).toBe("completed");
  });

  // Honest prices (decision 0086): a saved link stores the amounts the result page shows, taken
  // from the same shown price (it stored the bare quote before, a second path to the same number).
  it("a shared calculation keeps the prices its result page shows", async () => {
    const ready = await h.readyForPayment("direct", ["aov-acture"]);
    await db.checkout.update({ where: { id: ready.checkoutId }, data: { variant: "calculator" } });
    const birthDate = await db.question.findFirstOrThrow({
      where: { product: { slug: "aov-acture" }, field: "birth_date" },
      select: { id: true },
    });
    await db.answer.create({
      data: { userId: ready.userId, questionId: birthDate.id, dateValue: `${Number(TODAY.slice(0, 4)) - 20}-01-15` },
    });
    const page = await h.answerOf(() =>
      calculatorResultRoute.loader(h.args(h.getRequest(HOST, "/insurance-calculator/result", ready.cookie))),
    );
    expect([page.status, page.location]).toEqual([200, null]);
    const rows = (page.body as { rows: { id: string; grossMonthlyCents: number; netMonthlyCents: number; priceKind: string }[] }).rows;
    expect(rows.map((row) => row.priceKind)).toEqual(["exact"]);
    const shared = await h.answerOf(() =>
      calculatorResultRoute.action(h.args(h.postForm(HOST, "/insurance-calculator/result", { intent: "share" }, ready.cookie))),
    );
    expect(shared.status).toBe(200);
    const quote = await db.quote.findFirstOrThrow({ where: { customerUserId: ready.userId, type: "normal" }, include: { items: true } });
    expect(quote.items.map((item) => [item.productId, item.grossMonthlyCents, item.netMonthlyCents])).toEqual(
      rows.map((row) => [row.id, row.grossMonthlyCents, row.netMonthlyCents]),
    );
  });

  it("a guest of a partner that signs in by e-mail is sent to sign in before buying; the calculation stays", async () => {
    const ready = await h.readyForPayment("direct", ["business-liability"]);
    await db.checkout.update({ where: { id: ready.checkoutId }, data: { variant: "calculator" } });
    const answer = await h.answerOf(() =>
      calculatorResultRoute.action(h.args(h.postForm(HOST, "/insurance-calculator/result", { intent: "buy" }, ready.cookie))),
    );
    expect([answer.status, answer.location]).toEqual([302, "/sign-in?redirectTo=%2Fcheckout"]);
    expect((await db.checkout.findUniqueOrThrow({ where: { id: ready.checkoutId } })).variant).toBe("calculator");
    // A shop checkout's payment step is no step of the calculator: the result it is.
    const payment = await h.answerOf(() => questionsRoute.loader(h.args(h.getRequest(HOST, "/checkout/final-questions", ready.cookie))));
    expect([payment.status, payment.location]).toEqual([302, "/insurance-calculator/result"]);
  });
});

describe("the check-in", () => {
  async function checkinVisitor() {
    const guest = await h.createGuest("direct");
    const profession = await db.profession.findFirstOrThrow({ select: { id: true } });
    await db.user.update({ where: { id: guest.userId }, data: { professionId: profession.id } });
    const visitor = (await visitorById(guest.userId))!;
    const checkout = (await startOrResumeCheckin(visitor, await direct()))!;
    const questions = await db.question.findMany({ where: { product: { slug: "checkin" } }, include: { options: true } });
    const byField = (field: string) => questions.find((question) => question.field === field)!;
    const option = (field: string, value: string) => byField(field).options.find((candidate) => candidate.value === value)!.id;
    const fields = (perYear: string, extra: [string, string][] = []): [string, string][] => [
      [`q-${byField("current_insurances").id}`, option("current_insurances", "professional_liability")],
      [`q-${byField("current_insurances").id}`, option("current_insurances", "legal")],
      [`q-${byField("insurer").id}`, "Nationale Verzekeraar"],
      [`q-${byField("per_claim").id}`, option("per_claim", "2500000")],
      [`q-${byField("per_year").id}`, option("per_year", perYear)],
      [`q-${byField("renewal_date").id}`, addDays(TODAY, 30)],
      [`q-${byField("monthly_premium").id}`, "45,50"],
      ["intent", "save"],
      ...extra,
    ];
    return { ...guest, visitor, checkout, byField, fields };
  }
  const post = (cookie: string, fields: [string, string][]) =>
    h.answerOf(() => questionsRoute.action(h.args(h.postForm(HOST, "/insurance-checkin-checkout/questions?platform=ios", fields, cookie))));

  it("refuses per year below per claim at the per-year field, stores nothing, then moves on with the query", async () => {
    const c = await checkinVisitor();
    expect(c.checkout.variant).toBe("checkin");
    const refused = await post(c.cookie, c.fields("1250000"));
    expect(refused.status).toBe(400);
    expect((refused.body as { errors: Record<string, string> }).errors).toEqual({
      [`q-${c.byField("per_year").id}`]: "validations:perYearBelowPerClaim",
    });
    expect(await db.answer.count({ where: { userId: c.userId } })).toBe(0);

    const saved = await post(c.cookie, c.fields("5000000"));
    expect([saved.status, saved.location]).toEqual([302, "/insurance-checkin-checkout/result?platform=ios"]);
    const kinds = await db.answer.findFirstOrThrow({ where: { userId: c.userId, questionId: c.byField("current_insurances").id } });
    expect(kinds.multiSelectOptions).toHaveLength(2);
  });

  it("refuses a forged option in the multiselect and a renewal date in the past", async () => {
    const c = await checkinVisitor();
    const forged = c
      .fields("5000000")
      .map(([name, value], index): [string, string] => (index === 0 ? [name, "not-an-option"] : [name, value]));
    const answer = await post(c.cookie, forged);
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors[`q-${c.byField("current_insurances").id}`]).toBe(
      "validations:required",
    );
    const past = c
      .fields("5000000")
      .map(([name, value]): [string, string] =>
        name === `q-${c.byField("renewal_date").id}` ? [name, addDays(TODAY, -1)] : [name, value],
      );
    const late = await post(c.cookie, past);
    expect((late.body as { errors: Record<string, string> }).errors[`q-${c.byField("renewal_date").id}`]).toBe(
      "validations:renewalDateInPast",
    );
    expect(await db.answer.count({ where: { userId: c.userId } })).toBe(0);
  });

  it("records a check-in once, for its own customer only", async () => {
    const c = await checkinVisitor();
    const partner = await direct();
    const held = {
      insurer: "Nationale Verzekeraar",
      kinds: ["professional_liability"],
      perClaimCents: 250_000_000,
      perYearCents: 500_000_000,
      renewalDate: addDays(TODAY, 30),
      monthlyPremiumCents: 4550,
    };
    await saveCheckin(c.visitor, partner, c.checkout.id, held, "EUR");
    await saveCheckin(c.visitor, partner, c.checkout.id, held, "EUR");
    expect(await checkedInInsurances(c.userId, partner.config.id)).toHaveLength(1);
    expect(await findOpenCheckout(c.visitor)).toBeNull();

    const other = await checkinVisitor();
    expect(await checkedInInsurances(other.userId, partner.config.id)).toEqual([]);
    // Another user's open check-in is not theirs to save.
    await saveCheckin(other.visitor, partner, c.checkout.id, held, "EUR");
    expect(await db.checkedInInsurance.count({ where: { userId: other.userId } })).toBe(0);
    // Nor does another partner see it.
    expect(await checkedInInsurances(c.userId, await h.partnerId("acme"))).toEqual([]);
  });
});
