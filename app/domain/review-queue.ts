// Underwriting review (issue 14; decision 0045): policies waiting for the insurer, by when the
// customer was promised contact, and the order staff work them in. Every outcome that waits
// (partly insured, soft drop-out, medical underwriting) shows the same promise at purchase
// ("within 24 hours or one business day", funnel.json result texts); it is read against the
// office hours of support-hours.ts (Monday to Friday 09:00-17:00, Amsterdam):
// - bought while the office is open: the same clock time on the next business day (24 hours
//   on Monday to Thursday; a Friday afternoon purchase is due Monday afternoon);
// - bought while it is closed (evening, night, weekend, exactly at 17:00): the end of the next
//   business day that opens, i.e. one whole business day.
// support-hours.ts knows no public holidays, so neither does this.
import { SUPPORT_HOURS } from "./support-hours";

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

export function reviewReasonFor(status: ReviewStatus, formalityDeclared: boolean): ReviewReason {
  if (status === "pending_underwriting") return "medical_underwriting";
  return formalityDeclared ? "formalities" : "answers";
}

/** The stored reason is a comma-separated list of codes: the reason first, then notes. */
export function reviewReasonCodes(stored: string | null | undefined): string[] {
  return (stored ?? "").split(",").map((code) => code.trim()).filter(Boolean);
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

// --- Amsterdam wall-clock arithmetic -----------------------------------------------------------

const CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Amsterdam",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

type LocalDay = { year: number; month: number; day: number };
const DAY_MS = 86_400_000;

function local(at: Date): LocalDay & { msOfDay: number; weekday: number } {
  const parts = Object.fromEntries(CLOCK.formatToParts(at).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const msOfDay = ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 + at.getUTCMilliseconds();
  return { year, month, day, msOfDay, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** The instant that reads `msOfDay` on the Amsterdam clock on this day (office hours never fall in a DST gap). */
function atAmsterdam(day: LocalDay, msOfDay: number): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day) + msOfDay;
  let instant = wall;
  // Two rounds settle the offset (+01:00 or +02:00) at the instant itself.
  for (let round = 0; round < 2; round++) {
    const seen = local(new Date(instant));
    const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day) + seen.msOfDay;
    instant += wall - seenWall;
  }
  return new Date(instant);
}

function addDays(day: LocalDay, days: number): LocalDay & { weekday: number } {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day) + days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), weekday: date.getUTCDay() };
}

const isBusinessDay = (weekday: number) => weekday >= SUPPORT_HOURS.firstDay && weekday <= SUPPORT_HOURS.lastDay;
const OPEN_MS = SUPPORT_HOURS.openMinute * 60_000;
const CLOSE_MS = SUPPORT_HOURS.closeMinute * 60_000;

function nextBusinessDay(day: LocalDay): LocalDay {
  for (let step = 1; ; step++) {
    const next = addDays(day, step);
    if (isBusinessDay(next.weekday)) return next;
  }
}

/** By when the customer was promised contact for a purchase at `from` (see the rules above). */
export function contactDeadline(from: Date): Date {
  const now = local(from);
  const open = isBusinessDay(now.weekday) && now.msOfDay >= OPEN_MS && now.msOfDay < CLOSE_MS;
  if (open) return atAmsterdam(nextBusinessDay(now), now.msOfDay);
  const beforeOpening = isBusinessDay(now.weekday) && now.msOfDay < OPEN_MS;
  return atAmsterdam(beforeOpening ? now : nextBusinessDay(now), CLOSE_MS);
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
    return a.dueAt.getTime() - b.dueAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}

/** Decisions staff can take on a waiting policy. */
export const REVIEW_DECISIONS = ["accepted", "declined"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
