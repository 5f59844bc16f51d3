// The page's texts (decision 0057) are in the document before the script that hydrates it: Remix
// starts hydration from an async module script, which runs as soon as its modules are there
// (from the cache, at once) and may not wait for the rest of the document. Texts missing then
// meant every text was asked for again and hydration failed on pages reloaded with a warm cache.
import { expect, test } from "@playwright/test";
import { partnerUrl } from "./support/hosts";

test("the page's texts come before the scripts that hydrate it", async ({ page }) => {
  for (const path of ["/welcome?lng=nl", "/products/available-products?lng=en", "/sign-in?lng=nl"]) {
    // The document as the server sent it.
    const html = await (await page.goto(partnerUrl("acme", path)))!.text();
    const texts = html.indexOf('id="page-texts"');
    const firstModuleScript = html.search(/<script[^>]*type="module"/);
    expect(texts, path).toBeGreaterThan(0);
    expect(firstModuleScript, path).toBeGreaterThan(0);
    expect(texts, path).toBeLessThan(firstModuleScript);
  }
});

test("pages loaded again with their scripts cached hydrate without errors and fetch no texts", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  const textFetches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/assets/texts-")) textFetches.push(request.url());
  });
  for (const path of [
    "/welcome?lng=nl",
    "/profession",
    "/products/available-products",
    "/welcome?lng=en",
    "/products/available-products",
    "/sign-in",
  ]) {
    await page.goto(partnerUrl("acme", path));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  }
  expect(errors).toEqual([]);
  expect(textFetches).toEqual([]);
});
