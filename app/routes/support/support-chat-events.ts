// /support/chat/events: the customer's live chat stream (Server-Sent Events, decision 0047).
// Only the visitor's own conversations on this partner; nobody to listen for: 204, which tells
// the browser's EventSource not to reconnect.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { builtInChatAvailable } from "~/domain/support/support-channels";
import { notFound, requirePartner } from "~/server/platform/guards.server";
import { chatEventStream } from "~/server/support/live-chat.server";
import { findVisitor } from "~/server/platform/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  if (!builtInChatAvailable(partner.config)) notFound();
  const visitor = await findVisitor(request, partner);
  if (!visitor) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  return chatEventStream(request, { kind: "customer", visitor });
}
