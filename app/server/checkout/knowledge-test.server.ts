// The aov knowledge test's attempts (spec section 4): each attempt is counted in QuizResult
// per customer and product; two are allowed. After the second failure the customer is mailed
// a single-use link to an alternative test; opening it (in the same visitor's session) allows
// one more attempt. The link is a MagicLink of kind "alternative-test": only its token's hash
// is stored, and the product it is for travels in its returnTo path (the table has no product).
import { STEP_PATHS } from "~/domain/checkout/flows/definitions";
import { randomBytes } from "node:crypto";
import { ALTERNATIVE_LINK_DAYS, attemptAllowed, attemptsLeft, shouldSendAlternative } from "~/domain/checkout/knowledge-test";
import type { Language } from "~/domain/platform/languages";
import { pickTranslation } from "~/domain/platform/translated-text";
import { orderQuestions } from "~/domain/catalogue/question-flow";
import { questionsForStep } from "~/domain/checkout/flows/flow-steps";
import type { FlowStepContext } from "./checkout-flow.server";
import { db } from "../platform/db.server";
import { lockRowForWrite } from "../platform/write-lock.server";
import { partnerT, type LoadedPartner } from "../platform/partner.server";
import { deliverSoon, escapeHtml, queueMail, withFooter } from "../providers/mail.server";
import { trustLines } from "../platform/trust-details.server";
import { partnerUrl } from "../platform/public-url.server";
import { tokenHash } from "../platform/token-hash.server";

export const ALTERNATIVE_TEST_PATH = "/checkout/knowledge-test/alternative";
const LINK_KIND = "alternative-test";

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

export type MailContext = { request: Request; partner: LoadedPartner; language: Language };

export type AttemptOutcome =
  | {
      ok: true;
      score: number;
      total: number;
      passed: boolean;
      attemptsLeft: number;
      /** sent: the alternative test was mailed now; needsEmail: it is due but there is no address to mail it to. */
      alternative: "sent" | "needsEmail" | null;
    }
  | { ok: false; refusal: "noAttemptsLeft" };

/**
 * Records one scored attempt. Refused, with nothing stored, when the customer has no attempt
 * left (or passed already). The second failure mails the alternative test in the same
 * transaction when the customer has an e-mail address.
 */
export async function recordQuizAttempt(
  mail: MailContext,
  input: { userId: string; productId: string; score: number; total: number; passed: boolean },
): Promise<AttemptOutcome> {
  const { userId, productId, score, total, passed } = input;
  const outcome = await db.$transaction(async (tx): Promise<AttemptOutcome> => {
    await lockRowForWrite(tx, "User", userId);
    const key = { userId_productId: { userId, productId } };
    const existing = await tx.quizResult.findUnique({ where: key });
    if (!attemptAllowed(existing)) return { ok: false, refusal: "noAttemptsLeft" };
    const data = { lastScore: score, questionCount: total, passed };
    if (existing) {
      // Conditional on the attempts read: a second submission at the same moment counts once.
      const claimed = await tx.quizResult.updateMany({
        where: { id: existing.id, attempts: existing.attempts, passed: false },
        data: { ...data, attempts: { increment: 1 } },
      });
      if (claimed.count !== 1) return { ok: false, refusal: "noAttemptsLeft" };
    } else {
      await tx.quizResult.create({ data: { userId, productId, attempts: 1, ...data } });
    }
    const row = await tx.quizResult.findUniqueOrThrow({ where: key });
    let alternative: "sent" | "needsEmail" | null = null;
    if (shouldSendAlternative(row)) {
      const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
      if (user.email) {
        await queueAlternativeTest(tx, mail, { userId, productId, email: user.email, resultId: row.id });
        alternative = "sent";
      } else {
        alternative = "needsEmail";
      }
    }
    return { ok: true, score, total, passed, attemptsLeft: attemptsLeft(row), alternative };
  });
  if (outcome.ok && outcome.alternative === "sent") deliverSoon();
  return outcome;
}

/**
 * For a customer without an address on file (a guest early in the checkout): mails the
 * alternative test to the address they give, once, when it is due.
 */
export async function requestAlternativeTest(
  mail: MailContext,
  input: { userId: string; productId: string; email: string },
): Promise<{ ok: true } | { ok: false; refusal: "notDue" }> {
  const sent = await db.$transaction(async (tx) => {
    await lockRowForWrite(tx, "User", input.userId);
    const row = await tx.quizResult.findUnique({ where: { userId_productId: { userId: input.userId, productId: input.productId } } });
    if (!row || !shouldSendAlternative(row)) return false;
    await queueAlternativeTest(tx, mail, { ...input, resultId: row.id });
    return true;
  });
  if (!sent) return { ok: false, refusal: "notDue" };
  deliverSoon();
  return { ok: true };
}

async function queueAlternativeTest(
  tx: Tx,
  { request, partner, language }: MailContext,
  input: { userId: string; productId: string; email: string; resultId: string },
): Promise<void> {
  const nowMs = Date.now();
  // Marked first and conditionally: two requests at the same moment send one mail.
  const marked = await tx.quizResult.updateMany({
    where: { id: input.resultId, alternativeSentAt: null },
    data: { alternativeSentAt: new Date(nowMs) },
  });
  if (marked.count !== 1) return;
  const token = randomBytes(32).toString("base64url");
  await tx.magicLink.create({
    data: {
      tokenHash: tokenHash(token),
      kind: LINK_KIND,
      email: input.email.trim().toLowerCase(),
      partnerId: partner.config.id,
      userId: input.userId,
      returnTo: `${STEP_PATHS.knowledgeTest}?product=${encodeURIComponent(input.productId)}`,
      expiresAt: new Date(nowMs + ALTERNATIVE_LINK_DAYS * 86_400_000),
    },
  });
  const product = await tx.insuranceProduct.findUniqueOrThrow({ where: { id: input.productId }, select: { names: true } });
  const link = partnerUrl(partner.config, `${ALTERNATIVE_TEST_PATH}?token=${token}`, request);
  const t = await partnerT(partner, language, "funnel");
  const values = { partner: partner.config.displayName, product: pickTranslation(product.names, language), days: ALTERNATIVE_LINK_DAYS };
  const paragraphs = [
    t("knowledgeTest.mail.greeting"),
    t("knowledgeTest.mail.body", values),
    t("knowledgeTest.mail.validity", values),
    t("knowledgeTest.mail.closing"),
  ];
  await queueMail(
    withFooter(
      {
        partnerId: partner.config.id,
        to: input.email,
        subject: t("knowledgeTest.mail.subject", values),
        text: `${paragraphs.join("\n\n")}\n\n${link}`,
        html: `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<p><a href="${escapeHtml(link)}">${escapeHtml(t("knowledgeTest.mail.button"))}</a></p>`,
        links: [link],
      },
      await trustLines(partner, language),
    ),
    tx,
  );
}

export type AlternativeOpening = { ok: true; returnTo: string } | { ok: false; reason: "invalid" | "expired" | "used" | "otherUser" };

/**
 * Opens an alternative-test link for the visitor: it must be this partner's, unused, unexpired
 * and mailed to this visitor (otherUser: someone else's session; the link stays usable). One
 * more attempt is allowed and the link is used up, together.
 */
export async function openAlternativeTest(
  token: string,
  partnerId: string,
  visitorId: string | null,
  nowMs = Date.now(),
): Promise<AlternativeOpening> {
  if (!/^[\w-]{20,100}$/.test(token)) return { ok: false, reason: "invalid" };
  const row = await db.magicLink.findUnique({ where: { tokenHash: tokenHash(token) } });
  if (!row || row.kind !== LINK_KIND || row.partnerId !== partnerId || !row.userId || !row.returnTo)
    return { ok: false, reason: "invalid" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt.getTime() <= nowMs) return { ok: false, reason: "expired" };
  if (row.userId !== visitorId) return { ok: false, reason: "otherUser" };
  const productId = new URL(row.returnTo, "http://link").searchParams.get("product") ?? "";
  const userId = row.userId;
  const opened = await db.$transaction(async (tx) => {
    const claimed = await tx.magicLink.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date(nowMs) } });
    if (claimed.count !== 1) return false;
    await tx.quizResult.updateMany({ where: { userId, productId, passed: false }, data: { allowedAttempts: { increment: 1 } } });
    return true;
  });
  // The checkout goes to its first open step, which is the knowledge test now allowed again.
  return opened ? { ok: true, returnTo: "/checkout" } : { ok: false, reason: "used" };
}

export type QuizResultView = { product: string; attempts: number; allowed_attempts: number; passed: boolean; score: number; total: number };

/** A customer's own result for one product (GET /quiz-result), or null. */
export async function quizResultOf(userId: string, productId: string): Promise<QuizResultView | null> {
  const row = await db.quizResult.findUnique({ where: { userId_productId: { userId, productId } } });
  if (!row) return null;
  return {
    product: row.productId,
    attempts: row.attempts,
    allowed_attempts: row.allowedAttempts,
    passed: row.passed,
    score: row.lastScore,
    total: row.questionCount,
  };
}

/** The customer's results for these products, by product id. */
export async function quizResultsOf(userId: string, productIds: readonly string[]) {
  const rows = await db.quizResult.findMany({ where: { userId, productId: { in: [...productIds] } } });
  return new Map(rows.map((row) => [row.productId, row]));
}

/** The checkout's products with a knowledge test, each with its quiz questions in order. */
export function knowledgeTestsOf(context: FlowStepContext) {
  return context.products
    .map((product) => ({ product, questions: orderQuestions(questionsForStep(context.flow, context.step, product.questions)) }))
    .filter((test) => test.questions.length > 0);
}

/** The test to take now: the first not passed (null when all are), with its result so far. */
export async function currentKnowledgeTest(context: FlowStepContext) {
  const tests = knowledgeTestsOf(context);
  const results = await quizResultsOf(
    context.visitor.id,
    tests.map((test) => test.product.id),
  );
  const test = tests.find((candidate) => !results.get(candidate.product.id)?.passed) ?? null;
  return { test, result: test ? (results.get(test.product.id) ?? null) : null };
}
