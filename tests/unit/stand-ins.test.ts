// Decision 0066: which built-in stand-ins are in use, what a live site must set instead, and
// that production on a real domain refuses to start on them unless ALLOW_STAND_INS names them.
import { describe, expect, it } from "vitest";
import { activeStandIns, missingSettings, STAND_INS } from "~/domain/platform/stand-ins";
import { configFrom, parseEnv } from "~/server/platform/config.server";
import { demoSiteNotice } from "~/server/platform/demo-site.server";

const STRIPE = { STRIPE_SECRET_KEY: "sk_live_standins", STRIPE_WEBHOOK_SECRET: "whsec_standins" };
const REAL = {
  ...STRIPE,
  STRIPE_PUBLISHABLE_KEY_LIVE: "pk_live_standins",
  IDENTITY_VERIFICATION: "stripe",
  LICENCE_PLATE_LOOKUP: "rdw",
  ADDRESS_LOOKUP: "pdok",
  COMPANY_SEARCH: "kvk",
  KVK_API_KEY: "kvk-key",
} as const;
const LIVE = {
  NODE_ENV: "production",
  ROOT_DOMAINS: "example.nl",
  SESSION_SECRET: "stand-ins-test-secret-0123",
  SEPA_CREDITOR_ID: "NL57ZZZ999999999999",
  SEPA_CREDITOR_NAME: "Verzekeraar BV",
  SEPA_CREDITOR_IBAN: "NL91ABNA0417164300",
};

function messageOf(env: Record<string, string>): string {
  try {
    parseEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("parseEnv accepted the environment");
}

describe("the stand-ins in use", () => {
  it("are all five without configuration, none with every real provider", () => {
    expect(activeStandIns({})).toEqual(["payment", "identity", "plate", "address", "company"]);
    expect(activeStandIns(REAL)).toEqual([]);
  });

  it("payment is Stripe once both keys are there, unless PAYMENT_PROVIDER=builtin", () => {
    expect(activeStandIns({ STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY })).toContain("payment");
    expect(activeStandIns(STRIPE)).not.toContain("payment");
    expect(activeStandIns({ ...STRIPE, PAYMENT_PROVIDER: "builtin" })).toContain("payment");
    // Stripe's keys alone do not verify identities: that takes IDENTITY_VERIFICATION=stripe.
    expect(activeStandIns(STRIPE)).toContain("identity");
  });

  it("each lookup is built in until its provider is chosen", () => {
    expect(activeStandIns({ ...REAL, LICENCE_PLATE_LOOKUP: "builtin" })).toEqual(["plate"]);
    expect(activeStandIns({ ...REAL, ADDRESS_LOOKUP: undefined })).toEqual(["address"]);
    expect(activeStandIns({ ...REAL, COMPANY_SEARCH: "builtin" })).toEqual(["company"]);
  });
});

describe("what a live site must still set", () => {
  it("names every variable once, with the stand-ins it replaces", () => {
    expect(missingSettings({}, [])).toEqual([
      { variable: "STRIPE_SECRET_KEY", value: null, standIns: ["payment", "identity"] },
      { variable: "STRIPE_WEBHOOK_SECRET", value: null, standIns: ["payment", "identity"] },
      { variable: "IDENTITY_VERIFICATION", value: "stripe", standIns: ["identity"] },
      { variable: "STRIPE_PUBLISHABLE_KEY_LIVE", value: null, standIns: ["identity"] },
      { variable: "LICENCE_PLATE_LOOKUP", value: "rdw", standIns: ["plate"] },
      { variable: "ADDRESS_LOOKUP", value: "pdok", standIns: ["address"] },
      { variable: "COMPANY_SEARCH", value: "kvk", standIns: ["company"] },
      { variable: "KVK_API_KEY", value: null, standIns: ["company"] },
    ]);
  });

  it("leaves out what is set and what is allowed", () => {
    expect(missingSettings({ ...STRIPE, PAYMENT_PROVIDER: "builtin" }, ["identity", "plate", "address", "company"])).toEqual([
      { variable: "PAYMENT_PROVIDER", value: "stripe", standIns: ["payment"] },
    ]);
    expect(missingSettings({}, [...STAND_INS])).toEqual([]);
    expect(missingSettings(REAL, [])).toEqual([]);
  });
});

describe("production on a real domain", () => {
  it("refuses to start on stand-ins, naming every variable to set in one message", () => {
    const message = messageOf(LIVE);
    for (const name of [
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "IDENTITY_VERIFICATION",
      "STRIPE_PUBLISHABLE_KEY_LIVE",
      "LICENCE_PLATE_LOOKUP",
      "ADDRESS_LOOKUP",
      "COMPANY_SEARCH",
      "KVK_API_KEY",
    ]) {
      expect(message).toMatch(new RegExp(`^  ${name}: `, "m"));
    }
    expect(message).toContain("ALLOW_STAND_INS=payment,identity");
  });

  it("starts with every real provider, or with the stand-ins allowed by name", () => {
    expect(configFrom(parseEnv({ ...LIVE, ...REAL })).demoStandIns).toEqual([]);
    const demo = configFrom(parseEnv({ ...LIVE, ALLOW_STAND_INS: " Payment, identity,plate,address,company " }));
    expect(demo.demoStandIns).toEqual([...STAND_INS]);
    expect(demo.payments.provider).toBe("builtin");
    // Allowing one is not allowing the others.
    expect(messageOf({ ...LIVE, ...REAL, ADDRESS_LOOKUP: "builtin", ALLOW_STAND_INS: "plate" })).toMatch(
      /^ {2}ADDRESS_LOOKUP: set to pdok .*ALLOW_STAND_INS=address\)$/m,
    );
    // An allowed stand-in that is not in use is no demo.
    expect(configFrom(parseEnv({ ...LIVE, ...REAL, ALLOW_STAND_INS: "payment" })).demoStandIns).toEqual([]);
  });

  it("an unknown stand-in name stops the start naming ALLOW_STAND_INS", () => {
    expect(messageOf({ ...LIVE, ...REAL, ALLOW_STAND_INS: "payment,stripe" })).toMatch(/^ {2}ALLOW_STAND_INS: "stripe" is not a stand-in/m);
    expect(messageOf({ ALLOW_STAND_INS: "everything" })).toMatch(/ALLOW_STAND_INS/);
  });

  it("is not development, the tests or `npm start` on localhost: stand-ins run there without a marker", () => {
    for (const env of [
      { NODE_ENV: "development", ROOT_DOMAINS: "example.nl" },
      { NODE_ENV: "production" },
      { NODE_ENV: "production", ROOT_DOMAINS: "localhost,shop.localhost" },
    ]) {
      expect(configFrom(parseEnv({ ...env, SESSION_SECRET: LIVE.SESSION_SECRET })).demoStandIns).toEqual([]);
    }
  });

  it("COMPANY_SEARCH=kvk needs its key anywhere", () => {
    expect(messageOf({ COMPANY_SEARCH: "kvk" })).toMatch(/^ {2}KVK_API_KEY: required when COMPANY_SEARCH=kvk$/m);
  });
});

describe("the demonstration marker's texts", () => {
  it("say what is simulated, in each language", async () => {
    expect(await demoSiteNotice("en", [])).toBeNull();
    expect(await demoSiteNotice("en", ["payment", "identity", "address"])).toEqual({
      label: "Demonstration site",
      text: "This is a demonstration site. Simulated here: payments, identity checks, and address lookup.",
    });
    expect(await demoSiteNotice("nl", ["payment", "plate"])).toEqual({
      label: "Demonstratiesite",
      text: "Dit is een demonstratiesite. Hier gesimuleerd: betalingen en kentekenopzoeking.",
    });
    expect((await demoSiteNotice("de", ["company"]))?.label).toBe("Demonstrationsseite");
    expect((await demoSiteNotice("fr", ["company"]))?.text).toBe(
      "Ceci est un site de démonstration. Simulés ici : recherche d'entreprise.",
    );
  });
});
