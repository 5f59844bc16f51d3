// The money of a change during the term (issue 34, decision 0078). A change takes effect on a
// day inside one billing period (billing.ts: a period runs from a billing date to the day before
// the next, 28 to 31 days). The premium for that period was (or will be) invoiced at the old
// monthly premium; the days from the effective date to the period's end cost the new one. The
// difference is prorated by day and settled on the next monthly collection.
//
// Rounding, written down once: difference = sign(new - old) * round_half_up(|new - old| * days /
// periodDays), in integer arithmetic (proRataCents). Rounding the absolute value makes a raise
// and the same lowering cost the same cents with opposite signs; a change on the period's first
// day is the whole difference, on its last day one day of it.
import { billingPeriod, proRataCents, type BillingPeriod } from "./billing";

/** Whole days from one ISO date to another (positive when `to` is later). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The billing period of a policy that contains `date` (a date before the start date: period 0). */
export function periodContaining(startDate: string, date: string): BillingPeriod {
  if (date <= startDate) return billingPeriod(startDate, 0);
  const [startYear, startMonth] = startDate.split("-").map(Number) as [number, number];
  const [year, month] = date.split("-").map(Number) as [number, number];
  // The period that begins in the date's month, or the one before when its billing day is later.
  let index = Math.max(0, (year - startYear) * 12 + (month - startMonth));
  let period = billingPeriod(startDate, index);
  while (period.periodStart > date && index > 0) period = billingPeriod(startDate, --index);
  return period;
}

/** The signed difference for `days` of a period of `periodDays` days (the rounding above). */
export function proratedDifferenceCents(oldMonthlyCents: number, newMonthlyCents: number, days: number, periodDays: number): number {
  const delta = newMonthlyCents - oldMonthlyCents;
  const cents = proRataCents(Math.abs(delta), days, periodDays);
  return delta < 0 ? -cents : cents;
}

export type ChangeSettlement = {
  period: BillingPeriod;
  /** Days the difference is counted for: from the effective date to the period's end; negative: the days before it, given back. */
  days: number;
  /** What the next monthly collection carries: > 0 a charge, < 0 a credit, 0 nothing. */
  differenceCents: number;
};

/**
 * What a change effective on `effectiveDate` settles for the period it starts in.
 * - The period was invoiced (at the old premium): the days from the effective date to its end
 *   cost the difference.
 * - It was not, and the change starts on its first day: the run invoices it whole at the new
 *   premium; nothing to settle.
 * - It was not, and the change starts later in it (runs were missed): the run invoices it at the
 *   new premium, so the days before the effective date get the difference back.
 * A preview before the effective date passes `periodInvoiced` as the run will have it by then
 * (a period that begins before the effective date is invoiced on its first day).
 */
export function changeSettlement(input: {
  startDate: string;
  effectiveDate: string;
  oldMonthlyCents: number;
  newMonthlyCents: number;
  periodInvoiced: boolean;
}): ChangeSettlement {
  const period = periodContaining(input.startDate, input.effectiveDate);
  const days = daysBetween(input.effectiveDate, period.periodEnd) + 1;
  if (!input.periodInvoiced) {
    const before = period.days - days;
    if (before <= 0) return { period, days: period.days, differenceCents: 0 };
    return {
      period,
      days: -before,
      differenceCents: -proratedDifferenceCents(input.oldMonthlyCents, input.newMonthlyCents, before, period.days),
    };
  }
  return { period, days, differenceCents: proratedDifferenceCents(input.oldMonthlyCents, input.newMonthlyCents, days, period.days) };
}

export type InvoiceWithSettlement = {
  /** What the direct debit collects: the premium plus the differences, never below zero. */
  amountCents: number;
  /** A credit larger than the invoice: paid back to the customer (a refund). */
  refundCents: number;
};

/** The next invoice with the open differences added; a credit larger than it is refunded. */
export function settleOnInvoice(premiumCents: number, differences: readonly number[]): InvoiceWithSettlement {
  const total = differences.reduce((sum, cents) => sum + cents, premiumCents);
  return total >= 0 ? { amountCents: total, refundCents: 0 } : { amountCents: 0, refundCents: -total };
}
