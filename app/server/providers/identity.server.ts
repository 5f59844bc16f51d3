// Identity verification providers behind one interface (decision 0033): Stripe Identity when
// IDENTITY_VERIFICATION=stripe, else the built-in provider, which stands in for Stripe's
// servers offline: its own verification page (routes/identity-builtin.tsx) and webhooks in
// Stripe's format, signed with its own secret and checked by the same code.
import { WebhookSignatureError } from "../platform/signed-webhook.server";
import { randomBytes, timingSafeEqual } from "node:crypto";
import Stripe from "stripe";
import type { ProviderReport } from "~/domain/checkout/identity-verification";
import { WEBHOOK_TIMESTAMP_WINDOW_SECONDS } from "~/domain/platform/webhook-timestamp";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import { tokenHash } from "../platform/token-hash.server";

export type ProviderName = "builtin" | "stripe";

export type CreatedSession = {
  sessionId: string;
  clientSecret: string;
  /** The provider's own page, for browsers without JavaScript (Stripe's hosted page, or ours). */
  url: string;
};

/** A verified webhook's event about a verification session. */
export type SessionEvent = { eventId: string; type: string; sessionId: string };

export interface IdentityProvider {
  readonly name: ProviderName;
  /** A document check with a selfie for one customer; returnUrl is where the hosted page sends them back. */
  createSession(input: { verificationId: string; userId: string; returnUrl: string }): Promise<CreatedSession>;
  /** The session as the provider sees it now: status, verified date of birth, error code. */
  report(sessionId: string): Promise<ProviderReport>;
  /** Checks the signature (throws WebhookSignatureError) and reads the event. Null: not about a verification session. */
  parseWebhook(rawBody: string, signature: string | null): SessionEvent | null;
}

/**
 * Stripe signs `t=<unix time>,v1=<HMAC-SHA256>`. The SDK refuses a timestamp older than the
 * window only; readSignedWebhook, which every webhook goes through, refuses one too far ahead
 * as well (decision 0067).
 */
function parseSignedEvent(webhooks: Stripe["webhooks"], rawBody: string, signature: string | null, secret: string): SessionEvent | null {
  if (!signature) throw new WebhookSignatureError("no signature");
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TIMESTAMP_WINDOW_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : "bad signature");
  }
  if (!event.type.startsWith("identity.verification_session.")) return null;
  const object = event.data.object as { id?: unknown; object?: unknown };
  if (object.object !== "identity.verification_session" || typeof object.id !== "string") return null;
  return { eventId: event.id, type: event.type, sessionId: object.id };
}

/** Stripe gives the date of birth as {day, month, year}. */
function isoDob(dob: { day?: number | null; month?: number | null; year?: number | null } | null | undefined): string | null {
  if (!dob?.day || !dob.month || !dob.year) return null;
  return `${String(dob.year).padStart(4, "0")}-${String(dob.month).padStart(2, "0")}-${String(dob.day).padStart(2, "0")}`;
}

export class StripeIdentityProvider implements IdentityProvider {
  readonly name = "stripe" as const;
  private readonly stripe: Stripe;

  /** `httpClient` lets tests answer with recorded Stripe responses. */
  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    httpClient?: Stripe.HttpClient,
  ) {
    this.stripe = new Stripe(secretKey, { timeout: config.timeouts.callMs, maxNetworkRetries: 1, ...(httpClient ? { httpClient } : {}) });
  }

  async createSession({ verificationId, userId, returnUrl }: Parameters<IdentityProvider["createSession"]>[0]): Promise<CreatedSession> {
    const session = await this.stripe.identity.verificationSessions.create({
      type: "document",
      options: { document: { require_matching_selfie: true, require_live_capture: true } },
      metadata: { verification_id: verificationId, user_id: userId },
      return_url: returnUrl,
    });
    if (!session.client_secret || !session.url) throw new Error("Stripe returned a session without client_secret or url");
    return { sessionId: session.id, clientSecret: session.client_secret, url: session.url };
  }

  async report(sessionId: string): Promise<ProviderReport> {
    const session = await this.stripe.identity.verificationSessions.retrieve(sessionId, { expand: ["verified_outputs"] });
    const status =
      session.status === "verified" || session.status === "processing" || session.status === "canceled" ? session.status : "requires_input";
    const outputs = session.verified_outputs;
    return {
      status,
      dob: isoDob(outputs?.dob),
      firstName: outputs?.first_name ?? null,
      lastName: outputs?.last_name ?? null,
      errorCode: session.last_error?.code ?? null,
    };
  }

  parseWebhook(rawBody: string, signature: string | null): SessionEvent | null {
    return parseSignedEvent(this.stripe.webhooks, rawBody, signature, this.webhookSecret);
  }
}

/** Builds and checks Stripe-format signatures without a Stripe account. */
const offlineStripe = new Stripe("sk_test_builtin_offline", { maxNetworkRetries: 0 });

export type BuiltinSubmission =
  | { kind: "verified"; dob: string; firstName: string; lastName: string }
  /** The customer gave up on the page, as Stripe's `abandoned`. */
  | { kind: "abandoned" };

export class BuiltinIdentityProvider implements IdentityProvider {
  readonly name = "builtin" as const;

  constructor(private readonly webhookSecret: string) {}

  async createSession({ returnUrl, userId }: Parameters<IdentityProvider["createSession"]>[0]): Promise<CreatedSession> {
    const sessionId = `vs_builtin_${randomBytes(12).toString("hex")}`;
    const clientSecret = `${sessionId}_secret_${randomBytes(24).toString("base64url")}`;
    await db.builtinIdentitySession.create({ data: { id: sessionId, userId, clientSecretHash: tokenHash(clientSecret) } });
    // On the customer's own site (the return URL's origin, from configuration), where their cookie is.
    const page = new URL(`/identity/builtin/${sessionId}`, returnUrl);
    page.searchParams.set("secret", clientSecret);
    return { sessionId, clientSecret, url: page.toString() };
  }

  /** The session the page may show: the client secret proves the browser was given it, and it is the user's own. */
  async openSession(sessionId: string, clientSecret: string, userId: string) {
    const row = await db.builtinIdentitySession.findUnique({ where: { id: sessionId } });
    if (!row || row.userId !== userId) return null;
    const given = Buffer.from(tokenHash(clientSecret));
    const stored = Buffer.from(row.clientSecretHash);
    return given.length === stored.length && timingSafeEqual(given, stored) ? row : null;
  }

  /**
   * Records what the page found and returns the webhook the provider sends about it, signed:
   * the caller delivers it to the same handler as Stripe's. Only the date of birth and the name
   * are kept, as Stripe's verified_outputs; the document number is checked and forgotten.
   */
  async submit(sessionId: string, submission: BuiltinSubmission): Promise<{ rawBody: string; signature: string }> {
    const verified = submission.kind === "verified";
    await db.builtinIdentitySession.update({
      where: { id: sessionId },
      data: verified
        ? {
            status: "verified",
            verifiedDob: submission.dob,
            verifiedFirstName: submission.firstName,
            verifiedLastName: submission.lastName,
            lastErrorCode: null,
          }
        : { status: "requires_input", lastErrorCode: "abandoned" },
    });
    const event = {
      id: `evt_builtin_${randomBytes(12).toString("hex")}`,
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: verified ? "identity.verification_session.verified" : "identity.verification_session.requires_input",
      data: { object: { id: sessionId, object: "identity.verification_session", status: verified ? "verified" : "requires_input" } },
    };
    const rawBody = JSON.stringify(event);
    const signature = offlineStripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: this.webhookSecret });
    return { rawBody, signature };
  }

  async report(sessionId: string): Promise<ProviderReport> {
    const row = await db.builtinIdentitySession.findUnique({ where: { id: sessionId } });
    if (!row) return { status: "requires_input", dob: null, firstName: null, lastName: null, errorCode: "unknown_session" };
    return {
      status: row.status === "verified" ? "verified" : row.status === "canceled" ? "canceled" : "requires_input",
      dob: row.verifiedDob,
      firstName: row.verifiedFirstName,
      lastName: row.verifiedLastName,
      errorCode: row.lastErrorCode,
    };
  }

  parseWebhook(rawBody: string, signature: string | null): SessionEvent | null {
    return parseSignedEvent(offlineStripe.webhooks, rawBody, signature, this.webhookSecret);
  }
}

let provider: IdentityProvider | null = null;

/** The configured provider (IDENTITY_VERIFICATION). */
export function identityProvider(): IdentityProvider {
  provider ??=
    config.identity.provider === "stripe"
      ? new StripeIdentityProvider(config.identity.secretKey, config.identity.webhookSecret)
      : new BuiltinIdentityProvider(config.identity.webhookSecret);
  return provider;
}

/** The built-in provider when it is the configured one (its page answers 404 otherwise). */
export function builtinIdentityProvider(): BuiltinIdentityProvider | null {
  const current = identityProvider();
  return current instanceof BuiltinIdentityProvider ? current : null;
}
