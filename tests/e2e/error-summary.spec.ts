// Errors the GOV.UK way and check your answers (issue 35, decision 0088), with and without
// JavaScript: an empty required field gives the error summary, focused, whose links focus their
// field; street and city wait for the address lookup; a birth date is typed as day, month and
// year (31 2 1990 is refused with what was typed kept); the payment screen shows what is bought,
// for whom, from when and for how much, with change links; the knowledge test names a skipped
// question by its number.
import { expect, test, type Page } from "@playwright/test";
import { dateGroup, dateValue, fillDate } from "./support/dates";
import { db, visitorId } from "./support/db";
import { AOV, birthDateForAge, continueOn, expectScreen, QUIZ } from "./support/aov";
import { answerAllQuestions, fillPerson, pickCompany, startCheckoutWith, TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

const nl = TEXT.nl;

/** The summary: an alert headed "Er is een probleem". */
const summaryOf = (page: Page) => page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Er is een probleem" }) });

async function reachDetails(page: Page) {
  await page.goto(partnerUrl(null, "/profession?q=webdes&lng=nl"));
  // The cookie question first: its sheet would lie over the page's buttons.
  await page.getByTestId("consent-banner").getByRole("button", { name: "Weigeren" }).click();
  await expect(page.getByTestId("consent-banner")).toHaveCount(0);
  await page.getByRole("button", { name: nl.profession, exact: true }).click();
  await page.getByRole("button", { name: nl.add(nl.business) }).click();
  await page.getByRole("complementary", { name: "Jouw verzekeringen" }).getByRole("button", { name: nl.continue }).click();
  await answerAllQuestions(page, "nl");
  await expect(page).toHaveURL(/\/checkout\/details/);
  await page.waitForLoadState("load");
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("an empty form gives the error summary; its links focus the fields; dates are day, month and year", async ({ page }) => {
      await reachDetails(page);
      if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

      // Nothing filled in: the summary, focused, says what to do for each field, postcode
      // and house number first: street and city wait for the address lookup.
      await page.getByRole("button", { name: nl.continue, exact: true }).click();
      const summary = summaryOf(page);
      await expect(summary).toBeVisible();
      await expect(summary).toBeFocused();
      for (const message of [
        "Vul je voornaam in",
        "Vul je achternaam in",
        "Vul je geboortedatum in, bijvoorbeeld 27 3 1985",
        "Vul je e-mailadres in, bijvoorbeeld naam@voorbeeld.nl",
        "Vul de naam van je bedrijf in",
        "Vul je postcode in, bijvoorbeeld 1234 AB",
        "Vul je huisnummer in, bijvoorbeeld 12",
      ])
        await expect(summary.getByRole("link", { name: message })).toBeVisible();
      await expect(summary.getByRole("link", { name: "Vul je straat in" })).toHaveCount(0);
      await expect(summary.getByRole("link", { name: "Vul je woonplaats in" })).toHaveCount(0);
      await expect(page.getByText("Dit veld is verplicht")).toHaveCount(0);

      // Each link focuses its field: the first name's input, the birth date's day.
      await summary.getByRole("link", { name: "Vul je voornaam in" }).click();
      await expect(page.getByRole("textbox", { name: nl.firstName, exact: true })).toBeFocused();
      await summary.getByRole("link", { name: "Vul je geboortedatum in, bijvoorbeeld 27 3 1985" }).click();
      const birthDate = dateGroup(page, nl.birthDate);
      await expect(birthDate.getByRole("textbox", { name: "Dag" })).toBeFocused();
      await expect(birthDate.getByRole("textbox", { name: "Maand" })).toHaveAttribute("inputmode", "numeric");

      // 31 February does not exist: said at the date, what was typed kept.
      const email = uniqueEmail(javaScriptEnabled ? "summary-js" : "summary-nojs");
      await fillPerson(page, "nl", { email, birthDate: "1990-02-31" });
      await pickCompany(page, "nl");
      await page.getByRole("button", { name: nl.continue, exact: true }).click();
      const invalid = "Vul een datum in die bestaat, met cijfers, bijvoorbeeld 27 3 1985";
      await expect(summaryOf(page).getByRole("link", { name: invalid })).toBeVisible();
      await expect(birthDate.getByText(invalid)).toBeVisible();
      await expect(birthDate.getByRole("textbox", { name: "Dag" })).toHaveValue("31");
      await expect(birthDate.getByRole("textbox", { name: "Maand" })).toHaveValue("2");
      await expect(birthDate.getByRole("textbox", { name: "Jaar" })).toHaveValue("1990");
      await expect(page.getByLabel(nl.companyName)).toHaveValue("Jansen Webdesign");

      // Day, month and year as people write them: stored as an ISO date.
      await fillDate(page, nl.birthDate, "1990-04-07");
      await page.getByRole("button", { name: nl.continue, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/payment/);
      const user = await db.user.findUniqueOrThrow({ where: { id: await visitorId(page) } });
      expect(user.birthDate).toBe("1990-04-07");

      // Check your answers: what, for whom, from when, for how much, each with a change link.
      await expect(page.getByRole("heading", { name: "Controleer je gegevens" })).toBeVisible();
      const row = (label: string) => page.locator(".check-answers-row").filter({ has: page.getByRole("term").filter({ hasText: label }) });
      await expect(row("Wat je afsluit")).toContainText(nl.business);
      await expect(row("Voor wie")).toContainText("Sanne de Vries");
      await expect(row("Voor wie")).toContainText("Jansen Webdesign");
      await expect(row("Voor wie")).toContainText("Keizersgracht");
      const start = await dateValue(page, nl.startDate);
      await expect(row("Vanaf")).toContainText(start.split("-").reverse().join("-"));
      await expect(row("Wat je betaalt")).toContainText(/€\s\d+,\d{2} per maand/);
      await expect(row("Voor wie").getByRole("link", { name: "Wijzig voor wie" })).toHaveAttribute("href", "/checkout/details");
      await row("Vanaf").getByRole("link", { name: "Wijzig vanaf" }).click();
      await expect(dateGroup(page, nl.startDate).getByRole("textbox", { name: "Dag" })).toBeFocused();
      await expect(page.getByRole("table")).toHaveCount(0);

      // The payment's own summary: an emptied start date and no IBAN.
      await fillDate(page, nl.startDate, "");
      await page.getByLabel(nl.iban).fill("");
      await page.getByRole("button", { name: nl.buy }).click();
      await expect(summaryOf(page)).toBeFocused();
      await expect(summaryOf(page).getByRole("link", { name: "Vul de ingangsdatum in: dag, maand en jaar" })).toBeVisible();
      await expect(summaryOf(page).getByRole("link", { name: "Vul je IBAN in, bijvoorbeeld NL91 ABNA 0417 1643 00" })).toBeVisible();
      await summaryOf(page).getByRole("link", { name: "Vul je IBAN in, bijvoorbeeld NL91 ABNA 0417 1643 00" }).click();
      await expect(page.getByLabel(nl.iban)).toBeFocused();
      expect(await db.policy.count({ where: { userId: user.id } })).toBe(0);
    });
  });
}

test("the knowledge test: a skipped question is in the summary by its number, its link goes to it, the other answers kept", async ({
  page,
}) => {
  const aov = AOV.nl;
  await startCheckoutWith(page, null, "nl", [aov.product]);
  await expectScreen(page, "/checkout/questions", aov.questionsTitle);
  await fillDate(page, aov.birthDate, birthDateForAge(30));
  await page.getByRole("group", { name: aov.smoker }).getByLabel(nl.no, { exact: true }).check();
  await page.getByLabel(aov.income).fill("40000");
  await continueOn(page, "nl");
  await expectScreen(page, "/checkout/knowledge-test", aov.knowledgeTestTitle);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  // Every question answered but the third.
  const right = (question: (typeof QUIZ)[number]) => question.options.find((option) => option.isCorrect)!.labels.nl;
  for (const [index, question] of QUIZ.entries())
    if (index !== 2) await page.getByRole("group", { name: question.texts.nl }).getByLabel(right(question), { exact: true }).check();
  await page.getByRole("button", { name: aov.submitTest }).click();

  const summary = summaryOf(page);
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText(["Vraag 3: Kies een antwoord"]);
  await summary.getByRole("link").click();
  const third = page.getByRole("group", { name: QUIZ[2]!.texts.nl });
  await expect(third.getByRole("radio").first()).toBeFocused();
  await expect(page.getByRole("group", { name: QUIZ[0]!.texts.nl }).getByLabel(right(QUIZ[0]!), { exact: true })).toBeChecked();
  expect(await db.quizResult.count({ where: { userId: await visitorId(page) } })).toBe(0);
});
