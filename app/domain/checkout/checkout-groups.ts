// Checkout grouping (spec section 4): cart items split into car; home (allianz_*); aov
// (aov, aov_acture); the rest. One group is bought at a time, in the order below. Which group
// a product type falls in is part of its flow (flows/definitions.ts).
import { CHECKOUT_GROUPS, checkoutGroupFor, type CheckoutGroup } from "./flows/definitions";

/** The order in which groups are processed. */
export const CHECKOUT_GROUP_ORDER: readonly CheckoutGroup[] = CHECKOUT_GROUPS;

export type Grouped<T> = Record<CheckoutGroup, T[]>;

export function splitIntoGroups<T extends { productType: string }>(items: readonly T[]): Grouped<T> {
  const groups: Grouped<T> = { car: [], consumer: [], aov: [], normal: [] };
  for (const item of items) groups[checkoutGroupFor(item.productType)].push(item);
  return groups;
}

/** The non-empty groups, in processing order. */
export function pendingGroups<T extends { productType: string }>(items: readonly T[]): CheckoutGroup[] {
  const groups = splitIntoGroups(items);
  return CHECKOUT_GROUP_ORDER.filter((group) => groups[group].length > 0);
}

/** The group to buy next, or null for an empty cart. */
export function nextCheckoutGroup<T extends { productType: string }>(items: readonly T[]): CheckoutGroup | null {
  return pendingGroups(items)[0] ?? null;
}

/** The disclaimer page explains the split; it shows when more than one group is non-empty. */
export function needsDisclaimer<T extends { productType: string }>(items: readonly T[]): boolean {
  return pendingGroups(items).length > 1;
}
