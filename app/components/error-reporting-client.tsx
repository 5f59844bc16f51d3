// Browser errors (decision 0051). With a Sentry DSN (root data), @sentry/remix is imported
// lazily, after hydration, so the first page's JavaScript does not grow; without one, uncaught
// errors go to the built-in log through POST /report-error (a few per page at most).
import { useEffect } from "react";

export type BrowserErrorReporting = { dsn: string; environment: string; release: string } | null;

/** A page that keeps failing in a loop reports its first few errors only. */
const MAX_REPORTS_PER_PAGE = 5;

export function ErrorReportingClient({ settings }: { settings: BrowserErrorReporting }) {
  const dsn = settings?.dsn ?? null;
  useEffect(() => {
    if (settings) {
      void import("./sentry.client").then(({ startSentry }) => startSentry(settings)).catch(() => undefined);
      return;
    }
    return reportToBuiltinLog();
    // The settings only change with the DSN.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dsn]);
  return null;
}

function reportToBuiltinLog(): () => void {
  let sent = 0;
  const send = (message: string) => {
    // A cross-origin script's error says nothing ("Script error."): not worth a row.
    if (!message || message === "Script error." || sent >= MAX_REPORTS_PER_PAGE) return;
    sent += 1;
    void fetch("/report-error", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: message.slice(0, 1000), route: window.location.pathname }),
      keepalive: true,
    }).catch(() => undefined);
  };
  const describe = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  const onError = (event: ErrorEvent) => send(event.error ? describe(event.error) : event.message);
  const onRejection = (event: PromiseRejectionEvent) => send(describe(event.reason));
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
