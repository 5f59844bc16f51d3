// The visitor behind a request. Everyone in the funnel is a User row: a guest until they buy
// (decision 0009), so cart, answers and profession live in the database and survive a
// reload; the signed session cookie only holds the user id. A session from another partner's
// host (a copied cookie) is ignored, never trusted.
import { redirect } from "@remix-run/node";
import { db } from "./db.server";
import { sessionStorage } from "./cookies.server";
import type { LoadedPartner } from "./partner.server";

const USER_ID = "userId";

export type Visitor = { id: string; partnerId: string; isGuest: boolean; professionId: string | null; professionDescription: string | null; birthDate: string | null; isPartnerBankCustomer: boolean };

const visitorSelect = {
  id: true,
  partnerId: true,
  isGuest: true,
  professionId: true,
  professionDescription: true,
  birthDate: true,
  isPartnerBankCustomer: true,
} as const;

async function sessionFor(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

/** The visitor of this request on this partner, or null when there is none yet. */
export async function findVisitor(request: Request, partner: LoadedPartner): Promise<Visitor | null> {
  const session = await sessionFor(request);
  const userId: unknown = session.get(USER_ID);
  if (typeof userId !== "string") return null;
  return db.user.findFirst({ where: { id: userId, partnerId: partner.config.id }, select: visitorSelect });
}

/**
 * The visitor, created as a guest on the first write (adding to the cart, choosing a
 * profession). headers carries the Set-Cookie to send when one was created.
 */
export async function ensureVisitor(
  request: Request,
  partner: LoadedPartner,
): Promise<{ visitor: Visitor; headers: Headers }> {
  const headers = new Headers();
  const existing = await findVisitor(request, partner);
  if (existing) return { visitor: existing, headers };
  const visitor = await db.user.create({
    data: { partnerId: partner.config.id, isGuest: true },
    select: visitorSelect,
  });
  const session = await sessionFor(request);
  session.set(USER_ID, visitor.id);
  headers.append("Set-Cookie", await sessionStorage.commitSession(session));
  return { visitor, headers };
}

/** For pages that only make sense with a cart (checkout): no visitor goes back to the products. */
export async function requireVisitor(request: Request, partner: LoadedPartner): Promise<Visitor> {
  const visitor = await findVisitor(request, partner);
  if (!visitor) throw redirect("/products/available-products");
  return visitor;
}
