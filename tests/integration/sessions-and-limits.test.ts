// Sessions that end on the server, proven addresses, and staff sign-in limits per client
// (issue 9, defects 3, 4, 7 and 11), against the routes as Remix calls them, on a scratch
// database.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("sessions-and-limits");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "sessions-test-secret-0123456789";

const { db } = await import("~/server/platform/db.server");
const staffSignInRoute = await import("~/routes/staff/staff-sign-in");
const staffSignOutRoute = await import("~/routes/staff/staff-sign-out");
const signOutRoute = await import("~/routes/account/sign-out");
const signInRoute = await import("~/routes/account/sign-in");
const verifyRoute = await import("~/routes/account/sign-in-verify");
const adminLayout = await import("~/routes/staff/admin-layout");
const { requireCustomer, signInUser } = await import("~/server/account/auth.server");
const { loadPartner } = await import("~/server/platform/partner.server");
const { findStaff, STAFF_SIGN_IN_LIMITS } = await import("~/server/staff/staff-auth.server");
const { pruneExpiredSessions } = await import("~/server/platform/session.server");
const { hitRateLimit, PRUNE_EVERY_MS, RATE_LIMIT_KEEP_MS } = await import("~/server/platform/rate-limit.server");
const h = await import("./support/funnel-harness");
const { answerOf, getRequest, postForm } = h;

const ACME = "acme.localhost";
const ADMIN_HOST = "localhost";

let n = 0;
const signedIn = async (cookie: string) =>
  (await answerOf(() => requireCustomer(getRequest(ACME, "/user/policies", cookie)))).status === 200;
const cookieOf = (headers: Headers, name: string) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0] ?? null;

async function customer() {
  const email = `sessions-${++n}-${process.pid}@example.nl`;
  return db.user.create({ data: { partnerId: await h.partnerId("acme"), email, isGuest: false } });
}

/** A staff account of its own (so no test shares a sign-in counter with another). */
async function staffAccount(password = "correct-horse-battery") {
  const { hashPassword } = await import("~/server/staff/passwords.server");
  const email = `staff-${++n}-${process.pid}@insurer.example`;
  const account = await db.staffAccount.create({
    data: { role: "admin", email, name: "Test Admin", passwordHash: await hashPassword(password) },
  });
  return { ...account, password };
}

const staffAttempt = (email: string, password: string, clientAddress: string) =>
  answerOf(() =>
    staffSignInRoute.action({
      request: postForm(ADMIN_HOST, "/admin/sign-in", { email, password }),
      params: {},
      context: { clientAddress },
    }),
  );

describe("customer sessions end on the server", () => {
  it("after sign-out, a copy of the cookie no longer signs anybody in", async () => {
    const user = await customer();
    const cookie = await h.signedSessionCookie(user.id);
    const copy = cookie;
    expect(await signedIn(copy)).toBe(true);
    const answer = await answerOf(() => signOutRoute.action(h.args(postForm(ACME, "/sign-out", {}, cookie))));
    expect(answer.status).toBe(302);
    expect(await signedIn(copy)).toBe(false);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a session past its end on the server is nobody, and its row goes", async () => {
    const user = await customer();
    const cookie = await h.signedSessionCookie(user.id);
    const live = await customer();
    await h.signedSessionCookie(live.id);
    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await signedIn(cookie)).toBe(false);
    expect(await pruneExpiredSessions()).toBeGreaterThanOrEqual(1);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.session.count({ where: { userId: live.id } })).toBe(1);
  });
});

describe("a proven address", () => {
  it("the first sign-in by a mailed link ends every session that was never proven; later ones end nothing", async () => {
    // Someone bought with this address: their session (made at the purchase) was never proven.
    const user = await customer();
    const buyer = await h.signedSessionCookie(user.id, false);
    expect(await signedIn(buyer)).toBe(true);
    // The address's owner signs in by a link mailed to it.
    const request = postForm(ACME, "/sign-in", { email: user.email! });
    const asked = await answerOf(() => signInRoute.action({ request, params: {}, context: { clientAddress: "192.0.2.50" } }));
    const nonce = cookieOf(asked.headers, "__signin_nonce")!;
    const mail = await db.outboxMail.findFirstOrThrow({ where: { to: user.email! }, orderBy: { createdAt: "desc" } });
    const link = new URL((mail.links as string[])[0]!);
    const verified = await answerOf(() => verifyRoute.loader(h.args(getRequest(ACME, link.pathname + link.search, nonce))));
    expect(verified.status).toBe(302);
    const owner = cookieOf(verified.headers, "__session")!;
    expect(await signedIn(owner)).toBe(true);
    expect(await signedIn(buyer)).toBe(false);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).not.toBeNull();
    // A new unproven session after that (a partner's signed link, say) is not ended by the next proven sign-in.
    const later = await h.signedSessionCookie(user.id, false);
    const acme = (await loadPartner({ kind: "named", name: "acme" }))!;
    const { headers } = await signInUser(getRequest(ACME, "/", null), acme, user.id, { proven: true, mergeGuest: false });
    expect(cookieOf(headers, "__session")).not.toBeNull();
    expect(await signedIn(later)).toBe(true);
  });
});

describe("staff sessions", () => {
  it("sign-out ends the session on the server: a copied staff cookie stops working", async () => {
    const account = await staffAccount();
    const answer = await staffAttempt(account.email, account.password, "198.51.100.20");
    expect(answer.status).toBe(302);
    const cookie = cookieOf(answer.headers, "__staff")!;
    expect(await findStaff(getRequest(ADMIN_HOST, "/admin", cookie))).not.toBeNull();
    await answerOf(() => staffSignOutRoute.action(h.args(postForm(ADMIN_HOST, "/staff/sign-out", {}, cookie))));
    expect(await findStaff(getRequest(ADMIN_HOST, "/admin", cookie))).toBeNull();
    const page = await answerOf(() => adminLayout.loader(h.args(getRequest(ADMIN_HOST, "/admin/partners", cookie))));
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/admin\/sign-in/);
  });

  it("expire on the server after 8 hours, whatever the browser keeps", async () => {
    const account = await staffAccount();
    const answer = await staffAttempt(account.email, account.password, "198.51.100.21");
    const cookie = cookieOf(answer.headers, "__staff")!;
    const row = await db.session.findFirstOrThrow({ where: { staffId: account.id } });
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.99);
    expect(hours).toBeLessThanOrEqual(8.01);
    await db.session.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await findStaff(getRequest(ADMIN_HOST, "/admin", cookie))).toBeNull();
  });
});

describe("staff sign-in limits", () => {
  it("ten wrong passwords from one client slow that client down, never the owner elsewhere", async () => {
    const account = await staffAccount();
    const attacker = `203.0.113.${n % 250}`;
    const { limit } = STAFF_SIGN_IN_LIMITS.perAccountAndClient;
    for (let i = 0; i < limit; i++) expect((await staffAttempt(account.email, "wrong", attacker)).status).toBe(401);
    // The attacker's client is refused now, even with the right password...
    expect((await staffAttempt(account.email, account.password, attacker)).status).toBe(429);
    // ...but the owner, on another address, signs in.
    expect((await staffAttempt(account.email, account.password, "198.51.100.99")).status).toBe(302);
  });

  it("the client address reaches the limit (not one shared counter for every client)", async () => {
    const account = await staffAccount();
    await staffAttempt(account.email, "wrong", "203.0.113.201");
    const keys = (await db.rateLimitBucket.findMany({ where: { key: { contains: account.email } }, select: { key: true } })).map(
      (b) => b.key,
    );
    expect(keys).toEqual([`staff-sign-in:account-client:${account.email}:203.0.113.201`]);
  });

  it("signing in correctly counts nothing", async () => {
    const account = await staffAccount();
    for (let i = 0; i < STAFF_SIGN_IN_LIMITS.perAccountAndClient.limit + 2; i++) {
      expect((await staffAttempt(account.email, account.password, "198.51.100.30")).status).toBe(302);
    }
  });
});

describe("the rate-limit table", () => {
  it("drops buckets of windows older than a day, now and then on the back of a counted request", async () => {
    const old = new Date(Date.now() - RATE_LIMIT_KEEP_MS - 60_000);
    await db.rateLimitBucket.create({ data: { key: `old-${process.pid}`, windowStart: old, count: 3 } });
    // Ten minutes on, whatever this process pruned before, a counted request prunes again.
    await hitRateLimit(`fresh-${process.pid}`, { limit: 5, windowSeconds: 60 }, Date.now() + PRUNE_EVERY_MS + 1000);
    await expect.poll(() => db.rateLimitBucket.count({ where: { key: `old-${process.pid}` } })).toBe(0);
    expect(await db.rateLimitBucket.count({ where: { key: `fresh-${process.pid}` } })).toBe(1);
  });
});
