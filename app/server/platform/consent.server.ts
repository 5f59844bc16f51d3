// The analytics consent cookie (decision 0050): a plain value ("granted" or "denied"), since
// it holds nothing secret and entry.server.tsx reads it for the page's CSP before Remix runs.
import { CONSENT_COOKIE, CONSENT_MAX_AGE, consentFromCookieHeader, type Consent } from "~/domain/platform/consent";
import { config } from "./config.server";

export function readConsent(request: Request): Consent | null {
  return consentFromCookieHeader(request.headers.get("Cookie"));
}

export function consentCookieHeader(consent: Consent): string {
  return [
    `${CONSENT_COOKIE}=${consent}`,
    "Path=/",
    `Max-Age=${CONSENT_MAX_AGE}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(config.secureCookies ? ["Secure"] : []),
  ].join("; ");
}
