// The account area's rules: invoice status labels, the inbox count, policy phases and recommendations.
import { describe, expect, it } from "vitest";
import { aovRecommendation, inboxCount } from "~/domain/account/inbox";
import { INVOICE_STATUSES, invoiceStatusLabel, invoiceStatusTone } from "~/domain/billing/invoice-status";
import { policyPhase, policyStatusLabel, recommendedProducts, splitPolicies } from "~/domain/account/policy-overview";

describe("invoiceStatusLabel: the statuses of spec section 3", () => {
  it("shows paid, canceled, unfinished, processing and unknown as themselves", () => {
    for (const status of ["paid", "canceled", "unfinished", "processing", "unknown"]) expect(invoiceStatusLabel(status)).toBe(status);
  });

  it("shows refunded, disputed and failed as failed", () => {
    expect(invoiceStatusLabel("refunded")).toBe("failed");
    expect(invoiceStatusLabel("disputed")).toBe("failed");
    expect(invoiceStatusLabel("failed")).toBe("failed");
  });

  it("covers exactly the eight statuses of the spec", () => {
    expect([...INVOICE_STATUSES].sort()).toEqual([
      "canceled",
      "disputed",
      "failed",
      "paid",
      "processing",
      "refunded",
      "unfinished",
      "unknown",
    ]);
  });

  it("never reads an unexpected status as paid", () => {
    expect(invoiceStatusLabel("PAID")).toBe("unknown");
    expect(invoiceStatusLabel("")).toBe("unknown");
    expect(invoiceStatusLabel("chargeback")).toBe("unknown");
  });

  it("gives each label a badge tone", () => {
    expect(INVOICE_STATUSES.map((status) => [status, invoiceStatusTone(status)])).toEqual([
      ["paid", "paid"],
      ["canceled", "neutral"],
      ["unfinished", "open"],
      ["processing", "open"],
      ["unknown", "neutral"],
      ["refunded", "failed"],
      ["disputed", "failed"],
      ["failed", "failed"],
    ]);
  });
});

describe("inbox count: unread messages plus one while an eligible aov product exists", () => {
  const today = "2025-03-10";
  const offered = [
    { id: "bl", type: "business_liability" },
    { id: "aov", type: "aov" },
  ];

  it("is 1 with no messages when the partner offers aov to this customer", () => {
    const aov = aovRecommendation({ offered, heldTypes: ["business_liability"], birthDate: "1990-04-12", today });
    expect(aov?.id).toBe("aov");
    expect(inboxCount({ unread: 0, aovRecommended: !!aov })).toBe(1);
  });

  it("adds unread messages", () => {
    expect(inboxCount({ unread: 2, aovRecommended: false })).toBe(2);
    expect(inboxCount({ unread: 3, aovRecommended: true })).toBe(4);
    expect(inboxCount({ unread: 0, aovRecommended: false })).toBe(0);
  });

  it("recommends nothing to a customer who holds aov or aov_acture", () => {
    expect(aovRecommendation({ offered, heldTypes: ["aov"], birthDate: null, today })).toBeNull();
    expect(aovRecommendation({ offered, heldTypes: ["aov_acture"], birthDate: null, today })).toBeNull();
  });

  it("recommends nothing when the profession can not have aov (not offered)", () => {
    expect(aovRecommendation({ offered: [offered[0]!], heldTypes: [], birthDate: null, today })).toBeNull();
  });

  it("also recommends aov_acture", () => {
    expect(aovRecommendation({ offered: [{ id: "acture", type: "aov_acture" }], heldTypes: [], birthDate: null, today })?.id).toBe(
      "acture",
    );
  });

  it("stops at the aov entry age: 57 still, 58 no more (decision 0008)", () => {
    expect(aovRecommendation({ offered, heldTypes: [], birthDate: "1967-03-11", today })?.id).toBe("aov"); // 57, turns 58 tomorrow
    expect(aovRecommendation({ offered, heldTypes: [], birthDate: "1967-03-10", today })).toBeNull(); // 58 today
  });
});

describe("policy phases: current, expired", () => {
  const today = "2025-03-10";

  it("counts active and pending-review policies without a past end date as current", () => {
    expect(policyPhase({ status: "active", endDate: null }, today)).toBe("current");
    expect(policyPhase({ status: "pending_review", endDate: null }, today)).toBe("current");
    expect(policyPhase({ status: "pending_underwriting", endDate: null }, today)).toBe("current");
    expect(policyStatusLabel({ status: "pending_underwriting", endDate: null }, today)).toBe("pendingUnderwriting");
    expect(policyPhase({ status: "active", endDate: "2025-03-10" }, today)).toBe("current"); // last insured day is today
  });

  it("keeps a cancelled policy current until its end date has passed", () => {
    expect(policyPhase({ status: "cancelled", endDate: "2025-03-20" }, today)).toBe("current");
    expect(policyStatusLabel({ status: "cancelled", endDate: "2025-03-20" }, today)).toBe("cancelled");
    expect(policyPhase({ status: "cancelled", endDate: "2025-03-09" }, today)).toBe("expired");
    expect(policyStatusLabel({ status: "cancelled", endDate: "2025-03-09" }, today)).toBe("ended");
    expect(policyPhase({ status: "cancelled", endDate: null }, today)).toBe("expired");
  });

  it("splits and orders by start date, newest first", () => {
    const policies = [
      { id: "a", status: "active", endDate: null, startDate: "2024-01-01" },
      { id: "b", status: "active", endDate: "2025-01-01", startDate: "2024-06-01" },
      { id: "c", status: "pending_review", endDate: null, startDate: "2025-02-01" },
    ];
    const { current, expired } = splitPolicies(policies, today);
    expect(current.map((p) => p.id)).toEqual(["c", "a"]);
    expect(expired.map((p) => p.id)).toEqual(["b"]);
  });

  it("recommends offered products the customer does not hold now", () => {
    const offered = [{ id: "bl" }, { id: "pl" }, { id: "aov" }];
    const policies = [
      { productId: "bl", status: "active", endDate: null },
      { productId: "pl", status: "cancelled", endDate: "2025-01-31" }, // ended: may be recommended again
    ];
    expect(recommendedProducts(offered, policies, today).map((p) => p.id)).toEqual(["pl", "aov"]);
  });
});
