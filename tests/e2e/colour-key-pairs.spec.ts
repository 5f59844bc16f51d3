// Colour key pairs as an insurer admin edits them (issue 17 point 5): the list shows each key's
// title in the admin's language with its fallback chain; the edit form changes titles per
// language and the fallback; a fallback that loops back is refused at its field, keeping what
// was typed; the plain form works without JavaScript. Each test edits key pairs of its own.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { db } from "./support/db";
import { createOwnInsurerAdmin, expect, removeOwnInsurerAdmin, signInStaff, test, type StaffLogin } from "./support/own-partner";

type OwnKeys = { a: string; b: string; admin: StaffLogin & { id: string } };

/** Two keys of this test: a falls back to primary, b falls back to a. */
async function ownKeys(tag: string): Promise<OwnKeys> {
  const suffix = randomBytes(3).toString("hex");
  const a = `e2e-${tag}-a-${suffix}`;
  const b = `e2e-${tag}-b-${suffix}`;
  await db.colourKey.create({
    data: { key: a, group: "banner", title: `Banner ${suffix}`, defaultValue: "#224466", fallbackKey: "primary" },
  });
  await db.colourKey.create({
    data: { key: b, group: "banner", title: `Banner tekst ${suffix}`, defaultValue: "#ffffff", fallbackKey: a },
  });
  return { a, b, admin: await createOwnInsurerAdmin(tag) };
}

async function removeKeys(keys: OwnKeys) {
  await db.colourKey.deleteMany({ where: { key: { in: [keys.a, keys.b] } } });
  await removeOwnInsurerAdmin(keys.admin);
}

async function openEdit(page: Page, title: string) {
  await page.goto("/admin/colour-keys");
  await expect(page.getByRole("heading", { level: 1, name: "Kleursleutels" })).toBeVisible();
  await page.getByRole("link", { name: `${title} wijzigen` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Kleursleutel ${title}` })).toBeVisible();
}

test("an insurer admin edits a key pair: a looping fallback is refused at the field, then titles and fallback are saved and audited", async ({
  page,
  context,
}) => {
  const keys = await ownKeys("kp");
  try {
    await signInStaff(context, keys.admin);
    await page.goto("/admin/colour-keys");
    // Built-in keys read in Dutch, with their chain: cart-title -> title -> primary.
    const cart = page.getByRole("table", { name: "Winkelwagen" });
    await expect(cart.getByRole("row", { name: /Titel winkelwagen/ })).toContainText("Titels → Primaire kleur");
    const titleA = (await db.colourKey.findUniqueOrThrow({ where: { key: keys.a } })).title;
    const titleB = (await db.colourKey.findUniqueOrThrow({ where: { key: keys.b } })).title;

    await openEdit(page, titleA);
    await page.getByLabel("Titel in het Nederlands").fill("Bannerachtergrond");
    await page.getByLabel("Titel in het Engels").fill("Banner background");
    const fallback = page.getByLabel("Terugvalsleutel (optioneel)");
    await fallback.selectOption(keys.b); // b falls back to a: a loop
    await page.getByRole("button", { name: "Opslaan" }).click();

    await expect(page.getByRole("alert")).toContainText("Niet opgeslagen");
    await expect(fallback).toHaveAccessibleDescription("Deze terugvalsleutel leidt in een kring terug naar deze sleutel.");
    await expect(fallback).toBeFocused();
    await expect(page.getByLabel("Titel in het Nederlands")).toHaveValue("Bannerachtergrond");
    await expect(page.getByLabel("Titel in het Engels")).toHaveValue("Banner background");
    expect((await db.colourKey.findUniqueOrThrow({ where: { key: keys.a } })).fallbackKey).toBe("primary");

    await fallback.selectOption("secondary");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByRole("status")).toHaveText(`Kleursleutel ${keys.a} is opgeslagen.`);
    const banner = page.getByRole("table", { name: "banner" });
    await expect(banner.getByRole("row", { name: /^Bannerachtergrond/ })).toContainText("Secundaire kleur");
    // b's chain now runs through a to secondary.
    await expect(banner.getByRole("row", { name: new RegExp(`^${titleB}`) })).toContainText("Bannerachtergrond → Secundaire kleur");

    const row = await db.colourKey.findUniqueOrThrow({ where: { key: keys.a } });
    expect(row.fallbackKey).toBe("secondary");
    expect(row.titles).toMatchObject({ nl: "Bannerachtergrond", en: "Banner background" });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "colour_key_updated", staffId: keys.admin.id } });
    expect(audit.details).toMatchObject({ key: keys.a, old: { fallbackKey: "primary" }, new: { fallbackKey: "secondary" } });
  } finally {
    await removeKeys(keys);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the key pair form saves and refuses the same way", async ({ page, context }) => {
    const keys = await ownKeys("kpnojs");
    try {
      await signInStaff(context, keys.admin);
      const titleB = (await db.colourKey.findUniqueOrThrow({ where: { key: keys.b } })).title;
      await openEdit(page, titleB);
      await page.getByLabel("Groep").fill("Geen geldige groep");
      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page.getByLabel("Groep")).toHaveAccessibleDescription("Gebruik kleine letters, cijfers en enkele koppeltekens.");
      await expect(page.getByLabel("Groep")).toHaveValue("Geen geldige groep");

      await page.getByLabel("Groep").fill("banner-extra");
      await page.getByLabel(/^Globaal/).check();
      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page.getByRole("status")).toHaveText(`Kleursleutel ${keys.b} is opgeslagen.`);
      expect(await db.colourKey.findUniqueOrThrow({ where: { key: keys.b } })).toMatchObject({ group: "banner-extra", global: true });
    } finally {
      await removeKeys(keys);
    }
  });
});
