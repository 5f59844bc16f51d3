// Progressive enhancement: the whole purchase works with JavaScript switched off, including
// the delete confirmation and, on the one details form, the company search and the address
// lookup by button: each returns the form with everything typed kept.
import { expect, test } from "@playwright/test";
import { dateValue } from "./support/dates";
import { db, visitorId } from "./support/db";
import { answerAllQuestions, fillPerson, pay, TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

test.use({ javaScriptEnabled: false });
const nl = TEXT.nl;

test("a visitor without JavaScript buys a policy", { tag: "@pg" }, async ({ page }) => {
  await page.goto(partnerUrl(null, "/profession?q=webdes&lng=nl"));
  await page.getByRole("button", { name: nl.profession, exact: true }).click();
  await page.getByRole("button", { name: nl.add(nl.business) }).click();
  await page.getByRole("button", { name: nl.add(nl.professional) }).click();
  const cart = page.getByRole("complementary", { name: "Jouw verzekeringen" });
  await cart.getByRole("link", { name: `${nl.professional} verwijderen` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(cart.getByRole("article")).toHaveCount(1);
  await cart.getByRole("button", { name: nl.continue }).click();

  // The questions with the look-back formalities, all "Nee".
  await answerAllQuestions(page, "nl");
  const email = uniqueEmail("nojs");
  await fillPerson(page, "nl", { email });
  const expectPersonKept = async () => {
    await expect(page.getByLabel(nl.firstName)).toHaveValue("Sanne");
    await expect(page.getByLabel(nl.lastName)).toHaveValue("de Vries");
    expect(await dateValue(page, nl.birthDate)).toBe("1990-04-12");
    await expect(page.getByLabel(nl.phone)).toHaveValue("+31 6 12345678");
    await expect(page.getByLabel(nl.email)).toHaveValue(email);
  };

  // The company search is a submit of the same form: the results come back, the person stays.
  await page.getByRole("searchbox", { name: nl.companySearch }).fill("Jansen Webdesign");
  await page.getByRole("button", { name: nl.companySearchButton, exact: true }).click();
  await expect(page.getByRole("button", { name: "Jansen Webdesign (KvK 12345678) — Amsterdam" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: nl.companySearch })).toHaveValue("Jansen Webdesign");
  await expectPersonKept();

  // Company by hand instead, the address filled by the lookup button; still nothing lost.
  await page.getByLabel("Bedrijfsnaam").fill("De Vries Ontwerp");
  await page.getByLabel("Postcode").fill("9711 lm");
  await page.getByLabel("Huisnummer").fill("12");
  await page.getByLabel("Toevoeging (optioneel)").fill("a");
  await page.getByRole("button", { name: "Adres zoeken" }).click();
  await expect(page.getByLabel("Straat")).toHaveValue("Grote Markt");
  await expect(page.getByLabel("Plaats")).toHaveValue("Groningen");
  await expect(page.getByLabel("Bedrijfsnaam")).toHaveValue("De Vries Ontwerp");
  await expectPersonKept();
  await page.getByRole("button", { name: nl.continue, exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/payment/);
  await pay(page, "nl", "NL91 ABNA 0417 1643 00");
  await expect(page.getByRole("heading", { level: 1, name: nl.insured })).toBeVisible();
  const userId = await visitorId(page);
  const address = await db.address.findUniqueOrThrow({ where: { userId_type: { userId, type: "company" } } });
  expect([address.postalCode, address.houseNumber, address.addition, address.street]).toEqual(["9711LM", "12", "a", "Grote Markt"]);
  expect(await db.policy.count({ where: { userId, status: "active" } })).toBe(1);
});

test("an address the lookup does not know says so and can be confirmed by hand", async ({ page }) => {
  await page.goto(partnerUrl(null, "/profession?q=webdes&lng=nl"));
  await page.getByRole("button", { name: nl.profession, exact: true }).click();
  await page.getByRole("button", { name: nl.add(nl.business) }).click();
  await page.getByRole("complementary").getByRole("button", { name: nl.continue }).click();
  await answerAllQuestions(page, "nl");
  await fillPerson(page, "nl", { email: uniqueEmail("manual") });
  await page.getByLabel("Bedrijfsnaam").fill("Nieuwbouw BV");
  await page.getByLabel("Postcode").fill("1234AB");
  await page.getByLabel("Huisnummer").fill("7");
  await page.getByLabel("Straat").fill("Nieuwe Laan");
  await page.getByLabel("Plaats").fill("Ergens");
  await page.getByRole("button", { name: nl.continue, exact: true }).click();
  await expect(page.getByText("We kunnen geen adres vinden bij deze postcode en dit huisnummer").first()).toBeVisible();
  await expect(page.getByLabel("Straat")).toHaveValue("Nieuwe Laan");
  // Ticked, but the form comes back for another mistake: the tick and the address stay.
  await page.getByLabel("Het adres klopt zoals ik het heb ingevuld").check();
  await page.getByLabel("Bedrijfsnaam").fill("");
  await page.getByRole("button", { name: nl.continue, exact: true }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Vul de naam van je bedrijf in" })).toBeVisible();
  await expect(page.getByLabel("Het adres klopt zoals ik het heb ingevuld")).toBeChecked();
  await expect(page.getByLabel("Straat")).toHaveValue("Nieuwe Laan");
  await page.getByLabel("Bedrijfsnaam").fill("Nieuwbouw BV");
  await page.getByRole("button", { name: nl.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/payment/);
});

test("the calculator and the check-in work as plain forms", async ({ page }) => {
  // The calculator: profession, product, the price-only question, the result and its share link.
  await page.goto(partnerUrl("acme", "/insurance-calculator/profession?q=webdes&lng=nl"));
  await page.getByRole("button", { name: nl.profession, exact: true }).click();
  await expect(page).toHaveURL(/\/insurance-calculator\/available-products/);
  await page.getByRole("button", { name: nl.add(nl.business) }).click();
  await page.getByRole("complementary", { name: "Jouw verzekeringen" }).getByRole("button", { name: nl.continue }).click();
  await expect(page).toHaveURL(/\/insurance-calculator\/calculate$/);
  await page.getByRole("group", { name: nl.perClaim }).getByLabel("€ 1.250.000", { exact: true }).check();
  await page.getByRole("button", { name: "Bereken premie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Je berekening" })).toBeVisible();
  await page.getByRole("button", { name: "Berekening bewaren en delen" }).click();
  await expect(page.getByRole("textbox", { name: "Link naar deze berekening" })).toHaveValue(
    /\/insurance-calculator\/shared\/[\w-]+\.[\w-]+$/,
  );

  // The check-in (the direct partner has it): several kinds ticked, kept when a field is refused.
  await page.goto(partnerUrl(null, "/insurance-checkin-welcome?lng=nl&platform=web"));
  await page.getByRole("link", { name: "Start de check" }).click();
  await expect(page).toHaveURL(/\/profession\?.*flow=checkin/);
  await page.goto(partnerUrl(null, "/profession?flow=checkin&q=webdes&lng=nl"));
  await page.getByRole("button", { name: nl.profession, exact: true }).click();
  await expect(page).toHaveURL(/\/insurance-checkin-checkout\/questions/);
  await page.getByLabel("Beroepsaansprakelijkheid", { exact: true }).check();
  await page.getByLabel("Rechtsbijstand", { exact: true }).check();
  await page.getByLabel("Bij welke verzekeraar ben je verzekerd?").fill("Nationale Verzekeraar");
  await page.getByRole("button", { name: nl.continue, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Er is een probleem" })).toBeVisible();
  await expect(page.getByLabel("Beroepsaansprakelijkheid", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Rechtsbijstand", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Bedrijfsaansprakelijkheid", { exact: true })).not.toBeChecked();
  await expect(page.getByLabel("Bij welke verzekeraar ben je verzekerd?")).toHaveValue("Nationale Verzekeraar");
  const userId = await visitorId(page);
  expect(await db.answer.count({ where: { userId, question: { field: "insurer" } } })).toBe(0);
});
