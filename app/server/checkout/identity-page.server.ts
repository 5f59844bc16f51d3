// What the identity screen and its JSON twin share: the checkout's product that requires a
// verified identity and the start date the payment screen holds.
import { heldPaymentOf } from "./checkout.server";
import type { FlowStepContext } from "./checkout-flow.server";
import { db } from "../platform/db.server";

export async function identityCheckOf(context: Pick<FlowStepContext, "checkout" | "products">) {
  const product = context.products.find((candidate) => candidate.requireIdentityVerification) ?? null;
  const [row, started] = await Promise.all([
    db.checkout.findUnique({ where: { id: context.checkout.id }, select: { heldPayment: true } }),
    db.identityVerification.count({ where: { checkoutId: context.checkout.id } }),
  ]);
  return { product, held: heldPaymentOf(row?.heldPayment), started };
}
