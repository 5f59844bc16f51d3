// What the answers mean for acceptance (spec sections 3-4): each option carries a
// consequence; a product's outcome is its worst consequence; a checkout's outcome follows
// from its products' outcomes. See docs/decisions/0010 for how the consequences map.
import type { Consequence } from "./insurance-catalogue";

/** accepted: insured now; review: more information needed (soft drop-out); refer: hard drop-out, refer to an adviser. */
export type ProductOutcome = "accepted" | "review" | "refer";

export type CheckoutOutcome = "fully_insured" | "partly_insured" | "soft_drop_out" | "hard_drop_out";

export function productOutcome(consequences: readonly (Consequence | string)[], formalityDeclared = false): ProductOutcome {
  if (consequences.includes("hard_drop_out") || consequences.includes("reject")) return "refer";
  if (consequences.includes("drop_out") || formalityDeclared) return "review";
  return "accepted";
}

/** True when an answer ends the funnel at once: there is nothing to buy if every product is refused. */
export function isHardDropOut(outcomes: readonly ProductOutcome[]): boolean {
  return outcomes.length > 0 && outcomes.every((outcome) => outcome === "refer");
}

export function checkoutOutcome(outcomes: readonly ProductOutcome[]): CheckoutOutcome {
  const accepted = outcomes.filter((outcome) => outcome === "accepted").length;
  if (outcomes.length > 0 && accepted === outcomes.length) return "fully_insured";
  if (accepted > 0) return "partly_insured";
  if (outcomes.includes("review")) return "soft_drop_out";
  return "hard_drop_out";
}

/** The result page's query type for an outcome (the spec's /result and /result?type=dropout). */
export const RESULT_TYPE: Record<CheckoutOutcome | "unavailable", string | null> = {
  fully_insured: null,
  partly_insured: "partly",
  soft_drop_out: "dropout",
  hard_drop_out: "hard-dropout",
  unavailable: "unavailable",
};

/** Policy status for a product outcome: accepted products start active; reviewed ones wait. */
export function policyStatusFor(outcome: ProductOutcome): "active" | "pending_review" | null {
  return outcome === "accepted" ? "active" : outcome === "review" ? "pending_review" : null;
}

/** The look-back period of each formality question, in years (spec section 5). */
export const FORMALITIES = [
  { key: "liability", years: 5 },
  { key: "police", years: 8 },
  { key: "bankruptcy", years: 5 },
  { key: "refusedInsurance", years: 8 },
] as const;
export type FormalityKey = (typeof FORMALITIES)[number]["key"];
