import { readFileSync } from "node:fs";
import path from "node:path";
import Stripe from "stripe";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configFrom, parseEnv } from "~/server/platform/config.server";
import { BuiltinIdentityProvider, StripeIdentityProvider } from "~/server/providers/identity.server";
import { WebhookSignatureError } from "~/server/platform/signed-webhook.server";

// The providers module imports the database for the built-in provider's sessions; only
// submit() is reached here, so a stand-in for that one call keeps any database file closed.
const db = vi.hoisted(() => ({ builtinIdentitySession: { update: vi.fn(async () => ({})) } }));
vi.mock("~/server/platform/db.server", () => ({ db }));

const fixtureText = (name: string): string => readFileSync(path.resolve("tests/fixtures/stripe", `${name}.json`), "utf8");
const fixture = (name: string): unknown => JSON.parse(fixtureText(name));

const SECRET_KEY = "sk_test_51QxT5aLkdIwHu7ixFakeKeyForUnitTests00";
const WEBHOOK_SECRET = "whsec_unit_test_0123456789abcdefghijklmnop";
const signer = new Stripe("sk_test_signer_only");
const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });

type Recorded = { method: string; url: URL; headers: Headers; body: URLSearchParams };

/**
 * Stands in for api.stripe.com: records each request and answers with a recorded response.
 * Assertions happen in the test, after the call: the SDK would read a throw here as a network
 * failure and retry.
 */
function fakeStripe(answer: (request: Recorded) => { status?: number; body: unknown }) {
  const requests: Recorded[] = [];
  const fetchFn = async (url: string, init: { method: string; headers: [string, string][]; body?: string }) => {
    const request = {
      method: init.method,
      url: new URL(url),
      headers: new Headers(init.headers),
      body: new URLSearchParams(init.body ?? ""),
    };
    requests.push(request);
    const { status = 200, body } = answer(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", "Request-Id": `req_unit${requests.length}` },
    });
  };
  return { requests, httpClient: Stripe.createFetchHttpClient(fetchFn) };
}

function onlyRequest(requests: Recorded[]): Recorded {
  expect(requests).toHaveLength(1);
  const [request] = requests;
  if (!request) throw new Error("no request reached Stripe");
  return request;
}

describe("Stripe Identity adapter", () => {
  it("creates a document session with a matching selfie and hands back its secret and hosted page", async () => {
    const stripe = fakeStripe(() => ({ body: fixture("verification-session-created") }));
    const provider = new StripeIdentityProvider(SECRET_KEY, WEBHOOK_SECRET, stripe.httpClient);

    const created = await provider.createSession({
      verificationId: "ver_7",
      userId: "usr_42",
      returnUrl: "https://verzekerd.nl/checkout/identity-verification",
    });

    expect(created).toEqual({
      sessionId: "vs_1QxT7kLkdIwHu7ixOwfYyZ1a",
      clientSecret:
        "vs_1QxT7kLkdIwHu7ixOwfYyZ1a_secret_test_YWNjdF8xTTJKVGtMa2RJd0h1N2l4LF9Sb0NrdEp1UVhMNnVhbkVLWHNzRXpLUmFRd0hBY2Fh0100dDpXxZ9",
      url: "https://verify.stripe.com/start/test_YWNjdF8xTTJKVGtMa2RJd0h1N2l4LF9Sb0NrdEp1UVhMNnVhbkVLWHNzRXpLUmFRd0hBY2Fh0100dDpXxZ9",
    });
    const request = onlyRequest(stripe.requests);
    expect(request.method).toBe("POST");
    expect(`${request.url.origin}${request.url.pathname}`).toBe("https://api.stripe.com/v1/identity/verification_sessions");
    expect(request.headers.get("authorization")).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(request.body)).toEqual({
      type: "document",
      "options[document][require_matching_selfie]": "true",
      "options[document][require_live_capture]": "true",
      "metadata[verification_id]": "ver_7",
      "metadata[user_id]": "usr_42",
      return_url: "https://verzekerd.nl/checkout/identity-verification",
    });
  });

  it("reports a verified session with the date of birth and the name on the document", async () => {
    // As Stripe: verified_outputs only when expanded.
    const stripe = fakeStripe((request) => {
      const { verified_outputs: outputs, ...session } = fixture("verification-session-verified") as Record<string, unknown>;
      return { body: request.url.search.includes("verified_outputs") ? { ...session, verified_outputs: outputs } : session };
    });
    const provider = new StripeIdentityProvider(SECRET_KEY, WEBHOOK_SECRET, stripe.httpClient);

    expect(await provider.report("vs_1QxT7kLkdIwHu7ixOwfYyZ1a")).toEqual({
      status: "verified",
      dob: "1965-03-09",
      firstName: "Willeke Liselotte",
      lastName: "De Bruijn",
      errorCode: null,
    });

    const request = onlyRequest(stripe.requests);
    expect(request.method).toBe("GET");
    expect(request.url.pathname).toBe("/v1/identity/verification_sessions/vs_1QxT7kLkdIwHu7ixOwfYyZ1a");
    expect(request.headers.get("authorization")).toBe(`Bearer ${SECRET_KEY}`);
    // Without the expansion Stripe leaves verified_outputs out of the session.
    const expand = [...request.url.searchParams].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
    expect(expand).toEqual(["verified_outputs"]);
  });

  it("reports a session that needs new input with Stripe's error code", async () => {
    const stripe = fakeStripe(() => ({ body: fixture("verification-session-requires-input") }));
    const provider = new StripeIdentityProvider(SECRET_KEY, WEBHOOK_SECRET, stripe.httpClient);
    expect(await provider.report("vs_1QxU2bLkdIwHu7ixB1sGk3Rt")).toEqual({
      status: "requires_input",
      dob: null,
      firstName: null,
      lastName: null,
      errorCode: "document_expired",
    });
  });

  it("a date of birth with a part missing is no date of birth", async () => {
    const verified = fixture("verification-session-verified") as { verified_outputs: { dob: Record<string, number | null> } };
    const stripe = fakeStripe(() => ({
      body: { ...verified, verified_outputs: { ...verified.verified_outputs, dob: { day: null, month: 3, year: 1965 } } },
    }));
    const provider = new StripeIdentityProvider(SECRET_KEY, WEBHOOK_SECRET, stripe.httpClient);
    expect(await provider.report("vs_1QxT7kLkdIwHu7ixOwfYyZ1a")).toEqual({
      status: "verified",
      dob: null,
      firstName: "Willeke Liselotte",
      lastName: "De Bruijn",
      errorCode: null,
    });
  });

  it("processing and canceled sessions keep their status", async () => {
    for (const status of ["processing", "canceled"] as const) {
      const stripe = fakeStripe(() => ({ body: { ...(fixture("verification-session-created") as object), status } }));
      const provider = new StripeIdentityProvider(SECRET_KEY, WEBHOOK_SECRET, stripe.httpClient);
      expect(await provider.report("vs_1QxT7kLkdIwHu7ixOwfYyZ1a")).toEqual({
        status,
        dob: null,
        firstName: null,
        lastName: null,
        errorCode: null,
      });
    }
  });

  it("Stripe's refusal is an error, and so is a session without a client secret", async () => {
    const refused = fakeStripe(() => ({ status: 400, body: fixture("error-invalid-request") }));
    await expect(
      new StripeIdentityProvider(SECRET_KEY, WEBHOOK_SECRET, refused.httpClient).createSession({
        verificationId: "ver_7",
        userId: "usr_42",
        returnUrl: "https://verzekerd.nl/",
      }),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError", param: "return_url" });
    expect(refused.requests).toHaveLength(1); // a 400 is not retried

    const secretless = fakeStripe(() => ({ body: { ...(fixture("verification-session-created") as object), client_secret: null } }));
    await expect(
      new StripeIdentityProvider(SECRET_KEY, WEBHOOK_SECRET, secretless.httpClient).createSession({
        verificationId: "ver_7",
        userId: "usr_42",
        returnUrl: "https://verzekerd.nl/",
      }),
    ).rejects.toThrow(/client_secret/);
  });
});

describe.each([
  ["Stripe Identity", () => new StripeIdentityProvider(SECRET_KEY, WEBHOOK_SECRET, fakeStripe(() => ({ body: {} })).httpClient)],
  ["the built-in provider", () => new BuiltinIdentityProvider(WEBHOOK_SECRET)],
])("webhook signatures: %s", (_name, makeProvider) => {
  const provider = makeProvider();
  const verified = fixtureText("event-verification-session-verified");
  const requiresInput = fixtureText("event-verification-session-requires-input");

  afterEach(() => {
    vi.useRealTimers();
  });

  it("a payload signed with the webhook secret reads as its event", () => {
    expect(provider.parseWebhook(verified, sign(verified))).toEqual({
      eventId: "evt_1QxT9pLkdIwHu7ixkR3bqJ5V",
      type: "identity.verification_session.verified",
      sessionId: "vs_1QxT7kLkdIwHu7ixOwfYyZ1a",
    });
    expect(provider.parseWebhook(requiresInput, sign(requiresInput))).toEqual({
      eventId: "evt_1QxU4eLkdIwHu7ix9mTzP0aL",
      type: "identity.verification_session.requires_input",
      sessionId: "vs_1QxU2bLkdIwHu7ixB1sGk3Rt",
    });
  });

  it("another secret, a changed body or no signature is refused", () => {
    expect(() => provider.parseWebhook(verified, sign(verified, "whsec_someone_else_0123456789abcdef"))).toThrow(WebhookSignatureError);
    const tampered = verified.replace("vs_1QxT7kLkdIwHu7ixOwfYyZ1a", "vs_1QxU2bLkdIwHu7ixB1sGk3Rt");
    expect(tampered).not.toBe(verified);
    expect(() => provider.parseWebhook(tampered, sign(verified))).toThrow(WebhookSignatureError);
    // Reformatting alone breaks the signature: the raw body is what was signed.
    expect(() => provider.parseWebhook(JSON.stringify(JSON.parse(verified)), sign(verified))).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(verified, null)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(verified, "")).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(verified, "t=1763950105")).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(verified, "garbage")).toThrow(WebhookSignatureError);
  });

  it("a signature older than 300 seconds is refused; 300 seconds is still in time", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T10:00:00Z"));
    const now = Math.floor(Date.now() / 1000);
    expect(provider.parseWebhook(verified, sign(verified, WEBHOOK_SECRET, now - 300))?.sessionId).toBe("vs_1QxT7kLkdIwHu7ixOwfYyZ1a");
    expect(() => provider.parseWebhook(verified, sign(verified, WEBHOOK_SECRET, now - 301))).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(verified, sign(verified, WEBHOOK_SECRET, now - 86_400))).toThrow(WebhookSignatureError);
  });

  it("an event about something else is no session event", () => {
    const payment = fixtureText("event-payment-intent-succeeded");
    expect(provider.parseWebhook(payment, sign(payment))).toBeNull();
    // Stripe's other identity events are about reports, not sessions.
    const report = JSON.stringify({
      ...JSON.parse(verified),
      type: "identity.verification_session.created",
      data: { object: { id: "vr_1", object: "identity.verification_report" } },
    });
    expect(provider.parseWebhook(report, sign(report))).toBeNull();
  });
});

describe("the built-in provider's own webhooks", () => {
  const provider = new BuiltinIdentityProvider(WEBHOOK_SECRET);

  it("a verified page sends a signed verified event about its session", async () => {
    const { rawBody, signature } = await provider.submit("vs_builtin_0123456789abcdef01234567", {
      kind: "verified",
      dob: "1965-03-09",
      firstName: "Jan Pieter",
      lastName: "de Vries",
    });
    expect(db.builtinIdentitySession.update).toHaveBeenLastCalledWith({
      where: { id: "vs_builtin_0123456789abcdef01234567" },
      data: {
        status: "verified",
        verifiedDob: "1965-03-09",
        verifiedFirstName: "Jan Pieter",
        verifiedLastName: "de Vries",
        lastErrorCode: null,
      },
    });
    expect(provider.parseWebhook(rawBody, signature)).toEqual({
      eventId: expect.stringMatching(/^evt_builtin_[0-9a-f]{24}$/),
      type: "identity.verification_session.verified",
      sessionId: "vs_builtin_0123456789abcdef01234567",
    });
    // Shaped as Stripe's event, so one handler reads both.
    expect(JSON.parse(rawBody)).toMatchObject({
      object: "event",
      livemode: false,
      data: { object: { object: "identity.verification_session", status: "verified" } },
    });
  });

  it("an abandoned page sends requires_input, and another secret does not accept it", async () => {
    const { rawBody, signature } = await provider.submit("vs_builtin_abandoned", { kind: "abandoned" });
    expect(db.builtinIdentitySession.update).toHaveBeenLastCalledWith({
      where: { id: "vs_builtin_abandoned" },
      data: { status: "requires_input", lastErrorCode: "abandoned" },
    });
    expect(provider.parseWebhook(rawBody, signature)?.type).toBe("identity.verification_session.requires_input");
    expect(() => new BuiltinIdentityProvider("whsec_another_installation_0123").parseWebhook(rawBody, signature)).toThrow(
      WebhookSignatureError,
    );
  });
});

describe("Stripe settings in the environment", () => {
  const STRIPE = {
    IDENTITY_VERIFICATION: "stripe",
    STRIPE_SECRET_KEY: "sk_test_51QxT5aLkdIwHu7ix",
    STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef",
    STRIPE_PUBLISHABLE_KEY_TEST: "pk_test_51QxT5aLkdIwHu7ixTest",
    STRIPE_PUBLISHABLE_KEY_LIVE: "pk_live_51QxT5aLkdIwHu7ixLive",
  };
  const SECRETS = { SESSION_SECRET: "0123456789abcdef0123", JWT_SECRET: "0123456789abcdef0123" };

  const messageOf = (env: Record<string, string | undefined>): string => {
    try {
      parseEnv(env);
    } catch (error) {
      return (error as Error).message;
    }
    return "";
  };

  it("stripe without its keys names each missing variable", () => {
    const message = messageOf({ IDENTITY_VERIFICATION: "stripe" });
    for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PUBLISHABLE_KEY_TEST"])
      expect(message).toContain(`${name}: required when IDENTITY_VERIFICATION=stripe`);
    expect(message).not.toContain("STRIPE_PUBLISHABLE_KEY_LIVE");
    // An empty variable counts as unset.
    expect(messageOf({ ...STRIPE, STRIPE_WEBHOOK_SECRET: "" })).toMatch(/STRIPE_WEBHOOK_SECRET: required/);
  });

  it("production needs the live publishable key instead of the test one", () => {
    const message = messageOf({
      NODE_ENV: "production",
      IDENTITY_VERIFICATION: "stripe",
      STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE.STRIPE_WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY_TEST: STRIPE.STRIPE_PUBLISHABLE_KEY_TEST,
    });
    expect(message).toContain("STRIPE_PUBLISHABLE_KEY_LIVE: required when IDENTITY_VERIFICATION=stripe");
    expect(message).not.toContain("STRIPE_PUBLISHABLE_KEY_TEST");
    expect(message).not.toContain("STRIPE_SECRET_KEY");
  });

  it("the built-in provider needs no Stripe variable", () => {
    expect(messageOf({})).toBe("");
    expect(messageOf({ IDENTITY_VERIFICATION: "builtin" })).toBe("");
    expect(messageOf({ IDENTITY_VERIFICATION: "onfido" })).toMatch(/IDENTITY_VERIFICATION/);
  });

  it("picks the live publishable key in production and the test key elsewhere", () => {
    const live = configFrom(parseEnv({ ...STRIPE, ...SECRETS, NODE_ENV: "production" }));
    expect(live.identity).toEqual({
      provider: "stripe",
      secretKey: STRIPE.STRIPE_SECRET_KEY,
      webhookSecret: STRIPE.STRIPE_WEBHOOK_SECRET,
      publishableKey: "pk_live_51QxT5aLkdIwHu7ixLive",
    });
    for (const NODE_ENV of ["development", "test", undefined]) {
      expect(configFrom(parseEnv({ ...STRIPE, ...SECRETS, NODE_ENV })).identity).toMatchObject({
        provider: "stripe",
        publishableKey: "pk_test_51QxT5aLkdIwHu7ixTest",
      });
    }
  });

  it("refuses a test key in the live variable, a live key in the test variable, and keys of the wrong kind", () => {
    expect(messageOf({ ...STRIPE, STRIPE_PUBLISHABLE_KEY_LIVE: "pk_test_51QxT5aLkdIwHu7ixTest" })).toMatch(
      /STRIPE_PUBLISHABLE_KEY_LIVE: a live publishable key/,
    );
    expect(messageOf({ ...STRIPE, STRIPE_PUBLISHABLE_KEY_TEST: "pk_live_51QxT5aLkdIwHu7ixLive" })).toMatch(
      /STRIPE_PUBLISHABLE_KEY_TEST: a test publishable key/,
    );
    expect(messageOf({ ...STRIPE, STRIPE_SECRET_KEY: "pk_test_51QxT5aLkdIwHu7ixTest" })).toMatch(/STRIPE_SECRET_KEY/);
    expect(messageOf({ ...STRIPE, STRIPE_WEBHOOK_SECRET: "sk_test_51QxT5aLkdIwHu7ix" })).toMatch(/STRIPE_WEBHOOK_SECRET/);
    expect(messageOf({ ...STRIPE, STRIPE_SECRET_KEY: "rk_live_51QxT5aLkdIwHu7ix" })).toBe("");
  });
});
