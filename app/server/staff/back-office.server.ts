// The insurer's back office (issue 14, decision 0045): policies waiting for review and claims,
// for insurer admins only (routes guard with requireInsurerAdmin). Every decision is one
// conditional update, so a second tab or a double submit finds nothing to change and sends
// nothing; the customer's inbox message and mail (in the customer's language) and the audit
// row are written in the same transaction.
import { canMoveClaim, claimStatus, type ClaimStatus } from "~/domain/claims/claims";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { DEFAULT_LANGUAGE, isLanguage, parseLanguageList, type Language } from "~/domain/platform/languages";
import {
  contactDeadline,
  IDENTITY_NAME,
  isReviewStatus,
  orderReviewQueue,
  REVIEW_STATUSES,
  reviewReasonCodes,
  reviewReasonFor,
  withInfoRequested,
  type ReviewDecision,
  type ReviewReason,
} from "~/domain/staff/review-queue";
import type { StaffIdentity } from "~/domain/staff/staff";
import { pickTranslation } from "~/domain/platform/translated-text";
import { FORMALITIES, type FormalityKey } from "~/domain/catalogue/underwriting";
import { formalityExplanationsOf } from "~/domain/checkout/answer-details";
import { loadPartnerOf, partnerT, type LoadedPartner } from "../platform/partner.server";
import { writeAudit } from "../platform/audit.server";
import { db } from "../platform/db.server";
import { deliverSoon, escapeHtml, queueMail, withFooter } from "../providers/mail.server";
import { trustLines } from "../platform/trust-details.server";
import { partnerUrl } from "../platform/public-url.server";

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** The customer's own language when their partner offers it, else the partner's default. */
export function customerLanguage(user: { language: string | null }, partner: { languages: string; defaultLanguage: string }): Language {
  const offered = parseLanguageList(partner.languages);
  if (isLanguage(user.language) && offered.includes(user.language)) return user.language;
  return isLanguage(partner.defaultLanguage) ? partner.defaultLanguage : DEFAULT_LANGUAGE;
}

type Recipient = {
  partner: { id: string; name: string; isDefault: boolean; displayName: string };
  user: { id: string; email: string | null; firstName: string | null };
};

/** What a customer notice is written with: the partner's texts in the customer's language, and the trust lines its mail ends with. */
export async function noticeTexts(partner: LoadedPartner | null, language: Language, namespace: string) {
  const [t, trust] = await Promise.all([partnerT(partner, language, namespace), trustLines(partner, language)]);
  return { t, trust };
}

/**
 * An inbox message and, when the customer has an address, the same text by mail with a link,
 * signed with who insures (`trust`: trustLines, read before the transaction).
 */
export async function notifyCustomer(
  tx: Tx,
  to: Recipient,
  message: { subject: string; paragraphs: string[]; link: string; linkText: string; trust: readonly string[] },
) {
  await tx.inboxMessage.create({
    data: { partnerId: to.partner.id, userId: to.user.id, subject: message.subject, body: message.paragraphs.join("\n\n") },
  });
  if (!to.user.email) return;
  await queueMail(
    withFooter(
      {
        partnerId: to.partner.id,
        to: to.user.email,
        subject: message.subject,
        text: `${message.paragraphs.join("\n\n")}\n\n${message.link}`,
        html: `${message.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<p><a href="${escapeHtml(message.link)}">${escapeHtml(message.linkText)}</a></p>`,
        links: [message.link],
      },
      message.trust,
    ),
    tx,
  );
}

/** "Hello Sanne," or, without a first name, "Hello,". */
export function greeting(t: (key: string, values?: Record<string, string>) => string, prefix: string, name: string | null): string {
  return name ? t(`${prefix}.greeting`, { name }) : t(`${prefix}.greetingAnonymous`);
}

const PARTNER_SELECT = { id: true, name: true, isDefault: true, displayName: true, languages: true, defaultLanguage: true } as const;
const USER_SELECT = { id: true, email: true, firstName: true, lastName: true, language: true } as const;

// --- Underwriting review ----------------------------------------------------------------------

/**
 * Waiting policies bought before review deadlines were stored get theirs, from when they were
 * bought and what the checkout declared. Each row once (conditional on the deadline being empty).
 */
export async function deriveMissingReviewDeadlines(limit = 500): Promise<number> {
  const rows = await db.policy.findMany({
    where: { status: { in: [...REVIEW_STATUSES] }, reviewDueAt: null },
    select: { id: true, status: true, createdAt: true, reviewReason: true, checkout: { select: { formalities: true } } },
    take: limit,
  });
  let derived = 0;
  for (const row of rows) {
    if (!isReviewStatus(row.status)) continue;
    const declared = Object.values((row.checkout.formalities ?? {}) as Record<string, unknown>).some((value) => value === true);
    const updated = await db.policy.updateMany({
      where: { id: row.id, reviewDueAt: null },
      data: { reviewDueAt: contactDeadline(row.createdAt), reviewReason: row.reviewReason ?? reviewReasonFor(row.status, declared) },
    });
    derived += updated.count;
  }
  return derived;
}

export type ReviewQueueItem = {
  id: string;
  number: string;
  status: string;
  product: string;
  customer: string;
  customerEmail: string;
  partner: string;
  reasons: string[];
  /** The names the identity check compared, for the identity_name reason's text. */
  identityNames: IdentityNames;
  dueAt: string;
  createdAt: string;
};

/** The two names of an identity check that found them different (decision 0068); "—" where unknown. */
export type IdentityNames = { document: string; policyholder: string };
const NO_NAMES: IdentityNames = { document: "—", policyholder: "—" };

/** The names compared at the identity check of the policies waiting on them, by the provider's session id. */
async function identityNamesOf(
  policies: readonly { reviewReason: string | null; identityReference: string | null }[],
): Promise<Map<string, IdentityNames>> {
  const sessionIds = policies.flatMap((policy) =>
    policy.identityReference && reviewReasonCodes(policy.reviewReason).includes(IDENTITY_NAME) ? [policy.identityReference] : [],
  );
  if (sessionIds.length === 0) return new Map();
  const rows = await db.identityVerification.findMany({
    where: { sessionId: { in: sessionIds } },
    select: { sessionId: true, nameOnDocument: true, nameOfPolicyholder: true },
  });
  return new Map(
    rows.map((row) => [
      row.sessionId,
      { document: row.nameOnDocument || NO_NAMES.document, policyholder: row.nameOfPolicyholder || NO_NAMES.policyholder },
    ]),
  );
}

export async function reviewQueue(language: Language, limit = 500): Promise<ReviewQueueItem[]> {
  await deriveMissingReviewDeadlines();
  const rows = await db.policy.findMany({
    where: { status: { in: [...REVIEW_STATUSES] } },
    orderBy: [{ reviewDueAt: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    take: limit,
    select: {
      id: true,
      number: true,
      status: true,
      reviewReason: true,
      reviewDueAt: true,
      identityReference: true,
      createdAt: true,
      product: { select: { names: true } },
      user: { select: USER_SELECT },
      partner: { select: { displayName: true } },
    },
  });
  const names = await identityNamesOf(rows);
  const entries = rows.map((row) => ({ ...row, dueAt: row.reviewDueAt ?? contactDeadline(row.createdAt) }));
  return orderReviewQueue(entries).map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    product: pickTranslation(row.product.names, language),
    customer: fullName(row.user),
    customerEmail: row.user.email ?? "",
    partner: row.partner.displayName,
    reasons: reviewReasonCodes(row.reviewReason),
    identityNames: names.get(row.identityReference ?? "") ?? NO_NAMES,
    dueAt: row.dueAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

function fullName(user: { firstName: string | null; lastName: string | null; email: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "—";
}

/** An answer as the underwriter reads it, with the customer's explanation and documents where it has them. */
export type AnswerLine = { question: string; value: string; explanation: string | null; documents: { id: string; fileName: string }[] };

type StoredAnswer = {
  questionId?: unknown;
  optionId?: unknown;
  dateValue?: unknown;
  moneyValueCents?: unknown;
  textValue?: unknown;
  floatValue?: unknown;
  multiSelectOptions?: unknown;
  explanation?: unknown;
  files?: unknown;
};

/** The documents a policy's copy of an answer names ({ id, fileName } each). */
function documentsOf(files: unknown): { id: string; fileName: string }[] {
  if (!Array.isArray(files)) return [];
  return files.flatMap((file) =>
    typeof file === "object" && file !== null && typeof file.id === "string" && typeof file.fileName === "string"
      ? [{ id: file.id as string, fileName: file.fileName as string }]
      : [],
  );
}

/** The stored answers as "question: answer" lines, with the question and option texts where they still exist. */
export async function readableAnswers(answers: unknown, language: Language, currency = "EUR"): Promise<AnswerLine[]> {
  const list = (Array.isArray(answers) ? answers : []).filter((item): item is StoredAnswer => typeof item === "object" && item !== null);
  const questionIds = list.map((answer) => answer.questionId).filter((id): id is string => typeof id === "string");
  const questions = await db.question.findMany({
    where: { id: { in: questionIds } },
    select: { id: true, texts: true, position: true, options: { select: { id: true, labels: true, value: true } } },
  });
  const byId = new Map(questions.map((question) => [question.id, question]));
  const lines = list.map((answer, index) => {
    const question = typeof answer.questionId === "string" ? byId.get(answer.questionId) : undefined;
    const optionText = (id: unknown) => {
      const option = question?.options.find((candidate) => candidate.id === id);
      return option ? pickTranslation(option.labels, language) || option.value : typeof id === "string" ? id : "";
    };
    const values: string[] = [];
    if (answer.optionId) values.push(optionText(answer.optionId));
    if (Array.isArray(answer.multiSelectOptions)) values.push(answer.multiSelectOptions.map(optionText).join(", "));
    if (typeof answer.dateValue === "string" && answer.dateValue) values.push(formatDate(answer.dateValue));
    if (typeof answer.moneyValueCents === "number") values.push(formatMoney(answer.moneyValueCents, currency));
    if (typeof answer.floatValue === "number") values.push(String(answer.floatValue));
    if (typeof answer.textValue === "string" && answer.textValue) values.push(answer.textValue);
    return {
      position: question?.position ?? 10_000 + index,
      question: question ? pickTranslation(question.texts, language) : String(answer.questionId ?? ""),
      value: values.filter(Boolean).join("; "),
      explanation: typeof answer.explanation === "string" && answer.explanation ? answer.explanation : null,
      documents: documentsOf(answer.files),
    };
  });
  return lines.sort((a, b) => a.position - b.position).map(({ position: _position, ...line }) => line);
}

/**
 * The look-back formalities the policy's checkout declared, as lines beside its answers, with
 * what happened in the customer's words where the answer was "yes" (worded as the customer read them).
 */
export async function formalityLines(
  checkout: { formalities: unknown; formalityExplanations: unknown } | null,
  partner: Parameters<typeof loadPartnerOf>[0],
  language: Language,
): Promise<AnswerLine[]> {
  const declared = (checkout?.formalities ?? null) as Partial<Record<FormalityKey, boolean>> | null;
  if (!declared) return [];
  const explanations = formalityExplanationsOf(checkout?.formalityExplanations);
  const t = await partnerT(await loadPartnerOf(partner), language, "funnel");
  return FORMALITIES.flatMap(({ key, years }) => {
    const answer = declared[key];
    if (typeof answer !== "boolean") return [];
    return [
      {
        question: t(`formalities.${key}`, { years }),
        value: t(answer ? "common.yes" : "common.no"),
        explanation: answer ? (explanations[key] ?? null) : null,
        documents: [],
      },
    ];
  });
}

/**
 * A document of a policy's answers, for the review: only one the policy's copy of its answers
 * names (a document id of another policy or customer is not found).
 */
export async function reviewAnswerDocument(policyId: string, fileId: string) {
  const policy = await db.policy.findUnique({ where: { id: policyId }, select: { userId: true, answers: true } });
  if (!policy) return null;
  const answers = Array.isArray(policy.answers) ? (policy.answers as StoredAnswer[]) : [];
  if (!answers.some((answer) => documentsOf(answer.files).some((file) => file.id === fileId))) return null;
  return db.answerFile.findFirst({
    where: { id: fileId, userId: policy.userId },
    select: { fileName: true, mimeType: true, storageKey: true },
  });
}

export async function reviewPolicy(policyId: string) {
  const policy = await db.policy.findUnique({
    where: { id: policyId },
    select: {
      id: true,
      number: true,
      status: true,
      startDate: true,
      grossMonthlyCents: true,
      currency: true,
      answers: true,
      reviewReason: true,
      reviewDueAt: true,
      reviewDecision: true,
      reviewedAt: true,
      identityReference: true,
      createdAt: true,
      updatedAt: true,
      productId: true,
      checkout: { select: { formalities: true, formalityExplanations: true } },
      product: { select: { names: true } },
      user: { select: USER_SELECT },
      partner: { select: PARTNER_SELECT },
    },
  });
  if (!policy) return null;
  const names = await identityNamesOf([policy]);
  return { ...policy, identityNames: names.get(policy.identityReference ?? "") ?? NO_NAMES };
}

export type ReviewOutcome = "done" | "alreadyDecided" | "changed" | "notFound";

/**
 * Accepts (active) or declines a waiting policy once: the update is conditional on the policy
 * still waiting undecided, so a second tab sends no second mail. A declined policy has no
 * invoice and the billing run bills only active and cancelled policies: nothing is billed.
 */
export async function decideReview(staff: StaffIdentity, policyId: string, decision: ReviewDecision): Promise<ReviewOutcome> {
  const policy = await reviewPolicy(policyId);
  if (!policy) return "notFound";
  const language = customerLanguage(policy.user, policy.partner);
  const { t, trust } = await noticeTexts(await loadPartnerOf(policy.partner), language, "account");
  const product = pickTranslation(policy.product.names, language);
  const now = new Date();
  const outcome = await db.$transaction(async (tx) => {
    const updated = await tx.policy.updateMany({
      where: { id: policy.id, status: { in: [...REVIEW_STATUSES] }, reviewDecision: null },
      data: { status: decision === "accepted" ? "active" : "declined", reviewDecision: decision, reviewedAt: now, reviewedById: staff.id },
    });
    if (updated.count === 0) return "alreadyDecided" as const;
    const key = decision === "accepted" ? "review.accepted" : "review.declined";
    const values = { product, number: policy.number, start: formatDate(policy.startDate), partner: policy.partner.displayName };
    await notifyCustomer(tx, policy, {
      subject: t(`${key}.subject`, values),
      paragraphs: [greeting(t, "review", policy.user.firstName), t(`${key}.body`, values), t("review.closing", values)],
      link: partnerUrl(policy.partner, decision === "accepted" ? `/user/policies/${policy.id}` : "/user/inbox"),
      linkText: t(decision === "accepted" ? "review.viewPolicy" : "review.viewInbox"),
      trust,
    });
    await writeAudit(
      {
        staff,
        action: decision === "accepted" ? "review_accepted" : "review_declined",
        partnerId: policy.partner.id,
        userId: policy.user.id,
        details: {
          policy: policy.number,
          old: policy.status,
          new: decision === "accepted" ? "active" : "declined",
          reason: policy.reviewReason,
        },
      },
      tx,
    );
    return "done" as const;
  });
  if (outcome === "done") deliverSoon();
  return outcome;
}

/**
 * Asks the customer for more information: a message in the inbox and by mail; the policy keeps
 * waiting and its reason notes the question. `version` is the policy's updatedAt as the form
 * showed it: a form from before another change (a second tab) changes nothing.
 */
export async function askForInformation(staff: StaffIdentity, policyId: string, version: Date, question: string): Promise<ReviewOutcome> {
  const policy = await reviewPolicy(policyId);
  if (!policy) return "notFound";
  if (!isReviewStatus(policy.status) || policy.reviewDecision) return "alreadyDecided";
  const language = customerLanguage(policy.user, policy.partner);
  const { t, trust } = await noticeTexts(await loadPartnerOf(policy.partner), language, "account");
  const product = pickTranslation(policy.product.names, language);
  const fallback: ReviewReason = reviewReasonFor(policy.status, false);
  const outcome = await db.$transaction(async (tx) => {
    const updated = await tx.policy.updateMany({
      where: { id: policy.id, status: { in: [...REVIEW_STATUSES] }, reviewDecision: null, updatedAt: version },
      data: { reviewReason: withInfoRequested(policy.reviewReason, fallback) },
    });
    if (updated.count === 0) return "changed" as const;
    const values = { product, number: policy.number, partner: policy.partner.displayName };
    await notifyCustomer(tx, policy, {
      subject: t("review.moreInfo.subject", values),
      paragraphs: [
        greeting(t, "review", policy.user.firstName),
        t("review.moreInfo.body", values),
        question,
        t("review.moreInfo.reply", values),
      ],
      link: partnerUrl(policy.partner, "/user/inbox"),
      linkText: t("review.viewInbox"),
      trust,
    });
    await writeAudit(
      {
        staff,
        action: "review_info_requested",
        partnerId: policy.partner.id,
        userId: policy.user.id,
        details: { policy: policy.number, question },
      },
      tx,
    );
    return "done" as const;
  });
  if (outcome === "done") deliverSoon();
  return outcome;
}

// --- Claims -------------------------------------------------------------------------------------

export type StaffClaimRow = {
  id: string;
  number: string;
  status: ClaimStatus;
  product: string;
  policyNumber: string;
  customer: string;
  partner: string;
  occurredOn: string;
  reportedAt: string;
  files: number;
};

export async function staffClaims(status: ClaimStatus | null, language: Language, limit = 500): Promise<StaffClaimRow[]> {
  const rows = await db.claim.findMany({
    where: status ? { status } : {},
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit,
    select: {
      id: true,
      number: true,
      status: true,
      occurredOn: true,
      createdAt: true,
      policy: { select: { number: true, product: { select: { names: true } } } },
      user: { select: USER_SELECT },
      partner: { select: { displayName: true } },
      _count: { select: { files: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: claimStatus(row.status),
    product: pickTranslation(row.policy.product.names, language),
    policyNumber: row.policy.number,
    customer: fullName(row.user),
    partner: row.partner.displayName,
    occurredOn: row.occurredOn,
    reportedAt: row.createdAt.toISOString(),
    files: row._count.files,
  }));
}

export async function staffClaim(claimId: string) {
  return db.claim.findUnique({
    where: { id: claimId },
    select: {
      id: true,
      number: true,
      status: true,
      description: true,
      occurredOn: true,
      approvedCents: true,
      createdAt: true,
      policy: { select: { id: true, number: true, perClaimCents: true, currency: true, product: { select: { names: true } } } },
      user: { select: USER_SELECT },
      partner: { select: PARTNER_SELECT },
      files: { select: { id: true, fileName: true, mimeType: true, sizeBytes: true }, orderBy: { createdAt: "asc" } },
      events: {
        select: { id: true, status: true, note: true, amountCents: true, createdAt: true, staffId: true },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      },
    },
  });
}

export async function staffClaimFile(claimId: string, fileId: string) {
  return db.claimFile.findFirst({ where: { id: fileId, claimId }, select: { fileName: true, mimeType: true, storageKey: true } });
}

export type ClaimMoveOutcome = "done" | "changed" | "notAllowed" | "notFound";

/**
 * Moves a claim from the status the form showed (`from`) to `to`, once: conditional on the
 * claim still having `from`. The history row, the customer's message and mail, and the audit
 * row are written with it. The amount is given (in cents, checked by the route) on approval only.
 */
export async function moveClaim(
  staff: StaffIdentity,
  claimId: string,
  move: { from: string; to: ClaimStatus; amountCents: number | null; note: string | null },
): Promise<ClaimMoveOutcome> {
  const claim = await staffClaim(claimId);
  if (!claim) return "notFound";
  if (!canMoveClaim(move.from, move.to)) return "notAllowed";
  const amountCents = move.to === "approved" ? move.amountCents : null;
  if (move.to === "approved" && (amountCents == null || amountCents <= 0)) return "notAllowed";
  const language = customerLanguage(claim.user, claim.partner);
  const { t, trust } = await noticeTexts(await loadPartnerOf(claim.partner), language, "claims");
  const currency = claim.policy.currency;
  const outcome = await db.$transaction(async (tx) => {
    const updated = await tx.claim.updateMany({
      where: { id: claim.id, status: move.from },
      data: { status: move.to, ...(move.to === "approved" ? { approvedCents: amountCents } : {}) },
    });
    if (updated.count === 0) return "changed" as const;
    await tx.claimEvent.create({ data: { claimId: claim.id, status: move.to, note: move.note, amountCents, staffId: staff.id } });
    const paid = move.to === "paid" ? claim.approvedCents : null;
    const values = {
      number: claim.number,
      product: pickTranslation(claim.policy.product.names, language),
      status: t(`claims.statuses.${move.to}`),
      amount: amountCents != null ? formatMoney(amountCents, currency) : paid != null ? formatMoney(paid, currency) : "",
    };
    const paragraphs = [greeting(t, "updates", claim.user.firstName), t(`updates.body.${move.to}`, values)];
    if (move.note) paragraphs.push(t("updates.note", { note: move.note }));
    paragraphs.push(t("updates.closing"));
    await notifyCustomer(tx, claim, {
      subject: t("updates.subject", values),
      paragraphs,
      link: partnerUrl(claim.partner, "/user/claims"),
      linkText: t("updates.viewClaims"),
      trust,
    });
    await writeAudit(
      {
        staff,
        action: "claim_status_changed",
        partnerId: claim.partner.id,
        userId: claim.user.id,
        details: {
          claim: claim.number,
          old: move.from,
          new: move.to,
          ...(amountCents != null ? { amountCents } : {}),
          ...(move.note ? { note: move.note } : {}),
        },
      },
      tx,
    );
    return "done" as const;
  });
  if (outcome === "done") deliverSoon();
  return outcome;
}
