// Sentry in the browser (decision 0051), loaded by ErrorReportingClient only when a DSN is set.
// Session replay with the limits of spec section 9:
// - slow click 7000 ms          → replayIntegration slowClickTimeout: 7000
// - mutation limit 10000        → replayIntegration mutationLimit: 10000
// - 300 events per 5 s          → the replay SDK's own throttle (fixed at 300 per 5 s; not an option)
// - id sets capped at 100       → the replay SDK's error/trace id sets (fixed at 100; not an option)
// - breadcrumb cap 100          → init maxBreadcrumbs: 100
import * as Sentry from "@sentry/remix";
import type { BrowserErrorReporting } from "./error-reporting-client";

export const REPLAY_OPTIONS = { slowClickTimeout: 7000, mutationLimit: 10_000 } as const;
export const MAX_BREADCRUMBS = 100;

let started = false;

export function startSentry(settings: NonNullable<BrowserErrorReporting>): void {
  if (started) return;
  started = true;
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    sendDefaultPii: false,
    integrations: [Sentry.replayIntegration({ ...REPLAY_OPTIONS, maskAllText: true, blockAllMedia: true })],
    // Replays of sessions with an error only: the others are not needed and would carry personal data.
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 1,
    tracesSampleRate: 0,
  });
}
