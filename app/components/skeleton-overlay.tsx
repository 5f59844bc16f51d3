import { useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A fixed full-page skeleton while the next page loads (after a short delay, so fast loads don't flash). */
export function SkeletonOverlay() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state !== "loading") return null;
  return (
    <div className="skeleton-overlay" role="status" aria-live="polite" data-testid="skeleton-overlay">
      <div className="loader">
        <span className="loader-ring" aria-hidden="true" />
        <span>{t("shell.loading")}</span>
      </div>
      <div className="skeleton-line skeleton-title" />
      <div className="skeleton-line" />
      <div className="skeleton-line" />
      <div className="skeleton-card" />
    </div>
  );
}
