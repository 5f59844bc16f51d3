// A plain form post (cart delete, continue to checkout, language change) sent by fetch when
// JavaScript runs, so a failure shows a warning toast with the message of spec section 8 instead
// of an error page; on success the page goes where the server's redirect pointed. Without
// JavaScript the form posts as always and the server's page says what went wrong.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { httpMessageKey, SUBMIT_WITH_TOAST_HEADER, UNEXPECTED_ERROR_KEY, type RequestFailure } from "~/domain/platform/http-messages";
import { useToast } from "./toast";

type Options = {
  /** Where to go with the URL the post ended at (after its redirect). */
  onSuccess: (url: URL) => void;
  /** Called on any failure before the toast shows (close a dialog that would hide it). */
  onFailure?: () => void;
  /** A fixed message key (notices namespace) instead of the status's; a cancelled request still says nothing. */
  messageKey?: string;
};

export function useSubmitWithToast({ onSuccess, onFailure, messageKey }: Options) {
  const { t } = useTranslation("notices");
  const { warn } = useToast();
  const [pending, setPending] = useState(false);
  const running = useRef<AbortController | null>(null);
  // Leaving the page cancels the request: a cancelled request says nothing.
  useEffect(() => () => running.current?.abort(), []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (running.current) return;
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const fields = new FormData(form, submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null);
      const body = new URLSearchParams([...fields].map(([name, value]) => [name, typeof value === "string" ? value : value.name]));
      const controller = new AbortController();
      running.current = controller;
      setPending(true);
      let failure: RequestFailure;
      try {
        // The header goes along the redirect too, so the page fetched there leaves one-time state
        // (the analytics events of the post) to the page the visitor then sees.
        const response = await fetch(form.action, {
          method: "POST",
          body,
          signal: controller.signal,
          credentials: "same-origin",
          headers: { [SUBMIT_WITH_TOAST_HEADER]: "1" },
        });
        if (response.ok) {
          try {
            onSuccess(new URL(response.url));
          } catch {
            // The page could not take the answer in (its own state failed): "Unexpected error."
            warn(t(UNEXPECTED_ERROR_KEY));
          }
          return;
        }
        failure = { kind: "status", status: response.status };
      } catch {
        failure = controller.signal.aborted ? { kind: "cancelled" } : { kind: "network" };
      } finally {
        running.current = null;
        setPending(false);
      }
      const key = failure.kind === "cancelled" ? null : (messageKey ?? httpMessageKey(failure));
      if (!key) return;
      onFailure?.();
      warn(t(key));
    },
    [messageKey, onFailure, onSuccess, t, warn],
  );

  return { onSubmit, pending };
}

/** A same-origin URL as a path for navigate(); another origin needs a full page load. */
export function localPath(url: URL): string | null {
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
