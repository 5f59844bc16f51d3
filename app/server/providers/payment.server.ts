// Paying an open invoice another way (issue 14, decision 0044): one interface, Stripe Checkout
// (iDEAL or card, with the configured test or live keys) and a built-in offline provider that
// stands in for Stripe's servers: its own page (routes/payment-builtin.tsx) where the customer
// chooses to pay or to fail, and events in Stripe's format, signed with its own secret and
// read by the same code as Stripe's webhooks (as the identity providers do, decision 0033).
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { config } from "../platform/config.server";
import { WebhookSignatureError } from "../platform/signed-webhook.server";

export type PaymentProviderName = "builtin" | "stripe";
import type { PaymentMethod } from "~/domain/billing/payment-methods";
import { WEBHOOK_TIMESTAMP_WINDOW_SECONDS } from "~/domain/platform/webhook-timestamp";

export { PAYMENT_METHODS, type PaymentMethod } from "~/domain/billing/payment-methods";

/** What a payment came to: still open, paid, refused by the bank or card issuer, or given up / expired. */
export type PaymentOutcome = "pending" | "succeeded" | "failed" | "canceled";

export type CreatePaymentInput = {
  /** Our InvoicePayment id, sent along as the provider's reference back to us. */
  paymentId: string;
  invoice: { id: string; number: string; amountCents: number; currency: string; description: string };
  method: PaymentMethod;
  /** Absolute URLs from configuration: where the provider sends the customer afterwards. */
  returnUrl: string;
  cancelUrl: string;
};

export type CreatedPayment = { redirectUrl: string; providerReference: string };

/** A verified webhook's news about one payment. */
export type PaymentEvent = { eventId: string; providerReference: string; outcome: PaymentOutcome; amountCents: number | null };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The payment as the provider sees it now (used when the customer returns before the webhook). */
  outcome(providerReference: string): Promise<PaymentOutcome>;
  /** Checks the signature (throws WebhookSignatureError) and reads the event; null when not about a payment. */
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent | null;
}

type SessionLike = { id?: unknown; object?: unknown; payment_status?: unknown; amount_total?: unknown };

/** Checkout Session events: completed (paid now, or pending for a delayed method), async succeeded/failed, expired. */
function outcomeOf(type: string, session: SessionLike): PaymentOutcome | null {
  switch (type) {
    case "checkout.session.completed":
      return session.payment_status === "paid" || session.payment_status === "no_payment_required" ? "succeeded" : "pending";
    case "checkout.session.async_payment_succeeded":
      return "succeeded";
    case "checkout.session.async_payment_failed":
      return "failed";
    case "checkout.session.expired":
      return "canceled";
    default:
      return null;
  }
}

/** The SDK refuses a signature older than the window only; readSignedWebhook also one too far ahead (decision 0067). */
function parseSignedEvent(webhooks: Stripe["webhooks"], rawBody: string, signature: string | null, secret: string): PaymentEvent | null {
  if (!signature) throw new WebhookSignatureError("no signature");
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TIMESTAMP_WINDOW_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : "bad signature");
  }
  const session = event.data.object as SessionLike;
  if (session.object !== "checkout.session" || typeof session.id !== "string") return null;
  const outcome = outcomeOf(event.type, session);
  if (!outcome) return null;
  return {
    eventId: event.id,
    providerReference: session.id,
    outcome,
    amountCents: typeof session.amount_total === "number" ? session.amount_total : null,
  };
}

export class StripePaymentProvider implements PaymentProvider {
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

  async createPayment({ paymentId, invoice, method, returnUrl, cancelUrl }: CreatePaymentInput): Promise<CreatedPayment> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: "payment",
        // iDEAL is euro only; the invoice's currency is EUR (formatting.ts).
        payment_method_types: [method],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: invoice.currency.toLowerCase(),
              unit_amount: invoice.amountCents,
              product_data: { name: invoice.description },
            },
          },
        ],
        client_reference_id: paymentId,
        metadata: { payment_id: paymentId, invoice_id: invoice.id, invoice_number: invoice.number },
        success_url: returnUrl,
        cancel_url: cancelUrl,
      },
      // A retried request (a timeout) makes no second session.
      { idempotencyKey: `invoice-payment-${paymentId}` },
    );
    if (!session.url) throw new Error("Stripe returned a checkout session without url");
    return { redirectUrl: session.url, providerReference: session.id };
  }

  async outcome(providerReference: string): Promise<PaymentOutcome> {
    const session = await this.stripe.checkout.sessions.retrieve(providerReference);
    if (session.payment_status === "paid") return "succeeded";
    if (session.status === "expired") return "canceled";
    return "pending";
  }

  parseWebhook(rawBody: string, signature: string | null): PaymentEvent | null {
    return parseSignedEvent(this.stripe.webhooks, rawBody, signature, this.webhookSecret);
  }
}

/** Builds and checks Stripe-format signatures without a Stripe account. */
const offlineStripe = new Stripe("sk_test_builtin_offline", { maxNetworkRetries: 0 });

export const BUILTIN_REFERENCE = /^cs_builtin_[0-9a-f]{32}$/;

export class BuiltinPaymentProvider implements PaymentProvider {
  readonly name = "builtin" as const;

  constructor(private readonly webhookSecret: string) {}

  async createPayment({ returnUrl, cancelUrl }: CreatePaymentInput): Promise<CreatedPayment> {
    // The reference is 128 random bits: knowing it is what lets a browser open the page, as
    // with a Stripe Checkout URL. The page sends the customer on to our own pages only.
    const providerReference = `cs_builtin_${randomBytes(16).toString("hex")}`;
    const page = new URL(`/payment/builtin/${providerReference}`, returnUrl);
    page.searchParams.set("return", new URL(returnUrl).pathname + new URL(returnUrl).search);
    page.searchParams.set("cancel", new URL(cancelUrl).pathname + new URL(cancelUrl).search);
    return { redirectUrl: page.toString(), providerReference };
  }

  /** The built-in provider reports only through its events; what is not yet decided is pending. */
  async outcome(): Promise<PaymentOutcome> {
    return "pending";
  }

  /** The event Stripe would send when the customer paid or the payment failed, signed for our webhook handler. */
  event(
    providerReference: string,
    outcome: "succeeded" | "failed" | "canceled",
    amountCents: number,
  ): { rawBody: string; signature: string } {
    const event = {
      id: `evt_builtin_${randomBytes(12).toString("hex")}`,
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type:
        outcome === "succeeded"
          ? "checkout.session.completed"
          : outcome === "failed"
            ? "checkout.session.async_payment_failed"
            : "checkout.session.expired",
      data: {
        object: {
          id: providerReference,
          object: "checkout.session",
          payment_status: outcome === "succeeded" ? "paid" : "unpaid",
          amount_total: amountCents,
        },
      },
    };
    const rawBody = JSON.stringify(event);
    return { rawBody, signature: offlineStripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: this.webhookSecret }) };
  }

  parseWebhook(rawBody: string, signature: string | null): PaymentEvent | null {
    return parseSignedEvent(offlineStripe.webhooks, rawBody, signature, this.webhookSecret);
  }
}

let provider: PaymentProvider | null = null;

/** The configured provider: Stripe with its keys, else the built-in one. */
export function paymentProvider(): PaymentProvider {
  provider ??=
    config.payments.provider === "stripe"
      ? new StripePaymentProvider(config.payments.secretKey, config.payments.webhookSecret)
      : new BuiltinPaymentProvider(config.payments.webhookSecret);
  return provider;
}

/** For tests: use this provider from now on (null: the configured one again). */
export function setPaymentProviderForTests(next: PaymentProvider | null): void {
  provider = next;
}

/** The built-in provider when it is the one in use (its page answers 404 otherwise). */
export function builtinPaymentProvider(): BuiltinPaymentProvider | null {
  const current = paymentProvider();
  return current instanceof BuiltinPaymentProvider ? current : null;
}
