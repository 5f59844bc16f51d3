// The disability insurance (aov) flow as a self-employed visitor takes it (app/domain/flows/
// definitions.ts): price questions, the knowledge test, the medical history, details, payment,
// with the four-step bar; its outcomes (a BMI referral, medical underwriting, the test failed
// twice with the alternative test mailed); the premium following age and options with and
// without JavaScript; and the basic aov (Acture), bought without a steps bar. The right quiz
// answers and the medical questions come from the seed (prisma/seed-data/aov-health.ts).
import { expect, test, type Page } from "@playwright/test";
import {
  answerMedicalHistory,
  AOV,
  aovProductId,
  birthDateForAge,
  cents,
  continueOn,
  expectScreen,
  expectStepsBar,
  fillAovQuestions,
  MEDICAL,
  premiumOnPayment,
  premiumOnScreen,
  QUIZ,
  takeKnowledgeTest,
} from "./support/aov";
import { dateGroup, dateValue, fillDate } from "./support/dates";
import { db, visitorId } from "./support/db";
import { answerQuestion, fillDetails, pay, startCheckoutWith, TEXT, uniqueEmail, type Lang } from "./support/funnel";
import { partnerUrl } from "./support/hosts";
import { createOwnInsurerAdmin, removeOwnInsurerAdmin, signInStaff } from "./support/own-partner";
import { DOCX_BYTES, PDF_BYTES, TEXT_BYTES } from "../fixtures/uploads/files";

/** The first medical question whose "yes" asks for the insurer's medical underwriting. */
const UNDERWRITING_QUESTION = MEDICAL.find((question) =>
  question.options.some((option) => option.underwriting === "medical_underwriting"),
)!;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** From the product page to the medical history: the price questions and the test passed. */
async function throughTestToMedicalHistory(page: Page, lang: Lang, birthDate: string) {
  await startCheckoutWith(page, null, lang, [AOV[lang].product]);
  await fillAovQuestions(page, lang, { birthDate });
  await continueOn(page, lang);
  await expectScreen(page, "/checkout/knowledge-test", AOV[lang].knowledgeTestTitle);
  await takeKnowledgeTest(page, lang, true);
  await expectScreen(page, "/checkout/medical-history", AOV[lang].medicalTitle);
}

/** The bmi answer of the visitor, as stored. */
async function storedBmi(userId: string): Promise<number | null> {
  const productId = await aovProductId("aov");
  const answer = await db.answer.findFirst({ where: { userId, question: { productId, type: "bmi" } } });
  return answer?.floatValue ?? null;
}

const COMBINATIONS = [
  { lang: "nl", viewport: DESKTOP, label: "desktop" },
  { lang: "en", viewport: DESKTOP, label: "desktop" },
  { lang: "nl", viewport: PHONE, label: "375 px" },
  { lang: "en", viewport: PHONE, label: "375 px" },
] as const;

for (const { lang, viewport, label } of COMBINATIONS) {
  const text = AOV[lang];
  const funnel = TEXT[lang];
  const phone = viewport === PHONE;

  test.describe(`aov in ${lang}, ${label}`, () => {
    test.use({ viewport });

    // On PostgreSQL too (TEST_SUBSET=pg), once.
    test("bought end to end with the knowledge test passed", async ({ page }) => {
      const email = uniqueEmail(`aov-${lang}`);
      const birthDate = birthDateForAge(35);
      await startCheckoutWith(page, null, lang, [text.product]);

      await expectStepsBar(page, lang, text.steps[0]);
      await fillAovQuestions(page, lang, { birthDate, revenue: "80000" });
      await continueOn(page, lang);

      await expectScreen(page, "/checkout/knowledge-test", text.knowledgeTestTitle);
      await expectStepsBar(page, lang, text.steps[1]);
      await expect(page.getByText(text.attemptsLeft(2))).toBeVisible();
      await expect(page.getByRole("group", { name: /^(Vraag|Question) \d+ (van|of) 11: / })).toHaveCount(11);
      await takeKnowledgeTest(page, lang, true);

      await expectScreen(page, "/checkout/medical-history", text.medicalTitle);
      // The answered test reaches the data layer as a quiz event with the product (decision 0050).
      await expect
        .poll(() => page.evaluate(() => (window.dataLayer ?? []).find((entry) => (entry as { event?: string }).event === "quiz")))
        .toMatchObject({
          quiz_result: "passed",
          quiz_score: 11,
          quiz_total: 11,
          ecommerce: { items: [{ item_name: text.product, item_id: expect.any(String), price: expect.any(Number) }] },
        });
      await expectStepsBar(page, lang, text.steps[2]);
      await answerMedicalHistory(page, lang, { height: "180", weight: "75" });

      await expectScreen(page, "/checkout/details", text.detailsTitle);
      await expectStepsBar(page, lang, text.steps[3]);
      await fillDetails(page, lang, { email, birthDate });

      await expectScreen(page, "/checkout/payment", text.paymentTitle);
      await expectStepsBar(page, lang, text.steps[3]);
      const premium = await premiumOnPayment(page, lang, text.product);
      await pay(page, lang, "NL91ABNA0417164300");

      await expect(page).toHaveURL(/\/result\?/);
      await expect(page.getByRole("heading", { level: 1, name: funnel.insured })).toBeVisible();
      await expect(page.getByRole("row", { name: text.product })).toContainText(text.statusActive);

      const userId = await visitorId(page);
      const productId = await aovProductId("aov");
      const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
      expect(user.email).toBe(email);
      const policies = await db.policy.findMany({ where: { userId }, select: { productId: true, status: true, grossMonthlyCents: true } });
      expect(policies).toEqual([{ productId, status: "active", grossMonthlyCents: premium }]);
      const quiz = await db.quizResult.findUniqueOrThrow({ where: { userId_productId: { userId, productId } } });
      expect([quiz.passed, quiz.attempts, quiz.lastScore, quiz.questionCount]).toEqual([true, 1, 11, 11]);
      expect(await storedBmi(userId)).toBe(23.1);
    });

    if ((lang === "nl" && !phone) || (lang === "en" && phone)) {
      test("the knowledge test failed twice: the alternative test is mailed, no third attempt", async ({ page }) => {
        const email = uniqueEmail(`aov-failed-${lang}`);
        await startCheckoutWith(page, null, lang, [text.product]);
        await fillAovQuestions(page, lang, { birthDate: birthDateForAge(40) });
        await continueOn(page, lang);

        // First failure: the score and one attempt left.
        await expectScreen(page, "/checkout/knowledge-test", text.knowledgeTestTitle);
        await takeKnowledgeTest(page, lang, false);
        await expect(page.getByRole("heading", { level: 1, name: text.notPassed })).toBeVisible();
        await expect(page.getByText(text.score(0))).toBeVisible();
        await expect(page.getByText(text.attemptsLeft(1))).toBeVisible();
        await page.getByRole("link", { name: text.tryAgain }).click();

        // Second failure: no address known yet, so the page asks where to mail the new test.
        await expectScreen(page, "/checkout/knowledge-test", text.knowledgeTestTitle);
        await expect(page.getByText(text.attemptsLeft(1))).toBeVisible();
        await takeKnowledgeTest(page, lang, false);
        await expect(page.getByRole("heading", { level: 1, name: text.notPassed })).toBeVisible();
        await expect(page.getByRole("link", { name: text.tryAgain })).toHaveCount(0);
        const request = page.getByRole("form", { name: text.requestForm });
        await request.getByLabel(text.requestEmail, { exact: true }).fill(email);
        await request.getByRole("button", { name: text.requestSubmit }).click();
        await expect(page.getByRole("status").filter({ hasText: text.alternativeSent })).toBeVisible();

        const userId = await visitorId(page);
        const productId = await aovProductId("aov");
        const mails = await db.outboxMail.findMany({ where: { to: email } });
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toBe(text.mailSubject);
        const link = /https?:\/\/\S+\/checkout\/knowledge-test\/alternative\?token=[\w-]+/.exec(mails[0]!.text)?.[0];
        expect(link, mails[0]!.text).toBeTruthy();
        expect(mails[0]!.links).toEqual([link]);
        const quiz = await db.quizResult.findUniqueOrThrow({ where: { userId_productId: { userId, productId } } });
        expect([quiz.passed, quiz.attempts, quiz.lastScore]).toEqual([false, 2, 0]);
        expect(quiz.alternativeSentAt).not.toBeNull();

        // Back on the test: the end state, the mail mentioned, no questions and no way to try again.
        await page.goto(partnerUrl(null, "/checkout/knowledge-test"));
        await expect(page.getByRole("heading", { level: 1, name: text.notPassed })).toBeVisible();
        await expect(page.getByText(text.alternativeSent)).toBeVisible();
        await expect(page.getByRole("link", { name: text.tryAgain })).toHaveCount(0);
        await expect(page.getByRole("button", { name: text.submitTest })).toHaveCount(0);
        await expect(page.getByRole("radio")).toHaveCount(0);
        await expect(page.getByRole("form", { name: text.requestForm })).toHaveCount(0);
        expect(await db.outboxMail.count({ where: { to: email } })).toBe(1);
        // Nor can the later steps be reached by URL.
        await page.goto(partnerUrl(null, "/checkout/medical-history"));
        await expect(page).toHaveURL(/\/checkout\/knowledge-test$/);

        // The mailed link, opened on this device, gives exactly one more attempt.
        await page.goto(link!);
        await expectScreen(page, "/checkout/knowledge-test", text.knowledgeTestTitle);
        await expect(page.getByText(text.attemptsLeft(1))).toBeVisible();
        await expect(page.getByRole("group", { name: QUIZ[0]!.texts[lang] })).toBeVisible();
      });
    }

    if (lang === "en" && !phone) {
      test("a BMI above 33 refers to an adviser and sells nothing", async ({ page }) => {
        await throughTestToMedicalHistory(page, lang, birthDateForAge(45));
        await answerMedicalHistory(page, lang, { height: "180", weight: "120" });

        await expect(page).toHaveURL(/\/result\?type=hard-dropout$/);
        await expect(page.getByRole("heading", { level: 1, name: text.hardDropOut })).toBeVisible();
        await expect(page.getByText(text.adviser)).toContainText("+31 20 123 4567");
        const userId = await visitorId(page);
        expect(await db.policy.count({ where: { userId } })).toBe(0);
        expect(await storedBmi(userId)).toBe(37);
        const checkout = await db.checkout.findFirstOrThrow({ where: { userId }, select: { status: true, outcome: true } });
        expect(checkout).toEqual({ status: "completed", outcome: "hard_drop_out" });
        // The checkout is over: the details screen is no longer reachable.
        await page.goto(partnerUrl(null, "/checkout/details"));
        await expect(page).not.toHaveURL(/\/checkout\/details/);
      });
    }

    if (lang === "nl" && phone) {
      test("a medical answer that needs underwriting: bought, the policy waits for the assessment", async ({ page }) => {
        const email = uniqueEmail("aov-underwriting");
        const birthDate = birthDateForAge(33);
        await throughTestToMedicalHistory(page, lang, birthDate);
        await answerMedicalHistory(page, lang, { height: "180", weight: "75" }, UNDERWRITING_QUESTION.texts[lang]);

        await expectScreen(page, "/checkout/details", text.detailsTitle);
        await fillDetails(page, lang, { email, birthDate });
        await expectScreen(page, "/checkout/payment", text.paymentTitle);
        const premium = await premiumOnPayment(page, lang, text.product);
        await pay(page, lang, "NL91ABNA0417164300");

        await expect(page).toHaveURL(/\/result\?.*type=medical-underwriting/);
        await expect(page.getByRole("heading", { level: 1, name: text.underwriting })).toBeVisible();
        await expect(page.getByRole("row", { name: text.product })).toContainText(text.statusUnderwriting);
        const userId = await visitorId(page);
        const policies = await db.policy.findMany({
          where: { userId },
          select: { productId: true, status: true, grossMonthlyCents: true },
        });
        expect(policies).toEqual([{ productId: await aovProductId("aov"), status: "pending_underwriting", grossMonthlyCents: premium }]);
        const checkout = await db.checkout.findFirstOrThrow({ where: { userId }, select: { outcome: true } });
        expect(checkout.outcome).toBe("medical_underwriting");
      });
    }

    if (lang === "nl" && !phone) {
      test("the premium follows the age and the waiting period as they change (JavaScript)", async ({ page }) => {
        await startCheckoutWith(page, null, lang, [text.product]);
        await fillAovQuestions(page, lang, { birthDate: birthDateForAge(30), waitingDays: "365" });
        await continueOn(page, lang);
        await expect(page).toHaveURL(/\/checkout\/knowledge-test/);

        // Back on the questions: the premium for the saved answers, a 30-year-old waiting 365 days.
        await page.goto(partnerUrl(null, "/checkout/questions"));
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        const premium = premiumOnScreen(page, lang);
        const at30 = (await premium.innerText()).trim();

        // Fifty: dearer, without pressing anything.
        await fillDate(page, text.birthDate, birthDateForAge(50));
        await dateGroup(page, text.birthDate)
          .getByRole("textbox", { name: /^(Jaar|Year)$/ })
          .blur();
        await expect(premium).not.toHaveText(at30);
        const at50 = (await premium.innerText()).trim();
        expect(cents(at50)).toBeGreaterThan(cents(at30));

        // Fourteen days' waiting instead of 365: dearer still.
        await answerQuestion(page, text.waiting, text.days("14"));
        await expect(premium).not.toHaveText(at50);
        const waiting14 = (await premium.innerText()).trim();
        expect(cents(waiting14)).toBeGreaterThan(cents(at50));

        // A preview saves nothing: the stored birth date is still the 30-year-old's.
        const userId = await visitorId(page);
        const stored = await db.answer.findFirstOrThrow({ where: { userId, question: { field: "birth_date", product: { slug: "aov" } } } });
        expect(stored.dateValue).toBe(birthDateForAge(30));
      });
    }

    if (lang === "en" && !phone) {
      test("the premium follows the age and the waiting period without JavaScript, by the update button", async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, viewport, locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
        const page = await context.newPage();
        try {
          await page.goto(partnerUrl(null, `/profession?q=webdes&lng=${lang}`));
          await page.getByRole("button", { name: funnel.profession, exact: true }).click();
          await page.getByRole("button", { name: funnel.add(text.product) }).click();
          await page.getByRole("complementary").getByRole("button", { name: funnel.continue }).click();

          await fillAovQuestions(page, lang, { birthDate: birthDateForAge(30), waitingDays: "365" });
          const update = page.getByRole("button", { name: text.updatePremium });
          const premium = premiumOnScreen(page, lang);
          await update.click();
          expect(await dateValue(page, text.birthDate)).toBe(birthDateForAge(30));
          const at30 = cents(await premium.innerText());

          await fillDate(page, text.birthDate, birthDateForAge(50));
          await update.click();
          expect(await dateValue(page, text.birthDate)).toBe(birthDateForAge(50));
          const at50 = cents(await premium.innerText());
          expect(at50).toBeGreaterThan(at30);

          await answerQuestion(page, text.waiting, text.days("14"));
          await update.click();
          // The other answers stay as typed and chosen.
          await expect(page.getByRole("group", { name: text.waiting }).getByLabel(text.days("14"), { exact: true })).toBeChecked();
          await expect(page.getByLabel(text.income)).toHaveValue("50000");
          await expect(page.getByRole("group", { name: text.percentage }).getByLabel(text.percent80, { exact: true })).toBeChecked();
          const waiting14 = cents(await premium.innerText());
          expect(waiting14).toBeGreaterThan(at50);

          // Nothing is saved by a preview.
          expect(await db.answer.count({ where: { userId: await visitorId(page) } })).toBe(0);
        } finally {
          await context.close();
        }
      });
    }

    if ((lang === "en" && !phone) || (lang === "nl" && phone)) {
      test("the basic aov (Acture) is bought without a steps bar", async ({ page }) => {
        const email = uniqueEmail(`acture-${lang}`);
        const birthDate = birthDateForAge(28);
        const noStepsBar = () => expect(page.getByRole("navigation", { name: text.stepsLabel })).toHaveCount(0);
        await startCheckoutWith(page, null, lang, [text.acture]);

        await expectScreen(page, "/checkout/questions", text.questionsTitle);
        await noStepsBar();
        await fillDate(page, text.birthDate, birthDate);
        await answerQuestion(page, text.actureAmount, text.actureAmountOption);
        await answerQuestion(page, text.actureHours, funnel.yes);
        await answerQuestion(page, text.actureFit, funnel.yes);
        await continueOn(page, lang);

        // Straight to the details: no knowledge test, no medical history.
        await expectScreen(page, "/checkout/details", text.detailsTitle);
        await noStepsBar();
        await fillDetails(page, lang, { email, birthDate });

        await expectScreen(page, "/checkout/payment", text.paymentTitle);
        await noStepsBar();
        const premium = await premiumOnPayment(page, lang, text.acture);
        await pay(page, lang, "NL91ABNA0417164300");

        await expect(page.getByRole("heading", { level: 1, name: funnel.insured })).toBeVisible();
        await noStepsBar();
        const userId = await visitorId(page);
        const policies = await db.policy.findMany({
          where: { userId },
          select: { productId: true, status: true, grossMonthlyCents: true },
        });
        expect(policies).toEqual([{ productId: await aovProductId("aov-acture"), status: "active", grossMonthlyCents: premium }]);
        expect(await db.quizResult.count({ where: { userId } })).toBe(0);
      });
    }
  });
}

// The revenue rule through the screen (spec section 5): above € 250,000 an explanation is asked;
// exactly € 250,000 needs none.
test("expected revenue above € 250,000 asks for an explanation at the screen; € 250,000 itself does not", async ({ page }) => {
  const text = AOV.nl;
  const message = "Bij een verwachte omzet boven € 250.000 is een toelichting verplicht";
  await startCheckoutWith(page, null, "nl", [text.product]);
  await fillAovQuestions(page, "nl", { birthDate: birthDateForAge(40), revenue: "250000,01" });
  await continueOn(page, "nl");
  await expectScreen(page, "/checkout/questions", text.questionsTitle);
  // In the error summary (a link to the field) and at the field itself.
  await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(2);
  await expect(page.getByLabel(text.revenue)).toHaveValue("250000,01");
  await expect(page.getByLabel(text.income)).toHaveValue("50000");

  await page.getByLabel(text.revenue).fill("250000");
  await continueOn(page, "nl");
  await expectScreen(page, "/checkout/knowledge-test", text.knowledgeTestTitle);
  const userId = await visitorId(page);
  const revenue = await db.answer.findFirstOrThrow({ where: { userId, question: { field: "expected_revenue" } } });
  expect(revenue.moneyValueCents).toBe(25_000_000);
});

// A medical "yes" asks what and when and takes documents (app/domain/checkout/answer-details.ts);
// the underwriter reads both in the review. The fields are shown by CSS, so the same steps work
// with and without JavaScript.
for (const javaScriptEnabled of [true, false]) {
  test(`a medical "yes" is explained with a doctor's letter and the underwriter reads both (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: DESKTOP, locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
    const page = await context.newPage();
    const admin = await createOwnInsurerAdmin("answer-documents");
    try {
      const lang = "nl";
      const question = UNDERWRITING_QUESTION.texts.nl;
      const birthDate = birthDateForAge(33);
      if (javaScriptEnabled) await throughTestToMedicalHistory(page, lang, birthDate);
      else {
        // The profession search as a plain form, then the same steps.
        await page.goto(partnerUrl(null, `/profession?q=webdes&lng=${lang}`));
        await page.getByRole("button", { name: TEXT.nl.profession, exact: true }).click();
        await page.getByRole("button", { name: TEXT.nl.add(AOV.nl.product) }).click();
        await page.getByRole("complementary").getByRole("button", { name: TEXT.nl.continue }).click();
        await fillAovQuestions(page, lang, { birthDate });
        await continueOn(page, lang);
        await takeKnowledgeTest(page, lang, true);
        await expectScreen(page, "/checkout/medical-history", AOV.nl.medicalTitle);
      }
      const group = page.getByRole("group", { name: question });
      const explanation = group.getByLabel("Toelichting");
      const documents = group.getByLabel("Documenten (niet verplicht)");
      await expect(explanation).toBeHidden();

      // "Ja" without an explanation: asked for at the field, every answer kept.
      await answerMedicalHistory(page, lang, { height: "180", weight: "75" }, question, false);
      await expectScreen(page, "/checkout/medical-history", AOV.nl.medicalTitle);
      await expect(group.getByLabel(TEXT.nl.yes, { exact: true })).toBeChecked();
      await expect(explanation).toBeVisible();
      await expect(explanation).toHaveAccessibleDescription(/Licht je antwoord toe: wat was er en wanneer\?/);

      // Text named like a PDF is refused at the field; the Word document sent with it is kept.
      const told = "Knieblessure in maart 2024, volledig hersteld na fysiotherapie.";
      await explanation.fill(told);
      await documents.setInputFiles([
        { name: "brief.pdf", mimeType: "application/pdf", buffer: TEXT_BYTES },
        { name: "verslag.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: DOCX_BYTES },
      ]);
      await continueOn(page, lang);
      await expect(documents).toHaveAccessibleDescription(/Alleen JPEG, PNG, PDF of een Office-document \(DOCX, XLSX, ODT\) is toegestaan/);
      await expect(explanation).toHaveValue(told);
      const added = group.getByRole("group", { name: "Toegevoegd" });
      await expect(added).toContainText("verslag.docx");

      // Editable until the purchase: the Word document taken away, the doctor's letter added.
      await added.getByLabel("verslag.docx verwijderen").check();
      await documents.setInputFiles([{ name: "huisarts.pdf", mimeType: "application/pdf", buffer: PDF_BYTES }]);
      await continueOn(page, lang);
      await expectScreen(page, "/checkout/details", AOV.nl.detailsTitle);
      await fillDetails(page, lang, { email: uniqueEmail("aov-letter"), birthDate });
      await expectScreen(page, "/checkout/payment", AOV.nl.paymentTitle);
      await pay(page, lang, "NL91ABNA0417164300");
      await expect(page.getByRole("heading", { level: 1, name: AOV.nl.underwriting })).toBeVisible();

      // Stored: the explanation with the answer, both documents in the store, the policy naming the letter only.
      const userId = await visitorId(page);
      const answers = await db.answer.findMany({ where: { userId, question: { type: "medical" } }, include: { question: true } });
      const answer = answers.find((candidate) => (candidate.question.texts as { nl?: string }).nl === question);
      expect(answer?.explanation).toBe(told);
      const files = await db.answerFile.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
      expect(files.map((file) => [file.fileName, file.mimeType, file.removedAt === null])).toEqual([
        ["verslag.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", false],
        ["huisarts.pdf", "application/pdf", true],
      ]);
      const policy = await db.policy.findFirstOrThrow({ where: { userId }, select: { id: true, status: true } });
      expect(policy.status).toBe("pending_underwriting");

      // The underwriter reads the explanation and opens the letter; the removed document is not offered.
      await signInStaff(context, admin);
      await page.goto(partnerUrl(null, `/admin/review/${policy.id}?lng=nl`));
      const row = page.getByRole("row", { name: question });
      await expect(row).toContainText(`Toelichting: ${told}`);
      await expect(row.getByRole("link", { name: "verslag.docx" })).toHaveCount(0);
      const href = await row.getByRole("link", { name: "huisarts.pdf" }).getAttribute("href");
      const download = await context.request.get(partnerUrl(null, href!));
      expect(download.status()).toBe(200);
      expect(download.headers()["content-type"]).toBe("application/pdf");
      expect(Buffer.from(await download.body()).equals(PDF_BYTES)).toBe(true);
      // The removed document's id under this policy is not served.
      expect((await context.request.get(partnerUrl(null, `/admin/review/${policy.id}/files/${files[0]!.id}`))).status()).toBe(404);
    } finally {
      await context.close();
      await removeOwnInsurerAdmin(admin);
    }
  });
}
