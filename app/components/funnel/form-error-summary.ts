// A Conform form's errors as the error summary lists them (error-summary.tsx). Apart from the
// summary, so a page whose form is not Conform's (the question screens) does not load it.
import type { SummaryError } from "./error-summary";

/**
 * A Conform form's errors for the summary, in the order they were found; a date's link goes to
 * its day field. The form's own errors (no field) are shown where the form shows them.
 */
export function summaryOf(form: { id: string; allErrors: Record<string, string[]> }, dates: readonly string[] = []): SummaryError[] {
  return Object.entries(form.allErrors).flatMap(([name, messages]) =>
    name && messages[0] ? [{ id: `${form.id}-${name}${dates.includes(name) ? "-day" : ""}`, message: messages[0] }] : [],
  );
}
