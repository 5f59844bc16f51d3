// Start impersonating a user: only an admin who may manage the user's partner. Goes to the
// user's own partner host with a single-use ticket.
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { formDataOf } from "~/server/platform/guards.server";
import { impersonationUrl } from "~/server/staff/impersonation.server";
import { requireAdmin } from "~/server/staff/staff-auth.server";

export const loader = () => redirect("/admin/users");

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  await formDataOf(request);
  const url = await impersonationUrl(staff, params.userId ?? "", request);
  if (!url) throw data({ error: "notFound" }, { status: 404 });
  return redirect(url);
}
