// The cart as a visitor uses it: add, expand, delete with confirmation, empty; it lives on
// the server, so it survives a reload.
import { expect, test } from "@playwright/test";
import { db, visitorId } from "./support/db";
import { addToCart, chooseProfession, TEXT } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

const nl = TEXT.nl;

test("add, expand, reload, delete with confirmation, empty cart", async ({ page }) => {
  await page.goto(partnerUrl(null, "/profession?lng=nl"));
  await chooseProfession(page, "nl");
  const cart = page.getByRole("complementary", { name: "Jouw verzekeringen" });
  await expect(cart.getByText("Je winkelwagen is leeg.")).toBeVisible();
  // The button's accessible name starts with the text it shows (WCAG 2.5.3, label in name).
  await expect(page.getByRole("button", { name: `In winkelwagen: ${nl.business}`, exact: true })).toHaveText("In winkelwagen");

  await addToCart(page, "nl", nl.business);
  await addToCart(page, "nl", nl.professional);
  await expect(cart.getByRole("article")).toHaveCount(2);
  // Total is the sum of the cards: business 19,49 + professional 23,96 (risk class 1 tariffs, default cover).
  await expect(cart.getByTestId("cart-total-gross")).toHaveText("€ 43,45");

  // Line items are collapsed until the funnel starts; the summary toggles them.
  const card = cart.getByRole("article", { name: nl.business });
  await expect(card.getByText("Verzekerd per schade")).toBeHidden();
  await card.getByText("Details").click();
  await expect(card.getByText("Verzekerd per schade")).toBeVisible();
  await expect(card.getByText("€ 1.250.000,00")).toBeVisible();

  await page.reload();
  await expect(cart.getByRole("article")).toHaveCount(2);
  expect(await db.cartItem.count({ where: { userId: await visitorId(page) } })).toBe(2);

  // Delete asks first; closing keeps the item.
  await card.getByRole("link", { name: `${nl.business} verwijderen` }).click();
  const dialog = page.getByRole("dialog", { name: "Verzekering verwijderen?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Sluiten" })).toBeFocused();
  await dialog.getByRole("link", { name: "Sluiten" }).click();
  await expect(dialog).toBeHidden();
  await expect(cart.getByRole("article")).toHaveCount(2);

  await card.getByRole("link", { name: `${nl.business} verwijderen` }).click();
  await dialog.getByRole("button", { name: "Verwijderen" }).click();
  await expect(dialog).toBeHidden();
  await expect(cart.getByRole("article")).toHaveCount(1);
  await expect(cart.getByTestId("cart-total-gross")).toHaveText("€ 23,96");

  await cart.getByRole("link", { name: `${nl.professional} verwijderen` }).click();
  await dialog.getByRole("button", { name: "Verwijderen" }).click();
  await expect(cart.getByText("Je winkelwagen is leeg.")).toBeVisible();
  expect(await db.cartItem.count({ where: { userId: await visitorId(page) } })).toBe(0);
});

test("on a phone the floating button counts items and the full-screen cart closes itself when emptied", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(partnerUrl(null, "/profession?lng=nl"));
  await chooseProfession(page, "nl");
  await addToCart(page, "nl", nl.business);
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  const cart = page.getByRole("complementary", { name: "Jouw verzekeringen" });
  await expect(cart).toBeHidden();
  await page.getByRole("link", { name: "1 product in winkelwagen", exact: true }).click();
  await expect(cart).toBeVisible();
  await cart.getByRole("link", { name: `${nl.business} verwijderen` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(cart).toBeHidden();
  await expect(page).not.toHaveURL(/cart=open/);
  // An empty cart's button shows no "0" badge (issue 35); its name still says it is empty.
  await expect(page.getByRole("link", { name: "0 producten in winkelwagen", exact: true })).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
});

test("the delete dialog is modal: Tab stays inside, Escape closes it and focus returns to the delete link", async ({ page }) => {
  await page.goto(partnerUrl(null, "/profession?lng=nl"));
  await chooseProfession(page, "nl");
  await addToCart(page, "nl", nl.business);
  const cart = page.getByRole("complementary", { name: "Jouw verzekeringen" });
  const deleteLink = cart.getByRole("link", { name: `${nl.business} verwijderen` });

  // Opened from the keyboard, as a person without a mouse does.
  await deleteLink.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Verzekering verwijderen?" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/confirmDelete=/);
  await expect(dialog).toHaveAccessibleDescription(`Wil je ${nl.business} uit je winkelwagen verwijderen?`);
  const close = dialog.getByRole("link", { name: "Sluiten" });
  const remove = dialog.getByRole("button", { name: "Verwijderen" });
  await expect(close).toBeFocused();

  // The page behind is inert: Tab and Shift+Tab only ever reach the dialog's two controls.
  const focusedInDialog = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active?.closest("dialog") ? active.textContent?.trim() : `outside: ${active?.tagName}`;
    });
  const seen: (string | undefined)[] = [];
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press("Tab");
    seen.push(await focusedInDialog());
  }
  await page.keyboard.press("Shift+Tab");
  seen.push(await focusedInDialog());
  expect(seen.filter((label) => label !== "Sluiten" && label !== "Verwijderen")).toEqual([]);
  expect(new Set(seen)).toEqual(new Set(["Sluiten", "Verwijderen"]));
  await expect(remove).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/confirmDelete=/);
  await expect(deleteLink).toBeFocused();
  expect(await db.cartItem.count({ where: { userId: await visitorId(page) } })).toBe(1);
});

test("a dialog on a freshly loaded page (its link shared or reloaded) becomes modal too and closes with Escape", async ({ page }) => {
  await page.goto(partnerUrl(null, "/profession?lng=nl"));
  await chooseProfession(page, "nl");
  await addToCart(page, "nl", nl.business);
  const cart = page.getByRole("complementary", { name: "Jouw verzekeringen" });
  await cart.getByRole("link", { name: `${nl.business} verwijderen` }).click();
  await expect(page).toHaveURL(/confirmDelete=/);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const dialog = page.getByRole("dialog", { name: "Verzekering verwijderen?" });
  await expect(dialog).toBeVisible();
  // The dialog's code loads when it is shown (decision 0094): modal once that chunk is in, just after hydration.
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cart.getByRole("link", { name: `${nl.business} verwijderen` })).toBeFocused();
  await expect(cart.getByRole("article")).toHaveCount(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the delete dialog is rendered open by the server: closing keeps the item, confirming deletes it", async ({ page }) => {
    await page.goto(partnerUrl(null, "/profession?q=webdes&lng=nl"));
    await page.getByRole("button", { name: nl.profession, exact: true }).click();
    await page.getByRole("button", { name: nl.add(nl.business) }).click();
    const cart = page.getByRole("complementary", { name: "Jouw verzekeringen" });
    await expect(cart.getByRole("article")).toHaveCount(1);
    const userId = await visitorId(page);

    await cart.getByRole("link", { name: `${nl.business} verwijderen` }).click();
    const dialog = page.getByRole("dialog", { name: "Verzekering verwijderen?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Sluiten" }).click();
    await expect(dialog).toBeHidden();
    expect(await db.cartItem.count({ where: { userId } })).toBe(1);

    await cart.getByRole("link", { name: `${nl.business} verwijderen` }).click();
    await dialog.getByRole("button", { name: "Verwijderen" }).click();
    await expect(dialog).toBeHidden();
    await expect(cart.getByText("Je winkelwagen is leeg.")).toBeVisible();
    expect(await db.cartItem.count({ where: { userId } })).toBe(0);
  });
});
