// Notices (issue 13, decision 0051): a failing cart delete and a failing language change say so
// in a closable warning toast; an error in a page reaches the built-in error log, which an
// insurer admin reads with its count rising; the service worker caches the hashed assets.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { db, visitorId } from "./support/db";
import { addToCart, chooseProfession, TEXT } from "./support/funnel";
import { partnerUrl } from "./support/hosts";
import { createOwnInsurerAdmin, removeOwnInsurerAdmin, signInStaff } from "./support/own-partner";

const nl = TEXT.nl;

test.describe("warning toasts", () => {
  // page.route must see the page's own requests, not a service worker's.
  test.use({ serviceWorkers: "block" });

  test("a cart delete answered 503 shows a closable warning toast and the item stays", async ({ page }) => {
    await page.goto(partnerUrl(null, "/profession?lng=nl"));
    await chooseProfession(page, "nl");
    await addToCart(page, "nl", nl.business);
    const cart = page.getByRole("complementary", { name: "Jouw verzekeringen" });
    await expect(cart.getByRole("article")).toHaveCount(1);

    let deletes = 0;
    await page.route("**/cart", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      deletes += 1;
      await route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" });
    });
    const card = cart.getByRole("article", { name: nl.business });
    const deleteLink = card.getByRole("link", { name: `${nl.business} verwijderen` });
    await deleteLink.click();
    const dialog = page.getByRole("dialog", { name: "Verzekering verwijderen?" });
    await dialog.getByRole("button", { name: "Verwijderen" }).click();

    const toast = page.getByRole("alert").filter({ hasText: "De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw." });
    await expect(toast).toBeVisible();
    expect(deletes).toBe(1);
    // The dialog closed so the toast is not hidden behind it; the toast took no focus.
    await expect(dialog).toBeHidden();
    await expect(toast.getByRole("button", { name: "Melding sluiten" })).not.toBeFocused();
    await expect(cart.getByRole("article")).toHaveCount(1);
    expect(await db.cartItem.count({ where: { userId: await visitorId(page) } })).toBe(1);

    await toast.getByRole("button", { name: "Melding sluiten" }).click();
    await expect(toast).toHaveCount(0);
    await expect(cart.getByRole("article", { name: nl.business })).toBeVisible();

    // With the network back, the same delete works.
    await page.unroute("**/cart");
    await deleteLink.click();
    await dialog.getByRole("button", { name: "Verwijderen" }).click();
    await expect(cart.getByText("Je winkelwagen is leeg.")).toBeVisible();
    expect(await db.cartItem.count({ where: { userId: await visitorId(page) } })).toBe(0);
  });

  test("a checkout preparation answered 500 shows a closable warning toast; the cart stays and Continue works again", async ({ page }) => {
    await page.goto(partnerUrl(null, "/profession?lng=nl"));
    await chooseProfession(page, "nl");
    await addToCart(page, "nl", nl.business);
    const cart = page.getByRole("complementary", { name: "Jouw verzekeringen" });
    let prepares = 0;
    await page.route("**/checkout", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      prepares += 1;
      await route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
    });
    await cart.getByRole("button", { name: nl.continue }).click();

    const toast = page
      .getByRole("alert")
      .filter({ hasText: "Deze link is ongeldig. Gebruik een geldige link of neem contact op met de klantenservice." });
    await expect(toast).toBeVisible();
    expect(prepares).toBe(1);
    // Still on the products page with the cart as it was: no error page, nothing lost.
    await expect(page).toHaveURL(/\/products\/available-products/);
    await expect(cart.getByRole("article", { name: nl.business })).toBeVisible();
    expect(await db.checkout.count({ where: { userId: await visitorId(page) } })).toBe(0);
    await toast.getByRole("button", { name: "Melding sluiten" }).click();
    await expect(toast).toHaveCount(0);

    // With the server back, the same button prepares the checkout.
    await page.unroute("**/checkout");
    await cart.getByRole("button", { name: nl.continue }).click();
    await expect(page).toHaveURL(/\/checkout\/questions/);
  });

  test("a language change without network says 'Unexpected network error.' in the current language", async ({ page }) => {
    await page.goto(partnerUrl(null, "/welcome?lng=en"));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Offline from here: the toast's text cannot be fetched either, it came with the page.
    await page.context().setOffline(true);
    await page.getByLabel("EN, language: English", { exact: true }).click();
    await page.getByRole("button", { name: "Nederlands" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Unexpected network error." });
    await expect(toast).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await toast.getByRole("button", { name: "Close notification" }).click();
    await expect(toast).toHaveCount(0);
    await page.context().setOffline(false);
  });
});

test("an error in a page reaches the error log, where an insurer admin sees its count rise", async ({ page, browser }) => {
  // Letters only: digits in a message are grouped away as <n>.
  const tag = [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("");
  const message = `notices test failure ${tag}`;
  await page.goto(partnerUrl(null, "/welcome?lng=nl"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const throwInPage = async () => {
    const reported = page.waitForResponse((response) => response.url().endsWith("/report-error") && response.request().method() === "POST");
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      }, 0);
    }, message);
    expect((await reported).status()).toBe(204);
  };
  await throwInPage();

  const admin = await createOwnInsurerAdmin("notices");
  const staffContext = await browser.newContext();
  try {
    await signInStaff(staffContext, admin);
    const staffPage = await staffContext.newPage();
    await staffPage.goto(partnerUrl(null, "/admin/errors"));
    await expect(staffPage.getByRole("heading", { level: 1, name: "Foutenlog" })).toBeVisible();
    const row = staffPage.getByRole("row").filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").nth(1)).toHaveText("1");
    await expect(row.getByRole("cell").nth(3)).toHaveText("/welcome");

    await throwInPage();
    await staffPage.reload();
    await expect(row.getByRole("cell").nth(1)).toHaveText("2");
    const stored = await db.errorLogEntry.findMany({ where: { message: { contains: tag } } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ count: 2, route: "/welcome", message: `Error: ${message}` });
    await expect(row.getByRole("cell").nth(6)).toHaveText(stored[0]!.requestId);

    // The navigation names the log for an insurer admin.
    await expect(staffPage.getByRole("navigation").getByRole("link", { name: "Foutenlog" })).toBeVisible();
  } finally {
    await staffContext.close();
    await removeOwnInsurerAdmin(admin);
  }
});

test("the service worker registers and caches the hashed assets, never a page", async ({ page }) => {
  await page.goto(partnerUrl(null, "/welcome?lng=nl"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe("/");
  // The worker takes over the open page (clients.claim); from then on assets go through it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto(partnerUrl(null, "/products/available-products?lng=nl"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return { names, urls };
  });
  expect(cached.names).toHaveLength(1);
  expect(cached.names[0]).toMatch(/^assets-build-[0-9a-f]{12}$/);
  expect(cached.urls.some((url) => /^\/assets\/.+\.js$/.test(url))).toBe(true);
  expect(cached.urls.every((url) => url.startsWith("/assets/"))).toBe(true);
});
