// What every checkout page needs: the partner, the visitor and their open checkout with its
// products. No checkout (or an emptied one) goes back through /checkout, which starts the
// next group or sends an empty cart to the products.
import { redirect } from "@remix-run/node";
import { todayInAmsterdam } from "~/domain/validation";
import { checkoutProducts, findOpenCheckout } from "./checkout.server";
import { requirePartner } from "./guards.server";
import { requireVisitor } from "./session.server";

export async function requireCheckout(request: Request) {
  const context = await requirePartner(request);
  const visitor = await requireVisitor(request, context.partner);
  const checkout = await findOpenCheckout(visitor);
  if (!checkout) throw redirect("/checkout");
  const products = await checkoutProducts(visitor, context.partner);
  if (products.length === 0) throw redirect("/checkout");
  return { ...context, visitor, checkout, products, today: todayInAmsterdam() };
}
