// Emptying the cart in one go (issue 33; spec POST /cart-item/clear): a quiet link in the cart
// asks first, closing the question keeps everything, confirming empties the cart on the server;
// with and without JavaScript.
import { expect, test } from "@playwright/test";
import { db, visitorId } from "./support/db";
import { TEXT } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

const nl = TEXT.nl;

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the cart empties in one go after a confirmation", async ({ page }) => {
      // The profession search's no-script path (a query in the URL) serves both.
      await page.goto(partnerUrl(null, "/profession?q=webdes&lng=nl"));
      await page.getByRole("button", { name: nl.profession, exact: true }).click();
      const cart = page.getByRole("complementary", { name: "Jouw verzekeringen" });
      await page.getByRole("button", { name: nl.add(nl.business) }).click();
      await expect(cart.getByRole("article")).toHaveCount(1);
      await page.getByRole("button", { name: nl.add(nl.professional) }).click();
      await expect(cart.getByRole("article")).toHaveCount(2);

      await cart.getByRole("link", { name: "Winkelwagen leegmaken" }).click();
      const dialog = page.getByRole("dialog", { name: "Winkelwagen leegmaken?" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("Wil je alle verzekeringen (2) uit je winkelwagen verwijderen?");
      await dialog.getByRole("link", { name: "Sluiten" }).click();
      await expect(dialog).toBeHidden();
      await expect(cart.getByRole("article")).toHaveCount(2);

      await cart.getByRole("link", { name: "Winkelwagen leegmaken" }).click();
      await dialog.getByRole("button", { name: "Leegmaken" }).click();
      await expect(cart.getByText("Je winkelwagen is leeg.")).toBeVisible();
      await expect(cart.getByRole("link", { name: "Winkelwagen leegmaken" })).toHaveCount(0);
      expect(await db.cartItem.count({ where: { userId: await visitorId(page) } })).toBe(0);
    });
  });
}
