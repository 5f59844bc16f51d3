// Error reporting (decision 0051), one small interface with two implementations: Sentry
// (@sentry/remix) when SENTRY_DSN is set, else the built-in error log, one ErrorLogEntry per
// fingerprint (release + route + normalised message) counting occurrences and keeping the last
// request id. Nothing personal is kept: messages and routes are normalised first.
import { createHash } from "node:crypto";
import { fingerprintSource, normaliseMessage, normaliseRoute, shouldReport } from "~/domain/platform/error-reporting";
import { config } from "../platform/config.server";
import { currentRelease } from "../platform/build-version.server";
import { db } from "../platform/db.server";
import { logger } from "../platform/logger.server";

export type ErrorReport = {
  /** "server" for handleError, "browser" for the report route. */
  source: "server" | "browser";
  message: string;
  /** The path (or route pattern) it happened on. */
  route: string;
  params?: Record<string, string | undefined>;
  status?: number | null;
  /** An error code of the answer (signature_expired is not reported). */
  code?: string | null;
  requestId?: string | null;
  /** The thrown value, for Sentry's stack trace. */
  error?: unknown;
};

export interface ErrorReporter {
  report(report: ErrorReport): Promise<void>;
}

/** An entry not seen for this long is dropped: the log shows what happens now, and stays small. */
export const ERROR_LOG_KEEP_DAYS = 90;

/**
 * The built-in log: insert, or count one more and keep the newest request id. A new entry also
 * prunes the entries not seen for ERROR_LOG_KEEP_DAYS (a repeat of a known error does not).
 */
export async function recordInErrorLog(report: ErrorReport, release = currentRelease()): Promise<void> {
  const route = normaliseRoute(report.route, report.params);
  const message = normaliseMessage(report.message);
  const fingerprint = createHash("sha256").update(fingerprintSource({ release, route, message })).digest("hex");
  const requestId = (report.requestId ?? "").slice(0, 64);
  const now = new Date();
  for (let attempt = 0; ; attempt++) {
    try {
      const entry = await db.errorLogEntry.upsert({
        where: { fingerprint },
        create: { fingerprint, release, route, message, status: report.status ?? null, requestId, firstSeenAt: now, lastSeenAt: now },
        update: { count: { increment: 1 }, requestId, lastSeenAt: now, status: report.status ?? undefined },
        select: { count: true },
      });
      if (entry.count === 1) {
        await db.errorLogEntry.deleteMany({ where: { lastSeenAt: { lt: new Date(now.getTime() - ERROR_LOG_KEEP_DAYS * 86_400_000) } } });
      }
      return;
    } catch (error) {
      // Two processes inserting the same fingerprint at once: one insert loses; count again.
      if (attempt >= 2) throw error;
    }
  }
}

const builtinReporter: ErrorReporter = { report: (report) => recordInErrorLog(report) };

type SentryModule = typeof import("@sentry/remix");
let sentry: Promise<SentryModule> | null = null;

/** Loaded and initialised once, on the first report, and only when a DSN is set. */
function sentryOnce(dsn: string): Promise<SentryModule> {
  sentry ??= import("@sentry/remix").then((Sentry) => {
    Sentry.init({
      dsn,
      environment: config.errorReporting.environment,
      release: currentRelease(),
      // Spec section 9: breadcrumbs capped at 100.
      maxBreadcrumbs: 100,
      // Errors only; no performance tracing from the server.
      tracesSampleRate: 0,
      sendDefaultPii: false,
    });
    return Sentry;
  });
  return sentry;
}

function sentryReporter(dsn: string): ErrorReporter {
  return {
    async report(report) {
      const Sentry = await sentryOnce(dsn);
      const error = report.error instanceof Error ? report.error : new Error(normaliseMessage(report.message));
      Sentry.captureException(error, {
        tags: { source: report.source, route: normaliseRoute(report.route, report.params), status: report.status ?? undefined },
        extra: { requestId: report.requestId ?? undefined },
      });
    },
  };
}

export function errorReporter(): ErrorReporter {
  const dsn = config.errorReporting.sentryDsn;
  return dsn ? sentryReporter(dsn) : builtinReporter;
}

/** Reports an error unless spec section 8 leaves it out; never throws (reporting must not fail a page). */
export async function reportError(report: ErrorReport): Promise<void> {
  if (!shouldReport(report.status, report.code)) return;
  try {
    await errorReporter().report(report);
  } catch (error) {
    logger.warn({ err: error }, "error report failed");
  }
}

/** What the browser needs to report to Sentry itself: only with a DSN (the built-in log uses /report-error). */
export function browserErrorReporting(): { dsn: string; environment: string; release: string } | null {
  const dsn = config.errorReporting.sentryDsn;
  return dsn ? { dsn, environment: config.errorReporting.environment, release: currentRelease() } : null;
}
