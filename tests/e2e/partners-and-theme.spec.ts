// Partners by host name. The colour checks use partners of their own (copies of acme and
// boekfix, support/own-partner.ts): other tests change colours while these run.
import { expectedColour, partnerByName, rgb } from "./support/db";
import { partnerUrl } from "./support/hosts";
import { createOwnPartner, expect, removeOwnPartner, test } from "./support/own-partner";

test.describe("partners by host name", () => {
  test("two partner hosts show their own names and colours", async ({ page, ownPartner }) => {
    const other = await createOwnPartner("theme", { like: "boekfix" });
    try {
      const acme = await partnerByName(ownPartner.name);
      const boekfix = await partnerByName(other.name);
      expect(acme.colours.length).toBeGreaterThan(0);
      await page.goto(partnerUrl(acme.name, "/welcome"));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(acme.displayName);
      await expect(page.getByRole("link", { name: new RegExp(acme.displayName) }).first()).toBeVisible();
      const acmeHeader = await page.locator("header").evaluate((el) => getComputedStyle(el).backgroundColor);
      const acmeButton = await page
        .getByRole("link", { name: "Bekijk verzekeringen" })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(acmeHeader).toBe(rgb(await expectedColour(acme.name, "header-background")));
      expect(acmeButton).toBe(rgb(await expectedColour(acme.name, "button-solid-background")));

      // boekfix (and so its copy) speaks English by default.
      await page.goto(partnerUrl(boekfix.name, "/welcome"));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(boekfix.displayName);
      const boekfixButton = await page
        .getByRole("link", { name: "View insurances" })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(boekfixButton).toBe(rgb(await expectedColour(boekfix.name, "button-solid-background")));
      expect(boekfixButton).not.toBe(acmeButton);
    } finally {
      await removeOwnPartner(other);
    }
  });

  test("the theme arrives with the first paint, before any script runs", async ({ browser, ownPartner }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(partnerUrl(ownPartner.name, "/welcome"));
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim());
    expect(primary).toBe(await expectedColour(ownPartner.name, "primary"));
    await context.close();
  });

  test("bare localhost serves the default partner", async ({ page }) => {
    const direct = await partnerByName("direct");
    expect(direct.isDefault).toBe(true);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(direct.displayName);
  });

  test("the logo leads to the welcome page, except where the partner disables it", async ({ page }) => {
    await page.goto(partnerUrl("acme", "/products/available-products"));
    await page
      .getByRole("link", { name: /Acme Bank/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/welcome$/);

    const solo = await partnerByName("solo");
    expect(solo.disableLogoLink).toBe(true);
    await page.goto(partnerUrl("solo", "/welcome"));
    await expect(page.getByTestId("logo")).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(solo.displayName) })).toHaveCount(0);
  });

  test("available products lists the partner's products from the database with monthly prices", async ({ page }) => {
    const acme = await partnerByName("acme");
    const { db } = await import("./support/db");
    const offered = await db.partnerProduct.findMany({
      where: { partnerId: acme.id, product: { active: true } },
      include: { product: true },
      orderBy: { position: "asc" },
    });
    expect(offered.length).toBeGreaterThan(0);

    await page.goto(partnerUrl("acme", "/products/available-products"));
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(offered.length);
    const first = offered[0]!.product;
    const names = first.names as Record<string, string>;
    const euros = (first.grossMonthlyCents / 100).toFixed(2).replace(".", ",");
    await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText(names.nl!);
    await expect(cards.first()).toContainText(`€\u00a0${euros} per maand`);
  });
});
