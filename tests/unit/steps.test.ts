import { describe, expect, it } from "vitest";
import { STEP_BARS, stepBar, type StepFlow, type Viewport } from "~/domain/steps";

const FLOWS: StepFlow[] = ["default", "calculator", "aov", "consumer_car", "aov_acture"];
const VIEWPORTS: Viewport[] = ["desktop", "mobile"];

const names = (flow: StepFlow) => STEP_BARS[flow].map((step) => step.name);
const widths = (flow: StepFlow, viewport: Viewport) => STEP_BARS[flow].map((step) => step[viewport]);

describe("step bars (spec section 2, Progress step bars)", () => {
  it("default: insurance, personalise, checkout at 30/50/20, mobile 25/50/25", () => {
    expect(names("default")).toEqual(["insurance", "personalise", "checkout"]);
    expect(widths("default", "desktop")).toEqual([30, 50, 20]);
    expect(widths("default", "mobile")).toEqual([25, 50, 25]);
  });

  it("calculator: insurance, calculate, result at 30/50/20, mobile 25/50/25", () => {
    expect(names("calculator")).toEqual(["insurance", "calculate", "result"]);
    expect(widths("calculator", "desktop")).toEqual([30, 50, 20]);
    expect(widths("calculator", "mobile")).toEqual([25, 50, 25]);
  });

  it("aov: insurance, knowledge test, medical history, checkout, each 25 % on both viewports", () => {
    expect(names("aov")).toEqual(["insurance", "knowledgeTest", "medicalHistory", "checkout"]);
    expect(widths("aov", "desktop")).toEqual([25, 25, 25, 25]);
    expect(widths("aov", "mobile")).toEqual([25, 25, 25, 25]);
  });

  it("consumer car: premium, user info, formalities, payment at 30/30/20/20, mobile each 25 %", () => {
    expect(names("consumer_car")).toEqual([
      "consumerPremium",
      "consumerUserInfo",
      "consumerFormalities",
      "consumerPayment",
    ]);
    expect(widths("consumer_car", "desktop")).toEqual([30, 30, 20, 20]);
    expect(widths("consumer_car", "mobile")).toEqual([25, 25, 25, 25]);
  });

  it("aov_acture has no steps", () => {
    expect(STEP_BARS.aov_acture).toEqual([]);
    expect(stepBar("aov_acture", "desktop", "insurance")).toEqual([]);
  });

  it.each(FLOWS.filter((flow) => flow !== "aov_acture").flatMap((flow) => VIEWPORTS.map((viewport) => [flow, viewport] as const)))(
    "%s widths on %s add up to 100",
    (flow, viewport) => {
      expect(widths(flow, viewport).reduce((sum, width) => sum + width, 0)).toBe(100);
    },
  );
});

describe("stepBar", () => {
  it("takes the widths of the requested viewport", () => {
    expect(stepBar("default", "desktop", "insurance").map((step) => step.width)).toEqual([30, 50, 20]);
    expect(stepBar("default", "mobile", "insurance").map((step) => step.width)).toEqual([25, 50, 25]);
  });

  it("marks the first step current and the rest todo on the insurance step", () => {
    expect(stepBar("default", "desktop", "insurance").map((step) => step.state)).toEqual(["current", "todo", "todo"]);
  });

  it("marks earlier steps done, the current step current and later steps todo", () => {
    expect(stepBar("aov", "desktop", "medicalHistory")).toEqual([
      { name: "insurance", width: 25, state: "done" },
      { name: "knowledgeTest", width: 25, state: "done" },
      { name: "medicalHistory", width: 25, state: "current" },
      { name: "checkout", width: 25, state: "todo" },
    ]);
  });

  it("marks all earlier steps done on the last step", () => {
    expect(stepBar("consumer_car", "mobile", "consumerPayment").map((step) => step.state)).toEqual([
      "done",
      "done",
      "done",
      "current",
    ]);
  });

  it("marks nothing current and everything todo for an unknown step", () => {
    expect(stepBar("calculator", "desktop", "payment").map((step) => step.state)).toEqual(["todo", "todo", "todo"]);
    expect(stepBar("default", "mobile", "").map((step) => step.state)).toEqual(["todo", "todo", "todo"]);
  });

  it("does not match step names of another flow", () => {
    // "personalise" belongs to the default flow, not to the calculator flow.
    expect(stepBar("calculator", "desktop", "personalise").some((step) => step.state !== "todo")).toBe(false);
  });
});
