// The product list's two flags (spec section 4: "flags for any product without active policies
// and for exactly one product") and what they change for the visitor (decision 0092):
// - anyWithoutActivePolicy: a customer who already holds some of the products sees the ones
//   they do not have yet, the held ones named apart; holding every one, they see them all, each
//   marked insured (nothing is left to choose, so nothing is hidden);
// - exactlyOne: one product, not yet held, needs no list: the visitor goes straight to it.

type Listed = { slug: string; hasActivePolicy: boolean };

export type ProductListView<P extends Listed> = {
  anyWithoutActivePolicy: boolean;
  exactlyOne: boolean;
  /** The cards of the list. */
  shown: P[];
  /** Products the customer holds that are left out of the cards (named apart). */
  held: P[];
  /** The one product to open in place of the list, or null. */
  straightTo: P | null;
};

export function productListView<P extends Listed>(products: readonly P[]): ProductListView<P> {
  const anyWithoutActivePolicy = products.some((product) => !product.hasActivePolicy);
  const exactlyOne = products.length === 1;
  return {
    anyWithoutActivePolicy,
    exactlyOne,
    shown: anyWithoutActivePolicy ? products.filter((product) => !product.hasActivePolicy) : [...products],
    held: anyWithoutActivePolicy ? products.filter((product) => product.hasActivePolicy) : [],
    straightTo: exactlyOne && anyWithoutActivePolicy ? products[0]! : null,
  };
}
