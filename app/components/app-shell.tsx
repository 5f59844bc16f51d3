import type { ReactNode } from "react";
import { Header } from "./header";
import { ImpersonationBanner } from "./impersonation-banner";
import { OneTimeNotice } from "./one-time-notice";
import { SkeletonOverlay } from "./skeleton-overlay";

/** The page frame of every partner page: header, main content, loading overlay. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <ImpersonationBanner />
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <OneTimeNotice />
        {children}
      </main>
      <SkeletonOverlay />
    </div>
  );
}
