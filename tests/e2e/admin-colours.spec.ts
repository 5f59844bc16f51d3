// The colour editor (issue 5) as an admin uses it: the partner's real pages in the live preview
// follow every change before anything is saved, cancel puts the saved colours back, a save
// reaches a fresh page of the partner's own site without a rebuild, a global key changes every
// place it is used, a failed save warns and can be closed, the editor works without JavaScript,
// and another partner's admin can not open it; a save made while someone else saved the same
// colours is refused without losing what was typed.
// Every test works on its own copy of acme (support/own-partner.ts) as that partner's admin,
// so tests running side by side never see each other's colours.
import type { Locator, Page } from "@playwright/test";
import { db, expectedColour, partnerByName, rgb } from "./support/db";
import { partnerUrl } from "./support/hosts";
import { contrastRatio } from "../../app/domain/partners/theme/contrast";
import { expect, signInStaff, test, type OwnPartner } from "./support/own-partner";

const previewTitle = (partner: OwnPartner) => `Voorbeeld van ${partner.displayName}`;

/** Opens a partner's colour editor; with JavaScript, waits until the page is interactive. */
async function openEditor(page: Page, partner: string, { hydrated = true } = {}) {
  const { id } = await partnerByName(partner);
  const response = await page.goto(`/admin/partners/${id}/colours`);
  if (hydrated && response?.ok()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return response;
}

/** The preview frame, once its page listens (hydrated). */
async function previewFrame(page: Page, partner: OwnPartner) {
  const frame = page.getByTitle(previewTitle(partner)).contentFrame();
  await expect(frame.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
  return frame;
}

/** A computed style of the element (a colour as rgb(...), a custom property as written). */
const styleOf = (locator: Locator, property: string) =>
  locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name).trim(), property);

/** The newest colours_saved audit row of a partner that changed this key. */
async function auditOf(partner: OwnPartner, key: string) {
  const rows = await db.auditLog.findMany({ where: { action: "colours_saved", partnerId: partner.id }, orderBy: { at: "desc" }, take: 20 });
  return rows.find((row) => key in ((row.details as { new?: Record<string, string> }).new ?? {}));
}

/** Another admin's save, meanwhile: the partner's own row for a key. */
async function savedMeanwhile(partner: OwnPartner, key: string, value: string) {
  await db.partnerColour.upsert({
    where: { partnerId_key: { partnerId: partner.id, key } },
    create: { partnerId: partner.id, key, value },
    update: { value },
  });
}

const ownValue = async (partner: string, key: string) => (await partnerByName(partner)).colours.find((c) => c.key === key)?.value;

test.describe("colour editor", () => {
  test("a typed colour shows in the partner's page in the preview before saving; cancel puts it back", async ({
    page,
    context,
    ownPartner,
  }) => {
    await signInStaff(context, ownPartner.admin);
    await openEditor(page, ownPartner.name);
    await expect(page.getByRole("heading", { level: 1, name: `Kleuren van ${ownPartner.displayName}` })).toBeVisible();
    const saved = await expectedColour(ownPartner.name, "button-solid-background");
    const frame = await previewFrame(page, ownPartner);
    const addButton = frame.getByRole("button", { name: /^In winkelwagen/ }).first();
    await expect.poll(() => styleOf(addButton, "background-color")).toBe(rgb(saved));

    const field = page.getByLabel("Achtergrond volle knop", { exact: true });
    await expect(field).toHaveValue(saved);
    await field.fill("#A05");
    await expect.poll(() => styleOf(addButton, "background-color")).toBe(rgb("#aa0055"));
    await expect(page.getByText("Gewijzigde kleuren: 1")).toBeVisible();

    // Not saved: the database and a fresh page of the partner's own site still have the old colour.
    expect(await expectedColour(ownPartner.name, "button-solid-background")).toBe(saved);
    const visitor = await context.newPage();
    await visitor.goto(partnerUrl(ownPartner.name, "/products/available-products"));
    await expect(visitor.getByRole("button", { name: /^In winkelwagen/ }).first()).toHaveCSS("background-color", rgb(saved));
    await visitor.close();

    await page.getByRole("button", { name: "Annuleren" }).click();
    await expect(field).toHaveValue(saved);
    await expect.poll(() => styleOf(addButton, "background-color")).toBe(rgb(saved));
    await expect(page.getByText("Gewijzigde kleuren: 0")).toBeVisible();
  });

  test("the colour picker changes the field and the preview as it is dragged", async ({ page, context, ownPartner }) => {
    await signInStaff(context, ownPartner.admin);
    await openEditor(page, ownPartner.name);
    const frame = await previewFrame(page, ownPartner);
    const field = page.getByLabel("Primaire kleur", { exact: true });
    const before = await field.inputValue();
    await page.getByRole("button", { name: "Kleurkiezer voor Primaire kleur" }).click();
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

  test("a global key changes every place it is used in the preview, including keys that fall back to it", async ({
    page,
    context,
    ownPartner,
  }) => {
    await signInStaff(context, ownPartner.admin);
    await openEditor(page, ownPartner.name);
    const frame = await previewFrame(page, ownPartner);
    // Like acme, the partner has no colour of its own for text, steps-text or product texts: they all show "text".
    expect(await ownValue(ownPartner.name, "text")).toBeUndefined();
    expect(await ownValue(ownPartner.name, "steps-text")).toBeUndefined();
    const body = frame.locator("body");
    const stepLabel = frame.getByRole("navigation", { name: "Voortgang" }).getByRole("listitem").first();
    const description = frame
      .getByRole("listitem")
      .filter({ has: frame.getByRole("heading", { level: 2 }) })
      .first()
      .locator("p")
      .first();
    const text = await expectedColour(ownPartner.name, "text");
    await expect.poll(() => styleOf(body, "color")).toBe(rgb(text));
    await expect.poll(() => styleOf(stepLabel, "color")).toBe(rgb(text));

    await expect(page.getByLabel("Tekst", { exact: true })).toHaveAccessibleDescription(/Globaal/);
    await page.getByLabel("Tekst", { exact: true }).fill("#7a1f5c");
    for (const place of [body, stepLabel, description]) {
      await expect.poll(() => styleOf(place, "color")).toBe(rgb("#7a1f5c"));
    }
    // A key that falls back to "text" shows its new value in its own field too.
    await expect(page.getByLabel("Staplabels", { exact: true })).toHaveValue("#7a1f5c");
    await page.getByRole("button", { name: "Annuleren" }).click();
    await expect.poll(() => styleOf(stepLabel, "color")).toBe(rgb(text));
  });

  test("a saved colour reaches a fresh page of the partner's own site without a rebuild, everywhere it is used", async ({
    page,
    context,
    ownPartner,
  }) => {
    test.setTimeout(90_000);
    expect(await ownValue(ownPartner.name, "border")).toBeUndefined();
    await signInStaff(context, ownPartner.admin);
    // Visitors' pages first, so the worker processes that answer hold the old theme cached.
    const visitor = await context.newPage();
    for (let load = 0; load < 4; load++) {
      await visitor.goto(partnerUrl(ownPartner.name, "/products/available-products"));
      await expect(visitor.locator("header").first()).not.toHaveCSS("border-bottom-color", rgb("#c0ffee"));
    }

    await openEditor(page, ownPartner.name);
    await page.getByLabel("Randen", { exact: true }).fill("#c0ffee");
    await page.getByRole("button", { name: "Opslaan" }).click();
    const dialog = page.getByRole("dialog", { name: "Kleuren opslaan?" });
    await expect(dialog).toContainText("Gewijzigde kleuren: 1");
    await dialog.getByRole("button", { name: "Ja, opslaan" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();
    expect(await expectedColour(ownPartner.name, "border")).toBe("#c0ffee");
    expect((await auditOf(ownPartner, "border"))?.details).toEqual({ old: { border: expect.any(String) }, new: { border: "#c0ffee" } });

    // The header border and the product cards fall back to "border". The save drops the cached
    // theme in every worker process at once (not only after PARTNER_CACHE_SECONDS, 30 s here):
    // a fresh page shows the colour within seconds, whichever worker answers.
    await expect(async () => {
      await visitor.goto(partnerUrl(ownPartner.name, "/products/available-products"));
      await expect(visitor.locator("header").first()).toHaveCSS("border-bottom-color", rgb("#c0ffee"), { timeout: 500 });
    }).toPass({ timeout: 5_000 });
    // Every load, whichever worker serves it: none keeps the old theme.
    for (let load = 0; load < 6; load++) {
      await visitor.goto(partnerUrl(ownPartner.name, "/products/available-products"));
      await expect(visitor.locator("header").first()).toHaveCSS("border-bottom-color", rgb("#c0ffee"), { timeout: 500 });
    }
    const card = visitor
      .getByRole("listitem")
      .filter({ has: visitor.getByRole("heading", { level: 2 }) })
      .first();
    await expect(card).toHaveCSS("border-top-color", rgb("#c0ffee"));
    await visitor.close();
  });

  test("a save that fails shows a warning that can be closed, closes the dialog and saves nothing", async ({
    page,
    context,
    ownPartner,
  }) => {
    // A key of its own (keys are shared by every partner; other tests' editors ignore it).
    const key = `e2e-removed-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const title = `Removed meanwhile ${key}`;
    await db.colourKey.create({ data: { key, group: "base", title, defaultValue: "#123456" } });
    try {
      await signInStaff(context, ownPartner.admin);
      await openEditor(page, ownPartner.name);
      await expect(page.getByLabel(title, { exact: true })).toHaveValue("#123456");
    } finally {
      // Someone removes the key while the admin edits it: the server refuses the whole save.
      await db.colourKey.delete({ where: { key } });
    }
    const linkBefore = await expectedColour(ownPartner.name, "link-hover");
    await page.getByLabel("Links bij aanwijzen", { exact: true }).fill("#0000aa");
    await page.getByLabel(title, { exact: true }).fill("#654321");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Ja, opslaan" }).click();

    const alert = page.getByRole("alert").filter({ hasText: "Onbekende kleursleutel" });
    await expect(alert).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(await expectedColour(ownPartner.name, "link-hover")).toBe(linkBefore);
    expect(await auditOf(ownPartner, "link-hover")).toBeUndefined();
    await alert.getByRole("button", { name: "Melding sluiten" }).click();
    await expect(alert).toBeHidden();
    // The edits stay, to fix and save again.
    await expect(page.getByLabel("Links bij aanwijzen", { exact: true })).toHaveValue("#0000aa");
  });

  test("a colour someone else saved meanwhile is not overwritten unasked; saving again puts this admin's colour over it", async ({
    page,
    context,
    ownPartner,
  }) => {
    await signInStaff(context, ownPartner.admin);
    await openEditor(page, ownPartner.name);
    const primary = page.getByLabel("Primaire kleur", { exact: true });
    await expect(primary).toHaveValue(await expectedColour(ownPartner.name, "primary"));
    // Another admin saves primary while this one edits primary and secondary.
    await savedMeanwhile(ownPartner, "primary", "#990000");
    await primary.fill("#123456");
    await page.getByLabel("Secundaire kleur", { exact: true }).fill("#654321");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Ja, opslaan" }).click();

    const alert = page.getByRole("alert").filter({ hasText: "Iemand anders heeft intussen deze kleuren opgeslagen: primary" });
    await expect(alert).toBeVisible();
    await expect(primary).toHaveAccessibleDescription(/Intussen door iemand anders opgeslagen: #990000/);
    await expect(primary).toHaveValue("#123456");
    await expect(page.getByLabel("Secundaire kleur", { exact: true })).toHaveValue("#654321");
    expect(await ownValue(ownPartner.name, "primary")).toBe("#990000");
    expect(await auditOf(ownPartner, "secondary")).toBeUndefined();

    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByRole("dialog")).toContainText("Gewijzigde kleuren: 2");
    await page.getByRole("dialog").getByRole("button", { name: "Ja, opslaan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();
    expect(await ownValue(ownPartner.name, "primary")).toBe("#123456");
    expect(await ownValue(ownPartner.name, "secondary")).toBe("#654321");
    await expect(primary).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the save question is a modal dialog: Tab stays inside, Escape closes it unsaved and focus returns to Opslaan", async ({
    page,
    context,
    ownPartner,
  }) => {
    const before = await expectedColour(ownPartner.name, "link-hover");
    await signInStaff(context, ownPartner.admin);
    await openEditor(page, ownPartner.name);
    await page.getByLabel("Links bij aanwijzen", { exact: true }).fill("#0000ab");
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
    await expect(page.getByLabel("Links bij aanwijzen", { exact: true })).toHaveValue("#0000ab");
    expect(await expectedColour(ownPartner.name, "link-hover")).toBe(before);
  });

  test("a pair below WCAG AA is flagged at its field with its ratio; the suggested colour passes; saving anyway asks first and is audited", async ({
    page,
    context,
    ownPartner,
  }) => {
    await signInStaff(context, ownPartner.admin);
    await openEditor(page, ownPartner.name);
    const field = page.getByLabel("Tekst invoerveld", { exact: true });
    const background = await expectedColour(ownPartner.name, "input-background");
    await field.fill("#bbbbbb");
    await expect(field).toHaveAccessibleDescription(/Contrast \d,\d:1 op “Achtergrond invoerveld”: WCAG AA vraagt 4,5:1\./);
    const warning = (await page.locator("#colour-input-text-contrast").textContent()) ?? "";
    const ratio = Number(/Contrast (\d,\d):1/.exec(warning)?.[1]?.replace(",", "."));
    expect(ratio).toBeLessThan(4.5);
    expect(Math.floor(contrastRatio("#bbbbbb", background) * 10) / 10).toBe(ratio);

    // The suggestion: the nearest colour of the same hue that passes, applied with one press.
    const suggestion = page.getByRole("button", { name: /^Gebruik #[0-9a-f]{6}$/ }).first();
    const colour = (await suggestion.textContent())!.replace("Gebruik ", "");
    await suggestion.click();
    await expect(field).toHaveValue(colour);
    expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
    await expect(field).not.toHaveAccessibleDescription(/Contrast/);

    // Saving a failing pair anyway: the question says which pairs, and the save is audited.
    await field.fill("#bbbbbb");
    await page.getByRole("button", { name: "Opslaan" }).click();
    const dialog = page.getByRole("dialog", { name: "Kleuren opslaan?" });
    await expect(dialog.getByRole("alert")).toContainText("WCAG AA-contrast niet");
    await expect(dialog.getByRole("alert")).toContainText("Tekst invoerveld op Achtergrond invoerveld");
    await dialog.getByRole("button", { name: "Toch opslaan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();
    expect(await ownValue(ownPartner.name, "input-text")).toBe("#bbbbbb");
    const details = (await auditOf(ownPartner, "input-text"))?.details as { lowContrastAccepted?: unknown[] };
    expect(details.lowContrastAccepted).toContainEqual(
      expect.objectContaining({ foreground: "input-text", background: "input-background", minimum: 4.5 }),
    );
  });

  test("an invalid hex value is marked at its field and can not be saved", async ({ page, context, ownPartner }) => {
    await signInStaff(context, ownPartner.admin);
    await openEditor(page, ownPartner.name);
    const field = page.getByLabel("Secundaire kleur", { exact: true });
    await field.fill("red");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Gebruik een hexkleur/);
    await expect(page.getByRole("button", { name: "Opslaan" })).toBeDisabled();
    await field.fill("#3F6");
    await field.blur();
    await expect(field).toHaveValue("#33ff66");
    await expect(page.getByRole("button", { name: "Opslaan" })).toBeEnabled();
  });

  test("a partner's admin can not open another partner's colour editor", async ({ page, context, ownPartner }) => {
    await signInStaff(context, ownPartner.admin);
    const response = await openEditor(page, "acme");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Niet gevonden" })).toBeVisible();
    await expect(page.getByLabel("Primaire kleur", { exact: true })).toHaveCount(0);
  });
});

test.describe("colour editor without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a plain form of hex fields that saves only the changed colour", async ({ page, context, ownPartner }) => {
    const ownBefore = (await partnerByName(ownPartner.name)).colours.map((c) => c.key).sort();
    await signInStaff(context, ownPartner.admin);
    await openEditor(page, ownPartner.name, { hydrated: false });
    await page.getByLabel("Focusring", { exact: true }).fill("#34A");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();
    await expect(page.getByLabel("Focusring", { exact: true })).toHaveValue("#3344aa");
    expect(await expectedColour(ownPartner.name, "focus-ring")).toBe("#3344aa");
    // Only the changed key was written: keys that fall back still have no row of their own.
    expect((await auditOf(ownPartner, "focus-ring"))?.details).toEqual({
      old: { "focus-ring": expect.any(String) },
      new: { "focus-ring": "#3344aa" },
    });
    expect((await partnerByName(ownPartner.name)).colours.map((c) => c.key).sort()).toEqual(
      [...new Set([...ownBefore, "focus-ring"])].sort(),
    );
  });

  test("a colour below WCAG AA is refused until the admin ticks to save it anyway, which is audited", async ({
    page,
    context,
    ownPartner,
  }) => {
    await signInStaff(context, ownPartner.admin);
    await openEditor(page, ownPartner.name, { hydrated: false });
    // Enter in the field submits the form (its save button sits at the top, far above this field).
    await page.getByLabel("Tekst invoerveld", { exact: true }).fill("#bbbbbb");
    await page.getByLabel("Tekst invoerveld", { exact: true }).press("Enter");
    await expect(page.getByRole("alert")).toContainText("WCAG AA-contrast niet. Er is niets opgeslagen");
    expect(await ownValue(ownPartner.name, "input-text")).toBeUndefined();
    await expect(page.getByLabel("Tekst invoerveld", { exact: true })).toHaveValue("#bbbbbb");
    await page.getByLabel(/Toch opslaan, ook met te weinig contrast/).check();
    await page.getByLabel("Tekst invoerveld", { exact: true }).press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();
    expect(await ownValue(ownPartner.name, "input-text")).toBe("#bbbbbb");
    const details = (await auditOf(ownPartner, "input-text"))?.details as { lowContrastAccepted?: unknown[] };
    expect(details.lowContrastAccepted).toContainEqual(
      expect.objectContaining({ foreground: "input-text", background: "input-background", minimum: 4.5 }),
    );
  });

  test("a save made while someone else saved the same colour is refused at that field, keeping what was typed", async ({
    page,
    context,
    ownPartner,
  }) => {
    await signInStaff(context, ownPartner.admin);
    await openEditor(page, ownPartner.name, { hydrated: false });
    await savedMeanwhile(ownPartner, "primary", "#990000");
    await savedMeanwhile(ownPartner, "text", "#202020");
    await page.getByLabel("Primaire kleur", { exact: true }).fill("#123456");
    await page.getByLabel("Randen", { exact: true }).fill("#c0ffee");
    await page.getByRole("button", { name: "Opslaan" }).click();

    await expect(
      page.getByRole("alert").filter({ hasText: /Iemand anders heeft intussen deze kleuren opgeslagen: primary\. Er is niets opgeslagen/ }),
    ).toBeVisible();
    const primary = page.getByLabel("Primaire kleur", { exact: true });
    await expect(primary).toHaveValue("#123456");
    await expect(primary).toHaveAttribute("aria-invalid", "true");
    await expect(primary).toHaveAccessibleDescription(/Intussen door iemand anders opgeslagen: #990000/);
    await expect(page.getByLabel("Randen", { exact: true })).toHaveValue("#c0ffee");
    // The page shows the other admin's colour where this admin changed nothing.
    await expect(page.getByLabel("Tekst", { exact: true })).toHaveValue("#202020");
    expect(await ownValue(ownPartner.name, "primary")).toBe("#990000");
    expect(await ownValue(ownPartner.name, "border")).toBeUndefined();

    // Saving this page again is a decision: this admin's colours go over the other's, and
    // "text" keeps the other admin's colour.
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();
    expect(await ownValue(ownPartner.name, "primary")).toBe("#123456");
    expect(await ownValue(ownPartner.name, "border")).toBe("#c0ffee");
    expect(await ownValue(ownPartner.name, "text")).toBe("#202020");
  });
});
