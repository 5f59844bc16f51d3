// Product pages and the available-products list: prices for the visitor's profession, the
// product's FAQ, documents and info cards, the _gl parameter carried along, and products a
// profession can not have.
import { expect, test } from "@playwright/test";
import { chooseProfession, TEXT } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

const nl = TEXT.nl;

test("a product page shows its cover, FAQ and documents, and adds to the cart", async ({ page, request }) => {
  await page.goto(partnerUrl(null, "/products/business-liability?lng=nl"));
  await expect(page.getByRole("heading", { level: 1, name: nl.business })).toBeVisible();
  await expect(page.getByText("€ 21,66 per maand")).toBeVisible(); // risk class 2 without a profession: 17,90 net + 21 %
  await expect(page.getByRole("heading", { name: "Wat is verzekerd" })).toBeVisible();
  await page.getByText("Hoe snel ben ik verzekerd?").click();
  await expect(page.getByText("Meestal binnen 5 minuten", { exact: false })).toBeVisible();
  const conditions = page.getByRole("link", { name: "Polisvoorwaarden (PDF)" });
  const href = await conditions.getAttribute("href");
  expect(href).toBe("/products/business-liability/documents/conditions");
  const pdf = await request.get(href!, { headers: { Host: new URL(partnerUrl(null, "/")).host } });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await page.getByRole("button", { name: nl.add(nl.business) }).click();
  await expect(page.getByRole("complementary").getByRole("article", { name: nl.business })).toBeVisible();
});

test("an unknown product or document is a 404", async ({ request }) => {
  const host = { Host: new URL(partnerUrl(null, "/")).host };
  expect((await request.get("/products/no-such-product", { headers: host })).status()).toBe(404);
  expect((await request.get("/products/business-liability/documents/secrets", { headers: host })).status()).toBe(404);
  expect((await request.get("/products/checkin", { headers: host })).status()).toBe(404);
});

test("the _gl parameter is carried from the profession page to the products", async ({ page }) => {
  await page.goto(partnerUrl(null, "/profession?_gl=1*abc*_ga*XYZ&lng=nl"));
  await chooseProfession(page, "nl");
  await expect(page).toHaveURL(/\/products\/available-products\?_gl=1\*abc\*_ga\*XYZ/);
  await expect(page.getByRole("link", { name: `Meer informatie over ${nl.business}` })).toHaveAttribute("href", /_gl=1\*abc\*_ga\*XYZ/);
});

test("a profession with a higher risk class is not offered every product", async ({ page }) => {
  await page.goto(partnerUrl(null, "/profession?lng=nl"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("searchbox", { name: nl.search }).fill("Dakdekker");
  await page.getByRole("button", { name: "Dakdekker", exact: true }).click();
  // Professional liability stops at risk class 3; a roofer is class 4.
  await expect(page.getByRole("heading", { level: 2, name: nl.business })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: nl.professional })).toHaveCount(0);
  await expect(page.getByText("Niet elke verzekering is beschikbaar voor jouw beroep.")).toBeVisible();
});
