// The account area's side navigation (spec section 2, "Account side navigation"), with the
// inbox badge. Invoices are left out for partners that hide invoices and support.
import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function AccountNav({ showInvoices, inboxCount }: { showInvoices: boolean; inboxCount: number }) {
  const { t } = useTranslation("account");
  const links: { to: string; label: string; badge?: number }[] = [
    { to: "/user/policies", label: t("nav.policies") },
    { to: "/user/details", label: t("nav.details") },
    ...(showInvoices ? [{ to: "/user/invoices", label: t("nav.invoices") }] : []),
    { to: "/user/claims", label: t("nav.claims") },
    { to: "/user/inbox", label: t("nav.inbox"), badge: inboxCount },
  ];
  return (
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
  );
}
