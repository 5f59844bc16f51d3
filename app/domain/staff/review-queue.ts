// Underwriting review (issue 14; decision 0045): policies waiting for the insurer, by when the
// customer was promised contact, and the order staff work them in. Every outcome that waits
// (partly insured, soft drop-out, medical underwriting) shows the same promise at purchase
// ("within 24 hours or one business day", funnel.json result texts); it is read against the
// office hours of support-hours.ts (Monday to Friday 09:00-17:00, Amsterdam, holidays closed):
// - bought while the office is open: the same clock time on the next business day (24 hours
//   on Monday to Thursday; a Friday afternoon purchase is due Monday afternoon);
// - bought while it is closed (evening, night, weekend, holiday, exactly at 17:00): the end of
//   the next business day that opens, i.e. one whole business day.
// Business days are support-hours.ts's office days: Dutch public holidays are skipped (decision 0046).
import {
  amsterdamTime,
  atAmsterdam,
  isOfficeDay,
  isWithinOfficeHours,
  nextOfficeDay,
  OFFICE_CLOSE_MS,
  OFFICE_OPEN_MS,
} from "../platform/office-hours";

export const REVIEW_STATUSES = ["pending_review", "pending_underwriting"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export function isReviewStatus(status: string): status is ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(status);
}

/** Why a policy waits: medical answers, a declared formality, or an answer that needs a look. */
export const REVIEW_REASONS = ["medical_underwriting", "formalities", "answers"] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];
/** Added to the stored reason once staff asked the customer for more information. */
export const INFO_REQUESTED = "info_requested";
/** The name on the identity document is not the policyholder's, the date of birth is (decision 0068). */
export const IDENTITY_NAME = "identity_name";

export function reviewReasonFor(status: ReviewStatus, formalityDeclared: boolean): ReviewReason {
  if (status === "pending_underwriting") return "medical_underwriting";
  return formalityDeclared ? "formalities" : "answers";
}

/**
 * The stored reason of a policy bought waiting: why its answers wait, if they do, then the
 * identity document's name when it differs (a product accepted on its answers waits for that alone).
 */
export function purchaseReviewReason(status: ReviewStatus, answersWait: boolean, formalityDeclared: boolean, nameDiffers: boolean): string {
  const codes: string[] = answersWait || !nameDiffers ? [reviewReasonFor(status, formalityDeclared)] : [];
  if (nameDiffers) codes.push(IDENTITY_NAME);
  return codes.join(",");
}

/** The stored reason is a comma-separated list of codes: the reason first, then notes. */
export function reviewReasonCodes(stored: string | null | undefined): string[] {
  return (stored ?? "")
    .split(",")
    .map((code) => code.trim())
    .filter(Boolean);
}

export function infoRequested(stored: string | null | undefined): boolean {
  return reviewReasonCodes(stored).includes(INFO_REQUESTED);
}

/** The stored reason with the "asked for more information" note, once. */
export function withInfoRequested(stored: string | null | undefined, fallback: ReviewReason): string {
  const codes = reviewReasonCodes(stored);
  if (codes.length === 0) codes.push(fallback);
  if (!codes.includes(INFO_REQUESTED)) codes.push(INFO_REQUESTED);
  return codes.join(",");
}

// Office days (weekdays that are no Dutch public holiday) and the Amsterdam clock come from
// support-hours.ts, so a purchase before Koningsdag or Christmas skips the closed days too.

/** By when the customer was promised contact for a purchase at `from` (see the rules above). */
export function contactDeadline(from: Date): Date {
  const now = amsterdamTime(from);
  if (isWithinOfficeHours(now)) return atAmsterdam(nextOfficeDay(now), now.msOfDay);
  const beforeOpening = isOfficeDay(now) && now.msOfDay < OFFICE_OPEN_MS;
  return atAmsterdam(beforeOpening ? now : nextOfficeDay(now), OFFICE_CLOSE_MS);
}

/** Milliseconds until the deadline; negative when overdue. */
export function timeLeftMs(dueAt: Date, now: Date): number {
  return dueAt.getTime() - now.getTime();
}

/** Whole hours and minutes of a span, for "3 h 20 min left" or "overdue by ...". */
export function durationParts(ms: number): { overdue: boolean; hours: number; minutes: number } {
  const overdue = ms < 0;
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  return { overdue, hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

export type QueueEntry = { id: string; dueAt: Date; createdAt: Date; reviewReason: string | null };

/**
 * The order staff work in: policies still waiting for the promised contact first, by time
 * left (overdue ones have the least, so they lead); then those where the customer was asked
 * for more information and we wait for them.
 */
export function orderReviewQueue<T extends QueueEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => {
    const waiting = Number(infoRequested(a.reviewReason)) - Number(infoRequested(b.reviewReason));
    if (waiting !== 0) return waiting;
    return (
      a.dueAt.getTime() - b.dueAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
    );
  });
}

/** Decisions staff can take on a waiting policy. */
export const REVIEW_DECISIONS = ["accepted", "declined"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
