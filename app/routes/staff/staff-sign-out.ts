// Staff sign-out: ends the staff session of this browser.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { formDataOf } from "~/server/platform/guards.server";
import { findStaff, signOutStaff } from "~/server/staff/staff-auth.server";

export const loader = () => redirect("/");

export async function action({ request }: ActionFunctionArgs) {
  await formDataOf(request);
  const staff = await findStaff(request);
  // Clearing a broker session returns to the broker's quote page (spec section 4), via sign-in.
  const next = staff?.role === "broker" ? `/broker/sign-in?redirectTo=${encodeURIComponent("/broker/quotes")}` : "/admin/sign-in";
  return redirect(next, { headers: { "Set-Cookie": await signOutStaff(request) } });
}
