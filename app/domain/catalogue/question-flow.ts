// Which questions a product asks, in which order, and what kind of input each needs.
import type { QuestionGroup } from "./insurance-catalogue";

export type QuestionShape = {
  group: QuestionGroup | string;
  type: string;
  field: string | null;
  position: number;
  options: readonly { consequence: string }[];
};

const GROUP_ORDER: Record<string, number> = { price: 0, extra_coverage: 1, normal: 2 };

/** Price questions first (they set the premium), then extra coverages, then acceptance questions. */
export function orderQuestions<T extends QuestionShape>(questions: readonly T[]): T[] {
  return [...questions].sort((a, b) => (GROUP_ORDER[a.group] ?? 9) - (GROUP_ORDER[b.group] ?? 9) || a.position - b.position);
}

/**
 * Price-only mode (spec section 5): keep price-group questions, and normal-group questions
 * with an option of consequence price_increase; extra-coverage questions are left out.
 */
export function priceOnlyQuestions<T extends QuestionShape>(questions: readonly T[]): T[] {
  return questions.filter(
    (question) =>
      question.group === "price" ||
      (question.group === "normal" && question.options.some((option) => option.consequence === "price_increase")),
  );
}
