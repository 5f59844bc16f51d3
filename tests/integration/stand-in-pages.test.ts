// The built-in payment and identity pages stand in for Stripe's (decisions 0033, 0044, 0066):
// they answer 404 whenever their provider is not the one in use, so nobody pays or verifies on a
// simulation beside a configured real provider. Each configuration gets fresh modules (config is
// read once at import); requirePartner is replaced by a marker to show how far a request got,
// and formDataOf by plain form reading, so no database is needed.
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

const PASSED_GATE = 299;

vi.mock("~/server/platform/guards.server", async (original) => ({
  ...(await original<typeof import("~/server/platform/guards.server")>()),
  // Past the provider check the page looks for the partner: stop there with a status of our own.
  requirePartner: async () => {
    throw new Response("past the provider check", { status: PASSED_GATE });
  },
  formDataOf: (request: Request) => request.formData(),
}));

// Never opened (nothing here reads the database); removed in case a change makes it so.
const NO_DATABASE = path.join(tmpdir(), `stand-in-pages-${process.pid}.db`);

const STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_standinpages",
  STRIPE_WEBHOOK_SECRET: "whsec_standinpages",
  STRIPE_PUBLISHABLE_KEY_TEST: "pk_test_standinpages",
};
const REFERENCE = `cs_builtin_${"a".repeat(32)}`;
const PAYMENT_URL = `http://acme.localhost/payment/builtin/${REFERENCE}?return=%2Fpayment%2Fsuccess%3Fa%3D1&cancel=%2Finvoice-reminder%3Fa%3D1`;
const IDENTITY_URL = "http://acme.localhost/identity/builtin/vs_builtin_1?secret=x";

/** The routes as a server started with this environment has them. */
async function pagesWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  vi.stubEnv("DATABASE_URL", `file:${NO_DATABASE}`);
  vi.stubEnv("SESSION_SECRET", "stand-in-pages-test-secret");
  for (const name of ["PAYMENT_PROVIDER", "IDENTITY_VERIFICATION", ...Object.keys(STRIPE)]) vi.stubEnv(name, env[name] ?? "");
  return { payment: await import("~/routes/billing/payment-builtin"), identity: await import("~/routes/checkout/identity-builtin") };
}

/** The status a loader or action answered or threw. */
async function statusOf(answer: () => Promise<unknown>): Promise<number> {
  try {
    const value = await answer();
    return value instanceof Response ? value.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } | null }).init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

function post(url: string) {
  return new Request(url, { method: "POST", body: new URLSearchParams({ choice: "pay" }), headers: { "Sec-Fetch-Site": "same-origin" } });
}

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(() => {
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(NO_DATABASE + suffix, { force: true });
});

describe("the built-in pages answer 404 when another provider is in use", () => {
  it("the payment page: open with the built-in provider, 404 with Stripe's keys", async () => {
    const builtin = await pagesWith({});
    expect(
      await statusOf(() => builtin.payment.loader({ request: new Request(PAYMENT_URL), params: { reference: REFERENCE }, context: {} })),
    ).toBe(PASSED_GATE);
    expect(
      await statusOf(() => builtin.payment.action({ request: post(PAYMENT_URL), params: { reference: REFERENCE }, context: {} })),
    ).toBe(PASSED_GATE);

    const stripe = await pagesWith(STRIPE);
    expect(
      await statusOf(() => stripe.payment.loader({ request: new Request(PAYMENT_URL), params: { reference: REFERENCE }, context: {} })),
    ).toBe(404);
    expect(await statusOf(() => stripe.payment.action({ request: post(PAYMENT_URL), params: { reference: REFERENCE }, context: {} }))).toBe(
      404,
    );

    // PAYMENT_PROVIDER=builtin keeps the built-in page despite the keys.
    const chosen = await pagesWith({ ...STRIPE, PAYMENT_PROVIDER: "builtin" });
    expect(
      await statusOf(() => chosen.payment.loader({ request: new Request(PAYMENT_URL), params: { reference: REFERENCE }, context: {} })),
    ).toBe(PASSED_GATE);
  });

  it("the identity page: open with the built-in provider, 404 with IDENTITY_VERIFICATION=stripe", async () => {
    const builtin = await pagesWith({ ...STRIPE });
    expect(
      await statusOf(() =>
        builtin.identity.loader({ request: new Request(IDENTITY_URL), params: { sessionId: "vs_builtin_1" }, context: {} }),
      ),
    ).toBe(PASSED_GATE);
    expect(
      await statusOf(() => builtin.identity.action({ request: post(IDENTITY_URL), params: { sessionId: "vs_builtin_1" }, context: {} })),
    ).toBe(PASSED_GATE);

    const stripe = await pagesWith({ ...STRIPE, IDENTITY_VERIFICATION: "stripe" });
    expect(
      await statusOf(() =>
        stripe.identity.loader({ request: new Request(IDENTITY_URL), params: { sessionId: "vs_builtin_1" }, context: {} }),
      ),
    ).toBe(404);
    expect(
      await statusOf(() => stripe.identity.action({ request: post(IDENTITY_URL), params: { sessionId: "vs_builtin_1" }, context: {} })),
    ).toBe(404);
  });
});
