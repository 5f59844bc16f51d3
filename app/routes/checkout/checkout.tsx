// /checkout and /insurance-calculator/checkout (and any unknown /checkout/* path): the flow
// engine says where the visitor goes (checkoutEntryPath): the disclaimer, the first step of the
// flow not done, or the products. The calculator's entry runs the same checkout in its variant.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { insuranceFlowFor } from "~/domain/platform/navigation";
import { checkoutEntryPath } from "~/server/checkout/checkout-flow.server";
import { requirePartner } from "~/server/platform/guards.server";
import { findVisitor } from "~/server/platform/session.server";

async function start(request: Request) {
  const { partner } = await requirePartner(request);
  const variant = insuranceFlowFor(new URL(request.url)) === "calculator" ? "calculator" : "default";
  return redirect(await checkoutEntryPath(await findVisitor(request, partner), partner, variant));
}

export const loader = ({ request }: LoaderFunctionArgs) => start(request);
export const action = ({ request }: ActionFunctionArgs) => start(request);
