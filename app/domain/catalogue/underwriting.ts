// What the answers mean for acceptance (spec sections 3-4): each option carries a
// consequence; a product's outcome is its worst consequence; a checkout's outcome follows
// from its products' outcomes. See docs/decisions/0010 for how the consequences map.
import type { Consequence, ProductType } from "./insurance-catalogue";

/**
 * accepted: insured now; underwriting: an answer needs the insurer's medical underwriting
 * (spec result completed_medical_underwriting); review: more information needed (soft
 * drop-out); refer: hard drop-out, refer to an adviser.
 */
export type ProductOutcome = "accepted" | "underwriting" | "review" | "refer";

export type CheckoutOutcome = "fully_insured" | "medical_underwriting" | "partly_insured" | "soft_drop_out" | "hard_drop_out";

/** The medical underwriting flag of an answer option (spec section 3). */
export type UnderwritingFlag = "none" | "medical_underwriting";

export function productOutcome(
  consequences: readonly (Consequence | string)[],
  formalityDeclared = false,
  underwritingFlags: readonly (UnderwritingFlag | string)[] = [],
): ProductOutcome {
  if (consequences.includes("hard_drop_out") || consequences.includes("reject")) return "refer";
  if (underwritingFlags.includes("medical_underwriting")) return "underwriting";
  if (consequences.includes("drop_out") || formalityDeclared) return "review";
  return "accepted";
}

/** True when an answer ends the funnel at once: there is nothing to buy if every product is refused. */
export function isHardDropOut(outcomes: readonly ProductOutcome[]): boolean {
  return outcomes.length > 0 && outcomes.every((outcome) => outcome === "refer");
}

export function checkoutOutcome(outcomes: readonly ProductOutcome[]): CheckoutOutcome {
  const accepted = outcomes.filter((outcome) => outcome === "accepted").length;
  const underwriting = outcomes.filter((outcome) => outcome === "underwriting").length;
  if (outcomes.length > 0 && accepted === outcomes.length) return "fully_insured";
  if (underwriting > 0 && accepted + underwriting === outcomes.length) return "medical_underwriting";
  if (accepted > 0) return "partly_insured";
  if (outcomes.includes("review")) return "soft_drop_out";
  return "hard_drop_out";
}

/** The result page's query type for an outcome (the spec's /result and /result?type=dropout). */
export const RESULT_TYPE: Record<CheckoutOutcome | "unavailable", string | null> = {
  fully_insured: null,
  medical_underwriting: "medical-underwriting",
  partly_insured: "partly",
  soft_drop_out: "dropout",
  hard_drop_out: "hard-dropout",
  unavailable: "unavailable",
};

/**
 * Policy status for a product outcome: accepted products start active; those needing more
 * information or medical underwriting wait for the insurer; referred ones are not bought.
 */
export function policyStatusFor(outcome: ProductOutcome): "active" | "pending_review" | "pending_underwriting" | null {
  if (outcome === "accepted") return "active";
  if (outcome === "review") return "pending_review";
  if (outcome === "underwriting") return "pending_underwriting";
  return null;
}

/** The look-back period of each formality question, in years (spec section 5). */
export const FORMALITIES = [
  { key: "liability", years: 5 },
  { key: "police", years: 8 },
  { key: "bankruptcy", years: 5 },
  { key: "refusedInsurance", years: 8 },
] as const;
export type FormalityKey = (typeof FORMALITIES)[number]["key"];

/**
 * The formalities whose "yes" refuses a product type outright (a hard drop-out) where any other
 * "yes" sends it to review: the liability insurers cover no business declared bankrupt in the
 * look-back. Their own product question said so until the checkout asked it once (decision 0089).
 */
export const FORMALITY_REFUSALS: Readonly<Partial<Record<FormalityKey, readonly ProductType[]>>> = {
  bankruptcy: ["professional_liability", "business_liability"],
};

/** What a checkout's formality answers add to one product's consequences (see FORMALITY_REFUSALS). */
export function formalityConsequences(
  productType: string,
  formalities: Readonly<Partial<Record<FormalityKey, boolean>>> | null | undefined,
): Consequence[] {
  return FORMALITIES.filter(
    ({ key }) => formalities?.[key] === true && (FORMALITY_REFUSALS[key] as readonly string[] | undefined)?.includes(productType),
  ).map(() => "hard_drop_out");
}
