// A partner's support channels (decision 0046): read for the header's menu and the support
// page (every page reads them, so they are kept in memory like the partner and dropped with it),
// and saved from the partner console with an audit row.
import {
  channelHref,
  channelName,
  channelRowsOf,
  channelStatuses,
  channelUsable,
  chatWidgetScriptUrl,
  defaultChannels,
  isAvailability,
  isChannelKind,
  parseChannelRows,
  whatsappNumberOf,
  type ChannelRowErrors,
  type ChannelRowInput,
  type ContactFields,
  type Availability,
  type ChannelKind,
  type SupportChannel,
} from "~/domain/support/support-channels";
import { isSupportOpen, officeClockParts } from "~/domain/platform/office-hours";
import type { StaffIdentity } from "~/domain/staff/staff";
import type { Language } from "~/domain/platform/languages";
import { pickTranslation } from "~/domain/platform/translated-text";
import { writeAudit } from "../platform/audit.server";
import { partnerCatalogue } from "../catalogue/catalogue.server";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import { serverT } from "../platform/i18n.server";
import { subscribe } from "../platform/live-bus.server";
import { invalidatePartnerCache, type PartnerConfig } from "../platform/partner.server";
import { TtlCache } from "../platform/ttl-cache.server";

const cache = new TtlCache<string, SupportChannel[]>(() => config.partnerCacheSeconds * 1000, 5000);
// A partner change (its contact fields or its channels) drops the channels too, in every process.
subscribe("partner-cache", () => cache.clear());

/** The channels a partner stored, in its order; empty when it configured none. */
export async function storedChannels(partnerId: string): Promise<SupportChannel[]> {
  const rows = await db.supportChannel.findMany({
    where: { partnerId },
    select: { kind: true, productType: true, availability: true, position: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  // Rows written by hand with an unknown kind or availability are skipped, not shown half-working.
  return rows.flatMap((row) =>
    isChannelKind(row.kind) && isAvailability(row.availability)
      ? [
          {
            kind: row.kind,
            productType: row.kind === "ai" ? row.productType : null,
            availability: row.availability,
            position: row.position,
          },
        ]
      : [],
  );
}

/** The partner's channels, or the ones derived from its contact fields when it stored none. */
export function partnerChannels(partner: PartnerConfig): Promise<SupportChannel[]> {
  return cache.getOrLoad(partner.id, async () => {
    const stored = await storedChannels(partner.id);
    return stored.length > 0 ? stored : defaultChannels(partner);
  });
}

/** One channel as the pages show it: open now or, when closed, when it opens (office clock, Amsterdam). */
export type SupportChannelView = {
  name: string;
  kind: ChannelKind;
  productType: string | null;
  availability: Availability;
  /** For an ai channel about one product type: that product's name in the page's language. */
  productName: string | null;
  open: boolean;
  /** Worked out here, so the page needs no clock rules: weekday 0-6 (Sunday first), DD-MM-YYYY, HH:MM. */
  opensAt: { weekday: number; date: string; time: string } | null;
  /** Where its link leads (a tel:, mailto: or wa.me link, or a page), worked out here too: the browser needs no channel rules. */
  href: string | null;
};

export type SupportData = {
  /** Whether the office (phones) is open now: the menu's headline. */
  officeOpen: boolean;
  channels: SupportChannelView[];
  /** The third-party chat widget's script (Zendesk), when the partner has a key and a chat channel. */
  chatWidgetScript: string | null;
};

/**
 * What the support menu and page show at this instant; null for the partners that hide support.
 * Only channels that lead somewhere (decision 0046: a call needs a phone number, and so on).
 */
export async function supportData(partner: PartnerConfig, language: Language, now: Date): Promise<SupportData | null> {
  if (partner.hideInvoicesAndSupport) return null;
  const all = await partnerChannels(partner);
  // Every page shows it, and it changes only with the minute (office hours are whole minutes),
  // the partner or its channels (both new objects when they change): kept per those.
  const minute = Math.floor(now.getTime() / 60_000);
  let kept = supportDataKept.get(partner);
  if (!kept || kept.channels !== all || kept.minute !== minute) {
    kept = { channels: all, minute, byLanguage: new Map() };
    supportDataKept.set(partner, kept);
  }
  let data = kept.byLanguage.get(language);
  if (!data) {
    data = supportDataAt(partner, all, language, new Date(minute * 60_000));
    kept.byLanguage.set(language, data);
  }
  return data;
}

const supportDataKept = new WeakMap<
  PartnerConfig,
  { channels: readonly SupportChannel[]; minute: number; byLanguage: Map<Language, Promise<SupportData>> }
>();

async function supportDataAt(partner: PartnerConfig, all: readonly SupportChannel[], language: Language, now: Date): Promise<SupportData> {
  const channels = all.filter((channel) => channelUsable(channel.kind, partner));
  const catalogue = channels.some((channel) => channel.productType) ? await partnerCatalogue(partner.id) : [];
  const productName = (type: string | null) => {
    const product = type ? catalogue.find((candidate) => candidate.type === type) : undefined;
    return product ? pickTranslation(product.names, language) : type;
  };
  const hasChat = channels.some((channel) => channel.kind === "chat");
  const chatWidgetScript = hasChat && partner.chatWidgetKey ? chatWidgetScriptUrl(partner.chatWidgetKey) : null;
  const t = await serverT(language, "support");
  const target = {
    phoneNumber: partner.supportPhoneNumber,
    email: partner.supportEmail,
    whatsappDigits: partner.supportWhatsappUrl ? whatsappNumberOf(partner.supportWhatsappUrl) : null,
    hasChatWidget: chatWidgetScript !== null,
    whatsappText: t("whatsapp.prefill", { partner: partner.displayName }),
  };
  return {
    officeOpen: isSupportOpen(now),
    channels: channelStatuses(channels, now).map((status) => ({
      name: channelName(status),
      kind: status.kind,
      productType: status.productType,
      availability: status.availability,
      productName: productName(status.productType),
      open: status.open,
      opensAt: status.opensAt ? officeClockParts(status.opensAt) : null,
      href: channelHref(status, target),
    })),
    chatWidgetScript,
  };
}

const summary = (channels: readonly SupportChannel[]) => channels.map((c) => `${channelName(c)}:${c.availability}`);

/**
 * Replaces the partner's channel list (already checked: parseChannelRows) in one transaction
 * with its audit row (partner_updated, old and new lists); returns whether anything changed.
 */
export async function saveSupportChannels(
  staff: StaffIdentity,
  partner: { id: string; name: string },
  channels: readonly SupportChannel[],
): Promise<boolean> {
  const changed = await db.$transaction(async (tx) => {
    const before = await tx.supportChannel.findMany({
      where: { partnerId: partner.id },
      select: { kind: true, productType: true, availability: true, position: true },
      orderBy: [{ position: "asc" }, { id: "asc" }],
    });
    const old = summary(before as SupportChannel[]);
    const next = summary(channels);
    if (JSON.stringify(old) === JSON.stringify(next)) return false;
    await tx.supportChannel.deleteMany({ where: { partnerId: partner.id } });
    await tx.supportChannel.createMany({
      data: channels.map((c) => ({
        partnerId: partner.id,
        kind: c.kind,
        productType: c.productType,
        availability: c.availability,
        position: c.position,
      })),
    });
    await writeAudit(
      {
        staff,
        action: "partner_updated",
        partnerId: partner.id,
        details: { old: { supportChannels: old }, new: { supportChannels: next } },
      },
      tx,
    );
    return true;
  });
  if (changed) invalidatePartnerCache(partner.name);
  return changed;
}

/** The console's channel rows to start from: the stored list, or the defaults it would show. */
export async function channelFormStart(
  partner: { id: string } & ContactFields,
): Promise<{ rows: ChannelRowInput[]; usingDefaults: boolean }> {
  const stored = await storedChannels(partner.id);
  const channels = stored.length > 0 ? stored : defaultChannels(partner);
  return {
    rows: channels.map((c) => ({
      kind: c.kind,
      productType: c.productType ?? "",
      availability: c.availability,
      position: String(c.position),
      remove: false,
    })),
    usingDefaults: stored.length === 0,
  };
}

/** The console's post of the channel list: saved (changed or not), or the rows back with their errors. */
export async function submitChannels(
  staff: StaffIdentity,
  partner: { id: string; name: string } & ContactFields,
  form: FormData,
): Promise<{ ok: true; changed: boolean } | { ok: false; rows: ChannelRowInput[]; errors: ChannelRowErrors[]; formError: string | null }> {
  const rows = channelRowsOf(form);
  const parsed = parseChannelRows(rows, partner);
  if (!parsed.ok) return { ok: false, rows, errors: parsed.errors, formError: parsed.formError };
  return { ok: true, changed: await saveSupportChannels(staff, partner, parsed.channels) };
}
