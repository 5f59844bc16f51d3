// Honest prices as a person sees them (issue 35, decision 0086): the price on a product's card,
// read off the products page, is what the checkout charges a buyer who keeps the preselected
// default answers: exact for professional liability; "vanaf" for the aov and the car, where the
// cheapest buyer (20 years old on a € 30.000 income; the register's cheapest car, 15 claim-free
// years, living in Groningen) pays exactly that. Checked on the pay button and in the database.
import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "../../app/domain/platform/formatting";
import { BUILTIN_VEHICLE_PLATES } from "../../app/server/providers/data/vehicles";
import { answerMedicalHistory, AOV, birthDateForAge, cents, continueOn, expectScreen, takeKnowledgeTest } from "./support/aov";
import { CONSUMER, findCar, option, question } from "./support/consumer";
import { fillDate } from "./support/dates";
import { db, visitorId } from "./support/db";
import { addToCart, answerAllQuestions, chooseProfession, fillDetails, fillPerson, pay, TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

test.use({ viewport: { width: 1280, height: 800 } });

const IBAN = "NL91ABNA0417164300";
const text = TEXT.nl;

/** A fresh visitor with a profession on the products page; the card's price line as shown, and whether it says "vanaf". */
async function cardPrice(page: Page, productName: string): Promise<{ cents: number; from: boolean }> {
  await page.goto(partnerUrl(null, "/profession?lng=nl"));
  await chooseProfession(page, "nl");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: text.add(productName) }) });
  const line = (await card.getByText(/per maand$/).innerText()).trim();
  expect(line).toMatch(/^(vanaf )?€\s[\d.]+,\d\d per maand$/);
  return { cents: cents(line), from: line.startsWith("vanaf ") };
}

/** Into the checkout with this one product. */
async function checkoutWith(page: Page, productName: string) {
  await addToCart(page, "nl", productName);
  await page.getByRole("complementary").getByRole("button", { name: text.continue }).click();
}

/** What the purchase stored: the one policy's monthly premium. */
async function chargedCents(page: Page): Promise<number> {
  const policies = await db.policy.findMany({ where: { userId: await visitorId(page) }, select: { grossMonthlyCents: true } });
  expect(policies).toHaveLength(1);
  return policies[0]!.grossMonthlyCents;
}

test("professional liability: the card's exact price is charged to a buyer who keeps the preselected cover and deductible", async ({
  page,
}) => {
  const card = await cardPrice(page, text.professional);
  expect(card.from).toBe(false);
  await checkoutWith(page, text.professional);
  await expect(page).toHaveURL(/\/checkout\/questions/);
  // The answers the price assumed are chosen already; the buyer only answers what was not.
  await expect(page.getByRole("group", { name: /per schade verzekeren/ }).getByLabel("€ 1.250.000", { exact: true })).toBeChecked();
  await expect(page.getByRole("group", { name: /eigen risico per schade/ }).getByLabel("€ 500", { exact: true })).toBeChecked();
  await answerAllQuestions(page, "nl", [
    [/per schade verzekeren/, "€ 1.250.000"],
    [/eigen risico per schade/, "€ 500"],
  ]);
  await expect(page).toHaveURL(/\/checkout\/details/);
  await fillDetails(page, "nl", { email: uniqueEmail("shown-price-liability") });
  await expect(page).toHaveURL(/\/checkout\/payment/);
  await expect(page.getByRole("button", { name: text.buy })).toContainText(formatMoney(card.cents));
  await pay(page, "nl", IBAN);
  await expect(page.getByRole("heading", { level: 1, name: text.insured })).toBeVisible();
  expect(await chargedCents(page)).toBe(card.cents);
});

test("aov: 'vanaf' on the card is what the cheapest buyer pays with the preselected package", async ({ page }) => {
  const aov = AOV.nl;
  const card = await cardPrice(page, aov.product);
  expect(card.from).toBe(true);
  await checkoutWith(page, aov.product);
  await expectScreen(page, "/checkout/questions", aov.questionsTitle);
  // The cheapest package (short: 60 %, a year's waiting, one year's benefit) is preselected.
  await expect(page.getByRole("group", { name: aov.waiting }).getByLabel(aov.days("365"), { exact: true })).toBeChecked();
  await expect(page.getByRole("group", { name: aov.percentage }).getByLabel("60 %", { exact: true })).toBeChecked();
  await expect(page.getByRole("group", { name: aov.burnout }).getByLabel(aov.excludeBurnout, { exact: true })).toBeChecked();
  // Smoking is a fact about the buyer: never preselected.
  await expect(page.getByRole("group", { name: aov.smoker }).getByRole("radio", { checked: true })).toHaveCount(0);
  const birthDate = birthDateForAge(20);
  await fillDate(page, aov.birthDate, birthDate);
  await page.getByRole("group", { name: aov.smoker }).getByLabel(text.no, { exact: true }).check();
  await page.getByLabel(aov.income).fill("30000");
  await continueOn(page, "nl");
  await expectScreen(page, "/checkout/knowledge-test", aov.knowledgeTestTitle);
  await takeKnowledgeTest(page, "nl", true);
  await expectScreen(page, "/checkout/medical-history", aov.medicalTitle);
  await answerMedicalHistory(page, "nl", { height: "180", weight: "75" });
  await expectScreen(page, "/checkout/details", aov.detailsTitle);
  await fillDetails(page, "nl", { email: uniqueEmail("shown-price-aov"), birthDate });
  await expectScreen(page, "/checkout/payment", aov.paymentTitle);
  await expect(page.getByRole("button", { name: text.buy })).toContainText(formatMoney(card.cents));
  await pay(page, "nl", IBAN);
  await expect(page.getByRole("heading", { level: 1, name: text.insured })).toBeVisible();
  expect(await chargedCents(page)).toBe(card.cents);
});

test("car: 'vanaf' on the card is what the cheapest car and driver pay with the preselected WA cover, € 500 deductible and no extras", async ({
  page,
}) => {
  const car = CONSUMER.nl;
  const card = await cardPrice(page, car.car);
  expect(card.from).toBe(true);
  await checkoutWith(page, car.car);
  await findCar(page, "nl", "58-RN-DG");
  await expect(page).toHaveURL(/\/checkout\/questions/);
  await expect(option(question(page, car.cover), car.covers.wa)).toBeChecked();
  await expect(option(question(page, car.carDeductible), "€ 500")).toBeChecked();
  for (const extra of [car.legal, car.roadside, car.passenger]) await expect(option(question(page, extra), text.no)).toBeChecked();
  // Kilometres are the buyer's own estimate: never preselected.
  await expect(question(page, car.km).getByRole("radio", { checked: true })).toHaveCount(0);
  await option(question(page, car.km), car.kmUpTo10k).check();
  await page.getByRole("textbox", { name: car.claimFreeYears }).fill("15");
  await fillDate(page, car.mainDriverBirthDate, birthDateForAge(40));
  const address = question(page, car.carAddress);
  await address.getByRole("textbox", { name: car.postcode, exact: true }).fill("9711 LM");
  await address.getByRole("textbox", { name: car.houseNumber, exact: true }).fill("10");
  await page.getByRole("button", { name: text.continue, exact: true }).click();

  await fillPerson(page, "nl", { email: uniqueEmail("shown-price-car") });
  await page.getByRole("button", { name: text.continue, exact: true }).click();
  await answerAllQuestions(page, "nl", [], "final-questions");
  await expect(page).toHaveURL(/\/checkout\/payment/);
  await expect(page.getByRole("button", { name: text.buy })).toContainText(formatMoney(card.cents));
  await pay(page, "nl", IBAN);
  await expect(page.getByRole("heading", { level: 1, name: text.insured })).toBeVisible();
  expect(await chargedCents(page)).toBe(card.cents);
  const policy = await db.policy.findFirstOrThrow({ where: { userId: await visitorId(page) }, select: { insuredObject: true } });
  expect(policy.insuredObject).toMatchObject({ plate: BUILTIN_VEHICLE_PLATES.cheapest });
});
