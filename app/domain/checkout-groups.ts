// Checkout grouping (spec section 4): cart items split into car; home (allianz_*); aov
// (aov, aov_acture); the rest. One group is bought at a time, in the order below.
import { FLOW_KIND_BY_TYPE, PRODUCT_TYPES, type FlowKind, type ProductType } from "./insurance-catalogue";

/** The order in which groups are processed. */
export const CHECKOUT_GROUP_ORDER: readonly FlowKind[] = ["car", "consumer", "aov", "normal"];

export function checkoutGroupFor(productType: string): FlowKind {
  return (PRODUCT_TYPES as readonly string[]).includes(productType)
    ? FLOW_KIND_BY_TYPE[productType as ProductType]
    : "normal";
}

export type Grouped<T> = Record<FlowKind, T[]>;

export function splitIntoGroups<T extends { productType: string }>(items: readonly T[]): Grouped<T> {
  const groups: Grouped<T> = { car: [], consumer: [], aov: [], normal: [] };
  for (const item of items) groups[checkoutGroupFor(item.productType)].push(item);
  return groups;
}

/** The non-empty groups, in processing order. */
export function pendingGroups<T extends { productType: string }>(items: readonly T[]): FlowKind[] {
  const groups = splitIntoGroups(items);
  return CHECKOUT_GROUP_ORDER.filter((group) => groups[group].length > 0);
}

/** The group to buy next, or null for an empty cart. */
export function nextCheckoutGroup<T extends { productType: string }>(items: readonly T[]): FlowKind | null {
  return pendingGroups(items)[0] ?? null;
}

/** The disclaimer page explains the split; it shows when more than one group is non-empty. */
export function needsDisclaimer<T extends { productType: string }>(items: readonly T[]): boolean {
  return pendingGroups(items).length > 1;
}
