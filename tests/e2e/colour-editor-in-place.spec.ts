// Brand colours edited in place (issue 32, decision 0076): an admin starts the editor from the
// console, picks elements of the partner's own pages and changes their colours, walks to the
// checkout with the changes unsaved, undoes one, saves and exits; customers then see the saved
// colours from every process of the server at once. Another partner's admin gets no hand-over,
// a customer gets nothing of a hand-over link or the editor's URLs, the admin's sign-out ends the
// editor, a failing contrast pair is flagged with its suggestion, and a save over another admin's
// save of the same key is refused with the conflict message.
// Every test works on its own copy of acme (support/own-partner.ts).
import http from "node:http";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { db, expectedColour, rgb } from "./support/db";
import { addToCart, chooseProfession, TEXT } from "./support/funnel";
import { partnerUrl } from "./support/hosts";
import {
  createOwnInsurerAdmin,
  createOwnPartner,
  expect,
  removeOwnInsurerAdmin,
  removeOwnPartner,
  signInStaff,
  test,
  type OwnPartner,
} from "./support/own-partner";

const PORT = new URL(baseURL).port;
const EDITOR = "Kleureneditor";

const styleOf = (locator: Locator, property: string) =>
  locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name).trim(), property);

/** From the admin console's colour page to the editor on the partner's own host. */
async function startEditor(page: Page, partner: OwnPartner) {
  await page.goto(`/admin/partners/${partner.id}/colours`);
  await page.getByRole("button", { name: "Bewerken op de site van de partner" }).click();
  await expect(page).toHaveURL(partnerUrl(partner.name, "/products/available-products"));
  await expect(page.getByRole("region", { name: EDITOR })).toBeVisible();
  await expect(page.getByRole("button", { name: "Onderdeel kiezen" })).toBeVisible();
}

/** Turns "choose an element" on or off. */
async function choosing(page: Page, on: boolean) {
  const toggle = page.getByRole("button", { name: "Onderdeel kiezen" });
  if ((await toggle.getAttribute("aria-pressed")) !== String(on)) await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", String(on));
}

const panel = (page: Page) => page.getByRole("dialog", { name: /^Kleuren van/ });

/** The page of the partner as the server sends it, on a fresh connection (so either worker may answer). */
function themeOfFreshPage(partner: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port: PORT,
      path: "/products/available-products",
      headers: { Host: `${partner}.localhost:${PORT}` },
      agent: false,
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve(/<style id="partner-theme">([^<]*)<\/style>/.exec(body)?.[1] ?? ""));
    });
    request.on("error", reject);
    request.end();
  });
}

/** Another admin saves one colour through the admin page's own form post. */
async function saveAsOtherAdmin(context: BrowserContext, partner: OwnPartner, key: string, value: string) {
  const url = partnerUrl(null, `/admin/partners/${partner.id}/colours`);
  const response = await context.request.post(url, {
    form: { intent: "save", [key]: value, [`was.${key}`]: await expectedColour(partner.name, key) },
    headers: { Origin: new URL(url).origin },
  });
  expect(response.status()).toBe(200);
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "375 px", width: 375, height: 812 },
]) {
  test(`${viewport.name}: an admin edits colours in place, walks to the checkout unsaved, undoes one, saves and exits; customers see them from every process`, async ({
    page,
    context,
    browser,
    ownPartner,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const narrow = viewport.width < 865;
    const savedText = await expectedColour(ownPartner.name, "product-text");
    const savedButton = await expectedColour(ownPartner.name, "button-solid-background");
    // Both worker processes of the server hold the partner's current theme in their cache.
    for (let i = 0; i < 10; i++) expect(await themeOfFreshPage(ownPartner.name)).toContain(`--color-product-text:${savedText}`);

    await signInStaff(context, ownPartner.admin);
    await startEditor(page, ownPartner);
    const bar = page.getByRole("region", { name: EDITOR });
    // The global keys as swatches.
    await expect(bar.getByRole("list", { name: "Globale kleuren" }).getByRole("button", { name: "Primaire kleur" })).toBeVisible();

    // The price on a product card: its text and background keys, each followed by its fallbacks.
    await choosing(page, true);
    const price = page.locator(".product-card-price").first();
    await price.click();
    await expect(panel(page).getByText("product-text", { exact: true })).toBeVisible();
    await expect(panel(page).getByLabel("Tekst", { exact: true })).toBeVisible();
    await expect(panel(page).getByLabel("Achtergrond productkaart", { exact: true })).toBeVisible();
    await expect(panel(page).getByRole("group", { name: "Kleurkiezer voor Producttekst" })).toBeVisible();
    await panel(page).getByLabel("Producttekst", { exact: true }).fill("#7a1f5c");
    await expect.poll(() => styleOf(price, "color")).toBe(rgb("#7a1f5c"));
    await panel(page).getByRole("button", { name: "Sluiten" }).click();

    // The primary button of a product card: a click picks it and adds nothing to the cart.
    const button = page.getByRole("button", { name: TEXT.nl.add(TEXT.nl.business) });
    await button.click();
    await expect(panel(page).getByLabel("Tekst volle knop", { exact: true })).toBeVisible();
    await panel(page).getByLabel("Achtergrond volle knop", { exact: true }).fill("#0b5d1e");
    // Off the button (a hovered button shows its hover colour).
    await bar.getByText(/^Kleuren van .* bewerken$/).hover();
    await expect.poll(() => styleOf(button, "background-color")).toBe(rgb("#0b5d1e"));
    await expect(bar.getByText("2 kleuren niet opgeslagen")).toBeVisible();
    await panel(page).getByRole("button", { name: "Sluiten" }).click();
    await choosing(page, false);
    expect(await db.cartItem.count({ where: { partnerId: ownPartner.id } })).toBe(0);

    // A walk through the site (a full page load on the way): the changes stay, unsaved.
    await page.goto(partnerUrl(ownPartner.name, "/profession"));
    await chooseProfession(page, "nl");
    await expect(page.locator(".product-card-price").first()).toHaveCSS("color", rgb("#7a1f5c"));
    await addToCart(page, "nl", TEXT.nl.business);
    if (narrow) await page.getByRole("link", { name: /^1 product/ }).click();
    await page.getByRole("complementary").getByRole("button", { name: TEXT.nl.continue }).click();
    await expect(page).toHaveURL(/\/checkout\//);
    const next = page.getByRole("button", { name: TEXT.nl.continue, exact: true }).last();
    await expect(next).toHaveCSS("background-color", rgb("#0b5d1e"));
    expect(await styleOf(page.locator("html"), "--color-product-text")).toBe("#7a1f5c");
    expect(await expectedColour(ownPartner.name, "product-text")).toBe(savedText);
    expect(await expectedColour(ownPartner.name, "button-solid-background")).toBe(savedButton);

    // Undo takes back the last change (the button), then the save keeps the other.
    await bar.getByRole("button", { name: "Ongedaan maken" }).click();
    await expect(next).toHaveCSS("background-color", rgb(savedButton));
    await expect(bar.getByText("1 kleur niet opgeslagen")).toBeVisible();
    await bar.getByRole("button", { name: "Opslaan" }).click();
    await expect(bar.getByRole("status").filter({ hasText: "Opgeslagen. Gewijzigde kleuren: 1." })).toBeVisible();
    await expect(bar.getByText("0 kleuren niet opgeslagen")).toBeVisible();
    expect(await expectedColour(ownPartner.name, "product-text")).toBe("#7a1f5c");
    expect(await expectedColour(ownPartner.name, "button-solid-background")).toBe(savedButton);
    const audit = await db.auditLog.findFirst({ where: { action: "colours_saved", partnerId: ownPartner.id }, orderBy: { at: "desc" } });
    expect((audit?.details as { new?: Record<string, string> }).new).toEqual({ "product-text": "#7a1f5c" });

    // Exit: back to the admin's colour page; the partner's pages have no editor any more.
    await bar.getByRole("button", { name: "Afsluiten" }).click();
    await expect(page).toHaveURL(partnerUrl(null, `/admin/partners/${ownPartner.id}/colours`));
    await page.goto(partnerUrl(ownPartner.name, "/products/available-products"));
    await expect(page.locator(".product-card").first()).toBeVisible();
    await expect(page.getByRole("region", { name: EDITOR })).toHaveCount(0);

    // A customer's browser, and every worker process (each had the old theme cached): the saved colour at once.
    const customer = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const visitor = await customer.newPage();
    await visitor.goto(partnerUrl(ownPartner.name, "/products/available-products"));
    await expect(visitor.locator(".product-card-price").first()).toHaveCSS("color", rgb("#7a1f5c"));
    await expect(visitor.getByRole("region", { name: EDITOR })).toHaveCount(0);
    await customer.close();
    for (let i = 0; i < 10; i++) expect(await themeOfFreshPage(ownPartner.name)).toContain("--color-product-text:#7a1f5c");
  });
}

test("no hand-over for another partner's admin; customers get nothing of a hand-over link or the editor's URLs; sign-out ends the editor", async ({
  page,
  context,
  browser,
  ownPartner,
}) => {
  const other = await createOwnPartner("colour-in-place-other");
  try {
    // Another partner's admin: the hand-over is refused and no link is made.
    const stranger = await browser.newContext();
    await signInStaff(stranger, other.admin);
    const handOver = partnerUrl(null, `/admin/partners/${ownPartner.id}/colours/in-place`);
    const refused = await stranger.request.post(handOver, { form: {}, headers: { Origin: new URL(handOver).origin }, maxRedirects: 0 });
    expect(refused.status()).toBe(404);
    expect(await db.magicLink.count({ where: { kind: "colour-editor", partnerId: ownPartner.id } })).toBe(0);
    await stranger.close();

    // The partner's admin follows a hand-over link into the editor.
    await signInStaff(context, ownPartner.admin);
    const started = await context.request.post(handOver, { form: {}, headers: { Origin: new URL(handOver).origin }, maxRedirects: 0 });
    expect(started.status()).toBe(302);
    const link = started.headers().location!;
    expect(link).toContain(partnerUrl(ownPartner.name, "/colour-editor/start?token="));
    await page.goto(link);
    await expect(page.getByRole("region", { name: EDITOR })).toBeVisible();

    // A customer who opens that link, or the editor's addresses, gets nothing of it, nor its code.
    const customer = await browser.newContext();
    const visitor = await customer.newPage();
    const scripts: string[] = [];
    visitor.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await visitor.goto(link);
    await expect(visitor).toHaveURL(/\/welcome\?error=invalid_link/);
    await expect(visitor.getByRole("alert").filter({ hasText: "Deze link werkt niet" })).toBeVisible();
    await visitor.goto(partnerUrl(ownPartner.name, "/products/available-products"));
    await expect(visitor.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(visitor.getByRole("region", { name: EDITOR })).toHaveCount(0);
    expect(scripts.some((url) => /editor-mode/.test(url))).toBe(false);
    expect((await customer.cookies()).some((cookie) => cookie.name === "__colour_editor")).toBe(false);
    const posted = await visitor.evaluate(async () => {
      const body = new URLSearchParams({ intent: "save", "product-text": "#000000", "was.product-text": "#1d2433" });
      return (await fetch("/colour-editor/colours", { method: "POST", body })).status;
    });
    expect(posted).toBe(404);
    expect((await visitor.goto(partnerUrl(ownPartner.name, "/colour-editor/colours")))?.status()).toBe(404);
    expect((await visitor.goto(partnerUrl(ownPartner.name, "/colour-editor/exit")))?.status()).toBe(404);
    await customer.close();

    // The admin's sign-out on the console ends the editor on the partner's host too.
    const signOut = partnerUrl(null, "/staff/sign-out");
    await context.request.post(signOut, { form: {}, headers: { Origin: new URL(signOut).origin }, maxRedirects: 0 });
    await page.reload();
    await expect(page.locator(".product-card").first()).toBeVisible();
    await expect(page.getByRole("region", { name: EDITOR })).toHaveCount(0);
    expect((await page.goto(partnerUrl(ownPartner.name, "/colour-editor/colours")))?.status()).toBe(404);
  } finally {
    await removeOwnPartner(other);
  }
});

test("a failing contrast pair is flagged on the element and in the bar with its suggestion; a save over another admin's save is refused", async ({
  page,
  context,
  browser,
  ownPartner,
}) => {
  const insurer = await createOwnInsurerAdmin("colour-in-place");
  try {
    const savedButton = await expectedColour(ownPartner.name, "button-solid-background");
    await signInStaff(context, ownPartner.admin);
    await startEditor(page, ownPartner);
    const bar = page.getByRole("region", { name: EDITOR });
    await choosing(page, true);
    await page.getByRole("button", { name: TEXT.nl.add(TEXT.nl.business) }).click();
    await panel(page).getByLabel("Achtergrond volle knop", { exact: true }).fill("#cccccc");

    // On the element: its text on its background, with the nearest passing colour to take.
    const flag = panel(page).locator(".colour-contrast");
    await expect(flag).toContainText("op “Achtergrond volle knop”: WCAG AA vraagt 4,5");
    const suggestion = flag.getByRole("button", { name: /^Gebruik #[0-9a-f]{6}$/ });
    const colour = (await suggestion.innerText()).replace("Gebruik ", "");
    // In the bar: the pair this save would leave failing, with the same suggestion.
    await expect(bar.getByText("1 kleurpaar haalt het WCAG AA-contrast niet:")).toBeVisible();
    await expect(bar.getByText("Tekst volle knop op Achtergrond volle knop: 1,6:1 (minimaal 4,5:1)")).toBeVisible();
    await expect(bar.getByRole("button", { name: `Gebruik ${colour}` })).toBeVisible();
    // Saving asks first; going back saves nothing.
    await bar.getByRole("button", { name: "Opslaan" }).click();
    await expect(bar.getByRole("button", { name: "Toch opslaan" })).toBeVisible();
    await bar.getByRole("button", { name: "Terug naar bewerken" }).click();
    expect(await db.auditLog.count({ where: { action: "colours_saved", partnerId: ownPartner.id } })).toBe(0);
    await suggestion.click();
    await expect(panel(page).getByLabel("Tekst volle knop", { exact: true })).toHaveValue(colour);
    await expect(flag).toHaveCount(0);
    await expect(bar.getByText("Tekst volle knop op Achtergrond volle knop:")).toHaveCount(0);

    // Cancel drops every unsaved change; the page shows the saved colours again.
    await bar.getByRole("button", { name: "Annuleren" }).click();
    await expect(bar.getByText("0 kleuren niet opgeslagen")).toBeVisible();
    await expect(panel(page).getByLabel("Achtergrond volle knop", { exact: true })).toHaveValue(savedButton);
    await panel(page).getByLabel("Achtergrond volle knop", { exact: true }).fill("#0b5d1e");

    // Meanwhile another admin saves the same key: this save is refused, nothing of it is written.
    const otherAdmin = await browser.newContext();
    await signInStaff(otherAdmin, insurer);
    await saveAsOtherAdmin(otherAdmin, ownPartner, "button-solid-background", "#123456");
    await otherAdmin.close();
    await bar.getByRole("button", { name: "Opslaan" }).click();
    await expect(bar.getByRole("alert")).toContainText("Iemand anders heeft intussen deze kleuren opgeslagen: button-solid-background");
    expect(await expectedColour(ownPartner.name, "button-solid-background")).toBe("#123456");
    await expect(bar.getByText("1 kleur niet opgeslagen")).toBeVisible();
  } finally {
    await removeOwnInsurerAdmin(insurer);
  }
});
