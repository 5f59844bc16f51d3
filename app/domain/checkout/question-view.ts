// A question as a question screen shows it: built by the server from the catalogue and the saved
// answer, drawn by components/funnel/question-input.tsx.
import type { InsuredObject } from "../catalogue/insured-object";
import type { AnswerInput } from "../catalogue/question-fields";

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
