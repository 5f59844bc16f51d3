// The look-backs are asked once, as formalities (issue 35, decision 0089), and no refusal rule
// went with the product questions they replaced: a bankruptcy ends a liability checkout as a
// hard drop-out on the questions screen and refuses liability at purchase; a claim sends it to
// review (tests/unit/rating.test.ts: a bankruptcy only reviews the other products). Route
// modules are called as Remix calls them, on a scratch database.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("formality-refusals");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "formality-refusals-test-secret";

const { db } = await import("~/server/platform/db.server");
const { todayInAmsterdam } = await import("~/domain/platform/validation");
const { formalityExplanationFieldName } = await import("~/domain/checkout/answer-details");
const { HARD_DROP_OUT_PATH } = await import("~/domain/checkout/flows/outcome-paths");
const questionsRoute = await import("~/routes/checkout/checkout-questions");
const paymentRoute = await import("~/routes/checkout/checkout-payment");
const h = await import("./support/funnel-harness");
const { answerOf, args, postForm } = h;

const ACME = "acme.localhost";
const IBAN = h.dutchIban("ABNA", "417164300");
const allNo = { liability: "no", police: "no", bankruptcy: "no", refusedInsurance: "no" };

/** A visitor whose product questions are answered, with those answers as the form sends them. */
async function visitor(slugs: string[]) {
  const ready = await h.readyForPayment("acme", slugs);
  const answers = await db.answer.findMany({ where: { userId: ready.userId }, select: { questionId: true, optionId: true } });
  return { ...ready, productAnswers: Object.fromEntries(answers.map((answer) => [`q-${answer.questionId}`, answer.optionId!])) };
}

function postQuestions(cookie: string, fields: Record<string, string>) {
  return answerOf(() => questionsRoute.action(args(postForm(ACME, "/checkout/questions", { intent: "save", ...fields }, cookie))));
}

const yes = (key: keyof typeof allNo) => ({ ...allNo, [key]: "yes", [formalityExplanationFieldName(key)]: "In 2023; afgehandeld." });

async function pay(cookie: string) {
  return answerOf(() =>
    paymentRoute.action(
      args(postForm(ACME, "/checkout/payment", { start_date: todayInAmsterdam(), iban_number: IBAN, consent: "on" }, cookie)),
    ),
  );
}

describe("the formalities keep the refusals of the questions they replaced", () => {
  it("asks a liability buyer no look-back among the product's questions", async () => {
    for (const slug of ["business-liability", "professional-liability"])
      expect(await db.question.count({ where: { product: { slug }, group: "normal" } }), slug).toBe(0);
  });

  it("ends a liability checkout on a bankruptcy as a hard drop-out at once, buying nothing", async () => {
    const buyer = await visitor(["business-liability"]);
    const answer = await postQuestions(buyer.cookie, { ...buyer.productAnswers, ...yes("bankruptcy") });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(HARD_DROP_OUT_PATH);
    expect(await db.checkout.findUniqueOrThrow({ where: { id: buyer.checkoutId }, select: { status: true, outcome: true } })).toEqual({
      status: "completed",
      outcome: "hard_drop_out",
    });
    expect(await h.purchaseFootprint(buyer.userId)).toMatchObject({ policies: 0, mandates: 0, invoices: 0 });
  });

  it("goes on after a no to every formality, and after a claim declared (review comes at purchase)", async () => {
    const none = await visitor(["business-liability"]);
    const on = await postQuestions(none.cookie, { ...none.productAnswers, ...allNo });
    expect(on.status).toBe(302);
    expect(on.location).not.toBe(HARD_DROP_OUT_PATH);

    const claimed = await visitor(["business-liability"]);
    expect((await postQuestions(claimed.cookie, { ...claimed.productAnswers, ...yes("liability") })).location).not.toBe(HARD_DROP_OUT_PATH);
    expect((await pay(claimed.cookie)).status).toBe(302);
    const policies = await db.policy.findMany({ where: { userId: claimed.userId }, select: { status: true } });
    expect(policies).toEqual([{ status: "pending_review" }]);
  });

  it("refuses liability at purchase on a bankruptcy stored on the checkout, buying nothing", async () => {
    const buyer = await h.readyForPayment("acme", ["business-liability"]);
    await db.checkout.update({
      where: { id: buyer.checkoutId },
      data: { formalities: { liability: false, police: false, bankruptcy: true, refusedInsurance: false } },
    });
    const paid = await pay(buyer.cookie);
    expect(paid.status).toBe(302);
    expect(await db.checkout.findUniqueOrThrow({ where: { id: buyer.checkoutId }, select: { status: true, outcome: true } })).toEqual({
      status: "completed",
      outcome: "hard_drop_out",
    });
    expect(await h.purchaseFootprint(buyer.userId)).toMatchObject({ policies: 0, invoices: 0 });
  });
});
