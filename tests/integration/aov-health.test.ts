// The aov knowledge test and medical history (spec sections 4, 5 and 7), against a scratch
// database: the seeded aov product gets the questions of prisma/seed-data/aov-health.ts
// (the lead wires them into the seed), a visitor stands at the knowledge-test step of an open
// aov checkout, and the routes' loaders and actions are called as Remix calls them.
import { FLOWS } from "~/domain/checkout/flows/definitions";
import type { StepBarData } from "~/domain/checkout/flows/step-bar";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import { knowledgeTestQuestions, medicalHistoryQuestions } from "../../prisma/seed-data/aov-health";

await testDatabase("aov-health");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "aov-health-test-secret-0123456789";

const { db } = await import("~/server/platform/db.server");
const { invalidateCatalogue, findCatalogueProduct } = await import("~/server/catalogue/catalogue.server");
const { visitorAnswers } = await import("~/server/checkout/cart.server");
const { quoteProduct } = await import("~/domain/catalogue/product-quote");
const { todayInAmsterdam } = await import("~/domain/platform/validation");
const testRoute = await import("~/routes/checkout/checkout-knowledge-test");
const alternativeRoute = await import("~/routes/checkout/checkout-knowledge-test-alternative");
const medicalRoute = await import("~/routes/checkout/checkout-medical-history");
const quizResultRoute = await import("~/routes/checkout/quiz-result");
const h = await import("./support/funnel-harness");
const { answerOf, args, getRequest, postForm } = h;

const ACME = "acme.localhost";
const TEST_PATH = "/checkout/knowledge-test";
const MEDICAL_PATH = "/checkout/medical-history";

type Option = { id: string; value: string; isCorrect: boolean; underwriting: string; consequence: string };
type Question = { id: string; type: string; options: Option[] };

let productId = "";
let quiz: Question[] = [];
let medical: Question[] = [];
let bmiQuestionId = "";

beforeAll(async () => {
  const product = await db.insuranceProduct.findUniqueOrThrow({ where: { slug: "aov" }, select: { id: true } });
  productId = product.id;
  // The seed asks the knowledge test and the medical history of prisma/seed-data/aov-health.ts.
  expect(await db.question.count({ where: { productId, type: "quiz" } })).toBe(knowledgeTestQuestions().length);
  expect(await db.question.count({ where: { productId, type: { in: ["medical", "bmi"] } } })).toBe(medicalHistoryQuestions().length);
  invalidateCatalogue();
  const questions = await db.question.findMany({
    where: { productId },
    orderBy: { position: "asc" },
    select: {
      id: true,
      type: true,
      options: { orderBy: { position: "asc" }, select: { id: true, value: true, isCorrect: true, underwriting: true, consequence: true } },
    },
  });
  quiz = questions.filter((question) => question.type === "quiz");
  medical = questions.filter((question) => question.type === "medical");
  bmiQuestionId = questions.find((question) => question.type === "bmi")!.id;
}, 120_000);

/**
 * A visitor with an open aov checkout whose first step (the premium questions) is done:
 * everything else the harness answers is taken back, so the knowledge test is next.
 */
async function atKnowledgeTest(options: { email?: boolean } = {}) {
  const buyer = await h.readyForPayment("acme", ["aov"]);
  // The premium questions without options the harness leaves open: birth date and income.
  const byField = (field: string) => db.question.findFirstOrThrow({ where: { productId, field }, select: { id: true } });
  await db.answer.create({ data: { userId: buyer.userId, questionId: (await byField("income")).id, moneyValueCents: 60_000_00 } });
  await db.answer.create({ data: { userId: buyer.userId, questionId: (await byField("birth_date")).id, dateValue: "1985-06-15" } });
  await db.answer.deleteMany({ where: { userId: buyer.userId, questionId: { in: [...quiz, ...medical].map((question) => question.id) } } });
  if (options.email === false) await db.user.update({ where: { id: buyer.userId }, data: { email: null } });
  const email = (await db.user.findUniqueOrThrow({ where: { id: buyer.userId }, select: { email: true } })).email;
  return { ...buyer, email };
}

/** A visitor at the medical history: the knowledge test passed. */
async function atMedicalHistory() {
  const buyer = await atKnowledgeTest();
  await db.quizResult.create({ data: { userId: buyer.userId, productId, attempts: 1, lastScore: 11, questionCount: 11, passed: true } });
  return buyer;
}

/** Quiz answers with `right` right ones (the rest wrong), as the form posts them. */
function quizForm(right: number): [string, string][] {
  return [
    ["product", productId],
    ...quiz.map((question, index): [string, string] => [
      `q-${question.id}`,
      question.options.find((option) => option.isCorrect === index < right)!.id,
    ]),
  ];
}

const submitTest = (cookie: string, fields: [string, string][]) =>
  answerOf(() => testRoute.action(args(postForm(ACME, TEST_PATH, fields, cookie))));
const quizRow = (userId: string) => db.quizResult.findUnique({ where: { userId_productId: { userId, productId } } });
const mailsTo = (email: string) => db.outboxMail.findMany({ where: { to: email.toLowerCase() } });

describe("knowledge test", () => {
  it("shows the 11 questions with two attempts on the start screen", async () => {
    const buyer = await atKnowledgeTest();
    const page = await answerOf(() => testRoute.loader(args(getRequest(ACME, TEST_PATH, buyer.cookie))));
    expect(page.status).toBe(200);
    const body = page.body as { stepBar: StepBarData; test: { questions: unknown[]; attemptsLeft: number; passMark: number } };
    expect(body.stepBar).toEqual({ entries: FLOWS.aov.bar, current: "knowledgeTest" });
    expect(body.test.questions).toHaveLength(11);
    expect(body.test).toMatchObject({ attemptsLeft: 2, passMark: 8 });
  });

  it("refuses a forged answer count or a foreign option, storing nothing", async () => {
    const buyer = await atKnowledgeTest();
    const extra = await submitTest(buyer.cookie, [...quizForm(11), ["q-not-a-question", quiz[0]!.options[0]!.id]]);
    expect(extra.status).toBe(400);
    expect(extra.body).toMatchObject({ message: "forged" });
    const twice = await submitTest(buyer.cookie, [...quizForm(11), [`q-${quiz[0]!.id}`, quiz[0]!.options[1]!.id]]);
    expect(twice.status).toBe(400);
    const foreign = quizForm(11).map(([name, value], index): [string, string] =>
      index === 1 ? [name, quiz[1]!.options[0]!.id] : [name, value],
    );
    expect((await submitTest(buyer.cookie, foreign)).status).toBe(400);
    const otherProduct = quizForm(11).map(([name, value]): [string, string] =>
      name === "product" ? [name, "not-a-product"] : [name, value],
    );
    expect((await submitTest(buyer.cookie, otherProduct)).status).toBe(400);
    expect(await quizRow(buyer.userId)).toBeNull();
  });

  it("shows a skipped question at the field and keeps the other answers, storing nothing", async () => {
    const buyer = await atKnowledgeTest();
    const fields = quizForm(11).filter(([name]) => name !== `q-${quiz[3]!.id}`);
    const answer = await submitTest(buyer.cookie, fields);
    expect(answer.status).toBe(400);
    const body = answer.body as { errors: Record<string, string>; values: Record<string, string> };
    expect(body.errors).toEqual({ [`q-${quiz[3]!.id}`]: "validations:required" });
    expect(body.values[`q-${quiz[0]!.id}`]).toBe(fields[1]![1]);
    expect(await quizRow(buyer.userId)).toBeNull();
  });

  it("passes with 8 of 11 and goes on to the medical history", async () => {
    const buyer = await atKnowledgeTest();
    const answer = await submitTest(buyer.cookie, quizForm(8));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(MEDICAL_PATH);
    expect(await quizRow(buyer.userId)).toMatchObject({ attempts: 1, passed: true, lastScore: 8, questionCount: 11 });
  });

  it("after the second failure mails one alternative test; a third attempt is refused until its link is opened", async () => {
    const buyer = await atKnowledgeTest();
    const first = await submitTest(buyer.cookie, quizForm(7));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ failed: { score: 7, total: 11, passMark: 8, attemptsLeft: 1, alternative: null } });
    expect(await mailsTo(buyer.email!)).toHaveLength(0);

    const second = await submitTest(buyer.cookie, quizForm(3));
    expect(second.body).toMatchObject({ failed: { score: 3, attemptsLeft: 0, alternative: "sent" } });
    const mails = await mailsTo(buyer.email!);
    expect(mails).toHaveLength(1);
    const link = (mails[0]!.links as string[]).find((href) => href.includes("/checkout/knowledge-test/alternative?token="));
    expect(link).toBeDefined();
    expect(mails[0]!.text).toContain(link!);

    const third = await submitTest(buyer.cookie, quizForm(11));
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ message: "noAttemptsLeft" });
    expect(await quizRow(buyer.userId)).toMatchObject({ attempts: 2, allowedAttempts: 2, passed: false, lastScore: 3 });

    const url = new URL(link!);
    const open = (cookie: string | null) =>
      answerOf(() => alternativeRoute.loader(args(getRequest(ACME, url.pathname + url.search, cookie))));
    // Not signed in: sign in first and come back; someone else: refused. The link still works after both.
    const anonymous = await open(null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(`/sign-in?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
    const stranger = await h.createGuest("acme");
    expect((await open(stranger.cookie)).body).toEqual({ reason: "otherUser" });
    expect(await quizRow(buyer.userId)).toMatchObject({ allowedAttempts: 2 });

    const opened = await open(buyer.cookie);
    expect(opened.status).toBe(302);
    // The checkout goes on at its first open step: the knowledge test, allowed once more.
    expect(opened.location).toBe("/checkout");
    expect(await quizRow(buyer.userId)).toMatchObject({ allowedAttempts: 3 });
    expect((await open(buyer.cookie)).body).toEqual({ reason: "used" });
    expect(await quizRow(buyer.userId)).toMatchObject({ allowedAttempts: 3 });

    // The one more attempt: failed again, no second mail and no fourth attempt.
    const extra = await submitTest(buyer.cookie, quizForm(5));
    expect(extra.body).toMatchObject({ failed: { score: 5, attemptsLeft: 0 } });
    expect(await mailsTo(buyer.email!)).toHaveLength(1);
    expect((await submitTest(buyer.cookie, quizForm(11))).status).toBe(409);
  });

  it("asks for an address when the visitor has none, and mails the alternative test there once", async () => {
    const buyer = await atKnowledgeTest({ email: false });
    await submitTest(buyer.cookie, quizForm(0));
    const second = await submitTest(buyer.cookie, quizForm(0));
    expect(second.body).toMatchObject({ failed: { alternative: "needsEmail" } });
    const address = `alternative-${process.pid}-${Date.now()}@example.nl`;
    const request = (email: string) =>
      submitTest(buyer.cookie, [
        ["product", productId],
        ["intent", "requestAlternative"],
        ["email", email],
      ]);
    // Empty: the message says what to fill in (issue 35), not "this field is required".
    const empty = await request("  ");
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ emailError: "validations:emailRequired", email: "" });
    const bad = await request("not-an-address");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ emailError: "validations:email", email: "not-an-address" });
    expect(await mailsTo(address)).toHaveLength(0);
    expect((await request(address)).body).toEqual({ requested: true });
    expect(await mailsTo(address)).toHaveLength(1);
    expect((await request(address)).status).toBe(409);
    expect(await mailsTo(address)).toHaveLength(1);
  });
});

describe("GET /quiz-result", () => {
  const get = (query: string, cookie: string | null) =>
    answerOf(() => quizResultRoute.loader(args(getRequest(ACME, `/quiz-result${query}`, cookie))));

  it("gives the visitor's own result and never another's", async () => {
    const buyer = await atKnowledgeTest();
    await submitTest(buyer.cookie, quizForm(6));
    const own = await get(`?product=${productId}`, buyer.cookie);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ product: productId, attempts: 1, allowed_attempts: 2, passed: false, score: 6, total: 11 });

    const other = await h.createGuest("acme");
    expect((await get(`?product=${productId}`, other.cookie)).status).toBe(404);
    // The query names a product, never a user: an extra parameter changes nothing.
    expect((await get(`?product=${productId}&user=${buyer.userId}`, other.cookie)).status).toBe(404);
    expect((await get(`?product=${productId}`, null)).status).toBe(401);
    expect((await get("", buyer.cookie)).status).toBe(400);
    expect((await get("?product=unknown", buyer.cookie)).status).toBe(404);
  });
});

describe("medical history", () => {
  /** Every medical question "no", except the given values; height and weight as given. */
  function medicalForm(
    height: string | null,
    weight: string | null,
    yes: string[] = [],
    explanations: Record<string, string> = {},
  ): [string, string][] {
    const fields: [string, string][] = medical.map((question) => [
      `q-${question.id}`,
      question.options.find((option) => option.value === (yes.includes(question.id) ? "yes" : "no"))!.id,
    ]);
    if (height !== null) fields.push([`q-${bmiQuestionId}-height`, height]);
    if (weight !== null) fields.push([`q-${bmiQuestionId}-weight`, weight]);
    for (const [questionId, explanation] of Object.entries(explanations)) fields.push([`explanation-${questionId}`, explanation]);
    return fields;
  }
  const submit = (cookie: string, fields: [string, string][]) =>
    answerOf(() => medicalRoute.action(args(postForm(ACME, MEDICAL_PATH, fields, cookie))));
  const checkoutOf = (id: string) => db.checkout.findUniqueOrThrow({ where: { id }, select: { status: true, outcome: true } });

  it("is reached only after the knowledge test is passed", async () => {
    const buyer = await atKnowledgeTest();
    const page = await answerOf(() => medicalRoute.loader(args(getRequest(ACME, MEDICAL_PATH, buyer.cookie))));
    expect(page.status).toBe(302);
    expect(page.location).toBe(TEST_PATH);
  });

  it("shows 14 yes/no questions and the BMI question", async () => {
    const buyer = await atMedicalHistory();
    const page = await answerOf(() => medicalRoute.loader(args(getRequest(ACME, MEDICAL_PATH, buyer.cookie))));
    const questions = (page.body as { questions: { kind: string }[] }).questions;
    expect(questions.filter((question) => question.kind === "option")).toHaveLength(14);
    expect(questions.filter((question) => question.kind === "bmi")).toHaveLength(1);
  });

  it("refuses a BMI answer without height and weight, at those fields, storing nothing", async () => {
    const buyer = await atMedicalHistory();
    const answer = await submit(buyer.cookie, medicalForm(null, null));
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors).toEqual({
      [`q-${bmiQuestionId}-height`]: "validations:required",
      [`q-${bmiQuestionId}-weight`]: "validations:required",
    });
    const range = await submit(buyer.cookie, medicalForm("99", "201"));
    expect((range.body as { errors: Record<string, string> }).errors).toEqual({
      [`q-${bmiQuestionId}-height`]: "validations:minHeight",
      [`q-${bmiQuestionId}-weight`]: "validations:maxWeight",
    });
    expect(
      await db.answer.count({ where: { userId: buyer.userId, questionId: { in: [bmiQuestionId, ...medical.map((q) => q.id)] } } }),
    ).toBe(0);
    expect(await checkoutOf(buyer.checkoutId)).toMatchObject({ status: "open" });
  });

  it("refuses an option of another question", async () => {
    const buyer = await atMedicalHistory();
    const fields = medicalForm("180", "75").map(([name, value], index): [string, string] =>
      index === 0 ? [name, medical[1]!.options[0]!.id] : [name, value],
    );
    const answer = await submit(buyer.cookie, fields);
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors).toEqual({ [`q-${medical[0]!.id}`]: "validations:required" });
    expect(await db.answer.count({ where: { userId: buyer.userId, questionId: bmiQuestionId } })).toBe(0);
  });

  it.each([
    ["17.9", "200", "71.6"],
    ["33.1", "150", "74.5"],
  ])("ends the checkout as an adviser referral at BMI %s", async (_bmi, height, weight) => {
    const buyer = await atMedicalHistory();
    const answer = await submit(buyer.cookie, medicalForm(height, weight));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/result?type=hard-dropout");
    expect(await checkoutOf(buyer.checkoutId)).toEqual({ status: "completed", outcome: "hard_drop_out" });
    expect(await db.cartItem.count({ where: { userId: buyer.userId, inCheckoutCart: true } })).toBe(0);
  });

  it("stores the BMI with height and weight and goes on; a medical 'yes' with the underwriting flag makes the outcome underwriting", async () => {
    const buyer = await atMedicalHistory();
    const flagged = medical.find((question) => question.options.some((option) => option.underwriting === "medical_underwriting"))!;
    // Its "yes" asks what and when: without an explanation nothing is stored.
    const unexplained = await submit(buyer.cookie, medicalForm("180", "75", [flagged.id]));
    expect(unexplained.status).toBe(400);
    expect((unexplained.body as { errors: Record<string, string> }).errors).toEqual({
      [`explanation-${flagged.id}`]: "validations:explanationRequired",
    });
    expect(await db.answer.count({ where: { userId: buyer.userId, questionId: bmiQuestionId } })).toBe(0);
    const answer = await submit(
      buyer.cookie,
      medicalForm("180", "75", [flagged.id], { [flagged.id]: " Hoge bloeddruk sinds 2023, onder controle. " }),
    );
    expect(answer.status).toBe(302);
    const explained = await db.answer.findUniqueOrThrow({ where: { userId_questionId: { userId: buyer.userId, questionId: flagged.id } } });
    expect(explained.explanation).toBe("Hoge bloeddruk sinds 2023, onder controle.");
    expect(answer.location).not.toMatch(/^\/result|knowledge-test|medical-history/);
    expect(await checkoutOf(buyer.checkoutId)).toMatchObject({ status: "open" });
    const bmi = await db.answer.findUniqueOrThrow({ where: { userId_questionId: { userId: buyer.userId, questionId: bmiQuestionId } } });
    expect(bmi.floatValue).toBe(23.1);
    expect(JSON.parse(bmi.textValue!)).toEqual({ height: 180, weight: 75 });

    const product = (await findCatalogueProduct(await h.partnerId("acme"), "aov"))!;
    const answers = await visitorAnswers(buyer.userId);
    expect(quoteProduct(product, { riskClass: 2, answers, today: todayInAmsterdam() }).outcome).toBe("underwriting");
  });

  it("ends the checkout when a serious condition refers every product", async () => {
    const buyer = await atMedicalHistory();
    const serious = medical.find((question) => question.options.some((option) => option.consequence === "hard_drop_out"))!;
    const answer = await submit(buyer.cookie, medicalForm("180", "75", [serious.id]));
    expect(answer.location).toBe("/result?type=hard-dropout");
  });
});
