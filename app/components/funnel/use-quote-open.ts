import { useMatches } from "@remix-run/react";

type WithCart = { cart?: { items?: readonly { quoteId?: string | null }[] } };
type WithQuote = { quoteOpen?: boolean };

/**
 * Is a broker's quote open in this browser (spec section 2: the logo does nothing then)? Yes
 * on the quotation page of an open quote, and while the cart holds an open quote's items.
 */
export function useQuoteOpen(): boolean {
  return useMatches().some((match) => {
    const data = match.data as (WithCart & WithQuote) | null | undefined;
    if (!data || typeof data !== "object") return false;
    return data.quoteOpen === true || (data.cart?.items ?? []).some((item) => !!item.quoteId);
  });
}
