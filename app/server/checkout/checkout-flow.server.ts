// The one place that decides where a visitor in checkout goes (decision 0028). Every checkout
// screen asks requireFlowStep for its context: the partner, the visitor, their open checkout,
// its products and flow. A visitor who jumps ahead by URL lands on the first step not done,
// whatever the flow; after a save, nextStepPath says where to go.
import type { StepBarData } from "~/domain/checkout/flows/step-bar";
import { redirect } from "@remix-run/node";
import { flowForCheckout, type FlowDefinition, type FlowStep } from "~/domain/checkout/flows/definitions";
import { stepAccess, firstOpenStep, questionsForStep, type FlowFacts } from "~/domain/checkout/flows/flow-steps";
import { hasValue } from "~/domain/catalogue/product-quote";
import { todayInAmsterdam } from "~/domain/platform/validation";
import { visitorAnswers } from "./cart.server";
import type { CatalogueProduct } from "../catalogue/catalogue.server";
import { funnelPath, insuranceFlowFor, type InsuranceFlow } from "~/domain/platform/navigation";
import {
  checkoutProducts,
  findOpenCheckout,
  heldPaymentOf,
  startOrResumeCheckin,
  startOrResumeCheckout,
  type OpenCheckout,
} from "./checkout.server";
import { db } from "../platform/db.server";
import { requirePartner } from "../platform/guards.server";
import type { LoadedPartner } from "../platform/partner.server";
import { requireVisitor, type Visitor } from "../platform/session.server";

/** The partner, the visitor and their open checkout with its products; none goes back through /checkout. */
export async function requireCheckout(request: Request) {
  const context = await requirePartner(request);
  const visitor = await requireVisitor(request, context.partner);
  const checkout = await findOpenCheckout(visitor);
  if (!checkout) throw redirect(funnelPath(insuranceFlowFor(new URL(request.url)), "checkout"));
  const products = await checkoutProducts(visitor, context.partner, checkout.variant);
  if (products.length === 0) throw redirect(funnelPath(checkout.variant, "checkout"));
  const flow = flowForCheckout(
    products.map((product) => product.type),
    checkout.variant,
  );
  return { ...context, visitor, checkout, products, flow, today: todayInAmsterdam() };
}

/** Gathers what the flow's done-rules ask about. */
export async function flowFacts(
  visitor: Visitor,
  checkout: OpenCheckout,
  products: readonly CatalogueProduct[],
  flow: FlowDefinition,
): Promise<FlowFacts> {
  const [answers, user, quizPassed, held] = await Promise.all([
    visitorAnswers(visitor.id),
    db.user.findUniqueOrThrow({
      where: { id: visitor.id },
      select: {
        firstName: true,
        lastName: true,
        birthDate: true,
        phoneNumber: true,
        email: true,
        companyName: true,
        addresses: { select: { type: true } },
      },
    }),
    db.quizResult.findMany({
      where: { userId: visitor.id, productId: { in: products.map((product) => product.id) }, passed: true },
      select: { productId: true },
    }),
    db.checkout.findUnique({ where: { id: checkout.id }, select: { heldPayment: true } }),
  ]);
  const unanswered: Record<string, number> = {};
  for (const step of flow.steps) {
    unanswered[step.path] = products
      .flatMap((product) => questionsForStep(flow, step, product.questions))
      .filter((question) => question.required && !answered(question, answers.get(question.id))).length;
  }
  const passed = new Set(quizPassed.map((row) => row.productId));
  const withTest = products.filter((product) => product.questions.some((question) => question.type === "quiz"));
  return {
    unanswered,
    formalities: checkout.formalities !== null,
    knowledgeTestPassed: withTest.every((product) => passed.has(product.id)),
    person: !!(user.firstName && user.lastName && user.birthDate && user.phoneNumber && user.email),
    company: !!user.companyName && user.addresses.some((address) => address.type === "company"),
    personalAddress: user.addresses.some((address) => address.type === "personal"),
    identityRequired: products.some((product) => product.requireIdentityVerification),
    paymentHeld: heldPaymentOf(held?.heldPayment) !== null,
  };
}

function answered(question: CatalogueProduct["questions"][number], answer: Parameters<typeof hasValue>[0]): boolean {
  if (!answer) return false;
  if (question.type === "multiselect") return hasValue(answer);
  if (question.options.length > 0) return question.options.some((option) => option.id === answer.optionId);
  return hasValue(answer);
}

export type FlowStepContext = Awaited<ReturnType<typeof requireCheckout>> & { step: FlowStep; facts: FlowFacts };

/**
 * The context of one checkout screen. The screen is the step at the request's path; a step
 * that is not in this checkout's flow, or that comes after a step not done, sends the visitor
 * to the first step not done.
 */
export async function requireFlowStep(request: Request): Promise<FlowStepContext> {
  const context = await requireCheckout(request);
  const facts = await flowFacts(context.visitor, context.checkout, context.products, context.flow);
  const access = stepAccess(context.flow, facts, new URL(request.url).pathname);
  if (!access.allowed) throw redirect(access.goTo);
  return { ...context, step: access.step, facts };
}

/**
 * Where /checkout (or the calculator's /insurance-calculator/checkout) sends a visitor: the next
 * checkout group is started (or the open one resumed, in this variant); the disclaimer first
 * when the cart holds more than one group; else the first step of its flow not done. An empty
 * cart goes back to the variant's products.
 */
export async function checkoutEntryPath(
  visitor: Visitor | null,
  partner: LoadedPartner,
  variant: Exclude<InsuranceFlow, "checkin"> = "default",
): Promise<string> {
  const started = visitor ? await startOrResumeCheckout(visitor, partner, variant) : null;
  if (!visitor || !started) return funnelPath(variant, "products");
  if (started.showDisclaimer) return "/checkout/disclaimer";
  return firstOpenPath(visitor, partner, started.checkout);
}

/** Where the check-in entry sends a visitor: the first step of the check-in not done. */
export async function checkinEntryPath(visitor: Visitor, partner: LoadedPartner): Promise<string | null> {
  const checkout = await startOrResumeCheckin(visitor, partner);
  return checkout ? firstOpenPath(visitor, partner, checkout) : null;
}

async function firstOpenPath(visitor: Visitor, partner: LoadedPartner, checkout: OpenCheckout): Promise<string> {
  const products = await checkoutProducts(visitor, partner, checkout.variant);
  const flow = flowForCheckout(
    products.map((product) => product.type),
    checkout.variant,
  );
  return firstOpenStep(flow, await flowFacts(visitor, checkout, products, flow)).path;
}

/** Where to go after a screen was saved: the first step of the flow not done now. */
export async function nextStepPath(
  context: Pick<FlowStepContext, "visitor" | "products" | "flow"> & { checkout: { id: string } },
): Promise<string> {
  const checkout = await findOpenCheckout(context.visitor);
  if (!checkout || checkout.id !== context.checkout.id) return funnelPath(checkout?.variant ?? "default", "checkout");
  const facts = await flowFacts(context.visitor, checkout, context.products, context.flow);
  return firstOpenStep(context.flow, facts).path;
}

/** The steps bar of a screen: its flow's entries and the current one, for the funnel layout. */
export function stepBarOf(context: Pick<FlowStepContext, "flow" | "step">): StepBarData {
  return { entries: context.flow.bar, current: context.step.bar };
}
