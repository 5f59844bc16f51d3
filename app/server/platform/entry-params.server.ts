// The visit's entry parameters (returnURL, email, userId, expo_ip; decision 0090): read from
// the query of any page by the root loader, checked (domain/platform/entry-params.ts) and kept
// in a signed session cookie, so they hold on every page after the partner's link opened one.
// Loaders read them with visitEntry: the query first (the first page, before the cookie is
// back), then the cookie.
import { createCookie } from "@remix-run/node";
import { carriesEntryParams, entryValuesOf, parseStoredEntry, type EntryValues } from "~/domain/platform/entry-params";
import { config } from "./config.server";
import { readSignedCookie } from "./cookies.server";
import type { LoadedPartner } from "./partner.server";
import { partnerUrl } from "./public-url.server";

/** A session cookie (no max-age): the visit's entry values as checked JSON. */
export const entryCookie = createCookie("__entry", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: config.secureCookies,
  secrets: config.sessionSecrets,
});

/** This partner's own origin (from configuration, never the Host header) and the URLs it lists in its settings. */
function returnTargets(request: Request, partner: LoadedPartner): { own: string; listed: (string | null)[] } {
  const { backToPartnerSiteUrl, deeplinkWebUrl, deeplinkUrl, checkinReturnUrl } = partner.config;
  return {
    own: new URL(partnerUrl(partner.config, "/", request)).origin,
    listed: [backToPartnerSiteUrl, deeplinkWebUrl, deeplinkUrl, checkinReturnUrl],
  };
}

/** The entry values this request carries or the visit kept; the query's good values win. */
export async function visitEntry(request: Request, partner: LoadedPartner): Promise<EntryValues> {
  const { own, listed } = returnTargets(request, partner);
  const stored = parseStoredEntry(await readSignedCookie(entryCookie, request), own, listed);
  return { ...stored, ...entryValuesOf(new URL(request.url).searchParams, own, listed) };
}

/** The Set-Cookie that keeps the visit's entry values, when this request's query names any; null otherwise. */
export async function entryCookieHeader(request: Request, partner: LoadedPartner): Promise<string | null> {
  if (!carriesEntryParams(new URL(request.url).searchParams)) return null;
  return entryCookie.serialize(JSON.stringify(await visitEntry(request, partner)));
}

/**
 * A redirect thrown while the first page is still being answered (a signed link's sign-in, an
 * app's open_url) takes the entry cookie along, so the values survive the parameters it drops.
 */
export async function keepEntryOnRedirect(request: Request, partner: LoadedPartner, thrown: unknown): Promise<unknown> {
  if (!(thrown instanceof Response)) return thrown;
  const cookie = await entryCookieHeader(request, partner);
  if (cookie) thrown.headers.append("Set-Cookie", cookie);
  return thrown;
}
