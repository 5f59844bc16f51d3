// Every page says what it is in the browser tab, in the visitor's language, followed by the
// partner's name ("Je beroep | Acme Bank"), and has a description for search results.
import { expect, test, type Page } from "@playwright/test";
import { createCustomer, signInByEmail } from "./support/account";
import { db, partnerByName } from "./support/db";
import { answerAllQuestions, startCheckoutWith, TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

type Titles = { nl: string; en: string };

/** Public pages, reached by a plain GET on acme's host (acme offers Dutch and English). */
const PUBLIC_PAGES: [string, Titles][] = [
  ["/welcome", { nl: "Welkom", en: "Welcome" }],
  ["/profession", { nl: "Je beroep", en: "Your profession" }],
  ["/products/available-products", { nl: "Beschikbare verzekeringen", en: "Available insurances" }],
  ["/products/business-liability", { nl: "Bedrijfsaansprakelijkheidsverzekering", en: "Business liability insurance" }],
  ["/sign-in", { nl: "Inloggen", en: "Sign in" }],
  ["/sign-in/check-email?email=someone%40example.nl", { nl: "Check je e-mail", en: "Check your e-mail" }],
  ["/checkout/failure", { nl: "Incasso mislukt", en: "Direct debit failed" }],
  ["/admin/sign-in", { nl: "Inloggen voor beheerders", en: "Sign in for admins" }],
  ["/broker/sign-in", { nl: "Inloggen voor adviseurs", en: "Sign in for brokers" }],
  ["/404", { nl: "Pagina niet gevonden", en: "Page not found" }],
  ["/no-such-page/at-all", { nl: "Pagina niet gevonden", en: "Page not found" }],
  ["/products/no-such-product", { nl: "Pagina niet gevonden", en: "Page not found" }],
  ["/500", { nl: "Er is iets misgegaan", en: "Something went wrong" }],
];

function withLanguage(path: string, lang: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}lng=${lang}`;
}

async function expectHead(page: Page, title: string, partnerName: string) {
  await expect(page).toHaveTitle(`${title} | ${partnerName}`);
  const description = page.locator('head meta[name="description"]');
  await expect(description).toHaveCount(1);
  // Not empty, and about this partner.
  await expect(description).toHaveAttribute("content", new RegExp(`\\S.*${partnerName}`));
}

for (const lang of ["nl", "en"] as const) {
  test(`public pages have a translated title and a description (${lang})`, async ({ page }) => {
    const acme = await partnerByName("acme");
    for (const [path, titles] of PUBLIC_PAGES) {
      await test.step(path, async () => {
        await page.goto(partnerUrl("acme", withLanguage(path, lang)));
        await expectHead(page, titles[lang], acme.displayName);
      });
    }
  });
}

test("an account page has its title in both languages, also after moving within the site", async ({ page }) => {
  const acme = await partnerByName("acme");
  const email = uniqueEmail("titles");
  await createCustomer("acme", email);
  await signInByEmail(page, email, "acme");
  await page.goto(partnerUrl("acme", "/user/details?lng=nl"));
  await expectHead(page, "Mijn gegevens", acme.displayName);
  await page.goto(partnerUrl("acme", "/user/policies?lng=en"));
  await expectHead(page, "My insurances", acme.displayName);
  // A client-side navigation updates the title too.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Invoices" }).click();
  await expectHead(page, "My invoices", acme.displayName);
});

test("the checkout's questions and details screens have their titles in both languages", async ({ page }) => {
  const acme = await partnerByName("acme");
  await startCheckoutWith(page, "acme", "nl", [TEXT.nl.business]);
  await expect(page).toHaveURL(/\/checkout\/questions/);
  await expectHead(page, "Jouw premie", acme.displayName);
  await answerAllQuestions(page, "nl");
  await expect(page).toHaveURL(/\/checkout\/details/);
  await expectHead(page, "Jouw gegevens", acme.displayName);
  await page.goto(partnerUrl("acme", "/checkout/details?lng=en"));
  await expectHead(page, "Your details", acme.displayName);
});

test("an admin page has its title in both languages", async ({ page }) => {
  const host = await db.partner.findFirstOrThrow({ where: { isDefault: true }, select: { displayName: true } });
  await page.goto("/admin/sign-in?lng=nl");
  await page.getByLabel("E-mailadres").fill("admin@insurer.example");
  await page.getByLabel("Wachtwoord").fill("demo-insurer-admin");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible();
  await page.goto("/admin/users?lng=nl");
  await expectHead(page, "Gebruikers", host.displayName);
  await page.goto("/admin/users?lng=en");
  await expectHead(page, "Users", host.displayName);
});
