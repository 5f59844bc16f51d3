// The change flow of a policy that is already bought (issue 34, decision 0078), on the same
// vocabulary as the checkout flows: a definition per product line of what may change, and the
// steps the customer takes (choose the new answers and the date, see old and new premium and the
// difference, confirm). The screens are /user/policies/:id/change; the server decides the step
// from what the form carries, so it works without JavaScript and can not be skipped ahead.
import { flowForProductType, type FlowId } from "./definitions";

export type ChangeStepName = "answers" | "review";

export type ChangeStep = {
  name: ChangeStepName;
  /** answers: every changed answer passed its field's rules and its register; review: the customer confirmed. */
  done: "answers" | "confirmed";
};

export type PolicyChangeFlow = {
  /** The checkout flow of the product line this change flow serves. */
  flow: FlowId;
  /** Answer fields the customer may change (a looked-up object, an insured amount). */
  fields: readonly string[];
  /** Also the chosen options of these question groups (covers, deductibles, the aov's choices). */
  optionGroups: readonly string[];
  steps: readonly ChangeStep[];
};

const STEPS: readonly ChangeStep[] = [
  { name: "answers", done: "answers" },
  { name: "review", done: "confirmed" },
];

/** Per checkout flow: what a policy of that line may change. Lines not listed change nothing. */
export const POLICY_CHANGE_FLOWS: Partial<Record<FlowId, PolicyChangeFlow>> = {
  // Home: the address moved to; the covers and the deductible.
  home: { flow: "home", fields: ["postcode"], optionGroups: ["price", "extra_coverage"], steps: STEPS },
  // Car: another car (the plate, with the same register lookup and refusal codes); covers, deductible.
  consumer_insurance: { flow: "consumer_insurance", fields: ["license_plate"], optionGroups: ["price", "extra_coverage"], steps: STEPS },
  // Income cover: the insured income; the cover choices (benefit duration, waiting time, indexation).
  aov: { flow: "aov", fields: ["income"], optionGroups: ["price"], steps: STEPS },
  // Liability, device: a replaced device and the options.
  default: { flow: "default", fields: ["device_identifier", "imei_number", "device_price"], optionGroups: ["price"], steps: STEPS },
  // Death risk: the options (the insured amount).
  death_risk: { flow: "death_risk", fields: [], optionGroups: ["price"], steps: STEPS },
};

export function policyChangeFlow(productType: string): PolicyChangeFlow | null {
  return POLICY_CHANGE_FLOWS[flowForProductType(productType).id] ?? null;
}

type QuestionLike = { id: string; group: string; type?: string; field: string | null; options: readonly unknown[] };

/** The questions of a product a policy of it may change, in the product's order. */
export function changeableQuestions<Q extends QuestionLike>(productType: string, questions: readonly Q[]): Q[] {
  const flow = policyChangeFlow(productType);
  if (!flow) return [];
  return questions.filter(
    (question) =>
      (question.field !== null && flow.fields.includes(question.field)) ||
      (question.options.length > 0 && question.type !== "multiselect" && flow.optionGroups.includes(question.group)),
  );
}
