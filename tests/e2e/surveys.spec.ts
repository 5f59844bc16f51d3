// Surveys as customers answer them (decision 0053): after cancelling a policy the cancel-policy
// survey asks why (a reason, "other" needs words) and how easy it was, and the response holds
// the policy, the reason and the score; the purchase-policy survey from the result page through
// all its steps, going back keeps what was given; and a visitor without JavaScript, whose
// refused answer is explained at the field with the text kept, and whose half-done survey
// continues where it was.
import { expect, test, type Page } from "@playwright/test";
import { addDays, todayInAmsterdam } from "../../app/domain/platform/field-checks";
import { fillDate } from "./support/dates";
import { db, visitorId } from "./support/db";
import { answerAllQuestions, completeDetailsAndPay, startCheckoutWith, TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

test.describe.configure({ timeout: 120_000 });

/** Buys business liability on acme; the browser is then that signed-in customer, on the result page. */
async function becomeCustomer(page: Page, tag: string) {
  await startCheckoutWith(page, "acme", "nl", [TEXT.nl.business]);
  await answerAllQuestions(page, "nl");
  await completeDetailsAndPay(page, "nl", uniqueEmail(tag));
  await expect(page.getByRole("heading", { level: 1, name: TEXT.nl.insured })).toBeVisible();
  const userId = await visitorId(page);
  const policy = await db.policy.findFirstOrThrow({ where: { userId }, select: { id: true, productId: true } });
  return { userId, policy };
}

const scale = (page: Page, question: string) => page.getByRole("group", { name: question });

test("a customer cancels a policy and answers why and how easy it was; the response holds policy, reason and score", async ({ page }) => {
  const { userId, policy } = await becomeCustomer(page, "survey-cancel");
  await page.goto(partnerUrl("acme", `/user/policies/${policy.id}/cancel`));
  await fillDate(page, "Einddatum", addDays(todayInAmsterdam(), 1));
  await page.getByRole("button", { name: "Verzekering opzeggen" }).click();

  await expect(page).toHaveURL(new RegExp(`/survey/cancel-policy/${policy.productId}/intro\\?policy=${policy.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Je hebt ${TEXT.nl.business} opgezegd` })).toBeVisible();
  await page.getByRole("button", { name: "Beginnen" }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Waarom heb je ${TEXT.nl.business} opgezegd?` })).toBeVisible();
  await expect(page.getByText("Stap 1 van 2")).toBeVisible();
  const reasons = page.getByRole("group", { name: "Wat is de belangrijkste reden?" });
  await expect(reasons.getByRole("radio")).toHaveCount(6);
  // "Other" without words is explained at the field.
  await reasons.getByLabel("Andere reden").check();
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect(page.getByRole("textbox", { name: "Andere reden" })).toHaveAccessibleDescription(/Vertel ons kort wat de reden is/);
  await reasons.getByLabel("Ergens anders goedkoper gevonden").check();
  await page.getByRole("button", { name: "Volgende" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Hoeveel moeite kostte het?" })).toBeVisible();
  await scale(page, "Hoe makkelijk was het om te regelen wat je wilde?").getByLabel("2", { exact: true }).check();
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor je mening!" })).toBeVisible();

  const responses = await db.surveyResponse.findMany({
    where: { userId },
    select: { survey: true, policyId: true, cancellationReason: true, effortScore: true, completedAt: true },
  });
  expect(responses).toHaveLength(1);
  expect(responses[0]).toMatchObject({
    survey: "cancel-policy",
    policyId: policy.id,
    cancellationReason: "cheaper_elsewhere",
    effortScore: 2,
  });
  expect(responses[0]!.completedAt).not.toBeNull();
});

test("the purchase survey from the result page, through all its steps, about the policy bought", async ({ page }) => {
  const { userId, policy } = await becomeCustomer(page, "survey-purchase");
  await page.getByRole("link", { name: "Geef je mening" }).click();
  await expect(page).toHaveURL(new RegExp(`/survey/purchase-policy/${policy.productId}/intro\\?policy=${policy.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Hoe ging het afsluiten van ${TEXT.nl.business}?` })).toBeVisible();
  await page.getByRole("button", { name: "Beginnen" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Je persoonlijke gegevens" })).toBeVisible();
  await expect(page.getByText("Stap 1 van 4")).toBeVisible();
  await scale(page, "Hoe makkelijk was het om je gegevens in te vullen?").getByLabel("4", { exact: true }).check();
  await page.getByLabel("Toelichting (optioneel)").fill("Het KvK-nummer zocht ik even op.");
  await page.getByRole("button", { name: "Volgende" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "De betaling" })).toBeVisible();
  // Back one step: what was given is still there.
  await page.getByRole("link", { name: "Vorige vraag" }).click();
  await expect(scale(page, "Hoe makkelijk was het om je gegevens in te vullen?").getByLabel("4", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Toelichting (optioneel)")).toHaveValue("Het KvK-nummer zocht ik even op.");
  await page.getByRole("button", { name: "Volgende" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "De betaling" })).toBeVisible();
  await scale(page, "Hoe makkelijk was het om de betaling te regelen?").getByLabel("5", { exact: true }).check();
  await page.getByRole("button", { name: "Volgende" }).click();

  await expect(page.getByText("Stap 3 van 4")).toBeVisible();
  await scale(page, "Welk cijfer geef je?").getByLabel("4", { exact: true }).check();
  await page.getByLabel("Toelichting (optioneel)").fill("Snel geregeld.");
  await page.getByRole("button", { name: "Volgende" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Hoeveel moeite kostte het?" })).toBeVisible();
  await scale(page, "Hoe makkelijk was het om te regelen wat je wilde?").getByLabel("5", { exact: true }).check();
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor je mening!" })).toBeVisible();

  const responses = await db.surveyResponse.findMany({
    where: { userId },
    select: { survey: true, policyId: true, rating: true, feedback: true, effortScore: true, answers: true, completedAt: true },
  });
  expect(responses).toHaveLength(1);
  expect(responses[0]).toMatchObject({
    survey: "purchase-policy",
    policyId: policy.id,
    rating: 4,
    feedback: "Snel geregeld.",
    effortScore: 5,
    answers: {
      personal: { personal_ease: 4, personal_comment: "Het KvK-nummer zocht ik even op." },
      payment: { payment_ease: 5 },
      rating: { rating: 4, feedback: "Snel geregeld." },
      effort: { effort_score: 5 },
    },
  });
  expect(responses[0]!.completedAt).not.toBeNull();
});

test("without JavaScript a visitor's refused answer is explained at the field, the text kept, and the survey continues where it was", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const product = await db.insuranceProduct.findUniqueOrThrow({ where: { slug: "business-liability" }, select: { id: true } });
    const feedback = `Zonder JavaScript ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await page.goto(partnerUrl("acme", `/survey/general/${product.id}/intro?lng=nl`));
    await page.getByRole("button", { name: "Beginnen" }).click();

    await expect(page.getByRole("heading", { level: 1, name: `Wat vind je van ${TEXT.nl.business}?` })).toBeVisible();
    // Without a rating (the form is noValidate: the server answers).
    await page.getByLabel("Toelichting (optioneel)").fill(feedback);
    await page.getByRole("button", { name: "Volgende" }).click();
    await expect(scale(page, "Welk cijfer geef je?")).toHaveAttribute("aria-invalid", "true");
    await expect(scale(page, "Welk cijfer geef je?").getByText("Dit veld is verplicht")).toBeVisible();
    await expect(page.getByLabel("Toelichting (optioneel)")).toHaveValue(feedback);

    await scale(page, "Welk cijfer geef je?").getByLabel("3", { exact: true }).check();
    await page.getByRole("button", { name: "Volgende" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Wil je nog iets kwijt?" })).toBeVisible();

    // Coming back later in the same browser: the intro continues at the step not yet answered.
    await page.goto(partnerUrl("acme", `/survey/general/${product.id}/intro?lng=nl`));
    await expect(page.getByRole("heading", { level: 1, name: "Wil je nog iets kwijt?" })).toBeVisible();
    await page.getByLabel("Opmerkingen (optioneel)").fill("Graag een app.");
    await page.getByRole("button", { name: "Versturen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor je mening!" })).toBeVisible();

    const stored = await db.surveyResponse.findMany({
      where: { feedback },
      select: { survey: true, userId: true, policyId: true, rating: true, answers: true, completedAt: true },
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      survey: "general",
      userId: null,
      policyId: null,
      rating: 3,
      answers: { rating: { rating: 3, feedback }, additional: { additional_comment: "Graag een app." } },
    });
    expect(stored[0]!.completedAt).not.toBeNull();
  } finally {
    await context.close();
  }
});
