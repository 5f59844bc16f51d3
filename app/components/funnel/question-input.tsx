// One renderer per question type, used by every question screen: a choice (normal, price,
// extra_coverage, quiz, medical and the product-specific premium types) is a group of radio
// buttons; a field without options is the input its field needs (date, amount, number, text).
// Errors are translated keys, shown at the question and tied to it for assistive technology.
import { useTranslation } from "react-i18next";
import type { AnswerInput } from "~/domain/question-fields";

export type QuestionView = {
  id: string;
  /** The form field name (q-<id>). */
  name: string;
  type: string;
  input: AnswerInput;
  field: string | null;
  required: boolean;
  text: string;
  value: string;
  options: { id: string; label: string }[];
};

export function QuestionInput({ question, value, error, note }: { question: QuestionView; value: string; error?: string; note?: string }) {
  const { t } = useTranslation();
  const errorId = `${question.name}-error`;
  const noteId = `${question.name}-note`;
  const describedBy = [error ? errorId : null, note ? noteId : null].filter(Boolean).join(" ") || undefined;
  const errorText = error ? (
    <p id={errorId} className="field-error">
      {t(error)}
    </p>
  ) : null;
  const noteText = note ? (
    <p id={noteId} className="question-note" role="status">
      {note}
    </p>
  ) : null;

  if (question.input === "option") {
    return (
      <fieldset className={`question question-${question.type}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        <legend className="question-title">{question.text}</legend>
        <div className="question-options">
          {question.options.map((option) => (
            <label key={option.id} className="question-option">
              <input type="radio" name={question.name} value={option.id} defaultChecked={value === option.id} required={question.required} />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {errorText}
        {noteText}
      </fieldset>
    );
  }
  const numeric = question.input === "money" || question.input === "number";
  return (
    <div className={`question form-field question-${question.type}`}>
      <label htmlFor={question.name} className="question-title">
        {question.text}
      </label>
      {question.input === "text" && question.field === "revenue_explanation" ? (
        <textarea id={question.name} name={question.name} defaultValue={value} maxLength={500} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      ) : (
        <input
          id={question.name}
          name={question.name}
          type={question.input === "date" ? "date" : "text"}
          inputMode={numeric ? "numeric" : undefined}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      {errorText}
      {noteText}
    </div>
  );
}
