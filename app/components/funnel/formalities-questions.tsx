// The look-back formalities on a question screen: yes or no each, the saved answer or what was
// sent, the error at the question. A "yes" asks what happened: the field is always in the page and
// shown by CSS once "yes" is checked (styles: .answer-details), so it works without JavaScript.
import { useTranslation } from "react-i18next";
import { ExplanationField } from "~/components/checkout/explanation-field";
import { formalityExplanationFieldName } from "~/domain/checkout/answer-details";
import { FORMALITIES, type FormalityKey } from "~/domain/catalogue/underwriting";

export function FormalitiesQuestions({
  saved,
  explanations,
  values,
  errors,
}: {
  saved: Partial<Record<FormalityKey, boolean>>;
  explanations: Partial<Record<FormalityKey, string>>;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("funnel");
  const { t: tAll } = useTranslation();
  return (
    <section className="question-product" aria-labelledby="formalities-title">
      <h2 id="formalities-title">{t("formalities.title")}</h2>
      <p>{t("formalities.intro")}</p>
      {FORMALITIES.map(({ key, years }) => {
        const answer = saved[key];
        const value = values[key] ?? (answer === undefined ? "" : answer ? "yes" : "no");
        const error = errors[key];
        const explanationName = formalityExplanationFieldName(key);
        return (
          <fieldset
            key={key}
            className="question"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${key}-error` : undefined}
          >
            <legend className="question-title">{t(`formalities.${key}`, { years })}</legend>
            <div className="question-options">
              {(["no", "yes"] as const).map((option) => (
                <label key={option} className="question-option">
                  <input
                    type="radio"
                    name={key}
                    value={option}
                    defaultChecked={value === option}
                    required
                    data-asks-details={option === "yes" ? "explanation" : undefined}
                  />
                  <span>{t(`common.${option}`)}</span>
                </label>
              ))}
            </div>
            {error ? (
              <p id={`${key}-error`} className="field-error">
                {tAll(error)}
              </p>
            ) : null}
            <div className="answer-details">
              <ExplanationField
                name={explanationName}
                label={t("formalities.explanation")}
                hint={t("formalities.explanationHint")}
                value={values[explanationName] ?? explanations[key] ?? ""}
                error={errors[explanationName]}
              />
            </div>
          </fieldset>
        );
      })}
    </section>
  );
}
