// The rules of the anonymous page cache (decision 0054): which requests it may answer, which
// answers it may keep, and how a kept page gets a nonce of its own. Plain functions; the cache
// itself is server/page-cache.server.ts.
import { consentFromCookieHeader, CONSENT_COOKIE } from "./consent";

/** Set by entry.server on a page whose route says its HTML is the same for every visitor without cookies; never sent out. */
export const SHARED_PAGE_HEADER = "x-shared-page";

/** A route's `handle`: `sharedPage: true` when its HTML depends only on partner, URL, language, analytics consent and time. */
export type SharedPageHandle = { sharedPage?: boolean };

/** The HTML of a page is kept up to this size; a larger one is sent but not kept. */
export const MAX_PAGE_BYTES = 1024 * 1024;

export type PageRequest = {
  method: string;
  host: string | undefined;
  /** Path and query, as asked. */
  url: string;
  cookie: string | undefined;
  authorization: string | undefined;
};

/**
 * Cookies that shape a shared page the same way for everyone who sends the same value: the
 * analytics choice (banner, tag manager, its CSP) and the language choice. Part of the key.
 */
export const PAGE_SHAPING_COOKIES: readonly string[] = [CONSENT_COOKIE, "lng"];

/**
 * This site's cookies that make a page someone's own (session, staff, sign-in, one-time notices,
 * flashes, the platform choice, a survey run): with any of them the page is rendered for that
 * visitor and never kept. Every cookie the site sets is in one of these two lists (a unit test
 * reads the code to hold that); cookies the site never reads (a tag manager's own) change nothing.
 */
export const PERSONAL_COOKIES: readonly string[] = [
  "__session",
  "__staff",
  "__signin_nonce",
  "__notice",
  "admin_refresh",
  "__analytics",
  "__platform",
  "__entry",
  "__survey_run",
  "__colour_editor",
];

const MAX_SHAPING_VALUE = 256;

/**
 * What a Cookie header adds to the key of a shared page: "" when it carries no page-shaping
 * cookie, the shaping values otherwise, or null when it carries a personal cookie (or a shaping
 * value too long to be one of ours).
 */
export function sharedCookieVariant(header: string | null | undefined): string | null {
  if (!header?.trim()) return "";
  let language: string | null = null;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    const name = (at < 0 ? part : part.slice(0, at)).trim();
    if (PERSONAL_COOKIES.includes(name)) return null;
    // The first of a name counts, as it does for the server's own cookie parsing.
    if (name === "lng" && language === null) {
      language = part.slice(at + 1).trim();
      if (language.length > MAX_SHAPING_VALUE) return null;
    }
  }
  const consent = consentFromCookieHeader(header);
  return [consent ? `consent=${consent}` : "", language !== null ? `lng=${language}` : ""].filter(Boolean).join(";");
}

/**
 * The cache key of a request the cache may answer: a GET of a page by a visitor who sends no
 * credentials and none of the site's personal cookies (so no session, cart, sign-in or notice of
 * their own), per host, URL and page-shaping cookies; null for every other request.
 */
export function pageCacheKey(request: PageRequest): string | null {
  if (request.method !== "GET" || !request.host || request.authorization) return null;
  const variant = sharedCookieVariant(request.cookie);
  if (variant === null) return null;
  if (request.url.length > 2048) return null;
  const [path = "", query = ""] = request.url.split("?", 2);
  // Loader data (single fetch's .data, the older ?_data=) is not a page.
  if (path.endsWith(".data") || /(^|&)_data=/.test(query)) return null;
  return `${request.host.toLowerCase()} ${request.url}${variant ? ` ${variant}` : ""}`;
}

type HeaderValue = string | string[] | number | undefined;
export type PageHeaders = Record<string, HeaderValue>;

const text = (value: HeaderValue) => (Array.isArray(value) ? value.join(", ") : value === undefined ? "" : String(value));

/**
 * Whether an answer may be kept and served to others: a 200 HTML page that its route marked
 * shared, that sets no cookie and that does not forbid storing.
 */
export function isStorablePage(status: number, headers: PageHeaders): boolean {
  if (status !== 200 || headers[SHARED_PAGE_HEADER] === undefined) return false;
  if (headers["set-cookie"] !== undefined) return false;
  if (!text(headers["content-type"]).startsWith("text/html")) return false;
  return !/no-store|private/i.test(text(headers["cache-control"]));
}

/** Headers that belong to one answer or one connection, not to the page. */
const PER_ANSWER = new Set([
  SHARED_PAGE_HEADER,
  "x-request-id",
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
  "content-encoding",
  "etag",
  "set-cookie",
]);

/** The headers kept with a page (lower-case names). */
export function keptHeaders(headers: PageHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_ANSWER.has(name.toLowerCase())) continue;
    kept[name.toLowerCase()] = typeof value === "number" ? String(value) : value;
  }
  return kept;
}

const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;

/** The script nonce a page's Content-Security-Policy names, if any. */
export function nonceOf(headers: PageHeaders): string | null {
  return NONCE.exec(text(headers["content-security-policy"]))?.[1] ?? null;
}

export type KeptPage = { headers: Record<string, string | string[]>; body: string; nonce: string | null };

/**
 * A kept page as one visitor gets it, with a nonce of its own in the policy and in every
 * script tag: a nonce that many visitors share would let an injected script borrow it.
 */
export function withFreshNonce(page: KeptPage, nonce: string): { headers: Record<string, string | string[]>; body: string } {
  if (!page.nonce) return { headers: page.headers, body: page.body };
  const swap = (value: string) => value.split(page.nonce!).join(nonce);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(page.headers))
    headers[name] = name === "content-security-policy" ? (Array.isArray(value) ? value.map(swap) : swap(value)) : value;
  return { headers, body: swap(page.body) };
}

/**
 * When a page kept at `now` expires: after the cache's time, and at the latest at the next
 * whole minute, because pages show whether support is open and office hours turn on whole
 * minutes.
 */
export function pageExpiresAt(now: number, ttlMs: number): number {
  return Math.min(now + ttlMs, Math.floor(now / 60_000) * 60_000 + 60_000);
}
