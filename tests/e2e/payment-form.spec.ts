// The payment form as a person meets it when they make a mistake: a message must not move
// the control under the pointer, and a form returned with errors keeps every answer.
import { expect, test, type Page } from "@playwright/test";
import { db, visitorId } from "./support/db";
import { addToCart, answerAllQuestions, fillDetails, pay, startCheckoutWith, TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

const nl = TEXT.nl;
const WRONG_IBAN = "NL12 ABNA 0417 1643 00";
const IBAN_MESSAGE = "Vul een geldig IBAN in";

async function toPayment(page: Page, tag: string) {
  await answerAllQuestions(page, "nl");
  await fillDetails(page, "nl", { email: uniqueEmail(tag) });
  await expect(page).toHaveURL(/\/checkout\/payment/);
}

test.describe("with JavaScript", () => {
  test("a wrong IBAN's message does not make the click on the consent box miss", async ({ page }) => {
    await startCheckoutWith(page, null, "nl", [nl.business]);
    await toPayment(page, "pay-js");
    const consent = page.getByLabel(nl.consent);
    const iban = page.getByLabel(nl.iban, { exact: true });
    await iban.fill(WRONG_IBAN);
    // At once: the IBAN field loses focus on the press, its message appears, the click still lands.
    await consent.click();
    await expect(consent).toBeChecked();
    await expect(page.getByText(IBAN_MESSAGE)).toBeVisible();
    await expect(iban).toHaveAttribute("aria-invalid", "true");
  });
});

test("the IBAN of a purchase is kept on the profile and offered again at the next checkout", async ({ page }) => {
  const iban = "NL91ABNA0417164300";
  await startCheckoutWith(page, null, "nl", [nl.business]);
  await toPayment(page, "pay-again");
  await expect(page.getByLabel(nl.iban, { exact: true })).toHaveValue("");
  await pay(page, "nl", "nl91 abna 0417 1643 00");
  await expect(page).toHaveURL(/\/result/);
  const userId = await visitorId(page);
  expect((await db.user.findUniqueOrThrow({ where: { id: userId }, select: { iban: true } })).iban).toBe(iban);

  // The next product: the payment screen starts from the kept IBAN.
  await page.goto(partnerUrl(null, "/products/available-products?lng=nl"));
  await addToCart(page, "nl", nl.professional);
  await page.getByRole("complementary").getByRole("button", { name: nl.continue }).click();
  await answerAllQuestions(page, "nl");
  // The customer's details are known by now: the flow may go straight to the payment screen.
  await expect(page).toHaveURL(/\/checkout\/(details|payment)/);
  if (/\/checkout\/details/.test(page.url())) await page.getByRole("button", { name: nl.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/payment/);
  await expect(page.getByLabel(nl.iban, { exact: true })).toHaveValue(iban);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a form returned for a wrong IBAN keeps the IBAN and the ticked consent box", async ({ page }) => {
    await page.goto(partnerUrl(null, "/profession?q=webdes&lng=nl"));
    await page.getByRole("button", { name: nl.profession, exact: true }).click();
    await page.getByRole("button", { name: nl.add(nl.business) }).click();
    await page.getByRole("complementary").getByRole("button", { name: nl.continue }).click();
    await toPayment(page, "pay-nojs");
    await page.getByLabel(nl.iban, { exact: true }).fill(WRONG_IBAN);
    await page.getByLabel(nl.consent).check();
    await page.getByRole("button", { name: nl.buy }).click();

    // The message twice: as a link in the error summary, and at the field it describes.
    await expect(page.getByRole("link", { name: IBAN_MESSAGE })).toBeVisible();
    await expect(page.getByLabel(nl.iban, { exact: true })).toHaveAccessibleDescription(new RegExp(IBAN_MESSAGE));
    await expect(page).toHaveURL(/\/checkout\/payment/);
    await expect(page.getByLabel(nl.iban, { exact: true })).toHaveValue(WRONG_IBAN);
    await expect(page.getByLabel(nl.consent)).toBeChecked();
  });
});
