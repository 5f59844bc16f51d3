// A partner's support channels (spec sections 1, 3 and 4; decision 0046): which kinds exist,
// when each counts as open, where each leads, and the channels of a partner that configured
// none. Pure: the server reads the rows (app/server/support.server.ts), the pages show them.
import { PRODUCT_TYPES } from "../catalogue/insurance-catalogue";
import { isSupportOpen, nextOfficeClosing, nextOfficeOpening } from "../platform/office-hours";

export const CHANNEL_KINDS = ["call", "mail", "chat", "faq", "whatsapp", "ai"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export const AVAILABILITIES = ["office-hours", "outside-office-hours", "always"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export type SupportChannel = {
  kind: ChannelKind;
  /** For kind ai only: the product type the assistant is about ({product}-ai), or null for all. */
  productType: string | null;
  availability: Availability;
  position: number;
};

export const isChannelKind = (value: string): value is ChannelKind => (CHANNEL_KINDS as readonly string[]).includes(value);
export const isAvailability = (value: string): value is Availability => (AVAILABILITIES as readonly string[]).includes(value);

/** The spec's name of a channel: "call", "ai", "aov-ai". */
export function channelName(channel: Pick<SupportChannel, "kind" | "productType">): string {
  return channel.kind === "ai" && channel.productType ? `${channel.productType}-ai` : channel.kind;
}

/** Whether a channel is open at this instant. */
export function isChannelOpen(availability: Availability, at: Date): boolean {
  if (availability === "always") return true;
  const office = isSupportOpen(at);
  return availability === "office-hours" ? office : !office;
}

/** When a closed channel opens next; null while it is open (an always-channel is never closed). */
export function nextChannelOpening(availability: Availability, at: Date): Date | null {
  if (isChannelOpen(availability, at)) return null;
  // Outside-office-hours channels open when the office closes.
  return availability === "office-hours" ? nextOfficeOpening(at) : nextOfficeClosing(at);
}

export type ChannelStatus<C extends SupportChannel = SupportChannel> = C & { open: boolean; opensAt: Date | null };

/** Every channel with whether it is open now and, when closed, when it opens; in the partner's order. */
export function channelStatuses<C extends SupportChannel>(channels: readonly C[], at: Date): ChannelStatus<C>[] {
  return [...channels]
    .sort((a, b) => a.position - b.position)
    .map((channel) => ({
      ...channel,
      open: isChannelOpen(channel.availability, at),
      opensAt: nextChannelOpening(channel.availability, at),
    }));
}

/** What a partner's contact fields offer; the defaults below are derived from them. */
export type ContactFields = {
  supportPhoneNumber: string | null;
  supportEmail: string | null;
  supportWhatsappUrl: string | null;
  chatWidgetKey: string | null;
};

/**
 * The channels of a partner without SupportChannel rows (decision 0046): what its contact
 * fields allow, as the menu showed before channels existed. Calls, WhatsApp and the chat are
 * answered by people, so office hours; a mail can be sent and the FAQ read at any time.
 * The chat only with a widget key (the built-in chat and the assistant are chosen in the console).
 */
export function defaultChannels(partner: ContactFields): SupportChannel[] {
  const kinds: [ChannelKind, Availability][] = [];
  if (partner.supportPhoneNumber) kinds.push(["call", "office-hours"]);
  if (partner.supportEmail) kinds.push(["mail", "always"]);
  if (partner.supportWhatsappUrl) kinds.push(["whatsapp", "office-hours"]);
  if (partner.chatWidgetKey) kinds.push(["chat", "office-hours"]);
  kinds.push(["faq", "always"]);
  return kinds.map(([kind, availability], position) => ({ kind, productType: null, availability, position }));
}

/** A channel needs its contact field: a call without a phone number leads nowhere and is not shown. */
export function channelUsable(kind: ChannelKind, partner: ContactFields): boolean {
  if (kind === "call") return Boolean(partner.supportPhoneNumber);
  if (kind === "mail") return Boolean(partner.supportEmail);
  if (kind === "whatsapp") return whatsappNumberOf(partner.supportWhatsappUrl ?? "") !== null;
  return true;
}

// --- WhatsApp -----------------------------------------------------------------------------------

const WA_LINK = /^https:\/\/(?:wa\.me\/\+?(\d{8,15})\/?|api\.whatsapp\.com\/send\/?\?(?:[^#]*&)?phone=\+?(\d{8,15}))(?:[?#&][^\s]*)?$/;

/**
 * The international number (digits only, as wa.me wants it) of the partner's WhatsApp setting:
 * a wa.me (or api.whatsapp.com) link, or a phone number. Null when it is neither.
 * A number without a country code is Dutch (0612345678 -> 31612345678).
 */
export function whatsappNumberOf(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const link = WA_LINK.exec(trimmed);
  if (link) return link[1] ?? link[2] ?? null;
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("0")) return `31${digits.slice(1)}`;
  return digits;
}

/** The chat link with the prefilled text (https://faq.whatsapp.com/5913398998672934). */
export function whatsappHref(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

// --- Third-party chat widget ----------------------------------------------------------------------

/** Zendesk's Web Widget (decision 0046): its snippet takes the account's key, a UUID. */
export const CHAT_WIDGET_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CHAT_WIDGET_SCRIPT = "https://static.zdassets.com/ekr/snippet.js";

export function chatWidgetScriptUrl(key: string): string | null {
  return CHAT_WIDGET_KEY_PATTERN.test(key) ? `${CHAT_WIDGET_SCRIPT}?key=${key}` : null;
}

export function checkChatWidgetKey(value: string): typeof SUPPORT_MESSAGES.chatWidgetKey | null {
  return CHAT_WIDGET_KEY_PATTERN.test(value) ? null : SUPPORT_MESSAGES.chatWidgetKey;
}

// --- Where each channel leads -----------------------------------------------------------------------

/** The built-in pages other parts of issue 13 provide. */
export const BUILT_IN_CHAT_PATH = "/support/chat";
export const ASSISTANT_PATH = "/support/assistant";
export const SUPPORT_PATH = "/support";
/** The support page's FAQ section: the partner's products, each with its FAQ on its product page. */
export const FAQ_SECTION = "faq";

export type ChannelTargetInput = {
  phoneNumber: string | null;
  email: string | null;
  whatsappDigits: string | null;
  hasChatWidget: boolean;
  /** The prefilled WhatsApp text, already translated. */
  whatsappText: string;
};

/** The href of a channel; null when its contact field is missing. */
export function channelHref(channel: Pick<SupportChannel, "kind" | "productType">, input: ChannelTargetInput): string | null {
  switch (channel.kind) {
    case "call":
      return input.phoneNumber ? `tel:${input.phoneNumber.replace(/[^+\d]/g, "")}` : null;
    case "mail":
      return input.email ? `mailto:${input.email}` : null;
    case "whatsapp":
      return input.whatsappDigits ? whatsappHref(input.whatsappDigits, input.whatsappText) : null;
    case "faq":
      return `${SUPPORT_PATH}#${FAQ_SECTION}`;
    case "chat":
      // With a widget the link opens it (support-menu.tsx); without JavaScript the support page explains where it is.
      return input.hasChatWidget ? `${SUPPORT_PATH}#chat` : BUILT_IN_CHAT_PATH;
    case "ai":
      return channel.productType ? `${ASSISTANT_PATH}?product=${encodeURIComponent(channel.productType)}` : ASSISTANT_PATH;
  }
}

// --- The console's channel list ----------------------------------------------------------------------

export const SUPPORT_MESSAGES = {
  kind: "support:errors.kind",
  availability: "support:errors.availability",
  productType: "support:errors.productType",
  productTypeOnlyAi: "support:errors.productTypeOnlyAi",
  duplicate: "support:errors.duplicate",
  position: "support:errors.position",
  needsPhone: "support:errors.needsPhone",
  needsEmail: "support:errors.needsEmail",
  needsWhatsapp: "support:errors.needsWhatsapp",
  tooMany: "support:errors.tooMany",
  whatsapp: "support:errors.whatsapp",
  chatWidgetKey: "support:errors.chatWidgetKey",
} as const;
const M = SUPPORT_MESSAGES;

/** More than this is a mistake (6 kinds, ai once per product type and once for all). */
export const MAX_CHANNELS = 24;

/** One row of the console's list as posted: text fields, some empty. */
export type ChannelRowInput = { kind: string; productType: string; availability: string; position: string; remove: boolean };
export type ChannelRowErrors = Partial<Record<"kind" | "productType" | "availability" | "position", string>>;

/**
 * The channel list an admin posted: the kept rows (removed and blank new rows dropped) checked
 * one by one, with errors per row and field; the list itself when every row is fine. A channel
 * whose contact field is empty is refused, since it would never be shown.
 */
export function parseChannelRows(
  rows: readonly ChannelRowInput[],
  partner: ContactFields,
): { ok: true; channels: SupportChannel[] } | { ok: false; errors: ChannelRowErrors[]; formError: string | null } {
  const errors: ChannelRowErrors[] = rows.map(() => ({}));
  const channels: SupportChannel[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (row.remove) return;
    const kind = row.kind.trim();
    const productType = row.productType.trim();
    const availability = row.availability.trim();
    const position = row.position.trim();
    // The blank row for a new channel, left empty.
    if (!kind && !productType && !position) return;
    const rowErrors = errors[index]!;
    if (!isChannelKind(kind)) rowErrors.kind = M.kind;
    else if (kind === "call" && !partner.supportPhoneNumber) rowErrors.kind = M.needsPhone;
    else if (kind === "mail" && !partner.supportEmail) rowErrors.kind = M.needsEmail;
    else if (kind === "whatsapp" && !channelUsable("whatsapp", partner)) rowErrors.kind = M.needsWhatsapp;
    if (productType && kind !== "ai") rowErrors.productType = M.productTypeOnlyAi;
    else if (productType && !(PRODUCT_TYPES as readonly string[]).includes(productType)) rowErrors.productType = M.productType;
    if (!isAvailability(availability)) rowErrors.availability = M.availability;
    const order = position === "" ? index : Number(position);
    if (!Number.isInteger(order) || order < 0 || order > 999) rowErrors.position = M.position;
    if (Object.keys(rowErrors).length > 0 || !isChannelKind(kind) || !isAvailability(availability)) return;
    const name = channelName({ kind, productType: productType || null });
    if (seen.has(name)) {
      rowErrors.kind = M.duplicate;
      return;
    }
    seen.add(name);
    channels.push({ kind, productType: productType || null, availability, position: order });
  });
  const failed = errors.some((e) => Object.keys(e).length > 0);
  if (failed) return { ok: false, errors, formError: null };
  if (channels.length > MAX_CHANNELS) return { ok: false, errors, formError: M.tooMany };
  // Stored positions are 0..n-1 in the order asked for (ties keep the list's order).
  const ordered = channels
    .map((channel, index) => ({ channel, index }))
    .sort((a, b) => a.channel.position - b.channel.position || a.index - b.index);
  return { ok: true, channels: ordered.map(({ channel }, position) => ({ ...channel, position })) };
}

/** The posted rows: fields channel.<i>.kind, .productType, .availability, .position, .remove. */
export function channelRowsOf(form: { get(name: string): unknown }, maxRows = MAX_CHANNELS + 1): ChannelRowInput[] {
  const rows: ChannelRowInput[] = [];
  const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 100) : "");
  for (let index = 0; index < maxRows; index++) {
    const kind = form.get(`channel.${index}.kind`);
    if (kind === null || kind === undefined) break;
    rows.push({
      kind: text(kind),
      productType: text(form.get(`channel.${index}.productType`)),
      availability: text(form.get(`channel.${index}.availability`)),
      position: text(form.get(`channel.${index}.position`)),
      remove: form.get(`channel.${index}.remove`) === "on",
    });
  }
  return rows;
}

/**
 * The built-in chat runs where the partner offers support at all and has no chat widget of
 * its own (a widget key loads that widget instead).
 */
export function builtInChatAvailable(partner: { chatWidgetKey: string | null; hideInvoicesAndSupport: boolean }): boolean {
  return !partner.hideInvoicesAndSupport && !partner.chatWidgetKey;
}
