// Broker quotations (spec sections 1, 4, 6): the expiry date a broker may give a quote and the
// status a quote has on a given day. Pure: "today" is an ISO date in Amsterdam, passed in.
import { addDays, isStrictIsoDate, VALIDATION_MESSAGES } from "../platform/field-checks";

/** A quote can be bought from tomorrow up to this many days ahead (the start-date window). */
export const QUOTE_MAX_DAYS_AHEAD = 30;
/** What the new-quote form suggests. */
export const QUOTE_DEFAULT_DAYS_AHEAD = 14;

export const QUOTE_STATUSES = ["sent", "opened", "accepted", "expired"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTATION_MESSAGES = {
  expiryMin: "broker:validation.expiryMin",
  expiryMax: "broker:validation.expiryMax",
  productsRequired: "broker:validation.productsRequired",
  productNotOffered: "broker:validation.productNotOffered",
  professionRequired: "broker:validation.professionRequired",
  languageNotOffered: "broker:validation.languageNotOffered",
} as const;

/** The first and last day a broker may choose as the quote's last day: tomorrow .. today + 30. */
export function expiryWindow(today: string): { min: string; max: string } {
  return { min: addDays(today, 1), max: addDays(today, QUOTE_MAX_DAYS_AHEAD) };
}

export function defaultExpiry(today: string): string {
  return addDays(today, QUOTE_DEFAULT_DAYS_AHEAD);
}

/** Null when the expiry date is allowed, else the translation key of what is wrong. */
export function checkExpiryDate(iso: string, today: string): string | null {
  if (iso === "") return VALIDATION_MESSAGES.required;
  if (!isStrictIsoDate(iso)) return VALIDATION_MESSAGES.dateValidMessage;
  const { min, max } = expiryWindow(today);
  if (iso < min) return QUOTATION_MESSAGES.expiryMin;
  if (iso > max) return QUOTATION_MESSAGES.expiryMax;
  return null;
}

type QuoteDates = { acceptedAt: Date | string | null; openedAt: Date | string | null; expiresOn: string };

/** expiresOn is the last day the quote can be bought: on that day it is still open. */
export function isExpired(quote: Pick<QuoteDates, "expiresOn">, today: string): boolean {
  return quote.expiresOn < today;
}

/** accepted if bought; else expired after its last day; else opened once the link was followed; else sent. */
export function quoteStatus(quote: QuoteDates, today: string): QuoteStatus {
  if (quote.acceptedAt) return "accepted";
  if (isExpired(quote, today)) return "expired";
  if (quote.openedAt) return "opened";
  return "sent";
}

/** Can still be put in a cart and bought: neither accepted nor expired. */
export function isQuoteOpen(quote: QuoteDates, today: string): boolean {
  const status = quoteStatus(quote, today);
  return status === "sent" || status === "opened";
}
