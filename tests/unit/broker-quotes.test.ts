// The broker's pipeline rules and the quote access check (decision 0080), at their edges.
import { describe, expect, it } from "vitest";
import {
  brokerReturnUrl,
  conversionPerMonth,
  isReminderDue,
  pipelineStatus,
  quoteAccess,
  statusCounts,
} from "~/domain/broker/broker-quotes";

const TODAY = "2026-11-27";
const quote = (data: Partial<Parameters<typeof pipelineStatus>[0] & { reminderSentAt: Date | null }> = {}) => ({
  sentAt: new Date(),
  openedAt: null,
  acceptedAt: null,
  expiresOn: "2026-12-10",
  reminderSentAt: null,
  ...data,
});

describe("pipelineStatus", () => {
  it("is draft until sent, then sent, opened, bought; expired the day after its last day", () => {
    expect(pipelineStatus(quote({ sentAt: null }), TODAY)).toBe("draft");
    expect(pipelineStatus(quote(), TODAY)).toBe("sent");
    expect(pipelineStatus(quote({ openedAt: new Date() }), TODAY)).toBe("opened");
    expect(pipelineStatus(quote({ acceptedAt: new Date(), expiresOn: "2026-11-01" }), TODAY)).toBe("bought");
    expect(pipelineStatus(quote({ expiresOn: TODAY }), TODAY)).toBe("sent");
    expect(pipelineStatus(quote({ expiresOn: "2026-11-26" }), TODAY)).toBe("expired");
  });

  it("counts every status, zero included", () => {
    expect(statusCounts(["sent", "sent", "bought"])).toEqual({ draft: 0, sent: 2, opened: 0, bought: 1, expired: 0 });
  });

  it("gives the conversion per month, newest first, rounded", () => {
    expect(
      conversionPerMonth([
        { createdOn: "2026-10-31", status: "bought" },
        { createdOn: "2026-11-01", status: "bought" },
        { createdOn: "2026-11-02", status: "sent" },
        { createdOn: "2026-11-03", status: "expired" },
      ]),
    ).toEqual([
      { month: "2026-11", made: 3, bought: 1, percent: 33 },
      { month: "2026-10", made: 1, bought: 1, percent: 100 },
    ]);
  });
});

describe("isReminderDue", () => {
  it("is due from 7 days before the last day up to the last day, once, for a sent quote not bought", () => {
    expect(isReminderDue(quote({ expiresOn: "2026-12-04" }), TODAY)).toBe(true);
    expect(isReminderDue(quote({ expiresOn: "2026-12-05" }), TODAY)).toBe(false);
    expect(isReminderDue(quote({ expiresOn: TODAY }), TODAY)).toBe(true);
    expect(isReminderDue(quote({ expiresOn: "2026-11-26" }), TODAY)).toBe(false);
    expect(isReminderDue(quote({ expiresOn: TODAY, reminderSentAt: new Date() }), TODAY)).toBe(false);
    expect(isReminderDue(quote({ expiresOn: TODAY, acceptedAt: new Date() }), TODAY)).toBe(false);
    expect(isReminderDue(quote({ expiresOn: TODAY, sentAt: null }), TODAY)).toBe(false);
  });
});

describe("quoteAccess", () => {
  const own = { partnerId: "acme", userId: "u1", email: "karin@example.nl" };
  const row = {
    partnerId: "acme",
    customerEmail: "Karin@Example.nl",
    customerUserId: null,
    userId: null,
    acceptedAt: null,
    expiresOn: TODAY,
  };
  it("opens the customer's own quote of the partner, by e-mail address (any case) or by a customer without one", () => {
    expect(quoteAccess(row, own, TODAY)).toEqual({ ok: true });
    expect(quoteAccess(row, { ...own, email: null }, TODAY)).toEqual({ ok: true });
    expect(quoteAccess({ ...row, customerUserId: "u1" }, { ...own, email: "other@example.nl" }, TODAY)).toEqual({ ok: true });
  });
  it("refuses another partner's, another customer's, a bought and an expired quote", () => {
    expect(quoteAccess(null, own, TODAY)).toEqual({ ok: false, refusal: "unknown" });
    expect(quoteAccess({ ...row, partnerId: "solo" }, own, TODAY)).toEqual({ ok: false, refusal: "unknown" });
    expect(quoteAccess({ ...row, customerUserId: "u2" }, own, TODAY)).toEqual({ ok: false, refusal: "otherCustomer" });
    expect(quoteAccess(row, { ...own, email: "other@example.nl" }, TODAY)).toEqual({ ok: false, refusal: "otherCustomer" });
    expect(quoteAccess({ ...row, acceptedAt: new Date(), userId: "u1" }, own, TODAY)).toEqual({ ok: false, refusal: "bought" });
    expect(quoteAccess({ ...row, expiresOn: "2026-11-26" }, own, TODAY)).toEqual({ ok: false, refusal: "expired" });
  });
});

describe("brokerReturnUrl", () => {
  const urls = { qa: "https://qa.example/quotes", stage: "https://stage.example/quotes" };
  it("takes the partner's setting, else the running environment's, else the broker desk", () => {
    expect(brokerReturnUrl("qa", urls, null, "https://acme/broker/quotes")).toBe("https://qa.example/quotes");
    expect(brokerReturnUrl("production", urls, null, "https://acme/broker/quotes")).toBe("https://acme/broker/quotes");
    expect(brokerReturnUrl("qa", urls, "https://partner.example", "https://acme/broker/quotes")).toBe("https://partner.example");
    expect(brokerReturnUrl("elsewhere", urls, null, "https://acme/broker/quotes")).toBe("https://acme/broker/quotes");
  });
});
