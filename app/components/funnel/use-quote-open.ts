import { useMatches } from "@remix-run/react";

type WithCart = { cart?: { items?: readonly { quoteId?: string | null }[] } };
/** Translated by the loader (server/broker/broker-session.server.ts). */
type BrokerSession = { quoteNumber: string | null; label: string; text: string; leave: string };
type WithQuote = { quoteOpen?: boolean; brokerSession?: BrokerSession | null };

/**
 * Is a broker's quote open in this browser (spec section 2: the logo does nothing then)? Yes
 * on the quotation page of an open quote, and while the cart holds an open quote's items.
 */
export function useQuoteOpen(): boolean {
  return useMatches().some((match) => {
    const data = match.data as (WithCart & WithQuote) | null | undefined;
    if (!data || typeof data !== "object") return false;
    return data.quoteOpen === true || !!data.brokerSession?.quoteNumber || (data.cart?.items ?? []).some((item) => !!item.quoteId);
  });
}

/** The broker session a loader found (decision 0080): the header names the broker and the quote's validity. */
export function useBrokerSession(): BrokerSession | null {
  for (const match of useMatches()) {
    const data = match.data as WithQuote | null | undefined;
    if (data && typeof data === "object" && data.brokerSession) return data.brokerSession;
  }
  return null;
}
