// The questions screen's data (checkout-questions.tsx serves /checkout/questions, the consumer
// flows' /checkout/final-questions and numberplate, the calculator and the check-in): what each
// product asks on this step with its saved answer and price, the presets and the formalities,
// read once per request from the step's context.
import { insuredAddressOf, insuredObjectOf } from "~/domain/catalogue/insured-object";
import { quoteRefusalMessage } from "~/domain/catalogue/insurer-quote";
import { ecommerceEvent } from "~/domain/platform/analytics";
import { questionsForStep } from "~/domain/checkout/flows/flow-steps";
import { STEP_PATHS } from "~/domain/checkout/flows/definitions";
import { matchingPreset, presetAnswers, presetNames } from "~/domain/checkout/aov-presets";
import { insuredMonthlyCents, quoteProduct, type AnswerLike } from "~/domain/catalogue/product-quote";
import {
  answerFieldName,
  answerInput,
  fieldMeaning,
  isSharedField,
  MULTISELECT_SEPARATOR,
  questionWithMeaning,
} from "~/domain/catalogue/question-fields";
import { orderQuestions } from "~/domain/catalogue/question-flow";
import { pickTranslation } from "~/domain/platform/translated-text";
import { FORMALITIES, type FormalityKey } from "~/domain/catalogue/underwriting";
import { LIMITS } from "~/domain/platform/field-checks";
import { questionViewOf, type QuestionView } from "~/domain/checkout/question-view";
import { checkExplanation, formalityExplanationFieldName } from "~/domain/checkout/answer-details";
import type { CatalogueProduct } from "../catalogue/catalogue.server";
import type { AskedQuestion } from "./answers.server";
import { discountPercentFor, visitorAnswers, visitorRiskClass } from "./cart.server";
import { quoteCheckout } from "./checkout.server";
import { stepBarOf, type FlowStepContext } from "./checkout-flow.server";
import { quoteAnsweredQuestionIds } from "./quote-cart.server";
import { shownPriceOf } from "../catalogue/shown-price.server";
import { hyphenate } from "../platform/hyphenation.server";

/** How a saved answer goes back into its input: a shared field's option by value, an address by its parts. */
export function savedValue(question: CatalogueProduct["questions"][number], answer: AnswerLike | undefined): string {
  if (!answer) return "";
  if (Array.isArray(answer.multiSelectOptions)) return answer.multiSelectOptions.join(MULTISELECT_SEPARATOR);
  if (answer.optionId)
    return isSharedField(question.field)
      ? (question.options.find((option) => option.id === answer.optionId)?.value ?? "")
      : answer.optionId;
  if (answerInput(question) === "address") {
    const [postcode = "", houseNumber = "", ...addition] = (answer.textValue ?? "").split(" ");
    return [postcode, houseNumber, addition.join(" ")].join("|");
  }
  if (answer.dateValue) return answer.dateValue;
  if (answer.moneyValueCents != null) return String(answer.moneyValueCents / 100);
  if (answer.floatValue != null) return String(answer.floatValue);
  return answer.textValue ?? "";
}

/** The default answer the shown price assumed, as its input's value; "" when it assumed none. */
function defaultValue(question: CatalogueProduct["questions"][number], defaults: Record<string, string> | undefined): string {
  const optionId = defaults?.[question.id];
  return optionId ? savedValue(question, { optionId }) : "";
}

/**
 * The questions of this screen, per product, in asking order (price first); those a broker's open
 * quote answered are not asked again (quoteAnsweredQuestionIds, decision 0080).
 */
export function askedOnStep(
  context: FlowStepContext,
  answeredByQuote: ReadonlySet<string> = new Set(),
): { product: CatalogueProduct; questions: AskedQuestion[] }[] {
  return context.products.map((product) => ({
    product,
    questions: questionsForStep(context.flow, context.step, orderQuestions(product.questions))
      .filter((question) => !answeredByQuote.has(question.id))
      .map((question) => ({ question, productType: product.type })),
  }));
}

/** Everything the questions screen shows for this step. */
export async function questionScreen(context: FlowStepContext) {
  const { partner, language, visitor, checkout, products, step, flow, today } = context;
  const [answers, riskClass, answeredByQuote] = await Promise.all([
    visitorAnswers(visitor.id),
    visitorRiskClass(visitor),
    quoteAnsweredQuestionIds(visitor.id, today),
  ]);
  // Consumers compare covers by price (spec: coverage prices per option); car and home ask the insurer (decision 0083).
  const quotes = await quoteCheckout(visitor, partner, products, { answers, riskClass, optionPrices: flow.customer === "personal" });
  const discountPercent = discountPercentFor(visitor, partner);
  // The answers the product's shown price assumed, preselected where none is saved (decision 0086).
  const defaults = new Map(
    products.map((product) => [product.id, shownPriceOf(product, { riskClass, answers, today, discountPercent }).defaults]),
  );
  // The numberplate screen: a step of its own for the question a vehicle is looked up by.
  const numberplate = !!step.fields?.some((field) => fieldMeaning(field).lookup === "vehicle");
  const coverPrices = new Map(quotes.flatMap(({ product, options }) => (options ? [[product.id, options] as const] : [])));
  const asked = askedOnStep(context, answeredByQuote);
  // With several products on one screen, what describes the customer or the home is asked once, above them.
  const sharedOnTop = asked.filter(({ questions }) => questions.length > 0).length > 1;
  const shared: QuestionView[] = [];
  const questionView = (product: CatalogueProduct, question: CatalogueProduct["questions"][number]): QuestionView =>
    questionViewOf(question, language, {
      value: answers.has(question.id) ? savedValue(question, answers.get(question.id)) : defaultValue(question, defaults.get(product.id)),
      optionPrice: (optionId) => coverPrices.get(product.id)?.[question.id]?.[optionId] ?? null,
      found: fieldMeaning(question.field).lookup === "address" ? insuredAddressOf(answers.get(question.id)) : null,
    });
  const view = asked.map(({ product, questions }, index) => {
    const name = pickTranslation(product.names, language);
    const own: QuestionView[] = [];
    for (const { question } of questions) {
      if (sharedOnTop && isSharedField(question.field)) {
        if (!shared.some((candidate) => candidate.field === question.field)) shared.push(questionView(product, question));
      } else own.push(questionView(product, question));
    }
    const quote = quotes[index]!.quote;
    return {
      id: product.id,
      analyticsId: products[index]!.analyticsId,
      name,
      // The heading's: long compound names break only at a syllable, with a hyphen (issue 35).
      displayName: hyphenate(name, language),
      currency: product.currency,
      grossMonthlyCents: quote.premium.grossMonthlyCents,
      refusal: quoteRefusalMessage(quote),
      insuredMonthlyCents: insuredMonthlyCents(product.questions, answers, today),
      // Where the plate is changed (the flow's numberplate step); sent, so no flow data reaches the browser.
      changePlatePath: STEP_PATHS.numberplate,
      // The vehicle found by its plate, on the screens after the numberplate screen.
      insured: numberplate || !questionWithMeaning(product.questions, "lookup", "vehicle") ? null : insuredObjectOf(product, answers),
      clause: step.questionGroups?.includes("price")
        ? (quote.clause ?? (product.clause ? pickTranslation(product.clause, language) : null))
        : null,
      // The option sets of the premium screen (aov: short, medium, large), each with its price.
      presets: questions.some(({ question }) => question.group === "price")
        ? presetNames(product.presets).map((preset) => {
            const chosen = presetAnswers(product, preset);
            const overlaid = new Map(answers);
            if (chosen.ok) for (const [questionId, optionId] of chosen.answers) overlaid.set(questionId, { optionId });
            return {
              name: preset,
              grossMonthlyCents: quoteProduct(product, { riskClass, answers: overlaid, today, discountPercent }).premium.grossMonthlyCents,
            };
          })
        : [],
      currentPreset: matchingPreset(product, answers),
      questions: own,
      // The numberplate screen: what the plate found, once saved.
      vehicle: numberplate ? insuredObjectOf(product, answers) : null,
      asksQuestions: questions.length > 0,
    };
  });
  const analytics = [
    ecommerceEvent(
      "begin_checkout",
      view.map((product, index) => ({
        analyticsId: products[index]!.analyticsId,
        name: product.name,
        grossMonthlyCents: product.grossMonthlyCents,
        currency: product.currency,
      })),
      checkout.id,
    ),
  ];
  return {
    stepBar: stepBarOf(context),
    // The check-in prices nothing and sells nothing: no premiums, no cart beside it.
    priced: flow.pricing !== "none",
    hideCart: flow.pricing === "none",
    variant: checkout.variant,
    shared,
    products: view.filter((product) => product.asksQuestions),
    formalities: step.formalities ? (checkout.formalities ?? {}) : null,
    formalityExplanations: step.formalities ? checkout.formalityExplanations : {},
    numberplate,
    // Above it an income counts as the cap (spec section 5); sent, so the page needs no field checks.
    incomeCapCents: LIMITS.MAX_INCOME_EUR * 100,
    analytics,
  };
}

export type QuestionScreen = Awaited<ReturnType<typeof questionScreen>>;
export type QuestionScreenProduct = QuestionScreen["products"][number];

/**
 * The look-back formalities as answered on the form: yes/no each, required; a "yes" asks what
 * happened (spec: additional-answer-details), kept with the answer for the underwriter.
 */
export function checkFormalities(form: FormData) {
  const answers = {} as Record<FormalityKey, boolean>;
  const explanations: Partial<Record<FormalityKey, string>> = {};
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const { key } of FORMALITIES) {
    const value = form.get(key);
    values[key] = typeof value === "string" ? value : "";
    const explanationName = formalityExplanationFieldName(key);
    const explanation = form.get(explanationName);
    values[explanationName] = typeof explanation === "string" ? explanation : "";
    if (value !== "yes" && value !== "no") {
      errors[key] = "validations:required";
      continue;
    }
    answers[key] = value === "yes";
    const checked = checkExplanation(values[explanationName], value === "yes" ? "explanation" : "none");
    if ("error" in checked) errors[explanationName] = checked.error;
    else if (checked.value) explanations[key] = checked.value;
  }
  return { answers, explanations, errors, values };
}

/**
 * The option values a preset puts on the form (nothing is saved): the form's values with the
 * preset's options filled in, or the preset's error for the field.
 */
export function presetFormValues(
  products: readonly CatalogueProduct[],
  preset: string,
  form: FormData,
): { ok: true; values: Record<string, string> } | { ok: false; error: string; values: Record<string, string> } {
  const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")) as Record<string, string>;
  delete values.preset;
  for (const product of products) {
    if (!product.presets) continue;
    const chosen = presetAnswers(product, preset);
    if (!chosen.ok) return { ok: false, error: chosen.error, values };
    for (const [questionId, optionId] of chosen.answers) {
      const question = product.questions.find((candidate) => candidate.id === questionId);
      if (question)
        values[answerFieldName(question)] = isSharedField(question.field)
          ? (question.options.find((option) => option.id === optionId)?.value ?? "")
          : optionId;
    }
  }
  return { ok: true, values };
}
