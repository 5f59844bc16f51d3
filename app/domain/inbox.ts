// The inbox badge (spec section 2: "Inbox shows a count of 1 when any eligible aov product
// exists"). Decision 0016: the count is the unread messages plus one for the income
// insurance (aov) recommendation, which shows while the partner offers an aov product the
// customer may take out and the customer holds no aov policy.
import { ageOn, LIMITS } from "./validation";

export const AOV_PRODUCT_TYPES: readonly string[] = ["aov", "aov_acture"];

export function isAovType(type: string): boolean {
  return AOV_PRODUCT_TYPES.includes(type);
}

/**
 * The aov product to recommend, or null. offered: the partner's products the customer's
 * profession can have (as the available-products page lists them). heldTypes: product
 * types of the customer's current policies. A known birth date past the aov entry age
 * (decision 0008) rules it out.
 */
export function aovRecommendation<P extends { type: string }>(input: {
  offered: readonly P[];
  heldTypes: readonly string[];
  birthDate: string | null;
  today: string;
}): P | null {
  if (input.heldTypes.some(isAovType)) return null;
  if (input.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(input.birthDate) && ageOn(input.birthDate, input.today) > LIMITS.AOV_MAX_AGE) return null;
  return input.offered.find((product) => isAovType(product.type)) ?? null;
}

export function inboxCount(input: { unread: number; aovRecommended: boolean }): number {
  return Math.max(0, input.unread) + (input.aovRecommended ? 1 : 0);
}
