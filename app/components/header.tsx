import { Link, NavLink, useLocation, useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { insuranceFlowFor, showLanguageSelector, welcomePathFor } from "~/domain/platform/navigation";
import { useRootData } from "~/components/root-data";
import { useQuoteOpen } from "./funnel/use-quote-open";
import { LanguageSelector } from "./language-selector";
import { MobileNavigation } from "./mobile-navigation";
import { SupportMenu } from "./support-menu";
import { UserMenu } from "./user-menu";
import { AppBackLink } from "./app-back-link";

export function Header() {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const quoteOpen = useQuoteOpen();
  // A broker session (decision 0080): the funnel's loader sends its line as markup, so no customer page's bundle grows for it.
  const broker = useMatches()
    .map((match) => (match.data as { brokerSession?: { label: string; html: string } | null } | null)?.brokerSession)
    .find(Boolean);
  const partner = root?.partner;
  if (!partner) return null;

  const url = new URL(location.pathname + location.search, "http://x");
  const welcomePath = welcomePathFor(insuranceFlowFor(url));
  const logo = partner.logoPrimary ? (
    <img src={partner.logoPrimary} alt={partner.displayName} className="header-logo-image" width={160} height={40} />
  ) : (
    <span className="header-logo-text">{partner.displayName}</span>
  );

  return (
    <header className="header">
      <a className="skip-link" href="#main">
        {t("shell.skipToContent")}
      </a>
      <div className="header-inner">
        <AppBackLink />
        {partner.disableLogoLink || quoteOpen ? (
          <span className="header-logo" data-testid="logo">
            {logo}
          </span>
        ) : (
          <Link className="header-logo" to={welcomePath} aria-label={t("shell.logoHome", { name: partner.displayName })}>
            {logo}
          </Link>
        )}
        <nav className="header-nav desktop-only" aria-label={t("shell.mainNavigation")}>
          <NavLink to="/products/available-products">{t("nav.availableInsurances")}</NavLink>
          <NavLink to="/user/policies">{t("nav.myInsurances")}</NavLink>
        </nav>
        <div className="header-actions">
          {showLanguageSelector(partner.availableLanguages.length, location.pathname) ? (
            <LanguageSelector languages={partner.availableLanguages} current={root.language} />
          ) : null}
          {partner.hideInvoicesAndSupport ? null : <SupportMenu partner={partner} support={root.support} />}
          {/* Signed in, the user menu (with signing out) stays on narrow screens too; the sign-in link lives in the mobile menu there. */}
          <div className={root.user ? "header-user" : "desktop-only"}>
            <UserMenu />
          </div>
          <MobileNavigation showInvoices={!partner.hideInvoicesAndSupport} />
        </div>
      </div>
      {broker ? (
        <div className="broker-session-bar" role="region" aria-label={broker.label} dangerouslySetInnerHTML={{ __html: broker.html }} />
      ) : null}
    </header>
  );
}
