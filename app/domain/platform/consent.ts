// Consent for analytics cookies (decision 0050): the visitor's choice, kept 12 months in a plain
// cookie the server reads (so the tag manager is rendered only when it says yes), and the
// partner's tag manager script address.
import { GTM_ID_PATTERN } from "./analytics";
import { safeRedirectPath } from "./navigation";

export type Consent = "granted" | "denied";

export const CONSENT_COOKIE = "analytics_consent";
/** 12 months, in seconds. */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 365;
/** The query value that reopens the banner (the footer's "Cookie settings"), with and without JavaScript. */
export const CONSENT_SETTINGS_PARAM = "cookie-settings";

/** The choice in a Cookie header; null when there is none (or it is not one we wrote). */
export function consentFromCookieHeader(header: string | null | undefined): Consent | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CONSENT_COOKIE) continue;
    const value = rest.join("=").trim();
    return value === "granted" || value === "denied" ? value : null;
  }
  return null;
}

/** The banner's answer: accept or reject; anything else is no choice. */
export function consentFromChoice(value: unknown): Consent | null {
  return value === "accept" ? "granted" : value === "reject" ? "denied" : null;
}

/**
 * Where the banner's form goes back to: a path of this site only (never another host), without
 * the settings flag (the choice is made, so the banner closes).
 */
export function consentReturnPath(value: unknown): string {
  const path = safeRedirectPath(typeof value === "string" ? value.slice(0, 2000) : null);
  const url = new URL(path, "http://same.site");
  if (url.origin !== "http://same.site") return "/";
  url.searchParams.delete(CONSENT_SETTINGS_PARAM);
  return `${url.pathname}${url.search}`;
}

/**
 * The partner's Google Tag Manager environment (googleTagManagerCode): the query string GTM's
 * environment snippet gives, gtm_auth=<token>&gtm_preview=env-<n>, optionally with
 * &gtm_cookies_win=x. Empty is the live container.
 */
export const GTM_CODE_PATTERN = /^gtm_auth=[A-Za-z0-9_-]{1,64}&gtm_preview=env-\d{1,6}(&gtm_cookies_win=x)?$/;

export function isGtmCode(value: string): boolean {
  return GTM_CODE_PATTERN.test(value);
}

/** The tag manager's script address, or null when the id (or the environment code) is not well-formed. */
export function gtmScriptUrl(id: string | null | undefined, code: string | null | undefined): string | null {
  if (!id || !GTM_ID_PATTERN.test(id)) return null;
  if (code && !isGtmCode(code)) return null;
  const url = new URL("https://www.googletagmanager.com/gtm.js");
  url.searchParams.set("id", id);
  if (code) for (const [name, value] of new URLSearchParams(code)) url.searchParams.set(name, value);
  return url.toString();
}
