// The insurance check-in (spec sections 1 and 2; decision 0036): what a freelancer holds
// elsewhere, read from the check-in product's answers, and how it compares with what this
// partner offers their profession. Pure: the server passes in the questions, answers and offer.
import type { AnswerLike } from "../catalogue/product-quote";
import { questionWithMeaning, type FieldMeaning } from "../catalogue/question-fields";

/** Insurance held elsewhere, as the check-in's answers describe it. */
export type HeldInsurance = {
  insurer: string;
  /** The kinds held: the option values of the multiselect question (business_liability, aov, ...). */
  kinds: string[];
  perClaimCents: number;
  perYearCents: number;
  renewalDate: string;
  monthlyPremiumCents: number;
};

type CheckinQuestion = { id: string; field: string | null; options: readonly { id: string; value: string }[] };

/**
 * The held insurance from the saved answers; null while an answer is missing. Amounts of the
 * cover questions are their option values in whole euros.
 */
export function heldInsuranceOf(questions: readonly CheckinQuestion[], answers: ReadonlyMap<string, AnswerLike>): HeldInsurance | null {
  const entry = <K extends keyof FieldMeaning>(key: K, value: NonNullable<FieldMeaning[K]>) => {
    const question = questionWithMeaning(questions, key, value);
    return question ? { question, answer: answers.get(question.id) } : null;
  };
  const optionValue = (found: ReturnType<typeof entry>) =>
    found?.question.options.find((option) => option.id === found.answer?.optionId)?.value ?? null;
  const kindsEntry = entry("heldInsurance", "kinds");
  const chosen = kindsEntry?.answer?.multiSelectOptions;
  const kinds = Array.isArray(chosen)
    ? kindsEntry!.question.options.filter((option) => chosen.includes(option.id)).map((option) => option.value)
    : [];
  const insurer = entry("heldInsurance", "insurer")?.answer?.textValue ?? "";
  const perClaim = Number(optionValue(entry("insuredValue", "per-claim")));
  const perYear = Number(optionValue(entry("insuredValue", "per-year")));
  const renewalDate = entry("heldInsurance", "renewal-date")?.answer?.dateValue ?? "";
  const premium = entry("heldInsurance", "monthly-premium")?.answer?.moneyValueCents;
  if (kinds.length === 0 || !insurer || !(perClaim > 0) || !(perYear > 0) || !renewalDate || premium == null) return null;
  return { insurer, kinds, perClaimCents: perClaim * 100, perYearCents: perYear * 100, renewalDate, monthlyPremiumCents: premium };
}

/** Which kind of held insurance a product of this platform stands for (aov_acture is an aov). */
export function kindOfProductType(type: string): string {
  return type === "aov_acture" ? "aov" : type;
}

/** The kinds whose cover is an amount per claim and per year (the check-in asks those amounts). */
const LIABILITY_KINDS = new Set(["business_liability", "professional_liability"]);

export type ComparedProduct<P> = {
  product: P;
  /**
   * covered: held, with at least the cover this partner offers; lower-cover: held, with less
   * per claim than this partner's highest option; gap: not held.
   */
  status: "covered" | "lower-cover" | "gap";
};

/**
 * Each offered product of a kind the check-in asks about (askedKinds: its multiselect's
 * values) against what is held. Products of other kinds (a car, a death-risk cover) are no
 * part of a freelancer's check-in and are left out.
 */
export function compareWithOffer<P extends { type: string; maxPerClaimCents: number | null }>(
  held: Pick<HeldInsurance, "kinds" | "perClaimCents">,
  askedKinds: readonly string[],
  offered: readonly P[],
): { products: ComparedProduct<P>[]; covered: boolean } {
  const relevant = offered.filter((product) => askedKinds.includes(kindOfProductType(product.type)));
  const products = relevant.map((product): ComparedProduct<P> => {
    const kind = kindOfProductType(product.type);
    if (!held.kinds.includes(kind)) return { product, status: "gap" };
    const lower = LIABILITY_KINDS.has(kind) && product.maxPerClaimCents != null && held.perClaimCents < product.maxPerClaimCents;
    return { product, status: lower ? "lower-cover" : "covered" };
  });
  return { products, covered: products.every((entry) => entry.status === "covered") };
}
