// /checkout (and any unknown /checkout/* path): start the next checkout group (or resume the
// open one) and go to the first step of its flow not done; the disclaimer first when the cart
// holds more than one group.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { flowForCheckout } from "~/domain/flows/definitions";
import { firstOpenStep } from "~/domain/flows/flow-steps";
import { checkoutProducts, startOrResumeCheckout } from "~/server/checkout.server";
import { flowFacts } from "~/server/checkout-flow.server";
import { requirePartner } from "~/server/guards.server";
import { findVisitor } from "~/server/session.server";

async function start(request: Request) {
  const { partner } = await requirePartner(request);
  const visitor = await findVisitor(request, partner);
  const started = visitor ? await startOrResumeCheckout(visitor, partner) : null;
  if (!started) return redirect("/products/available-products");
  if (started.showDisclaimer) return redirect("/checkout/disclaimer");
  const products = await checkoutProducts(visitor!, partner);
  const flow = flowForCheckout(products.map((product) => product.type));
  return redirect(firstOpenStep(flow, await flowFacts(visitor!, started.checkout, products, flow)).path);
}

export const loader = ({ request }: LoaderFunctionArgs) => start(request);
export const action = ({ request }: ActionFunctionArgs) => start(request);
