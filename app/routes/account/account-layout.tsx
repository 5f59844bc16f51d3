// The account area frame (spec section 2, "Account side navigation"): every /user/* page is
// for a signed-in customer only, with the side navigation beside it (above it on narrow
// screens). Invoices are left out for partners that hide invoices and support.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { inboxSummary } from "~/server/account/account.server";
import { requireCustomer } from "~/server/account/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language, customer } = await requireCustomer(request);
  const inbox = await inboxSummary(customer, partner, language, todayInAmsterdam());
  return { showInvoices: !partner.config.hideInvoicesAndSupport, inboxCount: inbox.count };
}

export default function AccountLayout() {
  const { showInvoices, inboxCount } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const links: { to: string; label: string; badge?: number }[] = [
    { to: "/user/policies", label: t("nav.policies") },
    { to: "/user/details", label: t("nav.details") },
    ...(showInvoices ? [{ to: "/user/invoices", label: t("nav.invoices") }] : []),
    { to: "/user/claims", label: t("nav.claims") },
    { to: "/user/inbox", label: t("nav.inbox"), badge: inboxCount },
  ];
  return (
    <div className="account">
      <nav className="account-nav" aria-label={t("nav.label")}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              {/* NavLink sets aria-current="page" on the active link (and on its sub-pages: a policy is under the overview). */}
              <NavLink to={link.to} className="account-nav-link" prefetch="none">
                <span>{link.label}</span>{" "}
                {link.badge ? (
                  <span className="account-nav-badge" data-testid="inbox-badge">
                    <span aria-hidden="true">{link.badge}</span>{" "}
                    <span className="visually-hidden">{t("nav.badge", { count: link.badge })}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-page">
        <Outlet />
      </div>
    </div>
  );
}
