// The consent banner for analytics cookies (decision 0050): accept or reject with equal weight,
// shown until a choice is made and again from the footer's "Cookie settings". At the end of the
// page, after the footer, so it neither pushes the page down nor covers a control (app.css,
// decision 0087); it takes no focus on its own; a plain form post without JavaScript.
import { isStaffPath } from "~/domain/platform/navigation";
import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CONSENT_SETTINGS_PARAM, consentReturnPath, type Consent } from "~/domain/platform/consent";
import { useRootData } from "~/components/root-data";
import { AnalyticsListener } from "./analytics-listener";

/** The banner and the click listener of the analytics events: one line in the app shell. */
export function ConsentAndAnalytics() {
  // Staff pages load no tag manager, so there is nothing to consent to there.
  const { pathname } = useLocation();
  if (isStaffPath(pathname)) return null;
  return (
    <>
      <AnalyticsListener />
      <ConsentBanner />
    </>
  );
}

function ConsentBanner() {
  const { t } = useTranslation("consent");
  const root = useRootData();
  const location = useLocation();
  const fetcher = useFetcher();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const consent: Consent | null = root?.consent ?? null;
  const reopened = new URLSearchParams(location.search).has(CONSENT_SETTINGS_PARAM);
  // Opened from the footer link (the visitor asked for it): focus goes to it. Never on its own.
  useEffect(() => {
    if (reopened) titleRef.current?.focus();
  }, [reopened]);
  const choosing = fetcher.state !== "idle";
  if (!root?.partner || (consent && !reopened) || choosing) return null;
  const back = consentReturnPath(location.pathname + location.search);
  const fields = (
    <>
      <input type="hidden" name="redirectTo" value={back} />
      <button type="submit" name="choice" value="accept" className="button consent-button">
        {t("banner.accept")}
      </button>
      <button type="submit" name="choice" value="reject" className="button consent-button">
        {t("banner.reject")}
      </button>
    </>
  );
  return (
    <section className="consent-banner" aria-labelledby="consent-title" data-testid="consent-banner">
      <div className="consent-inner">
        <h2 id="consent-title" className="consent-title" ref={titleRef} tabIndex={-1}>
          {t("banner.title")}
        </h2>
        <p className="consent-text">{t("banner.text")}</p>
        {consent ? <p className="consent-current">{t(`banner.current.${consent}`)}</p> : null}
        {/* Withdrawing consent reloads the page, so a tag manager already running is gone. */}
        {consent === "granted" ? (
          <Form method="post" action="/consent" reloadDocument className="consent-actions">
            {fields}
          </Form>
        ) : (
          <fetcher.Form method="post" action="/consent" className="consent-actions">
            {fields}
          </fetcher.Form>
        )}
      </div>
    </section>
  );
}

/** The footer's "Cookie settings": the same page with the banner open (works without JavaScript). */
export function CookieSettingsLink() {
  const { t } = useTranslation("consent");
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set(CONSENT_SETTINGS_PARAM, "1");
  return (
    <Link to={`${location.pathname}?${params.toString()}`} preventScrollReset className="cookie-settings-link">
      {t("footer.settings")}
    </Link>
  );
}
