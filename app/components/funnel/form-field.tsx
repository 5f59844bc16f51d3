import { getInputProps, type FieldMetadata } from "@conform-to/react";
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

type InputType = "text" | "email" | "tel" | "date" | "search";

/** A labelled text input bound to a Conform field: id, name, value kept after errors, aria-invalid, error text. */
export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  hint,
  inputMode,
  min,
  max,
  readOnly,
  extraError,
}: {
  field: FieldMetadata<string | undefined | null> | FieldMetadata<unknown>;
  label: string;
  type?: InputType;
  autoComplete?: string;
  hint?: string;
  inputMode?: "numeric" | "text" | "email" | "tel";
  min?: string;
  max?: string;
  readOnly?: boolean;
  extraError?: ReactNode;
}) {
  const props = getInputProps(field as FieldMetadata<string>, { type, ariaAttributes: true });
  const hintId = hint ? `${field.id}-hint` : undefined;
  const describedBy = [props["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined;
  const invalid = props["aria-invalid"] || (extraError ? true : undefined);
  return (
    <div className="form-field">
      <label htmlFor={props.id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        {...props}
        key={props.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        max={max}
        readOnly={readOnly}
        aria-invalid={invalid}
        aria-describedby={extraError ? [describedBy, field.errorId].filter(Boolean).join(" ") : describedBy}
      />
      <FieldError id={field.errorId} errors={field.errors}>
        {extraError}
      </FieldError>
    </div>
  );
}
