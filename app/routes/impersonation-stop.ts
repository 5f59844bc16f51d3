import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { assertSameOrigin } from "~/server/csrf.server";
import { requirePartner } from "~/server/guards.server";
import { stopImpersonation } from "~/server/impersonation.server";

export const loader = () => redirect("/");

export async function action({ request }: ActionFunctionArgs) {
  // Not through formDataOf: stopping is the admin's own act, not one taken as the customer.
  assertSameOrigin(request);
  const { partner } = await requirePartner(request);
  return stopImpersonation(request, partner);
}
