import { Form, Link, NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/components/root-data";
import { Disclosure } from "./disclosure";

/**
 * Signed out: the way in. Signed in: a menu named after the user's first name (spec section 2)
 * with the account pages and signing out, here or on every device. One partner also gets a
 * link back to its own site.
 */
export function UserMenu() {
  const { t } = useTranslation("account");
  const root = useRootData();
  const user = root?.user;
  const partner = root?.partner;
  if (!user || !partner) {
    return (
      <Link className="user-menu-sign-in" to="/sign-in">
        {t("common:nav.signIn")}
      </Link>
    );
  }
  const name = user.firstName?.trim() || t("userMenu.fallbackName");
  const links = [
    { to: "/user/policies", label: t("nav.policies") },
    { to: "/user/details", label: t("nav.details") },
    ...(partner.hideInvoicesAndSupport ? [] : [{ to: "/user/invoices", label: t("nav.invoices") }]),
    { to: "/user/claims", label: t("nav.claims") },
    { to: "/user/inbox", label: t("nav.inbox") },
  ];
  return (
    <Disclosure
      className="user-menu"
      ariaLabel={t("userMenu.label", { name })}
      label={
        <>
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0" />
          </svg>
          <span className="user-menu-name">{name}</span>
        </>
      }
    >
      <nav aria-label={t("userMenu.navigation")}>
        <ul className="menu-list">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink className="menu-item" to={link.to}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {partner.backToPartnerSiteUrl ? (
            <li>
              <a className="menu-item" href={partner.backToPartnerSiteUrl} rel="noopener noreferrer">
                {t("userMenu.backToPartner", { partner: partner.displayName })}
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
      {/* /sign-out ends this session; "everywhere" also ends the user's sessions on other devices. */}
      <Form method="post" action="/sign-out" className="user-menu-sign-out">
        <button type="submit" className="menu-item">
          {t("userMenu.signOut")}
        </button>
        <button type="submit" name="everywhere" value="1" className="menu-item">
          {t("userMenu.signOutEverywhere")}
        </button>
      </Form>
    </Disclosure>
  );
}
