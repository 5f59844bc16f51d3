// Changing a policy (issue 34, decision 0078): the change flow's server side. The form carries
// every changeable answer (prefilled with the version in force) and the effective date; the
// server checks them with the checkout's own field rules and registers (checkAnswers: the same
// plate lookup and address lookup), re-prices with the same quoteProduct, runs the acceptance
// rules and works out the difference for the rest of the period. Nothing is trusted from a
// preview: confirming computes everything again from the posted answers.
import type { Language } from "~/domain/platform/languages";
import { changeDecision, effectiveDateError, effectiveDateWindow, type ChangeDecision } from "~/domain/account/policy-change";
import { changeSettlement } from "~/domain/billing/proration";
import { postedDate } from "~/domain/platform/date-parts";
import { changeableQuestions } from "~/domain/checkout/flows/policy-change";
import { insuredObjectOf } from "~/domain/catalogue/insured-object";
import { insuredMonthlyCents, quoteProduct, type AnswerLike } from "~/domain/catalogue/product-quote";
import { refusalMessage, type RefusalMessage } from "~/domain/catalogue/car-underwriting";
import { answerFieldName, answerInput, ADDRESS_PART_NAMES } from "~/domain/catalogue/question-fields";
import { pickTranslation } from "~/domain/platform/translated-text";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { contactDeadline } from "~/domain/staff/review-queue";
import { findCatalogueProduct, type CatalogueProduct, type CatalogueQuestion } from "../catalogue/catalogue.server";
import { checkAnswers } from "../checkout/answers.server";
import { visitorRiskClass } from "../checkout/cart.server";
import { savedValue } from "../checkout/question-screen.server";
import { writeAudit } from "../platform/audit.server";
import { db, type Prisma } from "../platform/db.server";
import type { LoadedPartner } from "../platform/partner.server";
import { partnerUrl } from "../platform/public-url.server";
import type { Customer } from "../platform/session.server";
import { deliverSoon } from "../providers/mail.server";
import { noticeTexts, notifyCustomer } from "../staff/back-office.server";
import { periodInvoiced, putInForce, ensureFirstVersion } from "../billing/policy-versions.server";
import type { OwnPolicy } from "./account.server";

type FormLike = { get(name: string): FormDataEntryValue | null; getAll(name: string): FormDataEntryValue[] };

/** Statuses a policy can be changed in: running (not waiting, declined or ended). */
const CHANGEABLE_STATUSES = ["active"];

export type ChangeField = {
  name: string;
  label: string;
  input: "option" | "address" | "text" | "money";
  options: { value: string; label: string }[];
  /** An address: the names of its three inputs (postcode, house number, addition). */
  parts: string[];
};

export type ChangeForm = {
  fields: ChangeField[];
  values: Record<string, string>;
  window: { min: string; max: string };
};

function answersOf(stored: unknown): Map<string, AnswerLike> {
  const list = Array.isArray(stored) ? (stored as (AnswerLike & { questionId?: unknown })[]) : [];
  return new Map(list.flatMap((answer) => (typeof answer.questionId === "string" ? [[answer.questionId, answer] as const] : [])));
}

/** An answer's comparable content (what a customer changes), without what a lookup added. */
function answerKey(answer: AnswerLike | undefined): string {
  if (!answer) return "";
  return JSON.stringify([
    answer.optionId ?? null,
    answer.textValue ?? null,
    answer.moneyValueCents ?? null,
    answer.dateValue ?? null,
    answer.floatValue ?? null,
  ]);
}

function fieldOf(question: CatalogueQuestion, language: Language): ChangeField {
  const kind = answerInput(question);
  return {
    name: answerFieldName(question),
    label: pickTranslation(question.texts, language),
    input:
      kind === "option" ? "option" : kind === "address" ? "address" : question.field === "income" || kind === "money" ? "money" : "text",
    parts: kind === "address" ? [...ADDRESS_PART_NAMES] : [],
    options: question.options.map((option) => ({
      value: answerFieldName(question).startsWith("f-") ? option.value : option.id,
      label: pickTranslation(option.labels, language),
    })),
  };
}

async function productOf(policy: { productId: string }, partner: LoadedPartner): Promise<CatalogueProduct | null> {
  return findCatalogueProduct(partner.config.id, policy.productId);
}

/** Why a policy can not be changed now (a message key), or null. */
export async function changeRefusal(policy: OwnPolicy, partner: LoadedPartner): Promise<string | null> {
  if (!CHANGEABLE_STATUSES.includes(policy.status) || policy.endDate) return "account:change.errors.notChangeable";
  const product = await productOf(policy, partner);
  if (!product || changeableQuestions(product.type, product.questions).length === 0) return "account:change.errors.nothingToChange";
  const open = await db.policyVersion.findFirst({
    where: { policyId: policy.id, reason: "change", status: { in: ["scheduled", "pending_review"] } },
    select: { id: true },
  });
  return open ? "account:change.errors.pending" : null;
}

/** The change form prefilled with the answers in force. */
export async function changeForm(policy: OwnPolicy, partner: LoadedPartner, language: Language): Promise<ChangeForm | null> {
  const product = await productOf(policy, partner);
  if (!product) return null;
  const stored = await db.policy.findUniqueOrThrow({ where: { id: policy.id }, select: { answers: true } });
  const answers = answersOf(stored.answers);
  const values: Record<string, string> = {};
  const questions = changeableQuestions(product.type, product.questions);
  for (const question of questions) {
    const value = savedValue(question, answers.get(question.id));
    if (answerInput(question) === "address") {
      const [postcode = "", houseNumber = "", addition = ""] = value.split("|");
      [values[ADDRESS_PART_NAMES[0]!], values[ADDRESS_PART_NAMES[1]!], values[ADDRESS_PART_NAMES[2]!]] = [postcode, houseNumber, addition];
    } else values[answerFieldName(question)] = value;
  }
  const today = todayInAmsterdam();
  return {
    fields: questions.map((question) => fieldOf(question, language)),
    values,
    window: effectiveDateWindow(policy.startDate, today, policy.endDate),
  };
}

export type ChangePreview = {
  errors: Record<string, string>;
  values: Record<string, string>;
  effectiveDate: string | null;
  decision: ChangeDecision | null;
  refusal: RefusalMessage | null;
  oldMonthlyCents: number;
  newMonthlyCents: number;
  differenceCents: number;
  periodEnd: string | null;
  changedFields: string[];
};

type Evaluated = ChangePreview & {
  product: CatalogueProduct;
  answers: Map<string, AnswerLike>;
  quote: ReturnType<typeof quoteProduct> | null;
};

async function evaluate(
  policy: OwnPolicy,
  customer: Customer,
  partner: LoadedPartner,
  form: FormLike,
  signal?: AbortSignal,
): Promise<Evaluated | null> {
  const product = await productOf(policy, partner);
  if (!product) return null;
  const today = todayInAmsterdam();
  const questions = changeableQuestions(product.type, product.questions);
  const checked = await checkAnswers(
    questions.map((question) => ({ question, productType: product.type })),
    form,
    today,
    signal,
  );
  const errors = { ...checked.errors };
  // Day, month and year fields (decision 0088); one ISO field still reads.
  const posted = postedDate(form, "effectiveDate");
  const values = { ...checked.values, effectiveDate: posted.shown };
  const effectiveDate = posted.date && "iso" in posted.date ? posted.date.iso : null;
  const dateError =
    posted.date && "error" in posted.date
      ? posted.date.error
      : effectiveDate
        ? effectiveDateError(effectiveDate, effectiveDateWindow(policy.startDate, today, policy.endDate))
        : "account:change.errors.effectiveDate";
  if (dateError) errors.effectiveDate = dateError;

  const stored = await db.policy.findUniqueOrThrow({ where: { id: policy.id }, select: { answers: true } });
  const oldAnswers = answersOf(stored.answers);
  const answers = new Map(oldAnswers);
  for (const { question, value } of checked.parsed) {
    if (value) answers.set(question.id, { ...value, details: value.details ?? null });
    else answers.delete(question.id);
  }
  const changedFields = questions
    .filter((question) => answerKey(oldAnswers.get(question.id)) !== answerKey(answers.get(question.id)))
    .map((question) => question.field ?? question.id);
  const base: Evaluated = {
    errors,
    values,
    effectiveDate,
    decision: null,
    refusal: null,
    oldMonthlyCents: policy.grossMonthlyCents,
    newMonthlyCents: policy.grossMonthlyCents,
    differenceCents: 0,
    periodEnd: null,
    changedFields,
    product,
    answers,
    quote: null,
  };
  if (Object.keys(errors).length > 0) return base;
  if (changedFields.length === 0) return { ...base, errors: { form: "account:change.errors.nothingChanged" } };

  const riskClass = await visitorRiskClass(customer);
  const quote = quoteProduct(product, { riskClass, answers, today, discountPercent: policy.discountPercent });
  const decision = changeDecision({
    changedFields,
    refusal: quote.refusal,
    outcome: quote.outcome,
    oldInsuredCents: insuredMonthlyCents(product.questions, oldAnswers, today),
    newInsuredCents: insuredMonthlyCents(product.questions, answers, today),
  });
  const date = effectiveDate!;
  const period = changeSettlement({
    startDate: policy.startDate,
    effectiveDate: date,
    oldMonthlyCents: 0,
    newMonthlyCents: 0,
    periodInvoiced: true,
  }).period;
  // As the run will have it on the effective date: a period that began before it is invoiced by then.
  const invoiced = period.periodStart < date || (await periodInvoiced(db, policy.id, period.periodStart));
  const settlement = changeSettlement({
    startDate: policy.startDate,
    effectiveDate: date,
    oldMonthlyCents: policy.grossMonthlyCents,
    newMonthlyCents: quote.premium.grossMonthlyCents,
    periodInvoiced: invoiced,
  });
  const refusal = decision.kind === "refused" ? refusalMessage(quote.refusal) : null;
  const refusedField = questions.find((question) => question.field === "license_plate") ?? questions[0];
  return {
    ...base,
    errors:
      decision.kind === "refused" && refusedField && !refusal ? { [answerFieldName(refusedField)]: "account:change.errors.refused" } : {},
    decision,
    refusal,
    newMonthlyCents: quote.premium.grossMonthlyCents,
    differenceCents: settlement.differenceCents,
    periodEnd: settlement.period.periodEnd,
    quote,
  };
}

function publicPreview(evaluated: Evaluated): ChangePreview {
  const { product: _product, answers: _answers, quote: _quote, ...preview } = evaluated;
  return preview;
}

/** Checks the posted change and prices it; writes nothing. Null: the product is not on this partner. */
export async function previewChange(policy: OwnPolicy, customer: Customer, partner: LoadedPartner, form: FormLike, signal?: AbortSignal) {
  const evaluated = await evaluate(policy, customer, partner, form, signal);
  return evaluated ? publicPreview(evaluated) : null;
}

export type ConfirmResult =
  | { kind: "invalid"; preview: ChangePreview }
  | { kind: "refused"; preview: ChangePreview }
  | { kind: "conflict" }
  | { kind: "done"; status: "in_force" | "scheduled" | "pending_review"; version: number };

/**
 * Confirms a change: the next version, in force at once when its date is today, scheduled for a
 * later date, or waiting for an underwriter when it raises the risk. One open change at a time.
 */
export async function confirmChange(
  policy: OwnPolicy,
  customer: Customer,
  partner: LoadedPartner,
  language: Language,
  form: FormLike,
  signal?: AbortSignal,
): Promise<ConfirmResult | null> {
  const evaluated = await evaluate(policy, customer, partner, form, signal);
  if (!evaluated) return null;
  const preview = publicPreview(evaluated);
  if (!evaluated.decision || !evaluated.quote || Object.keys(evaluated.errors).length > 0) return { kind: "invalid", preview };
  if (evaluated.decision.kind === "refused" || evaluated.decision.kind === "unchanged") return { kind: "refused", preview };
  const { quote, product, answers } = evaluated;
  const effectiveFrom = evaluated.effectiveDate!;
  const today = todayInAmsterdam();
  const review = evaluated.decision.kind === "review";
  await ensureFirstVersion(policy.id);
  const { t, trust } = await noticeTexts(partner, language, "account");
  const user = await db.user.findUniqueOrThrow({ where: { id: customer.id }, select: { id: true, email: true, firstName: true } });
  const result = await db.$transaction(async (tx): Promise<ConfirmResult> => {
    const open = await tx.policyVersion.findFirst({
      where: { policyId: policy.id, reason: "change", status: { in: ["scheduled", "pending_review"] } },
      select: { id: true },
    });
    if (open) return { kind: "conflict" };
    const last = await tx.policyVersion.findFirst({
      where: { policyId: policy.id },
      orderBy: { version: "desc" },
      select: { version: true },
    });
    const number = (last?.version ?? 1) + 1;
    const created = await tx.policyVersion.create({
      data: {
        policyId: policy.id,
        version: number,
        reason: "change",
        status: review ? "pending_review" : "scheduled",
        effectiveFrom,
        answers: product.questions.flatMap((question) => {
          const answer = answers.get(question.id);
          return answer ? [{ questionId: question.id, ...answer }] : [];
        }) as Prisma.InputJsonValue,
        insuredObject: (insuredObjectOf(product, answers) ?? undefined) as Prisma.InputJsonValue | undefined,
        changedFields: evaluated.changedFields,
        netMonthlyCents: quote.premium.netMonthlyCents,
        grossMonthlyCents: quote.premium.grossMonthlyCents,
        discountPercent: quote.premium.discountPercent,
        perClaimCents: quote.premium.cover.perClaimCents,
        perYearCents: quote.premium.cover.perYearCents,
        deductibleCents: quote.premium.cover.deductibleCents,
        differenceCents: evaluated.differenceCents,
        reviewDueAt: review ? contactDeadline(new Date()) : null,
      },
      select: { id: true },
    });
    let status: "in_force" | "scheduled" | "pending_review" = review ? "pending_review" : "scheduled";
    if (!review && effectiveFrom <= today && (await putInForce(tx, created.id, ["scheduled"]))) status = "in_force";
    const values = {
      number: policy.number,
      date: formatDate(effectiveFrom),
      old: formatMoney(policy.grossMonthlyCents, policy.currency),
      new: formatMoney(quote.premium.grossMonthlyCents, policy.currency),
      difference: formatMoney(evaluated.differenceCents, policy.currency),
    };
    await notifyCustomer(
      tx,
      {
        partner: {
          id: partner.config.id,
          name: partner.config.name,
          isDefault: partner.config.isDefault,
          displayName: partner.config.displayName,
        },
        user,
      },
      {
        subject: t(`change.mail.${status}.subject`, values),
        paragraphs: [t(`change.mail.${status}.body`, values)],
        link: partnerUrl(partner.config, `/user/policies/${policy.id}`),
        linkText: t("change.mail.link"),
        trust,
      },
    );
    await writeAudit(
      {
        staff: null,
        action: "policy_changed",
        partnerId: partner.config.id,
        userId: customer.id,
        details: {
          policy: policy.number,
          version: number,
          fields: evaluated.changedFields,
          effectiveFrom,
          old: policy.grossMonthlyCents,
          new: quote.premium.grossMonthlyCents,
          differenceCents: evaluated.differenceCents,
          status,
        },
      },
      tx,
    );
    return { kind: "done", status, version: number };
  });
  if (result.kind === "done") deliverSoon();
  return result;
}
