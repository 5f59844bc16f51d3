// The visitor behind a request. Everyone in the funnel is a User row: a guest until they buy
// (decision 0009), so cart, answers and profession live in the database and survive a
// reload. The signed session cookie holds a random session token; the Session row keyed by
// its hash is what makes the cookie valid (decision 0024), so signing out, "sign out
// everywhere" and a first proven sign-in end sessions on the server, copied cookies included.
// A session from another partner's host (a copied cookie) is ignored, never trusted.
import { randomBytes } from "node:crypto";
import { redirect } from "@remix-run/node";
import { db } from "./db.server";
import { logger } from "./logger.server";
import { deleteAbandonedGuests } from "./guest-cleanup.server";
import { tokenHash } from "./token-hash.server";
import { sessionStorage } from "./cookies.server";
import { requestKey } from "./request-scope.server";
import type { LoadedPartner } from "./partner.server";

const USER_ID = "userId";
const TOKEN = "sid";
/** Set on a session a partner app opened with is_broker_flow (decision 0037); ends with the session. */
export const BROKER_FLOW = "brokerFlow";

/** A customer's (or guest's) session lasts this long on the server; staff sessions 8 hours (staff-auth). */
export const CUSTOMER_SESSION_DAYS = 30;

export type Visitor = {
  id: string;
  partnerId: string;
  isGuest: boolean;
  /** For the header's user menu (signedInUser): read with the session, not by a query of its own. */
  firstName: string | null;
  professionId: string | null;
  professionDescription: string | null;
  birthDate: string | null;
  isPartnerBankCustomer: boolean;
};

/** A signed-in customer: a visitor who is not a guest. */
export type Customer = Visitor & { isGuest: false };

const visitorSelect = {
  id: true,
  partnerId: true,
  isGuest: true,
  firstName: true,
  professionId: true,
  professionDescription: true,
  birthDate: true,
  isPartnerBankCustomer: true,
} as const;

type SessionOwner = { kind: "customer"; userId: string } | { kind: "staff"; staffId: string };
type Client = Pick<typeof db, "session">;

/** Each process deletes ended sessions and abandoned guests at most this often, on the back of a new session. */
export const SESSION_PRUNE_EVERY_MS = 10 * 60_000;
let lastPruneMs = 0;

/** Deletes sessions that ended before nowMs; returns how many. */
export async function pruneExpiredSessions(nowMs = Date.now()): Promise<number> {
  lastPruneMs = nowMs;
  const { count } = await db.session.deleteMany({ where: { expiresAt: { lt: new Date(nowMs) } } });
  return count;
}

/** Makes a session on the server and returns its token (for the cookie). */
export async function createServerSession(
  owner: SessionOwner,
  options: { proven: boolean; lifetimeMs: number },
  client: Client = db,
): Promise<string> {
  if (Date.now() - lastPruneMs >= SESSION_PRUNE_EVERY_MS) {
    // Then the guests whose last session that was (decision 0064).
    pruneExpiredSessions()
      .then(() => deleteAbandonedGuests())
      .catch((error: unknown) => logger.warn({ err: error }, "session or guest pruning failed"));
  }
  const token = randomBytes(32).toString("base64url");
  await client.session.create({
    data: {
      id: tokenHash(token),
      kind: owner.kind,
      userId: owner.kind === "customer" ? owner.userId : null,
      staffId: owner.kind === "staff" ? owner.staffId : null,
      proven: options.proven,
      expiresAt: new Date(Date.now() + options.lifetimeMs),
    },
  });
  return token;
}

/** Ends one session on the server (its cookie stops working everywhere it was copied to). */
export async function deleteServerSession(token: unknown): Promise<void> {
  if (typeof token === "string" && token) await db.session.deleteMany({ where: { id: tokenHash(token) } });
}

export async function sessionFor(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

// Several loaders of one page ask for the visitor; a GET asks the database once (per request
// scope: request-scope.server.ts). Not for posts: an action may change the visitor before the
// loaders run.
const visitorsOfRequest = new WeakMap<object, Promise<Visitor | null>>();

/** The visitor of this request on this partner, or null when there is none yet. */
export function findVisitor(request: Request, partner: LoadedPartner): Promise<Visitor | null> {
  if (request.method !== "GET") return readVisitor(request, partner);
  const key = requestKey(request);
  let visitor = visitorsOfRequest.get(key);
  if (!visitor) {
    visitor = readVisitor(request, partner);
    visitorsOfRequest.set(key, visitor);
  }
  return visitor;
}

async function readVisitor(request: Request, partner: LoadedPartner): Promise<Visitor | null> {
  const session = await sessionFor(request);
  const userId: unknown = session.get(USER_ID);
  const token: unknown = session.get(TOKEN);
  if (typeof userId !== "string" || typeof token !== "string") return null;
  // Read on every funnel page, so plain SQL, one query for session and user: a Prisma query
  // costs several times more CPU here (scripts/bench/funnel.mjs). Same SQL on SQLite and
  // PostgreSQL; booleans normalised.
  const rows = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT u."id", u."partnerId", u."isGuest", u."firstName", u."professionId", u."professionDescription", u."birthDate", u."isPartnerBankCustomer"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."id" = ${tokenHash(token)} AND s."kind" = 'customer' AND s."expiresAt" > ${new Date()}
      AND u."id" = ${userId} AND u."partnerId" = ${partner.config.id}`;
  const row = rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    partnerId: String(row.partnerId),
    isGuest: truthy(row.isGuest),
    firstName: (row.firstName as string | null) ?? null,
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
export async function ensureVisitor(request: Request, partner: LoadedPartner): Promise<{ visitor: Visitor; headers: Headers }> {
  const headers = new Headers();
  const existing = await findVisitor(request, partner);
  if (existing) return { visitor: existing, headers };
  const visitor = await db.user.create({
    data: { partnerId: partner.config.id, isGuest: true },
    select: visitorSelect,
  });
  headers.append("Set-Cookie", await commitUserSession(request, visitor.id, { proven: false }));
  return { visitor, headers };
}

/**
 * Starts a session for this user on this browser and returns its Set-Cookie value (the
 * browser's previous session, if any, ends on the server). proven: made by a link mailed to
 * the account's address; a first proven session ends every unproven one (auth.server).
 */
export async function commitUserSession(
  request: Request,
  userId: string,
  options: { proven: boolean },
  extra: Record<string, unknown> = {},
): Promise<string> {
  const session = await sessionFor(request);
  await deleteServerSession(session.get(TOKEN));
  for (const key of Object.keys(session.data)) session.unset(key);
  const token = await createServerSession(
    { kind: "customer", userId },
    { proven: options.proven, lifetimeMs: CUSTOMER_SESSION_DAYS * 86_400_000 },
  );
  session.set(USER_ID, userId);
  session.set(TOKEN, token);
  for (const [key, value] of Object.entries(extra)) session.set(key, value);
  return sessionStorage.commitSession(session);
}

/** Whether this browser's session was opened for a broker working for the customer (spec section 6). */
export async function isBrokerFlowSession(request: Request): Promise<boolean> {
  return (await sessionFor(request)).get(BROKER_FLOW) === true;
}

/** The Set-Cookie value that ends the session on this browser, and its row on the server. */
export async function destroyUserSession(request: Request): Promise<string> {
  const session = await sessionFor(request);
  await deleteServerSession(session.get(TOKEN));
  return sessionStorage.destroySession(session);
}

/** For pages that only make sense with a cart (checkout): no visitor goes back to the products. */
export async function requireVisitor(request: Request, partner: LoadedPartner): Promise<Visitor> {
  const visitor = await findVisitor(request, partner);
  if (!visitor) throw redirect("/products/available-products");
  return visitor;
}

/** A customer by id, as a visitor of their partner: for work done on their behalf without their browser (a webhook). */
export async function visitorById(userId: string): Promise<Visitor | null> {
  return db.user.findUnique({ where: { id: userId }, select: visitorSelect });
}
