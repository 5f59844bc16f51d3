// The look-back formalities on a question screen: yes or no each, the saved answer or what was
// sent, the error at the question.
import { useTranslation } from "react-i18next";
import { FORMALITIES, type FormalityKey } from "~/domain/catalogue/underwriting";

export function FormalitiesQuestions({
  saved,
  values,
  errors,
}: {
  saved: Partial<Record<FormalityKey, boolean>>;
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
                  <input type="radio" name={key} value={option} defaultChecked={value === option} required />
                  <span>{t(`common.${option}`)}</span>
                </label>
              ))}
            </div>
            {error ? (
              <p id={`${key}-error`} className="field-error">
                {tAll(error)}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </section>
  );
}
