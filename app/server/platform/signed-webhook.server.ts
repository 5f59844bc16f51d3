// The opening every provider webhook shares: check the signature's time and the signature and
// read the event, answer 400 for a bad signature or body, skip events about nothing of ours or
// handled before (a provider delivers at least once), and leave the rest to the caller.
import { webhookTimestampWithinWindow } from "~/domain/platform/webhook-timestamp";
import { db } from "./db.server";

/** A provider's webhook whose signature does not hold (thrown by the providers' parsers). */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

export type WebhookAnswer = { status: 200 | 400 | 404 | 500; body: string };

type SignedEventParser<E extends { eventId: string }> = { parseWebhook(rawBody: string, signature: string | null): E | null };

/** The event to act on, or the answer to give without acting. */
export async function readSignedWebhook<E extends { eventId: string }>(
  provider: SignedEventParser<E>,
  rawBody: string,
  signature: string | null,
): Promise<{ event: E } | { answer: WebhookAnswer }> {
  // Stripe's SDK refuses only a signature older than its tolerance; one dated ahead is refused
  // here, for every provider (decision 0067), with the same answer as any other bad signature.
  if (!webhookTimestampWithinWindow(signature, Date.now())) return { answer: { status: 400, body: "invalid signature" } };
  let event: E | null;
  try {
    event = provider.parseWebhook(rawBody, signature);
  } catch (error) {
    return { answer: { status: 400, body: error instanceof WebhookSignatureError ? "invalid signature" : "invalid event" } };
  }
  if (!event) return { answer: { status: 200, body: "ignored" } };
  if (await db.processedWebhookEvent.findUnique({ where: { id: event.eventId } }))
    return { answer: { status: 200, body: "already handled" } };
  return { event };
}

/** Remembers a handled event, so a redelivery is answered "already handled". */
export async function markWebhookHandled(eventId: string): Promise<void> {
  await db.processedWebhookEvent.create({ data: { id: eventId } }).catch(() => undefined);
}
