// The default funnel end to end, as a new visitor: welcome -> profession -> products -> cart
// -> questions (with the look-back formalities) -> details (person and company) -> start date
// and IBAN -> insured.
import { expect, test, type Page } from "@playwright/test";
import { db } from "./support/db";
import {
  addToCart,
  answerFormalities,
  answerQuestion,
  chooseProfession,
  dutchIban,
  fillPerson,
  pay,
  pickCompany,
  TEXT,
  type Lang,
} from "./support/funnel";
import { partnerUrl } from "./support/hosts";

function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
}

async function buyBusinessLiability(page: Page, lang: Lang, email: string, iban: string) {
  const text = TEXT[lang];
  await page.goto(partnerUrl("acme", `/welcome?lng=${lang}`));
  await page.getByRole("link", { name: text.cta }).click();
  await chooseProfession(page, lang);
  await addToCart(page, lang, text.business);
  // The cart shows the item; on a narrow screen behind the floating button.
  const narrow = (page.viewportSize()?.width ?? 1280) < 865;
  if (narrow) {
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await page.getByRole("link", { name: lang === "nl" ? "1 product in winkelwagen" : "1 product in cart" }).click();
  }
  const cart = page.getByRole("complementary", { name: lang === "nl" ? "Jouw verzekeringen" : "Your insurances" });
  await expect(cart.getByRole("article", { name: text.business })).toBeVisible();
  await cart.getByRole("button", { name: text.continue }).click();

  await expect(page).toHaveURL(/\/checkout\/questions/);
  // The product's questions and the look-back formalities on one page; the look-backs (claims,
  // bankruptcy) are asked once, as formalities, not again among the product's questions.
  const product = page.getByRole("region", { name: text.business });
  await answerQuestion(page, text.perClaim, lang === "nl" ? "€ 2.500.000" : "€2,500,000", product);
  await answerQuestion(page, text.custody, text.no, product);
  await expect(product.getByRole("group", { name: text.bankrupt })).toHaveCount(0);
  await expect(page.getByRole("group", { name: text.bankrupt })).toHaveCount(1);
  await expect(page.getByRole("group", { name: text.claims })).toHaveCount(1);
  await answerFormalities(page, lang);
  await page.getByRole("button", { name: text.continue, exact: true }).click();

  // One details screen: the person, then the company from the register.
  await expect(page).toHaveURL(/\/checkout\/details/);
  await fillPerson(page, lang, { email });
  await pickCompany(page, lang);
  // The pick kept what was typed above it.
  await expect(page.getByLabel(text.email)).toHaveValue(email);
  await page.getByRole("button", { name: text.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/payment/);
  await pay(page, lang, iban);
  await expect(page.getByRole("heading", { level: 1, name: text.insured })).toBeVisible();
}

async function expectActivePolicy(email: string, options: { discountPercent: number }) {
  const user = await db.user.findFirstOrThrow({
    where: { email },
    include: { policies: { include: { invoices: true, mandate: true, product: true } }, partner: true },
  });
  expect(user.isGuest).toBe(false);
  expect(user.partner.name).toBe("acme");
  expect(user.policies).toHaveLength(1);
  const [policy] = user.policies;
  expect(policy!.status).toBe("active");
  expect(policy!.product.slug).toBe("business-liability");
  expect(policy!.perClaimCents).toBe(250_000_000);
  expect(policy!.perYearCents).toBe(500_000_000);
  expect(policy!.discountPercent).toBe(options.discountPercent);
  // Business liability 17,90 net for risk class 1 is 16,11; × 1.18 for € 2.500.000 = 19,01; discount; + 21 % tax.
  const net = Math.round(Math.round(1611 * 1.18) * (1 - options.discountPercent / 100));
  expect(policy!.netMonthlyCents).toBe(net);
  expect(policy!.grossMonthlyCents).toBe(Math.round(net * 1.21));
  expect(policy!.invoices).toHaveLength(1);
  expect(policy!.invoices[0]!.amountCents).toBe(policy!.grossMonthlyCents);
  expect(policy!.mandate.reference).toMatch(/^MND-\d{8}-[A-Z0-9]{10}$/);
  const mails = await db.outboxMail.findMany({ where: { to: email } });
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain(policy!.number);
  expect(mails[0]!.text).not.toContain(policy!.mandate.iban);
  return policy!;
}

test.describe("default funnel", () => {
  test("a new visitor buys business liability in Dutch on the desktop", { tag: "@pg" }, async ({ page }) => {
    const email = uniqueEmail("nl-desktop");
    await buyBusinessLiability(page, "nl", email, "NL91ABNA0417164300");
    const policy = await expectActivePolicy(email, { discountPercent: 0 });
    await expect(page.getByRole("cell", { name: policy.number })).toBeVisible();
    await expect(page.getByText("NL91 **** **** **43 00", { exact: false })).toBeVisible();
  });

  test("a new visitor buys in English at 375 px, with the partner bank's 10% discount", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const email = uniqueEmail("en-mobile");
    await buyBusinessLiability(page, "en", email, dutchIban("ACME", "1234567890"));
    await expectActivePolicy(email, { discountPercent: 10 });
    await expect(page.getByRole("heading", { name: "You are insured" })).toBeVisible();
  });
});
