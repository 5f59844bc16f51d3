// Configuration from environment variables, parsed once with zod at start: a wrong value stops
// the server with a message naming the variable. README lists every variable.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { FLAG_ENVIRONMENTS } from "~/domain/staff/feature-flags";
import { parseHostHeader, type PublicUrlConfig } from "~/domain/platform/partner-host";
import { isValidCreditorIdentifier, type Creditor } from "~/domain/billing/sepa-pain008";
import { UPLOAD_QUOTAS } from "~/domain/platform/uploads";
import { outsideCallTimeouts, TIMEOUT_BOUNDS_MS } from "~/domain/platform/outside-calls";
import { activeStandIns, isStandIn, missingSettings, STAND_INS, type StandIn } from "~/domain/platform/stand-ins";
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import { checkTrustName, normaliseAfmNumber, normaliseKifidNumber, type TrustDetails } from "~/domain/platform/trust-details";

/** A stable secret for a fresh machine: made once and kept under data/. Production sets SESSION_SECRET and JWT_SECRET. */
function localSecret(name = "session-secret"): string {
  const file = path.resolve("data", name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );
const bool = z.enum(["true", "false"]).transform((value) => value === "true");
const port = z.coerce.number().int().min(1).max(65535);
const timeoutMs = z.coerce.number().int().min(TIMEOUT_BOUNDS_MS.min).max(TIMEOUT_BOUNDS_MS.max);

const schema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).optional(),
    PORT: port.optional(),
    ROOT_DOMAINS: commaList
      .transform((items) => items.map((item) => item.toLowerCase()))
      .superRefine((items, ctx) => {
        for (const item of items) {
          const parsed = parseHostHeader(item);
          if (!parsed || parsed.port !== null || parsed.hostname !== item)
            ctx.addIssue({ code: "custom", message: `"${item}" is not a domain name` });
        }
      }),
    SESSION_SECRET: commaList.superRefine((items, ctx) => {
      if (items.some((item) => item.length < 16)) ctx.addIssue({ code: "custom", message: "every secret needs at least 16 characters" });
    }),
    JWT_SECRET: z
      .string()
      .trim()
      .min(16)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    SECURE_COOKIES: bool.optional(),
    PUBLIC_SCHEME: z.enum(["http", "https"]).optional(),
    PUBLIC_PORT: port.optional(),
    PARTNER_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).optional(),
    TRUST_PROXY: bool.optional(),
    BENCH_ROUTES: bool.optional(),
    CLIENT_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
    ADDRESS_LOOKUP: z.enum(["builtin", "pdok"]).optional(),
    COMPANY_SEARCH: z.enum(["builtin", "kvk"]).optional(),
    KVK_API_KEY: z.string().trim().min(1).optional(),
    LICENCE_PLATE_LOOKUP: z.enum(["builtin", "rdw"]).optional(),
    // Car and home prices and acceptance (decision 0083): the built-in tables, or the insurer's quote API.
    INSURER_QUOTES: z.enum(["builtin", "http"]).optional(),
    INSURER_QUOTES_URL: z.string().url().optional(),
    INSURER_QUOTES_KEY: z.string().trim().min(1).optional(),
    /** Built-in stand-ins a demo or staging site keeps knowingly in production (decision 0066). */
    ALLOW_STAND_INS: commaList
      .transform((items) => items.map((item) => item.toLowerCase()))
      .superRefine((items, ctx) => {
        for (const item of items) {
          if (!isStandIn(item)) ctx.addIssue({ code: "custom", message: `"${item}" is not a stand-in (${STAND_INS.join(", ")})` });
        }
      })
      .transform((items) => items.filter(isStandIn)),
    SMTP_URL: z.string().url().optional(),
    IDENTITY_VERIFICATION: z.enum(["builtin", "stripe"]).optional(),
    /** Reminder payments (decision 0044): Stripe when its keys are set, else the built-in offline provider. */
    PAYMENT_PROVIDER: z.enum(["builtin", "stripe"]).optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(live|test)_\w+$/, "a Stripe secret or restricted key (sk_… or rk_…)")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, "a Stripe webhook signing secret (whsec_…)")
      .optional(),
    STRIPE_PUBLISHABLE_KEY_LIVE: z
      .string()
      .regex(/^pk_live_\w+$/, "a live publishable key (pk_live_…)")
      .optional(),
    STRIPE_PUBLISHABLE_KEY_TEST: z
      .string()
      .regex(/^pk_test_\w+$/, "a test publishable key (pk_test_…)")
      .optional(),
    // The insurer as SEPA creditor of the direct-debit files (decision 0041).
    SEPA_CREDITOR_ID: z
      .string()
      .transform((value) => value.replace(/\s+/g, "").toUpperCase())
      .refine(isValidCreditorIdentifier, "a SEPA creditor identifier with valid check digits (e.g. NL98ZZZ999999999999)")
      .optional(),
    SEPA_CREDITOR_NAME: z.string().trim().min(1).max(70).optional(),
    SEPA_CREDITOR_IBAN: z
      .string()
      .transform((value) => electronicFormatIBAN(value) ?? value)
      .refine((value) => isValidIBAN(value), "a valid IBAN")
      .optional(),
    /** Which environment's feature flags apply (decision 0049). */
    APP_ENVIRONMENT: z.enum(FLAG_ENVIRONMENTS).optional(),
    // Where leaving a broker session goes, per environment (spec sections 4 and 9; decision 0080).
    BROKER_QUOTE_URL_DEVELOPMENT: z.string().url().optional(),
    BROKER_QUOTE_URL_QA: z.string().url().optional(),
    BROKER_QUOTE_URL_STAGE: z.string().url().optional(),
    BROKER_QUOTE_URL_PRODUCTION: z.string().url().optional(),
    FLAG_SERVICE_URL: z.string().url().optional(),
    FLAG_SERVICE_TOKEN: z.string().trim().min(1).optional(),
    // The support assistant (decision 0048): built-in retrieval, or an OpenAI-compatible endpoint.
    ASSISTANT_PROVIDER: z.enum(["builtin", "openai"]).optional(),
    ASSISTANT_API_URL: z.string().url().optional(),
    ASSISTANT_API_KEY: z.string().trim().min(1).optional(),
    ASSISTANT_MODEL: z.string().trim().min(1).max(200).optional(),
    SEPA_CREDITOR_BIC: z
      .string()
      .transform((value) => value.trim().toUpperCase())
      .refine((value) => isValidBIC(value), "a valid BIC")
      .optional(),
    // The insurer's regulatory details on every customer page, IPID and mail (decision 0085).
    INSURER_NAME: z
      .string()
      .trim()
      .refine((value) => checkTrustName(value) === null, "a company name of 2 to 100 characters")
      .optional(),
    INSURER_AFM_NUMBER: z
      .string()
      .refine((value) => normaliseAfmNumber(value) !== null, "an AFM registration number of eight digits (e.g. 12000536)")
      .transform((value) => normaliseAfmNumber(value)!)
      .optional(),
    INSURER_KIFID_NUMBER: z
      .string()
      .refine((value) => normaliseKifidNumber(value) !== null, "a Kifid number such as 300.012345")
      .transform((value) => normaliseKifidNumber(value)!)
      .optional(),
    // Error reporting (decision 0051): Sentry when a DSN is set, else the built-in error log.
    SENTRY_DSN: z.string().url().optional(),
    SENTRY_ENVIRONMENT: z
      .string()
      .trim()
      .regex(/^[\w.-]{1,64}$/, "letters, digits, dots and dashes")
      .optional(),
    RELEASE: z
      .string()
      .trim()
      .regex(/^[\w.@+-]{1,100}$/, "a release name (letters, digits, . @ + -)")
      .optional(),
    // Uploaded files (decision 0065): a folder on disk, or S3-compatible object storage.
    FILE_STORAGE: z.enum(["disk", "s3"]).optional(),
    FILE_STORAGE_DIR: z.string().trim().min(1).optional(),
    S3_BUCKET: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "an S3 bucket name")
      .optional(),
    S3_REGION: z.string().trim().min(1).max(64).optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.optional(),
    // Upload limits (decision 0065): per process, per customer and day, per customer and month.
    UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).optional(),
    CLAIMS_PER_DAY: z.coerce.number().int().min(1).max(10_000).optional(),
    UPLOAD_BYTES_PER_MONTH: z.coerce.number().int().min(1).optional(),
    // How long an outside service may take (decision 0082): spec 7's 30 s and 25 s by default.
    OUTSIDE_CALL_TIMEOUT_MS: timeoutMs.optional(),
    UPLOAD_TIMEOUT_MS: timeoutMs.optional(),
    LOOKUP_TIMEOUT_MS: timeoutMs.optional(),
  })
  .superRefine((env, ctx) => {
    if (env.INSURER_QUOTES === "http") {
      for (const name of ["INSURER_QUOTES_URL", "INSURER_QUOTES_KEY"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "required when INSURER_QUOTES=http" });
      }
    }
    if (env.ASSISTANT_PROVIDER === "openai") {
      for (const name of ["ASSISTANT_API_URL", "ASSISTANT_MODEL"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "required when ASSISTANT_PROVIDER=openai" });
      }
    }
    if (env.PAYMENT_PROVIDER === "stripe") {
      for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "required when PAYMENT_PROVIDER=stripe" });
      }
    }
    if (env.FILE_STORAGE === "s3" && !env.S3_BUCKET)
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "required when FILE_STORAGE=s3" });
    if (env.COMPANY_SEARCH === "kvk" && !env.KVK_API_KEY)
      ctx.addIssue({ code: "custom", path: ["KVK_API_KEY"], message: "required when COMPANY_SEARCH=kvk" });
    // Production on a real domain collects real money: the creditor must be configured, never
    // the demo one. (`npm start` and the browser suite run production builds on localhost.)
    if (liveSite(env)) {
      for (const name of ["SEPA_CREDITOR_ID", "SEPA_CREDITOR_NAME", "SEPA_CREDITOR_IBAN"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "required in production" });
      }
      // Nor does it sell on the built-in stand-ins, unless ALLOW_STAND_INS names them (decision 0066).
      for (const { variable, value, standIns } of missingSettings(env, env.ALLOW_STAND_INS)) {
        const need = value ? `set to ${value}` : "required";
        ctx.addIssue({
          code: "custom",
          path: [variable],
          message: `${need} in production instead of the built-in ${standIns.join(" and ")} stand-in${standIns.length > 1 ? "s" : ""} (a demo site may set ALLOW_STAND_INS=${standIns.join(",")})`,
        });
      }
    }
    if (env.IDENTITY_VERIFICATION !== "stripe") return;
    const publishable = env.NODE_ENV === "production" ? "STRIPE_PUBLISHABLE_KEY_LIVE" : "STRIPE_PUBLISHABLE_KEY_TEST";
    for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", publishable] as const) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "required when IDENTITY_VERIFICATION=stripe" });
    }
  });

export type Env = z.output<typeof schema>;

/** A production build on a real domain, not `npm start` or the browser suite on localhost. */
function liveSite(env: { NODE_ENV?: string; ROOT_DOMAINS: string[] }): boolean {
  return env.NODE_ENV === "production" && env.ROOT_DOMAINS.some((domain) => domain !== "localhost" && !domain.endsWith(".localhost"));
}

/** Parses the environment; throws an Error whose message names every wrong variable. */
export function parseEnv(env: Record<string, string | undefined>): Env {
  // An empty variable counts as unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}

/**
 * Development and tests collect for a demo insurer: a creditor identifier with valid check
 * digits and a test IBAN, so files validate but no bank would take them.
 */
export const DEMO_CREDITOR: Creditor = {
  identifier: "NL57ZZZ999999999999",
  name: "Demo Verzekeraar BV",
  iban: "NL91ABNA0417164300",
  bic: null,
};

/** The demo insurer's regulatory details (made-up numbers in the registers' formats). */
export const DEMO_INSURER: TrustDetails = { name: "Demo Verzekeraar BV", afmNumber: "12099999", kifidNumber: "300.099999" };

export function configFrom(env: Env) {
  const production = env.NODE_ENV === "production";
  const secureCookies = env.SECURE_COOKIES ?? production;
  const rootDomains = env.ROOT_DOMAINS.length > 0 ? env.ROOT_DOMAINS : ["localhost"];
  // `npm start` on a developer machine serves http://localhost:PORT; a real domain sits behind https.
  const localOnly = rootDomains.every((domain) => domain === "localhost" || domain.endsWith(".localhost"));
  const scheme = env.PUBLIC_SCHEME ?? (secureCookies && !localOnly ? "https" : "http");
  // Plain http on a developer machine or in tests runs on PORT; https sits behind a proxy on 443.
  const publicUrl: PublicUrlConfig = { scheme, port: env.PUBLIC_PORT ?? (scheme === "http" ? (env.PORT ?? 3000) : null) };
  return {
    production,
    /** Host names served without a partner label; a partner is `<name>.<root domain>`. The first is the canonical one. */
    rootDomains,
    /** Scheme and port of every absolute URL the server builds (never the request's). */
    publicUrl,
    sessionSecrets: env.SESSION_SECRET.length > 0 ? env.SESSION_SECRET : [localSecret()],
    /** Signs the token API's access tokens (HS256). */
    jwtSecret: env.JWT_SECRET ?? localSecret("jwt-secret"),
    /** Secure cookies need HTTPS; on by default in production, off for http://localhost. */
    secureCookies,
    partnerCacheSeconds: env.PARTNER_CACHE_SECONDS ?? 30,
    /** How long a process keeps the HTML of a shared page for visitors without cookies (decision 0054); 0: not at all. */
    pageCacheSeconds: env.PAGE_CACHE_SECONDS ?? 30,
    /** Behind a reverse proxy: believe its X-Forwarded-Host (and, in server.mjs, X-Forwarded-For). */
    trustProxy: env.TRUST_PROXY ?? false,
    /**
     * Multiplies the limits counted per client address (link requests, wrong staff passwords):
     * for many people behind one address, like the browser suite's browsers on 127.0.0.1.
     */
    clientRateLimitFactor: env.CLIENT_RATE_LIMIT_FACTOR ?? 1,
    /** The insurer as creditor of the SEPA direct debits (pain.008); the demo creditor outside production. */
    sepaCreditor: {
      identifier: env.SEPA_CREDITOR_ID ?? DEMO_CREDITOR.identifier,
      name: env.SEPA_CREDITOR_NAME ?? DEMO_CREDITOR.name,
      iban: env.SEPA_CREDITOR_IBAN ?? DEMO_CREDITOR.iban,
      bic: env.SEPA_CREDITOR_BIC ?? null,
    } satisfies Creditor,
    /** The insurer's name, AFM and Kifid numbers customers see unless a partner has its own (decision 0085). */
    insurer: {
      name: env.INSURER_NAME ?? DEMO_INSURER.name,
      afmNumber: env.INSURER_AFM_NUMBER ?? DEMO_INSURER.afmNumber,
      kifidNumber: env.INSURER_KIFID_NUMBER ?? DEMO_INSURER.kifidNumber,
    } satisfies TrustDetails,
    /**
     * The environment whose feature flags apply (decision 0049): production for a production
     * build on a real domain; `npm start` on localhost is a development machine.
     */
    appEnvironment: env.APP_ENVIRONMENT ?? (production && !localOnly ? "production" : "development"),
    /** The broker quote page per environment; none set: the broker desk on the partner's host (decision 0080). */
    brokerQuoteUrls: {
      development: env.BROKER_QUOTE_URL_DEVELOPMENT ?? null,
      qa: env.BROKER_QUOTE_URL_QA ?? null,
      stage: env.BROKER_QUOTE_URL_STAGE ?? null,
      production: env.BROKER_QUOTE_URL_PRODUCTION ?? null,
    },
    /** Feature flags from a flag service (JSON per environment), else the FeatureFlag table. */
    flagService: env.FLAG_SERVICE_URL ? { url: env.FLAG_SERVICE_URL, token: env.FLAG_SERVICE_TOKEN ?? null } : null,
    /** Serve /__bench/bare in production (benchmarks only). */
    benchRoutes: env.BENCH_ROUTES ?? !production,
    /**
     * Identity verification (decision 0033): the built-in provider, or Stripe Identity with the
     * live publishable key in production and the test key elsewhere (spec section 7).
     */
    identity:
      env.IDENTITY_VERIFICATION === "stripe"
        ? {
            provider: "stripe" as const,
            secretKey: env.STRIPE_SECRET_KEY!,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
            publishableKey: (production ? env.STRIPE_PUBLISHABLE_KEY_LIVE : env.STRIPE_PUBLISHABLE_KEY_TEST)!,
          }
        : { provider: "builtin" as const, webhookSecret: `whsec_${localSecret("identity-webhook-secret")}` },
    /**
     * Paying an open invoice another way (decision 0044): Stripe Checkout with the configured
     * keys, unless PAYMENT_PROVIDER=builtin; without keys the built-in offline provider.
     */
    payments:
      env.PAYMENT_PROVIDER !== "builtin" && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { provider: "stripe" as const, secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : { provider: "builtin" as const, webhookSecret: `whsec_${localSecret("payment-webhook-secret")}` },
    /** The support assistant (decision 0048); the API key is optional for local endpoints. */
    assistant:
      env.ASSISTANT_PROVIDER === "openai"
        ? {
            provider: "openai" as const,
            baseUrl: env.ASSISTANT_API_URL!,
            apiKey: env.ASSISTANT_API_KEY ?? null,
            model: env.ASSISTANT_MODEL!,
          }
        : { provider: "builtin" as const },
    /**
     * The stand-ins a live site runs by ALLOW_STAND_INS (decision 0066): every page then says it
     * is a demonstration. Empty elsewhere: development and the tests run them without the marker.
     */
    demoStandIns: liveSite(env) ? activeStandIns(env) : ([] as StandIn[]),
    /** Uploaded files (decision 0065): where they are kept, and the limits on receiving them. */
    files: {
      storage: env.FILE_STORAGE ?? ("disk" as const),
      /** The disk store's folder; also where uploads are written while they arrive. */
      diskRoot: path.resolve(env.FILE_STORAGE_DIR ?? path.join("data", "files")),
      s3:
        env.FILE_STORAGE === "s3"
          ? {
              bucket: env.S3_BUCKET!,
              region: env.S3_REGION ?? "us-east-1",
              endpoint: env.S3_ENDPOINT ?? null,
              accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
              forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
            }
          : null,
      uploadsInFlight: env.UPLOADS_IN_FLIGHT ?? UPLOAD_QUOTAS.IN_FLIGHT_PER_PROCESS,
      claimsPerDay: env.CLAIMS_PER_DAY ?? UPLOAD_QUOTAS.CLAIMS_PER_DAY,
      bytesPerMonth: env.UPLOAD_BYTES_PER_MONTH ?? UPLOAD_QUOTAS.BYTES_PER_MONTH,
    },
    /** How long the server waits for an outside service before it says so (decision 0082). */
    timeouts: outsideCallTimeouts({
      callMs: env.OUTSIDE_CALL_TIMEOUT_MS,
      uploadMs: env.UPLOAD_TIMEOUT_MS,
      lookupMs: env.LOOKUP_TIMEOUT_MS,
    }),
    /** Error reporting (decision 0051): Sentry with SENTRY_DSN, else the built-in error log; RELEASE names the build. */
    errorReporting: {
      sentryDsn: env.SENTRY_DSN ?? null,
      environment: env.SENTRY_ENVIRONMENT ?? (production ? "production" : "development"),
      release: env.RELEASE ?? null,
    },
  } as const;
}

export const config = configFrom(parseEnv(process.env));
