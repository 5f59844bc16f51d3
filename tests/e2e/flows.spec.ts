// The checkout follows its flow (app/domain/flows/definitions.ts): a home product is bought
// through the consumer screens (premium, your data with the home address and no company, final
// questions with the formalities, pay), and a visitor who jumps ahead by URL lands on the first
// step not done.
import { expect, test, type Page } from "@playwright/test";
import { db, visitorId } from "./support/db";
import {
  answerAllQuestions,
  fillHomeAddress,
  fillPerson,
  formalitiesRegion,
  pay,
  startCheckoutWith,
  TEXT,
  uniqueEmail,
} from "./support/funnel";
import { partnerUrl } from "./support/hosts";

const nl = TEXT.nl;
const HOME = {
  nl: {
    // One set of step labels across flows (issue 35): the shop's, and "Slotvragen" of its own.
    steps: ["Verzekering", "Jouw gegevens", "Slotvragen", "Afronden"],
    bar: "Voortgang",
    household: "Wat is je gezinssamenstelling?",
    homeAddress: "Woonadres",
    // The look-back formality, which the product no longer asks beside it (decision 0089).
    refused: /verzekering van jou of een gezinslid geweigerd of opgezegd\?$/,
  },
  en: {
    steps: ["Insurance", "Your details", "Final questions", "Checkout"],
    bar: "Progress",
    household: "What is your household composition?",
    homeAddress: "Home address",
    refused: /of a member of your household in the last 8 years\?$/,
  },
} as const;

async function expectStepsBar(page: Page, lang: "nl" | "en", current: number) {
  const bar = page.getByRole("navigation", { name: HOME[lang].bar });
  await expect(bar.getByRole("listitem")).toHaveText([...HOME[lang].steps]);
  await expect(bar.locator('[aria-current="step"]')).toHaveText(HOME[lang].steps[current]!);
  await expect(bar.getByText(lang === "nl" ? `Stap ${current + 1} van 4` : `Step ${current + 1} of 4`, { exact: true })).toBeVisible();
}

// In Dutch on a desktop and in English at 375 px.
for (const { lang, viewport } of [
  { lang: "nl", viewport: { width: 1280, height: 800 } },
  { lang: "en", viewport: { width: 375, height: 740 } },
] as const) {
  test.describe(`${lang}, ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a consumer buys personal liability without a company step", async ({ page }) => {
      const text = TEXT[lang];
      const home = HOME[lang];
      const email = uniqueEmail(`home-${lang}`);
      await startCheckoutWith(page, null, lang, [text.homeLiability]);

      // Premium: only the price questions, no formalities yet.
      await expect(page).toHaveURL(/\/checkout\/questions/);
      await expectStepsBar(page, lang, 0);
      await expect(page.getByRole("group", { name: home.household })).toBeVisible();
      await expect(page.getByRole("group", { name: home.refused })).toHaveCount(0);
      await expect(formalitiesRegion(page, lang)).toHaveCount(0);
      await answerAllQuestions(page, lang);

      // Your data: the person and the home address, nothing about a company.
      await expect(page).toHaveURL(/\/checkout\/details/);
      await expectStepsBar(page, lang, 1);
      await expect(page.getByRole("group", { name: home.homeAddress })).toBeVisible();
      await expect(page.getByRole("searchbox", { name: text.companySearch })).toHaveCount(0);
      await expect(page.getByRole("button", { name: text.companySearchButton, exact: true })).toHaveCount(0);
      await expect(page.getByLabel(text.companyName)).toHaveCount(0);
      await expect(page.getByLabel(/KvK|Chamber of commerce/)).toHaveCount(0);
      await fillPerson(page, lang, { email });
      await fillHomeAddress(page, lang);
      await page.getByRole("button", { name: text.continue, exact: true }).click();

      // Final questions: the look-back formalities, each asked once (the refused insurance too).
      await expect(page).toHaveURL(/\/checkout\/final-questions/);
      await expectStepsBar(page, lang, 2);
      await expect(page.getByRole("group", { name: home.refused })).toHaveCount(1);
      await expect(formalitiesRegion(page, lang).getByRole("group")).toHaveCount(4);
      await answerAllQuestions(page, lang, [], "final-questions");

      await expect(page).toHaveURL(/\/checkout\/payment/);
      await expectStepsBar(page, lang, 3);
      await pay(page, lang, "NL91ABNA0417164300");
      await expect(page.getByRole("heading", { level: 1, name: text.insured })).toBeVisible();

      const userId = await visitorId(page);
      const user = await db.user.findUniqueOrThrow({
        where: { id: userId },
        include: { policies: { include: { product: true } }, addresses: true },
      });
      expect(user.email).toBe(email);
      expect(user.companyName).toBeNull();
      expect(user.policies.map((policy) => [policy.product.slug, policy.status])).toEqual([["home-liability", "active"]]);
      expect(
        user.addresses.map((address) => [address.type, address.postalCode, address.houseNumber, address.street, address.city]),
      ).toEqual([["personal", "3511AB", "1", "Oudegracht", "Utrecht"]]);
      const checkout = await db.checkout.findFirstOrThrow({ where: { userId }, select: { group: true, status: true, formalities: true } });
      expect([checkout.group, checkout.status]).toEqual(["consumer", "completed"]);
      expect(checkout.formalities).not.toBeNull();
    });
  });
}

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
