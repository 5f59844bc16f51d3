// The signature's time on every signed webhook (decision 0067), on a scratch database with
// the routes called as Remix calls them: /payment/webhook and /stripe/webhook, Stripe configured
// for both, events signed with the configured secret at a chosen time. Stripe's SDK alone let a
// timestamp dated ahead through however far; now both directions are held to 300 s. The clock
// is frozen (Date only), so a second passing between signing and checking cannot move a case
// across the edge.
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("webhook-timestamps");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "webhook-timestamps-test-secret";
// Stripe for payments and identity alike: the two webhook routes answer only then.
process.env.IDENTITY_VERIFICATION = "stripe";
process.env.STRIPE_SECRET_KEY = "sk_test_webhooktimestamps";
process.env.STRIPE_WEBHOOK_SECRET = "whsec_webhooktimestampstest";
process.env.STRIPE_PUBLISHABLE_KEY_TEST = "pk_test_webhooktimestamps";
delete process.env.PAYMENT_PROVIDER;

const { config } = await import("~/server/platform/config.server");
const { paymentProvider, BuiltinPaymentProvider } = await import("~/server/providers/payment.server");
const { identityProvider, BuiltinIdentityProvider } = await import("~/server/providers/identity.server");
const { handlePaymentWebhook } = await import("~/server/billing/invoice-payments.server");
const { handleIdentityWebhook } = await import("~/server/checkout/identity-verification.server");
const paymentWebhookRoute = await import("~/routes/billing/payment-webhook");
const stripeWebhookRoute = await import("~/routes/billing/stripe-webhook");
const { answerOf, args } = await import("./support/funnel-harness");

const HOST = "localhost";
/** The frozen now, in Unix seconds (a whole second, so the cases sit exactly on their offsets). */
const NOW = Math.floor(Date.now() / 1000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW * 1000 + 500);
});

afterEach(() => {
  vi.useRealTimers();
});

let counter = 0;

/** A Stripe event about an object of ours that the database does not hold: accepted, it is a 404. */
function event(type: string, object: Record<string, unknown>) {
  counter += 1;
  return JSON.stringify({
    id: `evt_ts_${counter}`,
    object: "event",
    api_version: "2025-01-01",
    created: NOW,
    livemode: false,
    type,
    data: { object },
  });
}
const checkoutEvent = () =>
  event("checkout.session.completed", {
    id: `cs_test_ts${counter}`,
    object: "checkout.session",
    payment_status: "paid",
    amount_total: 1000,
  });
const identityEvent = () =>
  event("identity.verification_session.verified", {
    id: `vs_test_ts${counter}`,
    object: "identity.verification_session",
    status: "verified",
  });

const sign = (payload: string, secret: string, offsetSeconds: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: NOW + offsetSeconds });

function deliver(route: { action: (a: ReturnType<typeof args>) => unknown }, pathname: string, body: string, signature: string) {
  const request = new Request(`http://${HOST}${pathname}`, {
    method: "POST",
    headers: { Host: HOST, "Content-Type": "application/json", "Stripe-Signature": signature },
    body,
  });
  return answerOf(() => route.action(args(request)));
}

const endpoints = [
  {
    pathname: "/payment/webhook",
    route: paymentWebhookRoute,
    body: checkoutEvent,
    accepted: "unknown payment",
    secret: () => config.payments.webhookSecret,
  },
  {
    pathname: "/stripe/webhook",
    route: stripeWebhookRoute,
    body: identityEvent,
    accepted: "unknown session",
    secret: () => config.identity.webhookSecret,
  },
];

describe("Stripe's webhooks refuse a signature more than 300 s from now, either way", () => {
  it("both providers are Stripe's, with the configured secret", () => {
    expect(paymentProvider().name).toBe("stripe");
    expect(identityProvider().name).toBe("stripe");
    expect(config.payments.webhookSecret).toBe("whsec_webhooktimestampstest");
  });

  for (const { pathname, route, body, accepted, secret } of endpoints) {
    it(`${pathname}: 301 s ahead is refused (400 invalid signature)`, async () => {
      const payload = body();
      expect(await deliver(route, pathname, payload, sign(payload, secret(), 301))).toMatchObject({
        status: 400,
        body: "invalid signature",
      });
    });

    it(`${pathname}: 301 s old is refused (400 invalid signature)`, async () => {
      const payload = body();
      expect(await deliver(route, pathname, payload, sign(payload, secret(), -301))).toMatchObject({
        status: 400,
        body: "invalid signature",
      });
    });

    it(`${pathname}: 299 s ahead and 299 s old are accepted`, async () => {
      for (const offset of [299, -299, 0]) {
        const payload = body();
        expect(await deliver(route, pathname, payload, sign(payload, secret(), offset)), String(offset)).toMatchObject({
          status: 404,
          body: accepted,
        });
      }
    });

    it(`${pathname}: far ahead is refused too, and a second t= cannot carry it past the check`, async () => {
      const payload = body();
      expect(await deliver(route, pathname, payload, sign(payload, secret(), 86_400))).toMatchObject({
        status: 400,
        body: "invalid signature",
      });
      const ahead = sign(payload, secret(), 3600);
      expect(await deliver(route, pathname, payload, `t=${NOW},${ahead}`)).toMatchObject({ status: 400, body: "invalid signature" });
    });
  }
});

describe("the built-in providers' events, in Stripe's format, are held to the same window", () => {
  const payments = new BuiltinPaymentProvider("whsec_builtin_payments_ts");
  const identity = new BuiltinIdentityProvider("whsec_builtin_identity_ts");

  it("301 s either way is refused, 299 s either way is accepted", async () => {
    for (const [offset, expected] of [
      [301, { status: 400, body: "invalid signature" }],
      [-301, { status: 400, body: "invalid signature" }],
      [299, { status: 404, body: "unknown payment" }],
      [-299, { status: 404, body: "unknown payment" }],
    ] as const) {
      const payload = checkoutEvent();
      expect(
        await handlePaymentWebhook(payments, payload, sign(payload, "whsec_builtin_payments_ts", offset)),
        `payment ${offset}`,
      ).toEqual(expected);
    }
    for (const [offset, expected] of [
      [301, { status: 400, body: "invalid signature" }],
      [-301, { status: 400, body: "invalid signature" }],
      [299, { status: 404, body: "unknown session" }],
      [-299, { status: 404, body: "unknown session" }],
    ] as const) {
      const payload = identityEvent();
      expect(
        await handleIdentityWebhook(identity, payload, sign(payload, "whsec_builtin_identity_ts", offset)),
        `identity ${offset}`,
      ).toEqual(expected);
    }
  });

  it("an event the built-in provider signs now still goes through", async () => {
    const signed = payments.event("cs_builtin_00000000000000000000000000000000", "succeeded", 1000);
    expect(await handlePaymentWebhook(payments, signed.rawBody, signed.signature)).toEqual({ status: 404, body: "unknown payment" });
  });
});
