// The explanation an answer asks for (answer details, and a formality's "yes"): its own small
// module, so the questions screen takes it without the documents' upload code.
import { useTranslation } from "react-i18next";
import { ANSWER_DETAILS_LIMITS } from "~/domain/checkout/answer-details";

/** The explanation an answer asks for: a labelled text area with its hint and its error. */
export function ExplanationField({
  name,
  label,
  hint,
  value,
  error,
}: {
  name: string;
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-field">
      <label htmlFor={name}>{label}</label>
      <p id={`${name}-hint`} className="field-hint">
        {hint}
      </p>
      <textarea
        id={name}
        name={name}
        rows={3}
        maxLength={ANSWER_DETAILS_LIMITS.EXPLANATION_MAX_CHARS}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${name}-hint`, error ? `${name}-error` : null].filter(Boolean).join(" ")}
      />
      {error ? (
        <p id={`${name}-error`} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
