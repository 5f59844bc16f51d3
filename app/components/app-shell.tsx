import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/components/root-data";
import { ChatWidget } from "./chat/chat-widget";
import { ConsentAndAnalytics, CookieSettingsLink } from "./consent/consent-banner";
import { Header } from "./header";
import { SkeletonOverlay } from "./skeleton-overlay";

// Only while an admin sees the site as a customer: other visits load none of it.
const ImpersonationBanner = lazy(() => import("./impersonation-banner"));

// A notice the server left for this one page (rare): other pages load none of it.
const OneTimeNotice = lazy(() => import("./one-time-notice"));

/** The page frame of every partner page: header, main content, footer, loading overlay. */
export function AppShell({ children }: { children: ReactNode }) {
  const root = useRootData();
  const impersonating = !!root?.impersonator;
  return (
    <div className="app">
      {impersonating ? (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      ) : null}
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        {root?.notice ? (
          <Suspense fallback={null}>
            <OneTimeNotice />
          </Suspense>
        ) : null}
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
