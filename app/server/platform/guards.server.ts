// Loader guards: answers that stop a request early as a proper HTTP status.
import { data } from "@remix-run/node";
import type { LoadedPartner } from "./partner.server";
import { assertSameOrigin } from "./csrf.server";
import { auditImpersonatedAction } from "./impersonator.server";
import { getRequestContext, type RequestContext } from "./request-context.server";

export function notFound(): never {
  throw data({ status: 404 }, { status: 404 });
}

/** The request's partner; an unknown partner host is a 404, never a crash. */
export async function requirePartner(request: Request): Promise<RequestContext & { partner: LoadedPartner }> {
  const context = await getRequestContext(request);
  if (!context.partner) notFound();
  return context as RequestContext & { partner: LoadedPartner };
}

/**
 * The posted form; a post from another site or partner host is a 403 (decision 0013), a body
 * that is not a form (JSON, garbage) a 400, never a crash.
 */
export async function formDataOf(request: Request): Promise<FormData> {
  assertSameOrigin(request);
  const { partner } = await getRequestContext(request);
  // Whatever a customer does while an admin impersonates them is marked as done by the admin.
  if (partner) await auditImpersonatedAction(request, partner.config.id);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ error: "badRequest" }, { status: 400 });
  }
  // No form here uses Conform's list or reset intents on the server, and a forged
  // __intent__ makes parseWithZod throw (a 500): it is dropped.
  form.delete("__intent__");
  return form;
}
