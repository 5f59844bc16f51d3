// The GOV.UK date input (decision 0088): day, month and year as three labelled numeric fields in
// a fieldset whose legend names the date, posted as "<name>.day", "<name>.month" and
// "<name>.year" and read on the server (domain/platform/date-parts.ts). On an error the fields
// show what was typed.
import { useTranslation } from "react-i18next";
import { DATE_PARTS, datePartsOf } from "~/domain/platform/date-fields";

const DATE_LABELS = { day: "validations:dateDay", month: "validations:dateMonth", year: "validations:dateYearLabel" } as const;

export function DateInput({
  id,
  name,
  legend,
  value,
  errors,
  hint,
  birthday,
  className = "form-field",
}: {
  /** The fields are "<id>-day", "<id>-month" and "<id>-year"; the error is "<id>-error". */
  id: string;
  name: string;
  legend: string;
  /** An ISO date, the typed parts ("d|m|y") or Conform's object of them. */
  value: unknown;
  errors?: string[] | null;
  hint?: string;
  /** Lets the browser fill in the person's birthday (autocomplete bday-day ...). */
  birthday?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const parts = datePartsOf(value);
  const invalid = errors?.length ? true : undefined;
  const describedBy = [hint ? `${id}-hint` : "", invalid ? `${id}-error` : ""].join(" ").trim() || undefined;
  return (
    <fieldset className={`${className} date-input`} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} className="field-error">
          {errors!.map((error) => t(error)).join(" ")}
        </p>
      ) : null}
      <div className="date-input-parts">
        {DATE_PARTS.map((part) => (
          <div key={part} className={`date-input-part date-input-${part}`}>
            <label htmlFor={`${id}-${part}`}>{t(DATE_LABELS[part])}</label>
            <input
              id={`${id}-${part}`}
              name={`${name}.${part}`}
              type="text"
              inputMode="numeric"
              size={part === "year" ? 4 : 2}
              defaultValue={parts[part]}
              autoComplete={birthday ? `bday-${part}` : "off"}
              aria-invalid={invalid}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
