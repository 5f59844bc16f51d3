// The one price a product shows before the checkout: on its card, its product page, in the
// assistant and the calculator (decision 0086). It is the premium quoteProduct gives for the
// visitor's answers with the product's default answers in the gaps, so it is what the checkout
// charges a buyer who keeps those defaults. Where a gap can have no default (a birth date, an
// income, a licence plate, an address, or a fact about the buyer such as smoking), the price
// says "from": every such gap at its cheapest acceptable option and cheapest band.
import { hasValue, quoteProduct, ratingInputs, type AnswerLike, type QuotableProduct } from "./product-quote";

/** Consequences that end the purchase: never a default, never the basis of a "from" price. */
const REFUSING: ReadonlySet<string> = new Set(["reject", "drop_out", "hard_drop_out"]);

/**
 * Option questions about the buyer rather than about the cover: their answer is a fact the
 * buyer must give, so it is never preselected; when its options differ in price, the shown
 * price is a "from" price.
 */
export const FACT_FIELDS: ReadonlySet<string> = new Set([
  "is_smoking",
  "family_composition",
  "home_ownership",
  "allianz_house_conformity",
  "device_type",
  "km_per_year",
]);

type Option = QuotableProduct["questions"][number]["options"][number];
type Question = QuotableProduct["questions"][number];

export type ShownPrice = {
  /** exact: what a buyer with the default answers pays; from: the lowest a buyer can pay, answers still to come decide. */
  kind: "exact" | "from";
  grossMonthlyCents: number;
  netMonthlyCents: number;
  /** The default answers the price assumes where the visitor has not answered: question id → option id. The checkout preselects them. */
  defaults: Record<string, string>;
  /** The cheapest acceptable options of the unanswered fact questions ("from" prices assume them; nothing preselects them). */
  cheapestFacts: Record<string, string>;
  /** Rating inputs without an answer that change the price (age, insured_income, vehicle_value, ...): taken at their cheapest band. */
  openInputs: string[];
};

/** Whether a question's answer can change the premium (a price or extra-cover question with options). */
function pricesByOption(question: Question): boolean {
  return (question.group === "price" || question.group === "extra_coverage") && question.options.length > 0;
}

/** The cheapest option that does not end the purchase; on a tie the first in the catalogue's order. Null when every option refuses. */
export function cheapestAcceptable(options: readonly Option[]): Option | null {
  let best: Option | null = null;
  for (const option of options) {
    if (REFUSING.has(option.consequence)) continue;
    if (!best || option.priceFactorPermille < best.priceFactorPermille) best = option;
  }
  return best;
}

function isFact(question: Question): boolean {
  return question.field != null && FACT_FIELDS.has(question.field);
}

/**
 * The default answers of the unanswered choice questions: each at its cheapest acceptable
 * option, or where the product offers packages (the aov's short, medium, large) the cheapest
 * package's options first, since the checkout offers the packages before the free choice.
 */
export function defaultAnswers(
  product: QuotableProduct,
  context: PriceContext,
  packages: readonly ReadonlyMap<string, string>[] = [],
): Map<string, string> {
  const open = (question: Question) => pricesByOption(question) && !isFact(question) && !hasValue(context.answers.get(question.id));
  const defaults = new Map<string, string>();
  for (const question of product.questions) {
    const option = open(question) ? cheapestAcceptable(question.options) : null;
    if (option) defaults.set(question.id, option.id);
  }
  let cheapestPackage: { choices: Map<string, string>; cents: number } | null = null;
  for (const choices of packages) {
    // A package counts only for the questions still open; an answered one keeps its answer.
    const applied = new Map([...defaults, ...[...choices].filter(([questionId]) => defaults.has(questionId))]);
    const cents = priceWith(product, context, applied).grossMonthlyCents;
    if (!cheapestPackage || cents < cheapestPackage.cents) cheapestPackage = { choices: applied, cents };
  }
  return cheapestPackage?.choices ?? defaults;
}

export type PriceContext = {
  riskClass: number;
  answers: ReadonlyMap<string, AnswerLike>;
  /** The day ages are counted on (todayInAmsterdam). */
  today: string;
  discountPercent?: number;
};

/** What a visitor brings to a price (PriceContext without the day): their profession's risk class, answers and discount. */
export type VisitorPricing = Omit<PriceContext, "today">;

function priceWith(product: QuotableProduct, context: PriceContext, chosen: ReadonlyMap<string, string>) {
  const answers = new Map(context.answers);
  for (const [questionId, optionId] of chosen) answers.set(questionId, { optionId });
  return quoteProduct(product, { ...context, answers }).premium;
}

/**
 * The price the product shows this visitor: their answers, the default answers in the choice
 * gaps, and for what has no default its cheapest acceptable option or band ("from").
 * `packages` are the product's named option sets (aov presets) as question id → option id.
 */
export function shownPrice(
  product: QuotableProduct,
  context: PriceContext,
  packages: readonly ReadonlyMap<string, string>[] = [],
): ShownPrice {
  const defaults = defaultAnswers(product, context, packages);
  const cheapestFacts = new Map<string, string>();
  let factChangesPrice = false;
  for (const question of product.questions) {
    if (!pricesByOption(question) || !isFact(question) || hasValue(context.answers.get(question.id))) continue;
    const option = cheapestAcceptable(question.options);
    if (!option) continue;
    cheapestFacts.set(question.id, option.id);
    const acceptable = question.options.filter((candidate) => !REFUSING.has(candidate.consequence));
    if (acceptable.some((candidate) => candidate.priceFactorPermille !== option.priceFactorPermille)) factChangesPrice = true;
  }
  const chosen = new Map([...defaults, ...cheapestFacts]);
  const premium = priceWith(product, context, chosen);

  // Inputs the bands read that no answer gives: the premium took their cheapest band.
  const answered = ratingInputs(
    product.questions,
    new Map([...context.answers, ...[...chosen].map(([id, optionId]) => [id, { optionId }] as const)]),
    context.today,
  );
  const openInputs = [...new Set((product.bands ?? []).map((band) => band.input))].filter((input) => {
    if (answered[input] != null) return false;
    const factors = new Set((product.bands ?? []).filter((band) => band.input === input).map((band) => band.factorPermille));
    return factors.size > 1;
  });
  return {
    kind: openInputs.length > 0 || factChangesPrice ? "from" : "exact",
    grossMonthlyCents: premium.grossMonthlyCents,
    netMonthlyCents: premium.netMonthlyCents,
    defaults: Object.fromEntries(defaults),
    cheapestFacts: Object.fromEntries(cheapestFacts),
    openInputs,
  };
}
