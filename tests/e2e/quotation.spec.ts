// Broker quotations as people use them: the acme broker signs in, makes and sends a quote; the
// customer opens the mailed link in their own browser, reads the summary, can not delete the
// quote's item, finds the logo inert, and buys it through the normal checkout; the broker's
// table then says accepted. An expired link only asks the customer to go back to the broker.
import { expect, test, type Page } from "@playwright/test";
import { addDays, todayInAmsterdam } from "../../app/domain/platform/validation";
import { formatDate } from "../../app/domain/platform/formatting";
import { db } from "./support/db";
import { answerAllQuestions, completeDetailsAndPay, TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

const BUSINESS = TEXT.nl.business;

/** Script errors and React's console errors (a hydration mismatch shows up here). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // Not app errors: a resource the browser gave up on, and Remix's route-discovery fetch
    // cut off by the next navigation ("Failed to fetch manifest patches").
    if (message.type() === "error" && !/Failed to load resource|Failed to fetch manifest patches/.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

async function brokerSignsIn(page: Page) {
  await page.goto(partnerUrl("acme", "/broker/sign-in"));
  await page.getByLabel("E-mailadres").fill("broker@acme.example");
  await page.getByLabel("Wachtwoord").fill("demo-acme-broker");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/broker\/quotes$/);
  await expect(page.getByRole("heading", { name: "Mijn offertes" })).toBeVisible();
}

async function expectLogoInert(page: Page) {
  await expect(page.getByRole("link", { name: /naar de startpagina/ })).toHaveCount(0);
  const before = page.url();
  await page.getByTestId("logo").click();
  await expect(page).toHaveURL(before);
}

test("a broker sends a quote; the customer buys it from the mailed link; the broker sees it accepted", async ({ page, browser }) => {
  test.slow(); // two people, a whole purchase: about 30 s on a busy 2-core machine
  const customerEmail = uniqueEmail("quote");
  const brokerErrors = watchErrors(page);
  await brokerSignsIn(page);

  // The new-quote form, as the broker fills it in.
  await page.getByRole("navigation", { name: "Adviseur" }).getByRole("link", { name: "Nieuwe offerte" }).click();
  await expect(page.getByRole("heading", { name: "Nieuwe offerte", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Naam van de klant").fill("Karin Klant");
  await page.getByLabel("E-mailadres van de klant").fill(customerEmail);
  await page.getByRole("searchbox", { name: "Zoek een beroep" }).fill("webdes");
  await page.getByLabel("Beroep van de klant").selectOption({ label: TEXT.nl.profession });
  // Forgetting the cover is caught at the field, and nothing typed is lost.
  await page.getByRole("checkbox", { name: BUSINESS }).check();
  await page.getByRole("button", { name: "Bekijk offerte" }).click();
  const perClaim = page.getByRole("group", { name: TEXT.nl.perClaim });
  await expect(perClaim.getByText("Kies een antwoord")).toBeVisible();
  await expect(page.getByLabel("Naam van de klant")).toHaveValue("Karin Klant");
  await expect(page.getByLabel("E-mailadres van de klant")).toHaveValue(customerEmail);
  await expect(page.getByRole("checkbox", { name: BUSINESS })).toBeChecked();

  await perClaim.getByLabel("€ 2.500.000", { exact: true }).check();
  await page.getByRole("button", { name: "Bekijk offerte" }).click();

  // Preview: the premium from the rating engine, then send.
  await expect(page.getByRole("heading", { name: "Offerte controleren" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(BUSINESS) });
  await expect(row).toContainText("Verzekerd per schade");
  const previewPrice = (await page.getByTestId("quote-total-gross").innerText()).trim();
  expect(previewPrice).toMatch(/^€\s\d{1,3}(\.\d{3})*,\d{2}$/);
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText(`De offerte is verstuurd naar ${customerEmail}`)).toBeVisible();
  await expect(page).toHaveURL(/\/broker\/quotes\/[^/?]+\?sent=1$/);

  const quote = await db.quote.findFirstOrThrow({ where: { customerEmail }, include: { items: true } });
  expect(quote.sentAt).not.toBeNull();
  expect(quote.items).toHaveLength(1);
  const mail = await db.outboxMail.findFirstOrThrow({ where: { to: customerEmail } });
  const link = (mail.links as string[]).find((href) => href.includes("/checkout/quotation?quote_id="))!;
  // In the customer's language the broker chose (acme's default, Dutch, here).
  expect(link).toBe(partnerUrl("acme", `/checkout/quotation?quote_id=${quote.id}&lng=nl`));

  // The customer, in their own browser.
  const customerContext = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const customer = await customerContext.newPage();
  const customerErrors = watchErrors(customer);
  await customer.goto(link);
  await expect(customer.getByRole("heading", { name: "Je offerte van Bram de Broker" })).toBeVisible();
  await expect(customer.getByRole("row", { name: new RegExp(BUSINESS) })).toContainText(previewPrice);
  await expect(customer.getByRole("row", { name: new RegExp(BUSINESS) })).toContainText("€ 2.500.000,00");
  await expect(customer.getByRole("main").getByText(`geldig tot en met ${formatDate(quote.expiresOn)}`)).toBeVisible();
  // On a phone the summary is a stack of cards, one per product, within the screen (issue 35).
  await customer.setViewportSize({ width: 375, height: 740 });
  const gross = customer.getByTestId(/^quote-gross-/);
  await expect.poll(() => gross.evaluate((cell) => getComputedStyle(cell).display)).toBe("block");
  const table = customer.getByRole("table", { name: "Verzekeringen in deze offerte" });
  expect((await table.boundingBox())!.width).toBeLessThanOrEqual(375);
  await customer.setViewportSize({ width: 1280, height: 800 });
  // A broker session (decision 0080): the header names the broker and the quote's last day too.
  await expect(customer.getByRole("region", { name: "Je adviseur" })).toHaveText(
    new RegExp(`Offerte van Bram de Broker, geldig tot en met ${formatDate(quote.expiresOn)}`),
  );
  await expectLogoInert(customer);

  await customer.getByRole("button", { name: "Verder naar afsluiten" }).click();
  await expect(customer).toHaveURL(/\/checkout\/questions/);
  const cart = customer.getByRole("complementary");
  await expect(cart.getByRole("article", { name: BUSINESS })).toBeVisible();
  await expect(cart.getByTestId("cart-total-gross")).toHaveText(previewPrice);
  await expect(customer.getByRole("link", { name: `${BUSINESS} verwijderen` })).toHaveCount(0);
  await expectLogoInert(customer);

  // The normal checkout, keeping the broker's cover.
  await answerAllQuestions(customer, "nl", [[TEXT.nl.perClaim, "€ 2.500.000"]]);
  await completeDetailsAndPay(customer, "nl", uniqueEmail("quote-buyer"));
  await expect(customer.getByText(TEXT.nl.insured)).toBeVisible();

  const accepted = await db.quote.findUniqueOrThrow({ where: { id: quote.id } });
  expect(accepted.acceptedAt).not.toBeNull();
  expect(accepted.userId).toBeTruthy();
  const policy = await db.policy.findFirstOrThrow({ where: { userId: accepted.userId!, productId: quote.items[0]!.productId } });
  expect(policy.grossMonthlyCents).toBe(quote.items[0]!.grossMonthlyCents);

  // The link again: bought already, nothing to buy.
  await customer.goto(link);
  await expect(customer.getByRole("heading", { name: "Deze offerte is al afgesloten" })).toBeVisible();
  await expect(customer.getByRole("button", { name: "Verder naar afsluiten" })).toHaveCount(0);
  expect(customerErrors).toEqual([]);
  await customerContext.close();

  // The broker's table.
  await page.goto(partnerUrl("acme", "/broker/quotes"));
  await expect(page.getByRole("row", { name: new RegExp(quote.number) })).toContainText("afgesloten");

  // Clearing the broker session leads back to the quotes page, by way of the sign-in.
  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(/\/broker\/sign-in\?redirectTo=%2Fbroker%2Fquotes$/);
  await page.getByLabel("E-mailadres").fill("broker@acme.example");
  await page.getByLabel("Wachtwoord").fill("demo-acme-broker");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/broker\/quotes$/);
  expect(brokerErrors).toEqual([]);
});

test("an expired quote link only asks the customer for a new quote from the broker", async ({ page }) => {
  const broker = await db.staffAccount.findUniqueOrThrow({ where: { email: "broker@acme.example" } });
  const product = await db.insuranceProduct.findUniqueOrThrow({ where: { slug: "business-liability" } });
  const quote = await db.quote.create({
    data: {
      number: `OFF-E2E${Date.now().toString(36).toUpperCase()}`,
      partnerId: broker.partnerId!,
      brokerId: broker.id,
      customerEmail: uniqueEmail("expired-quote"),
      customerName: "Erik Eerder",
      expiresOn: addDays(todayInAmsterdam(), -1),
      sentAt: new Date(),
      items: { create: { productId: product.id, answers: {}, netMonthlyCents: 1790, grossMonthlyCents: 2166 } },
    },
  });
  await page.goto(partnerUrl("acme", `/checkout/quotation?quote_id=${quote.id}`));
  await expect(page.getByRole("heading", { name: "Deze link is verlopen" })).toBeVisible();
  await expect(page.getByText("Vraag Bram de Broker om een nieuwe offerte.")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Verder naar afsluiten" })).toHaveCount(0);
  await expect(page.getByRole("complementary")).toHaveCount(0);
  expect(await db.cartItem.count({ where: { quoteId: quote.id } })).toBe(0);
});
