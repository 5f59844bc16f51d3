// The built-in live chat on the server (decision 0047). Every read is scoped: a customer's by
// partner AND user (guests are users too, decision 0009), a staff member's by their partner
// scope (domain/staff.ts). A new message goes out on the live bus as ids only; each listening
// stream checks against the database that its listener may see it before passing it on.
import {
  chatAuthor,
  chatStatus,
  compareInbox,
  customerMayRead,
  isChatEvent,
  staffMayRead,
  unreadCount,
  type ChatEvent,
  type ChatStatus,
  type GuestDetails,
} from "~/domain/support/live-chat";
import { formatDateTime } from "~/domain/platform/date-time-format";
import { partnerScope, type StaffIdentity } from "~/domain/staff/staff";
import { writeAudit } from "../platform/audit.server";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import { publish, subscribe } from "../platform/live-bus.server";
import { logger } from "../platform/logger.server";
import type { Visitor } from "../platform/session.server";

/** Posting is limited per visitor and per client address (a guest can get a new cookie, not a new address). */
export const CHAT_LIMITS = {
  perVisitor: { limit: 20, windowSeconds: 60 },
  perClient: { limit: 60 * config.clientRateLimitFactor, windowSeconds: 10 * 60 },
} as const;

/** The inbox shows this many conversations (open first): enough for a support desk's day. */
const INBOX_SIZE = 200;
/** A thread shows its newest messages; a longer one is rare in a support chat. */
const THREAD_SIZE = 500;

export type ChatMessageView = { id: string; author: "customer" | "staff" | "assistant"; body: string; at: string };

const MESSAGE_SELECT = { id: true, author: true, body: true, createdAt: true } as const;

async function threadOf(conversationId: string): Promise<ChatMessageView[]> {
  const rows = await db.chatMessage.findMany({
    where: { conversationId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: THREAD_SIZE,
    select: MESSAGE_SELECT,
  });
  return rows
    .reverse()
    .map((m) => ({ id: m.id, author: chatAuthor(m.author), body: m.body, at: formatDateTime(m.createdAt).slice(0, 16) }));
}

/** The visitor's conversation on this partner: the open one, else the latest closed one. */
async function currentConversation(visitor: Pick<Visitor, "id" | "partnerId">) {
  const where = { userId: visitor.id, partnerId: visitor.partnerId };
  // The oldest open one, should two posts at once ever have opened two.
  const open = await db.chatConversation.findFirst({
    where: { ...where, status: "open" },
    orderBy: { createdAt: "asc" },
    select: { id: true, status: true },
  });
  return open ?? db.chatConversation.findFirst({ where, orderBy: { lastMessageAt: "desc" }, select: { id: true, status: true } });
}

/** What the customer's chat shows: their conversation (if any) and its messages. */
export async function customerThread(
  visitor: Pick<Visitor, "id" | "partnerId"> | null,
): Promise<{ conversation: { id: string; status: ChatStatus } | null; messages: ChatMessageView[] }> {
  if (!visitor) return { conversation: null, messages: [] };
  const conversation = await currentConversation(visitor);
  if (!conversation) return { conversation: null, messages: [] };
  return { conversation: { id: conversation.id, status: chatStatus(conversation.status) }, messages: await threadOf(conversation.id) };
}

/**
 * Adds the customer's message to their open conversation, opening one when there is none (a
 * closed conversation stays closed: a new message starts a new one). Who the staff see: a
 * customer's name and address from their account, a guest's from what they typed.
 */
export async function postCustomerMessage(
  visitor: Pick<Visitor, "id" | "partnerId">,
  body: string,
  guest: GuestDetails,
): Promise<ChatEvent> {
  const now = new Date();
  const event = await db.$transaction(async (tx) => {
    let conversation = await tx.chatConversation.findFirst({
      where: { userId: visitor.id, partnerId: visitor.partnerId, status: "open" },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    if (!conversation) {
      const user = await tx.user.findUniqueOrThrow({
        where: { id: visitor.id },
        select: { isGuest: true, firstName: true, lastName: true, email: true },
      });
      const accountName = [user.firstName, user.lastName].filter(Boolean).join(" ");
      conversation = await tx.chatConversation.create({
        data: {
          partnerId: visitor.partnerId,
          userId: visitor.id,
          visitorName: (user.isGuest ? guest.name : accountName || guest.name) ?? null,
          visitorEmail: (user.isGuest ? guest.email : user.email) ?? null,
          lastMessageAt: now,
        },
        select: { id: true },
      });
    }
    const message = await tx.chatMessage.create({
      data: { conversationId: conversation.id, author: "customer", body, createdAt: now },
      select: { id: true },
    });
    await tx.chatConversation.update({ where: { id: conversation.id }, data: { lastMessageAt: now } });
    return { conversationId: conversation.id, messageId: message.id, partnerId: visitor.partnerId, userId: visitor.id };
  });
  announce(event);
  return event;
}

function announce(event: ChatEvent): void {
  void publish("chat", event).catch((error: unknown) => logger.warn({ err: error }, "chat message not relayed"));
}

// ---- Staff ----------------------------------------------------------------------------------

function scopeWhere(staff: StaffIdentity) {
  const scope = partnerScope(staff);
  return scope ? { partnerId: { in: scope } } : {};
}

export type InboxRow = {
  id: string;
  status: ChatStatus;
  partner: string;
  visitorName: string | null;
  visitorEmail: string | null;
  lastMessageAt: string;
  unread: number;
  preview: string;
};

/** The staff member's inbox: open first, newest activity first, with each one's unread count. */
export async function staffInbox(staff: StaffIdentity): Promise<InboxRow[]> {
  if (staff.role !== "admin") return [];
  const rows = await db.chatConversation.findMany({
    where: scopeWhere(staff),
    // status: "open" sorts after "closed"; descending puts open first.
    orderBy: [{ status: "desc" }, { lastMessageAt: "desc" }],
    take: INBOX_SIZE,
    select: {
      id: true,
      status: true,
      visitorName: true,
      visitorEmail: true,
      lastMessageAt: true,
      staffReadAt: true,
      partner: { select: { displayName: true } },
      messages: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1, select: { body: true } },
    },
  });
  // Unread: customer messages after each conversation's own read moment, in one query.
  const unreadMessages = rows.length
    ? await db.chatMessage.findMany({
        where: { author: "customer", OR: rows.map((r) => ({ conversationId: r.id, createdAt: { gt: r.staffReadAt ?? new Date(0) } })) },
        select: { conversationId: true, author: true, createdAt: true },
      })
    : [];
  return rows.sort(compareInbox).map((row) => ({
    id: row.id,
    status: chatStatus(row.status),
    partner: row.partner.displayName,
    visitorName: row.visitorName,
    visitorEmail: row.visitorEmail,
    lastMessageAt: formatDateTime(row.lastMessageAt).slice(0, 16),
    unread: unreadCount(
      unreadMessages.filter((m) => m.conversationId === row.id),
      row.staffReadAt,
    ),
    preview: row.messages[0]?.body.slice(0, 120) ?? "",
  }));
}

/** One conversation the staff member may read, or null (another partner's is the same as none). */
export async function staffConversation(staff: StaffIdentity, conversationId: string | undefined) {
  if (!conversationId || conversationId.length > 64) return null;
  const row = await db.chatConversation.findUnique({
    where: { id: conversationId },
    select: {
      id: true,
      partnerId: true,
      userId: true,
      status: true,
      visitorName: true,
      visitorEmail: true,
      createdAt: true,
      partner: { select: { displayName: true } },
    },
  });
  if (!row || !staffMayRead(staff, row)) return null;
  return { ...row, status: chatStatus(row.status) };
}

export type StaffConversation = NonNullable<Awaited<ReturnType<typeof staffConversation>>>;

export function staffThread(conversation: StaffConversation): Promise<ChatMessageView[]> {
  return threadOf(conversation.id);
}

/** Staff have seen everything in it up to now. */
export async function markReadByStaff(conversation: StaffConversation): Promise<void> {
  await db.chatConversation.update({ where: { id: conversation.id }, data: { staffReadAt: new Date() } });
}

/** A staff reply; it also counts as reading the conversation. A closed conversation takes no replies. */
export async function postStaffReply(staff: StaffIdentity, conversation: StaffConversation, body: string): Promise<ChatEvent | "closed"> {
  const now = new Date();
  const event = await db.$transaction(async (tx) => {
    const { count } = await tx.chatConversation.updateMany({
      where: { id: conversation.id, status: "open" },
      data: { lastMessageAt: now, staffReadAt: now },
    });
    if (count === 0) return "closed" as const;
    const message = await tx.chatMessage.create({
      data: { conversationId: conversation.id, author: "staff", staffId: staff.id, body, createdAt: now },
      select: { id: true },
    });
    return { conversationId: conversation.id, messageId: message.id, partnerId: conversation.partnerId, userId: conversation.userId };
  });
  if (event !== "closed") announce(event);
  return event;
}

/** Closes or reopens a conversation, with its audit row; false when it already had that status. */
export async function setConversationStatus(staff: StaffIdentity, conversation: StaffConversation, status: ChatStatus): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.chatConversation.updateMany({
      where: { id: conversation.id, status: status === "open" ? "closed" : "open" },
      data: { status },
    });
    if (count === 0) return false;
    await writeAudit(
      {
        staff,
        action: status === "closed" ? "chat_closed" : "chat_reopened",
        partnerId: conversation.partnerId,
        userId: conversation.userId,
        details: { conversationId: conversation.id },
      },
      tx,
    );
    return true;
  });
}

// ---- Live streams ---------------------------------------------------------------------------

/** Who listens on a stream, and so which messages it may hear about. */
export type ChatListener = { kind: "customer"; visitor: Pick<Visitor, "id" | "partnerId"> } | { kind: "staff"; staff: StaffIdentity };

function listenerWhere(listener: ChatListener) {
  return listener.kind === "customer" ? { userId: listener.visitor.id, partnerId: listener.visitor.partnerId } : scopeWhere(listener.staff);
}

/** Whether the listener may hear of this message: checked against the database, not the event's word. */
export async function mayHear(listener: ChatListener, event: ChatEvent): Promise<boolean> {
  if (listener.kind === "customer" && !customerMayRead({ id: listener.visitor.id, partnerId: listener.visitor.partnerId }, event))
    return false;
  if (listener.kind === "staff" && !staffMayRead(listener.staff, event)) return false;
  const message = await db.chatMessage.findFirst({
    where: { id: event.messageId, conversationId: event.conversationId, conversation: listenerWhere(listener) },
    select: { id: true },
  });
  return message !== null;
}

const REPLAY_MAX = 100;

/** The messages the listener may see that came after the one with this id (a stream reconnecting). */
export async function messagesAfter(listener: ChatListener, afterId: string): Promise<ChatEvent[]> {
  const last = await db.chatMessage.findUnique({ where: { id: afterId }, select: { id: true, createdAt: true } });
  if (!last) return [];
  const rows = await db.chatMessage.findMany({
    // gte and not the same id: messages written in the same millisecond are not lost.
    where: { createdAt: { gte: last.createdAt }, id: { not: last.id }, conversation: listenerWhere(listener) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: REPLAY_MAX,
    select: { id: true, conversationId: true, conversation: { select: { partnerId: true, userId: true } } },
  });
  return rows.map((m) => ({
    messageId: m.id,
    conversationId: m.conversationId,
    partnerId: m.conversation.partnerId,
    userId: m.conversation.userId,
  }));
}

/** Proxies close a connection that is silent for a minute. */
const PING_EVERY_MS = 25_000;
/** A stream ends after this long; the browser's EventSource reconnects (with Last-Event-ID). */
const MAX_OPEN_MS = 30 * 60_000;
const EVENT_ID = /^[\w-]{1,64}$/;

/** The id the browser last saw: EventSource's Last-Event-ID on reconnecting, else ?after= from the page. */
export function lastSeenId(request: Request): string | null {
  const id = request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("after");
  return id && EVENT_ID.test(id) ? id : null;
}

function frame(event: ChatEvent): string {
  return `id: ${event.messageId}\nevent: message\ndata: ${JSON.stringify({ conversationId: event.conversationId, messageId: event.messageId })}\n\n`;
}

/**
 * A Server-Sent Events stream of the new messages this listener may see: ids only (the page
 * then reads the thread as it reads it anyway, with its own checks). Missed ones first, when
 * the browser says which it saw last.
 */
export function chatEventStream(request: Request, listener: ChatListener): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      // One at a time, so events go out in the order they came in, whatever each check takes.
      let queue: Promise<void> = Promise.resolve();
      const then = (work: () => Promise<void>) => {
        queue = queue.then(work).catch((error: unknown) => logger.warn({ err: error }, "chat stream: event not sent"));
      };
      const unsubscribe = subscribe("chat", (payload) => {
        if (!isChatEvent(payload)) return;
        then(async () => {
          if (!closed && (await mayHear(listener, payload))) send(frame(payload));
        });
      });
      const ping = setInterval(() => send(": ping\n\n"), PING_EVERY_MS);
      const expire = setTimeout(() => stop(), MAX_OPEN_MS);
      stop = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(ping);
        clearTimeout(expire);
        request.signal.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // Already closed by the reader.
        }
      };
      request.signal.addEventListener("abort", stop);
      send("retry: 3000\n\n");
      // After subscribing, so nothing falls between the replay and the live events.
      const after = lastSeenId(request);
      if (after)
        then(async () => {
          for (const event of await messagesAfter(listener, after)) send(frame(event));
        });
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the gzip middleware leaves it alone and sends each event at once.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
