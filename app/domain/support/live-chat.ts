// The built-in live chat between a partner's customers and its staff (decision 0047): who may
// chat, what a message may hold, who may read which conversation and what counts as unread.
// Pure rules; app/server/live-chat.server.ts applies them to the database.
import { partnerScope, type StaffIdentity } from "../staff/staff";
import { checkEmail } from "../platform/field-checks";

/** A message is 1 to this many characters (after trimming). */
export const CHAT_BODY_MAX = 2000;
/** A guest's name as staff see it. */
export const CHAT_NAME_MAX = 100;

export const CHAT_MESSAGES = {
  required: "chat:errors.bodyRequired",
  tooLong: "chat:errors.bodyTooLong",
  nameTooLong: "chat:errors.nameTooLong",
  rateLimited: "chat:errors.rateLimited",
} as const;

export type ChatAuthor = "customer" | "staff" | "assistant";
export type ChatStatus = "open" | "closed";

export function chatStatus(value: string): ChatStatus {
  return value === "closed" ? "closed" : "open";
}

export function chatAuthor(value: string): ChatAuthor {
  return value === "staff" || value === "assistant" ? value : "customer";
}

export type BodyCheck = { body: string } | { error: string };

/** A posted message: trimmed, 1..CHAT_BODY_MAX characters (counted as the person sees them). */
export function checkChatBody(raw: unknown): BodyCheck {
  const body = typeof raw === "string" ? raw.replace(/\r\n?/g, "\n").trim() : "";
  if (body === "") return { error: CHAT_MESSAGES.required };
  if ([...body].length > CHAT_BODY_MAX) return { error: CHAT_MESSAGES.tooLong };
  return { body };
}

export type GuestDetails = { name: string | null; email: string | null };

/** A guest's optional name and e-mail address, for the staff to know whom they answer. */
export function checkGuestDetails(
  rawName: unknown,
  rawEmail: unknown,
): { value: GuestDetails; errors: Partial<Record<"name" | "email", string>> } {
  const name = typeof rawName === "string" ? rawName.trim() : "";
  const email = typeof rawEmail === "string" ? rawEmail.trim().toLowerCase() : "";
  const errors: Partial<Record<"name" | "email", string>> = {};
  if ([...name].length > CHAT_NAME_MAX) errors.name = CHAT_MESSAGES.nameTooLong;
  const emailError = email === "" ? null : checkEmail(email);
  if (emailError) errors.email = emailError;
  return { value: { name: name || null, email: email || null }, errors };
}

type Owned = { partnerId: string; userId: string | null };

/** A customer (or guest) reads only their own conversations on the partner they visit. */
export function customerMayRead(visitor: { id: string; partnerId: string } | null, conversation: Owned): boolean {
  return !!visitor && conversation.userId === visitor.id && conversation.partnerId === visitor.partnerId;
}

/** Insurer admins read every partner's conversations, a partner's admin its own partner's; brokers none. */
export function staffMayRead(staff: StaffIdentity, conversation: Pick<Owned, "partnerId">): boolean {
  if (staff.role !== "admin") return false;
  const scope = partnerScope(staff);
  return scope === null || scope.includes(conversation.partnerId);
}

/** Customer messages written after the staff last read the conversation. */
export function unreadCount(messages: readonly { author: string; createdAt: Date }[], staffReadAt: Date | null): number {
  return messages.filter((m) => m.author === "customer" && (!staffReadAt || m.createdAt.getTime() > staffReadAt.getTime())).length;
}

/** The inbox order: open conversations first, then newest activity first. */
export function compareInbox(a: { status: string; lastMessageAt: Date }, b: { status: string; lastMessageAt: Date }): number {
  const open = Number(chatStatus(b.status) === "open") - Number(chatStatus(a.status) === "open");
  return open !== 0 ? open : b.lastMessageAt.getTime() - a.lastMessageAt.getTime();
}

/** What the live bus carries about a new message: ids only; each listener checks what it may see. */
export type ChatEvent = { conversationId: string; messageId: string; partnerId: string; userId: string | null };

export function isChatEvent(value: unknown): value is ChatEvent {
  const v = value as Partial<ChatEvent> | null;
  return !!v && typeof v.conversationId === "string" && typeof v.messageId === "string" && typeof v.partnerId === "string";
}
