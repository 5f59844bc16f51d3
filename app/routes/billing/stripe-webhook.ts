// POST /stripe/webhook: Stripe Identity's events (identity.verification_session.*), checked by
// their signature before anything is read. Only when IDENTITY_VERIFICATION=stripe; the
// built-in provider hands its events to the same handler directly (decision 0033).
import type { ActionFunctionArgs } from "@remix-run/node";
import { handleIdentityWebhook } from "~/server/checkout/identity-verification.server";
import { identityProvider } from "~/server/providers/identity.server";

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });

export const loader = () => text("Method Not Allowed", 405);

export async function action({ request }: ActionFunctionArgs) {
  const provider = identityProvider();
  if (request.method !== "POST" || provider.name !== "stripe") return text("Not Found", 404);
  let rawBody: string;
  try {
    rawBody = await request.text();
  } catch {
    return text("unreadable body", 400);
  }
  const answer = await handleIdentityWebhook(provider, rawBody, request.headers.get("Stripe-Signature"));
  return text(answer.body, answer.status);
}
