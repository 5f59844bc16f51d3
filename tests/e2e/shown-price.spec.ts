// Honest prices as a person sees them (issue 35, decision 0086): for every product of the demo
// catalogue, the price on its card, read off the products page, is what the checkout charges a
// buyer who keeps the preselected default answers. Exact for the two business liability lines;
// "vanaf" for the others, where the cheapest buyer pays exactly that: 20 years old on a € 30.000
// income; the register's cheapest car with a main driver of 40 and 15 claim-free years; living in
// Groningen (a home in Leeuwarden for the buildings cover); single, owner of a stone house; a
// tablet of € 250 or a drone of € 400 bought a month ago; a non-smoker. Checked on the payment
// screen and in the database.
import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "../../app/domain/platform/formatting";
import { BUILTIN_VEHICLE_PLATES } from "../../app/server/providers/data/vehicles";
import { answerMedicalHistory, AOV, birthDateForAge, cents, continueOn, expectScreen, takeKnowledgeTest } from "./support/aov";
import { CONSUMER, dateAgo, findCar, option, question } from "./support/consumer";
import { fillDate } from "./support/dates";
import { db, visitorId } from "./support/db";
import {
  addToCart,
  answerAllQuestions,
  answerQuestion,
  chooseProfession,
  fillDetails,
  fillHomeAddress,
  fillPerson,
  pay,
  TEXT,
  uniqueEmail,
} from "./support/funnel";
import { partnerUrl } from "./support/hosts";
import { passIdentityCheck } from "./support/identity";

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

/** The payment screen says the card's price (check your answers and the pay button); paid, the policy holds it. */
async function payTheCardPrice(page: Page, card: { cents: number }) {
  await expect(page).toHaveURL(/\/checkout\/payment/);
  await expect(page.getByTestId("payment-total")).toHaveText(`${formatMoney(card.cents)} per maand`);
  await expect(page.getByRole("button", { name: text.buy })).toContainText(formatMoney(card.cents));
  await pay(page, "nl", IBAN);
  await expect(page.getByRole("heading", { level: 1, name: text.insured })).toBeVisible();
  expect(await chargedCents(page)).toBe(card.cents);
}

/** A consumer's details (the address as the premium questions gave it, or typed), the final questions, on to payment. */
async function consumerDetailsAndFinalQuestions(page: Page, tag: string, final: [RegExp, string][] = [], typeAddress = false) {
  await fillPerson(page, "nl", { email: uniqueEmail(`shown-price-${tag}`) });
  if (typeAddress) await fillHomeAddress(page, "nl");
  await page.getByRole("button", { name: text.continue, exact: true }).click();
  await answerAllQuestions(page, "nl", final, "final-questions");
}

/** A fact about the buyer is never preselected: the question has no answer yet. */
async function expectUnanswered(page: Page, name: string | RegExp) {
  await expect(question(page, name).getByRole("radio", { checked: true })).toHaveCount(0);
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
  await payTheCardPrice(page, card);
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
  await payTheCardPrice(page, card);
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

  await consumerDetailsAndFinalQuestions(page, "car");
  await payTheCardPrice(page, card);
  const policy = await db.policy.findFirstOrThrow({ where: { userId: await visitorId(page) }, select: { insuredObject: true } });
  expect(policy.insuredObject).toMatchObject({ plate: BUILTIN_VEHICLE_PLATES.cheapest });
});

test("business liability: the card's exact price is charged to a buyer who keeps the preselected cover and no custody cover", async ({
  page,
}) => {
  const card = await cardPrice(page, text.business);
  expect(card.from).toBe(false);
  await checkoutWith(page, text.business);
  await expect(page).toHaveURL(/\/checkout\/questions/);
  await expect(question(page, text.perClaim).getByLabel("€ 1.250.000", { exact: true })).toBeChecked();
  await expect(question(page, text.custody).getByLabel(text.no, { exact: true })).toBeChecked();
  await answerAllQuestions(page, "nl", [
    [text.perClaim, "€ 1.250.000"],
    [text.custody, text.no],
  ]);
  await fillDetails(page, "nl", { email: uniqueEmail("shown-price-business") });
  await payTheCardPrice(page, card);
});

test("basic aov (Acture): 'vanaf' on the card is what a 20-year-old pays for the preselected € 1.000 a month", async ({ page }) => {
  const aov = AOV.nl;
  const card = await cardPrice(page, aov.acture);
  expect(card.from).toBe(true);
  await checkoutWith(page, aov.acture);
  await expectScreen(page, "/checkout/questions", aov.questionsTitle);
  await expect(question(page, aov.actureAmount).getByLabel(aov.actureAmountOption, { exact: true })).toBeChecked();
  const birthDate = birthDateForAge(20);
  await fillDate(page, aov.birthDate, birthDate);
  await answerQuestion(page, aov.actureHours, text.yes);
  await answerQuestion(page, aov.actureFit, text.yes);
  await continueOn(page, "nl");
  await expectScreen(page, "/checkout/details", aov.detailsTitle);
  await fillDetails(page, "nl", { email: uniqueEmail("shown-price-acture"), birthDate });
  await payTheCardPrice(page, card);
});

test("death risk: 'vanaf' on the card is what a non-smoker pays for the preselected € 100.000, after the identity check", async ({
  page,
}) => {
  const product = "Overlijdensrisicoverzekering";
  const card = await cardPrice(page, product);
  expect(card.from).toBe(true);
  await checkoutWith(page, product);
  await expect(page).toHaveURL(/\/checkout\/questions/);
  await expect(question(page, "Welk bedrag wil je verzekeren?").getByLabel("€ 100.000", { exact: true })).toBeChecked();
  const smoking = "Heb je in de afgelopen 2 jaar gerookt?";
  await expectUnanswered(page, smoking);
  const birthDate = birthDateForAge(20);
  await fillDate(page, /^Wat is je geboortedatum\?$/, birthDate);
  // "Nee" to smoking and to being under treatment; the amount stays € 100.000 (the first option).
  await answerAllQuestions(page, "nl", [[/^Welk bedrag wil je verzekeren\?$/, "€ 100.000"]]);
  await fillPerson(page, "nl", { email: uniqueEmail("shown-price-death-risk"), birthDate });
  await fillHomeAddress(page, "nl");
  await page.getByRole("button", { name: text.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/payment/);
  await expect(page.getByTestId("payment-total")).toHaveText(`${formatMoney(card.cents)} per maand`);
  await page.getByLabel(text.iban).fill(IBAN);
  await page.getByLabel(text.consent).check();
  await passIdentityCheck(page, { birthDate });
  await expect(page.getByRole("heading", { level: 1, name: text.insured })).toBeVisible();
  expect(await chargedCents(page)).toBe(card.cents);
});

test.describe("the home products: 'vanaf' on the card is what a single owner of a stone house pays in the cheapest region", () => {
  const home = CONSUMER.nl;

  /** The home's address and the facts about the buyer; the preselected cover choices are left as they are. */
  async function answerHome(page: Page, address: { postcode: string; houseNumber: string }, facts: [string, string][]) {
    await expect(page).toHaveURL(/\/checkout\/questions/);
    const group = question(page, home.homeAddress);
    await group.getByRole("textbox", { name: home.postcode, exact: true }).fill(address.postcode);
    await group.getByRole("textbox", { name: home.houseNumber, exact: true }).fill(address.houseNumber);
    for (const [name, answer] of facts) {
      await expectUnanswered(page, name);
      await option(question(page, name), answer).check();
    }
  }

  test("personal liability, with the preselected € 100 deductible", async ({ page }) => {
    const card = await cardPrice(page, home.liability);
    expect(card.from).toBe(true);
    await checkoutWith(page, home.liability);
    await answerHome(page, { postcode: "9711 LM", houseNumber: "10" }, [[home.household, "Alleenstaand"]]);
    await expect(option(question(page, home.homeDeductible), "€ 100")).toBeChecked();
    await page.getByRole("button", { name: text.continue, exact: true }).click();
    await consumerDetailsAndFinalQuestions(page, "home-liability");
    await payTheCardPrice(page, card);
  });

  test("buildings, with the preselected € 500 deductible and no glass or all-risk cover, in Leeuwarden", async ({ page }) => {
    const card = await cardPrice(page, home.building);
    expect(card.from).toBe(true);
    await checkoutWith(page, home.building);
    await answerHome(page, { postcode: "8911 CN", houseNumber: "40" }, [
      [home.ownership, "Eigenaar"],
      [home.household, "Alleenstaand"],
    ]);
    await option(question(page, home.conformity), text.yes).check();
    await expect(option(question(page, home.homeDeductible), "€ 500")).toBeChecked();
    await expect(option(question(page, /glasdekking/), text.no)).toBeChecked();
    await expect(option(question(page, /allriskdekking/), text.no)).toBeChecked();
    await page.getByRole("button", { name: text.continue, exact: true }).click();
    await consumerDetailsAndFinalQuestions(page, "home-building");
    await payTheCardPrice(page, card);
  });

  test("contents, with the preselected € 500 deductible and no all-risk cover", async ({ page }) => {
    const card = await cardPrice(page, home.content);
    expect(card.from).toBe(true);
    await checkoutWith(page, home.content);
    await answerHome(page, { postcode: "9711 LM", houseNumber: "10" }, [
      [home.ownership, "Eigenaar"],
      [home.household, "Alleenstaand"],
    ]);
    await option(question(page, home.conformity), text.yes).check();
    await expect(option(question(page, home.homeDeductible), "€ 500")).toBeChecked();
    await expect(option(question(page, /allriskdekking/), text.no)).toBeChecked();
    await page.getByRole("button", { name: text.continue, exact: true }).click();
    await consumerDetailsAndFinalQuestions(page, "home-content");
    await payTheCardPrice(page, card);
  });
});

test("device: 'vanaf' on the card is what a tablet of € 250 bought a month ago costs", async ({ page }) => {
  const device = CONSUMER.nl;
  const card = await cardPrice(page, device.device);
  expect(card.from).toBe(true);
  await checkoutWith(page, device.device);
  await expect(page).toHaveURL(/\/checkout\/questions/);
  await expectUnanswered(page, device.deviceType);
  await option(question(page, device.deviceType), "Tablet").check();
  await page.getByRole("textbox", { name: device.devicePrice }).fill("250");
  await fillDate(page, device.purchaseDate, dateAgo({ days: 30 }));
  await page.getByRole("textbox", { name: device.deviceIdentifier }).fill("SN-4711-PRICE");
  await page.getByRole("button", { name: text.continue, exact: true }).click();
  await consumerDetailsAndFinalQuestions(page, "device", [[device.deviceIntact, text.yes]], true);
  await payTheCardPrice(page, card);
});

test("drone: 'vanaf' on the card is what a drone of € 400 with the preselected liability cover costs", async ({ page }) => {
  const drone = CONSUMER.nl;
  const card = await cardPrice(page, drone.drone);
  expect(card.from).toBe(true);
  await checkoutWith(page, drone.drone);
  await expect(page).toHaveURL(/\/checkout\/questions/);
  await expect(option(question(page, drone.droneCover), "Aansprakelijkheid tot € 1.000.000")).toBeChecked();
  await page.getByRole("textbox", { name: drone.dronePrice }).fill("400");
  await fillDate(page, drone.purchaseDate, dateAgo({ days: 30 }));
  await page.getByRole("textbox", { name: drone.droneSerial }).fill("SN-4711-PRICE");
  await page.getByRole("button", { name: text.continue, exact: true }).click();
  await consumerDetailsAndFinalQuestions(page, "drone", [[drone.ownUseOnly, text.yes]], true);
  await payTheCardPrice(page, card);
});
