import { describe, expect, it } from "vitest";
import {
  CANCELLATION_MAX_DAYS_AHEAD,
  cancellationRefusal,
  cancellationWindow,
  cancelPolicyFormSchema,
  nextBillingDate,
  REFUND_DAYS_AFTER_FINAL_DEBIT,
} from "~/domain/account/policy-cancellation";

function endDateErrors(window: { min: string; max: string }, endDate: string | undefined) {
  const result = cancelPolicyFormSchema(window).safeParse({ end_date: endDate });
  return result.success ? null : result.error.issues.map((issue) => issue.message);
}

describe("nextBillingDate: premiums are collected monthly from the start date", () => {
  it("is the next collection date after today", () => {
    expect(nextBillingDate("2025-01-15", "2025-03-10")).toBe("2025-03-15");
    expect(nextBillingDate("2025-01-15", "2025-03-14")).toBe("2025-03-15");
  });

  it("is a month on when today itself is a collection date (today's debit is done)", () => {
    expect(nextBillingDate("2025-01-15", "2025-03-15")).toBe("2025-04-15");
    expect(nextBillingDate("2025-03-10", "2025-03-10")).toBe("2025-04-10");
  });

  it("is the start date while the policy has not begun", () => {
    expect(nextBillingDate("2025-03-20", "2025-03-10")).toBe("2025-03-20");
  });

  it("keeps a start on the 31st on month ends without drifting through February", () => {
    expect(nextBillingDate("2025-01-31", "2025-02-27")).toBe("2025-02-28");
    expect(nextBillingDate("2025-01-31", "2025-02-28")).toBe("2025-03-31");
    expect(nextBillingDate("2025-01-31", "2025-04-01")).toBe("2025-04-30");
    expect(nextBillingDate("2025-01-31", "2025-05-01")).toBe("2025-05-31");
    expect(nextBillingDate("2024-01-31", "2024-02-15")).toBe("2024-02-29");
  });

  it("crosses the year end", () => {
    expect(nextBillingDate("2024-12-15", "2025-12-20")).toBe("2026-01-15");
  });
});

describe("cancellationWindow: from tomorrow up to the next billing date, at most 30 days ahead", () => {
  it("runs from tomorrow to the next billing date", () => {
    expect(cancellationWindow("2025-01-15", "2025-03-10")).toEqual({ min: "2025-03-11", max: "2025-03-15", nextBilling: "2025-03-15" });
  });

  it("is capped at 30 days when the next billing date is 31 days away", () => {
    expect(CANCELLATION_MAX_DAYS_AHEAD).toBe(30);
    // 1 March to 1 April is 31 days.
    expect(cancellationWindow("2025-03-01", "2025-03-01")).toEqual({ min: "2025-03-02", max: "2025-03-31", nextBilling: "2025-04-01" });
    expect(cancellationWindow("2025-01-10", "2025-03-10")).toEqual({ min: "2025-03-11", max: "2025-04-09", nextBilling: "2025-04-10" });
  });

  it("is not capped when the next billing date is exactly 30 days away", () => {
    // 10 April to 10 May is 30 days.
    expect(cancellationWindow("2025-01-10", "2025-04-10").max).toBe("2025-05-10");
  });

  it("is one day when the next billing date is tomorrow", () => {
    expect(cancellationWindow("2025-01-15", "2025-03-14")).toEqual({ min: "2025-03-15", max: "2025-03-15", nextBilling: "2025-03-15" });
  });

  it("promises the refund within 14 days of the final debit", () => {
    expect(REFUND_DAYS_AFTER_FINAL_DEBIT).toBe(14);
  });
});

describe("cancelPolicyFormSchema: the end date at the edges", () => {
  const window = cancellationWindow("2025-01-15", "2025-03-10"); // 2025-03-11 .. 2025-03-15

  it("accepts tomorrow and the maximum", () => {
    expect(endDateErrors(window, "2025-03-11")).toBeNull();
    expect(endDateErrors(window, "2025-03-15")).toBeNull();
    expect(cancelPolicyFormSchema(window).parse({ end_date: " 2025-03-13 " })).toEqual({ end_date: "2025-03-13" });
  });

  it("rejects today and earlier with minEndDateReached", () => {
    expect(endDateErrors(window, "2025-03-10")).toEqual(["validations:minEndDateReached"]);
    expect(endDateErrors(window, "2024-12-31")).toEqual(["validations:minEndDateReached"]);
  });

  it("rejects the day after the maximum with maxEndDateReached", () => {
    expect(endDateErrors(window, "2025-03-16")).toEqual(["validations:maxEndDateReached"]);
  });

  it("rejects a day past the 30-day cap", () => {
    const capped = cancellationWindow("2025-03-01", "2025-03-01");
    expect(endDateErrors(capped, "2025-03-31")).toBeNull();
    expect(endDateErrors(capped, "2025-04-01")).toEqual(["validations:maxEndDateReached"]);
  });

  it("rejects what is not a date, and nothing at all", () => {
    expect(endDateErrors(window, "2025-02-30")).toEqual(["validations:dateValidMessage"]);
    expect(endDateErrors(window, "13-03-2025")).toEqual(["validations:dateValidMessage"]);
    // Nothing typed: the message says what to fill in (day, month and year; decision 0088).
    expect(endDateErrors(window, "")).toEqual(["validations:endDateRequired"]);
    expect(endDateErrors(window, undefined)).toEqual(["validations:endDateRequired"]);
  });
});

describe("cancellationRefusal: only an active policy that is not cancelled yet", () => {
  const today = "2025-03-10";

  it("allows an active, running policy", () => {
    expect(cancellationRefusal({ status: "active", cancelledAt: null, endDate: null }, today)).toBeNull();
    expect(cancellationRefusal({ status: "active", cancelledAt: null, endDate: "2025-06-01" }, today)).toBeNull();
  });

  it("refuses a cancelled policy, whatever its status says", () => {
    expect(cancellationRefusal({ status: "cancelled", cancelledAt: new Date(), endDate: "2025-03-20" }, today)).toBe("alreadyCancelled");
    expect(cancellationRefusal({ status: "active", cancelledAt: "2025-03-01T10:00:00Z", endDate: null }, today)).toBe("alreadyCancelled");
  });

  it("refuses a policy under review and one that has ended", () => {
    expect(cancellationRefusal({ status: "pending_review", cancelledAt: null, endDate: null }, today)).toBe("notActive");
    expect(cancellationRefusal({ status: "active", cancelledAt: null, endDate: "2025-03-10" }, today)).toBe("ended");
  });
});
