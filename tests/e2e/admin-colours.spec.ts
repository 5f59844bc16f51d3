// The colour editor (issue 5) as an admin uses it: the partner's real pages in the live preview
// follow every change before anything is saved, cancel puts the saved colours back, a save
// reaches a fresh page of the partner's own site without a rebuild, a global key changes every
// place it is used, a failed save warns and can be closed, the editor works without JavaScript,
// and another partner's admin can not open it.
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { db, expectedColour, partnerByName, rgb } from "./support/db";
import { partnerUrl } from "./support/hosts";

const ACME_ADMIN = { email: "admin@acme.example", password: "demo-acme-admin" };
const PREVIEW_TITLE = "Voorbeeld van Acme Bank";

async function signIn(page: Page, account = ACME_ADMIN) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mailadres").fill(account.email);
  await page.getByLabel("Wachtwoord").fill(account.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await page.waitForURL(/\/admin\/partners/);
}

// Staff sign-in is rate-limited per address and per client (and every test here comes from
// one address), so each worker signs in once, by the form, and its tests reuse the cookie.
let staffCookies: Awaited<ReturnType<BrowserContext["cookies"]>> = [];
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: new URL(partnerUrl(null, "/")).origin });
  await signIn(await context.newPage());
  staffCookies = (await context.cookies()).filter((cookie) => cookie.name === "__staff");
  expect(staffCookies).toHaveLength(1);
  await context.close();
});
const signedIn = (context: BrowserContext) => context.addCookies(staffCookies);

/** Opens a partner's colour editor; with JavaScript, waits until the page is interactive. */
async function openEditor(page: Page, partner = "acme", { hydrated = true } = {}) {
  const { id } = await partnerByName(partner);
  const response = await page.goto(`/admin/partners/${id}/colours`);
  if (hydrated && response?.ok()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return response;
}

/** The preview frame, once its page listens (hydrated). */
async function previewFrame(page: Page) {
  const frame = page.getByTitle(PREVIEW_TITLE).contentFrame();
  await expect(frame.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
  return frame;
}

/** A computed style of the element (a colour as rgb(...), a custom property as written). */
const styleOf = (locator: Locator, property: string) =>
  locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name).trim(), property);

/** Puts a partner's own value for a key back as it was (or removes it). */
async function restore(partner: string, key: string, value: string | undefined) {
  const { id } = await partnerByName(partner);
  if (value === undefined) await db.partnerColour.deleteMany({ where: { partnerId: id, key } });
  else await db.partnerColour.upsert({ where: { partnerId_key: { partnerId: id, key } }, create: { partnerId: id, key, value }, update: { value } });
}

/** The newest colours_saved audit row of acme that changed this key (tests run side by side). */
async function auditOf(key: string) {
  const rows = await db.auditLog.findMany({ where: { action: "colours_saved", partnerId: (await partnerByName("acme")).id }, orderBy: { at: "desc" }, take: 20 });
  return rows.find((row) => key in ((row.details as { new?: Record<string, string> }).new ?? {}));
}

const ownValue = async (partner: string, key: string) => (await partnerByName(partner)).colours.find((c) => c.key === key)?.value;

test.describe("colour editor", () => {
  test("a typed colour shows in the partner's page in the preview before saving; cancel puts it back", async ({ page, context }) => {
    await signedIn(context);
    await openEditor(page);
    await expect(page.getByRole("heading", { level: 1, name: "Kleuren van Acme Bank" })).toBeVisible();
    const saved = await expectedColour("acme", "button-solid-background");
    const frame = await previewFrame(page);
    const addButton = frame.getByRole("button", { name: /in winkelwagen/ }).first();
    await expect.poll(() => styleOf(addButton, "background-color")).toBe(rgb(saved));

    const field = page.getByLabel("Solid button background", { exact: true });
    await expect(field).toHaveValue(saved);
    await field.fill("#A05");
    await expect.poll(() => styleOf(addButton, "background-color")).toBe(rgb("#aa0055"));
    await expect(page.getByText("Gewijzigde kleuren: 1")).toBeVisible();

    // Not saved: the database and a fresh page of acme's own site still have the old colour.
    expect(await expectedColour("acme", "button-solid-background")).toBe(saved);
    const visitor = await context.newPage();
    await visitor.goto(partnerUrl("acme", "/products/available-products"));
    await expect(visitor.getByRole("button", { name: /in winkelwagen/ }).first()).toHaveCSS("background-color", rgb(saved));
    await visitor.close();

    await page.getByRole("button", { name: "Annuleren" }).click();
    await expect(field).toHaveValue(saved);
    await expect.poll(() => styleOf(addButton, "background-color")).toBe(rgb(saved));
    await expect(page.getByText("Gewijzigde kleuren: 0")).toBeVisible();
  });

  test("the colour picker changes the field and the preview as it is dragged", async ({ page, context }) => {
    await signedIn(context);
    await openEditor(page);
    const frame = await previewFrame(page);
    const field = page.getByLabel("Primary", { exact: true });
    const before = await field.inputValue();
    await page.getByRole("button", { name: "Kleurkiezer voor Primary" }).click();
    const saturation = page.getByRole("slider", { name: "Color" });
    await expect(saturation).toBeVisible();
    const box = (await saturation.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.95, box.y + box.height * 0.05, { steps: 5 });
    await page.mouse.up();
    await expect(field).not.toHaveValue(before);
    const picked = await field.inputValue();
    expect(picked).toMatch(/^#[0-9a-f]{6}$/);
    await expect.poll(() => styleOf(frame.locator("html"), "--color-primary")).toBe(picked);
    await page.keyboard.press("Escape");
    await expect(saturation).toBeHidden();
  });

  test("a global key changes every place it is used in the preview, including keys that fall back to it", async ({ page, context }) => {
    await signedIn(context);
    await openEditor(page);
    const frame = await previewFrame(page);
    // acme has no colour of its own for text, steps-text or product texts: they all show "text".
    expect(await ownValue("acme", "text")).toBeUndefined();
    expect(await ownValue("acme", "steps-text")).toBeUndefined();
    const body = frame.locator("body");
    const stepLabel = frame.getByRole("navigation", { name: "Voortgang" }).getByRole("listitem").first();
    const description = frame.getByRole("listitem").filter({ has: frame.getByRole("heading", { level: 2 }) }).first().locator("p").first();
    const text = await expectedColour("acme", "text");
    await expect.poll(() => styleOf(body, "color")).toBe(rgb(text));
    await expect.poll(() => styleOf(stepLabel, "color")).toBe(rgb(text));

    await expect(page.getByLabel("Text", { exact: true })).toHaveAccessibleDescription(/Globaal/);
    await page.getByLabel("Text", { exact: true }).fill("#7a1f5c");
    for (const place of [body, stepLabel, description]) {
      await expect.poll(() => styleOf(place, "color")).toBe(rgb("#7a1f5c"));
    }
    // A key that falls back to "text" shows its new value in its own field too.
    await expect(page.getByLabel("Step labels", { exact: true })).toHaveValue("#7a1f5c");
    await page.getByRole("button", { name: "Annuleren" }).click();
    await expect.poll(() => styleOf(stepLabel, "color")).toBe(rgb(text));
  });

  test("a saved colour reaches a fresh page of acme's own site without a rebuild, everywhere it is used", async ({ page, context }) => {
    test.setTimeout(90_000);
    const before = await ownValue("acme", "border");
    expect(before).toBeUndefined();
    try {
      await signedIn(context);
      await openEditor(page);
      await page.getByLabel("Borders", { exact: true }).fill("#c0ffee");
      await page.getByRole("button", { name: "Opslaan" }).click();
      const dialog = page.getByRole("dialog", { name: "Kleuren opslaan?" });
      await expect(dialog).toContainText("Gewijzigde kleuren: 1");
      await dialog.getByRole("button", { name: "Ja, opslaan" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();
      expect(await expectedColour("acme", "border")).toBe("#c0ffee");
      expect((await auditOf("border"))?.details).toEqual({ old: { border: expect.any(String) }, new: { border: "#c0ffee" } });

      // The header border and the product cards fall back to "border". The save drops the cached
      // theme in every worker process at once (not only after PARTNER_CACHE_SECONDS, 30 s here):
      // a fresh page shows the colour within seconds, whichever worker answers.
      const visitor = await context.newPage();
      await expect(async () => {
        await visitor.goto(partnerUrl("acme", "/products/available-products"));
        await expect(visitor.locator("header").first()).toHaveCSS("border-bottom-color", rgb("#c0ffee"), { timeout: 500 });
      }).toPass({ timeout: 5_000 });
      // Every load, whichever worker serves it: none keeps the old theme.
      for (let load = 0; load < 6; load++) {
        await visitor.goto(partnerUrl("acme", "/products/available-products"));
        await expect(visitor.locator("header").first()).toHaveCSS("border-bottom-color", rgb("#c0ffee"), { timeout: 500 });
      }
      const card = visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { level: 2 }) }).first();
      await expect(card).toHaveCSS("border-top-color", rgb("#c0ffee"));
      await visitor.close();
    } finally {
      await restore("acme", "border", before);
    }
  });

  test("a save that fails shows a warning that can be closed, closes the dialog and saves nothing", async ({ page, context }) => {
    const key = `e2e-removed-${Date.now()}`;
    const title = `Removed meanwhile ${key}`;
    await db.colourKey.create({ data: { key, group: "base", title, defaultValue: "#123456" } });
    try {
      await signedIn(context);
      await openEditor(page);
      await expect(page.getByLabel(title, { exact: true })).toHaveValue("#123456");
    } finally {
      // Someone removes the key while the admin edits it: the server refuses the whole save.
      await db.colourKey.delete({ where: { key } });
    }
    const linkBefore = await expectedColour("acme", "link-hover");
    await page.getByLabel("Links on hover", { exact: true }).fill("#0000aa");
    await page.getByLabel(title, { exact: true }).fill("#654321");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Ja, opslaan" }).click();

    const alert = page.getByRole("alert").filter({ hasText: "Onbekende kleursleutel" });
    await expect(alert).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(await expectedColour("acme", "link-hover")).toBe(linkBefore);
    expect(await auditOf("link-hover")).toBeUndefined();
    await alert.getByRole("button", { name: "Melding sluiten" }).click();
    await expect(alert).toBeHidden();
    // The edits stay, to fix and save again.
    await expect(page.getByLabel("Links on hover", { exact: true })).toHaveValue("#0000aa");
  });

  test("the save question is a modal dialog: Tab stays inside, Escape closes it unsaved and focus returns to Opslaan", async ({ page, context }) => {
    const before = await expectedColour("acme", "link-hover");
    await signedIn(context);
    await openEditor(page);
    await page.getByLabel("Links on hover", { exact: true }).fill("#0000ab");
    const save = page.getByRole("button", { name: "Opslaan" });
    await save.click();
    const dialog = page.getByRole("dialog", { name: "Kleuren opslaan?" });
    await expect(dialog.getByRole("button", { name: "Ja, opslaan" })).toBeFocused();
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press(press % 2 ? "Shift+Tab" : "Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(save).toBeFocused();
    // Nothing saved; the edit stays.
    await expect(page.getByLabel("Links on hover", { exact: true })).toHaveValue("#0000ab");
    expect(await expectedColour("acme", "link-hover")).toBe(before);
  });

  test("an invalid hex value is marked at its field and can not be saved", async ({ page, context }) => {
    await signedIn(context);
    await openEditor(page);
    const field = page.getByLabel("Secondary", { exact: true });
    await field.fill("red");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Gebruik een hexkleur/);
    await expect(page.getByRole("button", { name: "Opslaan" })).toBeDisabled();
    await field.fill("#3F6");
    await field.blur();
    await expect(field).toHaveValue("#33ff66");
    await expect(page.getByRole("button", { name: "Opslaan" })).toBeEnabled();
  });

  test("the acme admin can not open boekfix's colour editor", async ({ page, context }) => {
    await signedIn(context);
    const response = await openEditor(page, "boekfix");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Niet gevonden" })).toBeVisible();
    await expect(page.getByLabel("Primary", { exact: true })).toHaveCount(0);
  });
});

test.describe("colour editor without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a plain form of hex fields that saves", async ({ page, context }) => {
    const before = await ownValue("acme", "focus-ring");
    try {
      await signedIn(context);
      await openEditor(page, "acme", { hydrated: false });
      await page.getByLabel("Focus ring", { exact: true }).fill("#ABC");
      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();
      await expect(page.getByLabel("Focus ring", { exact: true })).toHaveValue("#aabbcc");
      expect(await expectedColour("acme", "focus-ring")).toBe("#aabbcc");
      // Only the changed key was written.
      expect((await auditOf("focus-ring"))?.details).toEqual({ old: { "focus-ring": expect.any(String) }, new: { "focus-ring": "#aabbcc" } });
    } finally {
      await restore("acme", "focus-ring", before);
    }
  });
});
