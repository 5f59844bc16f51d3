import { describe, expect, it } from "vitest";
import {
  channelHref,
  channelName,
  channelRowsOf,
  channelStatuses,
  chatWidgetScriptUrl,
  checkChatWidgetKey,
  defaultChannels,
  isChannelOpen,
  nextChannelOpening,
  parseChannelRows,
  SUPPORT_MESSAGES as M,
  whatsappNumberOf,
  type ChannelRowInput,
  type SupportChannel,
} from "~/domain/support/support-channels";
import { checkWhatsapp } from "~/domain/partners/partner-config";
import { contentSecurityPolicy } from "~/domain/platform/security-headers";

// Amsterdam is UTC+1 in November, UTC+2 in May.
const MON_0859 = new Date("2026-11-23T08:59:00+01:00");
const MON_0900 = new Date("2026-11-23T09:00:00+01:00");
const MON_1659 = new Date("2026-11-23T16:59:00+01:00");
const MON_1700 = new Date("2026-11-23T17:00:00+01:00");
const SATURDAY = new Date("2026-11-28T12:00:00+01:00");
const HEMELVAART = new Date("2026-05-14T11:00:00+02:00");

describe("which channels are open", () => {
  it("office-hours: 09:00 up to (not including) 17:00 on office days", () => {
    expect([MON_0859, MON_0900, MON_1659, MON_1700, SATURDAY, HEMELVAART].map((at) => isChannelOpen("office-hours", at))).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
  it("outside-office-hours is the opposite, always is always", () => {
    expect([MON_0859, MON_0900, MON_1659, MON_1700, SATURDAY, HEMELVAART].map((at) => isChannelOpen("outside-office-hours", at))).toEqual([
      true,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect([MON_0859, MON_1700, SATURDAY, HEMELVAART].every((at) => isChannelOpen("always", at))).toBe(true);
  });
  it("next opening: none while open; office-hours at the next 09:00; outside-office-hours at 17:00", () => {
    expect(nextChannelOpening("always", SATURDAY)).toBeNull();
    expect(nextChannelOpening("office-hours", MON_0900)).toBeNull();
    expect(nextChannelOpening("office-hours", MON_0859)?.toISOString()).toBe("2026-11-23T08:00:00.000Z");
    expect(nextChannelOpening("office-hours", SATURDAY)?.toISOString()).toBe("2026-11-30T08:00:00.000Z");
    expect(nextChannelOpening("office-hours", HEMELVAART)?.toISOString()).toBe("2026-05-15T07:00:00.000Z");
    expect(nextChannelOpening("outside-office-hours", MON_0900)?.toISOString()).toBe("2026-11-23T16:00:00.000Z");
    expect(nextChannelOpening("outside-office-hours", MON_1659)?.toISOString()).toBe("2026-11-23T16:00:00.000Z");
  });
  it("statuses keep the partner's order", () => {
    const channels: SupportChannel[] = [
      { kind: "mail", productType: null, availability: "always", position: 2 },
      { kind: "call", productType: null, availability: "office-hours", position: 0 },
      { kind: "ai", productType: "aov", availability: "outside-office-hours", position: 1 },
    ];
    const statuses = channelStatuses(channels, SATURDAY);
    expect(statuses.map((s) => [channelName(s), s.open, s.opensAt?.toISOString() ?? null])).toEqual([
      ["call", false, "2026-11-30T08:00:00.000Z"],
      ["aov-ai", true, null],
      ["mail", true, null],
    ]);
  });
});

describe("defaults for a partner without channels", () => {
  it("follow the contact fields, FAQ always", () => {
    const all = defaultChannels({
      supportPhoneNumber: "+31 20 123 4567",
      supportEmail: "a@b.example",
      supportWhatsappUrl: "https://wa.me/31612345678",
      chatWidgetKey: "k",
    });
    expect(all.map((c) => `${c.kind}:${c.availability}:${c.position}`)).toEqual([
      "call:office-hours:0",
      "mail:always:1",
      "whatsapp:office-hours:2",
      "chat:office-hours:3",
      "faq:always:4",
    ]);
    expect(
      defaultChannels({ supportPhoneNumber: null, supportEmail: null, supportWhatsappUrl: null, chatWidgetKey: null }).map((c) => c.kind),
    ).toEqual(["faq"]);
  });
});

describe("WhatsApp", () => {
  it("a number or a wa.me link gives the digits wa.me wants", () => {
    expect(whatsappNumberOf("https://wa.me/31612345678")).toBe("31612345678");
    expect(whatsappNumberOf("https://wa.me/+31612345678?text=hi")).toBe("31612345678");
    expect(whatsappNumberOf("https://api.whatsapp.com/send?phone=31612345678")).toBe("31612345678");
    expect(whatsappNumberOf("+31 6 1234 5678")).toBe("31612345678");
    expect(whatsappNumberOf("06-12345678")).toBe("31612345678");
    expect(whatsappNumberOf("0031612345678")).toBe("31612345678");
    expect(whatsappNumberOf("https://evil.example/31612345678")).toBeNull();
    expect(whatsappNumberOf("http://wa.me/31612345678")).toBeNull();
    expect(whatsappNumberOf("call me")).toBeNull();
  });
  it("the console accepts only numbers libphonenumber-js knows", () => {
    expect(checkWhatsapp("https://wa.me/31612345678")).toBeNull();
    expect(checkWhatsapp("+32 470 12 34 56")).toBeNull(); // Belgian mobile
    expect(checkWhatsapp("https://wa.me/31000000000")).toBe(M.whatsapp);
    expect(checkWhatsapp("0612")).toBe(M.whatsapp);
  });
  it("the link carries the prefilled text, encoded", () => {
    const href = channelHref(
      { kind: "whatsapp", productType: null },
      { phoneNumber: null, email: null, whatsappDigits: "31612345678", hasChatWidget: false, whatsappText: "Hallo Acme & co, een vraag?" },
    );
    expect(href).toBe("https://wa.me/31612345678?text=Hallo%20Acme%20%26%20co%2C%20een%20vraag%3F");
    expect(new URL(href!).searchParams.get("text")).toBe("Hallo Acme & co, een vraag?");
  });
});

describe("channel targets", () => {
  const input = {
    phoneNumber: "+31 20 123 4567",
    email: "help@acme.example",
    whatsappDigits: null,
    hasChatWidget: false,
    whatsappText: "",
  };
  it("call, mail, faq, built-in chat, assistant with and without product", () => {
    expect(channelHref({ kind: "call", productType: null }, input)).toBe("tel:+31201234567");
    expect(channelHref({ kind: "mail", productType: null }, input)).toBe("mailto:help@acme.example");
    expect(channelHref({ kind: "faq", productType: null }, input)).toBe("/support#faq");
    expect(channelHref({ kind: "chat", productType: null }, input)).toBe("/support/chat");
    expect(channelHref({ kind: "chat", productType: null }, { ...input, hasChatWidget: true })).toBe("/support#chat");
    expect(channelHref({ kind: "ai", productType: null }, input)).toBe("/support/assistant");
    expect(channelHref({ kind: "ai", productType: "aov" }, input)).toBe("/support/assistant?product=aov");
    expect(channelHref({ kind: "whatsapp", productType: null }, input)).toBeNull();
    expect(channelHref({ kind: "call", productType: null }, { ...input, phoneNumber: null })).toBeNull();
  });
});

describe("chat widget (Zendesk)", () => {
  const key = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
  it("only a UUID key makes a script URL", () => {
    expect(chatWidgetScriptUrl(key)).toBe(`https://static.zdassets.com/ekr/snippet.js?key=${key}`);
    expect(chatWidgetScriptUrl("demo-chat-acme")).toBeNull();
    expect(chatWidgetScriptUrl(`${key}"><script>`)).toBeNull();
    expect(checkChatWidgetKey(key)).toBeNull();
    expect(checkChatWidgetKey("abc")).toBe(M.chatWidgetKey);
  });
  it("its origins are in the CSP only on customer pages that load it", () => {
    const base = { nonce: "n", siteSources: [], frameAncestors: [] };
    const withWidget = contentSecurityPolicy({ ...base, path: "/welcome", chatWidget: true });
    expect(withWidget).toContain("https://static.zdassets.com");
    expect(withWidget).toContain("wss://*.zendesk.com");
    expect(contentSecurityPolicy({ ...base, path: "/welcome" })).not.toContain("zdassets");
    expect(contentSecurityPolicy({ ...base, path: "/admin/partners", chatWidget: true })).not.toContain("zdassets");
    expect(contentSecurityPolicy({ ...base, path: "/admin/partners", chatWidget: true })).not.toContain("zendesk");
  });
});

describe("the console's channel list", () => {
  const contact = { supportPhoneNumber: "+31 20 123 4567", supportEmail: "a@b.example", supportWhatsappUrl: null, chatWidgetKey: null };
  const row = (fields: Partial<ChannelRowInput>): ChannelRowInput => ({
    kind: "",
    productType: "",
    availability: "always",
    position: "",
    remove: false,
    ...fields,
  });

  it("keeps rows in the order asked for, drops removed and blank rows, numbers positions 0..n-1", () => {
    const result = parseChannelRows(
      [
        row({ kind: "mail", position: "5" }),
        row({ kind: "call", availability: "office-hours", position: "1" }),
        row({ kind: "faq", position: "3", remove: true }),
        row({ kind: "ai", productType: "aov", availability: "outside-office-hours", position: "2" }),
        row({}),
      ],
      contact,
    );
    expect(result).toEqual({
      ok: true,
      channels: [
        { kind: "call", productType: null, availability: "office-hours", position: 0 },
        { kind: "ai", productType: "aov", availability: "outside-office-hours", position: 1 },
        { kind: "mail", productType: null, availability: "always", position: 2 },
      ],
    });
  });

  it("errors at the field: unknown kind or availability, product type off the assistant, duplicates, missing contact field", () => {
    const result = parseChannelRows(
      [
        row({ kind: "fax" }),
        row({ kind: "mail", availability: "sometimes" }),
        row({ kind: "faq", productType: "aov" }),
        row({ kind: "ai", productType: "spaceship" }),
        row({ kind: "whatsapp" }),
        row({ kind: "call", position: "-1" }),
        row({ kind: "ai" }),
        row({ kind: "ai" }),
      ],
      contact,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { kind: M.kind },
      { availability: M.availability },
      { productType: M.productTypeOnlyAi },
      { productType: M.productType },
      { kind: M.needsWhatsapp },
      { position: M.position },
      {},
      { kind: M.duplicate },
    ]);
    const noPhone = parseChannelRows([row({ kind: "call" }), row({ kind: "mail" })], {
      ...contact,
      supportPhoneNumber: null,
      supportEmail: null,
    });
    expect(noPhone.ok ? null : noPhone.errors).toEqual([{ kind: M.needsPhone }, { kind: M.needsEmail }]);
  });

  it("reads the posted rows from the form, up to the first missing index", () => {
    const form = new FormData();
    form.set("channel.0.kind", "call");
    form.set("channel.0.availability", "office-hours");
    form.set("channel.0.position", "0");
    form.set("channel.1.kind", "faq");
    form.set("channel.1.remove", "on");
    form.set("channel.3.kind", "mail");
    expect(channelRowsOf(form)).toEqual([
      { kind: "call", productType: "", availability: "office-hours", position: "0", remove: false },
      { kind: "faq", productType: "", availability: "", position: "", remove: true },
    ]);
  });
});
