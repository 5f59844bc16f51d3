import { describe, expect, it } from "vitest";
import { changeSettlement, periodContaining, proratedDifferenceCents, settleOnInvoice } from "~/domain/billing/proration";
import { comingMonth, indexedCents, nextAnniversary, renewalNoticeDate, renewalNoticeDue } from "~/domain/account/policy-renewal";
import { changeDecision, effectiveDateError, effectiveDateWindow } from "~/domain/account/policy-change";

describe("periodContaining", () => {
  it("finds the period by the start date's billing day, clamped at month ends", () => {
    expect(periodContaining("2026-01-31", "2026-02-28")).toMatchObject({ periodStart: "2026-02-28", periodEnd: "2026-03-30", days: 31 });
    expect(periodContaining("2026-01-31", "2026-02-27")).toMatchObject({ periodStart: "2026-01-31", periodEnd: "2026-02-27", days: 28 });
    expect(periodContaining("2024-01-31", "2024-02-29")).toMatchObject({ periodStart: "2024-02-29", periodEnd: "2024-03-30", days: 31 });
    expect(periodContaining("2026-03-15", "2026-03-15")).toMatchObject({ periodStart: "2026-03-15", periodEnd: "2026-04-14", days: 31 });
    expect(periodContaining("2026-03-15", "2026-04-14")).toMatchObject({ periodStart: "2026-03-15", days: 31 });
    expect(periodContaining("2026-03-15", "2027-01-20")).toMatchObject({ periodStart: "2027-01-15", periodEnd: "2027-02-14" });
  });
});

describe("proratedDifferenceCents", () => {
  it("rounds the absolute difference half up, so a raise and a lowering mirror each other", () => {
    // 1000 cents * 15 / 30 = 500 exactly; 1001 * 15 / 30 = 500.5 -> 501 either way.
    expect(proratedDifferenceCents(2000, 3000, 15, 30)).toBe(500);
    expect(proratedDifferenceCents(2000, 3001, 15, 30)).toBe(501);
    expect(proratedDifferenceCents(3001, 2000, 15, 30)).toBe(-501);
    expect(proratedDifferenceCents(2000, 2000, 15, 30)).toBe(0);
    // 100 * 1 / 31 = 3.2258 -> 3; 100 * 30 / 31 = 96.77 -> 97.
    expect(proratedDifferenceCents(0, 100, 1, 31)).toBe(3);
    expect(proratedDifferenceCents(0, 100, 30, 31)).toBe(97);
  });
});

describe("changeSettlement", () => {
  const base = { startDate: "2026-01-10", oldMonthlyCents: 2000, newMonthlyCents: 2600, periodInvoiced: true };
  it("mid-month: the days from the effective date to the period's end", () => {
    // Period 2026-03-10..2026-04-09 (31 days); from 2026-03-25: 16 days; 600 * 16 / 31 = 309.68 -> 310.
    expect(changeSettlement({ ...base, effectiveDate: "2026-03-25" })).toMatchObject({ days: 16, differenceCents: 310 });
  });
  it("on the period's first day: the whole difference when the period was invoiced, nothing when not yet", () => {
    expect(changeSettlement({ ...base, effectiveDate: "2026-03-10" })).toMatchObject({ days: 31, differenceCents: 600 });
    expect(changeSettlement({ ...base, effectiveDate: "2026-03-10", periodInvoiced: false })).toMatchObject({ differenceCents: 0 });
  });
  it("a period not invoiced yet that the change starts inside: the days before it come back", () => {
    // Invoiced later whole at 2600; 15 days (2026-03-10..24) at 2000 would have been cheaper: 600 * 15 / 31 = 290.3 -> 290.
    expect(changeSettlement({ ...base, effectiveDate: "2026-03-25", periodInvoiced: false })).toMatchObject({
      days: -15,
      differenceCents: -290,
    });
  });
  it("on the period's last day: one day", () => {
    // 600 * 1 / 31 = 19.35 -> 19
    expect(changeSettlement({ ...base, effectiveDate: "2026-04-09" })).toMatchObject({ days: 1, differenceCents: 19 });
  });
  it("February in a leap year and not", () => {
    // Period 2024-02-10..2024-03-09 has 29 days; from 2024-02-29: 10 days; 600 * 10 / 29 = 206.9 -> 207.
    expect(changeSettlement({ ...base, startDate: "2024-01-10", effectiveDate: "2024-02-29" })).toMatchObject({
      days: 10,
      differenceCents: 207,
    });
    // 2026-02-10..2026-03-09 has 28 days; from 2026-02-28: 10 days; 600 * 10 / 28 = 214.29 -> 214.
    expect(changeSettlement({ ...base, effectiveDate: "2026-02-28" })).toMatchObject({ days: 10, differenceCents: 214 });
  });
  it("a policy started on the 31st: the period after a short month", () => {
    // 2026-02-28..2026-03-30 (31 days); a lowering on 2026-03-31 is the next period's first day.
    expect(
      changeSettlement({ ...base, startDate: "2026-01-31", oldMonthlyCents: 3000, newMonthlyCents: 2000, effectiveDate: "2026-03-30" }),
    ).toMatchObject({ days: 1, differenceCents: -32 });
    expect(
      changeSettlement({ ...base, startDate: "2026-01-31", oldMonthlyCents: 3000, newMonthlyCents: 2000, effectiveDate: "2026-03-31" }),
    ).toMatchObject({ days: 30, differenceCents: -1000 });
  });
});

describe("settleOnInvoice", () => {
  it("adds charges, subtracts credits, and refunds a credit larger than the invoice", () => {
    expect(settleOnInvoice(2600, [310])).toEqual({ amountCents: 2910, refundCents: 0 });
    expect(settleOnInvoice(2000, [-500])).toEqual({ amountCents: 1500, refundCents: 0 });
    expect(settleOnInvoice(2000, [-2000])).toEqual({ amountCents: 0, refundCents: 0 });
    expect(settleOnInvoice(1000, [-1500, 200])).toEqual({ amountCents: 0, refundCents: 300 });
  });
});

describe("indexation", () => {
  it("raises by the chosen percentage, half up to the cent", () => {
    expect(indexedCents(5_000_000, 2)).toBe(5_100_000);
    expect(indexedCents(5_000_000, 3)).toBe(5_150_000);
    expect(indexedCents(5_000_000, 0)).toBe(5_000_000);
    expect(indexedCents(5_000_000, null)).toBe(5_000_000);
    // 25 * 1.02 = 25.5 -> 26; 24 * 1.02 = 24.48 -> 24
    expect(indexedCents(25, 2)).toBe(26);
    expect(indexedCents(24, 2)).toBe(24);
  });
});

describe("renewal dates", () => {
  it("the next anniversary after today; 29 February renews on 28 February", () => {
    expect(nextAnniversary("2025-06-15", "2026-03-01")).toBe("2026-06-15");
    expect(nextAnniversary("2025-06-15", "2026-06-15")).toBe("2027-06-15");
    expect(nextAnniversary("2026-06-15", "2026-06-15")).toBe("2027-06-15");
    expect(nextAnniversary("2024-02-29", "2024-12-01")).toBe("2025-02-28");
    expect(nextAnniversary("2024-02-29", "2027-03-01")).toBe("2028-02-29");
  });
  it("the notice is due 30 days ahead", () => {
    expect(renewalNoticeDate("2026-06-15")).toBe("2026-05-16");
    expect(renewalNoticeDue("2025-06-15", "2026-05-15")).toEqual({ due: false, anniversary: "2026-06-15" });
    expect(renewalNoticeDue("2025-06-15", "2026-05-16")).toEqual({ due: true, anniversary: "2026-06-15" });
    expect(comingMonth("2026-05-16")).toEqual({ from: "2026-05-17", to: "2026-06-16" });
  });
});

describe("change rules", () => {
  it("effective date: today up to 30 days ahead, not before the start, not after the end", () => {
    const window = effectiveDateWindow("2026-01-10", "2026-03-01", null);
    expect(window).toEqual({ min: "2026-03-01", max: "2026-03-31" });
    expect(effectiveDateError("2026-03-01", window)).toBeNull();
    expect(effectiveDateError("2026-03-31", window)).toBeNull();
    expect(effectiveDateError("2026-02-28", window)).toBe("account:change.errors.effectiveTooEarly");
    expect(effectiveDateError("2026-04-01", window)).toBe("account:change.errors.effectiveTooLate");
    expect(effectiveDateError("2026-02-30", window)).toBe("account:change.errors.effectiveDate");
    expect(effectiveDateWindow("2026-03-10", "2026-03-01", "2026-03-20")).toEqual({ min: "2026-03-10", max: "2026-03-20" });
  });
  it("refusal stops, a raised insured amount or a waiting outcome goes to review", () => {
    const base = { changedFields: ["postcode"], refusal: null, outcome: "accepted" as const, oldInsuredCents: null, newInsuredCents: null };
    expect(changeDecision({ ...base, changedFields: [] })).toEqual({ kind: "unchanged" });
    expect(changeDecision(base)).toEqual({ kind: "accept" });
    expect(changeDecision({ ...base, refusal: "UWM03" })).toEqual({ kind: "refused", code: "UWM03" });
    expect(changeDecision({ ...base, outcome: "refer" })).toEqual({ kind: "refused", code: null });
    expect(changeDecision({ ...base, outcome: "review" })).toEqual({ kind: "review" });
    expect(changeDecision({ ...base, oldInsuredCents: 400_000, newInsuredCents: 500_000 })).toEqual({ kind: "review" });
    expect(changeDecision({ ...base, oldInsuredCents: 500_000, newInsuredCents: 400_000 })).toEqual({ kind: "accept" });
  });
});
