import { assertSameOrigin } from "~/server/csrf.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { safeRedirectPath } from "~/domain/navigation";
import { logger } from "~/server/logger.server";

/** "Report error" on the error page: the built-in error reporter writes it to the log. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData().catch(() => new FormData());
  const path = safeRedirectPath(form.get("path"), "/");
  logger.warn({ requestId: context.requestId, path, host: request.headers.get("host") }, "error reported by user");
  return redirect("/?reported=1");
}

export function loader() {
  return redirect("/");
}
