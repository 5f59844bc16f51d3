// /checkout: start the next checkout group (or resume the open one) and go to its first
// page; the disclaimer first when the cart holds more than one group.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { startOrResumeCheckout } from "~/server/checkout.server";
import { requirePartner } from "~/server/guards.server";
import { findVisitor } from "~/server/session.server";

async function start(request: Request) {
  const { partner } = await requirePartner(request);
  const visitor = await findVisitor(request, partner);
  const started = visitor ? await startOrResumeCheckout(visitor, partner) : null;
  if (!started) return redirect("/products/available-products");
  return redirect(started.showDisclaimer ? "/checkout/disclaimer" : "/checkout/questions");
}

export const loader = ({ request }: LoaderFunctionArgs) => start(request);
export const action = ({ request }: ActionFunctionArgs) => start(request);
