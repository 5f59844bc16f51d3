// Admin console: "edit on the partner's site". Only an admin who may manage the partner gets a
// hand-over link (anyone else's admin a 404); it goes to the partner's host at once.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireManagedPartner } from "~/server/partners/colour-editor.server";
import { colourEditorHandOverUrl } from "~/server/partners/colour-editor-mode.server";
import { formDataOf } from "~/server/platform/guards.server";
import { requireAdmin } from "~/server/staff/staff-auth.server";

export const loader = ({ params }: LoaderFunctionArgs) => redirect(`/admin/partners/${params.partnerId ?? ""}/colours`);

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const partner = await requireManagedPartner(staff, params.partnerId);
  await formDataOf(request);
  const url = await colourEditorHandOverUrl(request, staff, partner);
  if (!url) throw data({ error: "notFound" }, { status: 404 });
  return redirect(url);
}
