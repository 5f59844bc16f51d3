// Where the shell's links lead and what it shows, from the current URL alone.

/** The query parameters of a signed partner link (signed-link.ts); passed on nowhere. */
export const SIGNED_LINK_PARAMS = ["external_id", "signature_created_at", "signature"] as const;

/** The whole site's mode (spec section 3, auth state insuranceFlow). */
export const INSURANCE_FLOWS = ["default", "calculator", "checkin"] as const;
export type InsuranceFlow = (typeof INSURANCE_FLOWS)[number];

export function isInsuranceFlow(value: unknown): value is InsuranceFlow {
  return typeof value === "string" && (INSURANCE_FLOWS as readonly string[]).includes(value);
}

/**
 * The variant a URL asks for (spec section 2): the path naming it, else a query flag (?flow=,
 * or a partner app's ?funnel_type=); anything else is the default shop.
 */
export function insuranceFlowFor(url: URL): InsuranceFlow {
  if (url.pathname.startsWith("/insurance-calculator")) return "calculator";
  if (url.pathname.startsWith("/insurance-checkin")) return "checkin";
  const flag = (url.searchParams.get("flow") ?? url.searchParams.get("funnel_type") ?? "").toLowerCase();
  return flag === "calculator" || flag === "checkin" ? flag : "default";
}

/** The pages every variant has, each at its own path. */
export type FunnelPage = "welcome" | "profession" | "products" | "checkout";

const FUNNEL_PATHS: Record<InsuranceFlow, Record<FunnelPage, string>> = {
  default: { welcome: "/welcome", profession: "/profession", products: "/products/available-products", checkout: "/checkout" },
  calculator: {
    welcome: "/insurance-calculator",
    profession: "/insurance-calculator/profession",
    products: "/insurance-calculator/available-products",
    checkout: "/insurance-calculator/checkout",
  },
  // The check-in registers insurance held elsewhere: its profession page is the shop's, flagged,
  // and what it finds missing is bought in the shop (decision 0036).
  checkin: {
    welcome: "/insurance-checkin-welcome",
    profession: "/profession?flow=checkin",
    products: "/products/available-products",
    checkout: "/insurance-checkin-checkout",
  },
};

export function funnelPath(flow: InsuranceFlow, page: FunnelPage): string {
  return FUNNEL_PATHS[flow][page];
}

/** A product's page within the variant: the calculator keeps its own prefix. */
export function productPagePath(flow: InsuranceFlow, slug: string): string {
  return `${flow === "calculator" ? "/insurance-calculator" : ""}/products/${encodeURIComponent(slug)}`;
}

export function welcomePathFor(flow: InsuranceFlow): string {
  return funnelPath(flow, "welcome");
}

/** The URL carries a signed partner link, which the root loader signs in with first. */
export function carriesSignedLink(search: URLSearchParams): boolean {
  return SIGNED_LINK_PARAMS.some((name) => search.has(name));
}

/**
 * The query a check-in page passes on to the next (spec section 2): everything but the signed
 * link's three parameters, which sign in once and must not travel further.
 */
export function passedOnQuery(search: URLSearchParams): string {
  const params = new URLSearchParams(search);
  for (const name of SIGNED_LINK_PARAMS) params.delete(name);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A path with the query of the current page passed on (see passedOnQuery); the path's own query wins. */
export function withPassedOnQuery(path: string, search: URLSearchParams): string {
  const [pathname, own = ""] = path.split("?");
  const params = new URLSearchParams(passedOnQuery(search));
  for (const [name, value] of new URLSearchParams(own)) params.set(name, value);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname!;
}

export function isCheckoutPath(pathname: string): boolean {
  return pathname.toLowerCase().includes("checkout");
}

/** Only when the partner offers a choice, and never inside checkout. */
export function showLanguageSelector(languageCount: number, pathname: string): boolean {
  return languageCount > 1 && !isCheckoutPath(pathname);
}

/** A same-site path to send the visitor back to; anything else becomes the fallback. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  // Control characters and backslashes let some browsers read the path as another host.
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || /[\u0000-\u001f\\]/.test(value)) {
    return fallback;
  }
  return value;
}

/** Staff pages load our own code only: no partner tag manager, chat widget or other third party. */
export function isStaffPath(path: string): boolean {
  return /^\/(admin|broker)(\/|$)/.test(path);
}
