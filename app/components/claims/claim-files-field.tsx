// The claim form's file field (/user/claims). Shows what the server refused, each file by name
// with its message. With JavaScript the browser checks size and count as soon as files are
// chosen and holds the form back while one is refused: a 30 MB photo is refused on the phone
// instead of after its upload. The server checks everything again (decision 0065).
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkUploadCount, UPLOAD_ACCEPT, UPLOAD_LIMITS, UPLOAD_MESSAGES } from "~/domain/platform/uploads";
import type { RejectedFile } from "~/server/claims/claim-form.server";

type Problems = { rejected: RejectedFile[]; messages: string[] };

/** What the browser can tell of the chosen files before sending: too large, too many. */
function problemsOf(files: readonly { name: string; size: number }[]): Problems {
  const rejected = files
    .filter((file) => file.size > UPLOAD_LIMITS.MAX_BYTES)
    .map((file) => ({ name: file.name, message: UPLOAD_MESSAGES.tooLarge }));
  const countError = checkUploadCount(files.length);
  const messages = [...new Set([...rejected.map((file) => file.message), ...(countError ? [countError] : [])])];
  return { rejected, messages };
}

export function ClaimFilesField({
  id,
  name,
  serverMessages,
  serverRejected,
  values,
}: {
  id: string;
  name: string;
  /** The file field's messages from the server's answer, if any. */
  serverMessages: string[] | null;
  serverRejected: RejectedFile[];
  /** Numbers the messages name (the configured quotas). */
  values: Record<string, number>;
}) {
  const { t } = useTranslation("claims");
  const input = useRef<HTMLInputElement>(null);
  // null: nothing chosen since the page came; the server's answer shows.
  const [chosen, setChosen] = useState<Problems | null>(null);
  const problems = chosen ?? { rejected: serverRejected, messages: serverMessages ?? [] };
  // A new answer from the server shows again (its messages are a new array each answer).
  useEffect(() => setChosen(null), [serverMessages]);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = problems.messages.length > 0;

  // Holds the form back while a chosen file is refused; runs before Remix's own submit handler
  // (which listens at the root), so nothing is sent.
  const refused = chosen !== null && chosen.messages.length > 0;
  useEffect(() => {
    const form = input.current?.form;
    if (!form || !refused) return;
    const hold = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopPropagation();
      input.current?.focus();
    };
    form.addEventListener("submit", hold);
    return () => form.removeEventListener("submit", hold);
  }, [refused]);

  return (
    <div className="form-field">
      <label htmlFor={id}>{t("form.files")}</label>
      <p id={hintId} className="field-hint">
        {t("form.filesHint")}
      </p>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => setChosen(problemsOf([...(event.currentTarget.files ?? [])]))}
      />
      {invalid ? (
        <div id={errorId} className="field-error" role="alert">
          {problems.rejected.length > 0 ? (
            <ul className="claim-file-errors">
              {problems.rejected.map((file, index) => (
                <li key={`${file.name}-${index}`}>{t("form.fileError", { name: file.name, message: t(file.message) })}</li>
              ))}
            </ul>
          ) : null}
          {problems.messages
            .filter((message) => !problems.rejected.some((file) => file.message === message))
            .map((message) => (
              <p key={message}>{t(message, values)}</p>
            ))}
          <p className="claim-files-again">{t("form.chooseAgain")}</p>
        </div>
      ) : null}
    </div>
  );
}
