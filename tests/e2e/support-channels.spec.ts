// Support channels in the browser (decision 0046), each test on a partner of its own: the
// header's menu and /support show what is open at this moment (the expectation computed with the
// same domain function), the WhatsApp link with its prefilled text, the Zendesk widget's script
// requested for a partner with a key (answered here by page.route: nothing leaves the machine)
// and never on staff pages, and an own admin editing the channel list in the console.
import type { Page } from "@playwright/test";
import { isChannelOpen, type Availability } from "../../app/domain/support/support-channels";
import { db } from "./support/db";
import { partnerUrl } from "./support/hosts";
import { expect, signInStaff, test } from "./support/own-partner";

const WIDGET_KEY = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

async function openSupportMenu(page: Page) {
  // Opening the menu before hydration changes the DOM under React: wait.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("banner").locator("summary").filter({ hasText: "Klantenservice" }).click();
  return page.getByTestId("support-menu");
}

test.describe("support channels", () => {
  test("the menu and /support show what is open now, with the WhatsApp link's prefilled text", async ({ page, ownPartner }) => {
    await db.partner.update({
      where: { id: ownPartner.id },
      data: {
        supportWhatsappUrl: "https://wa.me/31612345678",
        supportPhoneNumber: "+31 30 765 4321",
        supportEmail: "hulp@testpartner.example",
      },
    });
    const channels: { kind: string; availability: Availability; label: string }[] = [
      { kind: "call", availability: "office-hours", label: "Bel ons: +31 30 765 4321" },
      { kind: "mail", availability: "outside-office-hours", label: "Mail ons: hulp@testpartner.example" },
      { kind: "whatsapp", availability: "always", label: "Stuur een WhatsApp-bericht" },
    ];
    await db.supportChannel.createMany({
      data: channels.map((c, position) => ({ partnerId: ownPartner.id, kind: c.kind, availability: c.availability, position })),
    });

    await page.goto(partnerUrl(ownPartner.name, "/welcome"));
    const menu = await openSupportMenu(page);
    const now = new Date();
    for (const channel of channels) {
      if (isChannelOpen(channel.availability, now)) {
        const link = menu.getByRole("link", { name: channel.label });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("data-analytics-event", "support");
        await expect(link).toHaveAttribute("data-analytics-channel", channel.kind);
      } else {
        await expect(menu.getByRole("link", { name: channel.label })).toHaveCount(0);
        await expect(menu.getByRole("listitem").filter({ hasText: channel.label })).toContainText("Weer open");
      }
    }
    const prefilled = `Hallo ${ownPartner.displayName}, ik heb een vraag over mijn verzekering.`;
    const whatsapp = menu.getByRole("link", { name: /WhatsApp/ });
    const href = new URL((await whatsapp.getAttribute("href"))!);
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/31612345678");
    expect(href.searchParams.get("text")).toBe(prefilled);

    await menu.getByRole("link", { name: "Alle contactmogelijkheden" }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole("heading", { level: 1, name: "Klantenservice" })).toBeVisible();
    const list = page.getByRole("region", { name: "Contactmogelijkheden" }).getByRole("listitem");
    await expect(list).toHaveCount(channels.length);
    for (const channel of channels) {
      const item = list.filter({ hasText: channel.label });
      await expect(item).toContainText(isChannelOpen(channel.availability, new Date()) ? "Nu open" : "Gesloten");
    }
    await expect(page.getByText("Op nationale feestdagen zijn we gesloten")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Veelgestelde vragen over/ }).first()).toHaveAttribute("href", /\/products\/.+#pdp-faq$/);
  });

  test("the chat widget's script loads for a partner with a key, never on staff pages", async ({ page, ownPartner }) => {
    await db.partner.update({ where: { id: ownPartner.id }, data: { chatWidgetKey: WIDGET_KEY } });
    await db.supportChannel.createMany({
      data: [
        { partnerId: ownPartner.id, kind: "chat", availability: "always", position: 0 },
        { partnerId: ownPartner.id, kind: "faq", availability: "always", position: 1 },
      ],
    });
    const requested: string[] = [];
    // Zendesk answered on this machine: a stand-in that records the widget being opened.
    await page.route("https://static.zdassets.com/**", async (route) => {
      requested.push(route.request().url());
      await route.fulfill({
        contentType: "application/javascript",
        body: "window.zE = function () { window.__widgetCalls = (window.__widgetCalls || []).concat([Array.from(arguments).join(' ')]); };",
      });
    });

    const welcome = await page.goto(partnerUrl(ownPartner.name, "/welcome"));
    await expect.poll(() => requested).toEqual([`https://static.zdassets.com/ekr/snippet.js?key=${WIDGET_KEY}`]);
    expect(welcome?.headers()["content-security-policy"]).toContain("https://static.zdassets.com");
    // The chat link opens the widget instead of leaving the page.
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { zE?: unknown }).zE)).toBe("function");
    const menu = await openSupportMenu(page);
    const chat = menu.getByRole("link", { name: "Chat met ons" });
    await expect(chat).toHaveAttribute("data-analytics-channel", "chat");
    await chat.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __widgetCalls?: string[] }).__widgetCalls ?? []))
      .toEqual(["messenger open"]);

    // A staff page on the same partner's host: no widget, and its CSP does not name Zendesk.
    const staffPage = await page.goto(partnerUrl(ownPartner.name, "/admin/sign-in"));
    await expect(page.getByRole("button", { name: /Inloggen/ })).toBeVisible();
    expect(staffPage?.headers()["content-security-policy"] ?? "").not.toContain("zdassets");
    await expect(page.locator("script#ze-snippet")).toHaveCount(0);
    expect(requested).toHaveLength(1);
  });

  test("an own admin edits the channel list in the console", async ({ page, context, ownPartner }) => {
    await db.partner.update({ where: { id: ownPartner.id }, data: { supportWhatsappUrl: null, chatWidgetKey: null } });
    await signInStaff(context, ownPartner.admin);
    await page.goto(partnerUrl(null, `/admin/partners/${ownPartner.id}`));
    const section = page.getByRole("region", { name: "Contactkanalen" });
    // No rows yet: the defaults from the contact fields (acme's phone and e-mail) are filled in.
    await expect(section.getByText("Deze partner heeft nog geen eigen kanalen")).toBeVisible();
    await expect(section.getByRole("group", { name: "Kanaal 1" }).getByLabel("Soort")).toHaveValue("call");

    // WhatsApp without a number is refused at the field; nothing stored.
    const added = section.getByRole("group", { name: "Nieuw kanaal" });
    await added.getByLabel("Soort").selectOption("whatsapp");
    await added.getByLabel("Beschikbaar").selectOption("always");
    await section.getByRole("button", { name: "Kanalen bijwerken" }).click();
    await expect(section.getByText("Vul eerst een WhatsApp-nummer of wa.me-link in.")).toBeVisible();
    expect(await db.supportChannel.count({ where: { partnerId: ownPartner.id } })).toBe(0);

    // The rows came back as typed: change the refused one into the assistant for aov, remove the call.
    const refused = section.getByRole("group").filter({ has: page.getByText("Vul eerst een WhatsApp-nummer") });
    await refused.getByLabel("Soort").selectOption("ai");
    await refused.getByLabel("Product (alleen digitale assistent)").selectOption("aov");
    await section.getByRole("group", { name: "Kanaal 1" }).getByLabel("Verwijderen").check();
    await section.getByRole("button", { name: "Kanalen bijwerken" }).click();
    await expect(section.getByRole("status")).toHaveText("De kanalen zijn opgeslagen.");

    const stored = await db.supportChannel.findMany({ where: { partnerId: ownPartner.id }, orderBy: { position: "asc" } });
    expect(stored.map((c) => [c.kind, c.productType, c.availability])).toEqual([
      ["mail", null, "always"],
      ["faq", null, "always"],
      ["ai", "aov", "always"],
    ]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { partnerId: ownPartner.id, action: "partner_updated" } });
    expect(audit.details).toMatchObject({ new: { supportChannels: ["mail:always", "faq:always", "aov-ai:always"] } });

    // The customer's support page shows the assistant for aov.
    await page.goto(partnerUrl(ownPartner.name, "/support"));
    const assistant = page.getByRole("link", { name: /^Digitale assistent voor/ });
    await expect(assistant).toHaveAttribute("href", "/support/assistant?product=aov");
    await expect(assistant).toHaveAttribute("data-analytics-channel", "ai");
    await expect(page.getByRole("link", { name: /Bel ons/ })).toHaveCount(0);
  });

  test("partners that hide support have no support page", async ({ page, ownPartner }) => {
    await db.partner.update({ where: { id: ownPartner.id }, data: { hideInvoicesAndSupport: true } });
    const answer = await page.goto(partnerUrl(ownPartner.name, "/support"));
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("banner").getByText("Klantenservice")).toHaveCount(0);
  });
});
