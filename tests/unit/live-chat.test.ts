// The built-in live chat's pure rules (decision 0047): message limits, guest details, who may
// read which conversation, unread counting and the inbox order.
import { describe, expect, it } from "vitest";
import { builtInChatAvailable } from "~/domain/support/support-channels";
import {
  CHAT_BODY_MAX,
  CHAT_MESSAGES,
  checkChatBody,
  checkGuestDetails,
  compareInbox,
  customerMayRead,
  isChatEvent,
  staffMayRead,
  unreadCount,
} from "~/domain/support/live-chat";
import type { StaffIdentity } from "~/domain/staff/staff";

describe("a chat message", () => {
  it("is trimmed and needs 1 to 2000 characters", () => {
    expect(checkChatBody("  Hallo  ")).toEqual({ body: "Hallo" });
    expect(checkChatBody("a".repeat(CHAT_BODY_MAX))).toEqual({ body: "a".repeat(2000) });
    expect(checkChatBody("a".repeat(CHAT_BODY_MAX + 1))).toEqual({ error: CHAT_MESSAGES.tooLong });
    for (const empty of ["", "   ", "\n\t", null, undefined, 42, ["x"]])
      expect(checkChatBody(empty)).toEqual({ error: CHAT_MESSAGES.required });
  });

  it("counts characters as people see them, not UTF-16 units", () => {
    expect(checkChatBody("😀".repeat(CHAT_BODY_MAX))).toEqual({ body: "😀".repeat(CHAT_BODY_MAX) });
    expect(checkChatBody("😀".repeat(CHAT_BODY_MAX + 1))).toEqual({ error: CHAT_MESSAGES.tooLong });
  });

  it("keeps line breaks, written the same way whatever the browser sent", () => {
    expect(checkChatBody("regel 1\r\nregel 2\rregel 3")).toEqual({ body: "regel 1\nregel 2\nregel 3" });
  });
});

describe("a guest's details", () => {
  it("are optional, trimmed and the address lower-cased", () => {
    expect(checkGuestDetails("", "")).toEqual({ value: { name: null, email: null }, errors: {} });
    expect(checkGuestDetails(" Femke ", " Femke@Example.NL ")).toEqual({ value: { name: "Femke", email: "femke@example.nl" }, errors: {} });
  });

  it("refuse a name over 100 characters and an address that is not one, each at its field", () => {
    const checked = checkGuestDetails("x".repeat(101), "geen-adres");
    expect(checked.errors).toEqual({ name: CHAT_MESSAGES.nameTooLong, email: "validations:email" });
  });
});

describe("where the built-in chat runs", () => {
  it("only for partners that offer support and have no chat widget of their own", () => {
    expect(builtInChatAvailable({ chatWidgetKey: null, hideInvoicesAndSupport: false })).toBe(true);
    expect(builtInChatAvailable({ chatWidgetKey: "demo-chat-acme", hideInvoicesAndSupport: false })).toBe(false);
    expect(builtInChatAvailable({ chatWidgetKey: null, hideInvoicesAndSupport: true })).toBe(false);
  });
});

describe("who may read a conversation", () => {
  const conversation = { partnerId: "acme", userId: "user-a" };
  const insurer: StaffIdentity = { id: "s1", role: "admin", name: "Verzekeraar", partnerId: null, partnerName: null };
  const acmeAdmin: StaffIdentity = { id: "s2", role: "admin", name: "acme", partnerId: "acme", partnerName: "acme" };
  const boekfixAdmin: StaffIdentity = { id: "s3", role: "admin", name: "boekfix", partnerId: "boekfix", partnerName: "boekfix" };
  const acmeBroker: StaffIdentity = { id: "s4", role: "broker", name: "Makelaar", partnerId: "acme", partnerName: "acme" };

  it("a customer: their own conversation on the partner they visit, nothing else", () => {
    expect(customerMayRead({ id: "user-a", partnerId: "acme" }, conversation)).toBe(true);
    expect(customerMayRead({ id: "user-b", partnerId: "acme" }, conversation)).toBe(false);
    expect(customerMayRead({ id: "user-a", partnerId: "boekfix" }, conversation)).toBe(false);
    expect(customerMayRead(null, conversation)).toBe(false);
    expect(customerMayRead({ id: "user-a", partnerId: "acme" }, { partnerId: "acme", userId: null })).toBe(false);
  });

  it("staff: the insurer every partner's, a partner admin their own partner's, a broker none", () => {
    expect(staffMayRead(insurer, conversation)).toBe(true);
    expect(staffMayRead(acmeAdmin, conversation)).toBe(true);
    expect(staffMayRead(boekfixAdmin, conversation)).toBe(false);
    expect(staffMayRead(acmeBroker, conversation)).toBe(false);
  });
});

describe("unread messages", () => {
  const at = (minute: number) => new Date(Date.UTC(2025, 0, 6, 10, minute));
  const messages = [
    { author: "customer", createdAt: at(1) },
    { author: "staff", createdAt: at(2) },
    { author: "customer", createdAt: at(3) },
    { author: "customer", createdAt: at(4) },
    { author: "assistant", createdAt: at(5) },
  ];

  it("are the customer's messages after the staff last read the conversation", () => {
    expect(unreadCount(messages, null)).toBe(3);
    expect(unreadCount(messages, at(2))).toBe(2);
    expect(unreadCount(messages, at(3))).toBe(1);
    expect(unreadCount(messages, at(10))).toBe(0);
    expect(unreadCount([], null)).toBe(0);
  });
});

describe("the inbox order", () => {
  it("puts open conversations first, then the newest activity first", () => {
    const rows = [
      { id: "closed-new", status: "closed", lastMessageAt: new Date(5000) },
      { id: "open-old", status: "open", lastMessageAt: new Date(1000) },
      { id: "open-new", status: "open", lastMessageAt: new Date(4000) },
      { id: "closed-old", status: "closed", lastMessageAt: new Date(2000) },
    ];
    expect([...rows].sort(compareInbox).map((r) => r.id)).toEqual(["open-new", "open-old", "closed-new", "closed-old"]);
  });
});

describe("a chat event on the live bus", () => {
  it("carries ids only and is recognised by its shape", () => {
    expect(isChatEvent({ conversationId: "c", messageId: "m", partnerId: "p", userId: "u" })).toBe(true);
    expect(isChatEvent({ conversationId: "c", messageId: 1, partnerId: "p" })).toBe(false);
    expect(isChatEvent(null)).toBe(false);
    expect(isChatEvent("c")).toBe(false);
  });
});
