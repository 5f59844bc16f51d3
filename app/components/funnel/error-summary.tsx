// The GOV.UK error summary (decision 0088): at the top of a form that failed, a heading and a
// link to each field in error. Focus moves to it: without JavaScript through the autofocus
// attribute in the server's HTML, with JavaScript by the effect (React does not focus a div).
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** A field's error: the id of the input its link focuses, and the message key. */
export type SummaryError = { id: string; message: string };

/**
 * `failed` is truthy after each failed submit and changes with the next one (the action's
 * answer, or Conform's "error" status); the summary then stays while errors remain, as the
 * fields are corrected, and takes focus only on a failed submit.
 */
export function ErrorSummary({ errors, failed }: { errors: readonly SummaryError[]; failed: unknown }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(!!failed);
  if (failed && !shown) setShown(true);
  useEffect(() => {
    if (failed) ref.current?.focus();
  }, [failed]);
  if (!shown || errors.length === 0) return null;
  return (
    // The GOV.UK pattern moves focus here after a failed submit, so autofocus is the point (decision 0088).
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} autoFocus>
      <h2>{t("validations:summaryTitle")}</h2>
      <ul>
        {errors.map((error) => (
          <li key={error.id}>
            <a href={`#${error.id}`}>{t(error.message)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A Conform form's errors for the summary, in the order they were found; a date's link goes to
 * its day field. The form's own errors (no field) are shown where the form shows them.
 */
export function summaryOf(form: { id: string; allErrors: Record<string, string[]> }, dates: readonly string[] = []): SummaryError[] {
  return Object.entries(form.allErrors).flatMap(([name, messages]) =>
    name && messages[0] ? [{ id: `${form.id}-${name}${dates.includes(name) ? "-day" : ""}`, message: messages[0] }] : [],
  );
}
