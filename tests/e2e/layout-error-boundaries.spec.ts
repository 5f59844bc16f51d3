// A page that fails inside the account area or the funnel shows its error inside that
// layout's frame, under the partner's header and translated, instead of the root's page
// replacing the layout: the account navigation stays, so the customer can go on from there.
import { expect, test } from "@playwright/test";
import { createCustomer, signInByEmail } from "./support/account";
import { uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

test("an account page that is not found keeps the account navigation and the partner's header", async ({ page }) => {
  const email = uniqueEmail("layout-error");
  await createCustomer("acme", email);
  await signInByEmail(page, email, "acme");
  const response = await page.goto(partnerUrl("acme", "/user/policies/no-such-policy?lng=nl"));
  expect(response?.status()).toBe(404);
  const nav = page.getByRole("navigation", { name: "Mijn account" });
  await expect(nav).toBeVisible();
  await expect(page.locator(".account-page").getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Acme Bank/ }).first()).toBeVisible();
  // The navigation works from the error page.
  await nav.getByRole("link", { name: "Mijn gegevens" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mijn gegevens" })).toBeVisible();
});

test("a funnel page that is not found shows its error inside the funnel frame, in the visitor's language", async ({ page }) => {
  const response = await page.goto(partnerUrl("acme", "/products/no-such-product?lng=en"));
  expect(response?.status()).toBe(404);
  await expect(page.locator(".funnel-page").getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Acme Bank/ }).first()).toBeVisible();
});
