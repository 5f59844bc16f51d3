// A labelled text input and a field's error, without Conform: TextField (form-field.tsx) binds
// them to a Conform field, and a form without Conform in the browser (sign-in, decision 0059)
// uses them as they are, so both render the same markup.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSteadyWhilePressed } from "./use-steady-while-pressed";

/**
 * The translated error of a field; errors are i18n keys like "validations:postalCode". A
 * message that comes or goes while a pointer is pressed waits for the release, so that it
 * never moves the control being clicked (a field validates when it loses focus, on the press).
 */
export function FieldError({ id, errors, children }: { id: string; errors?: string[] | null; children?: ReactNode }) {
  const { t } = useTranslation();
  const text = useSteadyWhilePressed(errors?.map((error) => t(error)).join(" ") ?? "");
  if (!text && !children) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {text}
      {children}
    </p>
  );
}

export type InputType = "text" | "email" | "tel" | "date" | "search";

export type TextFieldViewProps = {
  id: string;
  name: string;
  /** The form's id, for an input placed outside its form element. */
  form?: string;
  label: string;
  type?: InputType;
  defaultValue?: string;
  required?: boolean;
  errors?: string[] | null;
  errorId: string;
  autoComplete?: string;
  hint?: string;
  inputMode?: "numeric" | "text" | "email" | "tel";
  min?: string;
  max?: string;
  readOnly?: boolean;
  extraError?: ReactNode;
};

/** A labelled input: the hint and the error named by aria-describedby, aria-invalid while it has an error. */
export function TextFieldView({ id, label, type = "text", errors, errorId, hint, extraError, ...input }: TextFieldViewProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const invalid = (errors && errors.length > 0) || extraError ? true : undefined;
  const describedBy = [invalid ? errorId : undefined, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input {...input} id={id} type={type} aria-invalid={invalid} aria-describedby={describedBy} />
      <FieldError id={errorId} errors={errors}>
        {extraError}
      </FieldError>
    </div>
  );
}
