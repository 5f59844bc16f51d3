import type { BrowserContext } from "@playwright/test";
import { CONSENT_COOKIE } from "~/domain/platform/consent";
import { baseURL } from "../../../playwright.config";

/** The URL of a page on a partner's own host (acme -> http://acme.localhost:3100/...). */
export function partnerUrl(partner: string | null, path: string): string {
  const url = new URL(path, baseURL);
  if (partner) url.hostname = `${partner}.localhost`;
  return url.toString();
}

/**
 * The visitor's analytics consent given on these hosts beforehand (the cookie the banner's
 * "Accepteren" sets), for tests about what loads once consent is given.
 */
export async function grantAnalyticsConsent(context: BrowserContext, partners: (string | null)[]): Promise<void> {
  await context.addCookies(partners.map((partner) => ({ name: CONSENT_COOKIE, value: "granted", url: partnerUrl(partner, "/") })));
}
