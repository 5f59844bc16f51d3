import { expect, test } from "@playwright/test";
import { isSupportOpen } from "../../app/domain/platform/office-hours";
import { partnerByName } from "./support/db";
import { partnerUrl } from "./support/hosts";

test.describe("the shell", () => {
  test("at 375 px the mobile navigation replaces the desktop one", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/welcome");
    await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    const mobile = page.getByRole("navigation", { name: "Menu" });
    await expect(mobile).toBeVisible();
    for (const name of ["Beschikbare verzekeringen", "Mijn verzekeringen", "Mijn gegevens", "Facturen", "Inbox"]) {
      await expect(mobile.getByRole("link", { name })).toBeVisible();
    }
    await expect(mobile.getByRole("link", { name: "Inloggen" })).toBeVisible();
    await mobile.getByRole("link", { name: "Beschikbare verzekeringen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beschikbare verzekeringen");
  });

  for (const [partner, width] of [
    ["boekfix", 375],
    ["acme", 350],
    [null, 375],
    ["acme", 1280],
  ] as const) {
    test(`nothing is wider than the screen at ${width} px (${partner ?? "default"})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      for (const path of ["/welcome", "/products/available-products"]) {
        await page.goto(partnerUrl(partner, path));
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, path).toBeLessThanOrEqual(width);
      }
    });
  }

  test("at 865 px the desktop navigation shows and the mobile menu is gone", async ({ page }) => {
    await page.setViewportSize({ width: 865, height: 800 });
    await page.goto("/welcome");
    await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
    await expect(page.getByText("Menu", { exact: true })).toBeHidden();
    await page.setViewportSize({ width: 864, height: 800 });
    await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeHidden();
  });

  test("the support menu lists the partner's channels and whether support is open", async ({ page }) => {
    const direct = await partnerByName("direct");
    await page.goto("/welcome");
    await page.getByText("Klantenservice").click();
    const status = isSupportOpen(new Date()) ? "Nu bereikbaar" : "Nu gesloten";
    await expect(page.getByRole("status").filter({ hasText: status })).toBeVisible();
    await expect(page.getByText("maandag t/m vrijdag van 09:00 tot 17:00")).toBeVisible();
    if (direct.supportEmail) {
      // The support menu in the header (the footer repeats the mail link).
      await expect(page.getByRole("banner").getByRole("link", { name: new RegExp(direct.supportEmail) })).toHaveAttribute(
        "href",
        `mailto:${direct.supportEmail}`,
      );
    }
    if (direct.supportPhoneNumber) {
      // Calls are answered in office hours: a link while open, the number with the next opening otherwise (decision 0046).
      if (isSupportOpen(new Date())) await expect(page.getByRole("banner").getByRole("link", { name: /Bel ons/ })).toBeVisible();
      else await expect(page.getByRole("banner").getByText(/Bel ons/)).toBeVisible();
    }
  });

  test("partners that hide support and invoices show neither", async ({ page }) => {
    const solo = await partnerByName("solo");
    expect(solo.hideInvoicesAndSupport).toBe(true);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(partnerUrl("solo", "/welcome"));
    await expect(page.getByText("Klantenservice")).toHaveCount(0);
    await page.getByText("Menu", { exact: true }).click();
    await expect(page.getByRole("link", { name: "Mijn gegevens" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Facturen" })).toHaveCount(0);
  });

  test("a skeleton covers the page while the next one loads", async ({ page }) => {
    await page.goto("/welcome");
    // The skeleton belongs to client-side navigation: wait until the page is interactive.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Hold the next page's data back for a moment, as a slow network would.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/profession.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Bekijk verzekeringen" }).click();
    const skeleton = page.getByRole("status").filter({ hasText: "Pagina wordt geladen…" });
    await expect(skeleton).toBeAttached();
    await expect(page.getByTestId("skeleton-overlay")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wat is je beroep?");
    await expect(page.getByTestId("skeleton-overlay")).toHaveCount(0);
  });

  test("menus open and close with the keyboard", async ({ page }) => {
    await page.goto("/welcome");
    // Escape is handled by the page's script: wait until it runs.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // <summary> has no ARIA role to find it by; it is the control that shows "Klantenservice".
    const summary = page.locator("summary").filter({ hasText: "Klantenservice" });
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("maandag t/m vrijdag van 09:00 tot 17:00")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByText("maandag t/m vrijdag van 09:00 tot 17:00")).toBeHidden();
    await expect(summary).toBeFocused();
  });
});
