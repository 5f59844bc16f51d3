// /admin/support/events: the staff's live chat stream (Server-Sent Events, decision 0047): new
// messages of the conversations this admin may read (their partner's, or all for the insurer).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { chatEventStream } from "~/server/support/live-chat.server";
import { requireAdmin } from "~/server/staff/staff-auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireAdmin(request);
  return chatEventStream(request, { kind: "staff", staff });
}
