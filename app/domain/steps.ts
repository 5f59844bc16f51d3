// Progress step bars per flow (spec section 2): names and widths in per cent, desktop and
// mobile. The bar is data; the component only draws it.
export type StepFlow = "default" | "calculator" | "aov" | "consumer_car" | "aov_acture";
export type Viewport = "desktop" | "mobile";

export type StepDefinition = { name: string; desktop: number; mobile: number };

export const STEP_BARS: Record<StepFlow, readonly StepDefinition[]> = {
  default: [
    { name: "insurance", desktop: 30, mobile: 25 },
    { name: "personalise", desktop: 50, mobile: 50 },
    { name: "checkout", desktop: 20, mobile: 25 },
  ],
  calculator: [
    { name: "insurance", desktop: 30, mobile: 25 },
    { name: "calculate", desktop: 50, mobile: 50 },
    { name: "result", desktop: 20, mobile: 25 },
  ],
  aov: [
    { name: "insurance", desktop: 25, mobile: 25 },
    { name: "knowledgeTest", desktop: 25, mobile: 25 },
    { name: "medicalHistory", desktop: 25, mobile: 25 },
    { name: "checkout", desktop: 25, mobile: 25 },
  ],
  consumer_car: [
    { name: "consumerPremium", desktop: 30, mobile: 25 },
    { name: "consumerUserInfo", desktop: 30, mobile: 25 },
    { name: "consumerFormalities", desktop: 20, mobile: 25 },
    { name: "consumerPayment", desktop: 20, mobile: 25 },
  ],
  aov_acture: [],
};

export type StepView = { name: string; width: number; state: "done" | "current" | "todo" };

/** The bar for a flow at a viewport with the current step marked; unknown steps mark nothing current. */
export function stepBar(flow: StepFlow, viewport: Viewport, current: string): StepView[] {
  const steps = STEP_BARS[flow];
  const currentIndex = steps.findIndex((step) => step.name === current);
  return steps.map((step, index) => ({
    name: step.name,
    width: step[viewport],
    state: currentIndex < 0 || index > currentIndex ? "todo" : index === currentIndex ? "current" : "done",
  }));
}
