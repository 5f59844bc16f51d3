// The back office's pure rules (issue 14, decision 0045): the promised contact deadline of a
// policy waiting for review against office hours (Monday to Friday 09:00-17:00, Amsterdam), the
// queue's order, and which claim status may follow which, with the approved amount's checks.
import { describe, expect, it } from "vitest";
import {
  canMoveClaim,
  checkApprovedAmount,
  CLAIM_AMOUNT_MESSAGES,
  CLAIM_STATUSES,
  CLAIM_TRANSITIONS,
  parseEuroCents,
} from "~/domain/claims/claims";
import {
  contactDeadline,
  durationParts,
  infoRequested,
  orderReviewQueue,
  reviewReasonCodes,
  purchaseReviewReason,
  reviewReasonFor,
  timeLeftMs,
  withInfoRequested,
} from "~/domain/staff/review-queue";

/** An instant given as Amsterdam wall-clock time with its offset, e.g. "2026-11-23T10:00+01:00". */
const at = (text: string) => new Date(text);
const due = (text: string) => contactDeadline(at(text)).toISOString();

describe("contact deadline (24 hours or one business day, office hours)", () => {
  it("during office hours on Monday to Thursday: 24 hours later", () => {
    expect(due("2026-11-23T10:00+01:00")).toBe(at("2026-11-24T10:00+01:00").toISOString()); // Monday
    expect(due("2026-11-26T16:59:30+01:00")).toBe(at("2026-11-27T16:59:30+01:00").toISOString()); // Thursday, a moment before closing
  });

  it("exactly at opening time counts as open: the next business day at 09:00", () => {
    expect(due("2026-11-23T09:00+01:00")).toBe(at("2026-11-24T09:00+01:00").toISOString());
  });

  it("exactly at closing time counts as closed: the end of the next business day", () => {
    expect(due("2026-11-23T17:00+01:00")).toBe(at("2026-11-24T17:00+01:00").toISOString());
    expect(due("2026-11-27T17:00+01:00")).toBe(at("2026-11-30T17:00+01:00").toISOString()); // Friday 17:00 -> Monday 17:00
  });

  it("Friday afternoon: Monday at the same time", () => {
    expect(due("2026-11-27T15:00+01:00")).toBe(at("2026-11-30T15:00+01:00").toISOString());
  });

  it("Friday evening, Saturday and Sunday: the end of Monday", () => {
    for (const moment of ["2026-11-27T21:30+01:00", "2026-11-28T12:00+01:00", "2026-11-29T23:59+01:00"]) {
      expect(due(moment)).toBe(at("2026-11-30T17:00+01:00").toISOString());
    }
  });

  it("early on a weekday before opening: the end of that same day", () => {
    expect(due("2026-11-24T07:45+01:00")).toBe(at("2026-11-24T17:00+01:00").toISOString());
    expect(due("2026-11-24T00:00+01:00")).toBe(at("2026-11-24T17:00+01:00").toISOString());
  });

  it("on a weekday evening: the end of the next weekday", () => {
    expect(due("2026-11-24T20:00+01:00")).toBe(at("2026-11-25T17:00+01:00").toISOString());
  });

  it("across the change to winter time: Monday 15:00 Amsterdam time, whatever the offset", () => {
    // Friday 23 October 2026 is summer time (+02:00); Monday 26 October is winter time (+01:00).
    expect(due("2026-10-23T15:00+02:00")).toBe(at("2026-10-26T15:00+01:00").toISOString());
    expect(due("2026-03-27T15:00+01:00")).toBe(at("2026-03-30T15:00+02:00").toISOString());
  });

  it("skips Dutch public holidays like weekends", () => {
    // Thursday 24 December 2026 during office hours: Christmas (Fri 25, Sat 26) and the weekend skipped, Monday 28 December.
    expect(due("2026-12-24T11:00+01:00")).toBe(at("2026-12-28T11:00+01:00").toISOString());
    // Wednesday 13 May 2026 in the evening: Hemelvaartsdag (Thu 14 May) is closed, so the end of Friday 15 May.
    expect(due("2026-05-13T19:00+02:00")).toBe(at("2026-05-15T17:00+02:00").toISOString());
    // On Tweede Paasdag (Monday 6 April 2026) itself: the office is closed, the end of Tuesday.
    expect(due("2026-04-06T10:00+02:00")).toBe(at("2026-04-07T17:00+02:00").toISOString());
    // Friday 24 April 2026 at 10:00, Koningsdag on Monday 27 April: Tuesday 28 April at 10:00.
    expect(due("2026-04-24T10:00+02:00")).toBe(at("2026-04-28T10:00+02:00").toISOString());
    // Monday 26 April 2027 at 10:00, Koningsdag on Tuesday 27 April: Wednesday 28 April at 10:00.
    expect(due("2027-04-26T10:00+02:00")).toBe(at("2027-04-28T10:00+02:00").toISOString());
  });

  it("time left and its display parts, overdue negative", () => {
    const deadline = at("2026-11-24T10:00+01:00");
    expect(timeLeftMs(deadline, at("2026-11-24T06:40+01:00"))).toBe((3 * 60 + 20) * 60_000);
    expect(durationParts(timeLeftMs(deadline, at("2026-11-24T06:40+01:00")))).toEqual({ overdue: false, hours: 3, minutes: 20 });
    expect(durationParts(timeLeftMs(deadline, at("2026-11-24T11:05:30+01:00")))).toEqual({ overdue: true, hours: 1, minutes: 5 });
    expect(durationParts(0)).toEqual({ overdue: false, hours: 0, minutes: 0 });
  });
});

describe("review reasons and queue order", () => {
  it("the reason follows the status and the declared formalities", () => {
    expect(reviewReasonFor("pending_underwriting", true)).toBe("medical_underwriting");
    expect(reviewReasonFor("pending_review", true)).toBe("formalities");
    expect(reviewReasonFor("pending_review", false)).toBe("answers");
  });

  it("an identity document with another name adds identity_name; alone when the answers were accepted (decision 0068)", () => {
    expect(purchaseReviewReason("pending_review", false, false, true)).toBe("identity_name");
    expect(purchaseReviewReason("pending_review", true, true, true)).toBe("formalities,identity_name");
    expect(purchaseReviewReason("pending_underwriting", true, false, true)).toBe("medical_underwriting,identity_name");
    expect(purchaseReviewReason("pending_review", true, false, false)).toBe("answers");
    expect(withInfoRequested("identity_name", "answers")).toBe("identity_name,info_requested");
  });

  it("asking for more information is noted once, after the reason", () => {
    expect(withInfoRequested("answers", "answers")).toBe("answers,info_requested");
    expect(withInfoRequested("answers,info_requested", "answers")).toBe("answers,info_requested");
    expect(withInfoRequested(null, "formalities")).toBe("formalities,info_requested");
    expect(reviewReasonCodes(" answers , info_requested ,")).toEqual(["answers", "info_requested"]);
    expect(infoRequested("answers")).toBe(false);
    expect(infoRequested("answers,info_requested")).toBe(true);
  });

  it("overdue first, then by time left; those waiting for the customer last", () => {
    const created = at("2026-11-20T10:00+01:00");
    const entries = [
      { id: "later", dueAt: at("2026-11-25T10:00+01:00"), createdAt: created, reviewReason: "answers" },
      { id: "asked", dueAt: at("2026-11-20T10:00+01:00"), createdAt: created, reviewReason: "answers,info_requested" },
      { id: "overdue", dueAt: at("2026-11-23T10:00+01:00"), createdAt: created, reviewReason: "medical_underwriting" },
      { id: "soon", dueAt: at("2026-11-24T10:00+01:00"), createdAt: created, reviewReason: "formalities" },
      { id: "soon-b", dueAt: at("2026-11-24T10:00+01:00"), createdAt: created, reviewReason: "formalities" },
    ];
    expect(orderReviewQueue(entries).map((entry) => entry.id)).toEqual(["overdue", "soon", "soon-b", "later", "asked"]);
  });
});

describe("claim transitions", () => {
  it("allows exactly the documented moves", () => {
    const allowed: string[] = [];
    for (const from of CLAIM_STATUSES) for (const to of CLAIM_STATUSES) if (canMoveClaim(from, to)) allowed.push(`${from}>${to}`);
    expect(allowed).toEqual([
      "submitted>in_review",
      "in_review>more_info",
      "in_review>approved",
      "in_review>rejected",
      "more_info>in_review",
      "more_info>approved",
      "more_info>rejected",
      "approved>paid",
    ]);
    expect(CLAIM_TRANSITIONS.paid).toEqual([]);
    expect(CLAIM_TRANSITIONS.rejected).toEqual([]);
  });

  it("refuses unknown statuses, staying put and skipping steps", () => {
    expect(canMoveClaim("submitted", "approved")).toBe(false);
    expect(canMoveClaim("submitted", "paid")).toBe(false);
    expect(canMoveClaim("in_review", "in_review")).toBe(false);
    expect(canMoveClaim("paid", "approved")).toBe(false);
    expect(canMoveClaim("in_review", "lost")).toBe(false);
    expect(canMoveClaim("toString", "in_review")).toBe(false);
  });

  it("reads euro amounts to cents; refuses what is not a positive amount", () => {
    expect(parseEuroCents("1250")).toEqual({ cents: 125_000 });
    expect(parseEuroCents("1250,5")).toEqual({ cents: 125_050 });
    expect(parseEuroCents(" 0.01 ")).toEqual({ cents: 1 });
    expect(parseEuroCents("€ 99,99")).toEqual({ cents: 9_999 });
    expect(parseEuroCents("")).toEqual({ error: CLAIM_AMOUNT_MESSAGES.required });
    expect(parseEuroCents("0")).toEqual({ error: CLAIM_AMOUNT_MESSAGES.notPositive });
    expect(parseEuroCents("0,00")).toEqual({ error: CLAIM_AMOUNT_MESSAGES.notPositive });
    expect(parseEuroCents("-5")).toEqual({ error: CLAIM_AMOUNT_MESSAGES.notPositive });
    for (const bad of ["1.250,50", "12,345", "abc", "1e5", "NaN", "Infinity", "99999999999"]) {
      expect(parseEuroCents(bad)).toEqual({ error: CLAIM_AMOUNT_MESSAGES.invalid });
    }
  });

  it("an approved amount is at most the policy's per-claim cover when it has one", () => {
    expect(checkApprovedAmount("5000", 500_000)).toEqual({ cents: 500_000 });
    expect(checkApprovedAmount("5000,01", 500_000)).toEqual({ error: CLAIM_AMOUNT_MESSAGES.tooHigh });
    expect(checkApprovedAmount("123456", null)).toEqual({ cents: 12_345_600 });
  });
});
