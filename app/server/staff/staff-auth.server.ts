// Staff sign-in (admins and brokers; decision 0017): remix-auth with a password strategy, a
// session cookie of their own (__staff), separate from the customer's. While a browser
// impersonates a customer, nothing admin-only answers it.
import { createCookieSessionStorage, data, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import { isInsurerAdmin, type StaffIdentity, type StaffRole } from "~/domain/staff/staff";
import { safeReturnPath } from "~/domain/account/auth-redirects";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import { formDataOf } from "../platform/guards.server";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./passwords.server";
import { checkRateLimit, hitRateLimit } from "../platform/rate-limit.server";
import { isImpersonating } from "../platform/impersonator.server";
import { createServerSession, deleteServerSession } from "../platform/session.server";
import { tokenHash } from "../platform/token-hash.server";

const STAFF_HOURS = 8;

export const staffSessionStorage = createCookieSessionStorage({
  cookie: {
    name: "__staff",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    secrets: config.sessionSecrets,
    maxAge: STAFF_HOURS * 3600,
  },
});

/**
 * Wrong passwords are counted per client address and per account from one client address: an
 * attacker elsewhere can slow themselves down, never lock the account's owner out (decision 0024).
 */
export const STAFF_SIGN_IN_LIMITS = {
  perAccountAndClient: { limit: 10, windowSeconds: 15 * 60 },
  perClient: { limit: 50 * config.clientRateLimitFactor, windowSeconds: 15 * 60 },
} as const;

/** A staff session ends on the server after this many hours, whatever the browser keeps. */
export const STAFF_SESSION_HOURS = STAFF_HOURS;

/** remix-auth hands the strategy a copy of the request; the client address travels in this header, set by us only. */
const CLIENT_HEADER = "x-staff-sign-in-client";

export class StaffSignInError extends Error {
  constructor(
    readonly reason: "credentials" | "rateLimited" | "invalid",
    readonly retryAfterSeconds = 0,
  ) {
    super(`staff sign-in: ${reason}`);
  }
}

type Credentials = { email: string; password: string; clientAddress: string };

class StaffPasswordStrategy extends Strategy<StaffIdentity, Credentials> {
  name = "staff-password";
  constructor() {
    super(async ({ email, password, clientAddress }) => {
      const limits = [
        [`staff-sign-in:account-client:${email}:${clientAddress}`, STAFF_SIGN_IN_LIMITS.perAccountAndClient],
        [`staff-sign-in:client:${clientAddress}`, STAFF_SIGN_IN_LIMITS.perClient],
      ] as const;
      for (const [key, rule] of limits) {
        const limited = await checkRateLimit(key, rule);
        if (!limited.allowed) throw new StaffSignInError("rateLimited", limited.retryAfterSeconds);
      }
      const account = await db.staffAccount.findUnique({ where: { email }, include: { partner: { select: { name: true } } } });
      // Always hash once, so an unknown address takes as long as a wrong password.
      const good = await verifyPassword(password, account?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!account || !good) {
        // Only failures count: signing in as often as one likes never locks anybody out.
        for (const [key, rule] of limits) await hitRateLimit(key, rule);
        throw new StaffSignInError("credentials");
      }
      return identityOf(account);
    });
  }
  async authenticate(request: Request): Promise<StaffIdentity> {
    const form = await formDataOf(request);
    const email = String(form.get("email") ?? "")
      .trim()
      .toLowerCase();
    const password = String(form.get("password") ?? "");
    if (!email || !password || email.length > 254 || password.length > 200) throw new StaffSignInError("invalid");
    return this.verify({ email, password, clientAddress: request.headers.get(CLIENT_HEADER) ?? "unknown" });
  }
}

function identityOf(account: {
  id: string;
  role: string;
  name: string;
  partnerId: string | null;
  partner: { name: string } | null;
}): StaffIdentity {
  return {
    id: account.id,
    role: account.role as StaffRole,
    name: account.name,
    partnerId: account.partnerId,
    partnerName: account.partner?.name ?? null,
  };
}

export const staffAuthenticator = new Authenticator<StaffIdentity>().use(new StaffPasswordStrategy());

/** Signs a staff member in by the posted e-mail and password; returns the Set-Cookie value. */
export async function signInStaff(request: Request, clientAddress: string | undefined): Promise<{ staff: StaffIdentity; cookie: string }> {
  // Whatever the client sent in this header is replaced: only the socket's address counts.
  const headers = new Headers(request.headers);
  headers.set(CLIENT_HEADER, clientAddress ?? "unknown");
  const staff = await staffAuthenticator.authenticate("staff-password", new Request(request, { headers }));
  return { staff, cookie: await startStaffSession(staff.id) };
}

/** A staff session on the server (8 hours) and the cookie that names it. */
export async function startStaffSession(staffId: string): Promise<string> {
  const token = await createServerSession({ kind: "staff", staffId }, { proven: true, lifetimeMs: STAFF_SESSION_HOURS * 3_600_000 });
  const session = await staffSessionStorage.getSession();
  session.set("staffId", staffId);
  session.set("sid", token);
  return staffSessionStorage.commitSession(session);
}

/** Ends this browser's staff session, on the server too (a copied cookie stops working). */
export async function signOutStaff(request: Request): Promise<string> {
  const session = await staffSessionStorage.getSession(request.headers.get("Cookie"));
  await deleteServerSession(session.get("sid"));
  return staffSessionStorage.destroySession(session);
}

/** The signed-in staff member of this browser, or null (no session on the server, or past its 8 hours). */
export async function findStaff(request: Request): Promise<StaffIdentity | null> {
  const session = await staffSessionStorage.getSession(request.headers.get("Cookie"));
  const staffId: unknown = session.get("staffId");
  const token: unknown = session.get("sid");
  if (typeof staffId !== "string" || typeof token !== "string") return null;
  // A staff page's document runs the area layout's loader and the page's at once, and both
  // ask: they share one lookup. Only lookups in flight are shared, nothing is kept after.
  const key = `${staffId} ${token}`;
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = readStaff(staffId, token).finally(() => lookups.delete(key));
    lookups.set(key, lookup);
  }
  return lookup;
}

const lookups = new Map<string, Promise<StaffIdentity | null>>();

/**
 * Session, account and partner name in one plain SQL query (every staff page and data
 * request reads it; a Prisma query with its two relations costs three queries and several
 * times the CPU). Same SQL on SQLite and PostgreSQL.
 */
async function readStaff(staffId: string, token: string): Promise<StaffIdentity | null> {
  const rows = await db.$queryRaw<{ id: string; role: string; name: string; partnerId: string | null; partnerName: string | null }[]>`
    SELECT a."id", a."role", a."name", a."partnerId", p."name" AS "partnerName"
    FROM "Session" s JOIN "StaffAccount" a ON a."id" = s."staffId" LEFT JOIN "Partner" p ON p."id" = a."partnerId"
    WHERE s."id" = ${tokenHash(token)} AND s."kind" = 'staff' AND s."staffId" = ${staffId} AND s."expiresAt" > ${new Date()}`;
  const row = rows[0];
  return row ? identityOf({ ...row, partner: row.partnerName === null ? null : { name: row.partnerName } }) : null;
}

async function requireStaff(request: Request, role: StaffRole): Promise<StaffIdentity> {
  // While impersonating, the browser is the customer: nothing admin-only is reachable.
  if (await isImpersonating(request)) throw data({ error: "impersonating" }, { status: 403 });
  const staff = await findStaff(request);
  if (!staff) {
    const url = new URL(request.url);
    const back = safeReturnPath(url.pathname + url.search);
    const signIn = role === "admin" ? "/admin/sign-in" : "/broker/sign-in";
    throw redirect(back ? `${signIn}?redirectTo=${encodeURIComponent(back)}` : signIn);
  }
  if (staff.role !== role) throw data({ error: "forbidden" }, { status: 403 });
  return staff;
}

export const requireAdmin = (request: Request) => requireStaff(request, "admin");

/** An admin of the insurer (all partners); a partner's admin gets a 403. */
export async function requireInsurerAdmin(request: Request): Promise<StaffIdentity> {
  const staff = await requireAdmin(request);
  if (!isInsurerAdmin(staff)) throw data({ error: "forbidden" }, { status: 403 });
  return staff;
}
export const requireBroker = (request: Request) => requireStaff(request, "broker");
