// The insurer's quote API as pure mapping (decision 0083): answers out by field and option value,
// euro amounts in integer cents, refusal codes from either place, prices through discount and tax.
import { describe, expect, it } from "vitest";
import {
  euroCents,
  failedQuote,
  insurerAnswers,
  isInsurerQuoted,
  quoteFromInsurer,
  quoteRefusalMessage,
  readCreateQuote,
  refusalCodeOf,
  STANDARD_ERROR_KEY,
} from "~/domain/catalogue/insurer-quote";
import type { AnswerLike, QuotableProduct } from "~/domain/catalogue/product-quote";
import { isHardDropOut } from "~/domain/catalogue/underwriting";
import carAccepted from "../fixtures/insurer/create-quote-car-accepted.json";
import refusedTop from "../fixtures/insurer/create-quote-refused-uwm01.json";
import refusedConsumer from "../fixtures/insurer/create-quote-refused-consumer-uwm03.json";

const option = (id: string, value: string, priceFactorPermille = 1000, deductibleCents: number | null = null) => ({
  id,
  value,
  consequence: "price_increase",
  priceFactorPermille,
  perClaimCents: null,
  perYearCents: null,
  deductibleCents,
});

const car: QuotableProduct = {
  type: "car",
  tariffs: [{ riskClass: 2, netMonthlyCents: 2000 }],
  questions: [
    {
      id: "q-cover",
      group: "price",
      type: "car_insurance_coverages",
      field: "coverage",
      required: true,
      options: [option("o-wa", "wa"), option("o-ar", "all_risk", 1850)],
    },
    {
      id: "q-ded",
      group: "price",
      type: "car_insurance_coverages",
      field: "deductible",
      required: true,
      options: [option("o-0", "0", 1200, 0), option("o-500", "500", 1000, 500_00)],
    },
    {
      id: "q-legal",
      group: "extra_coverage",
      type: "extra_coverage",
      field: "legal_assistance",
      required: false,
      options: [option("o-no", "no"), option("o-yes", "yes", 1060)],
    },
    { id: "q-birth", group: "price", type: "car_premium", field: "main_driver_birth_date", required: true, options: [] },
    { id: "q-km", group: "price", type: "car_premium", field: "km_per_year", required: true, options: [] },
  ],
};

const answers = new Map<string, AnswerLike>([
  ["q-cover", { optionId: "o-wa" }],
  ["q-ded", { optionId: "o-500" }],
  ["q-birth", { optionId: null, dateValue: "1980-01-01" }],
  ["q-km", { optionId: null, moneyValueCents: 1_234_05 }],
]);
const context = { riskClass: 2, answers, today: "2026-11-27" };

describe("which lines the insurer quotes", () => {
  it("car and the three home products, nothing else", () => {
    for (const type of ["car", "allianz_liability", "allianz_building", "allianz_content"]) expect(isInsurerQuoted(type)).toBe(true);
    for (const type of ["aov", "aov_acture", "device", "death_risk", ""]) expect(isInsurerQuoted(type)).toBe(false);
  });
});

describe("euroCents", () => {
  it("reads strings and numbers to integer cents, exactly", () => {
    expect(euroCents("31.40")).toBe(3140);
    expect(euroCents("31.4")).toBe(3140);
    expect(euroCents(37.68)).toBe(3768);
    expect(euroCents(0.1 + 0.2)).toBe(30);
    expect(euroCents("0")).toBe(0);
    expect(euroCents(" 12 ")).toBe(1200);
    expect(euroCents("999999999.99")).toBe(99_999_999_999);
  });
  it("refuses what is no amount", () => {
    for (const value of ["", "-1", "1.234", "1,50", "abc", null, undefined, Number.NaN, Infinity, -5, {}, "1e3"])
      expect(euroCents(value)).toBeNull();
  });
});

describe("the answers as the insurer reads them", () => {
  it("questions by field, options by value, money in euros, no unanswered questions", () => {
    expect(insurerAnswers(car, answers)).toEqual([
      {
        question: "coverage",
        option: "wa",
        date_value: null,
        money_value: null,
        float_value: null,
        text_value: null,
        multi_select_options: [],
      },
      {
        question: "deductible",
        option: "500",
        date_value: null,
        money_value: null,
        float_value: null,
        text_value: null,
        multi_select_options: [],
      },
      {
        question: "main_driver_birth_date",
        option: null,
        date_value: "1980-01-01",
        money_value: null,
        float_value: null,
        text_value: null,
        multi_select_options: [],
      },
      {
        question: "km_per_year",
        option: null,
        date_value: null,
        money_value: "1234.05",
        float_value: null,
        text_value: null,
        multi_select_options: [],
      },
    ]);
  });
});

describe("reading create-quote", () => {
  it("an accepted car: the premium, the option prices by field and value, the extra coverages as yes, the clause", () => {
    const reading = readCreateQuote(carAccepted);
    expect(reading).toEqual({
      kind: "quoted",
      netMonthlyCents: 3140,
      optionNetCents: {
        coverage: { wa: 3140, wa_plus: 4239, all_risk: 5809 },
        deductible: { "0": 3768, "150": 3485, "300": 3328, "500": 3140 },
        legal_assistance: { yes: 3328 },
        road_assistance: { yes: 3454 },
      },
      clause: "Schade door deelname aan snelheidswedstrijden is niet verzekerd.",
    });
  });
  it("a refusal's code from rejected_reason or from allianz_consumer.rejected_reason", () => {
    expect(refusalCodeOf(refusedTop)).toBe("UWM01");
    expect(refusalCodeOf(refusedConsumer)).toBe("UWM03");
    expect(readCreateQuote(refusedConsumer)).toEqual({ kind: "refused", code: "UWM03" });
    expect(refusalCodeOf({ rejected_reason: { error_code: "  " }, allianz_consumer: { rejected_reason: { error_code: "UWM22" } } })).toBe(
      "UWM22",
    );
    expect(refusalCodeOf({ rejected_reason: null })).toBeNull();
    expect(refusalCodeOf("UWM01")).toBeNull();
  });
  it("unreadable: no object, no premium, a coverage or an extra without a price", () => {
    for (const body of [
      null,
      [],
      "ok",
      {},
      { allianz_consumer: { price: "abc" } },
      { allianz_consumer: { price: "1.00" }, coverages: {} },
      { allianz_consumer: { price: "1.00" }, coverages: [{ id: "coverage", options: [{ id: "wa" }] }] },
      { allianz_consumer: { price: "1.00" }, extra_coverages: [{ id: "glass", price: "x" }] },
    ])
      expect(readCreateQuote(body).kind, JSON.stringify(body)).toBe("unreadable");
  });
});

describe("the platform's quote from the insurer's answer", () => {
  it("the insurer's net price through discount and 21 % premium tax; options priced the same way; the cover stays the platform's", () => {
    const { quote, options } = quoteFromInsurer(car, { ...context, discountPercent: 10 }, readCreateQuote(carAccepted));
    expect(quote.premium).toEqual({
      baseNetMonthlyCents: 3140,
      discountPercent: 10,
      discountCents: 314,
      netMonthlyCents: 2826,
      taxCents: 593,
      grossMonthlyCents: 3419,
      cover: { perClaimCents: null, perYearCents: null, deductibleCents: 500_00 },
      outOfRange: [],
    });
    expect(quote.refusal).toBeNull();
    expect(quote.outcome).toBe("accepted");
    expect(quote.clause).toBe("Schade door deelname aan snelheidswedstrijden is niet verzekerd.");
    // 4239 net - 10 % = 3815, * 1.21 = 4616.15 -> 4616
    expect(options["q-cover"]).toEqual({ "o-wa": 3419, "o-ar": Math.round((5809 - Math.round(580.9)) * 1.21) });
    expect(options["q-ded"]).toEqual({ "o-0": Math.round((3768 - 377) * 1.21), "o-500": 3419 });
    expect(options["q-legal"]).toEqual({ "o-yes": Math.round((3328 - 333) * 1.21) });
    expect(quoteRefusalMessage(quote)).toBeNull();
  });
  it("a known refusal code is the product's refusal with its own message", () => {
    const { quote } = quoteFromInsurer(car, context, { kind: "refused", code: "UWM01" });
    expect(quote).toMatchObject({ refusal: "UWM01", outcome: "refer", standardError: false });
    expect(quoteRefusalMessage(quote)).toMatchObject({ code: "UWM01", key: "underwriting:car.UWM01" });
  });
  it("ACI00 or a code the platform does not know: the standard error", () => {
    for (const code of ["ACI00", "XYZ99"]) {
      const { quote } = quoteFromInsurer(car, context, { kind: "refused", code });
      expect(quote.refusal).toBe("ACI00");
      expect(quoteRefusalMessage(quote)).toEqual({ code: "ACI00", key: STANDARD_ERROR_KEY, values: { code: "ACI00" } });
    }
  });
  it("a failure: ACI00 marked failed so nothing is bought, shown as the technical issue (decision 0092)", () => {
    const quote = failedQuote(car, context);
    expect(quote).toMatchObject({ refusal: "ACI00", outcome: "accepted", failed: true, standardError: true });
    // An outage is no refusal: the checkout is not ended as a hard drop-out.
    expect(isHardDropOut([quote.outcome])).toBe(false);
    expect(quoteRefusalMessage(quote)).toEqual({ code: "ACI00", key: "common:errors.technicalIssue", values: { code: "ACI00" } });
    expect(quoteFromInsurer(car, context, { kind: "unreadable", why: "test" }).quote.failed).toBe(true);
  });
});
