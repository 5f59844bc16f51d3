// Signing in and sessions, against the server code as Remix calls it, on a scratch
// database: concurrent use of one link, rate limits per client, cookies carried to another
// partner's host, the guest cart moving to the account, and sign-out everywhere.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("auth");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "auth-test-secret";

const { db } = await import("~/server/platform/db.server");
const { createLinkToken, consumeLinkToken, SignInLinkError } = await import("~/server/platform/link-tokens.server");
const { hitRateLimit } = await import("~/server/platform/rate-limit.server");
const signInRoute = await import("~/routes/account/sign-in");
const verifyRoute = await import("~/routes/account/sign-in-verify");
const rootRoute = await import("~/root");
const signOutRoute = await import("~/routes/account/sign-out");
const { requireCustomer } = await import("~/server/account/auth.server");
const h = await import("./support/funnel-harness");
const { answerOf, postForm, getRequest, sessionCookieFrom } = h;

const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";

let n = 0;
async function customer(partner: string) {
  const email = `auth-${++n}-${process.pid}@example.nl`;
  const user = await db.user.create({ data: { partnerId: await h.partnerId(partner), email, isGuest: false } });
  return { ...user, cookie: await h.signedSessionCookie(user.id) };
}

const signedIn = async (host: string, cookie: string | null) =>
  (await answerOf(() => requireCustomer(getRequest(host, "/user/policies", cookie)))).status === 200;

describe("magic links", () => {
  it("two clicks on one link at the same moment sign in once", async () => {
    const user = await customer("acme");
    const token = await createLinkToken({ kind: "email", email: user.email!, partnerId: user.partnerId });
    const results = await Promise.allSettled([1, 2, 3].map(() => consumeLinkToken(token, "email", user.partnerId)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(failures.every((f) => f.reason instanceof SignInLinkError && f.reason.reason === "used")).toBe(true);
  });

  it("a link is good for 15 minutes", async () => {
    const user = await customer("acme");
    const now = Date.now();
    const fresh = await createLinkToken({ kind: "email", email: user.email!, partnerId: user.partnerId, nowMs: now });
    await expect(consumeLinkToken(fresh, "email", user.partnerId, now + 15 * 60_000 - 1)).resolves.toMatchObject({ email: user.email });
    const stale = await createLinkToken({ kind: "email", email: user.email!, partnerId: user.partnerId, nowMs: now });
    await expect(consumeLinkToken(stale, "email", user.partnerId, now + 15 * 60_000)).rejects.toMatchObject({ reason: "expired" });
  });

  it("a hand-over token is not a mailed link, and a link of one partner is nothing on another", async () => {
    const user = await customer("acme");
    const handoff = await createLinkToken({ kind: "handoff", email: user.email!, partnerId: user.partnerId, userId: user.id });
    await expect(consumeLinkToken(handoff, "email", user.partnerId)).rejects.toMatchObject({ reason: "invalid" });
    const token = await createLinkToken({ kind: "email", email: user.email!, partnerId: user.partnerId });
    await expect(consumeLinkToken(token, "email", await h.partnerId("boekfix"))).rejects.toMatchObject({ reason: "invalid" });
  });

  it("following the link signs in with a session for this host only", async () => {
    const user = await customer("acme");
    const token = await createLinkToken({ kind: "email", email: user.email!, partnerId: user.partnerId });
    const answer = await answerOf(() => verifyRoute.loader(h.args(getRequest(ACME, `/sign-in/verify?token=${token}`))));
    expect(answer.status).toBe(302);
    const cookie = sessionCookieFrom(answer.headers);
    expect(await signedIn(ACME, cookie)).toBe(true);
    // The same cookie sent to another partner's host is nobody there.
    expect(await signedIn(BOEKFIX, cookie)).toBe(false);
  });

  it("a guest's cart and profession move to the account when the link is opened in the browser that asked for it", async () => {
    const user = await customer("acme");
    const guest = await h.createGuest("acme");
    const product = await h.productBySlug("business-liability");
    const profession = await db.profession.findFirstOrThrow();
    await db.cartItem.create({ data: { userId: guest.userId, partnerId: user.partnerId, productId: product.id } });
    await db.user.update({ where: { id: guest.userId }, data: { professionId: profession.id } });
    const { link, nonce } = await askForLink(user.email!, guest.cookie);
    const answer = await answerOf(() => verifyRoute.loader(h.args(getRequest(ACME, pathOf(link), `${guest.cookie}; ${nonce}`))));
    expect(answer.status).toBe(302);
    expect(await db.cartItem.count({ where: { userId: user.id, productId: product.id } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).professionId).toBe(profession.id);
    expect(await db.user.findUnique({ where: { id: guest.userId } })).toBeNull();
    expect(answer.headers.getSetCookie().some((c) => c.startsWith("__notice="))).toBe(false);
  });

  it("a guest's support conversation and insurance registered elsewhere move to the account, instead of going with the guest", async () => {
    const user = await customer("acme");
    const guest = await h.createGuest("acme");
    const checkin = await db.checkout.create({
      data: {
        partnerId: user.partnerId,
        userId: guest.userId,
        group: "other",
        variant: "checkin",
        status: "completed",
        outcome: "checked_in",
        completedAt: new Date(),
      },
    });
    const held = await db.checkedInInsurance.create({
      data: {
        partnerId: user.partnerId,
        userId: guest.userId,
        checkoutId: checkin.id,
        insurer: "Elders Verzekerd",
        kinds: ["legal"],
        perClaimCents: 50_000_00,
        perYearCents: 100_000_00,
        renewalDate: "2027-03-01",
        monthlyPremiumCents: 23_45,
      },
    });
    const conversation = await db.chatConversation.create({ data: { partnerId: user.partnerId, userId: guest.userId } });
    await db.chatMessage.create({
      data: { conversationId: conversation.id, author: "customer", body: "Dekt mijn polis schade aan gehuurde apparatuur?" },
    });
    const { link, nonce } = await askForLink(user.email!, guest.cookie);
    const answer = await answerOf(() => verifyRoute.loader(h.args(getRequest(ACME, pathOf(link), `${guest.cookie}; ${nonce}`))));
    expect(answer.status).toBe(302);
    expect(await db.user.findUnique({ where: { id: guest.userId } })).toBeNull();
    const moved = await db.chatConversation.findUniqueOrThrow({ where: { id: conversation.id }, include: { messages: true } });
    expect(moved.userId).toBe(user.id);
    expect(moved.messages.map((message) => message.body)).toEqual(["Dekt mijn polis schade aan gehuurde apparatuur?"]);
    expect((await db.checkedInInsurance.findUniqueOrThrow({ where: { id: held.id } })).userId).toBe(user.id);
    expect((await db.checkout.findUniqueOrThrow({ where: { id: checkin.id } })).userId).toBe(user.id);
  });

  it("a link opened in another browser signs in there without taking that browser's guest data, and says so", async () => {
    // The attacker asks for a link to their own account and sends it to a victim who has a cart.
    const attacker = await customer("acme");
    const { link } = await askForLink(attacker.email!, null);
    const victim = await h.createGuest("acme");
    const product = await h.productBySlug("business-liability");
    await db.cartItem.create({ data: { userId: victim.userId, partnerId: attacker.partnerId, productId: product.id } });
    const answer = await answerOf(() => verifyRoute.loader(h.args(getRequest(ACME, pathOf(link), victim.cookie))));
    expect(answer.status).toBe(302);
    // Nothing of the victim's moved into the attacker's account.
    expect(await db.cartItem.count({ where: { userId: attacker.id } })).toBe(0);
    expect(await db.cartItem.count({ where: { userId: victim.userId, productId: product.id } })).toBe(1);
    const notice = answer.headers
      .getSetCookie()
      .find((c) => c.startsWith("__notice="))!
      .split(";")[0]!;
    // The next page says so, once: the root loader reads the notice and clears it.
    const page = await answerOf(() => rootRoute.loader(h.args(getRequest(ACME, answer.location!, notice))));
    expect((page.body as { notice: string | null }).notice).toBe("guestNotMerged");
    expect(page.headers.getSetCookie().find((c) => c.startsWith("__notice="))).toMatch(/Max-Age=0/);
  });

  it("a new address proven in another browser becomes a new account, not that browser's guest profile", async () => {
    const email = `fresh-${process.pid}-${Date.now()}@example.nl`;
    const { link } = await askForLink(email, null);
    const victim = await h.createGuest("acme");
    const answer = await answerOf(() => verifyRoute.loader(h.args(getRequest(ACME, pathOf(link), victim.cookie))));
    expect(answer.status).toBe(302);
    const account = await db.user.findFirstOrThrow({ where: { email, isGuest: false } });
    expect(account.id).not.toBe(victim.userId);
    expect((await db.user.findUniqueOrThrow({ where: { id: victim.userId } })).isGuest).toBe(true);
  });

  it("the mailed link is built from configuration, not from the request's Host", async () => {
    const user = await customer("acme");
    // The Host names acme on a domain that is not ours: no mail, no link, a 404.
    const request = postForm("acme.attacker.example", "/sign-in", { email: user.email! });
    const answer = await answerOf(() => signInRoute.action({ request, params: {}, context: { clientAddress: "198.51.100.7" } }));
    expect(answer.status).toBe(404);
    expect(await db.outboxMail.count({ where: { to: user.email! } })).toBe(0);
    const { link } = await askForLink(user.email!, null);
    expect(link).toMatch(/^http:\/\/acme\.localhost:3000\/sign-in\/verify\?token=[\w-]+$/);
  });
});

/** Asks for a sign-in link on acme as a browser with this cookie; the mailed link and the nonce cookie set. */
async function askForLink(email: string, cookie: string | null): Promise<{ link: string; nonce: string }> {
  const request = postForm(ACME, "/sign-in", { email }, cookie);
  const answer = await answerOf(() => signInRoute.action({ request, params: {}, context: { clientAddress: `192.0.2.${++n % 250}` } }));
  expect(answer.status).toBe(302);
  const nonce = answer.headers
    .getSetCookie()
    .find((c) => c.startsWith("__signin_nonce="))!
    .split(";")[0]!;
  const mail = await db.outboxMail.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
  return { link: (mail.links as string[])[0]!, nonce };
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

describe("link requests", () => {
  it("are limited per client address across addresses", async () => {
    const client = `203.0.113.${process.pid % 250}`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const request = postForm(ACME, "/sign-in", { email: `flood-${i}-${process.pid}@example.nl` });
      statuses.push((await answerOf(() => signInRoute.action({ request, params: {}, context: { clientAddress: client } }))).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 302)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(await db.outboxMail.count({ where: { to: `flood-20-${process.pid}@example.nl` } })).toBe(0);
  });

  it("count in the database per window", async () => {
    const rule = { limit: 2, windowSeconds: 60 };
    const start = Math.floor(Date.now() / 60_000) * 60_000;
    expect(await hitRateLimit("test:window", rule, start)).toEqual({ allowed: true });
    expect(await hitRateLimit("test:window", rule, start + 1000)).toEqual({ allowed: true });
    expect(await hitRateLimit("test:window", rule, start + 2000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(await hitRateLimit("test:window", rule, start + 60_000)).toEqual({ allowed: true });
  });

  it("junk or a cross-site post is refused without a mail", async () => {
    const junk = new Request(`http://${ACME}/sign-in`, {
      method: "POST",
      headers: { Host: ACME, "Content-Type": "application/json" },
      body: "{",
    });
    expect((await answerOf(() => signInRoute.action(h.args(junk)))).status).toBe(400);
    const forged = postForm(ACME, "/sign-in", { email: `forged-${process.pid}@example.nl` });
    forged.headers.set("Origin", "http://evil.example");
    expect((await answerOf(() => signInRoute.action(h.args(forged)))).status).toBe(403);
    expect(await db.outboxMail.count({ where: { to: `forged-${process.pid}@example.nl` } })).toBe(0);
  });
});

describe("sessions", () => {
  it("sign-out everywhere ends every session of the customer", async () => {
    const user = await customer("acme");
    const other = await h.signedSessionCookie(user.id);
    expect(await signedIn(ACME, other)).toBe(true);
    const appToken = await db.refreshToken.create({
      data: {
        tokenHash: `hash-${user.id}`,
        familyId: "f",
        userId: user.id,
        partnerId: user.partnerId,
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    const answer = await answerOf(() => signOutRoute.action(h.args(postForm(ACME, "/sign-out", { everywhere: "1" }, user.cookie))));
    expect(answer.status).toBe(302);
    expect(await signedIn(ACME, other)).toBe(false);
    expect(await signedIn(ACME, user.cookie)).toBe(false);
    // The partner app's refresh tokens end too.
    expect((await db.refreshToken.findUniqueOrThrow({ where: { id: appToken.id } })).revokedAt).not.toBeNull();
  });

  it("a guest is not a customer, and a forged cookie is nobody", async () => {
    const guest = await h.createGuest("acme");
    expect(await signedIn(ACME, guest.cookie)).toBe(false);
    const user = await customer("acme");
    const [value] = user.cookie.split(".");
    expect(await signedIn(ACME, `${value}.forged`)).toBe(false);
  });
});
