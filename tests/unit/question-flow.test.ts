import { describe, expect, it } from "vitest";
import { answerInput as answerKind, parseAnswer } from "~/domain/catalogue/question-fields";
import { orderQuestions, priceOnlyQuestions, type QuestionShape } from "~/domain/catalogue/question-flow";

type Question = QuestionShape & { id: string };
const question = (id: string, group: string, position: number, consequences: string[] = [], field: string | null = null): Question => ({
  id,
  group,
  type: group,
  field,
  position,
  options: consequences.map((consequence) => ({ consequence })),
});
const ids = (questions: readonly Question[]) => questions.map((q) => q.id);

describe("orderQuestions", () => {
  it("puts price questions first, then extra coverages, then normal questions", () => {
    const questions = [question("normal", "normal", 1), question("extra", "extra_coverage", 1), question("price", "price", 1)];
    expect(ids(orderQuestions(questions))).toEqual(["price", "extra", "normal"]);
  });

  it("orders by position within a group", () => {
    const questions = [
      question("normal-3", "normal", 3),
      question("price-2", "price", 2),
      question("normal-1", "normal", 1),
      question("price-1", "price", 1),
      question("extra-2", "extra_coverage", 2),
      question("extra-1", "extra_coverage", 1),
    ];
    expect(ids(orderQuestions(questions))).toEqual(["price-1", "price-2", "extra-1", "extra-2", "normal-1", "normal-3"]);
  });

  it("puts questions of an unknown group last", () => {
    const questions = [question("quiz", "quiz", 0), question("normal", "normal", 5)];
    expect(ids(orderQuestions(questions))).toEqual(["normal", "quiz"]);
  });

  it("does not change the input list", () => {
    const questions = [question("normal", "normal", 1), question("price", "price", 1)];
    orderQuestions(questions);
    expect(ids(questions)).toEqual(["normal", "price"]);
  });
});

describe("priceOnlyQuestions (spec section 5, price-only mode)", () => {
  const questions = [
    question("price", "price", 1, ["price_increase", "price_increase"]),
    question("price-free-input", "price", 2, [], "birth_date"),
    question("normal-priced", "normal", 1, ["none", "price_increase"]),
    question("normal-acceptance", "normal", 2, ["approve", "drop_out"]),
    question("normal-free-input", "normal", 3),
    question("extra", "extra_coverage", 1, ["price_increase", "none"]),
  ];

  it("keeps price-group questions", () => {
    expect(ids(priceOnlyQuestions(questions))).toContain("price");
    expect(ids(priceOnlyQuestions(questions))).toContain("price-free-input");
  });

  it("keeps normal-group questions with a price_increase option", () => {
    expect(ids(priceOnlyQuestions(questions))).toContain("normal-priced");
  });

  it("drops other normal-group questions", () => {
    expect(ids(priceOnlyQuestions(questions))).not.toContain("normal-acceptance");
    expect(ids(priceOnlyQuestions(questions))).not.toContain("normal-free-input");
  });

  it("drops extra-coverage questions, even with a price_increase option", () => {
    expect(ids(priceOnlyQuestions(questions))).not.toContain("extra");
  });

  it("keeps the input order", () => {
    expect(ids(priceOnlyQuestions(questions))).toEqual(["price", "price-free-input", "normal-priced"]);
  });
});

describe("answerKind", () => {
  const free = (field: string | null) => ({ field, options: [] });

  it("is option for a question with options, whatever its field", () => {
    expect(answerKind({ field: null, options: [{ consequence: "approve" }] })).toBe("option");
    expect(answerKind({ field: "income", options: [{ consequence: "price_increase" }] })).toBe("option");
  });

  it("is date for birth_date and other *_date fields", () => {
    expect(answerKind(free("birth_date"))).toBe("date");
  });

  it("is money for income and device_price", () => {
    expect(answerKind(free("income"))).toBe("money");
    expect(answerKind(free("device_price"))).toBe("money");
    expect(answerKind(free("drone_purchase_price"))).toBe("money");
    expect(answerKind(free("expected_revenue"))).toBe("money");
  });

  it("is number for claim_free_years", () => {
    expect(answerKind(free("claim_free_years"))).toBe("number");
  });

  it("is text for imei_number and questions without a field", () => {
    expect(answerKind(free("imei_number"))).toBe("text");
    expect(answerKind(free(null))).toBe("text");
  });
});

describe("parseAnswer (the field registry)", () => {
  const context = { today: "2026-11-23", productType: "aov" };
  const field = (name: string | null) => ({ field: name, options: [] });
  it("aov birth dates: 18 today passes, 57 and 364 days passes, the 58th birthday is refused", () => {
    expect(parseAnswer(field("birth_date"), "2008-11-23", context)).toMatchObject({ value: { dateValue: "2008-11-23" } });
    expect(parseAnswer(field("birth_date"), "2008-11-24", context)).toEqual({ error: "validations:birthDateMinDate" });
    expect(parseAnswer(field("birth_date"), "1968-11-24", context)).toMatchObject({ value: { dateValue: "1968-11-24" } });
    expect(parseAnswer(field("birth_date"), "1968-11-23", context)).toEqual({ error: "validations:birthDateMaxDate" });
  });
  it("income: digits only after stripping, above 125,000 kept (the rating caps it)", () => {
    expect(parseAnswer(field("income"), "€ 125.001", context)).toEqual({ value: expect.objectContaining({ moneyValueCents: 12_500_100 }) });
    expect(parseAnswer(field("income"), "veel", context)).toEqual({ error: "validations:number" });
  });
  it("device price at most 5000; IMEI 15 digits with Luhn; claim-free years at least -4", () => {
    expect(parseAnswer(field("device_price"), "5000", context)).toMatchObject({ value: { moneyValueCents: 500_000 } });
    expect(parseAnswer(field("device_price"), "5001", context)).toEqual({ error: "validations:maxDronePrice" });
    expect(parseAnswer(field("imei_number"), "490154203237518", context)).toMatchObject({ value: { textValue: "490154203237518" } });
    expect(parseAnswer(field("imei_number"), "490154203237517", context)).toEqual({ error: "validations:imei" });
    expect(parseAnswer(field("claim_free_years"), "-4", context)).toMatchObject({ value: { floatValue: -4 } });
    expect(parseAnswer(field("claim_free_years"), "-5", context)).toEqual({ error: "validations:minClaimFreeYears" });
  });
  it("an option that is not one of the question's is refused", () => {
    expect(parseAnswer({ field: null, options: [{ id: "a" }] }, "b", context)).toEqual({ error: "validations:required" });
    expect(parseAnswer({ field: null, options: [{ id: "a" }] }, "a", context)).toMatchObject({ value: { optionId: "a" } });
  });
});
