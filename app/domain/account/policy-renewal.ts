// Renewal (issue 34, decision 0079): a policy renews every year on its anniversary (the start
// date's day and month; 29 February renews on 28 February in other years). Thirty days before,
// the customer is told the new premium: the tariffs of that day, age bands moved on, and an aov's
// insured income raised by the chosen indexation. ISO dates compared as strings; money in cents.
import { addDays } from "../platform/field-checks";

/** Days before the anniversary the customer hears the new premium. */
export const RENEWAL_NOTICE_DAYS = 30;

function anniversaryIn(startDate: string, year: number): string {
  const [, month, day] = startDate.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
}

/** The first anniversary strictly after `today` (never the start date itself). */
export function nextAnniversary(startDate: string, today: string): string {
  const startYear = Number(startDate.slice(0, 4));
  let year = Math.max(startYear + 1, Number(today.slice(0, 4)));
  while (anniversaryIn(startDate, year) <= today) year += 1;
  return anniversaryIn(startDate, year);
}

/** The day the renewal notice goes out for the anniversary. */
export function renewalNoticeDate(anniversary: string): string {
  return addDays(anniversary, -RENEWAL_NOTICE_DAYS);
}

/** Whether the notice for the next anniversary is due on `today` (at or after the notice day). */
export function renewalNoticeDue(startDate: string, today: string): { due: boolean; anniversary: string } {
  const anniversary = nextAnniversary(startDate, today);
  return { due: renewalNoticeDate(anniversary) <= today, anniversary };
}

/**
 * An amount raised by a yearly indexation percentage (the aov_indexation answer: 0, 2, 3),
 * rounded half up to whole cents in integer arithmetic. A missing or unusable answer indexes
 * nothing.
 */
export function indexedCents(amountCents: number, percent: number | null | undefined): number {
  if (!percent || !Number.isInteger(percent) || percent <= 0) return amountCents;
  return Math.floor((amountCents * (100 + percent) * 2 + 100) / 200);
}

/** The anniversaries that fall in the month after `today` ("the renewals of the coming month"). */
export function comingMonth(today: string): { from: string; to: string } {
  return { from: addDays(today, 1), to: addDays(today, 31) };
}
