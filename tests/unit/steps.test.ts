// Every flow's steps and bar, as a table (spec section 2, progress step bars; decision 0028).
import { describe, expect, it } from "vitest";
import { FLOW_IDS, FLOWS, flowForCheckout, flowForProductType, type FlowId } from "~/domain/checkout/flows/definitions";
import { firstOpenStep, stepAccess, stepForQuestion, type FlowFacts } from "~/domain/checkout/flows/flow-steps";
import { stepViews } from "~/domain/checkout/flows/step-bar";

type Viewport = "desktop" | "mobile";

const VIEWPORTS: Viewport[] = ["desktop", "mobile"];
const names = (flow: FlowId) => FLOWS[flow].bar.map((entry) => entry.name);
const widths = (flow: FlowId, viewport: Viewport) => FLOWS[flow].bar.map((entry) => entry[viewport]);
const paths = (flow: FlowId) => FLOWS[flow].steps.filter((step) => !step.when).map((step) => step.path);
/** The flows that buy: every one but the site variants' own (calculator, check-in). */
const BUYING = FLOW_IDS.filter((id) => !FLOWS[id].variant);

describe("flow table (spec section 2)", () => {
  it.each([
    [
      "default",
      ["insurance", "personalise", "checkout"],
      [30, 50, 20],
      [25, 50, 25],
      ["/checkout/questions", "/checkout/details", "/checkout/payment"],
    ],
    [
      "death_risk",
      ["insurance", "personalise", "checkout"],
      [30, 50, 20],
      [25, 50, 25],
      ["/checkout/questions", "/checkout/details", "/checkout/payment"],
    ],
    [
      "calculator",
      ["insurance", "calculate", "result"],
      [30, 50, 20],
      [25, 50, 25],
      ["/insurance-calculator/calculate", "/insurance-calculator/result"],
    ],
    ["checkin", [], [], [], ["/insurance-checkin-checkout/questions", "/insurance-checkin-checkout/result"]],
    [
      "aov",
      ["insurance", "knowledgeTest", "medicalHistory", "checkout"],
      [25, 25, 25, 25],
      [25, 25, 25, 25],
      ["/checkout/questions", "/checkout/knowledge-test", "/checkout/medical-history", "/checkout/details", "/checkout/payment"],
    ],
    [
      "consumer_insurance",
      ["consumerPremium", "consumerUserInfo", "consumerFormalities", "consumerPayment"],
      [30, 30, 20, 20],
      [25, 25, 25, 25],
      ["/checkout/numberplate", "/checkout/questions", "/checkout/details", "/checkout/final-questions", "/checkout/payment"],
    ],
    [
      "home",
      ["consumerPremium", "consumerUserInfo", "consumerFormalities", "consumerPayment"],
      [30, 30, 20, 20],
      [25, 25, 25, 25],
      ["/checkout/questions", "/checkout/details", "/checkout/final-questions", "/checkout/payment"],
    ],
    ["aov_acture", [], [], [], ["/checkout/questions", "/checkout/details", "/checkout/payment"]],
  ] as const)("%s: bar %j, desktop %j, mobile %j, screens %j", (flow, bar, desktop, mobile, steps) => {
    expect(names(flow)).toEqual(bar);
    expect(widths(flow, "desktop")).toEqual(desktop);
    expect(widths(flow, "mobile")).toEqual(mobile);
    expect(paths(flow)).toEqual(steps);
  });

  it.each(FLOW_IDS.filter((flow) => FLOWS[flow].bar.length > 0).flatMap((flow) => VIEWPORTS.map((viewport) => [flow, viewport] as const)))(
    "%s widths on %s add up to 100",
    (flow, viewport) => {
      expect(widths(flow, viewport).reduce((sum, width) => sum + width, 0)).toBe(100);
    },
  );

  it.each(FLOW_IDS.flatMap((flow) => FLOWS[flow].steps.map((step) => [flow, step.path, step.bar] as const)))(
    "%s %s names a bar entry of its flow (%s)",
    (flow, _path, bar) => {
      if (FLOWS[flow].bar.length === 0) expect(bar).toBeNull();
      else expect(names(flow)).toContain(bar);
    },
  );

  it("every flow ends in payment, then the identity check where a product requires it (never done)", () => {
    for (const flow of BUYING) {
      const [payment, identity] = FLOWS[flow].steps.slice(-2);
      expect(payment!.screen, flow).toBe("payment");
      expect(payment!.done, flow).toEqual(["payment-held"]);
      expect(identity, flow).toMatchObject({ screen: "identity-verification", when: "identity-required", done: ["never"] });
    }
  });

  it("consumers give personal details, no company", () => {
    expect(FLOWS.home.customer).toBe("personal");
    expect(FLOWS.consumer_insurance.customer).toBe("personal");
    expect(FLOWS.default.customer).toBe("company");
    expect(FLOWS.aov.customer).toBe("company");
  });

  it("death risk is bought as a person (decision 0092); beside a business line the company step stays", () => {
    expect(FLOWS.death_risk.customer).toBe("personal");
    expect(flowForCheckout(["death_risk"]).id).toBe("death_risk");
    expect(flowForCheckout(["death_risk", "business_liability"]).id).toBe("default");
    expect(flowForCheckout(["professional_liability", "death_risk"]).customer).toBe("company");
  });
});

describe("product types and checkout groups", () => {
  it.each([
    ["aov", "aov", "aov"],
    ["aov_acture", "aov_acture", "aov"],
    ["car", "consumer_insurance", "car"],
    ["allianz_liability", "home", "consumer"],
    ["allianz_building", "home", "consumer"],
    ["allianz_content", "home", "consumer"],
    ["business_liability", "default", "normal"],
    ["death_risk", "death_risk", "normal"],
    ["device", "home", "consumer"],
    ["drone", "home", "consumer"],
    ["something_new", "default", "normal"],
  ])("%s goes through flow %s in group %s", (type, flow, group) => {
    expect(flowForProductType(type).id).toBe(flow);
    expect(flowForProductType(type).group).toBe(group);
  });

  it("a checkout with aov and aov_acture takes the aov flow (the fuller one)", () => {
    expect(flowForCheckout(["aov_acture", "aov"]).id).toBe("aov");
    expect(flowForCheckout(["aov_acture"]).id).toBe("aov_acture");
  });
});

const NONE_DONE: FlowFacts = {
  unanswered: { "/checkout/questions": 2 },
  formalities: false,
  knowledgeTestPassed: false,
  person: false,
  company: false,
  personalAddress: false,
  identityRequired: false,
  paymentHeld: false,
};
const ALL_DONE: FlowFacts = {
  unanswered: {},
  formalities: true,
  knowledgeTestPassed: true,
  person: true,
  company: true,
  personalAddress: true,
  identityRequired: false,
  paymentHeld: false,
};

describe("the site variants' flows (spec sections 2 and 5)", () => {
  it("a checkout started in a variant takes the variant's flow, whatever its products", () => {
    expect(flowForCheckout(["aov", "business_liability"], "calculator").id).toBe("calculator");
    expect(flowForCheckout(["checkin"], "checkin").id).toBe("checkin");
    expect(flowForCheckout(["aov", "business_liability"], "default").id).toBe("aov");
    expect(flowForCheckout(["car"]).id).toBe("consumer_insurance");
  });

  it("price-only mode asks price questions and normal questions that raise the price; never extra coverages", () => {
    const calculate = "/insurance-calculator/calculate";
    const raises = [{ consequence: "none" }, { consequence: "price_increase" }];
    expect(stepForQuestion(FLOWS.calculator, { group: "price", type: "price", field: "birth_date" })?.path).toBe(calculate);
    expect(stepForQuestion(FLOWS.calculator, { group: "normal", type: "normal", options: raises })?.path).toBe(calculate);
    expect(
      stepForQuestion(FLOWS.calculator, {
        group: "normal",
        type: "normal",
        options: [{ consequence: "reject" }, { consequence: "approve" }],
      }),
    ).toBeNull();
    expect(stepForQuestion(FLOWS.calculator, { group: "normal", type: "normal" })).toBeNull();
    expect(stepForQuestion(FLOWS.calculator, { group: "extra_coverage", type: "extra_coverage", options: raises })).toBeNull();
    // The knowledge test and the medical questions belong to buying, not to a calculation.
    expect(stepForQuestion(FLOWS.calculator, { group: "normal", type: "quiz", options: [{ consequence: "none" }] })).toBeNull();
    expect(stepForQuestion(FLOWS.calculator, { group: "normal", type: "medical", options: [{ consequence: "reject" }] })).toBeNull();
    // The same question in the shop's flow is asked as usual.
    expect(stepForQuestion(FLOWS.default, { group: "normal", type: "normal", options: [{ consequence: "reject" }] })?.path).toBe(
      "/checkout/questions",
    );
  });

  it("the calculator's result and the check-in's comparison come only after their questions, and are never done", () => {
    const calculatorOpen: FlowFacts = { ...NONE_DONE, unanswered: { "/insurance-calculator/calculate": 2 } };
    expect(stepAccess(FLOWS.calculator, calculatorOpen, "/insurance-calculator/result")).toEqual({
      allowed: false,
      goTo: "/insurance-calculator/calculate",
    });
    expect(firstOpenStep(FLOWS.calculator, ALL_DONE).path).toBe("/insurance-calculator/result");
    const checkinOpen: FlowFacts = { ...NONE_DONE, unanswered: { "/insurance-checkin-checkout/questions": 1 } };
    expect(stepAccess(FLOWS.checkin, checkinOpen, "/insurance-checkin-checkout/result")).toEqual({
      allowed: false,
      goTo: "/insurance-checkin-checkout/questions",
    });
    expect(firstOpenStep(FLOWS.checkin, ALL_DONE).path).toBe("/insurance-checkin-checkout/result");
    // Neither variant has a way into payment.
    expect(stepAccess(FLOWS.calculator, ALL_DONE, "/checkout/payment")).toEqual({ allowed: false, goTo: "/insurance-calculator/result" });
    expect(stepAccess(FLOWS.checkin, ALL_DONE, "/checkout/payment")).toEqual({
      allowed: false,
      goTo: "/insurance-checkin-checkout/result",
    });
  });
});

describe("where a visitor goes", () => {
  it("jumping ahead by URL lands on the first step not done, in every flow", () => {
    for (const flow of BUYING.filter((id) => id !== "consumer_insurance")) {
      const definition = FLOWS[flow];
      expect(stepAccess(definition, NONE_DONE, "/checkout/payment"), flow).toEqual({ allowed: false, goTo: "/checkout/questions" });
      expect(stepAccess(definition, NONE_DONE, "/checkout/questions"), flow).toMatchObject({ allowed: true });
    }
    // The car starts at its plate: nothing after it opens before the car is found.
    const noCar: FlowFacts = { ...NONE_DONE, unanswered: { "/checkout/numberplate": 1, "/checkout/questions": 5 } };
    expect(stepAccess(FLOWS.consumer_insurance, noCar, "/checkout/questions")).toEqual({ allowed: false, goTo: "/checkout/numberplate" });
    expect(stepAccess(FLOWS.consumer_insurance, { ...noCar, unanswered: { "/checkout/questions": 5 } }, "/checkout/payment")).toEqual({
      allowed: false,
      goTo: "/checkout/questions",
    });
  });

  it("the licence plate has a screen of its own; no other car question is asked there", () => {
    expect(stepForQuestion(FLOWS.consumer_insurance, { group: "price", type: "car_premium", field: "license_plate" })?.path).toBe(
      "/checkout/numberplate",
    );
    expect(stepForQuestion(FLOWS.consumer_insurance, { group: "price", type: "car_premium", field: "km_per_year" })?.path).toBe(
      "/checkout/questions",
    );
    expect(
      stepForQuestion(FLOWS.consumer_insurance, { group: "extra_coverage", type: "extra_coverage", field: "road_assistance" })?.path,
    ).toBe("/checkout/questions");
  });

  it("a step not in the flow sends to the first open step", () => {
    expect(stepAccess(FLOWS.default, ALL_DONE, "/checkout/knowledge-test")).toEqual({ allowed: false, goTo: "/checkout/payment" });
    expect(stepAccess(FLOWS.aov_acture, NONE_DONE, "/checkout/medical-history")).toEqual({ allowed: false, goTo: "/checkout/questions" });
  });

  it("identity check: only for a checkout that requires it, after the payment screen's answers are held", () => {
    // Without a product that requires it, payment is the last step and the check is not in the flow.
    expect(firstOpenStep(FLOWS.default, { ...ALL_DONE, paymentHeld: true }).path).toBe("/checkout/payment");
    expect(stepAccess(FLOWS.default, ALL_DONE, "/checkout/identity-verification")).toEqual({ allowed: false, goTo: "/checkout/payment" });
    const deathRisk: FlowFacts = { ...ALL_DONE, identityRequired: true };
    expect(firstOpenStep(FLOWS.default, deathRisk).path).toBe("/checkout/payment");
    expect(stepAccess(FLOWS.default, deathRisk, "/checkout/identity-verification")).toEqual({ allowed: false, goTo: "/checkout/payment" });
    expect(firstOpenStep(FLOWS.default, { ...deathRisk, paymentHeld: true }).path).toBe("/checkout/identity-verification");
    expect(stepAccess(FLOWS.default, { ...deathRisk, paymentHeld: true }, "/checkout/identity-verification")).toMatchObject({
      allowed: true,
    });
    // Going back to change the payment screen stays possible.
    expect(stepAccess(FLOWS.default, { ...deathRisk, paymentHeld: true }, "/checkout/payment")).toMatchObject({ allowed: true });
    // Every flow a product can be bought through has the step.
    for (const id of BUYING) {
      expect(FLOWS[id].steps.at(-1), id).toMatchObject({ path: "/checkout/identity-verification", when: "identity-required" });
    }
  });

  it("aov: a failed knowledge test keeps the visitor there", () => {
    const facts: FlowFacts = { ...ALL_DONE, knowledgeTestPassed: false };
    expect(firstOpenStep(FLOWS.aov, facts).path).toBe("/checkout/knowledge-test");
    expect(stepAccess(FLOWS.aov, facts, "/checkout/medical-history")).toEqual({ allowed: false, goTo: "/checkout/knowledge-test" });
  });

  it("the default flow needs the formalities beside the answers; consumers need an address, not a company", () => {
    expect(firstOpenStep(FLOWS.default, { ...ALL_DONE, formalities: false }).path).toBe("/checkout/questions");
    expect(firstOpenStep(FLOWS.home, { ...ALL_DONE, company: false }).path).toBe("/checkout/payment");
    expect(firstOpenStep(FLOWS.home, { ...ALL_DONE, personalAddress: false }).path).toBe("/checkout/details");
    expect(firstOpenStep(FLOWS.default, { ...ALL_DONE, company: false }).path).toBe("/checkout/details");
  });

  it("quiz and medical questions go to their own screens where the flow has them", () => {
    expect(stepForQuestion(FLOWS.aov, { group: "normal", type: "quiz" })?.path).toBe("/checkout/knowledge-test");
    expect(stepForQuestion(FLOWS.aov, { group: "normal", type: "medical" })?.path).toBe("/checkout/medical-history");
    expect(stepForQuestion(FLOWS.aov, { group: "normal", type: "bmi" })?.path).toBe("/checkout/medical-history");
    expect(stepForQuestion(FLOWS.aov_acture, { group: "normal", type: "medical" })?.path).toBe("/checkout/questions");
    expect(stepForQuestion(FLOWS.home, { group: "price", type: "allianz_liability_premium" })?.path).toBe("/checkout/questions");
    expect(stepForQuestion(FLOWS.home, { group: "normal", type: "normal" })?.path).toBe("/checkout/final-questions");
  });

  it("the bar marks the current entry and those before it", () => {
    expect(stepViews({ entries: FLOWS.aov.bar, current: "medicalHistory" }).map((step) => step.state)).toEqual([
      "done",
      "done",
      "current",
      "todo",
    ]);
    expect(stepViews({ entries: FLOWS.default.bar, current: "insurance" })[0]).toEqual({
      name: "insurance",
      desktop: FLOWS.default.bar[0]!.desktop,
      mobile: FLOWS.default.bar[0]!.mobile,
      state: "current",
    });
    expect(stepViews({ entries: FLOWS.default.bar, current: "unknown" }).every((step) => step.state === "todo")).toBe(true);
    expect(stepViews({ entries: FLOWS.aov_acture.bar, current: null })).toEqual([]);
  });
});
