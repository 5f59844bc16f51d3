// A product's premium and acceptance from the visitor's answers: which option counts for
// each question (the answer, or for an unanswered price question its cheapest option, so
// list prices are honest "from" prices), then the rating engine and the underwriting outcome.
import { isRated, ratePremium, type Premium, type TariffRow } from "./rating";
import { productOutcome, type ProductOutcome } from "./underwriting";

/** Profession risk class used when the visitor has no listed profession (decision 0010). */
export const DEFAULT_RISK_CLASS = 2;

/** Products with their own flow that the shop does not sell through the cart. */
const NOT_IN_SHOP = new Set(["checkin"]);

type OptionLike = {
  id: string;
  consequence: string;
  priceFactorPermille: number;
  perClaimCents: number | null;
  perYearCents: number | null;
  deductibleCents: number | null;
};
type QuestionLike = { id: string; group: string; required: boolean; options: readonly OptionLike[] };
export type QuotableProduct = { type: string; tariffs: readonly TariffRow[]; questions: readonly QuestionLike[] };

export type AnswerLike = { optionId: string | null; dateValue?: string | null; moneyValueCents?: number | null; textValue?: string | null; floatValue?: number | null };

export function riskClassOf(profession: { riskClass: number } | null | undefined): number {
  return profession?.riskClass ?? DEFAULT_RISK_CLASS;
}

export function isOffered(product: QuotableProduct, riskClass: number): boolean {
  return !NOT_IN_SHOP.has(product.type) && isRated(product.tariffs, riskClass);
}

function hasValue(answer: AnswerLike | undefined): boolean {
  if (!answer) return false;
  return (
    answer.optionId != null ||
    (answer.dateValue ?? "") !== "" ||
    answer.moneyValueCents != null ||
    (answer.textValue ?? "") !== "" ||
    answer.floatValue != null
  );
}

function cheapest(options: readonly OptionLike[]): OptionLike {
  return options.reduce((best, option) => (option.priceFactorPermille < best.priceFactorPermille ? option : best));
}

export type ProductQuote = {
  premium: Premium;
  outcome: ProductOutcome;
  /** Required questions without a usable answer. */
  unanswered: string[];
};

export function quoteProduct(
  product: QuotableProduct,
  context: { riskClass: number; answers: ReadonlyMap<string, AnswerLike>; discountPercent?: number; formalityDeclared?: boolean },
): ProductQuote {
  const options: OptionLike[] = [];
  const unanswered: string[] = [];
  for (const question of product.questions) {
    const answer = context.answers.get(question.id);
    const chosen = answer?.optionId ? question.options.find((option) => option.id === answer.optionId) : undefined;
    if (chosen) options.push(chosen);
    else if (question.group === "price" && question.options.length > 0) options.push(cheapest(question.options));
    if (question.required && !(chosen || (question.options.length === 0 && hasValue(answer)))) unanswered.push(question.id);
  }
  const premium = ratePremium({
    productType: product.type,
    riskClass: context.riskClass,
    tariffs: product.tariffs,
    options,
    discountPercent: context.discountPercent,
  });
  const outcome = productOutcome(
    options.map((option) => option.consequence),
    context.formalityDeclared ?? false,
  );
  return { premium, outcome, unanswered };
}
