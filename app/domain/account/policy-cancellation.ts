// Cancelling a policy (spec sections 4, 5 and 9): the customer picks the last insured day,
// at least tomorrow and at most the next billing date, which is never more than 30 days
// ahead. Premiums are collected monthly from the start date (billing.ts), so the next
// billing date is the first monthly collection date after today. ISO dates compared as
// strings; "today" is the Amsterdam calendar date the caller passes in.
import { z } from "zod";
import { addMonth } from "../billing/billing";
import { endDateField } from "../platform/validation";
import { addDays } from "../platform/field-checks";

/** Spec section 9: "Cancellation up to next billing date (30 days)". */
export const CANCELLATION_MAX_DAYS_AHEAD = 30;

/** Spec section 4: overpaid premium comes back within 14 days of the final debit. */
export const REFUND_DAYS_AFTER_FINAL_DEBIT = 14;

/** The last day a refund of overpaid premium may be paid, counted from the final debit's date. */
export function refundDueBy(finalDebitDate: string): string {
  return addDays(finalDebitDate, REFUND_DAYS_AFTER_FINAL_DEBIT);
}

/**
 * The first collection date after today (the start date itself while the policy has not
 * begun). Each step counts from the start date's own day, so a policy starting on the 31st
 * is collected on the last day of short months and on the 31st again afterwards (no drift
 * through February).
 */
export function nextBillingDate(startDate: string, today: string): string {
  const anchorDay = startDate.slice(8, 10);
  let date = startDate;
  // addMonth clamps "2025-02-31" to 2025-03-31 and "2025-04-31" to 2025-05-31 as wanted.
  while (date <= today) date = addMonth(`${date.slice(0, 8)}${anchorDay}`);
  return date;
}

export type CancellationWindow = { min: string; max: string; nextBilling: string };

/** The end dates a customer may choose today: tomorrow up to the next billing date, capped at 30 days. */
export function cancellationWindow(startDate: string, today: string): CancellationWindow {
  const min = addDays(today, 1);
  const nextBilling = nextBillingDate(startDate, today);
  const cap = addDays(today, CANCELLATION_MAX_DAYS_AHEAD);
  const max = nextBilling < cap ? nextBilling : cap;
  // The next billing date is after today, so max >= min; guard anyway so the window is never empty.
  return { min, max: max < min ? min : max, nextBilling };
}

export type CancellablePolicy = { status: string; cancelledAt: Date | string | null; endDate: string | null };

export type CancellationRefusal = "alreadyCancelled" | "notActive" | "ended";

/** Why a policy can not be cancelled now, or null when it can: only an active, running, uncancelled policy. */
export function cancellationRefusal(policy: CancellablePolicy, today: string): CancellationRefusal | null {
  if (policy.status === "cancelled" || policy.cancelledAt) return "alreadyCancelled";
  if (policy.status !== "active") return "notActive";
  if (policy.endDate && policy.endDate <= today) return "ended";
  return null;
}

/** The cancel form: one end date, checked by the shared end-date rule (validations.min/maxEndDateReached). */
export function cancelPolicyFormSchema(window: Pick<CancellationWindow, "min" | "max">) {
  const today = addDays(window.min, -1);
  return z.object({ end_date: endDateField(today, window.max) });
}
