// /user: the account area starts at the policy overview (the layout signs the visitor in first).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireCustomer } from "~/server/account/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCustomer(request);
  return redirect("/user/policies");
}
