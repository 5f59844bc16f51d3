// The token API for partner apps (spec section 7, README "For integrators"): signed external
// ids traded once for tokens, refresh rotation with reuse detection, /users/me on the partner
// of the host only, translated field errors, and garbage that never becomes a 500. Route
// loaders and actions are called directly, as Remix calls them, on a scratch database.
import { createHash } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("token-api");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "token-api-test-session-secret";
process.env.JWT_SECRET = "token-api-test-jwt-secret";

const { db } = await import("~/server/platform/db.server");
const { signExternalId } = await import("~/domain/account/signed-link");
const { addDays, todayInAmsterdam } = await import("~/domain/platform/validation");
const { signAccessToken, JWT_AUDIENCE, JWT_ISSUER } = await import("~/server/account/tokens.server");
const createRoute = await import("~/routes/api/api-jwt-create");
const refreshRoute = await import("~/routes/api/api-jwt-refresh");
const meRoute = await import("~/routes/api/api-users-me");
const signInAppRoute = await import("~/routes/account/sign-in-app");
const { config } = await import("~/server/platform/config.server");
const { isBrokerFlowSession } = await import("~/server/platform/session.server");
const { answerOf, args, getRequest, partnerId, sessionCookieFrom } = await import("./support/funnel-harness");

const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";
const DEFAULT_HOST = "localhost"; // the direct partner: no link-signing secret
const SECRETS: Record<string, string> = { [ACME]: "demo-acme-link-secret", [BOEKFIX]: "demo-boekfix-link-secret" };
const NL_MIN_AGE = "Je moet minimaal 18 jaar oud zijn";
const EN_MIN_AGE = "You must be at least 18 years old";

// ------------------------------------------------------------------------------------------
// Helpers

type Headers = Record<string, string>;

function request(host: string, pathname: string, method: string, body?: unknown, headers: Headers = {}): Request {
  const init: RequestInit = { method, headers: { Host: host, ...headers } };
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    (init.headers as Headers)["Content-Type"] = "application/json";
  }
  return new Request(`http://${host}${pathname}`, init);
}

let sequence = 0;
/** A fresh external id, so tests do not share users. */
const externalId = (label: string) => `${label}-${process.pid}-${++sequence}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function signedBody(host: string, id: string, createdAt = nowSeconds(), extra: Record<string, unknown> = {}) {
  const secret = SECRETS[host] ?? "no-secret";
  return { external_id: id, signature_created_at: createdAt, signature: signExternalId(secret, id, String(createdAt)), ...extra };
}

function create(host: string, body: unknown, headers?: Headers) {
  return answerOf(() => createRoute.action(args(request(host, "/jwt/create-by-external-id", "POST", body, headers))));
}

function refresh(host: string, token: unknown, headers?: Headers) {
  return answerOf(() => refreshRoute.action(args(request(host, "/auth/jwt/refresh", "POST", { refresh: token }, headers))));
}

function getMe(host: string, access: string | null, headers: Headers = {}) {
  const auth: Headers = access === null ? {} : { Authorization: `Bearer ${access}` };
  return answerOf(() => meRoute.loader(args(request(host, "/users/me", "GET", undefined, { ...auth, ...headers }))));
}

function patchMe(host: string, access: string, body: unknown, headers: Headers = {}) {
  return answerOf(() => meRoute.action(args(request(host, "/users/me", "PATCH", body, { Authorization: `Bearer ${access}`, ...headers }))));
}

type Tokens = { access: string; refresh: string; open_url: string };

async function signIn(
  host: string,
  id = externalId("user"),
  extra: Record<string, unknown> = {},
): Promise<Tokens & { externalId: string }> {
  const answer = await create(host, signedBody(host, id, nowSeconds(), extra));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...(answer.body as Tokens), externalId: id };
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

async function counts() {
  const [users, uses, refreshTokens] = await Promise.all([db.user.count(), db.signedLinkUse.count(), db.refreshToken.count()]);
  return { users, uses, refreshTokens };
}

async function professions() {
  return db.profession.findMany({ orderBy: { slug: "asc" }, take: 2, select: { id: true, names: true } });
}

// ------------------------------------------------------------------------------------------

describe("POST /jwt/create-by-external-id", () => {
  it("trades a good signature for a token pair of a new customer with that external id on this partner", async () => {
    const [profession] = await professions();
    const id = externalId("new");
    const answer = await create(ACME, signedBody(ACME, id, nowSeconds(), { profession_id: profession!.id, is_broker_flow: false }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const tokens = answer.body as Tokens;
    expect(Object.keys(tokens).sort()).toEqual(["access", "open_url", "refresh"]);
    expect(tokens.access.split(".")).toHaveLength(3);
    expect(tokens.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const user = await db.user.findUniqueOrThrow({
      where: { partnerId_externalId: { partnerId: await partnerId("acme"), externalId: id } },
    });
    expect(user).toMatchObject({ isGuest: false, professionId: profession!.id, externalId: id });
    // The refresh token is kept only as a hash.
    const stored = await db.refreshToken.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(sha256(tokens.refresh));
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    // And the access token names that user.
    const me = await getMe(ACME, tokens.access);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, external_id: id, profession: { id: profession!.id } });
  });

  it("signs the existing customer in again with a new signature, creating nobody; an unknown profession id is ignored", async () => {
    const first = await signIn(ACME, externalId("again"), { profession_id: "no-such-profession" });
    const before = await counts();
    const second = await create(ACME, signedBody(ACME, first.externalId, nowSeconds() - 5));
    expect(second.status).toBe(200);
    expect((await counts()).users).toBe(before.users);
    const [a, b] = await Promise.all([getMe(ACME, first.access), getMe(ACME, (second.body as Tokens).access)]);
    expect((a.body as { id: string }).id).toBe((b.body as { id: string }).id);
    expect((a.body as { profession: unknown }).profession).toBeNull();
  });

  it("answers the spec's signature_expired for a signature older than 5 minutes, and writes nothing", async () => {
    const before = await counts();
    const answer = await create(ACME, signedBody(ACME, externalId("old"), nowSeconds() - 301));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ non_field_errors: ["signature_expired"] });
    const future = await create(ACME, signedBody(ACME, externalId("future"), nowSeconds() + 120));
    expect(future.body).toEqual({ non_field_errors: ["signature_expired"] });
    expect(await counts()).toEqual(before);
  });

  it("answers 401 for an altered external id, time or signature, or another partner's secret, and writes nothing", async () => {
    const before = await counts();
    const good = signedBody(ACME, externalId("victim"));
    const flipped = (good.signature[0] === "a" ? "b" : "a") + good.signature.slice(1);
    const attempts = [
      { ...good, external_id: "someone-else" },
      { ...good, signature_created_at: good.signature_created_at - 1 },
      { ...good, signature: flipped },
      { ...good, signature: good.signature.slice(0, 40) },
      { ...good, signature: "not hex at all" },
      signedBody(BOEKFIX, good.external_id), // boekfix's secret, sent to acme
    ];
    for (const body of attempts) {
      const answer = await create(ACME, body);
      expect(answer.status, JSON.stringify(body)).toBe(401);
      expect(answer.body).toMatchObject({
        code: "signature_invalid",
        detail: "Ongeldige link. Gebruik een geldige link of neem contact op met support.",
      });
    }
    // And boekfix's own signature is not good on acme's host, nor acme's on boekfix's.
    expect((await create(BOEKFIX, good)).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it("refuses a signature a second time, also spelt in upper case and also when sent twice at once", async () => {
    const body = signedBody(ACME, externalId("once"));
    expect((await create(ACME, body)).status).toBe(200);
    const before = await counts();
    for (const again of [body, { ...body, signature: body.signature.toUpperCase() }]) {
      const answer = await create(ACME, again, { "Accept-Language": "en" });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: "signature_used", detail: "This link has already been used. Ask for a new link." });
    }
    expect(await counts()).toEqual(before);

    const racing = signedBody(ACME, externalId("race"));
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(ACME, racing)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(4);
    expect(await db.user.count({ where: { externalId: racing.external_id } })).toBe(1);
    const racer = await db.user.findFirstOrThrow({ where: { externalId: racing.external_id } });
    expect(await db.refreshToken.count({ where: { userId: racer.id } })).toBe(1);
  });

  it("answers 403 on a partner without a link-signing secret", async () => {
    const before = await counts();
    const id = externalId("direct");
    const answer = await create(DEFAULT_HOST, signedBody(ACME, id));
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: "signed_links_disabled" });
    expect(await counts()).toEqual(before);
  });

  it("answers 400 with translated field errors for missing fields, and 400 for a body that is not a JSON object", async () => {
    const missing = await create(ACME, { external_id: "x" }, { "Accept-Language": "en" });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ signature_created_at: ["This field is required"], signature: ["This field is required"] });
    for (const body of ["{not json", "", "[]", "null", '"text"', "42", `{"a":"${"x".repeat(20_000)}"}`]) {
      const answer = await create(ACME, body);
      expect(answer.status, body.slice(0, 20)).toBe(400);
      expect(answer.body).toEqual({ detail: "De body van het verzoek moet een JSON-object zijn." });
    }
  });

  it("answers 405 to other methods and a JSON 404 on an unknown partner's host", async () => {
    const get = await answerOf(() => createRoute.loader(args(request(ACME, "/jwt/create-by-external-id", "GET"))));
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const put = await answerOf(() => createRoute.action(args(request(ACME, "/jwt/create-by-external-id", "PUT", {}))));
    expect(put.status).toBe(405);
    const unknown = await create("nosuchpartner.localhost", signedBody(ACME, externalId("x")));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toHaveProperty("detail");
  });
});

// ------------------------------------------------------------------------------------------
// open_url, funnel_type, product_id, is_broker_flow (decision 0037)

/** Follows an open_url through the route's loader, on the host given (its own by default). */
function follow(openUrl: string, host?: string, cookie?: string | null) {
  const url = new URL(openUrl);
  return answerOf(() => signInAppRoute.loader(args(getRequest(host ?? url.hostname, url.pathname + url.search, cookie))));
}

/** The expected origin of a partner's host: from configuration (scheme, port, root domain). */
function configuredOrigin(name: string) {
  const { scheme, port } = config.publicUrl;
  const defaultPort = scheme === "https" ? 443 : 80;
  return `${scheme}://${name}.${config.rootDomains[0]}${port && port !== defaultPort ? `:${port}` : ""}`;
}

/** A shop product of one partner that the other does not offer. */
async function productOnlyOf(name: string, other: string) {
  const [own, theirs] = await Promise.all([
    db.partnerProduct.findMany({
      where: { partnerId: await partnerId(name), product: { active: true, NOT: { type: "checkin" } } },
      select: { productId: true },
    }),
    db.partnerProduct.findMany({ where: { partnerId: await partnerId(other) }, select: { productId: true } }),
  ]);
  const taken = new Set(theirs.map((row) => row.productId));
  const id = own.map((row) => row.productId).find((productId) => !taken.has(productId));
  if (!id) throw new Error(`no product of ${name} that ${other} lacks`);
  return id;
}

async function acmeShopProduct() {
  const row = await db.partnerProduct.findFirstOrThrow({
    where: { partnerId: await partnerId("acme"), product: { active: true, NOT: { type: "checkin" }, tariffs: { some: {} } } },
    orderBy: { position: "asc" },
    select: { productId: true },
  });
  return row.productId;
}

describe("open_url of POST /jwt/create-by-external-id", () => {
  it("is an absolute URL on the partner's configured host, whatever Host or X-Forwarded-Host the request claims", async () => {
    const id = externalId("url");
    const answer = await create(`${ACME}:8443`, signedBody(ACME, id), { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const openUrl = new URL((answer.body as Tokens).open_url);
    expect(openUrl.origin).toBe(configuredOrigin("acme"));
    expect(openUrl.pathname).toBe("/sign-in/app");
    expect(openUrl.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
    // Bound to the partner and the user, for two minutes, kept as a hash only.
    const user = await db.user.findFirstOrThrow({ where: { externalId: id } });
    const link = await db.magicLink.findUniqueOrThrow({ where: { tokenHash: sha256(openUrl.searchParams.get("token")!) } });
    expect(link).toMatchObject({
      kind: "app-handoff",
      partnerId: await partnerId("acme"),
      userId: user.id,
      email: "",
      returnTo: "/products/available-products",
    });
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeGreaterThan(119_000);
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeLessThanOrEqual(121_000);
  });

  it("signs the browser in once and lands on each funnel type's start, or its profession page first", async () => {
    const [profession] = await professions();
    const product = await acmeShopProduct();
    const cases: [Record<string, unknown>, boolean, string][] = [
      [{}, true, "/products/available-products"],
      [{ funnel_type: null }, false, "/profession"],
      [{ funnel_type: "default" }, true, "/products/available-products"],
      [{ funnel_type: "calculator" }, true, "/insurance-calculator/available-products"],
      [{ funnel_type: "calculator" }, false, "/insurance-calculator/profession"],
      [{ funnel_type: "checkin" }, true, "/insurance-checkin-welcome"],
      [{ funnel_type: "checkin" }, false, "/profession?flow=checkin"],
      [{ funnel_type: "csc", product_id: product }, true, `/checkout/aov-premium-review?product_id=${product}`],
      [{ funnel_type: "csc" }, true, "/products/available-products"],
    ];
    for (const [extra, withProfession, path] of cases) {
      const label = `${JSON.stringify(extra)} ${withProfession}`;
      const tokens = await signIn(ACME, externalId("funnel"), withProfession ? { ...extra, profession_id: profession!.id } : extra);
      const arrival = await follow(tokens.open_url);
      expect(arrival.status, label).toBe(302);
      expect(arrival.location, label).toBe(path);
      const cookie = sessionCookieFrom(arrival.headers);
      expect(cookie, label).toBeTruthy();
      // The cookie is a session of the app's user, not proven (the link may have been passed on).
      const user = await db.user.findFirstOrThrow({ where: { externalId: tokens.externalId } });
      const sessions = await db.session.findMany({ where: { userId: user.id } });
      expect(
        sessions.map((session) => session.proven),
        label,
      ).toEqual([false]);
      expect(await isBrokerFlowSession(getRequest(ACME, "/", cookie)), label).toBe(false);
    }
  });

  it("works once: a second use, another partner's host, an altered or expired token go to /welcome?error=invalid_link", async () => {
    const tokens = await signIn(ACME);
    expect((await follow(tokens.open_url)).location).toBe("/profession");
    const again = await follow(tokens.open_url);
    expect(again.status).toBe(302);
    expect(again.location).toBe("/welcome?error=invalid_link");

    const elsewhere = await signIn(ACME);
    expect((await follow(elsewhere.open_url, BOEKFIX)).location).toBe("/welcome?error=invalid_link");
    // Refused on boekfix's host, it was not used up there.
    expect((await follow(elsewhere.open_url)).location).toBe("/profession");

    const altered = await signIn(ACME);
    const url = new URL(altered.open_url);
    const token = url.searchParams.get("token")!;
    url.searchParams.set("token", (token[0] === "a" ? "b" : "a") + token.slice(1));
    expect((await follow(url.toString())).location).toBe("/welcome?error=invalid_link");
    url.searchParams.delete("token");
    expect((await follow(url.toString())).location).toBe("/welcome?error=invalid_link");

    const late = await signIn(ACME);
    const lateToken = new URL(late.open_url).searchParams.get("token")!;
    await db.magicLink.update({ where: { tokenHash: sha256(lateToken) }, data: { expiresAt: new Date(Date.now() - 1) } });
    const expired = await follow(late.open_url);
    expect(expired.location).toBe("/welcome?error=invalid_link");
    expect(sessionCookieFrom(expired.headers) ?? "").not.toMatch(/^__session=[^;]{20,}/);
  });

  it("ends a session already in the browser when the link is refused", async () => {
    const first = await signIn(ACME);
    const arrival = await follow(first.open_url);
    const cookie = sessionCookieFrom(arrival.headers)!;
    const user = await db.user.findFirstOrThrow({ where: { externalId: first.externalId } });
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
    await follow(first.open_url, undefined, cookie);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("marks the browser's session as a broker's with is_broker_flow (true or \"true\"), not otherwise", async () => {
    for (const [value, broker] of [
      [true, true],
      ["TRUE", true],
      ["false", false],
      [null, false],
    ] as const) {
      const tokens = await signIn(ACME, externalId("broker"), { is_broker_flow: value });
      const arrival = await follow(tokens.open_url);
      expect(arrival.location).toBe("/profession");
      expect(await isBrokerFlowSession(getRequest(ACME, "/", sessionCookieFrom(arrival.headers))), String(value)).toBe(broker);
    }
  });

  it("puts a valid product_id in the user's cart once, except for csc", async () => {
    const product = await acmeShopProduct();
    const tokens = await signIn(ACME, externalId("cart"), { product_id: product, funnel_type: "calculator" });
    const user = await db.user.findFirstOrThrow({ where: { externalId: tokens.externalId } });
    expect(await db.cartItem.findMany({ where: { userId: user.id }, select: { productId: true, partnerId: true } })).toEqual([
      { productId: product, partnerId: await partnerId("acme") },
    ]);
    // Signed in again with the same product: still one item.
    expect((await create(ACME, signedBody(ACME, tokens.externalId, nowSeconds() - 3, { product_id: product }))).status).toBe(200);
    expect(await db.cartItem.count({ where: { userId: user.id } })).toBe(1);

    const csc = await signIn(ACME, externalId("csc"), { product_id: product, funnel_type: "csc" });
    const cscUser = await db.user.findFirstOrThrow({ where: { externalId: csc.externalId } });
    expect(await db.cartItem.count({ where: { userId: cscUser.id } })).toBe(0);
  });

  it("refuses another partner's or an unknown product_id with 400, and the signature still works afterwards", async () => {
    const boekfixOnly = await productOnlyOf("boekfix", "acme");
    const checkin = await db.insuranceProduct.findFirst({ where: { type: "checkin" }, select: { id: true } });
    for (const productId of [boekfixOnly, "no-such-product", 12345, ...(checkin ? [checkin.id] : [])]) {
      const before = await counts();
      const body = signedBody(ACME, externalId("product"));
      const refused = await create(ACME, { ...body, product_id: productId }, { "Accept-Language": "en" });
      expect(refused.status, String(productId)).toBe(400);
      expect(refused.body).toEqual({ product_id: ["This product is not offered here."] });
      expect(await counts()).toEqual(before);
      expect((await create(ACME, body)).status).toBe(200);
    }
  });

  it("refuses an unknown funnel_type or a bad is_broker_flow with a translated 400, and the signature still works afterwards", async () => {
    const before = await counts();
    const body = signedBody(ACME, externalId("funnel-type"));
    const refused = await create(ACME, { ...body, funnel_type: "aov" });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ funnel_type: ["Onbekend funneltype. Kies default, calculator, checkin of csc."] });
    const badFlag = await create(ACME, { ...body, is_broker_flow: "yes" }, { "Accept-Language": "de" });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body).toEqual({ is_broker_flow: ["Muss true oder false sein."] });
    expect(await counts()).toEqual(before);
    const corrected = await create(ACME, { ...body, funnel_type: "checkin" });
    expect(corrected.status).toBe(200);
    expect((await follow((corrected.body as Tokens).open_url)).location).toBe("/profession?flow=checkin");
  });
});

describe("POST /auth/jwt/refresh", () => {
  it("rotates: a new pair that works; the old refresh used again revokes the whole family", async () => {
    const first = await signIn(ACME);
    const rotated = await refresh(ACME, first.refresh);
    expect(rotated.status).toBe(200);
    const second = rotated.body as Tokens;
    expect(second.refresh).not.toBe(first.refresh);
    expect(second.access).not.toBe(first.access);
    expect((await getMe(ACME, second.access)).status).toBe(200);
    const oldRow = await db.refreshToken.findUniqueOrThrow({ where: { tokenHash: sha256(first.refresh) } });
    expect(oldRow.usedAt).not.toBeNull();
    const newRow = await db.refreshToken.findUniqueOrThrow({ where: { tokenHash: sha256(second.refresh) } });
    expect(newRow.familyId).toBe(oldRow.familyId);

    // Someone replays the old token: refused, and every token of the family stops working.
    const reuse = await refresh(ACME, first.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ code: "token_reused" });
    const family = await db.refreshToken.findMany({ where: { familyId: oldRow.familyId } });
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await refresh(ACME, second.refresh)).status).toBe(401);
    expect((await getMe(ACME, second.access)).status).toBe(401);
    expect((await getMe(ACME, first.access)).status).toBe(401);
    // Another family of the same user is not touched (another signature: a time the first sign-in did not use, even on a slow machine).
    const other = await create(ACME, signedBody(ACME, first.externalId, nowSeconds() - 30));
    expect((await getMe(ACME, (other.body as Tokens).access)).status).toBe(200);
  });

  it("lets at most one of two concurrent uses of one refresh token succeed", async () => {
    for (let round = 0; round < 3; round += 1) {
      const tokens = await signIn(ACME);
      const answers = await Promise.all([refresh(ACME, tokens.refresh), refresh(ACME, tokens.refresh)]);
      const winners = answers.filter((a) => a.status === 200);
      expect(winners.length).toBeLessThanOrEqual(1);
      expect(answers.filter((a) => a.status === 401).length).toBeGreaterThanOrEqual(1);
      const family = (await db.refreshToken.findUniqueOrThrow({ where: { tokenHash: sha256(tokens.refresh) } })).familyId;
      // Only one new token was made from the old one.
      expect(await db.refreshToken.count({ where: { familyId: family } })).toBeLessThanOrEqual(2);
      // A double use is a reuse: the family, including the winner's new token, is revoked.
      for (const winner of winners) expect((await refresh(ACME, (winner.body as Tokens).refresh)).status).toBe(401);
    }
  });

  it("refuses unknown, malformed, expired and other partners' refresh tokens, and changes nothing", async () => {
    const tokens = await signIn(ACME);
    for (const token of ["", "x", "A".repeat(43), tokens.access, 42, null, { a: 1 }]) {
      const answer = await refresh(ACME, token);
      expect([400, 401], JSON.stringify(token)).toContain(answer.status);
    }
    // acme's token on boekfix's host: refused, and acme's token is neither used nor revoked by it.
    const elsewhere = await refresh(BOEKFIX, tokens.refresh);
    expect(elsewhere.status).toBe(401);
    const row = await db.refreshToken.findUniqueOrThrow({ where: { tokenHash: sha256(tokens.refresh) } });
    expect(row).toMatchObject({ usedAt: null, revokedAt: null });
    expect((await refresh(ACME, tokens.refresh)).status).toBe(200);

    const old = await signIn(ACME);
    await db.refreshToken.update({ where: { tokenHash: sha256(old.refresh) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await refresh(ACME, old.refresh);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: "token_expired" });
  });

  it("answers 400 for a missing refresh and for garbage", async () => {
    const missing = await answerOf(() =>
      refreshRoute.action(args(request(ACME, "/auth/jwt/refresh", "POST", {}, { "Accept-Language": "en" }))),
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ refresh: ["This field is required"] });
    const garbage = await answerOf(() => refreshRoute.action(args(request(ACME, "/auth/jwt/refresh", "POST", "refresh=abc"))));
    expect(garbage.status).toBe(400);
  });
});

describe("GET /users/me", () => {
  it("answers the user with the spec's wire names, the profession in the header's language", async () => {
    const [profession] = await professions();
    const tokens = await signIn(ACME, externalId("me"), { profession_id: profession!.id });
    const names = profession!.names as Record<string, string>;
    const nl = await getMe(ACME, tokens.access, { "Accept-Language": "nl-nl" });
    expect(nl.status).toBe(200);
    const body = nl.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        "birth_date",
        "chamber_of_commerce_number",
        "company_name",
        "email",
        "external_id",
        "first_name",
        "id",
        "last_name",
        "phone_number",
        "profession",
      ].sort(),
    );
    expect(body).toMatchObject({
      external_id: tokens.externalId,
      email: null,
      birth_date: null,
      profession: { id: profession!.id, name: names.nl },
    });
    const en = await getMe(ACME, tokens.access, { "Accept-Language": "en" });
    expect((en.body as { profession: { name: string } }).profession.name).toBe(names.en);
  });

  it("answers 401 without a token, with a forged, expired or other partner's token", async () => {
    const tokens = await signIn(ACME);
    const claims = JSON.parse(Buffer.from(tokens.access.split(".")[1]!, "base64url").toString()) as {
      sub: string;
      partner: string;
      fam: string;
    };
    const key = new TextEncoder().encode("token-api-test-jwt-secret");
    const forged = await new SignJWT({ partner: claims.partner, fam: claims.fam, typ: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime("15m")
      .sign(new TextEncoder().encode("a guessed secret"));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${tokens.access.split(".")[1]}.`;
    const noAudience = await new SignJWT({ partner: claims.partner, fam: claims.fam, typ: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime("15m")
      .sign(key);
    const expired = await signAccessToken(
      { userId: claims.sub, partnerId: claims.partner, familyId: claims.fam },
      Date.now() - 16 * 60 * 1000,
    );

    const none = await getMe(ACME, null);
    expect(none.status).toBe(401);
    expect(none.headers.get("WWW-Authenticate")).toBe("Bearer");
    expect(none.body).toMatchObject({ code: "token_missing" });
    for (const token of [forged, unsigned, noAudience, "abc", tokens.refresh]) {
      const answer = await getMe(ACME, token);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: "token_invalid" });
    }
    const late = await getMe(ACME, expired, { "Accept-Language": "en" });
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ code: "token_expired", detail: "The access token has expired." });
    // acme's token on boekfix's host and on the default host.
    for (const host of [BOEKFIX, DEFAULT_HOST]) expect((await getMe(host, tokens.access)).status).toBe(401);
    // A token is good for 15 minutes.
    const fresh = await signAccessToken(
      { userId: claims.sub, partnerId: claims.partner, familyId: claims.fam },
      Date.now() - 14 * 60 * 1000,
    );
    expect((await getMe(ACME, fresh)).status).toBe(200);
    // The token of a user that is gone.
    await db.user.delete({ where: { id: claims.sub } });
    expect((await getMe(ACME, tokens.access)).status).toBe(401);
  });
});

describe("PATCH /users/me", () => {
  const today = () => todayInAmsterdam();
  const iban = "NL91ABNA0417164300";

  it("changes profession, CoC number and birth date, and answers the user", async () => {
    const [, profession] = await professions();
    const tokens = await signIn(ACME);
    const birthDate = addDays(today(), -365 * 30);
    const answer = await patchMe(ACME, tokens.access, {
      profession: profession!.id,
      birth_date: birthDate,
      chamber_of_commerce_number: "12345678",
      iban,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      profession: { id: profession!.id },
      birth_date: birthDate,
      chamber_of_commerce_number: "12345678",
    });
    const user = await db.user.findFirstOrThrow({ where: { externalId: tokens.externalId } });
    // The IBAN ("payment") is kept on the profile, offered again at the next checkout's payment screen.
    expect(user).toMatchObject({ professionId: profession!.id, birthDate, chamberOfCommerceNumber: "12345678", iban });
    const spaced = await patchMe(ACME, tokens.access, { iban: "nl91 abna 0417 1643 00" });
    expect(spaced.status).toBe(200);
    expect((await db.user.findFirstOrThrow({ where: { externalId: tokens.externalId } })).iban).toBe(iban);
    // GET shows the same.
    expect((await getMe(ACME, tokens.access)).body).toEqual(answer.body);
    // null clears the profession.
    const cleared = await patchMe(ACME, tokens.access, { profession: null });
    expect((cleared.body as { profession: unknown }).profession).toBeNull();
  });

  it("refuses a 17-year-old's birth date in the header's language and changes nothing, not even the valid fields", async () => {
    const [profession] = await professions();
    const tokens = await signIn(ACME);
    const before = await db.user.findFirstOrThrow({ where: { externalId: tokens.externalId } });
    const seventeen = addDays(today(), -365 * 17);
    const body = { birth_date: seventeen, profession: profession!.id, chamber_of_commerce_number: "87654321" };

    const nl = await patchMe(ACME, tokens.access, body, { "Accept-Language": "nl-nl" });
    expect(nl.status).toBe(400);
    expect(nl.body).toEqual({ birth_date: [NL_MIN_AGE] });
    const noHeader = await patchMe(ACME, tokens.access, body);
    expect(noHeader.body).toEqual({ birth_date: [NL_MIN_AGE] });
    const en = await patchMe(ACME, tokens.access, body, { "Accept-Language": "en" });
    expect(en.status).toBe(400);
    expect(en.body).toEqual({ birth_date: [EN_MIN_AGE] });

    const after = await db.user.findFirstOrThrow({ where: { externalId: tokens.externalId } });
    expect(after).toEqual(before);
  });

  it("names every bad field: unknown profession, CoC number, IBAN checksum", async () => {
    const tokens = await signIn(ACME);
    const answer = await patchMe(
      ACME,
      tokens.access,
      { profession: "no-such-profession", chamber_of_commerce_number: "1234", iban: "NL91ABNA0417164301", birth_date: "31-12-1990" },
      { "Accept-Language": "en" },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      profession: ["Choose a profession from the list"],
      chamber_of_commerce_number: ["A Chamber of Commerce number has 8 digits"],
      iban: ["Enter a valid IBAN"],
      birth_date: ["Enter a valid date"],
    });
  });

  it("answers 400 for garbage JSON, 401 for another partner's token, 405 for other methods", async () => {
    const tokens = await signIn(ACME);
    const before = await db.user.findFirstOrThrow({ where: { externalId: tokens.externalId } });
    for (const body of ["{garbage", "[1,2]", "", "\u0000\u00ff"]) {
      const answer = await patchMe(ACME, tokens.access, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const elsewhere = await patchMe(BOEKFIX, tokens.access, { chamber_of_commerce_number: "11111111" });
    expect(elsewhere.status).toBe(401);
    for (const method of ["PUT", "POST", "DELETE"]) {
      const answer = await answerOf(() =>
        meRoute.action(args(request(ACME, "/users/me", method, {}, { Authorization: `Bearer ${tokens.access}` }))),
      );
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get("Allow")).toBe("GET, PATCH");
    }
    expect(await db.user.findFirstOrThrow({ where: { externalId: tokens.externalId } })).toEqual(before);
  });
});
