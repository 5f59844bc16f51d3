import { expect, test } from "@playwright/test";
import { partnerByName } from "./support/db";
import { partnerUrl } from "./support/hosts";

test.describe("languages", () => {
  test("the language switch changes the visible text and survives a reload", async ({ page }) => {
    await page.goto("/welcome");
    await expect(page.getByRole("link", { name: "Bekijk verzekeringen" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");

    // The button shows the language's code, and its name starts with what it shows (label in name).
    const button = page.getByLabel("NL, taal: Nederlands", { exact: true });
    await expect(button).toHaveText("NL");
    await button.click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("link", { name: "View insurances" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Zzp Verzekerd");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.reload();
    await expect(page.getByRole("link", { name: "View insurances" })).toBeVisible();

    await expect(page.getByLabel("EN, language: English", { exact: true })).toHaveText("EN");
    await page.getByLabel("EN, language: English", { exact: true }).click();
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page.getByRole("link", { name: "Versicherungen ansehen" })).toBeVisible();
    await page.getByLabel("DE, Sprache: Deutsch", { exact: true }).click();
    await page.getByRole("button", { name: "Français" }).click();
    await expect(page.getByRole("link", { name: "Voir les assurances" })).toBeVisible();
  });

  test("the switch works without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/products/available-products");
    await page.getByLabel("NL, taal: Nederlands", { exact: true }).click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/products\/available-products$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Available insurances");
    await context.close();
  });

  test("the partner only offers its own languages", async ({ page }) => {
    const acme = await partnerByName("acme");
    expect(acme.languageList).toEqual(["nl", "en"]);
    await page.goto(partnerUrl("acme", "/welcome"));
    await page.getByLabel("NL, taal: Nederlands", { exact: true }).click();
    await expect(page.getByRole("button", { name: "English" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Deutsch" })).toHaveCount(0);
    // Asking for a language the partner does not offer changes nothing.
    await page.goto(partnerUrl("acme", "/welcome?lng=de"));
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  });

  test("the selector is absent for a single-language partner", async ({ page }) => {
    const solo = await partnerByName("solo");
    expect(solo.languageList).toHaveLength(1);
    await page.goto(partnerUrl("solo", "/welcome"));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(solo.displayName);
    await expect(page.getByLabel(/, taal: /)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "English" })).toHaveCount(0);
  });

  test("a language in the URL is used and remembered; an unknown one is ignored", async ({ page }) => {
    await page.goto("/welcome?lng=fr");
    await expect(page.getByRole("link", { name: "Voir les assurances" })).toBeVisible();
    await page.goto("/welcome");
    await expect(page.getByRole("link", { name: "Voir les assurances" })).toBeVisible();

    const response = await page.goto("/welcome?lng=xx");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: "Voir les assurances" })).toBeVisible();
  });

  test("a tampered or unknown language cookie falls back to the default", async ({ page, context }) => {
    await context.addCookies([{ name: "lng", value: "ZW4i.tampered", domain: "localhost", path: "/" }]);
    let response = await page.goto("/welcome");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");

    await context.clearCookies();
    await context.addCookies([{ name: "lng", value: "klingon", domain: "localhost", path: "/" }]);
    response = await page.goto("/welcome");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: "Bekijk verzekeringen" })).toBeVisible();
  });

  test("a language the partner does not offer, posted to the switch, is ignored", async ({ request }) => {
    // Node resolves no *.localhost names: reach the partner through its Host header.
    const host = { host: new URL(partnerUrl("acme", "/")).host };
    const response = await request.post("/language", {
      headers: host,
      form: { language: "fr", redirectTo: "https://evil.example/" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/");
    const cookie = response.headers()["set-cookie"]!.split(";")[0]!;
    const page = await request.get("/welcome", { headers: { ...host, cookie } });
    expect(await page.text()).toContain('<html lang="nl"');
  });
});
