// Where a visitor goes after signing in (spec section 4), and which return paths are safe to
// follow. Pure functions: the routes pass in what they know.
import { funnelPath, safeRedirectPath, type InsuranceFlow } from "../platform/navigation";
import { quotationPath } from "../checkout/flows/outcome-paths";

/** A path on this host to come back to, or null: never another host (no open redirects). */
export function safeReturnPath(value: string | null | undefined): string | null {
  const path = safeRedirectPath(value, "");
  if (!path || path.length > 500) return null;
  // Sign-in pages are no place to come back to.
  if (/^\/sign-(in|out)(?:[/?#]|$)/.test(path)) return null;
  return path;
}

/**
 * Spec section 4, after login: no profession -> profession page; check-in -> check-in
 * welcome; calculator -> the calculator's available products; otherwise available products,
 * or the quotation when a quote id came along. A protected page the visitor was sent away
 * from comes first.
 */
export function afterSignInPath(input: {
  hasProfession: boolean;
  flow: InsuranceFlow;
  quoteId?: string | null;
  returnTo?: string | null;
  /** funnel_type and product_id of the entry link (spec section 2: csc with a product id). */
  funnelType?: string | null;
  productId?: string | null;
}): string {
  const back = safeReturnPath(input.returnTo);
  if (back) return back;
  if (!input.hasProfession) return funnelPath(input.flow, "profession");
  if (input.funnelType?.toLowerCase() === "csc" && input.productId && /^[\w-]{1,64}$/.test(input.productId)) {
    return `/checkout/aov-premium-review?product_id=${encodeURIComponent(input.productId)}`;
  }
  if (input.flow === "checkin") return funnelPath("checkin", "welcome");
  if (input.flow === "calculator") return funnelPath("calculator", "products");
  if (input.quoteId) return quotationPath(input.quoteId);
  return "/products/available-products";
}
