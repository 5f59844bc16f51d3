// A look-back formality answered "yes" asks what happened (issue 33; spec: additional-answer-details
// with reason and answer): the questions screen refuses a "yes" without an explanation at its field,
// keeping every answer sent, takes 2,000 characters and no more, keeps nothing for a "no", and the
// underwriter reads the explanation beside the answers in the review. Route modules are called as
// Remix calls them, on a scratch database.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("formality-explanations");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "formality-explanations-test-secret";

const { db } = await import("~/server/platform/db.server");
const { todayInAmsterdam } = await import("~/domain/platform/validation");
const { formalityExplanationFieldName } = await import("~/domain/checkout/answer-details");
const questionsRoute = await import("~/routes/checkout/checkout-questions");
const paymentRoute = await import("~/routes/checkout/checkout-payment");
const reviewPolicyRoute = await import("~/routes/staff/admin-review-policy");
const h = await import("./support/funnel-harness");
const { answerOf, args, getRequest, postForm } = h;

const ACME = "acme.localhost";
const IBAN = h.dutchIban("ABNA", "417164300");
const BANKRUPTCY = formalityExplanationFieldName("bankruptcy");
const POLICE = formalityExplanationFieldName("police");
const REFUSED = formalityExplanationFieldName("refusedInsurance");

type ScreenAnswer = { errors: Record<string, string> | null; values: Record<string, string> };

/** A visitor at the payment step of business liability, with every product question answered as stored. */
async function visitor() {
  const ready = await h.readyForPayment("acme", ["business-liability"]);
  const answers = await db.answer.findMany({ where: { userId: ready.userId }, select: { questionId: true, optionId: true } });
  const productAnswers = Object.fromEntries(answers.map((answer) => [`q-${answer.questionId}`, answer.optionId!]));
  return { ...ready, productAnswers };
}

function postQuestions(cookie: string, fields: Record<string, string>) {
  return answerOf(() => questionsRoute.action(args(postForm(ACME, "/checkout/questions", { intent: "save", ...fields }, cookie))));
}

const allNo = { liability: "no", police: "no", bankruptcy: "no", refusedInsurance: "no" };

describe("a formality answered yes asks what happened", () => {
  it("refuses a yes without an explanation at its field, keeping everything sent", async () => {
    const buyer = await visitor();
    const answer = await postQuestions(buyer.cookie, { ...buyer.productAnswers, ...allNo, bankruptcy: "yes", [BANKRUPTCY]: "   " });
    expect(answer.status).toBe(400);
    const body = answer.body as ScreenAnswer;
    expect(body.errors).toEqual({ [BANKRUPTCY]: "validations:explanationRequired" });
    expect(body.values).toMatchObject({ bankruptcy: "yes", liability: "no", police: "no", refusedInsurance: "no" });
    const checkout = await db.checkout.findUniqueOrThrow({ where: { id: buyer.checkoutId }, select: { formalities: true } });
    expect(checkout.formalities).toEqual({ liability: false, police: false, bankruptcy: false, refusedInsurance: false });
  });

  it("takes 2,000 characters and refuses 2,001", async () => {
    const buyer = await visitor();
    const tooLong = await postQuestions(buyer.cookie, { ...buyer.productAnswers, ...allNo, police: "yes", [POLICE]: "x".repeat(2_001) });
    expect(tooLong.status).toBe(400);
    expect((tooLong.body as ScreenAnswer).errors).toEqual({ [POLICE]: "validations:explanationTooLong" });
    expect((tooLong.body as ScreenAnswer).values[POLICE]).toHaveLength(2_001);

    const fits = await postQuestions(buyer.cookie, { ...buyer.productAnswers, ...allNo, police: "yes", [POLICE]: "y".repeat(2_000) });
    expect(fits.status).toBe(302);
    const checkout = await db.checkout.findUniqueOrThrow({ where: { id: buyer.checkoutId }, select: { formalityExplanations: true } });
    expect(checkout.formalityExplanations).toEqual({ police: "y".repeat(2_000) });
  });

  // Not the bankruptcy: that one refuses liability at once (decision 0089), so no screen comes back.
  it("keeps no explanation sent with a no, and shows the saved one on the screen again", async () => {
    const buyer = await visitor();
    const saved = await postQuestions(buyer.cookie, {
      ...buyer.productAnswers,
      ...allNo,
      refusedInsurance: "yes",
      [REFUSED]: "  Inboedelverzekering opgezegd in 2022 na drie claims.  ",
      [POLICE]: "sent with a no: not kept",
    });
    expect(saved.status).toBe(302);
    const checkout = await db.checkout.findUniqueOrThrow({
      where: { id: buyer.checkoutId },
      select: { formalities: true, formalityExplanations: true },
    });
    expect(checkout.formalities).toEqual({ liability: false, police: false, bankruptcy: false, refusedInsurance: true });
    expect(checkout.formalityExplanations).toEqual({ refusedInsurance: "Inboedelverzekering opgezegd in 2022 na drie claims." });

    const screen = await answerOf(() => questionsRoute.loader(args(getRequest(ACME, "/checkout/questions", buyer.cookie))));
    expect(screen.status).toBe(200);
    expect((screen.body as { formalityExplanations: unknown }).formalityExplanations).toEqual({
      refusedInsurance: "Inboedelverzekering opgezegd in 2022 na drie claims.",
    });
  });

  it("shows the underwriter the formalities and what happened beside the answers", async () => {
    const buyer = await visitor();
    const saved = await postQuestions(buyer.cookie, {
      ...buyer.productAnswers,
      ...allNo,
      liability: "yes",
      [formalityExplanationFieldName("liability")]: "Klant claimde € 4.000 voor een verkeerd advies; afgewezen door de rechter.",
    });
    expect(saved.status).toBe(302);
    const paid = await answerOf(() =>
      paymentRoute.action(
        args(postForm(ACME, "/checkout/payment", { start_date: todayInAmsterdam(), iban_number: IBAN, consent: "on" }, buyer.cookie)),
      ),
    );
    expect(paid.status).toBe(302);
    const policy = await db.policy.findFirstOrThrow({ where: { userId: buyer.userId }, select: { id: true, status: true } });
    expect(policy.status).not.toBe("active"); // a declared formality waits for the underwriter

    const admin = await h.staffCookie("admin@insurer.example");
    const page = await answerOf(() =>
      reviewPolicyRoute.loader({
        request: getRequest("localhost", `/admin/review/${policy.id}`, admin),
        params: { policyId: policy.id },
        context: {},
      }),
    );
    expect(page.status).toBe(200);
    const lines = (page.body as { answers: { question: string; value: string; explanation: string | null }[] }).answers;
    const liability = lines.find((line) => /aansprakelijk/i.test(line.question));
    expect(liability).toMatchObject({
      value: "Ja",
      explanation: "Klant claimde € 4.000 voor een verkeerd advies; afgewezen door de rechter.",
    });
    const police = lines.find((line) => /politie/i.test(line.question));
    expect(police).toMatchObject({ value: "Nee", explanation: null });
  });
});
