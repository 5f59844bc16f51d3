// How large a request body may be, per route (decision 0023). Checked in server.mjs from the
// Content-Length header before a byte of the body is read (Node never reads past that length).
// A body without a length (chunked) is refused with 411: browsers send a length with every
// form post and fetch of a form, so nobody legitimate is turned away.
import { UPLOAD_LIMITS } from "./uploads";

const KIB = 1024;

/** Every form of the site fits in this: the largest (company details, quotation) is a few kilobytes. */
export const FORM_BODY_LIMIT = 64 * KIB;

/** A claim with its files: 10 files of at most 25 MB each, plus the form fields and multipart framing. */
export const CLAIM_BODY_LIMIT = UPLOAD_LIMITS.MAX_FILES * UPLOAD_LIMITS.MAX_BYTES + 256 * KIB;

/** The colour editor posts every key of a palette (a few hundred short values). */
export const COLOUR_BODY_LIMIT = 256 * KIB;

/** A partner's logo file: at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;

/** A new partner: one logo of at most 1 MB, plus the form fields and multipart framing. */
export const NEW_PARTNER_BODY_LIMIT = LOGO_MAX_BYTES + 64 * KIB;

/**
 * A bank answer (camt.054) on /admin/billing: a day's answer for a few thousand policies is well
 * under this (the reader stops at 5 million characters anyway).
 */
export const BANK_ANSWER_MAX_BYTES = 5 * 1024 * KIB;

/** Twice the file, so a file somewhat too large is refused at the field, not with a bare 413. */
export const BANK_ANSWER_BODY_LIMIT = 2 * BANK_ANSWER_MAX_BYTES + 64 * KIB;

/** A browser's error report (decision 0051): a message and a route, never a page of data. */
export const ERROR_REPORT_BODY_LIMIT = 8 * KIB;

/**
 * A partner's config with its own texts (decision 0052): 20,000 characters of JSON, which a
 * form posts percent-encoded (up to 9 bytes a character), plus the other fields.
 */
export const PARTNER_CONFIG_BODY_LIMIT = 256 * KIB;

const ROUTE_LIMITS: readonly [RegExp, number][] = [
  [/^\/report-error\/?$/, ERROR_REPORT_BODY_LIMIT],
  [/^\/admin\/billing\/?$/, BANK_ANSWER_BODY_LIMIT],
  [/^\/admin\/partners\/new\/?$/, NEW_PARTNER_BODY_LIMIT],
  [/^\/user\/claims\/?$/, CLAIM_BODY_LIMIT],
  [/^\/admin\/partners\/[^/]+\/colours\/?$/, COLOUR_BODY_LIMIT],
  [/^\/admin\/partners\/[^/]+\/?$/, PARTNER_CONFIG_BODY_LIMIT],
];

/** The route a path names: Remix's single fetch posts a page's form to `<path>.data`. */
export function routePathOf(path: string): string {
  return path.endsWith(".data") ? path.slice(0, -".data".length) || "/" : path;
}

/** The largest body a request to this path may carry, in bytes. */
export function bodyLimitFor(path: string): number {
  const route = routePathOf(path);
  for (const [pattern, limit] of ROUTE_LIMITS) if (pattern.test(route)) return limit;
  return FORM_BODY_LIMIT;
}

export type FrontDoorAnswer = { status: 400 | 404 | 411 | 413; reason: string } | null;

/**
 * What the server answers before any routing, or null to go on: a malformed Host 400, a host
 * that is not ours 404, a body over the route's limit 413 (a body of unknown length with no
 * chunked encoding 411).
 */
export function frontDoor(input: {
  hostKind: "default" | "named" | "foreign" | "malformed";
  path: string;
  method: string;
  contentLength: string | undefined;
  chunked: boolean;
}): FrontDoorAnswer {
  if (input.hostKind === "malformed") return { status: 400, reason: "malformed host" };
  if (input.hostKind === "foreign") return { status: 404, reason: "unknown host" };
  if (input.method === "GET" || input.method === "HEAD") return null;
  if (input.contentLength === undefined) return input.chunked ? { status: 411, reason: "length required" } : null;
  if (!/^\d{1,15}$/.test(input.contentLength)) return { status: 400, reason: "bad content-length" };
  if (Number(input.contentLength) > bodyLimitFor(input.path)) return { status: 413, reason: "body too large" };
  return null;
}
