// A form checked in the browser without Conform's hooks, for a page that must stay light
// (sign-in, decision 0059). The server answers with Conform's reply (submission.reply()): this
// reads its errors and the values sent. The form's own checks, the zod schema the server uses
// too, load when the form is first focused (decision 0057); then a field is checked when it
// loses focus, again on every input once it has been checked, and every field before sending.
// Until they are there, and without JavaScript, the server's checks answer; the server always checks.
import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";

export type FieldErrors = Record<string, string[] | null | undefined>;
/** The parts of Conform's reply read here: the values sent back and the errors by field ("" for the form). */
export type FormReply = { initialValue?: Record<string, unknown> | null; error?: FieldErrors | null } | null | undefined;
/** The errors of a form's fields as its schema finds them ({} when it is valid). */
export type Validate = (formData: FormData) => FieldErrors;

const FORM_ERRORS = "";

const invalidFields = (errors: FieldErrors) =>
  Object.keys(errors).filter((name) => name !== FORM_ERRORS && (errors[name]?.length ?? 0) > 0);

function focusFirst(form: HTMLFormElement | null, names: string[]) {
  const first = names[0] ? form?.elements.namedItem(names[0]) : null;
  if (first instanceof HTMLElement) first.focus();
}

const nameOf = (target: EventTarget) =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement ? target.name : "";

export function useDeferredChecks(reply: FormReply, loadValidate: () => Promise<Validate>) {
  const [errors, setErrors] = useState<FieldErrors>(reply?.error ?? {});
  const formRef = useRef<HTMLFormElement>(null);
  // A new answer from the server replaces what the browser found, and its first refused field takes the focus.
  useEffect(() => {
    setErrors(reply?.error ?? {});
    focusFirst(formRef.current, invalidFields(reply?.error ?? {}));
  }, [reply]);
  const validate = useRef<Validate | null>(null);
  const loading = useRef(false);
  const checked = useRef(new Set<string>());

  const load = useCallback(() => {
    if (validate.current || loading.current) return;
    loading.current = true;
    loadValidate()
      .then(
        (run) => void (validate.current = run),
        // Offline or a new deployment: the server's checks still answer; a later focus tries again.
        () => undefined,
      )
      .finally(() => void (loading.current = false));
  }, [loadValidate]);

  const checkField = useCallback((form: HTMLFormElement, name: string) => {
    const found = validate.current?.(new FormData(form));
    if (found) setErrors((current) => ({ ...current, [name]: found[name] ?? undefined }));
  }, []);

  const onBlur = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const name = nameOf(event.target);
      if (!name || !validate.current) return;
      checked.current.add(name);
      checkField(event.currentTarget, name);
    },
    [checkField],
  );

  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = nameOf(event.target);
      if (name && checked.current.has(name)) checkField(event.currentTarget, name);
    },
    [checkField],
  );

  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    if (!validate.current) return;
    const form = event.currentTarget;
    const found = validate.current(new FormData(form));
    const invalid = invalidFields(found);
    for (const name of Object.keys(found)) checked.current.add(name);
    // The form's own errors (a refusal of the last post) are the server's to give again.
    setErrors(Object.fromEntries(invalid.map((name) => [name, found[name]])));
    if (invalid.length === 0) return;
    event.preventDefault();
    focusFirst(form, invalid);
  }, []);

  const initialValue = (name: string): string | undefined => {
    const value = reply?.initialValue?.[name];
    return typeof value === "string" ? value : undefined;
  };

  return {
    /** For the form element: noValidate, so these checks and the server's speak instead of the browser's. */
    formProps: { ref: formRef, noValidate: true, onFocus: load, onBlur, onInput, onSubmit },
    errors: (name: string) => errors[name] ?? undefined,
    formErrors: errors[FORM_ERRORS] ?? undefined,
    initialValue,
  };
}
