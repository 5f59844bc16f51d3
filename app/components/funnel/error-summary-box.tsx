// The GOV.UK error summary (decision 0088): at the top of a form that failed, a heading and a
// link to each field in error. Focus moves to it: without JavaScript through the autofocus
// attribute in the server's HTML, with JavaScript by the effect (React does not focus a div).
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SummaryError } from "./error-summary";

/** The summary itself; ErrorSummary (error-summary.tsx) says what `failed` means. */
export default function ErrorSummaryBox({ errors, failed }: { errors: readonly SummaryError[]; failed: unknown }) {
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
            <a href={`#${error.id}`}>
              {error.label ? `${error.label}: ` : null}
              {t(error.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
