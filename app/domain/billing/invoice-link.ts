// The link of a payment reminder (issue 14, decision 0044): /invoice-reminder?invoice=<id>&token=<token>.
// The token proves who the link was made for: HMAC-SHA256 over the invoice id, the customer's
// user id and an expiry time, with a server secret. It is the only credential the page asks
// for and it opens that customer's open invoices on that page only (no session is made), so
// a reminder can be paid from any device without signing in. Forged, changed, another
// customer's or expired tokens are all simply "no such page".
import { createHmac, timingSafeEqual } from "node:crypto";

export const INVOICE_LINK_DAYS = 30;
const MAX_TOKEN_LENGTH = 100;

function mac(secret: string, invoiceId: string, userId: string, expiresAt: number): string {
  return createHmac("sha256", `invoice-reminder:${secret}`).update(`${invoiceId}:${userId}:${expiresAt}`).digest("base64url");
}

/** A token for this invoice and customer, good until `expiresAt` (Unix seconds). */
export function signInvoiceLink(secret: string, invoiceId: string, userId: string, expiresAt: number): string {
  return `${expiresAt}.${mac(secret, invoiceId, userId, expiresAt)}`;
}

/** The expiry of a token made now: INVOICE_LINK_DAYS ahead. */
export function invoiceLinkExpiry(nowMs: number): number {
  return Math.floor(nowMs / 1000) + INVOICE_LINK_DAYS * 86_400;
}

/**
 * Whether the token was made (with one of the secrets: old ones stay good while being rotated
 * out) for exactly this invoice and customer and has not expired.
 */
export function verifyInvoiceLink(secrets: readonly string[], token: string, invoiceId: string, userId: string, nowMs: number): boolean {
  if (token.length > MAX_TOKEN_LENGTH) return false;
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= nowMs) return false;
  const given = Buffer.from(match[2]!);
  // Constant time per secret: how much of a guess is right must not show in the timing.
  return secrets.some((secret) => {
    const expected = Buffer.from(mac(secret, invoiceId, userId, expiresAt));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
