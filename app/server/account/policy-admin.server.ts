// The insurer's side of policy changes and renewals (issue 34, decisions 0078 and 0079), for
// insurer admins (routes guard with requireInsurerAdmin): changes waiting for an underwriter and
// their decision, the renewals of the coming month (announced 30 days ahead, each can be held),
// and any policy's history. Every decision is one conditional update, audited, and the customer
// hears of it in their language (inbox and mail) in the same transaction.
import type { Language } from "~/domain/platform/languages";
import { comingMonth, indexedCents, nextAnniversary, RENEWAL_NOTICE_DAYS } from "~/domain/account/policy-renewal";
import { quoteProduct, type AnswerLike } from "~/domain/catalogue/product-quote";
import { insuredObjectOf } from "~/domain/catalogue/insured-object";
import { questionWithMeaning } from "~/domain/catalogue/question-fields";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { addDays, todayInAmsterdam } from "~/domain/platform/field-checks";
import { pickTranslation } from "~/domain/platform/translated-text";
import type { StaffIdentity } from "~/domain/staff/staff";
import { findCatalogueProduct } from "../catalogue/catalogue.server";
import { visitorRiskClass } from "../checkout/cart.server";
import { putInForce, policyVersions, ensureFirstVersion, historyRow } from "../billing/policy-versions.server";
import { writeAudit } from "../platform/audit.server";
import { db, type Prisma } from "../platform/db.server";
import { loadPartnerOf } from "../platform/partner.server";
import { partnerUrl } from "../platform/public-url.server";
import { deliverSoon } from "../providers/mail.server";
import { customerLanguage, noticeTexts, notifyCustomer } from "../staff/back-office.server";

const PARTNER_SELECT = { id: true, name: true, isDefault: true, displayName: true, languages: true, defaultLanguage: true } as const;
const USER_SELECT = { id: true, email: true, firstName: true, lastName: true, language: true, professionId: true } as const;
const POLICY_SELECT = {
  id: true,
  number: true,
  productId: true,
  startDate: true,
  grossMonthlyCents: true,
  currency: true,
  product: { select: { names: true } },
  partner: { select: PARTNER_SELECT },
  user: { select: USER_SELECT },
} as const;

function answersOf(stored: unknown): Map<string, AnswerLike> {
  const list = Array.isArray(stored) ? (stored as (AnswerLike & { questionId?: unknown })[]) : [];
  return new Map(list.flatMap((answer) => (typeof answer.questionId === "string" ? [[answer.questionId, answer] as const] : [])));
}

const name = (user: { firstName: string | null; lastName: string | null }) => [user.firstName, user.lastName].filter(Boolean).join(" ");

export type WaitingChange = {
  id: string;
  policyId: string;
  number: string;
  product: string;
  customer: string;
  partner: string;
  fields: string[];
  effectiveFrom: string;
  oldCents: number;
  newCents: number;
  currency: string;
  dueAt: string | null;
};

/** Changes waiting for an underwriter, the most urgent first. */
export async function waitingChanges(language: Language): Promise<WaitingChange[]> {
  const rows = await db.policyVersion.findMany({
    where: { status: "pending_review", reason: "change" },
    orderBy: [{ reviewDueAt: "asc" }, { createdAt: "asc" }],
    take: 500,
    select: {
      id: true,
      changedFields: true,
      effectiveFrom: true,
      grossMonthlyCents: true,
      reviewDueAt: true,
      policy: { select: POLICY_SELECT },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    policyId: row.policy.id,
    number: row.policy.number,
    product: pickTranslation(row.policy.product.names, language),
    customer: name(row.policy.user),
    partner: row.policy.partner.displayName,
    fields: Array.isArray(row.changedFields) ? (row.changedFields as string[]) : [],
    effectiveFrom: row.effectiveFrom,
    oldCents: row.policy.grossMonthlyCents,
    newCents: row.grossMonthlyCents,
    currency: row.policy.currency,
    dueAt: row.reviewDueAt?.toISOString() ?? null,
  }));
}

export type DecisionOutcome = "done" | "alreadyDecided" | "notFound";

/**
 * An underwriter accepts or declines a change: accepted, it is in force at once when its date has
 * come, else scheduled for it; declined, the policy stays as it was.
 */
export async function decideChange(staff: StaffIdentity, versionId: string, decision: "accepted" | "declined"): Promise<DecisionOutcome> {
  const version = await db.policyVersion.findUnique({
    where: { id: versionId },
    select: { id: true, version: true, status: true, effectiveFrom: true, grossMonthlyCents: true, policy: { select: POLICY_SELECT } },
  });
  if (!version) return "notFound";
  const { policy } = version;
  const language = customerLanguage(policy.user, policy.partner);
  const { t, trust } = await noticeTexts(await loadPartnerOf(policy.partner), language, "account");
  const today = todayInAmsterdam();
  const now = new Date();
  const outcome = await db.$transaction(async (tx) => {
    const stamp = { reviewedAt: now, reviewedById: staff.id };
    if (decision === "declined") {
      const { count } = await tx.policyVersion.updateMany({
        where: { id: version.id, status: "pending_review" },
        data: { status: "declined", ...stamp },
      });
      if (count === 0) return "alreadyDecided" as const;
    } else {
      const { count } = await tx.policyVersion.updateMany({
        where: { id: version.id, status: "pending_review" },
        data: { status: "scheduled", ...stamp },
      });
      if (count === 0) return "alreadyDecided" as const;
      if (version.effectiveFrom <= today) await putInForce(tx, version.id, ["scheduled"]);
    }
    const values = {
      number: policy.number,
      date: formatDate(version.effectiveFrom),
      old: formatMoney(policy.grossMonthlyCents, policy.currency),
      new: formatMoney(version.grossMonthlyCents, policy.currency),
    };
    await notifyCustomer(tx, policy, {
      subject: t(`change.mail.${decision}.subject`, values),
      paragraphs: [t(`change.mail.${decision}.body`, values)],
      link: partnerUrl(policy.partner, `/user/policies/${policy.id}`),
      linkText: t("change.mail.link"),
      trust,
    });
    await writeAudit(
      {
        staff,
        action: decision === "accepted" ? "policy_change_accepted" : "policy_change_declined",
        partnerId: policy.partner.id,
        userId: policy.user.id,
        details: {
          policy: policy.number,
          version: version.version,
          effectiveFrom: version.effectiveFrom,
          old: "pending_review",
          new: decision,
        },
      },
      tx,
    );
    return "done" as const;
  });
  if (outcome === "done") deliverSoon();
  return outcome;
}

/** "-MM-DD" of each day from `from` to `to`: the start dates whose anniversary falls in that window. */
function monthDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day.slice(4));
  // A 29 February start renews on 28 February in other years.
  if (days.includes("-02-28") && !days.includes("-02-29")) days.push("-02-29");
  return days;
}

/**
 * Announces the renewals whose notice is due (decision 0079): for each running policy whose
 * anniversary is at most 30 days ahead and that has no renewal for it yet, the next version
 * (tariffs of today, ages on the anniversary, an aov's insured income indexed) is scheduled for
 * the anniversary and the customer gets an inbox message and a mail. Idempotent: a renewal
 * version per policy and anniversary. Run daily (the billing day) and when the renewals page loads.
 */
export async function announceDueRenewals(today: string = todayInAmsterdam(), partnerIds?: string[]): Promise<number> {
  const until = addDays(today, RENEWAL_NOTICE_DAYS);
  const candidates = await db.policy.findMany({
    where: {
      status: "active",
      endDate: null,
      // At least eleven months old: its first anniversary can be in the window.
      startDate: { lte: addDays(today, RENEWAL_NOTICE_DAYS - 365) },
      OR: monthDays(addDays(today, 1), until).map((suffix) => ({ startDate: { endsWith: suffix } })),
      ...(partnerIds ? { partnerId: { in: partnerIds } } : {}),
    },
    select: { ...POLICY_SELECT, partnerId: true, answers: true, discountPercent: true },
    take: 5_000,
  });
  let announced = 0;
  for (const policy of candidates) {
    const anniversary = nextAnniversary(policy.startDate, today);
    if (anniversary > until) continue;
    if (
      await db.policyVersion.findFirst({
        where: { policyId: policy.id, reason: "renewal", effectiveFrom: anniversary },
        select: { id: true },
      })
    )
      continue;
    const product = await findCatalogueProduct(policy.partnerId, policy.productId);
    if (!product) continue;
    await ensureFirstVersion(policy.id);
    const answers = answersOf(policy.answers);
    // The aov's insured income rises by the chosen indexation (aov_indexation: 0, 2 or 3 per cent).
    const indexation = questionWithMeaning(product.questions, "ratingInput", "insured-income");
    const indexQuestion = product.questions.find((question) => question.field === "aov_indexation");
    const percent = Number(indexQuestion?.options.find((option) => option.id === answers.get(indexQuestion.id)?.optionId)?.value ?? 0);
    const income = indexation ? answers.get(indexation.id) : undefined;
    const oldIncome = income?.moneyValueCents ?? null;
    if (indexation && income && oldIncome != null)
      answers.set(indexation.id, { ...income, moneyValueCents: indexedCents(oldIncome, percent) });
    const riskClass = await visitorRiskClass({ professionId: policy.user.professionId });
    const quote = quoteProduct(product, { riskClass, answers, today: anniversary, discountPercent: policy.discountPercent });
    const language = customerLanguage(policy.user, policy.partner);
    const { t, trust } = await noticeTexts(await loadPartnerOf(policy.partner), language, "account");
    const values = {
      number: policy.number,
      date: formatDate(anniversary),
      product: pickTranslation(policy.product.names, language),
      old: formatMoney(policy.grossMonthlyCents, policy.currency),
      new: formatMoney(quote.premium.grossMonthlyCents, policy.currency),
    };
    const newIncome = indexation ? answers.get(indexation.id)?.moneyValueCents : null;
    const made = await db.$transaction(async (tx) => {
      const last = await tx.policyVersion.findFirst({
        where: { policyId: policy.id },
        orderBy: { version: "desc" },
        select: { version: true },
      });
      const exists = await tx.policyVersion.findFirst({
        where: { policyId: policy.id, reason: "renewal", effectiveFrom: anniversary },
        select: { id: true },
      });
      if (exists) return false;
      await tx.policyVersion.create({
        data: {
          policyId: policy.id,
          version: (last?.version ?? 1) + 1,
          reason: "renewal",
          status: "scheduled",
          effectiveFrom: anniversary,
          answers: product.questions.flatMap((question) => {
            const answer = answers.get(question.id);
            return answer ? [{ questionId: question.id, ...answer }] : [];
          }) as Prisma.InputJsonValue,
          insuredObject: (insuredObjectOf(product, answers) ?? undefined) as Prisma.InputJsonValue | undefined,
          changedFields: oldIncome != null && newIncome !== oldIncome ? ["income"] : [],
          netMonthlyCents: quote.premium.netMonthlyCents,
          grossMonthlyCents: quote.premium.grossMonthlyCents,
          discountPercent: quote.premium.discountPercent,
          perClaimCents: quote.premium.cover.perClaimCents,
          perYearCents: quote.premium.cover.perYearCents,
          deductibleCents: quote.premium.cover.deductibleCents,
        },
      });
      await notifyCustomer(tx, policy, {
        subject: t("renewal.mail.subject", values),
        paragraphs: [
          t("renewal.mail.body", values),
          ...(oldIncome != null && newIncome != null && newIncome !== oldIncome
            ? [t("renewal.mail.indexed", { old: formatMoney(oldIncome, policy.currency), new: formatMoney(newIncome, policy.currency) })]
            : []),
          t("renewal.mail.closing", values),
        ],
        link: partnerUrl(policy.partner, `/user/policies/${policy.id}`),
        linkText: t("renewal.mail.link"),
        trust,
      });
      await writeAudit(
        {
          staff: null,
          action: "renewal_announced",
          partnerId: policy.partner.id,
          userId: policy.user.id,
          details: {
            policy: policy.number,
            anniversary,
            old: policy.grossMonthlyCents,
            new: quote.premium.grossMonthlyCents,
            indexation: percent,
          },
        },
        tx,
      );
      return true;
    });
    if (made) announced += 1;
  }
  if (announced > 0) deliverSoon();
  return announced;
}

export type ComingRenewal = {
  id: string;
  policyId: string;
  number: string;
  product: string;
  customer: string;
  partner: string;
  anniversary: string;
  oldCents: number;
  newCents: number;
  currency: string;
  held: boolean;
};

/** The renewals of the coming month (announced, not yet in force), by anniversary. */
export async function comingRenewals(language: Language, today: string = todayInAmsterdam()): Promise<ComingRenewal[]> {
  const { to } = comingMonth(today);
  const rows = await db.policyVersion.findMany({
    where: { reason: "renewal", status: { in: ["scheduled", "held"] }, effectiveFrom: { gte: today, lte: to } },
    orderBy: [{ effectiveFrom: "asc" }, { createdAt: "asc" }],
    take: 1_000,
    select: { id: true, status: true, effectiveFrom: true, grossMonthlyCents: true, policy: { select: POLICY_SELECT } },
  });
  return rows.map((row) => ({
    id: row.id,
    policyId: row.policy.id,
    number: row.policy.number,
    product: pickTranslation(row.policy.product.names, language),
    customer: name(row.policy.user),
    partner: row.policy.partner.displayName,
    anniversary: row.effectiveFrom,
    oldCents: row.policy.grossMonthlyCents,
    newCents: row.grossMonthlyCents,
    currency: row.policy.currency,
    held: row.status === "held",
  }));
}

/** Holds a coming renewal (it does not take effect) or releases it again. */
export async function holdRenewal(staff: StaffIdentity, versionId: string, hold: boolean): Promise<DecisionOutcome> {
  const version = await db.policyVersion.findUnique({
    where: { id: versionId },
    select: { id: true, effectiveFrom: true, reason: true, policy: { select: { number: true, partnerId: true, userId: true } } },
  });
  if (!version || version.reason !== "renewal") return "notFound";
  const { count } = await db.policyVersion.updateMany({
    where: { id: version.id, status: hold ? "scheduled" : "held", effectiveFrom: { gte: todayInAmsterdam() } },
    data: { status: hold ? "held" : "scheduled" },
  });
  if (count === 0) return "alreadyDecided";
  await writeAudit({
    staff,
    action: hold ? "renewal_held" : "renewal_released",
    partnerId: version.policy.partnerId,
    userId: version.policy.userId,
    details: { policy: version.policy.number, anniversary: version.effectiveFrom },
  });
  return "done";
}

/** Any policy's history by its number, for staff. */
export async function staffPolicyHistory(number: string, language: Language) {
  const policy = await db.policy.findUnique({ where: { number: number.trim().slice(0, 64) }, select: POLICY_SELECT });
  if (!policy) return null;
  const versions = await policyVersions(policy.id);
  return {
    number: policy.number,
    product: pickTranslation(policy.product.names, language),
    customer: name(policy.user),
    partner: policy.partner.displayName,
    currency: policy.currency,
    versions: versions.map((version) => ({
      ...historyRow(version),
      fields: Array.isArray(version.changedFields) ? (version.changedFields as string[]) : [],
    })),
  };
}
