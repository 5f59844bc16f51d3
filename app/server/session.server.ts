// The visitor behind a request. Everyone in the funnel is a User row: a guest until they buy
// (decision 0009), so cart, answers and profession live in the database and survive a
// reload; the signed session cookie only holds the user id. A session from another partner's
// host (a copied cookie) is ignored, never trusted.
import { redirect } from "@remix-run/node";
import { db } from "./db.server";
import { sessionStorage } from "./cookies.server";
import type { LoadedPartner } from "./partner.server";

const USER_ID = "userId";
/** The user's sessionVersion when the session was made; "sign out everywhere" raises it. */
const SESSION_VERSION = "v";

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

export async function sessionFor(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

// Several loaders of one page ask for the visitor; a GET asks the database once. (Not for
// posts: an action may change the visitor before the loaders run.)
const visitorsOfRequest = new WeakMap<Request, Promise<Visitor | null>>();

/** The visitor of this request on this partner, or null when there is none yet. */
export function findVisitor(request: Request, partner: LoadedPartner): Promise<Visitor | null> {
  if (request.method !== "GET") return readVisitor(request, partner);
  let visitor = visitorsOfRequest.get(request);
  if (!visitor) {
    visitor = readVisitor(request, partner);
    visitorsOfRequest.set(request, visitor);
  }
  return visitor;
}

async function readVisitor(request: Request, partner: LoadedPartner): Promise<Visitor | null> {
  const session = await sessionFor(request);
  const userId: unknown = session.get(USER_ID);
  if (typeof userId !== "string") return null;
  // Read on every funnel page, so plain SQL: a Prisma query costs several times more CPU here
  // (scripts/bench/funnel.mjs). Same SQL on SQLite and PostgreSQL; booleans normalised.
  const rows = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT "id", "partnerId", "isGuest", "professionId", "professionDescription", "birthDate", "isPartnerBankCustomer", "sessionVersion"
    FROM "User" WHERE "id" = ${userId} AND "partnerId" = ${partner.config.id}`;
  const row = rows[0];
  if (!row) return null;
  const version: unknown = session.get(SESSION_VERSION);
  if (Number(row.sessionVersion) !== (typeof version === "number" ? version : 0)) return null;
  return {
    id: String(row.id),
    partnerId: String(row.partnerId),
    isGuest: truthy(row.isGuest),
    professionId: (row.professionId as string | null) ?? null,
    professionDescription: (row.professionDescription as string | null) ?? null,
    birthDate: (row.birthDate as string | null) ?? null,
    isPartnerBankCustomer: truthy(row.isPartnerBankCustomer),
  };
}

/** SQLite gives booleans as 0/1 (number or bigint), PostgreSQL as booleans. */
export function truthy(value: unknown): boolean {
  return typeof value === "boolean" ? value : Number(value) === 1;
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
  headers.append("Set-Cookie", await commitUserSession(request, visitor.id, 0));
  return { visitor, headers };
}

/** The Set-Cookie value of a session that belongs to this user (fresh data, same cookie). */
export async function commitUserSession(request: Request, userId: string, sessionVersion: number): Promise<string> {
  const session = await sessionFor(request);
  for (const key of Object.keys(session.data)) session.unset(key);
  session.set(USER_ID, userId);
  session.set(SESSION_VERSION, sessionVersion);
  return sessionStorage.commitSession(session);
}

/** The Set-Cookie value that ends the session on this browser. */
export async function destroyUserSession(request: Request): Promise<string> {
  return sessionStorage.destroySession(await sessionFor(request));
}

/** For pages that only make sense with a cart (checkout): no visitor goes back to the products. */
export async function requireVisitor(request: Request, partner: LoadedPartner): Promise<Visitor> {
  const visitor = await findVisitor(request, partner);
  if (!visitor) throw redirect("/products/available-products");
  return visitor;
}
