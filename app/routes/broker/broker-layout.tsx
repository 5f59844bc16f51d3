// The broker area (spec section 6): signed-in brokers only (customers are sent to the broker
// sign-in, admins and impersonating browsers refused), with its own navigation.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StaffErrorPage } from "~/components/staff-error-page";
import { requireBroker } from "~/server/staff/staff-auth.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "brokerQuotes");

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireBroker(request);
  return { staff: { name: staff.name, partnerName: staff.partnerName } };
}

export default function BrokerLayout() {
  const { staff } = useLoaderData<typeof loader>();
  const { t } = useTranslation("broker");
  return (
    <div className="broker-area">
      <div className="admin-bar broker-bar">
        <nav aria-label={t("nav.label")} className="admin-nav">
          <NavLink to="/broker/quotes" end>
            {t("nav.quotes")}
          </NavLink>
          <NavLink to="/broker/quotes/new">{t("nav.newQuote")}</NavLink>
        </nav>
        <p className="admin-who">{t("nav.who", { name: staff.name, partner: staff.partnerName ?? "" })}</p>
        <Form method="post" action="/staff/sign-out">
          <button type="submit" className="button button-ghost">
            {t("nav.signOut")}
          </button>
        </Form>
      </div>
      <Outlet />
    </div>
  );
}

/** A refusal (403: an admin, an impersonating browser) or someone else's quote (404), said plainly. */
export function ErrorBoundary() {
  return <StaffErrorPage namespace="broker" />;
}
