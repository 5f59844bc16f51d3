// The cart as the visitor sees it (spec sections 3-4): items already in the checkout cart
// first and marked, line items per card, totals per month gross and net.
export type ListItem = { label: string; value: string; type: "money" | "date" | "text" };

export function orderCartItems<T extends { inCheckoutCart: boolean; createdAt: Date | string }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => Number(b.inCheckoutCart) - Number(a.inCheckoutCart) || new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime(),
  );
}

/** Line items start collapsed and open once the funnel has started (a checkout path). */
export function lineItemsExpandedByDefault(pathname: string): boolean {
  return pathname.toLowerCase().includes("checkout");
}
