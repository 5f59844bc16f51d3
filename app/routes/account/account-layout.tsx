// The account area frame (spec section 2, "Account side navigation"): every /user/* page is
// for a signed-in customer only, with the side navigation beside it (above it on narrow
// screens). A page that fails shows its error inside this frame, the navigation still there.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AccountNav } from "~/components/account/account-nav";
import { RouteErrorPage } from "~/components/errors/route-error-page";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { inboxSummary } from "~/server/account/account.server";
import { requireCustomer } from "~/server/account/auth.server";

/** This layout's route id (routes.ts names it by its file), for its data in the error boundary. */
const ROUTE_ID = "routes/account/account-layout";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language, customer } = await requireCustomer(request);
  const inbox = await inboxSummary(customer, partner, language, todayInAmsterdam());
  return { showInvoices: !partner.config.hideInvoicesAndSupport, inboxCount: inbox.count };
}

function AccountFrame({ nav, children }: { nav: Awaited<ReturnType<typeof loader>> | undefined; children: ReactNode }) {
  return (
    <div className="account">
      {nav ? <AccountNav showInvoices={nav.showInvoices} inboxCount={nav.inboxCount} /> : null}
      <div className="account-page">{children}</div>
    </div>
  );
}

export default function AccountLayout() {
  return (
    <AccountFrame nav={useLoaderData<typeof loader>()}>
      <Outlet />
    </AccountFrame>
  );
}

/** A failed account page: its error in the frame; the navigation too unless this loader failed. */
export function ErrorBoundary() {
  return (
    <AccountFrame nav={useRouteLoaderData<typeof loader>(ROUTE_ID)}>
      <RouteErrorPage />
    </AccountFrame>
  );
}
