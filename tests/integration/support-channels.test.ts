// Support channels (decision 0046) against the server code as Remix calls it, on a scratch
// database: the console's channel list (who may save it, the checks at the field with
// nothing stored, a save with its audit row and the cache dropped), the WhatsApp and widget
// fields of the partner form, each partner's /support page and root data showing only its own
// channels, and the 404 of /support for partners that hide support.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("support-channels");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "support-channels-test-secret";
// Long enough that only invalidation (never expiry) can make a change show.
process.env.PARTNER_CACHE_SECONDS = "3600";

const { db } = await import("~/server/platform/db.server");
const partnerRoute = await import("~/routes/partners/admin-partner");
const supportRoute = await import("~/routes/support/support");
const root = await import("~/root");
const { SUPPORT_MESSAGES } = await import("~/domain/support/support-channels");
const h = await import("./support/funnel-harness");
const { answerOf, getRequest, postForm, staffCookie } = h;

const ADMIN_HOST = "localhost";
const ACME = "acme.localhost";

const partnerByName = (name: string) => db.partner.findUniqueOrThrow({ where: { name } });
const channelsOf = async (partnerId: string) =>
  (await db.supportChannel.findMany({ where: { partnerId }, orderBy: { position: "asc" } })).map(
    (c) => `${c.kind}${c.productType ? `/${c.productType}` : ""}:${c.availability}:${c.position}`,
  );

function postChannels(partnerId: string, fields: Record<string, string>, cookie: string) {
  const request = postForm(ADMIN_HOST, `/admin/partners/${partnerId}`, { intent: "support-channels", ...fields }, cookie);
  return answerOf(() => partnerRoute.action({ request, params: { partnerId }, context: {} }));
}

function supportPage(host: string) {
  return answerOf(() => supportRoute.loader({ request: getRequest(host, "/support"), params: {}, context: {} }));
}

type SupportBody = { support: { channels: { name: string; open: boolean; opensAt: string | null; href: string | null }[] } };

describe("the console's channel list", () => {
  it("another partner's admin gets a 404 and nothing changes", async () => {
    const direct = await partnerByName("direct");
    const before = await channelsOf(direct.id);
    const answer = await postChannels(
      direct.id,
      { "channel.0.kind": "faq", "channel.0.availability": "always" },
      await staffCookie("admin@acme.example"),
    );
    expect(answer.status).toBe(404);
    expect(await channelsOf(direct.id)).toEqual(before);
  });

  it("a wrong row is refused with the message at its field; nothing is stored", async () => {
    const acme = await partnerByName("acme");
    const before = await channelsOf(acme.id);
    const audits = await db.auditLog.count({ where: { action: "partner_updated", partnerId: acme.id } });
    const answer = await postChannels(
      acme.id,
      {
        "channel.0.kind": "call",
        "channel.0.availability": "office-hours",
        "channel.1.kind": "whatsapp", // acme has no WhatsApp number
        "channel.1.availability": "always",
        "channel.2.kind": "faq",
        "channel.2.productType": "aov",
        "channel.2.availability": "always",
      },
      await staffCookie("admin@acme.example"),
    );
    expect(answer.status).toBe(400);
    const body = answer.body as { channels: { rows: { kind: string }[]; errors: Record<string, string>[] } };
    expect(body.channels.errors).toEqual([
      {},
      { kind: SUPPORT_MESSAGES.needsWhatsapp },
      { productType: SUPPORT_MESSAGES.productTypeOnlyAi },
    ]);
    // What was entered comes back.
    expect(body.channels.rows.map((r) => r.kind)).toEqual(["call", "whatsapp", "faq"]);
    expect(await channelsOf(acme.id)).toEqual(before);
    expect(await db.auditLog.count({ where: { action: "partner_updated", partnerId: acme.id } })).toBe(audits);
  });

  it("the partner's own admin saves a new list: stored, audited, shown at once on its /support page", async () => {
    const acme = await partnerByName("acme");
    // Read once so the channels are cached: only invalidation can show the change.
    await supportPage(ACME);
    const answer = await postChannels(
      acme.id,
      {
        "channel.0.kind": "mail",
        "channel.0.availability": "always",
        "channel.0.position": "1",
        "channel.1.kind": "call",
        "channel.1.availability": "office-hours",
        "channel.1.position": "0",
        "channel.1.remove": "on",
        "channel.2.kind": "ai",
        "channel.2.productType": "aov",
        "channel.2.availability": "always",
        "channel.2.position": "0",
        "channel.3.kind": "",
        "channel.3.availability": "office-hours",
      },
      await staffCookie("admin@acme.example"),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toContain("channels=saved");
    expect(await channelsOf(acme.id)).toEqual(["ai/aov:always:0", "mail:always:1"]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "partner_updated", partnerId: acme.id }, orderBy: { at: "desc" } });
    expect(audit.details).toMatchObject({ new: { supportChannels: ["aov-ai:always", "mail:always"] } });
    const page = await supportPage(ACME);
    expect((page.body as SupportBody).support.channels.map((c) => c.name)).toEqual(["aov-ai", "mail"]);

    // The same list again: nothing written.
    const again = await postChannels(
      acme.id,
      {
        "channel.0.kind": "ai",
        "channel.0.productType": "aov",
        "channel.0.availability": "always",
        "channel.1.kind": "mail",
        "channel.1.availability": "always",
      },
      await staffCookie("admin@acme.example"),
    );
    expect(again.location).toContain("channels=unchanged");
  });

  it("the console starts from the stored list, or from the defaults it would show", async () => {
    const cookie = await staffCookie("admin@insurer.example");
    const acme = await partnerByName("acme");
    const opened = await answerOf(() =>
      partnerRoute.loader({
        request: getRequest(ADMIN_HOST, `/admin/partners/${acme.id}`, cookie),
        params: { partnerId: acme.id },
        context: {},
      }),
    );
    const body = opened.body as { channels: { rows: { kind: string }[]; usingDefaults: boolean } };
    expect(body.channels.usingDefaults).toBe(false);
    expect(body.channels.rows.map((r) => r.kind)).toEqual(["ai", "mail"]);

    const boekfix = await partnerByName("boekfix");
    await db.supportChannel.deleteMany({ where: { partnerId: boekfix.id } });
    const fresh = await answerOf(() =>
      partnerRoute.loader({
        request: getRequest(ADMIN_HOST, `/admin/partners/${boekfix.id}`, cookie),
        params: { partnerId: boekfix.id },
        context: {},
      }),
    );
    const defaults = fresh.body as { channels: { rows: { kind: string; availability: string }[]; usingDefaults: boolean } };
    expect(defaults.channels.usingDefaults).toBe(true);
    // boekfix has only a support e-mail address.
    expect(defaults.channels.rows.map((r) => `${r.kind}:${r.availability}`)).toEqual(["mail:always", "faq:always"]);
  });
});

describe("WhatsApp and widget fields of the partner form", () => {
  async function configForm(name: string, changes: Record<string, string>): Promise<[string, string][]> {
    const p = await partnerByName(name);
    const values: Record<string, string | null> = {
      displayName: p.displayName,
      defaultLanguage: p.defaultLanguage,
      supportEmail: p.supportEmail,
      supportPhoneNumber: p.supportPhoneNumber,
      supportWhatsappUrl: p.supportWhatsappUrl,
      chatWidgetKey: p.chatWidgetKey,
      logoPrimary: p.logoPrimary,
      currency: p.currency,
      partnerBankDiscountPercent: String(p.partnerBankDiscountPercent),
      partnerBankIbanCode: p.partnerBankIbanCode,
      ...changes,
    };
    const fields: [string, string][] = Object.entries(values).flatMap(([k, v]) => (v === null ? [] : [[k, v] as [string, string]]));
    for (const language of p.languages.split(",")) fields.push(["languages", language]);
    return fields;
  }
  function saveConfig(partnerId: string, fields: [string, string][], cookie: string) {
    const request = postForm(ADMIN_HOST, `/admin/partners/${partnerId}`, fields, cookie);
    return answerOf(() => partnerRoute.action({ request, params: { partnerId }, context: {} }));
  }

  it("a link that is not wa.me and a key that is not a widget key are refused at their fields", async () => {
    const acme = await partnerByName("acme");
    const answer = await saveConfig(
      acme.id,
      await configForm("acme", { supportWhatsappUrl: "https://evil.example/31612345678", chatWidgetKey: "not-a-key" }),
      await staffCookie("admin@acme.example"),
    );
    expect(answer.status).toBe(400);
    const reply = answer.body as { error: Record<string, string[]> };
    expect(reply.error.supportWhatsappUrl).toEqual([SUPPORT_MESSAGES.whatsapp]);
    expect(reply.error.chatWidgetKey).toEqual([SUPPORT_MESSAGES.chatWidgetKey]);
    expect((await partnerByName("acme")).supportWhatsappUrl).toBeNull();
  });

  it("a phone number is accepted and its WhatsApp channel leads to wa.me with those digits", async () => {
    const acme = await partnerByName("acme");
    const cookie = await staffCookie("admin@acme.example");
    const answer = await saveConfig(acme.id, await configForm("acme", { supportWhatsappUrl: "06 12345678" }), cookie);
    expect(answer.status).toBe(302);
    const channels = await postChannels(acme.id, { "channel.0.kind": "whatsapp", "channel.0.availability": "always" }, cookie);
    expect(channels.status).toBe(302);
    const page = (await supportPage(ACME)).body as SupportBody;
    expect(page.support.channels.map((c) => c.name)).toEqual(["whatsapp"]);
    // The link is worked out on the server, with the greeting in the page's language.
    const acmeName = (await partnerByName("acme")).displayName;
    expect(page.support.channels[0]!.href).toBe(
      `https://wa.me/31612345678?text=${encodeURIComponent(`Hallo ${acmeName}, ik heb een vraag over mijn verzekering.`)}`,
    );
  });
});

describe("customers see their own partner's channels only", () => {
  it("each host's /support and root data list that partner's channels", async () => {
    // The direct partner's seeded list; acme's is the one saved above.
    const directChannels = (await supportPage("localhost")).body as SupportBody;
    const acmeChannels = (await supportPage(ACME)).body as SupportBody;
    expect(directChannels.support.channels.map((c) => c.name)).toEqual(["call", "chat", "whatsapp", "mail", "ai", "faq"]);
    expect(acmeChannels.support.channels.map((c) => c.name)).toEqual(["whatsapp"]);
    const rootData = await answerOf(() => root.loader({ request: getRequest(ACME, "/welcome"), params: {}, context: {} }));
    expect((rootData.body as SupportBody).support.channels.map((c) => c.name)).toEqual(["whatsapp"]);
  });

  it("a partner that hides support: /support is a 404 and the root has no support data", async () => {
    const solo = await partnerByName("solo");
    expect(solo.hideInvoicesAndSupport).toBe(true);
    // Even with channels stored, nothing is shown.
    await db.supportChannel.create({ data: { partnerId: solo.id, kind: "faq", availability: "always" } });
    expect((await supportPage("solo.localhost")).status).toBe(404);
    const rootData = await answerOf(() => root.loader({ request: getRequest("solo.localhost", "/welcome"), params: {}, context: {} }));
    expect((rootData.body as { support: unknown }).support).toBeNull();
  });
});
