// A new partner in under two minutes (issue 17 point 4): an insurer admin fills the one form,
// a logo with script is refused at its field with everything typed kept, then the partner is
// created with a PNG logo and a brand colour, and its live site (followed from the partner
// page) shows the brand colour on a primary button and the logo. The partner is removed after.
import type { Page } from "@playwright/test";
import { db } from "./support/db";
import { partnerUrl } from "./support/hosts";
import { expect, removeOwnPartner, signInStaff, test } from "./support/own-partner";

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const NAME = `rood-${RUN}`;
const DISPLAY_NAME = `Rood ${RUN}`;
const ADMIN_EMAIL = `beheer-${RUN}@rood.example`;

test.afterAll(async () => {
  const partner = await db.partner.findUnique({ where: { name: NAME }, select: { id: true } });
  if (partner) await removeOwnPartner(partner); // its colours, logo and admin account cascade
  await db.outboxMail.deleteMany({ where: { to: ADMIN_EMAIL } });
});

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test.describe("admin: a new partner", () => {
  test("a new partner created, branded and visited in one go", { tag: "@pg" }, async ({ page, context }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await signInStaff(context, { email: "admin@insurer.example", password: "demo-insurer-admin", name: "insurer" });
    await page.goto("/admin/partners/new");
    await expect(page.getByRole("heading", { level: 1, name: "Nieuwe partner" })).toBeVisible();
    await hydrated(page);

    await page.getByLabel("Naam (hostnaam-label)").fill(NAME);
    await page.getByLabel("Weergavenaam").fill(DISPLAY_NAME);
    await page.getByRole("checkbox", { name: "Deutsch" }).uncheck();
    await page.getByRole("checkbox", { name: "Français" }).uncheck();
    await page.getByLabel("Merkkleur", { exact: true }).fill("#C03A2B");
    await page.getByLabel("E-mailadres van de beheerder").fill(ADMIN_EMAIL);

    // A logo with script: refused at the field, nothing made, everything typed still there.
    const logo = page.getByLabel("Logo", { exact: true });
    await logo.setInputFiles("tests/fixtures/logos/script.svg");
    await page.getByRole("button", { name: "Partner aanmaken" }).click();
    await expect(logo).toHaveAttribute("aria-invalid", "true");
    await expect(logo).toHaveAccessibleDescription(/bevat scripts/);
    await expect(page.getByText(/Kies het opnieuw/)).toBeVisible();
    await expect(page.getByLabel("Naam (hostnaam-label)")).toHaveValue(NAME);
    await expect(page.getByLabel("Merkkleur", { exact: true })).toHaveValue("#C03A2B");
    await expect(page.getByRole("checkbox", { name: "Deutsch" })).not.toBeChecked();
    expect(await db.partner.findUnique({ where: { name: NAME } })).toBeNull();

    // The PNG: created, and the partner page offers its live site.
    await logo.setInputFiles("tests/fixtures/logos/logo.png");
    await page.getByRole("button", { name: "Partner aanmaken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Partner ${DISPLAY_NAME}` })).toBeVisible();
    const open = page.getByRole("status").getByRole("link", { name: `Open de site van ${DISPLAY_NAME}` });
    await expect(open).toHaveAttribute("href", partnerUrl(NAME, "/welcome"));
    const partner = await db.partner.findUniqueOrThrow({
      where: { name: NAME },
      include: { staff: true, _count: { select: { colours: true } } },
    });
    expect(partner.logoPrimary).toMatch(/^\/brand-logos\/\w+\.png$/);
    expect(partner._count.colours).toBeGreaterThan(50);
    expect(partner.staff.map((s) => s.email)).toEqual([ADMIN_EMAIL]);

    // The live site: the brand colour on the primary button, the logo in the header.
    await open.click();
    await expect(page).toHaveURL(partnerUrl(NAME, "/welcome"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welkom bij ${DISPLAY_NAME}`);
    await expect(page.getByRole("link", { name: "Bekijk verzekeringen" })).toHaveCSS("background-color", "rgb(192, 58, 43)");
    const image = page.locator("header").getByRole("img", { name: DISPLAY_NAME });
    await expect(image).toHaveAttribute("src", partner.logoPrimary!);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    expect(errors).toEqual([]);
  });
});
