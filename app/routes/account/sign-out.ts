// Sign out here, or everywhere (every browser of this customer); a broker session goes back to the broker.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOut } from "~/server/account/auth.server";
import { isBrokerSession, leaveBrokerSession } from "~/server/broker/broker-session.server";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner } = await requirePartner(request);
  const form = await formDataOf(request);
  // Signing out of a broker session returns to the broker quote page (spec section 4, decision 0080).
  if (await isBrokerSession(request, partner)) return leaveBrokerSession(request, partner);
  const headers = await signOut(request, partner, form.get("everywhere") === "1");
  return redirect("/welcome", { headers });
}
