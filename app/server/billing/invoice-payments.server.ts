// Paying a failed invoice through the payment provider (issue 14, decision 0044): the reminder
// page's open invoices, starting a payment, and what the provider reports (webhook, or the
// customer's return). Every booking is a conditional update, so two tabs, a double webhook or
// a webhook and a return together book a payment once and turn the invoice paid once; money
// that came in for an invoice that was already paid is refunded (a Refund by the provider).
import { randomBytes } from "node:crypto";
import type { Language } from "~/domain/platform/languages";
import { pickTranslation } from "~/domain/platform/translated-text";
import { db } from "../platform/db.server";
import { checkInvoiceLinkToken } from "./invoice-link.server";
import { logger } from "../platform/logger.server";
import type { LoadedPartner } from "../platform/partner.server";
import { paymentProvider, type PaymentMethod, type PaymentOutcome, type PaymentProvider } from "../providers/payment.server";
import { partnerUrl } from "../platform/public-url.server";
import { markWebhookHandled, readSignedWebhook, type WebhookAnswer } from "../platform/signed-webhook.server";

/** The invoices a reminder asks to pay: premium whose direct debit failed. */
export const PAYABLE_STATUSES = ["failed"] as const;

export type ReminderAccess = { invoiceId: string; userId: string; token: string };

/**
 * Who a reminder link was made for, when its token is good for an invoice of this partner;
 * null for anything else (unknown invoice, another partner's, forged, changed or expired token).
 */
export async function openReminderLink(
  partner: LoadedPartner,
  invoiceId: string | null,
  token: string | null,
): Promise<ReminderAccess | null> {
  if (!invoiceId || !token || invoiceId.length > 64 || token.length > 100) return null;
  const invoice = await db.invoice.findFirst({
    where: { id: invoiceId, partnerId: partner.config.id },
    select: { id: true, userId: true },
  });
  if (!invoice || !checkInvoiceLinkToken(token, invoice.id, invoice.userId)) return null;
  return { invoiceId: invoice.id, userId: invoice.userId, token };
}

export type OpenInvoice = {
  id: string;
  number: string;
  amountCents: number;
  currency: string;
  periodStart: string;
  periodEnd: string;
  product: string;
  policyNumber: string;
  failureReason: string | null;
};

/** The customer's open (failed) invoices on this partner, oldest first. */
export async function openInvoicesOf(userId: string, partnerId: string, language: Language): Promise<OpenInvoice[]> {
  const rows = await db.invoice.findMany({
    where: { userId, partnerId, kind: "premium", status: { in: [...PAYABLE_STATUSES] } },
    orderBy: [{ periodStart: "asc" }, { createdAt: "asc" }],
    select: {
      id: true,
      number: true,
      amountCents: true,
      currency: true,
      periodStart: true,
      periodEnd: true,
      failureReason: true,
      policy: { select: { number: true, product: { select: { names: true } } } },
    },
  });
  return rows.map(({ policy, ...invoice }) => ({
    ...invoice,
    product: pickTranslation(policy.product.names, language),
    policyNumber: policy.number,
  }));
}

/** Every invoice of the customer on this partner (premiums and credits), newest period first, with its refunds. */
export async function invoicesOf(userId: string, partnerId: string) {
  return db.invoice.findMany({
    where: { userId, partnerId },
    orderBy: [{ periodStart: "desc" }, { createdAt: "desc" }],
    select: {
      id: true,
      number: true,
      amountCents: true,
      currency: true,
      status: true,
      kind: true,
      periodStart: true,
      periodEnd: true,
      policyId: true,
      refunds: { select: { id: true, amountCents: true, status: true, dueBy: true }, orderBy: { createdAt: "asc" } },
    },
  });
}

/**
 * The built-in provider's payment that a reference opens (decision 0044), only on an invoice
 * of this partner; null for any other.
 */
export async function builtinPayment(reference: string, partnerId: string) {
  return db.invoicePayment.findFirst({
    where: { providerReference: reference, provider: "builtin", invoice: { partnerId } },
    select: {
      id: true,
      status: true,
      amountCents: true,
      method: true,
      invoice: { select: { status: true, currency: true, number: true } },
    },
  });
}

export type StartPaymentResult =
  | { ok: true; redirectUrl: string }
  | { ok: false; error: "notPayable" }
  /** Spec section 8: "payment creation failed". */
  | { ok: false; error: "paymentCreationFailed" };

/** The pages the provider sends the customer back to, carrying the reminder's access. */
function returnUrls(partner: LoadedPartner, access: ReminderAccess, paymentId: string, payInvoiceId: string) {
  const success = new URLSearchParams({ invoice: access.invoiceId, token: access.token, payment: paymentId });
  const back = new URLSearchParams({ invoice: access.invoiceId, token: access.token, cancelled: payInvoiceId });
  return {
    returnUrl: partnerUrl(partner.config, `/payment/success?${success}`),
    cancelUrl: partnerUrl(partner.config, `/invoice-reminder?${back}`),
  };
}

/**
 * Starts paying one of the customer's open invoices. Nothing is written when the provider
 * fails: the customer can simply try again.
 */
export async function startPayment(
  partner: LoadedPartner,
  access: ReminderAccess,
  payInvoiceId: string,
  method: PaymentMethod,
  language: Language,
  provider: PaymentProvider = paymentProvider(),
): Promise<StartPaymentResult> {
  const invoice = await db.invoice.findFirst({
    where: {
      id: payInvoiceId,
      userId: access.userId,
      partnerId: partner.config.id,
      kind: "premium",
      status: { in: [...PAYABLE_STATUSES] },
    },
    select: {
      id: true,
      number: true,
      amountCents: true,
      currency: true,
      policy: { select: { number: true, product: { select: { names: true } } } },
    },
  });
  if (!invoice) return { ok: false, error: "notPayable" };
  const paymentId = randomBytes(12).toString("hex");
  let created;
  try {
    created = await provider.createPayment({
      paymentId,
      invoice: {
        id: invoice.id,
        number: invoice.number,
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        description: `${pickTranslation(invoice.policy.product.names, language)} ${invoice.policy.number} – ${invoice.number}`,
      },
      method,
      ...returnUrls(partner, access, paymentId, invoice.id),
    });
  } catch (error) {
    logger.warn({ err: error, invoiceId: invoice.id, provider: provider.name }, "payment creation failed");
    return { ok: false, error: "paymentCreationFailed" };
  }
  await db.invoicePayment.create({
    data: {
      id: paymentId,
      invoiceId: invoice.id,
      provider: provider.name,
      providerReference: created.providerReference,
      method,
      amountCents: invoice.amountCents,
    },
  });
  return { ok: true, redirectUrl: created.redirectUrl };
}

export type BookingResult = "booked" | "alreadyDecided" | "duplicatePayment" | "failed" | "canceled" | "pending" | "amountDiffers";

/**
 * Books what the provider reports about one payment, once. A success turns the invoice paid
 * (paidAt) unless another payment did that first: then this money goes back (a provider
 * refund), so nothing is booked twice.
 */
export async function bookPaymentOutcome(
  paymentId: string,
  outcome: PaymentOutcome,
  amountCents: number | null,
  now = new Date(),
): Promise<BookingResult> {
  if (outcome === "pending") return "pending";
  return db.$transaction(async (tx) => {
    const payment = await tx.invoicePayment.findUnique({
      where: { id: paymentId },
      select: {
        id: true,
        status: true,
        amountCents: true,
        providerReference: true,
        invoice: { select: { id: true, partnerId: true, userId: true, policyId: true } },
      },
    });
    if (!payment || payment.status !== "created") return "alreadyDecided" as const;
    // A success for another amount than asked is not ours to book: a person looks at it.
    if (outcome === "succeeded" && amountCents !== null && amountCents !== payment.amountCents) return "amountDiffers" as const;
    const claimed = await tx.invoicePayment.updateMany({
      where: { id: payment.id, status: "created" },
      data: { status: outcome, completedAt: now },
    });
    if (claimed.count === 0) return "alreadyDecided" as const;
    if (outcome !== "succeeded") return outcome;
    const paid = await tx.invoice.updateMany({
      where: { id: payment.invoice.id, status: { in: [...PAYABLE_STATUSES] } },
      data: { status: "paid", paidAt: now },
    });
    if (paid.count === 1) return "booked" as const;
    await tx.refund.create({
      data: {
        partnerId: payment.invoice.partnerId,
        userId: payment.invoice.userId,
        policyId: payment.invoice.policyId,
        amountCents: payment.amountCents,
        dueBy: now.toISOString().slice(0, 10),
        method: "provider",
        providerReference: payment.providerReference,
      },
    });
    return "duplicatePayment" as const;
  });
}

/** A provider's webhook: signature first, then the payment it names, booked once. */
export async function handlePaymentWebhook(provider: PaymentProvider, rawBody: string, signature: string | null): Promise<WebhookAnswer> {
  const read = await readSignedWebhook(provider, rawBody, signature);
  if ("answer" in read) return read.answer;
  const { event } = read;
  const payment = await db.invoicePayment.findFirst({
    where: { providerReference: event.providerReference, provider: provider.name },
    select: { id: true },
  });
  // Unknown to us (yet): the provider tries again later.
  if (!payment) return { status: 404, body: "unknown payment" };
  try {
    const result = await bookPaymentOutcome(payment.id, event.outcome, event.amountCents);
    if (result === "amountDiffers")
      logger.error({ paymentId: payment.id, amountCents: event.amountCents }, "payment amount differs from the invoice");
    await markWebhookHandled(event.eventId);
    return { status: 200, body: result };
  } catch (error) {
    logger.error({ err: error, paymentId: payment.id }, "payment webhook failed");
    return { status: 500, body: "try again" };
  }
}

export type PaymentState = {
  status: "succeeded" | "failed" | "canceled" | "pending";
  /** Paid by this payment or another one (a second tab): the reminder is fulfilled either way. */
  invoicePaid: boolean;
  invoiceNumber: string;
  amountCents: number;
  currency: string;
};

/**
 * The payment the customer came back from, when it belongs to the reminder's customer. Still
 * open: the provider is asked (the webhook may be late) and what it says is booked.
 */
export async function paymentState(
  access: ReminderAccess,
  paymentId: string | null,
  provider: PaymentProvider = paymentProvider(),
): Promise<PaymentState | null> {
  if (!paymentId || paymentId.length > 64) return null;
  const payment = await db.invoicePayment.findFirst({
    where: { id: paymentId, invoice: { userId: access.userId } },
    select: {
      id: true,
      status: true,
      provider: true,
      providerReference: true,
      amountCents: true,
      invoice: { select: { id: true, number: true, currency: true } },
    },
  });
  if (!payment) return null;
  let status = payment.status;
  if (status === "created" && payment.provider === provider.name) {
    try {
      const outcome = await provider.outcome(payment.providerReference);
      if (outcome !== "pending") {
        await bookPaymentOutcome(payment.id, outcome, null);
        status = (await db.invoicePayment.findUniqueOrThrow({ where: { id: payment.id }, select: { status: true } })).status;
      }
    } catch (error) {
      // The provider is unreachable: the page says pending, the webhook books it later.
      logger.warn({ err: error, paymentId: payment.id }, "payment status check failed");
    }
  }
  const shown = status === "succeeded" || status === "failed" || status === "canceled" ? status : "pending";
  const invoice = await db.invoice.findUniqueOrThrow({ where: { id: payment.invoice.id }, select: { status: true } });
  return {
    status: shown,
    invoicePaid: invoice.status === "paid",
    invoiceNumber: payment.invoice.number,
    amountCents: payment.amountCents,
    currency: payment.invoice.currency,
  };
}
