// Quotes in the customer's cart (spec sections 2 and 4): while a quote is open its items can
// not be deleted; a purchase of an accepted or expired quote is refused; the purchase that
// takes the quote's last item out of the cart accepts it. Kept apart from quotation.server.ts
// so the cart and the checkout load nothing of the broker's side.
import { isExpired, isQuoteOpen } from "~/domain/checkout/quotation";
import { todayInAmsterdam } from "~/domain/platform/validation";
import { db, type Prisma } from "../platform/db.server";

type Tx = Prisma.TransactionClient;

export class QuoteClosedError extends Error {
  constructor(
    readonly quoteId: string,
    readonly reason: "accepted" | "expired",
  ) {
    super(`quote ${quoteId} is ${reason}`);
  }
}

/** Of these quote ids, the ones that can still be bought today (their cart items are locked). */
export async function openQuoteIds(quoteIds: readonly string[], today: string): Promise<Set<string>> {
  const unique = [...new Set(quoteIds)];
  if (unique.length === 0) return new Set();
  const rows = await db.quote.findMany({
    where: { id: { in: unique } },
    select: { id: true, expiresOn: true, acceptedAt: true, openedAt: true },
  });
  return new Set(rows.filter((row) => isQuoteOpen(row, today)).map((row) => row.id));
}

/**
 * The questions a broker's open quote in this visitor's cart answered, per product of the quote
 * (decision 0080): the checkout shows them as given and does not ask them again, so the price the
 * broker sent is the price paid.
 */
export async function quoteAnsweredQuestionIds(userId: string, today: string): Promise<Set<string>> {
  const items = await db.cartItem.findMany({ where: { userId, quoteId: { not: null } }, select: { productId: true, quoteId: true } });
  if (items.length === 0) return new Set();
  const open = await openQuoteIds(
    items.map((item) => item.quoteId!),
    today,
  );
  const wanted = items.filter((item) => open.has(item.quoteId!));
  if (wanted.length === 0) return new Set();
  const quoted = await db.quoteItem.findMany({
    where: { OR: wanted.map((item) => ({ quoteId: item.quoteId!, productId: item.productId })) },
    select: { answers: true },
  });
  return new Set(quoted.flatMap((item) => Object.keys((item.answers ?? {}) as Record<string, unknown>)));
}

/** Whether this visitor's cart item belongs to a quote that is still open (then it may not be deleted). */
export async function isLockedByQuote(userId: string, itemId: string): Promise<boolean> {
  const item = await db.cartItem.findFirst({ where: { id: itemId, userId }, select: { quoteId: true } });
  if (!item?.quoteId) return false;
  return (await openQuoteIds([item.quoteId], todayInAmsterdam())).has(item.quoteId);
}

/** The visitor's cart items that an open quote keeps in the cart (spec section 2: no deleting them). */
export async function quoteLockedItemIds(userId: string): Promise<Set<string>> {
  const items = await db.cartItem.findMany({ where: { userId, quoteId: { not: null } }, select: { id: true, quoteId: true } });
  if (items.length === 0) return new Set();
  const open = await openQuoteIds([...new Set(items.map((item) => item.quoteId!))], todayInAmsterdam());
  return new Set(items.filter((item) => open.has(item.quoteId!)).map((item) => item.id));
}

/**
 * Inside the purchase transaction, before anything is written: a quote in the checkout cart
 * that is already accepted or has expired stops the purchase.
 */
export async function assertQuotesBuyable(tx: Tx, userId: string, today: string): Promise<string[]> {
  const rows = await tx.cartItem.findMany({ where: { userId, inCheckoutCart: true, quoteId: { not: null } }, select: { quoteId: true } });
  const quoteIds = [...new Set(rows.map((row) => row.quoteId!))];
  if (quoteIds.length === 0) return [];
  const quotes = await tx.quote.findMany({ where: { id: { in: quoteIds } }, select: { id: true, expiresOn: true, acceptedAt: true } });
  for (const quote of quotes) {
    if (quote.acceptedAt) throw new QuoteClosedError(quote.id, "accepted");
    if (isExpired(quote, today)) throw new QuoteClosedError(quote.id, "expired");
  }
  return quoteIds;
}

/**
 * After the purchase's items left the cart: a quote with none of its items left in this
 * visitor's cart is accepted by this customer. Claimed with acceptedAt still empty, so two
 * purchases of one quote can not both accept it (the second rolls back).
 */
export async function acceptBoughtQuotes(tx: Tx, userId: string, quoteIds: readonly string[]): Promise<void> {
  for (const quoteId of quoteIds) {
    const left = await tx.cartItem.count({ where: { userId, quoteId } });
    if (left > 0) continue; // another checkout group of the same quote is still to come
    const claimed = await tx.quote.updateMany({ where: { id: quoteId, acceptedAt: null }, data: { acceptedAt: new Date(), userId } });
    if (claimed.count === 0) throw new QuoteClosedError(quoteId, "accepted");
  }
}
