// Broker quotes beyond the quotation itself (spec sections 3, 4 and 6; decision 0080): the two
// quote types, who may open a quote through the token API, where leaving a broker session goes,
// and the broker's pipeline (statuses with counts, conversion per month, the one reminder).
// Pure: "today" is an ISO date in Amsterdam, passed in.
import { addDays } from "../platform/field-checks";
import { isExpired } from "../checkout/quotation";

/** Spec section 3: a normal quote is one a customer saved for themselves, a broker quote one a broker sent. */
export const QUOTE_TYPES = ["normal", "broker"] as const;
export type QuoteType = (typeof QUOTE_TYPES)[number];

export function isQuoteType(value: unknown): value is QuoteType {
  return typeof value === "string" && (QUOTE_TYPES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Opening a quote for a customer (the token API's quote_id)

export const QUOTE_REFUSALS = {
  unknown: "api:quoteUnknown",
  otherCustomer: "api:quoteUnknown",
  expired: "api:quoteExpired",
  bought: "api:quoteBought",
} as const;
export type QuoteRefusal = keyof typeof QUOTE_REFUSALS;

type QuoteForAccess = {
  partnerId: string;
  customerEmail: string;
  customerUserId: string | null;
  userId: string | null;
  acceptedAt: Date | string | null;
  expiresOn: string;
};

/**
 * Whether this partner's customer may open the quote: another partner's quote is unknown (it
 * tells nothing); so is one opened for, or bought by, another customer, or addressed to another
 * e-mail address than the customer's own. Then bought, then expired.
 */
export function quoteAccess(
  quote: QuoteForAccess | null,
  customer: { partnerId: string; userId: string; email: string | null },
  today: string,
): { ok: true } | { ok: false; refusal: QuoteRefusal } {
  if (!quote || quote.partnerId !== customer.partnerId) return { ok: false, refusal: "unknown" };
  const boundTo = quote.customerUserId ?? quote.userId;
  if (boundTo && boundTo !== customer.userId) return { ok: false, refusal: "otherCustomer" };
  const email = customer.email?.trim().toLowerCase();
  if (!boundTo && email && email !== quote.customerEmail.trim().toLowerCase()) return { ok: false, refusal: "otherCustomer" };
  if (quote.acceptedAt) return { ok: false, refusal: "bought" };
  if (isExpired(quote, today)) return { ok: false, refusal: "expired" };
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// Leaving a broker session (spec sections 4 and 9: one return URL per environment)

export const BROKER_ENVIRONMENTS = ["development", "qa", "stage", "production"] as const;
export type BrokerEnvironment = (typeof BROKER_ENVIRONMENTS)[number];

/** Where the broker's own quote page is when nothing is configured: this platform's broker desk. */
export const BROKER_QUOTES_PATH = "/broker/quotes";

/**
 * The broker quote page a broker session returns to: the partner's own setting, else the
 * running environment's BROKER_QUOTE_URL_<ENV>, else the broker desk on the partner's host.
 */
export function brokerReturnUrl(
  environment: string,
  configured: Partial<Record<BrokerEnvironment, string | null>>,
  partnerSetting: string | null | undefined,
  deskUrl: string,
): string {
  if (partnerSetting) return partnerSetting;
  const byEnvironment = (BROKER_ENVIRONMENTS as readonly string[]).includes(environment)
    ? configured[environment as BrokerEnvironment]
    : null;
  return byEnvironment || deskUrl;
}

// ---------------------------------------------------------------------------------------------
// The broker's pipeline

/** draft: made but the mail did not go out; bought: accepted by the customer's purchase. */
export const PIPELINE_STATUSES = ["draft", "sent", "opened", "bought", "expired"] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

export function isPipelineStatus(value: unknown): value is PipelineStatus {
  return typeof value === "string" && (PIPELINE_STATUSES as readonly string[]).includes(value);
}

type PipelineQuote = {
  sentAt: Date | string | null;
  openedAt: Date | string | null;
  acceptedAt: Date | string | null;
  expiresOn: string;
};

export function pipelineStatus(quote: PipelineQuote, today: string): PipelineStatus {
  if (quote.acceptedAt) return "bought";
  if (isExpired(quote, today)) return "expired";
  if (!quote.sentAt) return "draft";
  return quote.openedAt ? "opened" : "sent";
}

export function statusCounts(statuses: readonly PipelineStatus[]): Record<PipelineStatus, number> {
  const counts = Object.fromEntries(PIPELINE_STATUSES.map((status) => [status, 0])) as Record<PipelineStatus, number>;
  for (const status of statuses) counts[status] += 1;
  return counts;
}

export type MonthConversion = { month: string; made: number; bought: number; percent: number };

/**
 * Per month the quotes were made in (YYYY-MM, Amsterdam's calendar is close enough for a month's
 * count: the ISO date of createdAt), how many were made and bought; newest month first.
 */
export function conversionPerMonth(quotes: readonly { createdOn: string; status: PipelineStatus }[]): MonthConversion[] {
  const months = new Map<string, { made: number; bought: number }>();
  for (const quote of quotes) {
    const month = quote.createdOn.slice(0, 7);
    const entry = months.get(month) ?? { made: 0, bought: 0 };
    entry.made += 1;
    if (quote.status === "bought") entry.bought += 1;
    months.set(month, entry);
  }
  return [...months.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([month, { made, bought }]) => ({ month, made, bought, percent: made === 0 ? 0 : Math.round((bought / made) * 100) }));
}

/** A reminder goes out once, within this many days before the quote's last day. */
export const REMINDER_DAYS_BEFORE_EXPIRY = 7;

/** Sent, not bought, still open, its last day at most 7 days away, and not reminded before. */
export function isReminderDue(quote: PipelineQuote & { reminderSentAt: Date | string | null }, today: string): boolean {
  if (quote.reminderSentAt || quote.acceptedAt || !quote.sentAt) return false;
  if (isExpired(quote, today)) return false;
  return quote.expiresOn <= addDays(today, REMINDER_DAYS_BEFORE_EXPIRY);
}
