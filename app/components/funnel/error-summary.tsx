// The GOV.UK error summary (decision 0088; error-summary-box.tsx). Loaded only when a form has
// errors: a form without any (most first loads) carries none of it (issue 35's JavaScript budget).
// The server renders it in place; it has links only, which work before hydration.
import { lazy, Suspense } from "react";

/**
 * A field's error: the id of the input its link focuses, the message key, and where several
 * fields share a message (a quiz's "Kies een antwoord"), the field it is about, said first.
 */
export type SummaryError = { id: string; message: string; label?: string };

const ErrorSummaryBox = lazy(() => import("./error-summary-box"));

/**
 * `failed` is truthy after each failed submit and changes with the next one (the action's
 * answer, or Conform's "error" status); the summary then stays while errors remain, as the
 * fields are corrected, and takes focus only on a failed submit.
 */
export function ErrorSummary({ errors, failed }: { errors: readonly SummaryError[]; failed: unknown }) {
  if (errors.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ErrorSummaryBox errors={errors} failed={failed} />
    </Suspense>
  );
}
