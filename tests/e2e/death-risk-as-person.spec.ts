// Death-risk cover bought as a person (issue 33, decision 0092): the details screen asks the
// person and the home address, with no company step; the purchase (through the built-in identity
// check) stores the policyholder as a person: no company name, no company address.
import { expect, test, type Page } from "@playwright/test";
import { db, visitorId } from "./support/db";
import { answerAllQuestions, fillHomeAddress, fillPerson, startCheckoutWith, TEXT, uniqueEmail } from "./support/funnel";
import { passIdentityCheck } from "./support/identity";

const BIRTH_DATE = "1985-06-15";
const BIRTH_DATE_QUESTION = /^Wat is (je|uw) geboortedatum\?$/;

/** A date question: day, month and year fields in a group named by the question (decision 0088), or one date field. */
async function fillDateQuestion(page: Page, question: RegExp, iso: string) {
  await expect(page.getByText(question).first()).toBeVisible();
  const group = page.getByRole("group", { name: question });
  const day = group.getByRole("textbox", { name: /^Dag$/ });
  if ((await day.count()) === 0) return page.getByLabel(question).fill(iso);
  const [year, month, date] = iso.split("-");
  await day.fill(String(Number(date)));
  await group.getByRole("textbox", { name: /^Maand$/ }).fill(String(Number(month)));
  await group.getByRole("textbox", { name: /^Jaar$/ }).fill(year!);
}

test("death risk from the products to insured, as a person without a company", async ({ page }) => {
  await startCheckoutWith(page, null, "nl", ["Overlijdensrisicoverzekering"]);
  await fillDateQuestion(page, BIRTH_DATE_QUESTION, BIRTH_DATE);
  await answerAllQuestions(page, "nl");

  // The details screen: the person and the home address; no company name, register search or KvK number.
  await expect(page).toHaveURL(/\/checkout\/details/);
  await expect(page.getByRole("group", { name: "Woonadres" })).toBeVisible();
  await expect(page.getByLabel(TEXT.nl.companyName)).toHaveCount(0);
  await expect(page.getByRole("searchbox", { name: TEXT.nl.companySearch })).toHaveCount(0);
  await expect(page.getByLabel(/KvK/)).toHaveCount(0);
  const email = uniqueEmail("death-risk-person");
  await fillPerson(page, "nl", { email, birthDate: BIRTH_DATE });
  await fillHomeAddress(page, "nl");
  await page.getByRole("button", { name: TEXT.nl.continue, exact: true }).click();

  // Payment, then the identity check death risk requires, then insured.
  await expect(page).toHaveURL(/\/checkout\/payment/);
  await page.getByLabel(TEXT.nl.iban).fill("NL91ABNA0417164300");
  await page.getByLabel(TEXT.nl.consent).check();
  await passIdentityCheck(page, { birthDate: BIRTH_DATE });
  await expect(page.getByRole("heading", { level: 1, name: TEXT.nl.insured })).toBeVisible();

  // The policyholder is the person: the policy is theirs, no company was stored.
  const userId = await visitorId(page);
  const policy = await db.policy.findFirstOrThrow({ where: { userId }, include: { product: { select: { slug: true } } } });
  expect(policy).toMatchObject({ status: "active", product: { slug: "death-risk" } });
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  expect(user).toMatchObject({ firstName: "Sanne", lastName: "de Vries", email, companyName: null, chamberOfCommerceNumber: null });
  const addresses = await db.address.findMany({ where: { userId }, select: { type: true, street: true, city: true, country: true } });
  expect(addresses).toEqual([{ type: "personal", street: "Oudegracht", city: "Utrecht", country: "Nederland" }]);
});
