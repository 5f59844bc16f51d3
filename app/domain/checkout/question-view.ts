// A question as a question screen shows it: built by the server from the catalogue and the saved
// answer, drawn by components/funnel/question-input.tsx.
import type { InsuredObject } from "../catalogue/insured-object";
import { answerFieldName, answerInput, fieldMeaning, isSharedField, type AnswerInput } from "../catalogue/question-fields";
import type { Language } from "../platform/languages";
import { pickTranslation } from "../platform/translated-text";

export type QuestionView = {
  id: string;
  /** The form field name (q-<id>). */
  name: string;
  type: string;
  input: AnswerInput;
  field: string | null;
  /** What the field registry says about the input: an explanation is a text area, a plate is typed in capitals, an insured income has a cap. */
  hints?: { explanation: boolean; capitals: boolean; insuredIncome: boolean };
  required: boolean;
  text: string;
  value: string;
  /** grossMonthlyCents: the premium with this option (consumer covers), shown beside it. */
  /** asksDetails: what choosing it asks for beside it (answer-details.ts); shown by CSS when checked. */
  options: { id: string; label: string; grossMonthlyCents?: number | null; asksDetails?: string }[];
  /** An address question: the address the lookup found for the saved answer. */
  found?: InsuredObject | null;
};

/** What of a catalogue question a view needs. */
export type ViewableQuestion = {
  id: string;
  type: string;
  field: string | null;
  required: boolean;
  texts: unknown;
  options: readonly { id: string; value: string; labels: unknown }[];
};

/**
 * A catalogue question as a form draws it, in a language: the checkout's question screens and the
 * broker's quote form. A shared field's options are named by value (one answer for every product
 * that asks it), other options by id. `optionPrice` gives the premium with an option where known.
 */
export function questionViewOf(
  question: ViewableQuestion,
  language: Language,
  state: { value?: string; optionPrice?: (optionId: string) => number | null; found?: InsuredObject | null } = {},
): QuestionView {
  const byValue = isSharedField(question.field);
  const meaning = fieldMeaning(question.field);
  return {
    id: question.id,
    name: answerFieldName(question),
    type: question.type,
    input: answerInput(question),
    field: question.field,
    required: question.required,
    text: pickTranslation(question.texts, language),
    value: state.value ?? "",
    options: question.options.map((option) => ({
      id: byValue ? option.value : option.id,
      label: pickTranslation(option.labels, language),
      ...(state.optionPrice ? { grossMonthlyCents: state.optionPrice(option.id) } : {}),
    })),
    ...(state.found !== undefined ? { found: state.found } : {}),
    hints: {
      explanation: !!meaning.explanationOf,
      capitals: meaning.lookup === "vehicle",
      insuredIncome: meaning.ratingInput === "insured-income",
    },
  };
}
