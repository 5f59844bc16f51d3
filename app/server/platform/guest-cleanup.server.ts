// Guests nobody can reach any more are deleted (decision 0064; decision 0009 left this open).
// A guest is a visitor's profile before they buy or sign in: cart, answers, open checkouts.
// Only its session cookie leads to it, so once every session of it has ended and it is older
// than a session lives, its rows are kept for nobody.
import { db, type Prisma } from "./db.server";

/** A guest's session lives 30 days (CUSTOMER_SESSION_DAYS); a younger guest is never deleted. */
export const GUEST_RETENTION_DAYS = 30;
/** Guests deleted per call: bounded work on the back of a request (session.server.ts). */
export const GUEST_CLEANUP_BATCH = 500;

/**
 * Abandoned guests: older than the retention, no session still valid, and nothing that must be
 * kept or that reaches the row another way: no policy, invoice or claim (a purchase makes the
 * guest a customer in its own transaction, so these are a safety net against cascading money
 * records away), no support conversation, no partner-app identity or refresh token.
 */
export function abandonedGuestsWhere(now: Date): Prisma.UserWhereInput {
  return {
    isGuest: true,
    createdAt: { lt: new Date(now.getTime() - GUEST_RETENTION_DAYS * 86_400_000) },
    externalId: null,
    sessions: { none: { expiresAt: { gt: now } } },
    policies: { none: {} },
    invoices: { none: {} },
    claims: { none: {} },
    chatConversations: { none: {} },
    refreshTokens: { none: {} },
  };
}

/** Deletes up to `batch` abandoned guests with what hangs on them; returns how many. */
export async function deleteAbandonedGuests(now = new Date(), batch = GUEST_CLEANUP_BATCH): Promise<number> {
  const where = abandonedGuestsWhere(now);
  const found = await db.user.findMany({ where, select: { id: true }, orderBy: { createdAt: "asc" }, take: batch });
  if (found.length === 0) return 0;
  // The conditions again at delete time: a guest that came back meanwhile stays.
  const { count } = await db.user.deleteMany({ where: { AND: [{ id: { in: found.map((guest) => guest.id) } }, where] } });
  return count;
}
