import { Form, NavLink } from "@remix-run/react";
import { useRootData } from "~/components/root-data";
import { useTranslation } from "react-i18next";
import { Disclosure } from "./disclosure";

/** Below the desktop breakpoint (865 px) this replaces the header navigation and user menu. */
export function MobileNavigation({ showInvoices }: { showInvoices: boolean }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation("account");
  const signedIn = !!useRootData()?.user;
  return (
    <Disclosure className="mobile-only mobile-nav" label={t("nav.menu")} panelClassName="mobile-nav-panel">
      <nav aria-label={t("shell.mobileNavigation")}>
        <ul>
          <li>
            <NavLink to="/products/available-products">{t("nav.availableInsurances")}</NavLink>
          </li>
          <li>
            <NavLink to="/user/policies">{t("nav.myInsurances")}</NavLink>
          </li>
          <li>
            <NavLink to="/user/details">{t("nav.myDetails")}</NavLink>
          </li>
          {showInvoices ? (
            <li>
              <NavLink to="/user/invoices">{t("nav.invoices")}</NavLink>
            </li>
          ) : null}
          <li>
            <NavLink to="/user/inbox">{t("nav.inbox")}</NavLink>
          </li>
          <li>
            {signedIn ? (
              <Form method="post" action="/sign-out">
                <button type="submit" className="button button-ghost mobile-nav-sign-in">
                  {ta("userMenu.signOut")}
                </button>
              </Form>
            ) : (
              <NavLink className="mobile-nav-sign-in" to="/sign-in">
                {t("nav.signIn")}
              </NavLink>
            )}
          </li>
        </ul>
      </nav>
    </Disclosure>
  );
}
