import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/components/root-data";
import { ChatWidget } from "./chat/chat-widget";
import { ConsentAndAnalytics, CookieSettingsLink } from "./consent/consent-banner";
import { Header } from "./header";
import { ImpersonationBanner } from "./impersonation-banner";
import { OneTimeNotice } from "./one-time-notice";
import { SkeletonOverlay } from "./skeleton-overlay";

/** The page frame of every partner page: header, main content, footer, loading overlay. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <ImpersonationBanner />
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <OneTimeNotice />
        {children}
      </main>
      <SiteFooter />
      {/* After the footer, in the page's flow: it neither pushes the page down nor covers a control. */}
      <ConsentAndAnalytics />
      <SkeletonOverlay />
      <ChatWidget />
    </div>
  );
}

/**
 * The partner's name, who insures (name, AFM and Kifid numbers; decision 0085) and, where it
 * offers support, its support address (the footer-* colours).
 */
function SiteFooter() {
  const { t } = useTranslation();
  const root = useRootData();
  const partner = root?.partner;
  if (!partner) return null;
  const email = partner.hideInvoicesAndSupport ? null : partner.supportEmail;
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <p>© {partner.displayName}</p>
        <p className="site-footer-trust">{root.trust.join(" · ")}</p>
        {email ? (
          <p>
            <a href={`mailto:${email}`}>{t("support.mail", { email })}</a>
          </p>
        ) : null}
        <p>
          <CookieSettingsLink />
        </p>
      </div>
    </footer>
  );
}
