// Monthly billing (issue 14, decision 0041). Premiums are collected monthly by direct debit, in
// advance, from the start date. The billing day is the start date's day of month, clamped to
// the month's last day (a 31 January start is billed on 28 or 29 February, then on 31 March
// again: every billing date counts from the start date, so it never drifts). A period runs from
// one billing date up to the day before the next; its length (28 to 31 days) is what pro-rata
// amounts are counted in. Dates are ISO strings (YYYY-MM-DD), compared as strings; money is
// integer cents.
import { isStrictIsoDate } from "../platform/field-checks";

/** The same day next month, clamped to that month's end (31-01 -> 28-02 or 29-02). */
export function addMonth(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const nextMonth = month === 12 ? 1 : month + 1;
  const nextYear = month === 12 ? year + 1 : year;
  const lastDay = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  return `${nextYear}-${pad(nextMonth)}-${pad(Math.min(day, lastDay))}`;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

function dayBefore(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one ISO date to another (positive when `to` is later). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function parts(iso: string): [number, number, number] {
  return iso.split("-").map(Number) as [number, number, number];
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first invoice covers one month from the start date and is collected on the start date. */
export function firstInvoicePeriod(startDate: string): { periodStart: string; periodEnd: string; dueDate: string } {
  return { periodStart: startDate, periodEnd: dayBefore(addMonth(startDate)), dueDate: startDate };
}

/** The day of month a policy is billed in the given month: its start day, at most the month's last day. */
export function billingDay(startDate: string, year: number, month: number): number {
  return Math.min(parts(startDate)[2], daysInMonth(year, month));
}

/** The billing date `index` months after the start date (index 0 is the start date itself). */
export function billingDate(startDate: string, index: number): string {
  const [startYear, startMonth] = parts(startDate);
  const months = startYear * 12 + (startMonth - 1) + index;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  return `${year}-${pad(month)}-${pad(billingDay(startDate, year, month))}`;
}

export type BillingPeriod = {
  /** 0 for the period that begins on the start date. */
  index: number;
  periodStart: string;
  /** The last day of the period: the day before the next billing date. */
  periodEnd: string;
  /** Collected in advance, on the first day of the period. */
  dueDate: string;
  /** The period's actual length, 28 to 31 days. */
  days: number;
};

export function billingPeriod(startDate: string, index: number): BillingPeriod {
  const periodStart = billingDate(startDate, index);
  const next = billingDate(startDate, index + 1);
  return { index, periodStart, periodEnd: dayBefore(next), dueDate: periodStart, days: daysBetween(periodStart, next) };
}

/** The period whose billing date falls in the month "YYYY-MM", or null before the start date's month. */
export function billingPeriodForMonth(startDate: string, yearMonth: string): BillingPeriod | null {
  const [year, month] = yearMonth.split("-").map(Number) as [number, number];
  const [startYear, startMonth] = parts(startDate);
  const index = (year - startYear) * 12 + (month - startMonth);
  return index < 0 ? null : billingPeriod(startDate, index);
}

/**
 * The premium for `coveredDays` of a period of `periodDays`, rounded half up to whole cents.
 * The part not covered is always `monthlyCents` minus this (never rounded on its own), so a
 * kept part and a refunded part add up to the monthly premium exactly, and a year of whole
 * periods is twelve times the monthly premium.
 */
export function proRataCents(monthlyCents: number, coveredDays: number, periodDays: number): number {
  if (periodDays <= 0 || coveredDays <= 0) return 0;
  if (coveredDays >= periodDays) return monthlyCents;
  // Integer arithmetic: floor((2 * m * d + p) / (2 * p)) is m * d / p rounded half up.
  return Math.floor((2 * monthlyCents * coveredDays + periodDays) / (2 * periodDays));
}

/**
 * The key of a policy's invoice for one period. A billing run creates an invoice only when no
 * invoice of the policy has this key yet (today: the same policy and periodStart), so running
 * twice for the same day, or after a missed day, makes nothing twice. The first invoice
 * written at checkout (firstInvoicePeriod) has the key of period 0.
 */
export function invoiceKey(policyId: string, periodStart: string): string {
  return `${policyId}:${periodStart}`;
}

export type BillablePolicy = {
  id: string;
  startDate: string;
  /** The last insured day when the policy was cancelled or ends, else null. */
  endDate: string | null;
  /** The gross monthly premium, in cents. */
  monthlyCents: number;
};

export type DueInvoice = BillingPeriod & {
  key: string;
  amountCents: number;
  /** The last insured day in the period: periodEnd, or the policy's end date within it. */
  coveredUntil: string;
  /** Days of the period the policy covers (the period's length unless it ends within it). */
  coveredDays: number;
  partial: boolean;
};

/** The invoice for one period of a policy, or null when the policy does not cover any of it. */
export function invoiceForPeriod(policy: BillablePolicy, index: number): DueInvoice | null {
  const period = billingPeriod(policy.startDate, index);
  if (policy.endDate !== null && policy.endDate < period.periodStart) return null;
  const lastCovered = policy.endDate !== null && policy.endDate < period.periodEnd ? policy.endDate : period.periodEnd;
  const coveredDays = daysBetween(period.periodStart, lastCovered) + 1;
  return {
    ...period,
    key: invoiceKey(policy.id, period.periodStart),
    amountCents: proRataCents(policy.monthlyCents, coveredDays, period.days),
    coveredUntil: lastCovered,
    coveredDays,
    partial: coveredDays < period.days,
  };
}

/**
 * The invoices a billing run on `runDate` makes for a policy: every period whose due date is
 * on or before the run date, that the policy covers at least one day of, and that has no
 * invoice yet (`invoicedPeriodStarts`: the periodStart of each invoice the policy already has,
 * whatever its status). An end date on a billing date covers that one day of the new period,
 * so it is invoiced pro-rata for one day; an end date the day before is not invoiced at all.
 */
export function dueInvoices(policy: BillablePolicy, runDate: string, invoicedPeriodStarts: Iterable<string>): DueInvoice[] {
  const invoiced = new Set(invoicedPeriodStarts);
  const due: DueInvoice[] = [];
  for (let index = 0; ; index += 1) {
    const invoice = invoiceForPeriod(policy, index);
    if (!invoice || invoice.dueDate > runDate) break;
    if (!invoiced.has(invoice.periodStart)) due.push(invoice);
  }
  return due;
}

export type CancellationSettlement = {
  /** What the customer owes for the days of this invoice's period up to the end date. */
  keepCents: number;
  /** The rest of the invoice: refunded when it was collected (spec section 4), else not collected. */
  returnCents: number;
};

/**
 * How an invoice already made settles when the policy ends on `endDate`. It keeps what a run
 * after the cancellation would have invoiced for that period (invoiceForPeriod with the end
 * date), so cancelling just before or just after a billing run costs the customer the same;
 * a period wholly after the end date returns everything. Never keeps more than was invoiced.
 */
export function settleOnCancellation(
  policy: Omit<BillablePolicy, "endDate">,
  invoice: { periodStart: string; amountCents: number },
  endDate: string,
): CancellationSettlement {
  const [startYear, startMonth] = parts(policy.startDate);
  const [year, month] = parts(invoice.periodStart);
  const index = (year - startYear) * 12 + (month - startMonth);
  const owed = index < 0 ? null : invoiceForPeriod({ ...policy, endDate }, index);
  const keepCents = Math.min(invoice.amountCents, owed?.amountCents ?? 0);
  return { keepCents, returnCents: invoice.amountCents - keepCents };
}

/**
 * The day a billing run is asked for: YYYY-MM-DD as a date input posts it, or DD-MM-YYYY as
 * typed into a plain text field (a browser without a date picker). Null for anything else or
 * a day that does not exist.
 */
export function parseRunDate(value: string): string | null {
  const trimmed = value.trim();
  const dutch = /^(\d{2})-(\d{2})-(\d{4})$/.exec(trimmed);
  const iso = dutch ? `${dutch[3]}-${dutch[2]}-${dutch[1]}` : trimmed;
  return isStrictIsoDate(iso) ? iso : null;
}
