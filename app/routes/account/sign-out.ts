// Sign out here, or everywhere (every browser of this customer).
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOut } from "~/server/account/auth.server";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner } = await requirePartner(request);
  const form = await formDataOf(request);
  const headers = await signOut(request, partner, form.get("everywhere") === "1");
  return redirect("/welcome", { headers });
}
