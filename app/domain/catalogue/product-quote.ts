// A product's premium and acceptance from the visitor's answers: which option counts for
// each question (the answer, or for an unanswered price question its cheapest option, so
// list prices are honest "from" prices), then the rating engine and the underwriting outcome.
import { carRefusal, type CarUnderwritingCode } from "./car-underwriting";
import { isRated, ratePremium, type BandFactor, type Premium, type TariffRow } from "./rating";
import { formalityConsequences, productOutcome, type FormalityKey, type ProductOutcome } from "./underwriting";
import { ageOn, capIncome, isStrictIsoDate } from "../platform/field-checks";
import { vehicleAgeOn, type Vehicle } from "./vehicles";
import { fieldMeaning, questionWithMeaning, type FieldMeaning } from "./question-fields";

/** Profession risk class used when the visitor has no listed profession (decision 0010). */
export const DEFAULT_RISK_CLASS = 2;

/** Products with their own flow that the shop does not sell through the cart. */
const NOT_IN_SHOP = new Set(["checkin"]);

type OptionLike = {
  id: string;
  value?: string;
  consequence: string;
  underwriting?: string;
  priceFactorPermille: number;
  perClaimCents: number | null;
  perYearCents: number | null;
  deductibleCents: number | null;
};
type QuestionLike = { id: string; group: string; type?: string; field?: string | null; required: boolean; options: readonly OptionLike[] };
export type QuotableProduct = {
  type: string;
  tariffs: readonly TariffRow[];
  bands?: readonly BandFactor[];
  questions: readonly QuestionLike[];
};

export type AnswerLike = {
  optionId: string | null;
  dateValue?: string | null;
  moneyValueCents?: number | null;
  textValue?: string | null;
  floatValue?: number | null;
  /** The option ids of a multiselect answer (a JSON list). */
  multiSelectOptions?: unknown;
  /** What a lookup found: the vehicle of a licence plate, the address of a postcode. */
  details?: unknown;
};

/** The looked-up vehicle of a licence-plate answer. */
export function vehicleOf(answer: AnswerLike | undefined): Vehicle | null {
  const details = answer?.details as Partial<Vehicle> | null | undefined;
  return details && typeof details.plate === "string" ? (details as Vehicle) : null;
}

/** The looked-up address of a postcode answer. */
export function addressOf(
  answer: AnswerLike | undefined,
): { postalCode: string; houseNumber: string; addition: string | null; street: string; city: string } | null {
  const details = answer?.details as { postalCode?: unknown } | null | undefined;
  return details && typeof details.postalCode === "string" ? (details as ReturnType<typeof addressOf> & object) : null;
}

/** The numeric rating inputs a looked-up object gives: a vehicle's value, age, power and mass; an address's postcode region. */
function lookedUpInputs(lookup: FieldMeaning["lookup"], answer: AnswerLike, today: string): Record<string, number> {
  const inputs: Record<string, number> = {};
  const vehicle = lookup === "vehicle" ? vehicleOf(answer) : null;
  if (vehicle) {
    const age = vehicleAgeOn(vehicle, today);
    if (vehicle.catalogueValueCents != null) inputs.vehicle_value = Math.floor(vehicle.catalogueValueCents / 100);
    if (age != null) inputs.vehicle_age = age;
    if (vehicle.powerKw != null) inputs.power_kw = vehicle.powerKw;
    if (vehicle.massKg != null) inputs.mass_kg = vehicle.massKg;
  }
  const address = lookup === "address" ? addressOf(answer) : null;
  // The two-digit postcode area (10-99) is the region insurers rate by.
  if (address) inputs.postcode_region = Number(address.postalCode.slice(0, 2));
  return inputs;
}

/** The option values the answers chose, by field (coverage → all_risk). */
export function chosenValues(
  questions: readonly { id: string; field?: string | null; options: readonly { id: string; value?: string }[] }[],
  answers: ReadonlyMap<string, AnswerLike>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const question of questions) {
    const optionId = answers.get(question.id)?.optionId;
    const option = optionId && question.field ? question.options.find((candidate) => candidate.id === optionId) : undefined;
    if (option?.value != null && question.field) values[question.field] = option.value;
  }
  return values;
}

export function riskClassOf(profession: { riskClass: number } | null | undefined): number {
  return profession?.riskClass ?? DEFAULT_RISK_CLASS;
}

export function isOffered(product: QuotableProduct, riskClass: number): boolean {
  return !NOT_IN_SHOP.has(product.type) && isRated(product.tariffs, riskClass);
}

export function hasValue(answer: AnswerLike | undefined): boolean {
  if (!answer) return false;
  return (
    answer.optionId != null ||
    (answer.dateValue ?? "") !== "" ||
    answer.moneyValueCents != null ||
    (answer.textValue ?? "") !== "" ||
    answer.floatValue != null ||
    (Array.isArray(answer.multiSelectOptions) && answer.multiSelectOptions.length > 0)
  );
}

function cheapest(options: readonly OptionLike[]): OptionLike {
  return options.reduce((best, option) => (option.priceFactorPermille < best.priceFactorPermille ? option : best));
}

/**
 * The numeric rating inputs from the answers: the age on `today` from the birth date, the
 * income, and the insured income (income capped at 125,000, times the insured percentage when
 * the product asks for one). Inputs without an answer are left out: their cheapest band counts.
 */
export function ratingInputs(
  questions: readonly QuestionLike[],
  answers: ReadonlyMap<string, AnswerLike>,
  today: string,
): Record<string, number> {
  const inputs: Record<string, number> = {};
  for (const question of questions) {
    if (!question.field) continue;
    const answer = answers.get(question.id);
    if (!answer) continue;
    const meaning = fieldMeaning(question.field);
    if (answer.details != null) Object.assign(inputs, lookedUpInputs(meaning.lookup, answer, today));
    // The age the tariff reads: the insured person's, or for a car the main driver's.
    if (meaning.ratingInput === "age" && answer.dateValue && isStrictIsoDate(answer.dateValue)) inputs.age = ageOn(answer.dateValue, today);
    else if (answer.moneyValueCents != null) inputs[question.field] = Math.floor(answer.moneyValueCents / 100);
    else if (answer.floatValue != null) inputs[question.field] = answer.floatValue;
    else if (answer.optionId) {
      const value = Number(question.options.find((option) => option.id === answer.optionId)?.value);
      if (Number.isFinite(value)) inputs[question.field] = value;
    }
  }
  if (inputs.income != null) {
    const percentage = questionWithMeaning(questions, "ratingInput", "aov-percentage") ? inputs.aov_percentage : 100;
    if (percentage != null) inputs.insured_income = Math.round((capIncome(inputs.income) * percentage) / 100);
  }
  return inputs;
}

/** What an income cover pays per month when the customer cannot work: the insured yearly income / 12; null without one. */
export function insuredMonthlyCents(
  questions: readonly QuestionLike[],
  answers: ReadonlyMap<string, AnswerLike>,
  today: string,
): number | null {
  const insured = ratingInputs(questions, answers, today).insured_income;
  return insured == null ? null : Math.round((insured * 100) / 12);
}

export type ProductQuote = {
  premium: Premium;
  outcome: ProductOutcome;
  /** Required questions without a usable answer. */
  unanswered: string[];
  /** The underwriting code the insurer refuses this product with for these answers (car: spec section 8). */
  refusal: CarUnderwritingCode | null;
};

/** Acceptance rules of a product line over its looked-up objects and answers; a line without rules refuses nothing. */
export function refusalOf(product: QuotableProduct, answers: ReadonlyMap<string, AnswerLike>, today: string): CarUnderwritingCode | null {
  if (product.type !== "car") return null;
  const plate = questionWithMeaning(product.questions, "lookup", "vehicle");
  const inputs = ratingInputs(product.questions, answers, today);
  const chosen = chosenValues(product.questions, answers);
  return carRefusal({
    vehicle: plate ? vehicleOf(answers.get(plate.id)) : null,
    today,
    mainDriverAge: inputs.age,
    claimFreeYears: inputs.claim_free_years,
    coverage: chosen.coverage,
    roadsideAssistance: chosen.road_assistance === undefined ? undefined : chosen.road_assistance === "yes",
  });
}

export function quoteProduct(
  product: QuotableProduct,
  context: {
    riskClass: number;
    answers: ReadonlyMap<string, AnswerLike>;
    /** The day ages are counted on (todayInAmsterdam). */
    today: string;
    discountPercent?: number;
    formalityDeclared?: boolean;
    /** The checkout's formality answers: one the product's insurer refuses on refers it (formalityConsequences). */
    formalities?: Readonly<Partial<Record<FormalityKey, boolean>>> | null;
  },
): ProductQuote {
  const options: OptionLike[] = [];
  // Only what the visitor chose says anything about acceptance; a "from" option does not.
  const chosenOptions: OptionLike[] = [];
  const unanswered: string[] = [];
  for (const question of product.questions) {
    const answer = context.answers.get(question.id);
    const chosen = answer?.optionId ? question.options.find((option) => option.id === answer.optionId) : undefined;
    if (chosen) {
      options.push(chosen);
      chosenOptions.push(chosen);
    } else if (question.group === "price" && question.options.length > 0) options.push(cheapest(question.options));
    if (question.required && !(chosen || (question.options.length === 0 && hasValue(answer)))) unanswered.push(question.id);
  }
  const premium = ratePremium({
    productType: product.type,
    riskClass: context.riskClass,
    tariffs: product.tariffs,
    options,
    bands: product.bands,
    inputs: ratingInputs(product.questions, context.answers, context.today),
    discountPercent: context.discountPercent,
  });
  const refusal = refusalOf(product, context.answers, context.today);
  // A refusal, or an answer outside every band (an age the tariff does not cover), refers to an adviser.
  const outcome =
    refusal || premium.outOfRange.length > 0
      ? "refer"
      : productOutcome(
          [...chosenOptions.map((option) => option.consequence), ...formalityConsequences(product.type, context.formalities)],
          context.formalityDeclared ?? false,
          chosenOptions.map((option) => option.underwriting ?? "none"),
        );
  return { premium, outcome, unanswered, refusal };
}

/** Question types whose options are covers: a consumer compares them by the premium each comes to. */
export const COVER_CHOICE_TYPES: ReadonlySet<string> = new Set(["car_insurance_coverages", "allianz_coverages", "extra_coverage"]);

/**
 * The premium with each option of each cover question, the other answers as they are (spec:
 * coverage prices keyed by option): { questionId: { optionId: grossMonthlyCents } }.
 */
export function coverOptionPremiums(
  product: QuotableProduct,
  context: Omit<Parameters<typeof quoteProduct>[1], "formalityDeclared" | "formalities">,
): Record<string, Record<string, number>> {
  const prices: Record<string, Record<string, number>> = {};
  for (const question of product.questions) {
    // The covers, and the deductible (a higher one is the cheaper choice).
    if (!(question.type && COVER_CHOICE_TYPES.has(question.type)) && question.field !== "deductible") continue;
    prices[question.id] = Object.fromEntries(
      question.options.map((option) => [
        option.id,
        quoteProduct(product, { ...context, answers: new Map(context.answers).set(question.id, { optionId: option.id }) }).premium
          .grossMonthlyCents,
      ]),
    );
  }
  return prices;
}
