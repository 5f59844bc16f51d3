// Death-risk cover and its identity verification (decision 0033) on a scratch database:
// no purchase without a verified identity, what startVerification refuses, the built-in
// provider's signed webhook from submit to policy, a date of birth that is not the profile's,
// forged, tampered and replayed webhooks, who may see a room, and the live bus in one process
// and across cluster workers. Every test checks what the database holds afterwards.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { databaseTarget } from "../../app/server/platform/database-url.mjs";
import { testDatabase } from "../support/test-database";

const databaseUrl = await testDatabase("identity-verification");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "identity-verification-test-secret";
delete process.env.IDENTITY_VERIFICATION; // the built-in provider

const { db } = await import("~/server/platform/db.server");
const { config } = await import("~/server/platform/config.server");
const { loadPartner } = await import("~/server/platform/partner.server");
const { visitorById } = await import("~/server/platform/session.server");
const { checkoutProducts, findOpenCheckout, holdPayment, purchaseCheckout } = await import("~/server/checkout/checkout.server");
const { handleIdentityWebhook, messageOf, startVerification, verificationOfRoom, watchRoom } =
  await import("~/server/checkout/identity-verification.server");
const { BuiltinIdentityProvider, identityProvider } = await import("~/server/providers/identity.server");
const { publish } = await import("~/server/platform/live-bus.server");
const { MAX_VERIFICATIONS_PER_CHECKOUT } = await import("~/domain/checkout/identity-verification");
const { addDays, todayInAmsterdam } = await import("~/domain/platform/validation");
const identityBuiltinRoute = await import("~/routes/checkout/identity-builtin");
const { reviewPolicy, reviewQueue } = await import("~/server/staff/back-office.server");
const h = await import("./support/funnel-harness");

const IBAN = h.dutchIban("ABNA", "417164300");
const PROFILE_DOB = "1985-06-15"; // readyForPayment's profile birth date
/** The buyer's name as the profile holds it, and as the document writes it (decision 0068). */
const PROFILE_NAME = { firstName: "Willeke", lastName: "de Bruijn" };
const ON_DOCUMENT = { firstName: "WILLEKE LISELOTTE", lastName: "DE BRUĲN" };
const TODAY = todayInAmsterdam();
const START = addDays(TODAY, 1); // death risk starts from tomorrow
/** Signs Stripe-format webhooks without a Stripe account, as the built-in provider does. */
const offlineStripe = new Stripe("sk_test_identity_test", { maxNetworkRetries: 0 });

// ------------------------------------------------------------------------------------------
// Helpers

const provider = () => {
  const current = identityProvider();
  if (!(current instanceof BuiltinIdentityProvider)) throw new Error("the built-in provider is expected");
  return current;
};

async function partnerNamed(name: string) {
  const partner = await loadPartner(name === "direct" ? { kind: "default" } : { kind: "named", name });
  if (!partner) throw new Error(`no partner ${name}`);
  return partner;
}

/**
 * A visitor at the payment step of a checkout with these products (death risk by default), its
 * date-of-birth answer the profile's, and the context startVerification gets from requireCheckout.
 */
async function buyer(slugs: string[] = ["death-risk"], partnerName = "direct") {
  const ready = await h.readyForPayment(partnerName, slugs);
  await db.user.update({ where: { id: ready.userId }, data: PROFILE_NAME });
  for (const slug of slugs) {
    const birthDate = await db.question.findFirst({ where: { product: { slug }, field: "birth_date" }, select: { id: true } });
    if (birthDate) await db.answer.create({ data: { userId: ready.userId, questionId: birthDate.id, dateValue: PROFILE_DOB } });
  }
  const visitor = (await visitorById(ready.userId))!;
  const partner = await partnerNamed(partnerName);
  const checkout = (await findOpenCheckout(visitor))!;
  const products = await checkoutProducts(visitor, partner);
  const deathRisk = await h.productBySlug("death-risk");
  return { ...ready, visitor, partner, checkout, products, deathRiskId: deathRisk.id, context: { visitor, partner, checkout, products } };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

const held = (overrides: Partial<{ startDate: string }> = {}) => ({
  startDate: START,
  iban: IBAN,
  accountHolder: "Test Buyer",
  signedOn: TODAY,
  language: "nl" as const,
  ...overrides,
});

async function hold(b: Buyer) {
  await holdPayment(b.visitor, b.checkoutId, held());
}

async function start(b: Buyer) {
  const started = await startVerification(b.context, { productId: b.deathRiskId, startDate: START });
  if (started.kind !== "started") throw new Error(`not started: ${started.reason}`);
  const row = await db.identityVerification.findUniqueOrThrow({ where: { roomName: started.roomName } });
  return { ...started, row, sessionId: row.sessionId };
}

/** Everything the identity flow and a purchase write for a user, to compare before and after. */
async function footprint(userId: string) {
  const [purchase, verifications, builtinSessions, processedEvents, checkouts, policies] = await Promise.all([
    h.purchaseFootprint(userId),
    db.identityVerification.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { id: true, status: true, errorCode: true, decidedAt: true },
    }),
    db.builtinIdentitySession.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { id: true, status: true, verifiedDob: true, lastErrorCode: true },
    }),
    db.processedWebhookEvent.count(),
    db.checkout.findMany({ where: { userId }, select: { id: true, status: true, heldPayment: true } }),
    db.policy.findMany({
      where: { userId },
      select: { id: true, identityProvider: true, identityReference: true, identityVerifiedAt: true },
    }),
  ]);
  return { ...purchase, verifications, builtinSessions, processedEvents, checkouts, policies };
}

/** A webhook in Stripe's format, signed with the built-in provider's secret (or another). */
function signedEvent(
  event: { id?: string; type: string; object: Record<string, unknown> },
  secret = config.identity.webhookSecret,
  timestamp?: number,
) {
  const rawBody = JSON.stringify({
    id: event.id ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: event.type,
    data: { object: event.object },
  });
  return {
    rawBody,
    signature: offlineStripe.webhooks.generateTestHeaderString({ payload: rawBody, secret, ...(timestamp ? { timestamp } : {}) }),
  };
}

const sessionObject = (id: string, status = "verified") => ({ id, object: "identity.verification_session", status });

// ------------------------------------------------------------------------------------------

describe("death risk needs a verified identity", () => {
  it("the seeded death-risk product requires one, business liability does not", async () => {
    const products = await db.insuranceProduct.findMany({
      where: { slug: { in: ["death-risk", "business-liability"] } },
      select: { slug: true, requireIdentityVerification: true },
    });
    expect(Object.fromEntries(products.map((p) => [p.slug, p.requireIdentityVerification]))).toEqual({
      "death-risk": true,
      "business-liability": false,
    });
  });

  it("purchaseCheckout without an identity answers identity-required and buys nothing (also with another product beside it)", async () => {
    for (const slugs of [["death-risk"], ["death-risk", "business-liability"]]) {
      const b = await buyer(slugs);
      const before = await footprint(b.userId);
      const result = await purchaseCheckout(b.visitor, b.partner, b.checkoutId, {
        startDate: START,
        iban: IBAN,
        accountHolder: "Test Buyer",
        signedOn: TODAY,
        confirmation: { language: "nl" },
      });
      expect(result, slugs.join("+")).toEqual({ kind: "identity-required" });
      const after = await footprint(b.userId);
      expect(after).toEqual(before);
      expect(after).toMatchObject({ policies: [], mandates: 0, invoices: 0, mails: 0, completed: 0 });
      expect(after.checkouts).toEqual([{ id: b.checkoutId, status: "open", heldPayment: null }]);
    }
  });
});

describe("startVerification refuses and creates nothing", () => {
  it("a product that requires no verification (business liability in the same checkout): product", async () => {
    const b = await buyer(["death-risk", "business-liability"]);
    await hold(b);
    const businessLiability = await h.productBySlug("business-liability");
    expect(b.products.map((p) => p.id)).toContain(businessLiability.id);
    const before = await footprint(b.userId);
    expect(await startVerification(b.context, { productId: businessLiability.id, startDate: START })).toEqual({
      kind: "refused",
      reason: "product",
    });
    for (const productId of ["", "death-risk", "clxxxxxxxxxxxxxxxxxxxxxxx", "x".repeat(5000)]) {
      expect(await startVerification(b.context, { productId, startDate: START }), productId.slice(0, 30)).toEqual({
        kind: "refused",
        reason: "product",
      });
    }
    expect(await footprint(b.userId)).toEqual(before);
  });

  it("no held payment: no-payment", async () => {
    const b = await buyer();
    const before = await footprint(b.userId);
    expect(await startVerification(b.context, { productId: b.deathRiskId, startDate: START })).toEqual({
      kind: "refused",
      reason: "no-payment",
    });
    expect(await footprint(b.userId)).toEqual(before);
    expect(before.verifications).toEqual([]);
    expect(before.builtinSessions).toEqual([]);
  });

  it("a start date other than the held one: start-date", async () => {
    const b = await buyer();
    await hold(b);
    const before = await footprint(b.userId);
    for (const startDate of [addDays(START, 1), TODAY, "", "2020-01-01", `${START} `]) {
      expect(await startVerification(b.context, { productId: b.deathRiskId, startDate }), startDate).toEqual({
        kind: "refused",
        reason: "start-date",
      });
    }
    expect(await footprint(b.userId)).toEqual(before);
  });

  it(`after ${MAX_VERIFICATIONS_PER_CHECKOUT} verifications of one checkout: too-many`, async () => {
    const b = await buyer();
    await hold(b);
    for (let i = 0; i < MAX_VERIFICATIONS_PER_CHECKOUT; i++) await start(b);
    const before = await footprint(b.userId);
    expect(before.verifications).toHaveLength(MAX_VERIFICATIONS_PER_CHECKOUT);
    expect(before.builtinSessions).toHaveLength(MAX_VERIFICATIONS_PER_CHECKOUT);
    expect(await startVerification(b.context, { productId: b.deathRiskId, startDate: START })).toEqual({
      kind: "refused",
      reason: "too-many",
    });
    expect(await footprint(b.userId)).toEqual(before);
  });

  it("death risk of a partner that does not offer it (even forced into the cart) is not found: product", async () => {
    const b = await buyer(["business-liability"], "acme"); // acme does not sell death risk
    await db.cartItem.create({
      data: { partnerId: b.partner.config.id, userId: b.userId, productId: b.deathRiskId, inCheckoutCart: true },
    });
    await hold(b);
    const products = await checkoutProducts(b.visitor, b.partner);
    expect(products.map((p) => p.id)).not.toContain(b.deathRiskId);
    const before = await footprint(b.userId);
    expect(await startVerification({ ...b.context, products }, { productId: b.deathRiskId, startDate: START })).toEqual({
      kind: "refused",
      reason: "product",
    });
    expect(await footprint(b.userId)).toEqual(before);
  });

  it("another user's checkout is not found: nothing is started on it", async () => {
    const victim = await buyer();
    await hold(victim);
    const attacker = await buyer();
    const victimBefore = await footprint(victim.userId);
    const attackerBefore = await footprint(attacker.userId);
    const answer = await startVerification(
      { ...attacker.context, checkout: victim.checkout },
      { productId: attacker.deathRiskId, startDate: START },
    );
    expect(answer).toEqual({ kind: "refused", reason: "no-payment" });
    expect(await footprint(victim.userId)).toEqual(victimBefore);
    expect(await footprint(attacker.userId)).toEqual(attackerBefore);
    expect(await db.identityVerification.count({ where: { checkoutId: victim.checkoutId } })).toBe(0);
  });
});

describe("the built-in provider end to end", () => {
  it("a verified date of birth that is the profile's completes the purchase with the identity on the policy", async () => {
    const b = await buyer();
    await hold(b);
    const started = await start(b);
    expect(started.provider).toBe("builtin");
    expect(started.row).toMatchObject({
      userId: b.userId,
      partnerId: b.partner.config.id,
      checkoutId: b.checkoutId,
      productId: b.deathRiskId,
      startDate: START,
      provider: "builtin",
      status: "pending",
    });
    expect(started.clientSecret.startsWith(`${started.sessionId}_secret_`)).toBe(true);
    expect(new URL(started.url).pathname).toBe(`/identity/builtin/${started.sessionId}`);
    // Only the client secret's hash is stored.
    const session = await db.builtinIdentitySession.findUniqueOrThrow({ where: { id: started.sessionId } });
    expect(session).toMatchObject({ userId: b.userId, status: "requires_input", verifiedDob: null });
    expect(session.clientSecretHash).not.toContain(started.clientSecret);
    expect(await provider().openSession(started.sessionId, started.clientSecret, b.userId)).not.toBeNull();
    expect(await provider().openSession(started.sessionId, started.clientSecret, (await buyer()).userId)).toBeNull();
    expect(await provider().openSession(started.sessionId, `${started.clientSecret}x`, b.userId)).toBeNull();

    const heard: unknown[] = [];
    const stop = watchRoom(
      started.roomName,
      async () => null,
      (message) => heard.push(message),
    );
    const event = await provider().submit(started.sessionId, { kind: "verified", dob: PROFILE_DOB, ...ON_DOCUMENT });
    const answer = await handleIdentityWebhook(provider(), event.rawBody, event.signature);
    stop();
    expect(answer).toEqual({ status: 200, body: "verified" });
    expect(heard).toEqual([{ status: "verified" }]);

    const after = await footprint(b.userId);
    expect(after).toMatchObject({ mandates: 1, completed: 1 });
    expect(after.checkouts).toEqual([{ id: b.checkoutId, status: "completed", heldPayment: null }]);
    expect(after.policies).toHaveLength(1);
    const policy = await db.policy.findUniqueOrThrow({ where: { id: after.policies[0]!.id } });
    expect(policy).toMatchObject({
      productId: b.deathRiskId,
      checkoutId: b.checkoutId,
      startDate: START,
      identityProvider: "builtin",
      identityReference: started.sessionId,
    });
    expect(policy.identityVerifiedAt).toBeInstanceOf(Date);
    const mandate = await db.mandate.findUniqueOrThrow({ where: { id: policy.mandateId! } });
    expect(mandate).toMatchObject({ iban: IBAN, accountHolder: "Test Buyer", signedOn: TODAY });
    const verification = await db.identityVerification.findUniqueOrThrow({ where: { id: started.row.id } });
    expect(verification).toMatchObject({ status: "verified", errorCode: null });
    expect(verification.decidedAt).toBeInstanceOf(Date);
    expect(Math.abs(policy.identityVerifiedAt!.getTime() - verification.decidedAt!.getTime())).toBeLessThan(60_000);
    // The provider's session keeps the date of birth and the name only.
    const kept = await db.builtinIdentitySession.findUniqueOrThrow({ where: { id: started.sessionId } });
    expect(kept).toEqual({
      id: started.sessionId,
      userId: b.userId,
      clientSecretHash: session.clientSecretHash,
      status: "verified",
      verifiedDob: PROFILE_DOB,
      verifiedFirstName: ON_DOCUMENT.firstName,
      verifiedLastName: ON_DOCUMENT.lastName,
      lastErrorCode: null,
      createdAt: session.createdAt,
    });
    // The names matched: no names kept for review, the policy is active.
    expect(verification).toMatchObject({ nameOnDocument: null, nameOfPolicyholder: null });
    expect(policy).toMatchObject({ status: "active", reviewReason: null });
    expect(await db.processedWebhookEvent.findUnique({ where: { id: JSON.parse(event.rawBody).id } })).not.toBeNull();
    expect((await verificationOfRoom(started.roomName, b.visitor))?.status).toBe("verified");
  });

  it("through the verification page: the document number is checked and stored nowhere", async () => {
    const b = await buyer();
    await hold(b);
    const started = await start(b);
    const documentNumber = "SPECI2014";
    const pagePath = `/identity/builtin/${started.sessionId}?secret=${encodeURIComponent(started.clientSecret)}&embedded=1`;
    const answer = await h.answerOf(() =>
      identityBuiltinRoute.action({
        ...h.args(
          h.postForm(
            "localhost",
            pagePath,
            {
              document_type: "passport",
              first_name: ON_DOCUMENT.firstName,
              last_name: ON_DOCUMENT.lastName,
              document_number: documentNumber,
              birth_date: PROFILE_DOB,
              expiry_date: addDays(TODAY, 365),
            },
            b.cookie,
          ),
        ),
        params: { sessionId: started.sessionId },
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ done: true });
    const after = await footprint(b.userId);
    expect(after.checkouts[0]!.status).toBe("completed");
    expect(after.policies).toMatchObject([{ identityProvider: "builtin", identityReference: started.sessionId }]);
    // Nowhere in the database: every text column of every table, and the file's bytes.
    const target = databaseTarget(databaseUrl);
    const tables = await db.$queryRawUnsafe<{ name: string }[]>(
      target.kind === "sqlite"
        ? "SELECT name FROM sqlite_master WHERE type = 'table'"
        : "SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    );
    for (const { name } of tables) {
      const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "${name}"`);
      const text = JSON.stringify(rows, (_key, value: unknown) =>
        typeof value === "bigint" ? value.toString() : value instanceof Uint8Array ? Buffer.from(value).toString("latin1") : value,
      );
      expect(text.includes(documentNumber), `table ${name}`).toBe(false);
    }
    // On SQLite also the file's bytes (free pages, the log); PostgreSQL has no one file to read.
    if (target.kind === "sqlite") {
      await db.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
      expect(readFileSync(target.file).includes(Buffer.from(documentNumber))).toBe(false);
    }
  });

  it("a date of birth that is not the profile's: 200, refused with dob_mismatch, no policy, the checkout still open; a new attempt may verify", async () => {
    const b = await buyer();
    await hold(b);
    const started = await start(b);
    const heard: unknown[] = [];
    const stop = watchRoom(
      started.roomName,
      async () => null,
      (message) => heard.push(message),
    );
    const event = await provider().submit(started.sessionId, { kind: "verified", dob: "1990-01-01", ...ON_DOCUMENT });
    expect(await handleIdentityWebhook(provider(), event.rawBody, event.signature)).toEqual({ status: 200, body: "refused" });
    stop();
    expect(heard).toEqual([{ status: "refused", error: "dob_mismatch" }]);
    const after = await footprint(b.userId);
    expect(after).toMatchObject({ policies: [], mandates: 0, invoices: 0, completed: 0 });
    expect(after.checkouts).toEqual([{ id: b.checkoutId, status: "open", heldPayment: held() }]);
    expect(after.verifications).toMatchObject([{ status: "refused", errorCode: "dob_mismatch" }]);

    // The refusal stands: the same session verified again later changes nothing.
    const again = await provider().submit(started.sessionId, { kind: "verified", dob: PROFILE_DOB, ...ON_DOCUMENT });
    expect(await handleIdentityWebhook(provider(), again.rawBody, again.signature)).toEqual({ status: 200, body: "refused" });
    expect(await footprint(b.userId)).toMatchObject({
      policies: [],
      completed: 0,
      verifications: [{ status: "refused", errorCode: "dob_mismatch" }],
    });

    // A new verification of the same checkout (within the limit) may succeed.
    const second = await start(b);
    const verified = await provider().submit(second.sessionId, { kind: "verified", dob: PROFILE_DOB, ...ON_DOCUMENT });
    expect(await handleIdentityWebhook(provider(), verified.rawBody, verified.signature)).toEqual({ status: 200, body: "verified" });
    const final = await footprint(b.userId);
    expect(final).toMatchObject({
      mandates: 1,
      completed: 1,
      policies: [{ identityProvider: "builtin", identityReference: second.sessionId }],
    });
  });

  it("an abandoned check is refused with its error code and buys nothing", async () => {
    const b = await buyer();
    await hold(b);
    const started = await start(b);
    const event = await provider().submit(started.sessionId, { kind: "abandoned" });
    expect(await handleIdentityWebhook(provider(), event.rawBody, event.signature)).toEqual({ status: 200, body: "refused" });
    expect(await footprint(b.userId)).toMatchObject({
      policies: [],
      mandates: 0,
      completed: 0,
      verifications: [{ status: "refused", errorCode: "abandoned" }],
    });
  });
});

describe("webhook abuse changes nothing and never throws", () => {
  it("unsigned, wrongly signed, stale and tampered events answer 400", async () => {
    const b = await buyer();
    await hold(b);
    const started = await start(b);
    const event = await provider().submit(started.sessionId, { kind: "verified", dob: PROFILE_DOB, ...ON_DOCUMENT });
    const before = await footprint(b.userId);
    // One character of the session id changed (never to itself: ids are random).
    const changed = started.sessionId.endsWith("0") ? "1" : "0";
    const tampered = event.rawBody.replace(started.sessionId, `${started.sessionId.slice(0, -1)}${changed}`);
    expect(tampered).not.toBe(event.rawBody);
    const verifiedEvent = { type: "identity.verification_session.verified", object: sessionObject(started.sessionId) };
    const otherSecret = signedEvent(verifiedEvent, "whsec_not_ours");
    const stale = signedEvent(verifiedEvent, config.identity.webhookSecret, Math.floor(Date.now() / 1000) - 3600);
    const attempts: [string, string, string | null][] = [
      ["unsigned", event.rawBody, null],
      ["empty signature", event.rawBody, ""],
      ["garbage signature", event.rawBody, "t=1,v1=abc"],
      ["tampered body", tampered, event.signature],
      ["extra whitespace", `${event.rawBody} `, event.signature],
      ["another secret", otherSecret.rawBody, otherSecret.signature],
      ["stale", stale.rawBody, stale.signature],
      [
        "not JSON",
        "not json",
        offlineStripe.webhooks.generateTestHeaderString({ payload: "not json", secret: config.identity.webhookSecret }),
      ],
      ["empty body", "", null],
    ];
    for (const [label, rawBody, signature] of attempts) {
      const answer = await handleIdentityWebhook(provider(), rawBody, signature);
      expect(answer.status, label).toBe(400);
    }
    expect(await footprint(b.userId)).toEqual(before);
    expect(before.verifications).toMatchObject([{ status: "pending" }]);

    // The genuine event still works afterwards.
    expect(await handleIdentityWebhook(provider(), event.rawBody, event.signature)).toEqual({ status: 200, body: "verified" });
  });

  it("a replay of a handled event answers 200 already handled and changes nothing", async () => {
    const b = await buyer();
    await hold(b);
    const started = await start(b);
    const event = await provider().submit(started.sessionId, { kind: "verified", dob: PROFILE_DOB, ...ON_DOCUMENT });
    expect(await handleIdentityWebhook(provider(), event.rawBody, event.signature)).toEqual({ status: 200, body: "verified" });
    const before = await footprint(b.userId);
    expect(before).toMatchObject({ mandates: 1, completed: 1 });
    const heard: unknown[] = [];
    const stop = watchRoom(
      started.roomName,
      async () => null,
      (message) => heard.push(message),
    );
    for (let i = 0; i < 3; i++)
      expect(await handleIdentityWebhook(provider(), event.rawBody, event.signature)).toEqual({ status: 200, body: "already handled" });
    stop();
    expect(heard).toEqual([]);
    expect(await footprint(b.userId)).toEqual(before);

    // A new event about the decided session (another id) answers the decision and buys nothing more.
    const later = signedEvent({ type: "identity.verification_session.verified", object: sessionObject(started.sessionId) });
    expect(await handleIdentityWebhook(provider(), later.rawBody, later.signature)).toEqual({ status: 200, body: "verified" });
    const after = await footprint(b.userId);
    expect({ ...after, processedEvents: before.processedEvents }).toEqual(before);
  });

  it("a correctly signed event for a session we did not start answers 404 and changes nothing", async () => {
    const b = await buyer();
    await hold(b);
    // A session of the provider with no verification of ours, and an id nobody made.
    const orphan = await provider().createSession({
      verificationId: "none",
      userId: b.userId,
      returnUrl: "http://localhost/checkout/identity-verification",
    });
    const before = await footprint(b.userId);
    const fromProvider = await provider().submit(orphan.sessionId, { kind: "verified", dob: PROFILE_DOB, ...ON_DOCUMENT });
    const invented = signedEvent({
      type: "identity.verification_session.verified",
      object: sessionObject("vs_builtin_000000000000000000000000"),
    });
    for (const event of [fromProvider, invented])
      expect(await handleIdentityWebhook(provider(), event.rawBody, event.signature)).toEqual({ status: 404, body: "unknown session" });
    const after = await footprint(b.userId);
    expect({ ...after, builtinSessions: before.builtinSessions }).toEqual(before);
    expect(after.verifications).toEqual([]);
  });

  it("an event of another type, or about another kind of object, is 200 ignored and changes nothing", async () => {
    const b = await buyer();
    await hold(b);
    const started = await start(b);
    const before = await footprint(b.userId);
    for (const event of [
      signedEvent({ type: "payment_intent.succeeded", object: { id: "pi_123", object: "payment_intent" } }),
      signedEvent({ type: "charge.succeeded", object: sessionObject(started.sessionId) }),
      signedEvent({ type: "identity.verification_session.verified", object: { id: started.sessionId, object: "payment_intent" } }),
      signedEvent({ type: "identity.verification_session.verified", object: { object: "identity.verification_session" } }),
      signedEvent({ type: "identity.verification_session.verified", object: { id: 42, object: "identity.verification_session" } }),
    ]) {
      expect(await handleIdentityWebhook(provider(), event.rawBody, event.signature)).toEqual({ status: 200, body: "ignored" });
    }
    expect(await footprint(b.userId)).toEqual(before);
  });

  // Stripe sends identity.verification_session.created too; a new session is requires_input
  // without an error: the customer has not shown a document yet.
  it("an event before the customer submitted anything (Stripe's .created) leaves the verification pending", async () => {
    const b = await buyer();
    await hold(b);
    const started = await start(b);
    const event = signedEvent({
      type: "identity.verification_session.created",
      object: sessionObject(started.sessionId, "requires_input"),
    });
    const answer = await handleIdentityWebhook(provider(), event.rawBody, event.signature);
    expect(answer.status).toBe(200);
    const after = await footprint(b.userId);
    expect(after).toMatchObject({ policies: [], completed: 0 });
    expect(after.verifications).toMatchObject([{ status: "pending", errorCode: null }]);
  });
});

describe("what the verified identity buys", () => {
  it("a check finished on a later day starts the policy no earlier than death risk allows (tomorrow)", async () => {
    const b = await buyer();
    await hold(b);
    const started = await start(b);
    // As if the check had begun days ago, for a start date that has passed since.
    await db.identityVerification.update({ where: { id: started.row.id }, data: { startDate: addDays(TODAY, -3) } });
    const event = await provider().submit(started.sessionId, { kind: "verified", dob: PROFILE_DOB, ...ON_DOCUMENT });
    expect(await handleIdentityWebhook(provider(), event.rawBody, event.signature)).toEqual({ status: 200, body: "verified" });
    const policy = await db.policy.findFirstOrThrow({ where: { userId: b.userId } });
    expect(policy.startDate).toBe(addDays(TODAY, 1));
  });

  // The premium is priced on the birth_date answer; the document must match it as well as the profile.
  it("a policy priced on a younger birth date than the verified document is not bought", async () => {
    const b = await buyer();
    const question = await db.question.findFirstOrThrow({
      where: { product: { slug: "death-risk" }, field: "birth_date" },
      select: { id: true },
    });
    await db.answer.updateMany({ where: { userId: b.userId, questionId: question.id }, data: { dateValue: "2000-01-01" } });
    expect((await db.user.findUniqueOrThrow({ where: { id: b.userId } })).birthDate).toBe(PROFILE_DOB);
    await hold(b);
    const started = await start(b);
    const event = await provider().submit(started.sessionId, { kind: "verified", dob: PROFILE_DOB, ...ON_DOCUMENT });
    await handleIdentityWebhook(provider(), event.rawBody, event.signature);
    const policies = await db.policy.findMany({ where: { userId: b.userId }, select: { answers: true } });
    expect(policies).toEqual([]);
    expect((await footprint(b.userId)).verifications).toMatchObject([{ status: "refused", errorCode: "dob_mismatch" }]);
  });

  it("the product left the cart after the check started: nothing is bought, the page hears it, the checkout stays open", async () => {
    const b = await buyer();
    await hold(b);
    const started = await start(b);
    await db.cartItem.deleteMany({ where: { userId: b.userId, productId: b.deathRiskId } });
    const event = await provider().submit(started.sessionId, { kind: "verified", dob: PROFILE_DOB, ...ON_DOCUMENT });
    expect(await handleIdentityWebhook(provider(), event.rawBody, event.signature)).toEqual({ status: 200, body: "refused" });
    const after = await footprint(b.userId);
    expect(after).toMatchObject({
      policies: [],
      mandates: 0,
      completed: 0,
      verifications: [{ status: "verified", errorCode: "checkout_changed" }],
    });
    expect(after.checkouts).toEqual([{ id: b.checkoutId, status: "open", heldPayment: held() }]);
    // A page that asks later (the waiting page, a socket connecting late) hears the same.
    const row = await db.identityVerification.findUniqueOrThrow({ where: { id: started.row.id } });
    expect(messageOf(row)).toEqual({ status: "refused", error: "checkout_changed" });
  });
});

describe("the name on the document (decision 0068)", () => {
  /** Submits the built-in check with this name and the profile's date of birth; the webhook's answer. */
  async function verifyAs(b: Buyer, name: { firstName: string; lastName: string }, dob = PROFILE_DOB) {
    await hold(b);
    const started = await start(b);
    const heard: unknown[] = [];
    const stop = watchRoom(
      started.roomName,
      async () => null,
      (message) => heard.push(message),
    );
    const event = await provider().submit(started.sessionId, { kind: "verified", dob, ...name });
    const answer = await handleIdentityWebhook(provider(), event.rawBody, event.signature);
    stop();
    const verification = await db.identityVerification.findUniqueOrThrow({ where: { id: started.row.id } });
    return { started, answer, heard, verification };
  }

  it("another name with the profile's date of birth: bought waiting for review, both names as its reason; no active policy, nothing billed", async () => {
    const b = await buyer();
    const { started, answer, heard, verification } = await verifyAs(b, { firstName: "Kees", lastName: "Jansen" });
    // Not refused: the page goes on to the result, which reads the outcome from the database.
    expect(answer).toEqual({ status: 200, body: "verified" });
    expect(heard).toEqual([{ status: "verified" }]);
    expect(verification).toMatchObject({
      status: "verified",
      errorCode: null,
      nameOnDocument: "Kees Jansen",
      nameOfPolicyholder: "Willeke de Bruijn",
    });
    const after = await footprint(b.userId);
    expect(after).toMatchObject({
      policies: [{ identityProvider: "builtin", identityReference: started.sessionId }],
      mandates: 1,
      invoices: 0,
      completed: 1,
    });
    const checkout = await db.checkout.findUniqueOrThrow({ where: { id: b.checkoutId } });
    expect(checkout.outcome).toBe("soft_drop_out");
    const policy = await db.policy.findFirstOrThrow({ where: { userId: b.userId } });
    expect(policy).toMatchObject({ status: "pending_review", reviewReason: "identity_name", reviewDecision: null });
    expect(policy.reviewDueAt).toBeInstanceOf(Date);
    expect(await db.policy.count({ where: { userId: b.userId, status: "active" } })).toBe(0);

    // The underwriter's queue and page have it, with the names the check compared.
    const queued = (await reviewQueue("en")).find((item) => item.id === policy.id);
    expect(queued).toMatchObject({
      reasons: ["identity_name"],
      identityNames: { document: "Kees Jansen", policyholder: "Willeke de Bruijn" },
    });
    expect(await reviewPolicy(policy.id)).toMatchObject({
      id: policy.id,
      identityNames: { document: "Kees Jansen", policyholder: "Willeke de Bruijn" },
    });
  });

  it("the same name written another way (case, ĳ, initials, the tussenvoegsel after a comma): active, as before", async () => {
    for (const name of [ON_DOCUMENT, { firstName: "W. L.", lastName: "Bruijn, de" }, { firstName: "Willeke", lastName: "Bruijn" }]) {
      const b = await buyer();
      const { answer, verification } = await verifyAs(b, name);
      expect(answer, name.lastName).toEqual({ status: 200, body: "verified" });
      expect(verification).toMatchObject({ status: "verified", nameOnDocument: null, nameOfPolicyholder: null });
      const policy = await db.policy.findFirstOrThrow({ where: { userId: b.userId } });
      expect(policy, name.lastName).toMatchObject({ status: "active", reviewReason: null, reviewDueAt: null });
      expect(await db.invoice.count({ where: { policyId: policy.id } })).toBe(1);
    }
  });

  it("another family name with the same first names waits for review too", async () => {
    const b = await buyer();
    const { verification } = await verifyAs(b, { firstName: "Willeke", lastName: "de Bruin" });
    expect(verification).toMatchObject({ nameOnDocument: "Willeke de Bruin", nameOfPolicyholder: "Willeke de Bruijn" });
    expect(await db.policy.findFirstOrThrow({ where: { userId: b.userId } })).toMatchObject({
      status: "pending_review",
      reviewReason: "identity_name",
    });
  });

  it("another name and another date of birth: refused on the date of birth, as before; nothing bought", async () => {
    const b = await buyer();
    const { answer, verification } = await verifyAs(b, { firstName: "Kees", lastName: "Jansen" }, "1990-01-01");
    expect(answer).toEqual({ status: 200, body: "refused" });
    expect(verification).toMatchObject({ status: "refused", errorCode: "dob_mismatch", nameOnDocument: null });
    expect(await footprint(b.userId)).toMatchObject({ policies: [], mandates: 0, completed: 0 });
  });

  it("beside a product that needs no identity: that one is active, death risk waits (partly insured)", async () => {
    const b = await buyer(["death-risk", "business-liability"]);
    await verifyAs(b, { firstName: "Kees", lastName: "Jansen" });
    const policies = await db.policy.findMany({
      where: { userId: b.userId },
      select: { productId: true, status: true, reviewReason: true },
    });
    const businessLiability = await h.productBySlug("business-liability");
    expect(policies).toHaveLength(2);
    expect(policies.find((policy) => policy.productId === b.deathRiskId)).toMatchObject({
      status: "pending_review",
      reviewReason: "identity_name",
    });
    expect(policies.find((policy) => policy.productId === businessLiability.id)).toMatchObject({ status: "active", reviewReason: null });
    expect((await db.checkout.findUniqueOrThrow({ where: { id: b.checkoutId } })).outcome).toBe("partly_insured");
  });

  it("a delivery after the decision but before the purchase (a crash in between) still buys it waiting for review", async () => {
    const b = await buyer();
    await hold(b);
    const started = await start(b);
    // As if the first delivery decided and then failed to buy: the row holds the decision and the names.
    await db.identityVerification.update({
      where: { id: started.row.id },
      data: { status: "verified", decidedAt: new Date(), nameOnDocument: "Kees Jansen", nameOfPolicyholder: "Willeke de Bruijn" },
    });
    // Stripe sends the event again; the provider's report would match now, but the decision stands.
    const event = await provider().submit(started.sessionId, { kind: "verified", dob: PROFILE_DOB, ...ON_DOCUMENT });
    expect(await handleIdentityWebhook(provider(), event.rawBody, event.signature)).toEqual({ status: 200, body: "verified" });
    expect(await db.policy.findFirstOrThrow({ where: { userId: b.userId } })).toMatchObject({
      status: "pending_review",
      reviewReason: "identity_name",
    });
  });
});

describe("rooms", () => {
  it("verificationOfRoom: the owner on its own partner only", async () => {
    const b = await buyer();
    await hold(b);
    const started = await start(b);
    const other = await buyer();
    expect(await verificationOfRoom(started.roomName, b.visitor)).toMatchObject({
      id: started.row.id,
      checkoutId: b.checkoutId,
      status: "pending",
      errorCode: null,
    });
    expect(await verificationOfRoom(started.roomName, other.visitor)).toBeNull();
    const boekfix = await partnerNamed("boekfix");
    expect(await verificationOfRoom(started.roomName, { id: b.userId, partnerId: boekfix.config.id })).toBeNull();
    expect(await verificationOfRoom("x".repeat(43), b.visitor)).toBeNull();
    expect(await verificationOfRoom("", b.visitor)).toBeNull();
  });

  it("watchRoom: a listener subscribed before the publish hears it once; other rooms are not heard", async () => {
    const heard: unknown[] = [];
    const stop = watchRoom(
      "room-a",
      async () => null,
      (message) => heard.push(message),
    );
    await new Promise((resolve) => setTimeout(resolve, 10)); // current() has answered null
    await publish("identity", { room: "room-b", message: { status: "verified" } });
    await publish("identity", { room: "room-a" });
    await publish("identity", null);
    expect(heard).toEqual([]);
    await publish("identity", { room: "room-a", message: { status: "refused", error: "dob_mismatch" } });
    await publish("identity", { room: "room-a", message: { status: "verified" } });
    expect(heard).toEqual([{ status: "refused", error: "dob_mismatch" }]);
    stop();
  });

  it("watchRoom: a decided room delivers at once from current, and once only", async () => {
    const heard: unknown[] = [];
    const stop = watchRoom(
      "room-c",
      async () => ({ status: "verified" }),
      (message) => heard.push(message),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual([{ status: "verified" }]);
    await publish("identity", { room: "room-c", message: { status: "verified" } });
    expect(heard).toEqual([{ status: "verified" }]);
    stop();

    // Unsubscribed before anything arrived: nothing is heard.
    const none: unknown[] = [];
    const cancel = watchRoom(
      "room-d",
      async () => null,
      (message) => none.push(message),
    );
    cancel();
    await publish("identity", { room: "room-d", message: { status: "verified" } });
    expect(none).toEqual([]);

    // A current() that fails is logged, and the bus still delivers.
    const late: unknown[] = [];
    const stopLate = watchRoom(
      "room-e",
      async () => {
        throw new Error("database down");
      },
      (message) => late.push(message),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    await publish("identity", { room: "room-e", message: { status: "verified" } });
    expect(late).toEqual([{ status: "verified" }]);
    stopLate();
  });
});

describe("the live bus across cluster workers", () => {
  it("worker 2's publish reaches worker 1 through the primary, as server.mjs forwards it", async () => {
    const script = path.resolve("tests/integration/support/live-bus-cluster.ts");
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", LIVE_BUS_TIMEOUT_MS: "20000" },
      timeout: 40_000,
    });
    const result = JSON.parse(stdout.trim().split("\n").at(-1)!);
    expect(result).toEqual({
      ok: true,
      heard: {
        listener: [{ room: "room-from-worker-2", message: { status: "verified" } }],
        publisher: [{ room: "room-from-worker-2", message: { status: "verified" } }],
      },
      publisherHeardOwn: 1,
      workers: ["listener", "publisher"],
    });
  }, 60_000);
});
