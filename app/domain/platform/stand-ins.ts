// The built-in stand-ins of the outside services (decision 0066): useful in development and on a
// demo site, harmful on a live one (an invoice booked as paid without money, death-risk cover on a
// typed-in document number, lookups that find no real car, home or company). Which are in use,
// and what a live site must set instead: pure, so config.server.ts and the tests share it.

/** The names ALLOW_STAND_INS takes, in the order messages list them. */
export const STAND_INS = ["payment", "identity", "plate", "address", "company"] as const;
export type StandIn = (typeof STAND_INS)[number];

export function isStandIn(name: string): name is StandIn {
  return (STAND_INS as readonly string[]).includes(name);
}

/** The variables that choose the providers, as config.server.ts parsed them. */
export type ProviderEnv = {
  PAYMENT_PROVIDER?: "builtin" | "stripe";
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PUBLISHABLE_KEY_LIVE?: string;
  IDENTITY_VERIFICATION?: "builtin" | "stripe";
  LICENCE_PLATE_LOOKUP?: "builtin" | "rdw";
  ADDRESS_LOOKUP?: "builtin" | "pdok";
  COMPANY_SEARCH?: "builtin" | "kvk";
  KVK_API_KEY?: string;
};

/** A variable to set; `value` when it must have that value (a provider's name). */
export type Setting = { variable: keyof ProviderEnv; value: string | null };

/**
 * What replaces each stand-in on a live site. Payment is Stripe as soon as both its keys are
 * there (config.server.ts, decision 0044); identity needs the live publishable key in production.
 */
const REAL: Record<StandIn, readonly Setting[]> = {
  payment: [
    { variable: "PAYMENT_PROVIDER", value: "stripe" },
    { variable: "STRIPE_SECRET_KEY", value: null },
    { variable: "STRIPE_WEBHOOK_SECRET", value: null },
  ],
  identity: [
    { variable: "IDENTITY_VERIFICATION", value: "stripe" },
    { variable: "STRIPE_SECRET_KEY", value: null },
    { variable: "STRIPE_WEBHOOK_SECRET", value: null },
    { variable: "STRIPE_PUBLISHABLE_KEY_LIVE", value: null },
  ],
  plate: [{ variable: "LICENCE_PLATE_LOOKUP", value: "rdw" }],
  address: [{ variable: "ADDRESS_LOOKUP", value: "pdok" }],
  company: [
    { variable: "COMPANY_SEARCH", value: "kvk" },
    { variable: "KVK_API_KEY", value: null },
  ],
};

/** Unset PAYMENT_PROVIDER means Stripe when its keys are set: only "builtin" is in the way. */
function satisfied(env: ProviderEnv, { variable, value }: Setting): boolean {
  if (variable === "PAYMENT_PROVIDER") return env.PAYMENT_PROVIDER !== "builtin";
  return value === null ? Boolean(env[variable]) : env[variable] === value;
}

/** The stand-ins these variables leave in use. */
export function activeStandIns(env: ProviderEnv): StandIn[] {
  return STAND_INS.filter((standIn) => {
    // The identity check is Stripe's whenever IDENTITY_VERIFICATION=stripe (its keys are checked apart).
    if (standIn === "identity") return env.IDENTITY_VERIFICATION !== "stripe";
    if (standIn === "company") return env.COMPANY_SEARCH !== "kvk";
    return !REAL[standIn].every((setting) => satisfied(env, setting));
  });
}

/** One variable a live site still has to set, and the stand-ins it replaces. */
export type Missing = Setting & { standIns: StandIn[] };

/**
 * What a live site must still set for the stand-ins in use that `allowed` does not let through,
 * one entry per variable (a Stripe key serves payment and identity alike).
 */
export function missingSettings(env: ProviderEnv, allowed: readonly StandIn[]): Missing[] {
  const missing = new Map<string, Missing>();
  for (const standIn of activeStandIns(env)) {
    if (allowed.includes(standIn)) continue;
    for (const setting of REAL[standIn]) {
      if (satisfied(env, setting)) continue;
      const known = missing.get(setting.variable);
      if (known) known.standIns.push(standIn);
      else missing.set(setting.variable, { ...setting, standIns: [standIn] });
    }
  }
  return [...missing.values()];
}
