// "My insurances" (spec section 2): current, expired and recommended. A policy is current
// while it runs (active, pending review or medical underwriting, or cancelled with its last
// day still to come); it is expired once its end date has passed, or when it was cancelled
// without an end date.

export type PolicyPhase = "current" | "expired";

/** What the status badge says; translation keys account:policy.status.<label>. */
export type PolicyStatusLabel = "active" | "pendingReview" | "pendingUnderwriting" | "cancelled" | "declined" | "ended";

export type PolicyLike = { status: string; endDate: string | null };

export function policyPhase(policy: PolicyLike, today: string): PolicyPhase {
  if (policy.endDate && policy.endDate < today) return "expired";
  // Waiting for review or for the insurer's medical underwriting: bought, so current.
  if (policy.status === "active" || policy.status === "pending_review" || policy.status === "pending_underwriting") return "current";
  // Cancelled and still running until its end date counts as current.
  if (policy.status === "cancelled" && policy.endDate) return "current";
  return "expired";
}

export function policyStatusLabel(policy: PolicyLike, today: string): PolicyStatusLabel {
  if (policy.endDate && policy.endDate < today) return "ended";
  if (policy.status === "active") return "active";
  if (policy.status === "pending_review") return "pendingReview";
  if (policy.status === "pending_underwriting") return "pendingUnderwriting";
  if (policy.status === "cancelled") return "cancelled";
  // Refused at review (decision 0045): never insured, never billed.
  if (policy.status === "declined") return "declined";
  return "ended";
}

/** Current first, then expired; within each the newest start date first. */
export function splitPolicies<P extends PolicyLike & { startDate: string }>(
  policies: readonly P[],
  today: string,
): { current: P[]; expired: P[] } {
  const sorted = [...policies].sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0));
  return {
    current: sorted.filter((policy) => policyPhase(policy, today) === "current"),
    expired: sorted.filter((policy) => policyPhase(policy, today) === "expired"),
  };
}

/**
 * Products to recommend: offered to the customer's profession and not held now. A product
 * whose policy has expired may be recommended again.
 */
export function recommendedProducts<T extends { id: string }>(
  offered: readonly T[],
  policies: readonly (PolicyLike & { productId: string })[],
  today: string,
): T[] {
  const held = new Set(policies.filter((policy) => policyPhase(policy, today) === "current").map((policy) => policy.productId));
  return offered.filter((product) => !held.has(product.id));
}
