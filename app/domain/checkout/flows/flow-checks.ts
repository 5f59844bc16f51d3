// The checks a flow lists (FlowDefinition.checks), one registry: name → the screen it runs on and
// its rule. The server runs the listed checks of the flow on every step it saves (runFlowChecks),
// so a check listed on a flow is enforced there and one not listed is not. A check reads the
// submitted form through the field registry's meanings, never by a field name.
import { answerFieldName, chosenOption, fieldMeaning, questionFieldName, questionWithMeaning } from "../../catalogue/question-fields";
import { checkCoverAmounts, checkRevenueExplanation, parseMoneyCents } from "../../platform/field-checks";
import { checkBmiAnswer, heightFieldName, unansweredQuestions, weightFieldName } from "../knowledge-test";

export const FLOW_CHECK_NAMES = ["bmi", "knowledge-test", "revenue-explanation", "cover-amounts"] as const;
export type FlowCheckName = (typeof FLOW_CHECK_NAMES)[number];

/** A question of the step as the checks see it. */
export type CheckedQuestion = {
  id: string;
  field: string | null;
  type?: string;
  options: readonly { id: string; value?: string }[];
};

/** The step's questions and the submitted form (a missing field reads as ""). */
export type CheckInput = { questions: readonly CheckedQuestion[]; value: (name: string) => string };

/** Form field name → message key. */
export type CheckErrors = Record<string, string>;

/** The step screens that save answers, where a check can run (a StepScreen of definitions.ts). */
type CheckedScreen = "questions" | "medical-history" | "knowledge-test";

type FlowCheck = { screen: CheckedScreen; run: (input: CheckInput) => CheckErrors };

/** The amount in cents of the option chosen on a question valued in euros (cover amounts). */
function chosenEuroCents(question: CheckedQuestion | undefined, input: CheckInput): number | null {
  if (!question) return null;
  const option = chosenOption(question, input.value(answerFieldName(question)));
  return option?.value ? Number(option.value) * 100 : null;
}

export const FLOW_CHECKS: Readonly<Record<FlowCheckName, FlowCheck>> = {
  // The cover per year is at least the cover per claim (spec section 5), said at the per-year question.
  "cover-amounts": {
    screen: "questions",
    run(input) {
      const perYear = questionWithMeaning(input.questions, "insuredValue", "per-year");
      const perClaimCents = chosenEuroCents(questionWithMeaning(input.questions, "insuredValue", "per-claim"), input);
      const perYearCents = chosenEuroCents(perYear, input);
      if (!perYear || perClaimCents === null || perYearCents === null) return {};
      const error = checkCoverAmounts(perClaimCents, perYearCents);
      return error ? { [answerFieldName(perYear)]: error } : {};
    },
  },
  // An expected gross revenue above 250,000 needs an explanation (spec section 5), said at the explanation.
  "revenue-explanation": {
    screen: "questions",
    run(input) {
      const revenue = questionWithMeaning(input.questions, "explained", true);
      const explanation =
        revenue && input.questions.find((question) => revenue.field && fieldMeaning(question.field).explanationOf === revenue.field);
      if (!revenue || !explanation) return {};
      const euros = (parseMoneyCents(input.value(answerFieldName(revenue))) ?? 0) / 100;
      const error = checkRevenueExplanation(euros, input.value(answerFieldName(explanation)));
      return error ? { [answerFieldName(explanation)]: error } : {};
    },
  },
  // Height and weight within the spec's ranges before a BMI is computed (spec section 5).
  bmi: {
    screen: "medical-history",
    run(input) {
      const errors: CheckErrors = {};
      for (const question of input.questions.filter((candidate) => candidate.type === "bmi")) {
        const check = checkBmiAnswer(input.value(heightFieldName(question.id)), input.value(weightFieldName(question.id)));
        if (check.ok) continue;
        if (check.errors.height) errors[heightFieldName(question.id)] = check.errors.height;
        if (check.errors.weight) errors[weightFieldName(question.id)] = check.errors.weight;
      }
      return errors;
    },
  },
  // Every question of the knowledge test answered before it is scored (spec section 4).
  "knowledge-test": {
    screen: "knowledge-test",
    run(input) {
      const submitted = input.questions.flatMap((question) => {
        const optionId = input.value(questionFieldName(question.id));
        return optionId === "" ? [] : [{ questionId: question.id, optionId }];
      });
      return Object.fromEntries(
        unansweredQuestions(input.questions, submitted).map((id) => [questionFieldName(id), "validations:required"]),
      );
    },
  },
};

/** The errors of the checks this flow lists that run on this step's screen. */
export function runFlowChecks(flow: { checks: readonly FlowCheckName[] }, step: { screen: string }, input: CheckInput): CheckErrors {
  return Object.assign(
    {},
    ...flow.checks.filter((name) => FLOW_CHECKS[name].screen === step.screen).map((name) => FLOW_CHECKS[name].run(input)),
  );
}

/** Reads a submitted form for the checks. */
export function formInput(questions: readonly CheckedQuestion[], form: FormData | URLSearchParams): CheckInput {
  return {
    questions,
    value: (name) => {
      const raw = form.get(name);
      return typeof raw === "string" ? raw : "";
    },
  };
}
