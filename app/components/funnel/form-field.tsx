import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { TextFieldView, type TextFieldViewProps } from "./text-field-view";

/** A labelled text input bound to a Conform field: id, name, value kept after errors, aria-invalid, error text. */
export function TextField({
  field,
  ...view
}: { field: FieldMetadata<string | undefined | null> | FieldMetadata<unknown> } & Omit<
  TextFieldViewProps,
  "id" | "name" | "form" | "defaultValue" | "required" | "errors" | "errorId"
>) {
  const props = getInputProps(field as FieldMetadata<string>, { type: view.type ?? "text", ariaAttributes: true });
  return (
    <TextFieldView
      {...view}
      key={props.key}
      id={props.id}
      name={props.name}
      form={props.form}
      defaultValue={props.defaultValue}
      required={props.required}
      errors={field.errors}
      errorId={field.errorId}
    />
  );
}
