// The funnel frame (spec section 2, "Funnel layout"): steps bar, page, cart panel. Pages say
// their step in their route handle; the cart comes from the server on every navigation.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useMatches } from "@remix-run/react";
import { AnalyticsEvents } from "~/components/funnel/analytics";
import { CartPanel } from "~/components/funnel/cart-panel";
import { StepsBar } from "~/components/funnel/steps-bar";
import { ecommerceEvent } from "~/domain/analytics";
import type { StepFlow } from "~/domain/steps";
import { loadCart } from "~/server/cart.server";
import { requirePartner } from "~/server/guards.server";
import { findVisitor } from "~/server/session.server";

export type FunnelHandle = { step?: string; flow?: StepFlow; hideCart?: boolean };

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const visitor = await findVisitor(request, partner);
  const cart = await loadCart(visitor, partner, language);
  const addedId = new URL(request.url).searchParams.get("added");
  const added = addedId ? cart.items.find((item) => item.id === addedId) : undefined;
  return {
    cart,
    analytics: added ? [ecommerceEvent("add_to_cart", [added], added.id)] : [],
  };
}

export default function FunnelLayout() {
  const { cart, analytics } = useLoaderData<typeof loader>();
  const matches = useMatches();
  const handle = Object.assign({}, ...matches.map((match) => (match.handle ?? {}) as FunnelHandle)) as FunnelHandle;
  return (
    <div className="funnel">
      {handle.step ? <StepsBar flow={handle.flow ?? "default"} current={handle.step} /> : null}
      <div className={handle.hideCart ? "funnel-body" : "funnel-body funnel-body-with-cart"}>
        <div className="funnel-page">
          <Outlet />
        </div>
        {handle.hideCart ? null : <CartPanel cart={cart} canDelete />}
      </div>
      <AnalyticsEvents events={analytics} />
    </div>
  );
}
