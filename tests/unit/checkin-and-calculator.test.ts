// The check-in's rules and comparison, the multiselect answer, and the calculation share link
// (decision 0036; spec sections 3 and 5).
import { describe, expect, it } from "vitest";
import { compareWithOffer, heldInsuranceOf, kindOfProductType } from "~/domain/checkout/checkin";
import { answerInput, parseAnswer, QUESTION_FIELDS } from "~/domain/catalogue/question-fields";
import { checkCoverAmounts, checkRenewalDate, LIMITS, VALIDATION_MESSAGES as M } from "~/domain/platform/validation";
import { readShareToken, shareToken, CALCULATION_SHARE_DAYS } from "~/server/checkout/calculation-share.server";

const TODAY = "2026-11-24";

describe("check-in rules (spec section 5)", () => {
  it("per year must be at least per claim", () => {
    expect(checkCoverAmounts(125_000_000, 250_000_000)).toBeNull();
    expect(checkCoverAmounts(250_000_000, 250_000_000)).toBeNull();
    expect(checkCoverAmounts(250_000_000, 249_999_999)).toBe(M.perYearBelowPerClaim);
    expect(checkCoverAmounts(250_000_000, 125_000_000)).toBe(M.perYearBelowPerClaim);
  });

  it("a renewal date is a real day from today up to five years ahead", () => {
    expect(checkRenewalDate(TODAY, TODAY)).toBeNull();
    expect(checkRenewalDate("2026-11-23", TODAY)).toBe(M.renewalDateInPast);
    expect(checkRenewalDate("2031-11-24", TODAY)).toBeNull();
    expect(checkRenewalDate("2031-11-25", TODAY)).toBe(M.renewalDateTooFar);
    expect(checkRenewalDate("2027-02-30", TODAY)).toBe(M.dateValidMessage);
    expect(checkRenewalDate("24-11-2027", TODAY)).toBe(M.dateValidMessage);
    expect(LIMITS.CHECKIN_RENEWAL_MAX_YEARS).toBe(5);
  });

  it("the insurer, the monthly premium and the renewal date go through their field rules", () => {
    const context = { today: TODAY, productType: "checkin" };
    const field = (name: string, raw: string) => parseAnswer({ field: name, options: [] }, raw, context);
    expect(field("insurer", "Nationale Verzekeraar")).toEqual({ value: expect.objectContaining({ textValue: "Nationale Verzekeraar" }) });
    expect(field("insurer", "x".repeat(101))).toEqual({ error: M.tooLong });
    expect(field("monthly_premium", "45,50")).toEqual({ value: expect.objectContaining({ moneyValueCents: 4550 }) });
    expect(field("monthly_premium", "10000")).toEqual({ value: expect.objectContaining({ moneyValueCents: 1_000_000 }) });
    expect(field("monthly_premium", "10000,01")).toEqual({ error: M.maxMonthlyPremium });
    expect(field("monthly_premium", "veel")).toEqual({ error: M.number });
    expect(field("renewal_date", "2026-11-01")).toEqual({ error: M.renewalDateInPast });
    expect(QUESTION_FIELDS.renewal_date!.input).toBe("date");
  });
});

describe("multiselect answers", () => {
  const question = {
    field: "current_insurances",
    type: "multiselect",
    options: [
      { id: "o1", value: "aov" },
      { id: "o2", value: "legal" },
      { id: "o3", value: "business_liability" },
    ],
  };
  const context = { today: TODAY, productType: "checkin" };

  it("is a group of checkboxes whose chosen options are stored as a list", () => {
    expect(answerInput(question)).toBe("multiselect");
    expect(answerInput({ ...question, type: "normal" })).toBe("option");
    expect(parseAnswer(question, "o1,o3", context)).toEqual({
      value: expect.objectContaining({ multiSelectOptions: ["o1", "o3"], optionId: null }),
    });
    expect(parseAnswer(question, "o2,o2", context)).toEqual({ value: expect.objectContaining({ multiSelectOptions: ["o2"] }) });
  });

  it("refuses an option of another question (a forged form) and an empty choice", () => {
    expect(parseAnswer(question, "o1,x9", context)).toEqual({ error: M.required });
    expect(parseAnswer(question, ",", context)).toEqual({ error: M.required });
  });
});

describe("the check-in's comparison with the offer", () => {
  const questions = [
    {
      id: "q-kinds",
      field: "current_insurances",
      options: [
        { id: "k-bl", value: "business_liability" },
        { id: "k-pl", value: "professional_liability" },
        { id: "k-aov", value: "aov" },
      ],
    },
    { id: "q-insurer", field: "insurer", options: [] },
    {
      id: "q-claim",
      field: "per_claim",
      options: [
        { id: "c1", value: "1250000" },
        { id: "c2", value: "2500000" },
      ],
    },
    {
      id: "q-year",
      field: "per_year",
      options: [
        { id: "y1", value: "2500000" },
        { id: "y2", value: "5000000" },
      ],
    },
    { id: "q-renewal", field: "renewal_date", options: [] },
    { id: "q-premium", field: "monthly_premium", options: [] },
  ];
  const answers = new Map([
    ["q-kinds", { optionId: null, multiSelectOptions: ["k-pl"] }],
    ["q-insurer", { optionId: null, textValue: "Nationale Verzekeraar" }],
    ["q-claim", { optionId: "c1" }],
    ["q-year", { optionId: "y1" }],
    ["q-renewal", { optionId: null, dateValue: "2027-03-01" }],
    ["q-premium", { optionId: null, moneyValueCents: 4550 }],
  ]);

  it("reads what is held from the answers, amounts in cents", () => {
    expect(heldInsuranceOf(questions, answers)).toEqual({
      insurer: "Nationale Verzekeraar",
      kinds: ["professional_liability"],
      perClaimCents: 125_000_000,
      perYearCents: 250_000_000,
      renewalDate: "2027-03-01",
      monthlyPremiumCents: 4550,
    });
    const missing = new Map(answers);
    missing.delete("q-premium");
    expect(heldInsuranceOf(questions, missing)).toBeNull();
  });

  it("confirms cover, flags lower cover per claim and offers the gap; other kinds are no part of it", () => {
    const offered = [
      { type: "professional_liability", maxPerClaimCents: 250_000_000 },
      { type: "business_liability", maxPerClaimCents: 250_000_000 },
      { type: "aov_acture", maxPerClaimCents: null },
      { type: "death_risk", maxPerClaimCents: null },
    ];
    const kinds = ["business_liability", "professional_liability", "aov", "legal"];
    const result = compareWithOffer({ kinds: ["professional_liability"], perClaimCents: 125_000_000 }, kinds, offered);
    expect(result.products.map((entry) => [entry.product.type, entry.status])).toEqual([
      ["professional_liability", "lower-cover"],
      ["business_liability", "gap"],
      ["aov_acture", "gap"],
    ]);
    expect(result.covered).toBe(false);

    const full = compareWithOffer(
      { kinds: ["professional_liability", "business_liability", "aov"], perClaimCents: 250_000_000 },
      kinds,
      offered,
    );
    expect(full.products.every((entry) => entry.status === "covered")).toBe(true);
    expect(full.covered).toBe(true);
    expect(kindOfProductType("aov_acture")).toBe("aov");
  });
});

describe("a shared calculation link", () => {
  const calculation = {
    partnerId: "p-acme",
    createdAt: 1_790_000_000,
    professionId: "prof-1",
    items: [{ productId: "prod-1", grossMonthlyCents: 2345, netMonthlyCents: 1938 }],
  };
  const now = calculation.createdAt * 1000;

  it("reads back what was calculated, for the same partner, for 30 days", () => {
    const token = shareToken(calculation);
    expect(readShareToken(token, "p-acme", now)).toEqual(calculation);
    expect(readShareToken(token, "p-acme", now + CALCULATION_SHARE_DAYS * 86_400_000)).toEqual(calculation);
    expect(readShareToken(token, "p-acme", now + CALCULATION_SHARE_DAYS * 86_400_000 + 1000)).toBeNull();
    expect(readShareToken(token, "p-boekfix", now)).toBeNull();
  });

  it("refuses a changed price, a made-up link and garbage", () => {
    const token = shareToken(calculation);
    const [body, mac] = token.split(".");
    const cheaper = Buffer.from(Buffer.from(body!, "base64url").toString().replace("2345", "1")).toString("base64url");
    expect(readShareToken(`${cheaper}.${mac}`, "p-acme", now)).toBeNull();
    expect(readShareToken(`${body}.${"A".repeat(mac!.length)}`, "p-acme", now)).toBeNull();
    expect(readShareToken("", "p-acme", now)).toBeNull();
    expect(readShareToken("a.b.c", "p-acme", now)).toBeNull();
    expect(readShareToken("x".repeat(5000), "p-acme", now)).toBeNull();
  });
});
