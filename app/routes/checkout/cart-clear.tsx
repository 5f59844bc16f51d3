// POST /cart-item/clear (spec section 3): empties the visitor's cart in one go, after the cart
// panel's confirmation (?confirmClear=1). The items of an open broker's quote stay (spec section 2:
// they cannot be deleted). A plain form post that redirects back, so it works without JavaScript.
import { redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/domain/platform/page-meta";
import { ecommerceEvent } from "~/domain/platform/analytics";
import { safeRedirectPath } from "~/domain/platform/navigation";
import { analyticsFlashHeader } from "~/server/checkout/analytics-flash.server";
import { cartItemCount, clearCart, loadCart } from "~/server/checkout/cart.server";
import { quoteLockedItemIds } from "~/server/checkout/quote-cart.server";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";
import { findVisitor } from "~/server/platform/session.server";

// Never shown; should a refusal ever render here, its error page has its own title.
export const meta: MetaFunction = (args) => pageMeta(args, "refused");

export async function loader() {
  return redirect("/products/available-products");
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const form = await formDataOf(request);
  const back = new URL(safeRedirectPath(form.get("redirectTo"), "/products/available-products"), "http://local");
  back.searchParams.delete("confirmClear");
  back.searchParams.delete("added");
  const visitor = await findVisitor(request, partner);
  if (!visitor) return redirect(`${back.pathname}${back.search}`);
  const kept = await quoteLockedItemIds(visitor.id);
  // The items as they were, for remove_from_cart on the next page (decision 0050).
  const gone = (await loadCart(visitor, partner, language)).items.filter((item) => !kept.has(item.id));
  await clearCart(visitor, kept);
  if ((await cartItemCount(visitor)) === 0) back.searchParams.delete("cart");
  return redirect(`${back.pathname}${back.search}`, {
    headers: gone.length > 0 ? { "Set-Cookie": await analyticsFlashHeader([ecommerceEvent("remove_from_cart", gone)]) } : {},
  });
}

/** Never shown (both answers redirect); a page component makes this a document route, as /cart is. */
export default function CartClear() {
  return null;
}
