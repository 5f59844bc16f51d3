// The funnel frame (spec section 2, "Funnel layout"): steps bar, page, cart panel. Checkout
// screens return their flow's bar from the loader (stepBar, the flow definition's entries); the
// profession and product pages name their step ("insurance") in their route handle.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { AnalyticsEvents } from "~/components/funnel/analytics";
import { CartPanel } from "~/components/funnel/cart-panel";
import { StepsBar } from "~/components/funnel/steps-bar";
import { UspTicker } from "~/components/funnel/usp-ticker";
import { RouteErrorPage } from "~/components/errors/route-error-page";
import { FLAG_KEYS } from "~/domain/staff/feature-flags";
import { ecommerceEvent } from "~/domain/platform/analytics";
import { FLOWS } from "~/domain/checkout/flows/definitions";
import type { StepBarData } from "~/domain/checkout/flows/step-bar";
import { insuranceFlowFor, type InsuranceFlow } from "~/domain/platform/navigation";
import { takeAnalyticsFlash } from "~/server/checkout/analytics-flash.server";
import { loadCart } from "~/server/checkout/cart.server";
import { brokerSessionOf } from "~/server/broker/broker-session.server";
import { flagFor } from "~/server/staff/feature-flags.server";
import { requirePartner } from "~/server/platform/guards.server";
import { findVisitor } from "~/server/platform/session.server";

export type FunnelHandle = { step?: string; hideCart?: boolean };

/** The bar entries of the shop and of the calculator (profession and product pages). */
const SHOP_BARS = { default: FLOWS.default.bar, calculator: FLOWS.calculator.bar };

function barOf(
  matches: ReturnType<typeof useMatches>,
  handle: FunnelHandle,
  shopBars: typeof SHOP_BARS,
  variant: InsuranceFlow,
): StepBarData | null {
  for (const match of [...matches].reverse()) {
    const bar = (match.data as { stepBar?: StepBarData } | undefined)?.stepBar;
    if (bar) return bar;
  }
  // Profession and product pages are the "insurance" step of the shop's bar, or the calculator's.
  return handle.step ? { entries: variant === "calculator" ? shopBars.calculator : shopBars.default, current: handle.step } : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const visitor = await findVisitor(request, partner);
  const [cart, ticker, flash] = await Promise.all([
    loadCart(visitor, partner, language),
    flagFor(FLAG_KEYS.uspTicker, { partnerName: partner.config.name, userId: visitor?.id ?? null }),
    // Events of the action before this page (details saved, an item removed...): decision 0050.
    takeAnalyticsFlash(request),
  ]);
  const url = new URL(request.url);
  const addedId = url.searchParams.get("added");
  const added = addedId ? cart.items.find((item) => item.id === addedId) : undefined;
  // The cart opened (the mobile cart's ?cart=open).
  const viewCart = url.searchParams.get("cart") === "open" && cart.items.length > 0 ? [ecommerceEvent("view_cart", cart.items)] : [];
  // A broker session: the header names the broker, the cart deletes nothing (decision 0080).
  const brokerSession = await brokerSessionOf(
    request,
    visitor,
    cart.items.map((item) => item.quoteId),
    language,
  );
  return data(
    {
      cart,
      brokerSession,
      uspTicker: ticker.on,
      // Sent rather than imported, so the browser needs none of the flow definitions.
      shopBars: SHOP_BARS,
      analytics: [...flash.events, ...(added ? [ecommerceEvent("add_to_cart", [added], added.id)] : []), ...viewCart],
    },
    flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined,
  );
}

export default function FunnelLayout() {
  const { cart, uspTicker, shopBars, analytics, brokerSession } = useLoaderData<typeof loader>();
  const matches = useMatches();
  const handle = Object.assign({}, ...matches.map((match) => (match.handle ?? {}) as FunnelHandle)) as FunnelHandle;
  const location = useLocation();
  const bar = barOf(matches, handle, shopBars, insuranceFlowFor(new URL(`${location.pathname}${location.search}`, "http://x")));
  // A screen may also say so from its loader (the check-in's, which shares the questions screen).
  const hideCart = handle.hideCart || matches.some((match) => (match.data as { hideCart?: boolean } | undefined)?.hideCart === true);
  return (
    <div className="funnel">
      {uspTicker ? <UspTicker aovInCart={cart.items.some((item) => item.group === "aov")} /> : null}
      {bar ? <StepsBar bar={bar} /> : null}
      <div className={hideCart ? "funnel-body" : "funnel-body funnel-body-with-cart"}>
        <div className="funnel-page">
          <Outlet />
        </div>
        {hideCart ? null : <CartPanel cart={cart} canDelete={!brokerSession?.quoteNumber} />}
      </div>
      <AnalyticsEvents events={analytics} />
    </div>
  );
}

/**
 * A funnel page that fails shows its error in the funnel's frame, under the partner's header,
 * translated; without the bar and the cart, which may be what failed.
 */
export function ErrorBoundary() {
  return (
    <div className="funnel">
      <div className="funnel-body">
        <div className="funnel-page">
          <RouteErrorPage />
        </div>
      </div>
    </div>
  );
}
