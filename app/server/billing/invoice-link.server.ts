// Reminder links (decision 0044): made with the server's session secret (the first one; older
// ones still verify while a secret is rotated out), absolute on the partner's own host from
// configuration, never from the request.
import { invoiceLinkExpiry, signInvoiceLink, verifyInvoiceLink } from "~/domain/billing/invoice-link";
import { config } from "../platform/config.server";
import { partnerUrl } from "../platform/public-url.server";

export function invoiceLinkToken(invoiceId: string, userId: string, nowMs: number = Date.now()): string {
  return signInvoiceLink(config.sessionSecrets[0]!, invoiceId, userId, invoiceLinkExpiry(nowMs));
}

export function checkInvoiceLinkToken(token: string, invoiceId: string, userId: string, nowMs: number = Date.now()): boolean {
  return verifyInvoiceLink(config.sessionSecrets, token, invoiceId, userId, nowMs);
}

/** /invoice-reminder?invoice=…&token=… for this customer's invoice. */
export function invoiceReminderPath(invoiceId: string, userId: string, nowMs: number = Date.now()): string {
  const query = new URLSearchParams({ invoice: invoiceId, token: invoiceLinkToken(invoiceId, userId, nowMs) });
  return `/invoice-reminder?${query.toString()}`;
}

export function invoiceReminderUrl(
  partner: { name: string; isDefault: boolean },
  invoiceId: string,
  userId: string,
  nowMs: number = Date.now(),
): string {
  return partnerUrl(partner, invoiceReminderPath(invoiceId, userId, nowMs));
}
