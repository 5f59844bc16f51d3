// POST /payment/webhook: Stripe's Checkout Session events for reminder payments (decision
// 0044), checked by their signature before anything is read. Only when Stripe is the payment
// provider; the built-in provider hands its events to the same handler directly. The body is
// capped (Stripe's events are a few kilobytes): server.mjs refuses a larger Content-Length
// before reading, and this route refuses one again when called without it.
import type { ActionFunctionArgs } from "@remix-run/node";
import { FORM_BODY_LIMIT } from "~/domain/platform/request-limits";
import { handlePaymentWebhook } from "~/server/billing/invoice-payments.server";
import { paymentProvider } from "~/server/providers/payment.server";

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });

export const loader = () => text("Method Not Allowed", 405);

export async function action({ request }: ActionFunctionArgs) {
  const provider = paymentProvider();
  if (request.method !== "POST" || provider.name !== "stripe") return text("Not Found", 404);
  const length = request.headers.get("Content-Length");
  if (length !== null && (!/^\d{1,15}$/.test(length) || Number(length) > FORM_BODY_LIMIT)) return text("body too large", 413);
  let rawBody: string;
  try {
    rawBody = await request.text();
  } catch {
    return text("unreadable body", 400);
  }
  if (Buffer.byteLength(rawBody) > FORM_BODY_LIMIT) return text("body too large", 413);
  const answer = await handlePaymentWebhook(provider, rawBody, request.headers.get("Stripe-Signature"));
  return text(answer.body, answer.status);
}
