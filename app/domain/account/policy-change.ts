// Changing a policy during the term (issue 34, decision 0078): what may change, from when, and
// whether the change needs an underwriter. Pure: the server reads and writes.
import { addDays, isStrictIsoDate } from "../platform/field-checks";
import type { ProductOutcome } from "../catalogue/underwriting";

/** Spec section 9 for start dates, kept for changes: today up to 30 days ahead. */
export const CHANGE_MAX_DAYS_AHEAD = 30;

export type EffectiveDateWindow = { min: string; max: string };

/** The effective dates a customer may choose today; never before the policy's start. */
export function effectiveDateWindow(startDate: string, today: string, endDate: string | null): EffectiveDateWindow {
  const min = startDate > today ? startDate : today;
  let max = addDays(today, CHANGE_MAX_DAYS_AHEAD);
  if (endDate && endDate < max) max = endDate;
  return { min, max };
}

/** The message key for an effective date outside the window, or null when it may be used. */
export function effectiveDateError(date: string, window: EffectiveDateWindow): string | null {
  if (!isStrictIsoDate(date)) return "account:change.errors.effectiveDate";
  if (date < window.min) return "account:change.errors.effectiveTooEarly";
  if (date > window.max) return "account:change.errors.effectiveTooLate";
  return null;
}

export type ChangeDecision =
  /** Nothing to do: the new answers price and accept like the old ones. */
  | { kind: "unchanged" }
  /** The insurer refuses the changed risk (a car refusal code, or a rule that rejects): nothing changes. */
  | { kind: "refused"; code: string | null }
  /** Accepted on the rules, but a higher risk than before: an underwriter looks first. */
  | { kind: "review" }
  | { kind: "accept" };

/**
 * What a change leads to. A refusal stops it. A raised insured amount (an aov's insured
 * income) or an outcome that needs an underwriter goes to the review queue; anything else takes
 * effect on its date.
 */
export function changeDecision(input: {
  changedFields: readonly string[];
  refusal: string | null;
  outcome: ProductOutcome;
  oldInsuredCents: number | null;
  newInsuredCents: number | null;
}): ChangeDecision {
  if (input.changedFields.length === 0) return { kind: "unchanged" };
  if (input.refusal) return { kind: "refused", code: input.refusal };
  if (input.outcome === "refer") return { kind: "refused", code: null };
  if (input.outcome !== "accepted") return { kind: "review" };
  if (input.newInsuredCents != null && (input.oldInsuredCents == null || input.newInsuredCents > input.oldInsuredCents))
    return { kind: "review" };
  return { kind: "accept" };
}
