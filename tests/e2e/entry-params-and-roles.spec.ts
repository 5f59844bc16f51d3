// Issue 33's last rows in the browser (decisions 0090, 0091): a partner's link with returnURL
// and email pre-fills sign-in and the checkout, and after the purchase offers "Terug naar
// <partner>" on the result page to the listed site, never to another; the welcome and result pages say who sells
// (is_direct) with the co-brand (logo_secondary); a customer switches between freelancer and
// supplier on "Mijn gegevens" without JavaScript and the recommendations follow.
import { createCustomer, signInByEmail } from "./support/account";
import { db } from "./support/db";
import { answerAllQuestions, startCheckoutWith, TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";
import { expect, test } from "./support/own-partner";

test("returnURL and email from the partner's link; who sells and the co-brand", async ({ ownPartner, page }) => {
  const site = `https://www.${ownPartner.name}.example/verzekeren`;
  await db.partner.update({
    where: { id: ownPartner.id },
    data: { backToPartnerSiteUrl: site, isDirect: false, logoSecondary: "/brands/acme/logo.svg" },
  });
  const email = uniqueEmail("entry");
  const back = `${site}/klaar?van=verzekeren`;

  // The partner's link: a return to its listed site and the customer's address.
  await page.goto(partnerUrl(ownPartner.name, `/welcome?lng=nl&returnURL=${encodeURIComponent(back)}&email=${encodeURIComponent(email)}`));
  const brand = page.getByTestId("partner-brand");
  await expect(brand).toContainText(`${ownPartner.displayName} is je tussenpersoon voor deze verzekering.`);
  await expect(brand.getByRole("img", { name: "Logo van onze samenwerkingspartner" })).toHaveAttribute("src", "/brands/acme/logo.svg");
  await expect(brand).toContainText("In samenwerking met");
  // No way back on the welcome page: that comes after the purchase.
  await expect(page.getByRole("link", { name: `Terug naar ${ownPartner.displayName}` })).toHaveCount(0);

  // Sign-in is pre-filled with the address from the link.
  await page.goto(partnerUrl(ownPartner.name, "/sign-in"));
  await expect(page.getByLabel(TEXT.nl.email)).toHaveValue(email);

  // So is the checkout's e-mail field.
  await startCheckoutWith(page, ownPartner.name, "nl", [TEXT.nl.business]);
  await answerAllQuestions(page, "nl");
  await expect(page).toHaveURL(/\/checkout\/details/);
  await expect(page.getByLabel(TEXT.nl.email)).toHaveValue(email);

  // The result page (every outcome of a purchase lands there) offers the way back to the partner.
  await page.goto(partnerUrl(ownPartner.name, "/result?type=partly"));
  await expect(page.getByRole("link", { name: `Terug naar ${ownPartner.displayName}` })).toHaveAttribute("href", back);
  await expect(page.getByTestId("partner-brand")).toContainText(`${ownPartner.displayName} is je tussenpersoon`);
});

test("a return anywhere else is ignored; a direct partner says so", async ({ ownPartner, page }) => {
  await db.partner.update({
    where: { id: ownPartner.id },
    data: { backToPartnerSiteUrl: `https://www.${ownPartner.name}.example/`, isDirect: true, logoSecondary: null },
  });
  const backLink = page.getByRole("link", { name: `Terug naar ${ownPartner.displayName}` });
  for (const bad of [
    "//evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    partnerUrl("acme", "/welcome"),
    `https://www.${ownPartner.name}.example.evil.example/`,
    "%2F%2Fevil.example",
  ]) {
    await page.goto(partnerUrl(ownPartner.name, `/welcome?lng=nl&returnURL=${encodeURIComponent(bad)}`));
    await page.goto(partnerUrl(ownPartner.name, "/result?type=dropout"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(backLink, bad).toHaveCount(0);
  }
  // Direct: no intermediary, and no co-brand without a second logo.
  await expect(page.getByTestId("partner-brand")).toContainText(
    `Je sluit deze verzekering rechtstreeks af bij ${ownPartner.displayName}, zonder tussenpersoon.`,
  );
  await expect(page.getByTestId("partner-brand").getByRole("img")).toHaveCount(0);
  // A path on the partner's own site is a safe return.
  await page.goto(partnerUrl(ownPartner.name, `/welcome?returnURL=${encodeURIComponent("/user/policies")}`));
  await page.goto(partnerUrl(ownPartner.name, "/result?type=dropout"));
  await expect(backLink).toHaveAttribute("href", partnerUrl(ownPartner.name, "/user/policies"));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("freelancer or supplier on my details; a supplier is not recommended the income insurance", async ({ ownPartner, page }) => {
    const email = uniqueEmail("role");
    const customer = await createCustomer(ownPartner.name, email);
    await signInByEmail(page, email, ownPartner.name);
    const recommended = page.getByRole("region", { name: "Aanbevolen voor jou" });
    const aov = recommended.getByRole("heading", { name: "Arbeidsongeschiktheidsverzekering" });
    await page.goto(partnerUrl(ownPartner.name, "/user/policies"));
    await expect(aov).toBeVisible();
    await expect(recommended.getByRole("heading", { name: TEXT.nl.business })).toBeVisible();

    await page.goto(partnerUrl(ownPartner.name, "/user/details"));
    const role = page.getByRole("group", { name: "Je werkt als" });
    await expect(role.getByRole("radio", { name: /^Zzp'er/ })).toBeChecked();
    await role.getByRole("radio", { name: /^Leverancier/ }).check();
    await page.getByRole("button", { name: "Soort account opslaan" }).click();
    await expect(page).toHaveURL(/\/user\/details\?saved=role$/);
    await expect(page.getByRole("group", { name: "Je werkt als" }).getByRole("radio", { name: /^Leverancier/ })).toBeChecked();
    expect((await db.user.findUniqueOrThrow({ where: { id: customer.id } })).role).toBe("supplier");

    await page.goto(partnerUrl(ownPartner.name, "/user/policies"));
    await expect(recommended.getByRole("heading", { name: TEXT.nl.business })).toBeVisible();
    await expect(aov).toHaveCount(0);
  });
});
