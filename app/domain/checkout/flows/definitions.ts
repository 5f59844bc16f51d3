// The checkout flows as data (spec sections 1, 2 and 4). One vocabulary:
// - a flow (FlowId) is the path a product line's buyer takes: its screens in order, its steps
//   bar, whether the customer is a company or a person, its cross-question checks;
// - a checkout group (CheckoutGroup) is how the cart is split into separate purchases;
// - a funnel variant (navigation.ts) is default, calculator or check-in: the whole site's mode.
// A new product line of an existing flow is rows in the database; a new flow is an entry here
// plus, where a screen truly differs, that screen.
import type { FlowCheckName } from "./flow-checks";
import type { ProductType } from "../../catalogue/insurance-catalogue";
import type { InsuranceFlow } from "../../platform/navigation";

export const CHECKOUT_GROUPS = ["car", "consumer", "aov", "normal"] as const;
export type CheckoutGroup = (typeof CHECKOUT_GROUPS)[number];

export const FLOW_IDS = ["default", "death_risk", "aov", "aov_acture", "consumer_insurance", "home", "calculator", "checkin"] as const;
export type FlowId = (typeof FLOW_IDS)[number];

/** The screens a step can show; each is one route module. */
export type StepScreen =
  | "questions"
  | "knowledge-test"
  | "medical-history"
  | "details"
  | "payment"
  | "identity-verification"
  /** The calculator's premiums per product, with the way on to buy or to share them. */
  | "calculation-result"
  /** The check-in's comparison of the insurance held with what this partner offers. */
  | "checkin-result";

/** What must hold before a step counts as done (see flowStepDone). */
export type DoneWhen =
  /** Every required question shown on this step has an answer. */
  | "answers"
  | "formalities"
  | "knowledge-test"
  | "customer-details"
  /** The payment screen's answers are held while the identity is verified (only then is payment done). */
  | "payment-held"
  | "never";

export type QuestionGroupName = "price" | "extra_coverage" | "normal";

export type FlowStep = {
  /** The URL of the step; also its identity. */
  path: string;
  screen: StepScreen;
  /** The steps-bar entry this screen belongs to (null: the flow has no bar). */
  bar: string | null;
  /** Question screens: which question groups they show and whether the look-back formalities are on it. */
  questionGroups?: readonly QuestionGroupName[];
  /** A question screen of its own for these fields (the numberplate screen); they appear on no other step. */
  fields?: readonly string[];
  /**
   * Price-only mode (spec section 5): of the groups shown, only price questions and normal
   * questions with an option that raises the price; never extra coverages.
   */
  priceOnly?: boolean;
  formalities?: boolean;
  /** A step only some checkouts take: identity-required, when a product requires a verified identity. */
  when?: "identity-required";
  done: readonly DoneWhen[];
};

export type BarEntry = { name: string; desktop: number; mobile: number };

export type FlowDefinition = {
  id: FlowId;
  /** Product types bought through this flow (none: a variant chosen by URL, not by product). */
  productTypes: readonly ProductType[];
  /** A flow of a site variant: every checkout started in that variant takes it, whatever its products. */
  variant?: Exclude<InsuranceFlow, "default">;
  group: CheckoutGroup;
  /** Company: company details and address; personal: the person's home address, no company. */
  customer: "company" | "personal";
  bar: readonly BarEntry[];
  steps: readonly FlowStep[];
  /** Cross-question checks run when the step's answers are saved. */
  checks: readonly FlowCheckName[];
  /** How the premium is found: tariff rows (risk class base, option factors and band factors); none: nothing is priced. */
  pricing: "tariff-tables" | "none";
};

/** The URL of every flow step: app/routes.ts makes their routes from the flows below, links use these. */
export const STEP_PATHS = {
  numberplate: "/checkout/numberplate",
  questions: "/checkout/questions",
  finalQuestions: "/checkout/final-questions",
  knowledgeTest: "/checkout/knowledge-test",
  medicalHistory: "/checkout/medical-history",
  details: "/checkout/details",
  payment: "/checkout/payment",
  identityVerification: "/checkout/identity-verification",
  calculate: "/insurance-calculator/calculate",
  calculationResult: "/insurance-calculator/result",
  checkinQuestions: "/insurance-checkin-checkout/questions",
  checkinResult: "/insurance-checkin-checkout/result",
} as const;
const {
  numberplate: NUMBERPLATE,
  questions: QUESTIONS,
  finalQuestions: FINAL_QUESTIONS,
  knowledgeTest: KNOWLEDGE_TEST,
  medicalHistory: MEDICAL_HISTORY,
  details: DETAILS,
  payment: PAYMENT,
  identityVerification: IDENTITY_VERIFICATION,
  calculate: CALCULATE,
  calculationResult: CALCULATION_RESULT,
  checkinQuestions: CHECKIN_QUESTIONS,
  checkinResult: CHECKIN_RESULT,
} = STEP_PATHS;

const PAY: Omit<FlowStep, "bar"> = { path: PAYMENT, screen: "payment", done: ["payment-held"] };
/**
 * After the payment screen, for a checkout with a product that requires it (death risk): the
 * identity check, whose verified outcome completes the purchase (decision 0033).
 */
const VERIFY: Omit<FlowStep, "bar"> = {
  path: IDENTITY_VERIFICATION,
  screen: "identity-verification",
  when: "identity-required",
  done: ["never"],
};

/** Consumers (car, home, devices): the premium first, then who they are, then the acceptance questions. */
const CONSUMER_SCREENS: Pick<FlowDefinition, "bar" | "steps"> = {
  bar: [
    { name: "consumerPremium", desktop: 30, mobile: 25 },
    { name: "consumerUserInfo", desktop: 30, mobile: 25 },
    { name: "consumerFormalities", desktop: 20, mobile: 25 },
    { name: "consumerPayment", desktop: 20, mobile: 25 },
  ],
  steps: [
    { path: QUESTIONS, screen: "questions", bar: "consumerPremium", questionGroups: ["price", "extra_coverage"], done: ["answers"] },
    { path: DETAILS, screen: "details", bar: "consumerUserInfo", done: ["customer-details"] },
    {
      path: FINAL_QUESTIONS,
      screen: "questions",
      bar: "consumerFormalities",
      questionGroups: ["normal"],
      formalities: true,
      done: ["answers", "formalities"],
    },
    { ...PAY, bar: "consumerPayment" },
    { ...VERIFY, bar: "consumerPayment" },
  ],
};

/** The business lines' screens: questions and formalities, the person and the company, payment. */
const DEFAULT_SCREENS: Pick<FlowDefinition, "bar" | "steps"> = {
  bar: [
    { name: "insurance", desktop: 30, mobile: 25 },
    { name: "personalise", desktop: 50, mobile: 50 },
    { name: "checkout", desktop: 20, mobile: 25 },
  ],
  // The acceptance questions and the formalities on one screen, the person and the company on
  // the next: six screens from the welcome page to insured (welcome, products, questions,
  // details, payment, result).
  steps: [
    {
      path: QUESTIONS,
      screen: "questions",
      bar: "insurance",
      questionGroups: ["price", "extra_coverage", "normal"],
      formalities: true,
      done: ["answers", "formalities"],
    },
    { path: DETAILS, screen: "details", bar: "personalise", done: ["customer-details"] },
    { ...PAY, bar: "checkout" },
    { ...VERIFY, bar: "checkout" },
  ],
};

export const FLOWS: Record<FlowId, FlowDefinition> = {
  default: {
    id: "default",
    productTypes: ["business_liability", "professional_liability"],
    group: "normal",
    customer: "company",
    ...DEFAULT_SCREENS,
    checks: [],
    pricing: "tariff-tables",
  },
  // Death risk insures a person's life, bought as a person (decision 0092): the default flow's
  // screens with the home address and no company step. In a checkout with a business line the
  // default flow wins (BY_PRECEDENCE), and the company address fills the home address.
  death_risk: {
    id: "death_risk",
    productTypes: ["death_risk"],
    group: "normal",
    customer: "personal",
    ...DEFAULT_SCREENS,
    checks: [],
    pricing: "tariff-tables",
  },
  aov: {
    id: "aov",
    productTypes: ["aov"],
    group: "aov",
    customer: "company",
    bar: [
      { name: "insurance", desktop: 25, mobile: 25 },
      { name: "knowledgeTest", desktop: 25, mobile: 25 },
      { name: "medicalHistory", desktop: 25, mobile: 25 },
      { name: "checkout", desktop: 25, mobile: 25 },
    ],
    steps: [
      { path: QUESTIONS, screen: "questions", bar: "insurance", questionGroups: ["price", "extra_coverage", "normal"], done: ["answers"] },
      { path: KNOWLEDGE_TEST, screen: "knowledge-test", bar: "knowledgeTest", done: ["knowledge-test"] },
      { path: MEDICAL_HISTORY, screen: "medical-history", bar: "medicalHistory", done: ["answers"] },
      { path: DETAILS, screen: "details", bar: "checkout", done: ["customer-details"] },
      { ...PAY, bar: "checkout" },
      { ...VERIFY, bar: "checkout" },
    ],
    checks: ["revenue-explanation", "knowledge-test", "bmi"],
    pricing: "tariff-tables",
  },
  aov_acture: {
    id: "aov_acture",
    productTypes: ["aov_acture"],
    group: "aov",
    customer: "company",
    bar: [],
    steps: [
      { path: QUESTIONS, screen: "questions", bar: null, questionGroups: ["price", "extra_coverage", "normal"], done: ["answers"] },
      { path: DETAILS, screen: "details", bar: null, done: ["customer-details"] },
      { ...PAY, bar: null },
      { ...VERIFY, bar: null },
    ],
    checks: [],
    pricing: "tariff-tables",
  },
  consumer_insurance: {
    id: "consumer_insurance",
    productTypes: ["car"],
    group: "car",
    customer: "personal",
    bar: CONSUMER_SCREENS.bar,
    // The car is found by its plate first: the premium needs the vehicle.
    steps: [
      { path: NUMBERPLATE, screen: "questions", bar: "consumerPremium", fields: ["license_plate"], done: ["answers"] },
      ...CONSUMER_SCREENS.steps,
    ],
    checks: [],
    pricing: "tariff-tables",
  },
  // Home products share the consumer screens and bar (decision 0028); devices and drones are
  // consumer products bought the same way, in the same checkout group (decision 0032).
  home: {
    id: "home",
    productTypes: ["allianz_liability", "allianz_building", "allianz_content", "device", "drone"],
    group: "consumer",
    customer: "personal",
    ...CONSUMER_SCREENS,
    checks: [],
    pricing: "tariff-tables",
  },
  // The calculator variant (spec sections 2 and 5): the price questions of what is in the cart on
  // one screen, then the premiums; buying goes on in the flow of the products (decision 0036).
  calculator: {
    id: "calculator",
    productTypes: [],
    variant: "calculator",
    group: "normal",
    customer: "company",
    bar: [
      { name: "insurance", desktop: 30, mobile: 25 },
      { name: "calculate", desktop: 50, mobile: 50 },
      { name: "result", desktop: 20, mobile: 25 },
    ],
    steps: [
      { path: CALCULATE, screen: "questions", bar: "calculate", questionGroups: ["price", "normal"], priceOnly: true, done: ["answers"] },
      { path: CALCULATION_RESULT, screen: "calculation-result", bar: "result", done: ["never"] },
    ],
    checks: [],
    pricing: "tariff-tables",
  },
  // The check-in (spec sections 1 and 2): the insurance a freelancer holds elsewhere, asked with
  // the check-in product's checkin_flow and multiselect questions, then compared with the offer.
  checkin: {
    id: "checkin",
    productTypes: ["checkin"],
    variant: "checkin",
    group: "normal",
    customer: "company",
    bar: [],
    steps: [
      { path: CHECKIN_QUESTIONS, screen: "questions", bar: null, questionGroups: ["normal"], done: ["answers"] },
      { path: CHECKIN_RESULT, screen: "checkin-result", bar: null, done: ["never"] },
    ],
    checks: ["cover-amounts"],
    pricing: "none",
  },
};

/** Flows chosen by product type, in the order a mixed checkout group picks its flow (the fullest first). */
const BY_PRECEDENCE: readonly FlowId[] = ["aov", "aov_acture", "consumer_insurance", "home", "default", "death_risk"];

/** The flow a product type is bought through; unknown types take the default flow. */
export function flowForProductType(productType: string): FlowDefinition {
  for (const id of BY_PRECEDENCE) {
    if ((FLOWS[id].productTypes as readonly string[]).includes(productType)) return FLOWS[id];
  }
  return FLOWS.default;
}

export function checkoutGroupFor(productType: string): CheckoutGroup {
  return flowForProductType(productType).group;
}

/**
 * The flow of a checkout: a variant's own flow when it runs in one (calculator, check-in); else
 * of its products' flows, the one with the most steps (aov over aov_acture).
 */
export function flowForCheckout(productTypes: readonly string[], variant: InsuranceFlow = "default"): FlowDefinition {
  const ofVariant = FLOW_IDS.map((id) => FLOWS[id]).find((flow) => flow.variant === variant);
  if (ofVariant) return ofVariant;
  const flows = new Set(productTypes.map((type) => flowForProductType(type).id));
  const id = BY_PRECEDENCE.find((candidate) => flows.has(candidate));
  return FLOWS[id ?? "default"];
}

/** Every step URL of every flow with the screen that draws it, once each (the route table's flow entries). */
export function flowStepRoutes(): { path: string; screen: StepScreen }[] {
  const byPath = new Map<string, StepScreen>();
  for (const id of FLOW_IDS) for (const step of FLOWS[id].steps) byPath.set(step.path, step.screen);
  return [...byPath].map(([path, screen]) => ({ path, screen }));
}
