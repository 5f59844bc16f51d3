// Brokers to the spec (issue 36, decision 0080), as people use it. The solo broker quotes a car
// by its plate in the customer's language; the customer opens the mailed link, sees the broker's
// name, can not delete the quoted car, is not asked the plate or the premium's answers again and
// pays exactly the quoted price; the broker's list then counts it bought. The acme broker quotes
// aov with birth date and income; the partner app opens it through the token API (quote_id,
// broker_quote); the checkout does not ask those answers, and "back to broker" clears the session
// and lands on the qa environment's broker quote page. An aov quoted with birth date and income
// is bought end to end from the mailed link (knowledge test, medical history) at exactly its price.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signExternalId } from "../../app/domain/account/signed-link";
import { BROKER_QUOTE_URL_QA } from "../../playwright.config";
import { dateValue, fillDate } from "./support/dates";
import { db } from "./support/db";
import { answerAllQuestions, fillHomeAddress, fillPerson, pay, TEXT, uniqueEmail } from "./support/funnel";
import { answerMedicalHistory, AOV, continueOn, expectScreen, premiumOnPayment, takeKnowledgeTest } from "./support/aov";
import { partnerUrl } from "./support/hosts";

const ACME_SECRET = "demo-acme-link-secret"; // prisma/seed-data/partners.ts

async function brokerSignsIn(page: Page, partner: "acme" | "solo", email: string, password: string) {
  await page.goto(partnerUrl(partner, "/broker/sign-in"));
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/broker\/quotes$/);
  await page.getByRole("navigation", { name: "Adviseur" }).getByRole("link", { name: "Nieuwe offerte" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function customer(page: Page, name: string, email: string) {
  await page.getByLabel("Naam van de klant").fill(name);
  await page.getByLabel("E-mailadres van de klant").fill(email);
  await page.getByRole("searchbox", { name: "Zoek een beroep" }).fill("webdes");
  await page.getByLabel("Beroep van de klant").selectOption({ label: TEXT.nl.profession });
}

/** Every choice of a product's price questions not set yet: its first option. */
async function firstOptions(product: Locator) {
  for (const group of await product.locator("fieldset.question").all()) {
    const radios = group.getByRole("radio");
    if ((await radios.count()) > 0 && (await group.locator("input[type=radio]:checked").count()) === 0) await radios.first().check();
  }
}

/** Preview, then send; the previewed total and the stored quote. */
async function previewAndSend(page: Page, email: string) {
  await page.getByRole("button", { name: "Bekijk offerte" }).click();
  await expect(page.getByRole("heading", { name: "Offerte controleren" })).toBeVisible();
  const total = (await page.getByTestId("quote-total-gross").innerText()).trim();
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText(`De offerte is verstuurd naar ${email}`)).toBeVisible();
  const quote = await db.quote.findFirstOrThrow({ where: { customerEmail: email }, include: { items: true } });
  return { total, quote };
}

test("a car quoted by its plate is bought from the mailed link at exactly the quoted price, not asked its answers again", async ({
  page,
  browser,
}) => {
  test.slow(); // two people and a whole car purchase
  const email = uniqueEmail("car-quote");
  await brokerSignsIn(page, "solo", "broker@solo.example", "demo-solo-broker");
  await customer(page, "Carla Auto", email);
  const car = page.locator(".quote-product").filter({ has: page.getByRole("checkbox", { name: "Autoverzekering" }) });
  await page.getByRole("checkbox", { name: "Autoverzekering" }).check();
  // An unknown plate is said at the field, and nothing typed is lost.
  await car.getByRole("textbox", { name: "Wat is het kenteken van je auto?" }).fill("ZZ-999-Z");
  await car.getByRole("textbox", { name: /^Hoeveel schadevrije jaren/ }).fill("5");
  await fillDate(car, "Wat is de geboortedatum van de hoofdbestuurder?", "1980-02-02");
  const home = page.getByRole("group", { name: "Waar woon je?" });
  await home.getByRole("textbox", { name: "Postcode", exact: true }).fill("3511 AB");
  await home.getByRole("textbox", { name: "Huisnummer", exact: true }).fill("1");
  await firstOptions(car);
  await page.getByRole("button", { name: "Bekijk offerte" }).click();
  const plate = page.getByRole("textbox", { name: "Wat is het kenteken van je auto?" });
  await expect(plate).toHaveAccessibleDescription(/kenteken/i);
  await expect(plate).toHaveValue("ZZ-999-Z");
  await plate.fill("S-482-HJ");
  const { total, quote } = await previewAndSend(page, email);
  expect(quote.items).toHaveLength(1);
  const mail = await db.outboxMail.findFirstOrThrow({ where: { to: email } });
  const link = (mail.links as string[])[0]!;
  expect(link).toBe(partnerUrl("solo", `/checkout/quotation?quote_id=${quote.id}&lng=nl`));

  const context = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const buyer = await context.newPage();
  await buyer.goto(link);
  await expect(buyer.getByRole("heading", { name: "Je offerte van Sanne Solo" })).toBeVisible();
  const [y, m, d] = quote.expiresOn.split("-");
  await expect(buyer.getByRole("region", { name: "Je adviseur" })).toContainText(
    `Offerte van Sanne Solo, geldig tot en met ${d}-${m}-${y}`,
  );
  await expect(buyer.getByRole("row", { name: /Autoverzekering/ })).toContainText("S482HJ");
  await buyer.getByRole("button", { name: "Verder naar afsluiten" }).click();

  // The plate and the premium's answers are not asked again: straight to the details.
  await expect(buyer).toHaveURL(/\/checkout\/details/);
  const cart = buyer.getByRole("complementary");
  await expect(cart.getByTestId("cart-total-gross")).toHaveText(total);
  await expect(cart.getByRole("link", { name: /verwijderen/ })).toHaveCount(0);
  await expect(buyer.getByRole("region", { name: "Je adviseur" })).toContainText("Sanne Solo");
  await fillPerson(buyer, "nl", { email });
  await buyer.getByRole("button", { name: TEXT.nl.continue, exact: true }).click();
  await answerAllQuestions(buyer, "nl", [], "final-questions");
  await expect(buyer).toHaveURL(/\/checkout\/payment/);
  await expect(buyer.getByRole("button", { name: TEXT.nl.buy })).toContainText(total);
  await pay(buyer, "nl", "NL91ABNA0417164300");
  await expect(buyer.getByRole("heading", { level: 1, name: TEXT.nl.insured })).toBeVisible();
  const bought = await db.quote.findUniqueOrThrow({ where: { id: quote.id } });
  expect(bought.acceptedAt).not.toBeNull();
  const policy = await db.policy.findFirstOrThrow({ where: { userId: bought.userId!, productId: quote.items[0]!.productId } });
  expect(policy.grossMonthlyCents).toBe(quote.items[0]!.grossMonthlyCents);
  await context.close();

  // The broker's pipeline counts it bought, and the filter shows it.
  await page.goto(partnerUrl("solo", "/broker/quotes"));
  const filter = page.getByRole("navigation", { name: "Offertes per status" });
  await filter.getByRole("link", { name: /^afgesloten \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/status=bought$/);
  await expect(page.getByRole("row", { name: new RegExp(quote.number) })).toContainText("afgesloten");
  await expect(page.getByRole("table", { name: "Conversie per maand" })).toBeVisible();
});

test("a partner app opens an aov quote through the token API; its answers are not asked again; back to broker lands on qa's page", async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const email = uniqueEmail("aov-quote");
  await brokerSignsIn(page, "acme", "broker@acme.example", "demo-acme-broker");
  await customer(page, "Anna Aov", email);
  // The customer's language: the mail's and the link's.
  await page.getByLabel("Taal van de klant").selectOption({ label: "English" });
  await fillDate(page, "Wat is je geboortedatum?", "1988-04-12");
  await page.getByRole("checkbox", { name: "Arbeidsongeschiktheidsverzekering" }).check();
  const aov = page.locator(".quote-product").filter({ has: page.getByRole("checkbox", { name: "Arbeidsongeschiktheidsverzekering" }) });
  await aov.getByRole("textbox", { name: /^Wat is je jaarinkomen/ }).fill("62000");
  await firstOptions(aov);
  const { total, quote } = await previewAndSend(page, email);
  expect(quote.type).toBe("broker");
  expect(quote.language).toBe("en");
  const mail = await db.outboxMail.findFirstOrThrow({ where: { to: email } });
  expect(mail.subject).toBe("Your quote from Acme Bank");
  expect(mail.text).toContain("Dear Anna Aov,");
  expect(mail.links).toEqual([partnerUrl("acme", `/checkout/quotation?quote_id=${quote.id}&lng=en`)]);

  // The partner app trades its signed customer id, quote_id and broker_quote for tokens and an open_url.
  const api = await playwright.request.newContext();
  const target = new URL(partnerUrl("acme", "/jwt/create-by-external-id"));
  const local = new URL(target);
  local.hostname = "localhost";
  const externalId = `app-aov-${Date.now()}`;
  const createdAt = String(Math.floor(Date.now() / 1000));
  const response = await api.post(local.toString(), {
    data: {
      external_id: externalId,
      signature_created_at: createdAt,
      signature: signExternalId(ACME_SECRET, externalId, createdAt),
      quote_id: quote.id,
      broker_quote: true,
    },
    headers: { Host: target.host },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { open_url: openUrl } = (await response.json()) as { open_url: string };
  await api.dispose();

  const context = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const app = await context.newPage();
  // The qa environment's broker quote page lives elsewhere: answered here.
  await context.route(`${BROKER_QUOTE_URL_QA}**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Broker quotes (qa)</title><h1>Broker quotes (qa)</h1>" }),
  );
  await app.goto(openUrl);
  await expect(app).toHaveURL(new RegExp(`/checkout/quotation\\?quote_id=${quote.id}$`));
  await expect(app.getByRole("heading", { name: "Je offerte van Bram de Broker" })).toBeVisible();
  await expect(app.getByRole("region", { name: "Je adviseur" })).toContainText("Offerte van Bram de Broker");
  await app.getByRole("button", { name: "Verder naar afsluiten" }).click();

  // The questions the quote answered are not asked; the price is the broker's.
  await expect(app).toHaveURL(/\/checkout\//);
  await expect(app.getByRole("group", { name: "Wat is je geboortedatum?" })).toHaveCount(0);
  await expect(app.getByRole("textbox", { name: /^Wat is je jaarinkomen/ })).toHaveCount(0);
  const cart = app.getByRole("complementary");
  await expect(cart.getByTestId("cart-total-gross")).toHaveText(total);
  await expect(cart.getByRole("link", { name: /verwijderen/ })).toHaveCount(0);
  const user = await db.user.findFirstOrThrow({ where: { externalId } });
  expect(await db.cartItem.count({ where: { userId: user.id, quoteId: quote.id } })).toBe(1);

  // Back to the broker: the quote leaves the cart, the session ends, qa's broker quote page opens.
  await app.getByRole("region", { name: "Je adviseur" }).getByRole("button", { name: "Terug naar adviseur" }).click();
  await expect(app).toHaveURL(BROKER_QUOTE_URL_QA);
  await expect(app.getByRole("heading", { name: "Broker quotes (qa)" })).toBeVisible();
  expect(await db.cartItem.count({ where: { userId: user.id } })).toBe(0);
  expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  await context.close();
});

test("an aov quoted with birth date and income is bought from the mailed link at exactly the quoted price, not asked those again", async ({
  page,
  browser,
}) => {
  test.slow(); // two people and a whole aov purchase: knowledge test and medical history
  const email = uniqueEmail("aov-bought");
  const birthDate = "1986-03-09";
  await brokerSignsIn(page, "acme", "broker@acme.example", "demo-acme-broker");
  await customer(page, "Bas Aov", email);
  await fillDate(page, "Wat is je geboortedatum?", birthDate);
  await page.getByRole("checkbox", { name: AOV.nl.product }).check();
  const aov = page.locator(".quote-product").filter({ has: page.getByRole("checkbox", { name: AOV.nl.product }) });
  await aov.getByRole("textbox", { name: /^Wat is je jaarinkomen/ }).fill("58000");
  await firstOptions(aov);
  const { total, quote } = await previewAndSend(page, email);
  expect(quote.items).toHaveLength(1);
  const quoted = quote.items[0]!;
  const link = ((await db.outboxMail.findFirstOrThrow({ where: { to: email } })).links as string[])[0]!;

  const context = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const buyer = await context.newPage();
  await buyer.goto(link);
  await expect(buyer.getByRole("heading", { name: "Je offerte van Bram de Broker" })).toBeVisible();
  await expect(buyer.getByRole("region", { name: "Je adviseur" })).toContainText("Offerte van Bram de Broker");
  await buyer.getByRole("button", { name: "Verder naar afsluiten" }).click();

  // Birth date and income are the quote's: not asked again. What the quote did not answer
  // (if anything) is the questions screen's; then the knowledge test.
  await expect(buyer).toHaveURL(/\/checkout\/(questions|knowledge-test)/);
  await expect(buyer.getByRole("group", { name: AOV.nl.birthDate })).toHaveCount(0);
  await expect(buyer.getByRole("textbox", { name: AOV.nl.income })).toHaveCount(0);
  const cart = buyer.getByRole("complementary");
  await expect(cart.getByTestId("cart-total-gross")).toHaveText(total);
  await expect(cart.getByRole("link", { name: /verwijderen/ })).toHaveCount(0);
  await expect(cart.getByRole("button", { name: /verwijderen/ })).toHaveCount(0);
  if (/\/checkout\/questions/.test(buyer.url())) await continueOn(buyer, "nl");
  await expectScreen(buyer, "/checkout/knowledge-test", AOV.nl.knowledgeTestTitle);
  await expect(buyer.getByRole("region", { name: "Je adviseur" })).toContainText("Bram de Broker");
  await takeKnowledgeTest(buyer, "nl", true);
  await expectScreen(buyer, "/checkout/medical-history", AOV.nl.medicalTitle);
  await answerMedicalHistory(buyer, "nl", { height: "182", weight: "77" });

  // The details start with the quote's birth date; the customer types only what the quote lacks.
  await expectScreen(buyer, "/checkout/details", AOV.nl.detailsTitle);
  expect(await dateValue(buyer, TEXT.nl.birthDate)).toBe(birthDate);
  await buyer.getByLabel(TEXT.nl.firstName).fill("Bas");
  await buyer.getByLabel(TEXT.nl.lastName).fill("Aov");
  await buyer.getByLabel(TEXT.nl.phone).fill("+31 6 12345678");
  await buyer.getByLabel(TEXT.nl.email).fill(email);
  // Acme hides the KvK number (hideKvk): its customers type their company's name and address.
  await buyer.getByLabel(TEXT.nl.companyName).fill("Aov Advies");
  await fillHomeAddress(buyer, "nl");
  await buyer.getByRole("button", { name: TEXT.nl.continue, exact: true }).click();

  // Exactly the quoted price, on screen and charged.
  await expectScreen(buyer, "/checkout/payment", AOV.nl.paymentTitle);
  expect(await premiumOnPayment(buyer, "nl", AOV.nl.product)).toBe(quoted.grossMonthlyCents);
  await expect(buyer.getByRole("button", { name: TEXT.nl.buy })).toContainText(total);
  await pay(buyer, "nl", "NL91ABNA0417164300");
  await expect(buyer.getByRole("heading", { level: 1, name: TEXT.nl.insured })).toBeVisible();
  const bought = await db.quote.findUniqueOrThrow({ where: { id: quote.id } });
  expect(bought.acceptedAt).not.toBeNull();
  const policy = await db.policy.findFirstOrThrow({ where: { userId: bought.userId!, productId: quoted.productId } });
  expect(policy.grossMonthlyCents).toBe(quoted.grossMonthlyCents);
  expect((await db.user.findUniqueOrThrow({ where: { id: bought.userId! } })).birthDate).toBe(birthDate);
  await context.close();
});
