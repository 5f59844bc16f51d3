// The checkout follows its flow (app/domain/flows/definitions.ts): a home product is bought
// through the consumer screens (premium, your data with the home address and no company, final
// questions with the formalities, pay), and a visitor who jumps ahead by URL lands on the first
// step not done.
import { expect, test, type Page } from "@playwright/test";
import { db, visitorId } from "./support/db";
import { answerAllQuestions, fillHomeAddress, fillPerson, formalitiesRegion, pay, startCheckoutWith, TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

const nl = TEXT.nl;
const CONSUMER_STEPS = ["Premie", "Jouw gegevens", "Slotvragen", "Afsluiten"];

async function expectStepsBar(page: Page, current: string) {
  const bar = page.getByRole("navigation", { name: "Voortgang" });
  await expect(bar.getByRole("listitem")).toHaveText(CONSUMER_STEPS);
  await expect(bar.locator('[aria-current="step"]')).toHaveText(current);
}

test("a consumer buys personal liability without a company step", { tag: "@pg" }, async ({ page }) => {
  const email = uniqueEmail("home");
  await startCheckoutWith(page, null, "nl", [nl.homeLiability]);

  // Premium: only the price questions, no formalities yet.
  await expect(page).toHaveURL(/\/checkout\/questions/);
  await expectStepsBar(page, "Premie");
  await expect(page.getByRole("group", { name: "Wat is uw gezinssamenstelling?" })).toBeVisible();
  await expect(page.getByRole("group", { name: /verzekering geweigerd of opgezegd/ })).toHaveCount(0);
  await expect(formalitiesRegion(page, "nl")).toHaveCount(0);
  await answerAllQuestions(page, "nl");

  // Your data: the person and the home address, nothing about a company.
  await expect(page).toHaveURL(/\/checkout\/details/);
  await expectStepsBar(page, "Jouw gegevens");
  await expect(page.getByRole("group", { name: "Woonadres" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: nl.companySearch })).toHaveCount(0);
  await expect(page.getByRole("button", { name: nl.companySearchButton, exact: true })).toHaveCount(0);
  await expect(page.getByLabel(nl.companyName)).toHaveCount(0);
  await expect(page.getByLabel(/KvK/)).toHaveCount(0);
  await fillPerson(page, "nl", { email });
  await fillHomeAddress(page, "nl");
  await page.getByRole("button", { name: nl.continue, exact: true }).click();

  // Final questions: the product's acceptance question and the look-back formalities.
  await expect(page).toHaveURL(/\/checkout\/final-questions/);
  await expectStepsBar(page, "Slotvragen");
  await expect(page.getByRole("group", { name: /verzekering geweigerd of opgezegd\?$/ }).first()).toBeVisible();
  await expect(formalitiesRegion(page, "nl").getByRole("group")).toHaveCount(4);
  await answerAllQuestions(page, "nl", [], "final-questions");

  await expect(page).toHaveURL(/\/checkout\/payment/);
  await expectStepsBar(page, "Afsluiten");
  await pay(page, "nl", "NL91ABNA0417164300");
  await expect(page.getByRole("heading", { level: 1, name: nl.insured })).toBeVisible();

  const userId = await visitorId(page);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, include: { policies: { include: { product: true } }, addresses: true } });
  expect(user.email).toBe(email);
  expect(user.companyName).toBeNull();
  expect(user.policies.map((policy) => [policy.product.slug, policy.status])).toEqual([["home-liability", "active"]]);
  expect(user.addresses.map((address) => [address.type, address.postalCode, address.houseNumber, address.street, address.city])).toEqual([
    ["personal", "3511AB", "1", "Oudegracht", "Utrecht"],
  ]);
  const checkout = await db.checkout.findFirstOrThrow({ where: { userId }, select: { group: true, status: true, formalities: true } });
  expect([checkout.group, checkout.status]).toEqual(["consumer", "completed"]);
  expect(checkout.formalities).not.toBeNull();
});

test("a visitor who opens a later step by URL lands on the first step not done", async ({ page }) => {
  await startCheckoutWith(page, null, "nl", [nl.business]);
  await expect(page).toHaveURL(/\/checkout\/questions/);
  // Payment, details and an old screen's address, with the questions unanswered.
  for (const path of ["/checkout/payment", "/checkout/details", "/checkout/personalise", "/checkout/formalities"]) {
    await page.goto(partnerUrl(null, path));
    await expect(page, path).toHaveURL(/\/checkout\/questions$/);
  }
  // With the questions answered, payment sends the visitor to the details.
  await answerAllQuestions(page, "nl");
  await expect(page).toHaveURL(/\/checkout\/details/);
  await page.goto(partnerUrl(null, "/checkout/payment"));
  await expect(page).toHaveURL(/\/checkout\/details$/);
  expect(await db.policy.count({ where: { userId: await visitorId(page) } })).toBe(0);
});
