// The customer's account area, as a customer uses it right after buying through the funnel
// (the browser session is then that signed-in customer): policy overview, policy page with
// the mandate, schedule PDF, details, invoices, inbox, cancelling; in English and on a phone.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { formatDate, formatMoney } from "../../app/domain/platform/formatting";
import { maskIban } from "../../app/domain/billing/sepa";
import { dateGroup, dateValue, fillDate } from "./support/dates";
import { db, visitorId } from "./support/db";
import { answerAllQuestions, completeDetailsAndPay, startCheckoutWith, TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";
import { pdfLines } from "../support/pdf-text";

const IBAN = "NL91ABNA0417164300";

/** Buys business liability on acme; afterwards the browser is signed in as that customer. */
async function becomeCustomer(page: Page) {
  const email = uniqueEmail("account");
  await startCheckoutWith(page, "acme", "nl", [TEXT.nl.business]);
  await answerAllQuestions(page, "nl");
  await completeDetailsAndPay(page, "nl", email, IBAN);
  await expect(page.getByRole("heading", { level: 1, name: TEXT.nl.insured })).toBeVisible();
  const userId = await visitorId(page);
  const policy = await db.policy.findFirstOrThrow({ where: { userId }, include: { mandate: true, invoices: true, product: true } });
  return { email, userId, policy };
}

/** The calendar date in Amsterdam, n days from today. */
function amsterdamDate(daysAhead = 0): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(Date.now() + daysAhead * 86_400_000));
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Elements that stick out past the right edge of the screen (none, when the page fits). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = document.documentElement.scrollWidth > width ? [`document ${document.documentElement.scrollWidth}`] : [];
    const elements = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.checkVisibility())
      // Inside a horizontal scroller (the account navigation's row) is fine.
      .filter((element) => !element.closest(".account-nav ul"))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`);
    return [...wide, ...elements];
  });
}

const accountNav = (page: Page) => page.getByRole("navigation", { name: "Mijn account" });

test("every account page shows what the funnel created", async ({ page }) => {
  test.slow(); // a purchase and then every page of the account
  const { userId, policy } = await becomeCustomer(page);

  // The header's user menu is named after the first name.
  await expect(page.getByRole("banner").getByText("Sanne", { exact: true })).toBeVisible();

  // /user leads to the policy overview.
  await page.goto(partnerUrl("acme", "/user"));
  await expect(page).toHaveURL(/\/user\/policies$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mijn verzekeringen" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Mijn account" });
  await expect(nav.getByRole("link", { name: "Polisoverzicht" })).toHaveAttribute("aria-current", "page");
  for (const name of ["Mijn gegevens", "Facturen", "Schades", /^Inbox/]) await expect(nav.getByRole("link", { name })).toBeVisible();

  const current = page.getByRole("region", { name: "Lopende verzekeringen" });
  const card = current.getByRole("listitem").filter({ hasText: policy.number });
  await expect(card.getByRole("heading", { name: TEXT.nl.business })).toBeVisible();
  await expect(card).toContainText("Actief");
  await expect(card).toContainText(formatMoney(policy.grossMonthlyCents));
  await expect(card).toContainText(formatDate(policy.startDate));

  // Recommended: not the product bought, with the price the available-products page shows.
  const recommended = page.getByRole("region", { name: "Aanbevolen voor jou" });
  await expect(recommended.getByRole("heading", { name: TEXT.nl.business })).toHaveCount(0);
  const aovCard = recommended
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Arbeidsongeschiktheidsverzekering" }) });
  const aovPrice = (await aovCard.locator(".policy-card-price").innerText()).trim();
  await page.goto(partnerUrl("acme", "/products/available-products"));
  const shopCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Arbeidsongeschiktheidsverzekering" }) });
  await expect(shopCard.locator(".product-card-price")).toHaveText(aovPrice);

  // The policy page: cover, premium, the mandate with a masked IBAN, documents.
  await page.goto(partnerUrl("acme", "/user/policies"));
  await page.getByRole("link", { name: TEXT.nl.business }).click();
  await expect(page).toHaveURL(new RegExp(`/user/policies/${policy.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: TEXT.nl.business })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Polisoverzicht" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(maskIban(IBAN), { exact: true })).toBeVisible();
  await expect(page.getByText(policy.mandate.reference, { exact: true })).toBeVisible();
  await expect(page.getByText(IBAN)).toHaveCount(0);
  await expect(page.getByText(formatMoney(policy.perClaimCents!), { exact: true })).toBeVisible();
  await expect(page.getByText(formatMoney(policy.netMonthlyCents), { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Polisvoorwaarden (PDF)" })).toHaveAttribute(
    "href",
    `/products/${policy.product.slug}/documents/conditions`,
  );
  await expect(page.getByRole("link", { name: "Schade melden" })).toHaveAttribute("href", `/user/claims?policy=${policy.id}`);

  // The schedule downloads as a PDF.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Polisblad (PDF)" }).click()]);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(await pdfLines(new Uint8Array(pdf))).toContain(policy.number);

  // Details: an error stays at its field with what was typed; then saved.
  await nav.getByRole("link", { name: "Mijn gegevens" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mijn gegevens" })).toBeVisible();
  const person = page.getByRole("region", { name: "Persoonlijke gegevens" });
  await expect(person.getByLabel("Voornaam")).toHaveValue("Sanne");
  await person.getByLabel("Telefoonnummer").fill("12");
  await person.getByRole("button", { name: "Persoonlijke gegevens opslaan" }).click();
  const phone = person.getByLabel("Telefoonnummer");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription("Een telefoonnummer heeft minimaal 10 cijfers");
  await expect(phone).toHaveValue("12");
  // Ten digits, but no such number: the server says so at the field and keeps what was typed.
  await phone.fill("0000000000");
  await person.getByRole("button", { name: "Persoonlijke gegevens opslaan" }).click();
  await expect(phone).toHaveAccessibleDescription("Vul een geldig telefoonnummer in");
  await expect(phone).toHaveValue("0000000000");
  await phone.fill("+31 6 87654321");
  await person.getByLabel("Voornaam").fill("Sanneke");
  await person.getByRole("button", { name: "Persoonlijke gegevens opslaan" }).click();
  await expect(page.getByRole("region", { name: "Persoonlijke gegevens" }).getByRole("status")).toHaveText(
    "Je wijzigingen zijn opgeslagen.",
  );
  expect(await db.user.findUniqueOrThrow({ where: { id: userId }, select: { firstName: true, phoneNumber: true } })).toEqual({
    firstName: "Sanneke",
    phoneNumber: "+31687654321", // stored in E.164
  });
  // Shown again as a person writes a Dutch number.
  await page.reload();
  await expect(page.getByRole("region", { name: "Persoonlijke gegevens" }).getByLabel("Telefoonnummer")).toHaveValue("06 87654321");
  await expect(page.getByRole("banner").getByText("Sanneke", { exact: true })).toBeVisible();

  // An address the lookup does not know: the error at the postal code, the typed values kept.
  const home = page.getByRole("region", { name: "Woonadres" });
  await home.getByLabel("Postcode").fill("1017 XN");
  await home.getByLabel("Huisnummer").fill("9999");
  await home.getByLabel("Straat").fill("Keizersgracht");
  await home.getByLabel("Plaats").fill("Amsterdam");
  await home.getByRole("button", { name: "Woonadres opslaan" }).click();
  await expect(home.getByLabel("Postcode")).toHaveAccessibleDescription(/We kunnen geen adres vinden bij deze postcode en dit huisnummer/);
  await expect(home.getByLabel("Postcode")).toHaveAttribute("aria-invalid", "true");
  await expect(home.getByLabel("Huisnummer")).toHaveValue("9999");
  await home.getByLabel("Huisnummer").fill("42");
  await home.getByRole("button", { name: "Woonadres opslaan" }).click();
  await expect(page.getByRole("region", { name: "Woonadres" }).getByRole("status")).toHaveText("Je wijzigingen zijn opgeslagen.");
  expect(await db.address.findUniqueOrThrow({ where: { userId_type: { userId, type: "personal" } } })).toMatchObject({
    postalCode: "1017XN",
    houseNumber: "42",
    street: "Keizersgracht",
  });

  // Invoices: the first invoice of the purchase.
  await nav.getByRole("link", { name: "Facturen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mijn facturen" })).toBeVisible();
  const invoice = policy.invoices[0]!;
  const invoiceCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Factuur ${invoice.number}` }) });
  await expect(invoiceCard).toContainText(`${formatDate(invoice.periodStart)} t/m ${formatDate(invoice.periodEnd)}`);
  await expect(invoiceCard).toContainText(formatMoney(invoice.amountCents));
  await expect(invoiceCard).toContainText("In behandeling");

  // Inbox: the badge counts the income insurance recommendation.
  await expect(nav.getByRole("link", { name: /^Inbox/ })).toHaveAccessibleName("Inbox 1 nieuw");
  await nav.getByRole("link", { name: /^Inbox/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mijn inbox" })).toBeVisible();
  await page.getByRole("link", { name: /Ben je verzekerd als je niet kunt werken\?/ }).click();
  await expect(page.getByRole("link", { name: "Bekijk de Arbeidsongeschiktheidsverzekering" })).toHaveAttribute("href", "/products/aov");
});

test("cancelling a policy: a date past the next billing date is refused, a valid one cancels", async ({ page }) => {
  test.slow(); // a purchase, three submits and the inbox
  const { userId, policy } = await becomeCustomer(page);
  await page.goto(partnerUrl("acme", `/user/policies/${policy.id}`));
  await page.getByRole("link", { name: "Verzekering opzeggen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${TEXT.nl.business} opzeggen` })).toBeVisible();
  await expect(page.getByText(/te veel premie betaald\? Dan storten we dat binnen 14 dagen na de laatste incasso terug/)).toBeVisible();

  // Day, month and year fields; the hint says the window (decision 0088).
  const endDate = dateGroup(page, "Einddatum");
  const [minShown, maxShown] = (await endDate.getByText(/^Van \d{2}-\d{2}-\d{4} tot en met \d{2}-\d{2}-\d{4}$/).innerText()).match(
    /\d{2}-\d{2}-\d{4}/g,
  )!;
  const isoOf = (shown: string) => shown.split("-").reverse().join("-");
  const max = isoOf(maxShown!);
  expect(max > amsterdamDate(0) && max <= amsterdamDate(30)).toBe(true);
  expect(isoOf(minShown!)).toBe(amsterdamDate(1));

  // One day too late.
  const [y, m, d] = max.split("-").map(Number) as [number, number, number];
  const tooLate = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  await fillDate(page, "Einddatum", tooLate);
  await page.getByRole("button", { name: "Verzekering opzeggen" }).click();
  await expect(endDate).toHaveAccessibleDescription(/Deze einddatum is te laat, kies een eerdere datum/);
  expect(await dateValue(page, "Einddatum")).toBe(tooLate);
  expect((await db.policy.findUniqueOrThrow({ where: { id: policy.id } })).status).toBe("active");

  // Today is too early.
  await fillDate(page, "Einddatum", amsterdamDate(0));
  await page.getByRole("button", { name: "Verzekering opzeggen" }).click();
  await expect(endDate).toHaveAccessibleDescription(/De einddatum moet op zijn vroegst morgen zijn/);
  expect((await db.policy.findUniqueOrThrow({ where: { id: policy.id } })).status).toBe("active");

  await fillDate(page, "Einddatum", max);
  await page.getByRole("button", { name: "Verzekering opzeggen" }).click();
  await expect(page).toHaveURL(new RegExp(`/survey/cancel-policy/${policy.productId}/intro\\?policy=${policy.id}$`));
  const cancelled = await db.policy.findUniqueOrThrow({ where: { id: policy.id } });
  expect(cancelled).toMatchObject({ status: "cancelled", endDate: max });
  expect(cancelled.cancelledAt).not.toBeNull();

  // The confirmation waits in the inbox, unread, next to the recommendation.
  await page.goto(partnerUrl("acme", "/user/inbox"));
  await expect(accountNav(page).getByRole("link", { name: /^Inbox/ })).toHaveAccessibleName("Inbox 2 nieuw");
  const subject = `Je ${TEXT.nl.business} is opgezegd`;
  // Opening a message is a button (a post): it marks the message read.
  await page.getByRole("button", { name: `Nieuw: ${subject}`, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: subject })).toBeVisible();
  await expect(page.getByText(new RegExp(`Je bent verzekerd tot en met ${formatDate(max!)}`))).toBeVisible();
  await expect(accountNav(page).getByRole("link", { name: /^Inbox/ })).toHaveAccessibleName("Inbox 1 nieuw");
  expect((await db.inboxMessage.findFirstOrThrow({ where: { userId } })).readAt).not.toBeNull();

  // The policy now reads as cancelled, without a way to cancel again.
  await page.goto(partnerUrl("acme", `/user/policies/${policy.id}`));
  await expect(page.getByText("Opgezegd", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Verzekering opzeggen" })).toHaveCount(0);
  await page.goto(partnerUrl("acme", `/user/policies/${policy.id}/cancel`));
  await expect(page.getByRole("alert")).toHaveText("Deze verzekering is al opgezegd. Er is niets gewijzigd.");
});

test("the account in English, with the user menu's sign-out buttons", async ({ page }) => {
  const { policy } = await becomeCustomer(page);
  await page.goto(partnerUrl("acme", "/user/policies?lng=en"));
  await expect(page.getByRole("heading", { level: 1, name: "My insurances" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "My account" });
  await expect(nav.getByRole("link", { name: "Policy overview" })).toHaveAttribute("aria-current", "page");
  const card = page.getByRole("region", { name: "Current insurances" }).getByRole("listitem").filter({ hasText: policy.number });
  await expect(card.getByRole("heading", { name: TEXT.en.business })).toBeVisible();
  await expect(card).toContainText("Active");
  await nav.getByRole("link", { name: "Invoices" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My invoices" })).toBeVisible();
  await expect(page.getByText("Processing", { exact: true })).toBeVisible();

  // The user menu: named after the first name, the account pages, two ways to sign out.
  await page.getByRole("banner").getByText("Sanne", { exact: true }).click();
  const menu = page.getByRole("navigation", { name: "Account menu" });
  await expect(menu.getByRole("link", { name: "My details" })).toBeVisible();
  const signOut = page.getByRole("button", { name: "Sign out", exact: true });
  await expect(signOut).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out everywhere" })).toHaveAttribute("name", "everywhere");
  expect(await signOut.evaluate((button) => (button as HTMLButtonElement).form?.getAttribute("action"))).toBe("/sign-out");
});

test("the account on a 375 px phone", async ({ page }) => {
  const { policy } = await becomeCustomer(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(partnerUrl("acme", "/user/policies"));
  await expect(page.getByRole("heading", { level: 1, name: "Mijn verzekeringen" })).toBeVisible();
  // Nothing wider than the screen.
  expect(await overflowing(page)).toEqual([]);

  // The side navigation is a row above the page; every link can be reached and used.
  const nav = accountNav(page);
  await expect(nav).toBeVisible();
  const inbox = nav.getByRole("link", { name: /^Inbox/ });
  await inbox.scrollIntoViewIfNeeded();
  await expect(inbox).toBeInViewport();
  await nav.getByRole("link", { name: "Mijn gegevens" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mijn gegevens" })).toBeVisible();
  expect(await overflowing(page)).toEqual([]);

  // The policy page fits as well.
  await page.goto(partnerUrl("acme", `/user/policies/${policy.id}`));
  await expect(page.getByText(maskIban(IBAN), { exact: true })).toBeVisible();
  expect(await overflowing(page)).toEqual([]);

  // The user menu stays reachable on the phone, with signing out.
  await page.getByRole("banner").getByLabel("Sanne – mijn account").click();
  await expect(page.getByRole("button", { name: "Uitloggen", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Overal uitloggen" })).toBeVisible();
});
