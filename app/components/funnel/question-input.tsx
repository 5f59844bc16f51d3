// One renderer per question type, used by every question screen: a choice (normal, price,
// extra_coverage, quiz, medical and the product-specific premium types) is a group of radio
// buttons, a multiselect a group of checkboxes; a field without options is the input its field needs (date, amount, number, text).
// Errors are translated keys, shown at the question and tied to it for assistive technology.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "~/domain/platform/formatting";
import type { QuestionView } from "~/domain/checkout/question-view";
import { DateInput } from "./date-input";
import { LazyInsuredObjectSummary as InsuredObjectSummary } from "./lazy-insured-object-summary";

/**
 * What an empty required question asks for (the server's "validations:required"): choose an
 * option, or a date's or an answer's wording (GOV.UK: say what to do).
 */
export function requiredMessage(question: Pick<QuestionView, "input" | "field">, error: string): string {
  if (error !== "validations:required") return error;
  if (question.input === "option" || question.input === "multiselect") return "validations:choiceRequired";
  if (question.input === "date") return question.field === "birth_date" ? "validations:birthDateRequired" : "validations:dateRequired";
  return "validations:answerRequired";
}

export function QuestionInput({
  question,
  value,
  error,
  note,
  currency = "EUR",
  children,
}: {
  question: QuestionView;
  value: string;
  error?: string;
  note?: string;
  currency?: string;
  /** Drawn inside a choice's group, after its options: an answer's explanation and documents. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  error = error && requiredMessage(question, error);
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
          {question.options.map((option, index) => (
            <label key={option.id} className="question-option">
              <input
                // The first option is where the error summary's link goes.
                id={index === 0 ? question.name : undefined}
                type="radio"
                name={question.name}
                value={option.id}
                defaultChecked={value === option.id}
                required={question.required}
                data-asks-details={option.asksDetails}
              />
              <span>{option.label}</span>
              {option.grossMonthlyCents != null ? (
                <span className="option-price">
                  {t("funnel:cart.perMonth", { price: formatMoney(option.grossMonthlyCents, currency) })}
                </span>
              ) : null}
            </label>
          ))}
        </div>
        {errorText}
        {noteText}
        {children}
      </fieldset>
    );
  }
  if (question.input === "multiselect") {
    const chosen = new Set(value.split(","));
    return (
      <fieldset className={`question question-${question.type}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        <legend className="question-title">{question.text}</legend>
        <div className="question-options">
          {question.options.map((option, index) => (
            <label key={option.id} className="question-option">
              <input
                id={index === 0 ? question.name : undefined}
                type="checkbox"
                name={question.name}
                value={option.id}
                defaultChecked={chosen.has(option.id)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {errorText}
        {noteText}
      </fieldset>
    );
  }
  if (question.input === "address") {
    // Postcode, house number and addition: one answer, confirmed by the address register on save.
    const [postcode = "", houseNumber = "", addition = ""] = value.split("|");
    const parts = [
      { name: question.name, suffix: "", label: t("funnel:address.postcode"), value: postcode, autoComplete: "postal-code", width: "8" },
      {
        name: "f-house_number",
        suffix: "-house",
        label: t("funnel:address.houseNumber"),
        value: houseNumber,
        autoComplete: undefined,
        width: "5",
      },
      {
        name: "f-house_number_addition",
        suffix: "-addition",
        label: t("funnel:address.addition"),
        value: addition,
        autoComplete: undefined,
        width: "4",
      },
    ];
    return (
      <fieldset className={`question question-address`} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        <legend className="question-title">{question.text}</legend>
        <div className="address-parts">
          {parts.map((part) => (
            <div key={part.name} className="form-field">
              <label htmlFor={`${question.name}${part.suffix}`}>{part.label}</label>
              <input
                id={`${question.name}${part.suffix}`}
                name={part.name}
                type="text"
                size={Number(part.width)}
                defaultValue={part.value}
                autoComplete={part.autoComplete}
                aria-invalid={error && part.suffix !== "-addition" ? true : undefined}
                aria-describedby={describedBy}
              />
            </div>
          ))}
        </div>
        {question.found && !error ? <InsuredObjectSummary object={question.found} currency={currency} /> : null}
        {errorText}
        {noteText}
      </fieldset>
    );
  }
  if (question.input === "date") {
    return (
      <DateInput
        // Not "question": tests and styles take fieldset.question for a choice.
        className={`form-field question-date question-${question.type}`}
        id={question.name}
        name={question.name}
        legend={question.text}
        value={value}
        errors={error ? [error] : null}
        hint={note}
        birthday={question.field === "birth_date"}
      />
    );
  }
  const numeric = question.input === "money" || question.input === "number";
  return (
    <div className={`question form-field question-${question.type}`}>
      <label htmlFor={question.name} className="question-title">
        {question.text}
      </label>
      {question.input === "text" && question.hints?.explanation ? (
        <textarea
          id={question.name}
          name={question.name}
          defaultValue={value}
          maxLength={500}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      ) : (
        <input
          id={question.name}
          name={question.name}
          type="text"
          autoCapitalize={question.hints?.capitals ? "characters" : undefined}
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
