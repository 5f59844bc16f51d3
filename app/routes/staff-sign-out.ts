// Staff sign-out: ends the staff session of this browser.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { formDataOf } from "~/server/guards.server";
import { findStaff, signOutStaff } from "~/server/staff-auth.server";

export const loader = () => redirect("/");

export async function action({ request }: ActionFunctionArgs) {
  await formDataOf(request);
  const staff = await findStaff(request);
  return redirect(staff?.role === "broker" ? "/broker/sign-in" : "/admin/sign-in", { headers: { "Set-Cookie": await signOutStaff(request) } });
}
