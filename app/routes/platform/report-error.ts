import { assertSameOrigin } from "~/server/platform/csrf.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { ERROR_REPORT_BODY_LIMIT } from "~/domain/platform/request-limits";
import { safeRedirectPath } from "~/domain/platform/navigation";
import { config } from "~/server/platform/config.server";
import { BodyTooLargeError, readLimited } from "~/server/api/json-api.server";
import { logger } from "~/server/platform/logger.server";
import { reportError } from "~/server/providers/error-reporting.server";
import { hitRateLimit } from "~/server/platform/rate-limit.server";

/** Per client address: enough for a page that fails now and then, not for a flood. */
export const ERROR_REPORT_LIMIT = { limit: 30, windowSeconds: 60 };

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { "Cache-Control": "no-store", ...headers } });

/**
 * Two kinds of post. "Report error" on the error page (a form): written to the log. A browser's
 * uncaught error (JSON {message, route, status?}, decision 0051): into the built-in error log,
 * size-limited (413), rate-limited per client (429), bad JSON 400; 204 when taken.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  if (!(request.headers.get("Content-Type") ?? "").startsWith("application/json")) {
    const form = await request.formData().catch(() => new FormData());
    const path = safeRedirectPath(form.get("path"), "/");
    logger.warn({ requestId: context.requestId, path, host: request.headers.get("host") }, "error reported by user");
    return redirect("/?reported=1");
  }
  if (Number(request.headers.get("Content-Length") ?? 0) > ERROR_REPORT_BODY_LIMIT) return answer(413);
  const limit = { ...ERROR_REPORT_LIMIT, limit: ERROR_REPORT_LIMIT.limit * config.clientRateLimitFactor };
  const allowed = await hitRateLimit(`report-error:${context.clientAddress ?? "unknown"}`, limit);
  if (!allowed.allowed) return answer(429, { "Retry-After": String(allowed.retryAfterSeconds) });
  let body: unknown;
  try {
    body = JSON.parse(await readLimited(request, ERROR_REPORT_BODY_LIMIT));
  } catch (error) {
    return answer(error instanceof BodyTooLargeError ? 413 : 400);
  }
  const report = body as { message?: unknown; route?: unknown; status?: unknown } | null;
  if (
    !report ||
    typeof report !== "object" ||
    typeof report.message !== "string" ||
    typeof report.route !== "string" ||
    !report.route.startsWith("/")
  ) {
    return answer(400);
  }
  const status =
    typeof report.status === "number" && Number.isInteger(report.status) && report.status >= 100 && report.status < 600
      ? report.status
      : null;
  await reportError({ source: "browser", message: report.message, route: report.route, status, requestId: context.requestId ?? null });
  return answer(204);
}

export function loader() {
  return redirect("/");
}
