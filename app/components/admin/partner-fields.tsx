// Form controls of the partner pages (edit and new) bound to Conform fields: a checkbox, a
// select, and the languages with the default language. Errors are i18n keys, shown at the field.
import { getCollectionProps, getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FieldError } from "~/components/funnel/text-field-view";
import { SUPPORTED_LANGUAGES } from "~/domain/platform/languages";

export function CheckboxField({ field, label, hint }: { field: FieldMetadata<boolean | undefined | null>; label: string; hint?: string }) {
  const props = getInputProps(field, { type: "checkbox", ariaAttributes: true });
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className="checkbox-field">
      <div className="checkbox">
        <input {...props} key={props.key} aria-describedby={[props["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined} />
        <label htmlFor={props.id}>{label}</label>
      </div>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  options,
}: {
  field: FieldMetadata<string | undefined | null>;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const props = getSelectProps(field, { ariaAttributes: true });
  return (
    <div className="form-field">
      <label htmlFor={props.id}>{label}</label>
      <select {...props} key={props.key}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The languages a partner offers (at least one) and which of them is the default. */
export function LanguageFields({
  languages,
  defaultLanguage,
}: {
  languages: FieldMetadata<string[] | undefined | null>;
  defaultLanguage: FieldMetadata<string | undefined | null>;
}) {
  const { t } = useTranslation("partners");
  const names = SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: t(`common:language.names.${code}`) }));
  const boxes = getCollectionProps(languages, { type: "checkbox", options: [...SUPPORTED_LANGUAGES], ariaAttributes: true });
  return (
    <>
      <fieldset className="admin-fieldset">
        <legend>{t("fields.languages")}</legend>
        <div className="checkbox-row">
          {boxes.map((props) => (
            <div className="checkbox" key={props.key}>
              <input {...props} key={props.key} />
              <label htmlFor={props.id}>{names.find((n) => n.value === props.value)?.label ?? props.value}</label>
            </div>
          ))}
        </div>
        <FieldError id={languages.errorId} errors={languages.errors} />
      </fieldset>
      <SelectField field={defaultLanguage} label={t("fields.defaultLanguage")} options={names} />
    </>
  );
}
