import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { assertSameOrigin } from "~/server/platform/csrf.server";
import { requirePartner } from "~/server/platform/guards.server";
import { stopImpersonation } from "~/server/staff/impersonation.server";

export const loader = () => redirect("/");

export async function action({ request }: ActionFunctionArgs) {
  // Not through formDataOf: stopping is the admin's own act, not one taken as the customer.
  assertSameOrigin(request);
  const { partner } = await requirePartner(request);
  return stopImpersonation(request, partner);
}
