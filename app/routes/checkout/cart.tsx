// Cart changes: add a product, delete an item. Plain form posts that redirect back, so they
// work without JavaScript; the ids are checked against the partner's offer and the visitor.
// A refusal is thrown with its 4xx status: the root error boundary shows it as the translated
// "refused" page, and a data request (/cart.data) gets the same status. (As a resource route,
// Remix answered a returned refusal 200 and a thrown one as JSON.)
import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/domain/platform/page-meta";
import { safeRedirectPath } from "~/domain/platform/navigation";
import { DEFAULT_RISK_CLASS, isOffered } from "~/domain/catalogue/product-quote";
import { ecommerceEvent } from "~/domain/platform/analytics";
import { analyticsFlashHeader } from "~/server/checkout/analytics-flash.server";
import {
  addToCart,
  cartItemCount,
  cartItemIdOf,
  loadCart,
  NotOfferedError,
  removeFromCart,
  visitorRiskClass,
} from "~/server/checkout/cart.server";
import { findCatalogueProduct } from "~/server/catalogue/catalogue.server";
import { requirePartner, formDataOf } from "~/server/platform/guards.server";
import { isLockedByQuote } from "~/server/checkout/quote-cart.server";
import { ensureVisitor, findVisitor } from "~/server/platform/session.server";

// Only a refusal is ever shown here (its error page has its own title).
export const meta: MetaFunction = (args) => pageMeta(args, "refused");

export async function loader() {
  return redirect("/products/available-products");
}

function withParams(path: string, changes: Record<string, string | null>): string {
  const url = new URL(path, "http://local");
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}`;
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const form = await formDataOf(request);
  const intent = form.get("intent");
  const back = safeRedirectPath(form.get("redirectTo"), "/products/available-products");

  if (intent === "add") {
    const productId = String(form.get("productId") ?? "");
    // Checked before a guest profile is made, so junk creates nothing.
    const existing = await findVisitor(request, partner);
    const product = await findCatalogueProduct(partner.config.id, productId);
    if (!product || product.id !== productId || !isOffered(product, existing ? await visitorRiskClass(existing) : DEFAULT_RISK_CLASS)) {
      throw data({ error: "notOffered" }, { status: 400 });
    }
    const { visitor, headers } = await ensureVisitor(request, partner);
    try {
      await addToCart(visitor, partner, productId);
    } catch (error) {
      if (error instanceof NotOfferedError) throw data({ error: "notOffered" }, { status: 400, headers });
      throw error;
    }
    // ?added= lets the page report add_to_cart with the server's price, with or without JavaScript.
    return redirect(withParams(back, { added: await cartItemIdOf(visitor, productId) }), { headers });
  }

  if (intent === "delete") {
    const visitor = await findVisitor(request, partner);
    // An item of a broker's quote stays while the quote is open (spec section 2, cart card).
    if (visitor && (await isLockedByQuote(visitor.id, String(form.get("itemId") ?? ""))))
      throw data({ error: "quoteItem" }, { status: 409 });
    // The item as it was, for remove_from_cart on the next page (decision 0050).
    const gone = visitor
      ? (await loadCart(visitor, partner, language)).items.find((item) => item.id === String(form.get("itemId") ?? ""))
      : undefined;
    const removed = visitor ? await removeFromCart(visitor, String(form.get("itemId") ?? "")) : false;
    if (!removed) throw data({ error: "notFound" }, { status: 404 });
    const left = await cartItemCount(visitor!);
    // The popup closes itself when the cart empties.
    return redirect(withParams(back, { confirmDelete: null, added: null, ...(left === 0 ? { cart: null } : {}) }), {
      headers: gone ? { "Set-Cookie": await analyticsFlashHeader([ecommerceEvent("remove_from_cart", [gone])]) } : {},
    });
  }

  throw data({ error: "unknownIntent" }, { status: 400 });
}

/**
 * Never shown (the loader redirects, the action redirects or throws), but a page component makes
 * /cart a document route, so a thrown refusal renders the error boundary instead of JSON.
 */
export default function Cart() {
  return null;
}
