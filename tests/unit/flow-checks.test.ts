import { describe, expect, it } from "vitest";
import { FLOWS, FLOW_IDS, type FlowDefinition, type FlowStep } from "~/domain/checkout/flows/definitions";
import { FLOW_CHECK_NAMES, FLOW_CHECKS, formInput, runFlowChecks, type CheckedQuestion } from "~/domain/checkout/flows/flow-checks";
import { answerFieldName, fieldsWithMeaning, hasMeaning, questionFieldName } from "~/domain/catalogue/question-fields";
import { heightFieldName, weightFieldName } from "~/domain/checkout/knowledge-test";

const euros = (id: string, field: string, values: string[]): CheckedQuestion => ({
  id,
  field,
  options: values.map((value) => ({ id: `${id}-${value}`, value })),
});
const perClaim = euros("claim", "per_claim", ["1250000", "2500000"]);
const perYear = euros("year", "per_year", ["1250000", "2500000", "5000000"]);
const revenue: CheckedQuestion = { id: "revenue", field: "expected_revenue", options: [] };
const explanation: CheckedQuestion = { id: "why", field: "revenue_explanation", options: [] };
const bmiQuestion: CheckedQuestion = { id: "bmi", field: null, type: "bmi", options: [] };
const quiz: CheckedQuestion[] = ["k1", "k2", "k3"].map((id) => ({ id, field: null, options: [{ id: `${id}-a` }] }));

const questionsStep: Pick<FlowStep, "screen"> = { screen: "questions" };
const listing = (...checks: FlowDefinition["checks"]) => ({ checks });
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("the flow checks registry", () => {
  it("has a rule for every name a flow may list, and every flow lists only registered checks", () => {
    expect(Object.keys(FLOW_CHECKS).sort()).toEqual([...FLOW_CHECK_NAMES].sort());
    for (const id of FLOW_IDS) for (const name of FLOWS[id].checks) expect(FLOW_CHECKS[name]).toBeDefined();
    // Each check runs on a screen that a flow listing it has.
    for (const id of FLOW_IDS) {
      for (const name of FLOWS[id].checks) expect(FLOWS[id].steps.map((step) => step.screen)).toContain(FLOW_CHECKS[name].screen);
    }
  });

  it("runs a check only where the flow lists it and only on its screen", () => {
    const sent = formInput(
      [perClaim, perYear],
      form({ [answerFieldName(perClaim)]: "claim-2500000", [answerFieldName(perYear)]: "year-1250000" }),
    );
    expect(runFlowChecks(listing("cover-amounts"), questionsStep, sent)).toEqual({
      [answerFieldName(perYear)]: "validations:perYearBelowPerClaim",
    });
    expect(runFlowChecks(listing(), questionsStep, sent)).toEqual({});
    expect(runFlowChecks(listing("revenue-explanation"), questionsStep, sent)).toEqual({});
    expect(runFlowChecks(listing("cover-amounts"), { screen: "details" }, sent)).toEqual({});
  });
});

describe("cover-amounts: the cover per year is at least the cover per claim", () => {
  const run = (claim: string, year: string) =>
    runFlowChecks(listing("cover-amounts"), questionsStep, formInput([perClaim, perYear], form({ "q-claim": claim, "q-year": year })));
  it("accepts equal and higher amounts per year, refuses a lower one at the per-year question", () => {
    expect(run("claim-1250000", "year-1250000")).toEqual({});
    expect(run("claim-1250000", "year-5000000")).toEqual({});
    expect(run("claim-2500000", "year-1250000")).toEqual({ "q-year": "validations:perYearBelowPerClaim" });
  });
  it("says nothing while either is unanswered or not one of its options", () => {
    expect(run("", "year-1250000")).toEqual({});
    expect(run("claim-2500000", "forged")).toEqual({});
  });
});

describe("revenue-explanation: above € 250,000 expected revenue an explanation is required", () => {
  const run = (amount: string, why = "") =>
    runFlowChecks(
      listing("revenue-explanation"),
      questionsStep,
      formInput([revenue, explanation], form({ "q-revenue": amount, "q-why": why })),
    );
  it("at the spec's threshold, a cent above it, and with an explanation", () => {
    expect(run("250000")).toEqual({});
    expect(run("250000,01")).toEqual({ "q-why": "validations:revenueExplanationRequired" });
    expect(run("250001", "   ")).toEqual({ "q-why": "validations:revenueExplanationRequired" });
    expect(run("250001", "Two large contracts this year")).toEqual({});
  });
});

describe("bmi: height 100-250 cm and weight 50-200 kg", () => {
  const run = (height: string, weight: string) =>
    runFlowChecks(
      listing("bmi"),
      { screen: "medical-history" },
      formInput([bmiQuestion], form({ [heightFieldName("bmi")]: height, [weightFieldName("bmi")]: weight })),
    );
  it("accepts the edges and refuses one past them at the field", () => {
    expect(run("100", "50")).toEqual({});
    expect(run("250", "200")).toEqual({});
    expect(run("99", "201")).toEqual({
      [heightFieldName("bmi")]: "validations:minHeight",
      [weightFieldName("bmi")]: "validations:maxWeight",
    });
    expect(run("", "80")).toEqual({ [heightFieldName("bmi")]: "validations:required" });
  });
  it("is not run on the questions screen", () => {
    expect(runFlowChecks(listing("bmi"), questionsStep, formInput([bmiQuestion], form({})))).toEqual({});
  });
});

describe("knowledge-test: every question answered before scoring", () => {
  it("names the unanswered questions", () => {
    const sent = formInput(quiz, form({ [questionFieldName("k1")]: "k1-a", [questionFieldName("k3")]: "k3-a" }));
    expect(runFlowChecks(listing("knowledge-test"), { screen: "knowledge-test" }, sent)).toEqual({ "q-k2": "validations:required" });
  });
});

describe("field meanings", () => {
  it("come from the field registry, not from names in the code", () => {
    expect(hasMeaning({ field: "license_plate" }, "lookup", "vehicle")).toBe(true);
    expect(hasMeaning({ field: "postcode" }, "lookup", "address")).toBe(true);
    expect(hasMeaning({ field: "income" }, "ratingInput", "insured-income")).toBe(true);
    expect(hasMeaning({ field: null }, "lookup", "vehicle")).toBe(false);
    expect(fieldsWithMeaning("ratingInput", "age").sort()).toEqual(["birth_date", "main_driver_birth_date"]);
    expect(fieldsWithMeaning("profile", "birthDate")).toEqual(["birth_date"]);
  });
});
