// The time in a signed webhook's Stripe-Signature header, `t=<unix seconds>,v1=<hex>[,v1=…]`
// (decision 0067). Stripe's constructEvent refuses only a timestamp older than its tolerance:
// one dated in the future passes however far ahead it is. Every signed endpoint (Stripe's and
// the built-in providers', which sign in Stripe's format) refuses a timestamp more than
// WEBHOOK_TIMESTAMP_WINDOW_SECONDS from now, in either direction, before anything else.

/** Five minutes, as Stripe's default tolerance and decision 0033. */
export const WEBHOOK_TIMESTAMP_WINDOW_SECONDS = 300;

/**
 * The header's `t=` timestamp in Unix seconds. Null when there is none, more than one, or one
 * that is not plain digits. The header is split as Stripe's SDK splits it (at `,`, then `=`),
 * so the time read here is the one its signature covers: a header with a second `t=` (Stripe
 * reads the last) or `t=123abc` (Stripe reads 123) is refused rather than read differently.
 */
export function webhookTimestampOf(header: string | null): number | null {
  if (!header) return null;
  const times = header.split(",").filter((item) => item.split("=")[0] === "t");
  if (times.length !== 1) return null;
  const match = /^t=(\d{1,12})$/.exec(times[0]!);
  return match ? Number(match[1]) : null;
}

/** Whether the header's timestamp is at most the window away from now (as Stripe, in whole seconds). */
export function webhookTimestampWithinWindow(header: string | null, nowMs: number): boolean {
  const timestamp = webhookTimestampOf(header);
  if (timestamp === null) return false;
  return Math.abs(Math.floor(nowMs / 1000) - timestamp) <= WEBHOOK_TIMESTAMP_WINDOW_SECONDS;
}
