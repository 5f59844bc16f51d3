// Where a visitor is in a flow: which question goes on which screen, which steps are done, the
// first one that is not, and the steps bar. Pure: the server gathers the facts, this decides.
import { type DoneWhen, type FlowDefinition, type FlowStep } from "./definitions";

/** What the server knows about the visitor's checkout. */
export type FlowFacts = {
  /** Per step path: how many required questions shown there have no answer yet. */
  unanswered: Readonly<Record<string, number>>;
  formalities: boolean;
  knowledgeTestPassed: boolean;
  /** Name, birth date, phone and e-mail. */
  person: boolean;
  /** A company name and a company address. */
  company: boolean;
  /** A personal (home) address. */
  personalAddress: boolean;
  /** A product of the checkout requires a verified identity. */
  identityRequired: boolean;
  /** The payment screen's answers are held on the checkout (while the identity is verified). */
  paymentHeld: boolean;
};

type QuestionPlace = { group: string; type: string; field?: string | null; options?: readonly { consequence: string }[] };

/**
 * Price-only mode (spec section 5): price questions, and normal questions with an option that
 * raises the price; extra coverages and everything else are left out.
 */
export function asksForPrice(question: QuestionPlace): boolean {
  if (question.group === "price") return true;
  return question.group === "normal" && (question.options ?? []).some((option) => option.consequence === "price_increase");
}

/**
 * The step that shows a question: quiz questions on the knowledge test and medical and BMI
 * questions on the medical history when the flow has those screens; otherwise the first
 * question screen that shows the question's group. Null: the flow does not ask it.
 */
export function stepForQuestion(flow: FlowDefinition, question: QuestionPlace): FlowStep | null {
  const own = (screen: FlowStep["screen"]) => flow.steps.find((step) => step.screen === screen) ?? null;
  const byField = question.field ? flow.steps.find((step) => step.fields?.includes(question.field!)) : undefined;
  if (byField) return byField;
  if (question.type === "quiz") return own("knowledge-test");
  if (question.type === "medical" || question.type === "bmi") {
    const medical = own("medical-history");
    if (medical) return medical;
  }
  return (
    flow.steps.find(
      (step) =>
        step.screen === "questions" &&
        !step.fields &&
        (step.questionGroups as readonly string[] | undefined)?.includes(question.group) &&
        (!step.priceOnly || asksForPrice(question)),
    ) ?? null
  );
}

export function questionsForStep<Q extends QuestionPlace>(flow: FlowDefinition, step: FlowStep, questions: readonly Q[]): Q[] {
  return questions.filter((question) => stepForQuestion(flow, question)?.path === step.path);
}

export function isDone(rule: DoneWhen, step: FlowStep, facts: FlowFacts, flow: FlowDefinition): boolean {
  switch (rule) {
    case "answers":
      return (facts.unanswered[step.path] ?? 0) === 0;
    case "formalities":
      return facts.formalities;
    case "knowledge-test":
      return facts.knowledgeTestPassed;
    case "customer-details":
      return facts.person && (flow.customer === "company" ? facts.company : facts.personalAddress);
    case "payment-held":
      return facts.identityRequired && facts.paymentHeld;
    case "never":
      return false;
  }
}

export function stepDone(step: FlowStep, facts: FlowFacts, flow: FlowDefinition): boolean {
  return step.done.every((rule) => isDone(rule, step, facts, flow));
}

/** The steps this checkout takes: a step with a condition only when it holds. */
export function activeSteps(flow: FlowDefinition, facts: Pick<FlowFacts, "identityRequired">): FlowStep[] {
  return flow.steps.filter((step) => step.when !== "identity-required" || facts.identityRequired);
}

/** The first step not done (the last step, payment or the identity check, is never done). */
export function firstOpenStep(flow: FlowDefinition, facts: FlowFacts): FlowStep {
  const steps = activeSteps(flow, facts);
  return steps.find((step) => !stepDone(step, facts, flow)) ?? steps[steps.length - 1]!;
}

/**
 * Whether a visitor may see a step: it is in the flow and every step before it is done.
 * Otherwise where to go instead: the first step not done. Going back is always allowed.
 */
export function stepAccess(
  flow: FlowDefinition,
  facts: FlowFacts,
  path: string,
): { allowed: true; step: FlowStep } | { allowed: false; goTo: string } {
  const steps = activeSteps(flow, facts);
  const index = steps.findIndex((step) => step.path === path);
  const open = firstOpenStep(flow, facts);
  if (index < 0 || index > steps.indexOf(open)) return { allowed: false, goTo: open.path };
  return { allowed: true, step: steps[index]! };
}

/** Where to go once a screen is saved: the first step not done. */
export function nextStepPath(flow: FlowDefinition, facts: FlowFacts): string {
  return firstOpenStep(flow, facts).path;
}
