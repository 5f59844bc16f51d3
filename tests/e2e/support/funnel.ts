// Steps of the default funnel as a visitor takes them, by role and label, in Dutch or English.
import { expect, type Locator, type Page } from "@playwright/test";
import { fillDate } from "./dates";

export const TEXT = {
  nl: {
    cta: "Bekijk verzekeringen",
    search: "Zoek je beroep",
    profession: "Webdesigner",
    add: (name: string) => `In winkelwagen: ${name}`,
    business: "Bedrijfsaansprakelijkheidsverzekering",
    professional: "Beroepsaansprakelijkheidsverzekering",
    homeLiability: "Aansprakelijkheidsverzekering particulieren",
    continue: "Verder",
    no: "Nee",
    yes: "Ja",
    firstName: "Voornaam",
    lastName: "Achternaam",
    birthDate: "Geboortedatum",
    phone: "Telefoonnummer",
    email: "E-mailadres",
    companySearch: /Zoek je bedrijf/,
    companySearchButton: "Zoeken",
    companyName: "Bedrijfsnaam",
    postalCode: "Postcode",
    houseNumber: "Huisnummer",
    street: "Straat",
    city: "Plaats",
    lookUpAddress: "Adres zoeken",
    formalitiesTitle: "Nog een paar slotvragen",
    startDate: "Ingangsdatum",
    iban: "IBAN",
    consent: /Ik machtig/,
    buy: /Nu afsluiten voor/,
    insured: "Je bent verzekerd",
    // The look-backs are asked once, as formalities (decision 0089).
    claims: /aansprakelijk gesteld voor schade/,
    bankrupt: /^Ben je de afgelopen 5 jaar failliet verklaard\?$/,
    perClaim: /per schade verzekeren/,
    custody: /onder je hoede/,
    formalities: [/aansprakelijk gesteld/, /politie of justitie/, /failliet verklaard/, /geweigerd of opgezegd/],
  },
  en: {
    cta: "View insurances",
    search: "Search your profession",
    profession: "Web designer",
    add: (name: string) => `Add to cart: ${name}`,
    business: "Business liability insurance",
    professional: "Professional liability insurance",
    homeLiability: "Personal liability insurance",
    continue: "Continue",
    no: "No",
    yes: "Yes",
    firstName: "First name",
    lastName: "Last name",
    birthDate: "Date of birth",
    phone: "Phone number",
    email: "Email address",
    companySearch: /Find your company/,
    companySearchButton: "Search",
    companyName: "Company name",
    postalCode: "Postcode",
    houseNumber: "House number",
    street: "Street",
    city: "City",
    lookUpAddress: "Find address",
    formalitiesTitle: "A few final questions",
    startDate: "Start date",
    iban: "IBAN",
    consent: /I authorise/,
    buy: /Buy now for/,
    insured: "You are insured",
    claims: /held you liable/,
    bankrupt: /declared bankrupt in the last 5 years\?$/,
    perClaim: /cover do you want per claim/,
    custody: /property in your care/,
    formalities: [/held you liable/, /police or the courts/, /declared bankrupt/, /refused or cancelled/],
  },
};
export type Lang = keyof typeof TEXT;

/** A valid Dutch IBAN for a bank code and account number (ISO 13616 check digits). */
export function dutchIban(bank: string, account: string): string {
  const bban = `${bank}${account.padStart(10, "0")}`;
  const digits = `${bban}NL00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `NL${String(98 - remainder).padStart(2, "0")}${bban}`;
}

export async function chooseProfession(page: Page, lang: Lang) {
  const text = TEXT[lang];
  // Search as you type needs the page's script: wait until it is interactive.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("searchbox", { name: text.search }).fill(text.profession.slice(0, 7));
  await page.getByRole("button", { name: text.profession, exact: true }).click();
  // The shop's /products/available-products or the calculator's /insurance-calculator/available-products.
  await expect(page).toHaveURL(/\/available-products/);
}

export async function addToCart(page: Page, lang: Lang, productName: string) {
  const add = page.getByRole("button", { name: TEXT[lang].add(productName) });
  await add.click();
  // This product's own button gives way to "in your cart": another product's mark, already
  // there from an earlier add, says nothing about this one (CI once continued with two of three).
  await expect(add).toHaveCount(0);
  await expect(page.getByText(lang === "nl" ? "In je winkelwagen" : "In your cart").first()).toBeVisible();
}

export async function answerQuestion(page: Page, question: RegExp, answer: string, within: Page | Locator = page) {
  await within.getByRole("group", { name: question }).getByLabel(answer, { exact: true }).check();
}

/** The look-back formalities' part of a questions page (its own region, apart from the products' questions). */
export function formalitiesRegion(page: Page, lang: Lang): Locator {
  return page.getByRole("region", { name: TEXT[lang].formalitiesTitle });
}

/** The person fields of the details screen (no submit). */
export async function fillPerson(page: Page, lang: Lang, person: { email: string; birthDate?: string }) {
  const text = TEXT[lang];
  await expect(page).toHaveURL(/\/checkout\/details/);
  await page.getByLabel(text.firstName).fill("Sanne");
  await page.getByLabel(text.lastName).fill("de Vries");
  await fillDate(page, text.birthDate, person.birthDate ?? "1990-04-12");
  await page.getByLabel(text.phone).fill("+31 6 12345678");
  await page.getByLabel(text.email).fill(person.email);
}

/** Finds the company with the details form's own search button and picks the result; the register fills the address (no submit). */
export async function pickCompany(page: Page, lang: Lang) {
  const text = TEXT[lang];
  await page.getByRole("searchbox", { name: text.companySearch }).fill("Jansen Webdesign");
  await page.getByRole("button", { name: text.companySearchButton, exact: true }).click();
  await page.getByRole("button", { name: /^Jansen Webdesign\b/ }).click();
  await expect(page.getByLabel(text.street)).toHaveValue("Keizersgracht");
  await expect(page.getByLabel(text.companyName)).toHaveValue("Jansen Webdesign");
}

/** A consumer's home address, Oudegracht 1 in Utrecht (known to the built-in address lookup); no submit. */
export async function fillHomeAddress(page: Page, lang: Lang) {
  const text = TEXT[lang];
  await page.getByLabel(text.postalCode).fill("3511AB");
  await page.getByLabel(text.houseNumber).fill("1");
  // The lookup fills street and city (with JavaScript as soon as focus leaves the number, without
  // it through the button); typing them while its answer arrives would race with it.
  await page.getByRole("button", { name: text.lookUpAddress }).click();
  await expect(page.getByLabel(text.street)).toHaveValue("Oudegracht");
  await expect(page.getByLabel(text.city)).toHaveValue("Utrecht");
}

/** The details screen of a business flow: the person, the company from the register, continue. */
export async function fillDetails(page: Page, lang: Lang, person: { email: string; birthDate?: string }) {
  await fillPerson(page, lang, person);
  await pickCompany(page, lang);
  await page.getByRole("button", { name: TEXT[lang].continue, exact: true }).click();
}

/** The details screen of a flow bought as a person (death risk, decision 0092): the person, the home address, continue. */
export async function fillPersonalDetails(page: Page, lang: Lang, person: { email: string; birthDate?: string }) {
  await fillPerson(page, lang, person);
  await expect(page.getByLabel(TEXT[lang].companyName)).toHaveCount(0);
  await fillHomeAddress(page, lang);
  await page.getByRole("button", { name: TEXT[lang].continue, exact: true }).click();
}

/** Answers the four look-back formalities on the questions page (no submit). */
export async function answerFormalities(page: Page, lang: Lang, answers: ("no" | "yes")[] = ["no", "no", "no", "no"]) {
  const text = TEXT[lang];
  const region = formalitiesRegion(page, lang);
  for (const [index, question] of text.formalities.entries()) {
    await answerQuestion(page, question, answers[index] === "yes" ? text.yes : text.no, region);
  }
}

export async function pay(page: Page, lang: Lang, iban: string) {
  const text = TEXT[lang];
  await page.getByLabel(text.iban).fill(iban);
  await page.getByLabel(text.consent).check();
  await page.getByRole("button", { name: text.buy }).click();
}

/** A fresh visitor on a partner's host with a profession and the given products in the cart, at the questions step. */
export async function startCheckoutWith(page: Page, partner: string | null, lang: Lang, products: string[]) {
  const { partnerUrl } = await import("./hosts");
  await page.goto(partnerUrl(partner, `/profession?lng=${lang}`));
  await chooseProfession(page, lang);
  for (const product of products) await addToCart(page, lang, product);
  const narrow = (page.viewportSize()?.width ?? 1280) < 865;
  if (narrow) await page.getByRole("link", { name: new RegExp(`^${products.length} product`) }).click();
  await page.getByRole("complementary").getByRole("button", { name: TEXT[lang].continue }).click();
}

/**
 * Answers every option question of a questions page with "Nee"/"No" (the first option where
 * there is none), overrides by question text; the look-back formalities, where the flow puts
 * them on this page, get "No" as well. Then continues.
 */
export async function answerAllQuestions(
  page: Page,
  lang: Lang,
  overrides: [RegExp, string][] = [],
  screen: "questions" | "final-questions" = "questions",
) {
  const text = TEXT[lang];
  await expect(page).toHaveURL(new RegExp(`/checkout/${screen}(\\?|$)`));
  // The URL changes when the page starts arriving: without JavaScript nothing else waits for
  // the rest of it, and counting its questions early finds only the first.
  await page.waitForLoadState("load");
  await expect(page.locator("fieldset.question").first()).toBeVisible();
  const groups = await page.locator("fieldset.question:not(.question-address)").all();
  // An address (postcode and house number, looked up on save): the built-in register's Oudegracht 1.
  for (const address of await page.locator("fieldset.question-address").all()) {
    await address.getByLabel("Postcode", { exact: true }).fill("3511 AB");
    await address.getByLabel(lang === "nl" ? "Huisnummer" : "House number", { exact: true }).fill("1");
  }
  for (const group of groups) {
    const name = (await group.locator("legend").innerText()).trim();
    const override = overrides.find(([pattern]) => pattern.test(name));
    if (override) {
      await group.getByLabel(override[1], { exact: true }).check();
      // A formality's yes asks what happened (the field shows once yes is chosen).
      const details = group.locator("textarea:visible");
      if ((await details.count()) > 0) await details.first().fill("Eenmanszaak, in 2023; afgehandeld.");
    } else if ((await group.getByLabel(text.no, { exact: true }).count()) > 0) await group.getByLabel(text.no, { exact: true }).check();
    else await group.getByRole("radio").first().check();
  }
  await expect(page.locator("fieldset.question input[type=radio]:checked")).toHaveCount(groups.length);
  // The formalities (where the flow asks them here) are among those groups: each got "No" unless overridden.
  for (const group of await formalitiesRegion(page, lang).locator("fieldset.question").all()) {
    const name = (await group.locator("legend").innerText()).trim();
    if (!overrides.some(([pattern]) => pattern.test(name))) await expect(group.getByLabel(text.no, { exact: true })).toBeChecked();
  }
  await page.getByRole("button", { name: text.continue, exact: true }).click();
}

/** A business flow after its questions page (formalities answered there): details, then pay. */
export async function completeDetailsAndPay(page: Page, lang: Lang, email: string, iban = "NL91ABNA0417164300") {
  await fillDetails(page, lang, { email });
  await expect(page).toHaveURL(/\/checkout\/payment/);
  await pay(page, lang, iban);
}

export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
}
