import { describe, expect, it } from "vitest";
import {
  billingDate,
  billingDay,
  billingPeriod,
  billingPeriodForMonth,
  dueInvoices,
  firstInvoicePeriod,
  invoiceForPeriod,
  invoiceKey,
  proRataCents,
  settleOnCancellation,
  type BillablePolicy,
} from "~/domain/billing/billing";
import { nextBillingDate, refundDueBy } from "~/domain/account/policy-cancellation";

const policy = (startDate: string, endDate: string | null = null, monthlyCents = 2999): BillablePolicy => ({
  id: "pol1",
  startDate,
  endDate,
  monthlyCents,
});

describe("billing day", () => {
  it("is the start date's day, clamped to the month's last day", () => {
    expect(billingDay("2027-01-15", 2027, 2)).toBe(15);
    expect(billingDay("2027-01-31", 2027, 2)).toBe(28);
    expect(billingDay("2028-01-31", 2028, 2)).toBe(29); // leap year
    expect(billingDay("2027-01-31", 2027, 4)).toBe(30);
    expect(billingDay("2027-01-30", 2027, 2)).toBe(28);
  });

  it("counts every billing date from the start date, so a 31st start is back on the 31st after February", () => {
    const dates = Array.from({ length: 13 }, (_, index) => billingDate("2027-01-31", index));
    expect(dates).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
      "2027-06-30",
      "2027-07-31",
      "2027-08-31",
      "2027-09-30",
      "2027-10-31",
      "2027-11-30",
      "2027-12-31",
      "2028-01-31",
    ]);
    expect(billingDate("2028-01-31", 1)).toBe("2028-02-29");
    expect(billingDate("2027-11-30", 3)).toBe("2028-02-29");
  });

  it("bills a 29 February start on the 28th in other years and the 29th in leap years", () => {
    expect(billingDate("2028-02-29", 12)).toBe("2029-02-28");
    expect(billingDate("2028-02-29", 13)).toBe("2029-03-29");
    expect(billingDate("2028-02-29", 48)).toBe("2032-02-29");
  });

  it("agrees with the cancellation window's next billing date", () => {
    for (const start of ["2027-01-31", "2028-01-29", "2027-03-15", "2028-02-29"]) {
      for (let index = 0; index < 14; index += 1) {
        const date = billingDate(start, index);
        expect(nextBillingDate(start, date)).toBe(billingDate(start, index + 1));
      }
    }
  });
});

describe("billing periods", () => {
  it("run from a billing date to the day before the next, with the period's actual length", () => {
    expect(billingPeriod("2027-01-31", 0)).toEqual({
      index: 0,
      periodStart: "2027-01-31",
      periodEnd: "2027-02-27",
      dueDate: "2027-01-31",
      days: 28,
    });
    expect(billingPeriod("2028-01-31", 0)).toMatchObject({ periodEnd: "2028-02-28", days: 29 });
    expect(billingPeriod("2027-01-31", 1)).toMatchObject({ periodStart: "2027-02-28", periodEnd: "2027-03-30", days: 31 });
    expect(billingPeriod("2027-12-15", 0)).toMatchObject({ periodStart: "2027-12-15", periodEnd: "2028-01-14", days: 31 });
  });

  it("start with the first invoice written at checkout", () => {
    for (const start of ["2027-01-31", "2028-01-31", "2027-12-31", "2028-02-29", "2027-06-01"]) {
      const { periodStart, periodEnd, dueDate } = billingPeriod(start, 0);
      expect({ periodStart, periodEnd, dueDate }).toEqual(firstInvoicePeriod(start));
    }
  });

  it("follow each other without gaps over several years", () => {
    const start = "2027-01-31";
    for (let index = 0; index < 40; index += 1) {
      const period = billingPeriod(start, index);
      const next = billingPeriod(start, index + 1);
      const dayAfter = new Date(`${period.periodEnd}T00:00:00Z`);
      dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
      expect(dayAfter.toISOString().slice(0, 10)).toBe(next.periodStart);
      expect(period.days).toBeGreaterThanOrEqual(28);
      expect(period.days).toBeLessThanOrEqual(31);
    }
  });

  it("are found by month, none before the start month", () => {
    expect(billingPeriodForMonth("2027-01-31", "2027-02")?.periodStart).toBe("2027-02-28");
    expect(billingPeriodForMonth("2027-01-31", "2028-02")?.periodStart).toBe("2028-02-29");
    expect(billingPeriodForMonth("2027-01-31", "2026-12")).toBeNull();
  });
});

describe("pro-rata amounts", () => {
  it("count days of the period's actual length and round half up to whole cents", () => {
    expect(proRataCents(3000, 14, 28)).toBe(1500);
    expect(proRataCents(3000, 14, 29)).toBe(1448); // 1448.27
    expect(proRataCents(1000, 1, 8)).toBe(125); // 125 exactly
    expect(proRataCents(1001, 1, 2)).toBe(501); // 500.5 rounds up
    expect(proRataCents(2999, 31, 31)).toBe(2999);
    expect(proRataCents(2999, 0, 31)).toBe(0);
  });

  it("split every period of 2027 and 2028 into a kept and a returned part that add up to the premium", () => {
    for (const start of ["2027-01-31", "2027-02-28", "2028-01-29"]) {
      for (let index = 0; index < 24; index += 1) {
        const period = billingPeriod(start, index);
        let previous = 0;
        for (let day = 0; day < period.days; day += 1) {
          const end = new Date(`${period.periodStart}T00:00:00Z`);
          end.setUTCDate(end.getUTCDate() + day);
          const endDate = end.toISOString().slice(0, 10);
          const invoiced = invoiceForPeriod(policy(start, endDate, 4321), index)!;
          const settled = settleOnCancellation(policy(start, null, 4321), { periodStart: period.periodStart, amountCents: 4321 }, endDate);
          expect(invoiced.coveredDays).toBe(day + 1);
          expect(settled.keepCents).toBe(invoiced.amountCents);
          expect(settled.keepCents + settled.returnCents).toBe(4321);
          expect(invoiced.amountCents).toBeGreaterThanOrEqual(previous);
          previous = invoiced.amountCents;
        }
        expect(previous).toBe(4321);
      }
    }
  });

  it("make a year of whole periods exactly twelve premiums", () => {
    const invoices = dueInvoices(policy("2027-01-31", null, 2999), "2027-12-31", []);
    expect(invoices).toHaveLength(12);
    expect(invoices.every((invoice) => !invoice.partial)).toBe(true);
    expect(invoices.reduce((sum, invoice) => sum + invoice.amountCents, 0)).toBe(12 * 2999);
  });
});

describe("due invoices", () => {
  it("are the periods due on or before the run date that have no invoice yet", () => {
    const running = policy("2027-01-31");
    expect(dueInvoices(running, "2027-01-30", [])).toEqual([]);
    expect(dueInvoices(running, "2027-01-31", []).map((invoice) => invoice.periodStart)).toEqual(["2027-01-31"]);
    // The first invoice came from checkout; the run on the February billing day makes the second.
    expect(dueInvoices(running, "2027-02-28", ["2027-01-31"]).map((invoice) => invoice.periodStart)).toEqual(["2027-02-28"]);
    expect(dueInvoices(running, "2027-02-27", ["2027-01-31"])).toEqual([]);
  });

  it("make nothing twice when run again the same day, and catch up after missed days", () => {
    const running = policy("2027-01-31");
    const first = dueInvoices(running, "2027-03-31", ["2027-01-31"]);
    expect(first.map((invoice) => invoice.periodStart)).toEqual(["2027-02-28", "2027-03-31"]);
    expect(dueInvoices(running, "2027-03-31", ["2027-01-31", ...first.map((invoice) => invoice.periodStart)])).toEqual([]);
  });

  it("have one key per policy and period", () => {
    const [invoice] = dueInvoices(policy("2028-02-29"), "2028-02-29", []);
    expect(invoice?.key).toBe(invoiceKey("pol1", "2028-02-29"));
    expect(invoiceKey("pol1", "2028-02-29")).not.toBe(invoiceKey("pol2", "2028-02-29"));
    expect(invoiceKey("pol1", "2028-02-29")).not.toBe(invoiceKey("pol1", "2028-03-29"));
  });

  it("invoice the last period pro-rata up to the end date and nothing after it", () => {
    const ending = policy("2027-01-15", "2027-03-20", 3100); // period 15 March - 14 April has 31 days
    const invoices = dueInvoices(ending, "2027-06-01", ["2027-01-15"]);
    expect(
      invoices.map(({ periodStart, coveredUntil, coveredDays, amountCents, partial }) => ({
        periodStart,
        coveredUntil,
        coveredDays,
        amountCents,
        partial,
      })),
    ).toEqual([
      { periodStart: "2027-02-15", coveredUntil: "2027-03-14", coveredDays: 28, amountCents: 3100, partial: false },
      { periodStart: "2027-03-15", coveredUntil: "2027-03-20", coveredDays: 6, amountCents: 600, partial: true },
    ]);
  });

  it("invoice one pro-rata day when the end date is the billing day itself, and none when it is the day before", () => {
    const onBillingDay = dueInvoices(policy("2027-01-31", "2027-02-28", 2800), "2027-02-28", ["2027-01-31"]);
    expect(onBillingDay).toHaveLength(1);
    expect(onBillingDay[0]).toMatchObject({ periodStart: "2027-02-28", coveredDays: 1, amountCents: 90, partial: true }); // 2800 / 31
    expect(dueInvoices(policy("2027-01-31", "2027-02-27", 2800), "2027-02-28", ["2027-01-31"])).toEqual([]);
  });

  it("cost the same whether the cancellation on the billing day comes before or after that day's run", () => {
    // Run first: a whole month invoiced, then the customer cancels with end date 10 March.
    const whole = dueInvoices(policy("2027-01-31"), "2027-02-28", ["2027-01-31"])[0]!;
    const settled = settleOnCancellation(policy("2027-01-31"), whole, "2027-03-10");
    // Cancellation first: the run sees the end date.
    const afterwards = dueInvoices(policy("2027-01-31", "2027-03-10"), "2027-02-28", ["2027-01-31"])[0]!;
    expect(settled.keepCents).toBe(afterwards.amountCents);
    expect(settled.returnCents).toBe(2999 - afterwards.amountCents);
  });

  it("end within the first period when the policy is cancelled in its first month", () => {
    const invoice = invoiceForPeriod(policy("2028-02-01", "2028-02-10", 2900), 0)!;
    expect(invoice).toMatchObject({ days: 29, coveredDays: 10, amountCents: 1000, partial: true });
    expect(invoiceForPeriod(policy("2028-02-01", "2028-01-31", 2900), 0)).toBeNull();
  });
});

describe("settling a cancellation", () => {
  it("returns the whole invoice of a period after the end date and nothing of one before it", () => {
    const running = policy("2027-01-31");
    expect(settleOnCancellation(running, { periodStart: "2027-03-31", amountCents: 2999 }, "2027-03-30")).toEqual({
      keepCents: 0,
      returnCents: 2999,
    });
    expect(settleOnCancellation(running, { periodStart: "2027-02-28", amountCents: 2999 }, "2027-03-30")).toEqual({
      keepCents: 2999,
      returnCents: 0,
    });
  });

  it("pays the refund within 14 days of the final debit", () => {
    expect(refundDueBy("2027-02-28")).toBe("2027-03-14");
    expect(refundDueBy("2028-02-20")).toBe("2028-03-05");
  });
});
