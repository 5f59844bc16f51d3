// The calculator and the check-in for partner apps (spec sections 2, 4 and 5; decision 0036):
// a calculation from profession to result, shared and then bought through sign-in; a check-in
// from a signed partner link to the comparison and back to the partner app; the token API
// opening each funnel type. Dutch on a desktop, English at 375 px.
import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "../../app/domain/platform/formatting";
import { signExternalId } from "../../app/domain/account/signed-link";
import { latestMailedLink } from "./support/account";
import { db, partnerByName, visitorId } from "./support/db";
import { addToCart, answerAllQuestions, chooseProfession, dutchIban, fillPerson, pay, pickCompany, TEXT } from "./support/funnel";
import { fillDate } from "./support/dates";
import { partnerUrl } from "./support/hosts";

const VARIANT = {
  nl: {
    calculatorWelcome: "Bereken je premie bij Acme Bank",
    startCalculation: "Start de berekening",
    calculateTitle: "Bereken je premie",
    calculate: "Bereken premie",
    resultTitle: "Je berekening",
    perClaim2500: "€ 2.500.000",
    perClaimTerm: "Verzekerd per schade",
    share: "Berekening bewaren en delen",
    shareLink: "Link naar deze berekening",
    sharedTitle: "Gedeelde berekening",
    signInToBuy: "Inloggen en afsluiten",
    signInEmail: "E-mailadres",
    sendLink: "Stuur mij een inloglink",
    barCalculate: "Berekenen",
    checkinWelcome: "Verzekeringscheck bij Boekfix",
    startCheckin: "Start de check",
    checkinTitle: "Je huidige verzekering",
    professionalKind: "Beroepsaansprakelijkheid",
    insurer: "Bij welke verzekeraar ben je verzekerd?",
    perClaimQuestion: /bedrag per schade van je huidige/,
    perYearQuestion: "En wat is het verzekerd bedrag per jaar?",
    renewal: "Wanneer wordt jouw verzekering verlengd?",
    premium: "Hoeveel premie betaal je per maand?",
    amounts: { low: "€ 1.250.000", mid: "€ 2.500.000", high: "€ 5.000.000" },
    perYearError: "Het bedrag per jaar mag niet lager zijn dan het bedrag per schade",
    renewalError: "De verlengingsdatum mag niet in het verleden liggen",
    checkinResult: "Je verzekeringscheck",
    held: "Je verzekering bij Nationale Verzekeraar",
    gap: /Dit ontbreekt nog/,
    alreadyHave: "Heb je al",
    notYet: "Heb je nog niet",
    saveAndReturn: "Opslaan en terug naar de app",
    elsewhere: "Elders verzekerd",
  },
  en: {
    calculatorWelcome: "Calculate your premium with Acme Bank",
    startCalculation: "Start calculating",
    calculateTitle: "Calculate your premium",
    calculate: "Calculate premium",
    resultTitle: "Your calculation",
    perClaim2500: "€2,500,000",
    perClaimTerm: "Insured per claim",
    share: "Save and share this calculation",
    shareLink: "Link to this calculation",
    sharedTitle: "Shared calculation",
    signInToBuy: "Sign in and take out",
    signInEmail: "E-mail address",
    sendLink: "Send me a sign-in link",
    barCalculate: "Calculate",
    checkinWelcome: "Insurance check-in with Boekfix",
    startCheckin: "Start the check-in",
    checkinTitle: "Your current insurance",
    professionalKind: "Professional liability",
    insurer: "Which insurer are you insured with?",
    perClaimQuestion: /cover per claim of your current/,
    perYearQuestion: "And what is the cover per year?",
    renewal: "When does your policy renew?",
    premium: "How much premium do you pay per month?",
    amounts: { low: "€1,250,000", mid: "€2,500,000", high: "€5,000,000" },
    perYearError: "The cover per year cannot be lower than the cover per claim",
    renewalError: "The renewal date cannot be in the past",
    checkinResult: "Your insurance check-in",
    held: "Your insurance with Nationale Verzekeraar",
    gap: /Still missing/,
    alreadyHave: "You have this already",
    notYet: "You do not have this yet",
    saveAndReturn: "Save and return to the app",
    elsewhere: "Insured elsewhere",
  },
} as const;

const BOEKFIX_SECRET = "demo-boekfix-link-secret"; // prisma/seed-data/partners.ts
const ACME_SECRET = "demo-acme-link-secret";
const BOEKFIX_RETURN = "https://app.boekfix.example/insurance/checkin-done";

const uniqueId = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function signed(secret: string, externalId: string) {
  const createdAt = String(Math.floor(Date.now() / 1000));
  return { external_id: externalId, signature_created_at: createdAt, signature: signExternalId(secret, externalId, createdAt) };
}

/** A date n days from today (the browser's and the server's Amsterdam day), YYYY-MM-DD. */
function daysFromToday(days: number): string {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date()).split("-").map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function openCart(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 865) await page.getByRole("link", { name: /^1 product/ }).click();
}

for (const { lang, viewport } of [
  { lang: "nl", viewport: { width: 1280, height: 800 } },
  { lang: "en", viewport: { width: 375, height: 740 } },
] as const) {
  test.describe(`${lang}, ${viewport.width} px`, () => {
    test.use({ viewport });
    const text = TEXT[lang];
    const v = VARIANT[lang];

    test("a calculation from profession to result, shared, then bought through sign-in", async ({ page, browser }) => {
      await page.goto(partnerUrl("acme", `/insurance-calculator?lng=${lang}`));
      await expect(page.getByRole("heading", { level: 1, name: v.calculatorWelcome })).toBeVisible();
      await page.getByRole("link", { name: v.startCalculation }).click();
      await expect(page).toHaveURL(/\/insurance-calculator\/profession/);
      await chooseProfession(page, lang);
      await expect(page).toHaveURL(/\/insurance-calculator\/available-products/);
      await expect(page.getByRole("navigation", { name: lang === "nl" ? "Voortgang" : "Progress" })).toContainText(v.barCalculate);
      await addToCart(page, lang, text.business);
      await openCart(page);
      await page.getByRole("complementary").getByRole("button", { name: text.continue }).click();

      // Price-only: the per-claim choice; no extra coverage, no acceptance question, no formalities.
      await expect(page).toHaveURL(/\/insurance-calculator\/calculate$/);
      await expect(page.getByRole("heading", { level: 1, name: v.calculateTitle })).toBeVisible();
      await expect(page.locator("main fieldset.question")).toHaveCount(1);
      await expect(page.getByRole("group", { name: text.perClaim })).toBeVisible();
      await expect(page.getByRole("group", { name: text.custody })).toHaveCount(0);
      await expect(page.getByRole("group", { name: text.claims })).toHaveCount(0);
      await page.getByRole("group", { name: text.perClaim }).getByLabel(v.perClaim2500, { exact: true }).check();
      await page.getByRole("button", { name: v.calculate }).click();

      await expect(page).toHaveURL(/\/insurance-calculator\/result$/);
      await expect(page.getByRole("heading", { level: 1, name: v.resultTitle })).toBeVisible();
      const result = page.getByRole("region", { name: text.business });
      await expect(result).toContainText(v.perClaimTerm);
      await expect(result).toContainText(formatMoney(250_000_000));
      const premium = (await result.locator(".product-card-price").innerText()).trim();
      const amount = /€\s?[\d.,]*\d/.exec(premium)?.[0];
      expect(amount, premium).toBeTruthy();
      // The product's IPID is a link away before buying, as in the shop (decision 0085).
      const ipid =
        lang === "nl" ? `Verzekeringskaart (IPID) van ${text.business}` : `Product information document (IPID) for ${text.business}`;
      await expect(page.getByRole("link", { name: ipid })).toHaveAttribute("href", "/products/business-liability/ipid");
      // The logo leads to the calculator's own welcome page while in it.
      await expect(page.getByRole("link", { name: /^Acme Bank – / })).toHaveAttribute("href", "/insurance-calculator");
      const userId = await visitorId(page);
      const checkout = await db.checkout.findFirstOrThrow({ where: { userId, status: "open" } });
      expect(checkout.variant).toBe("calculator");

      // Saved and shared: a link on the partner's own host that shows the same premium to anyone.
      await page.getByRole("button", { name: v.share }).click();
      const link = await page.getByRole("textbox", { name: v.shareLink }).inputValue();
      expect(link.startsWith(partnerUrl("acme", "/insurance-calculator/shared/"))).toBe(true);
      const other = await browser.newPage();
      await other.goto(`${link}${link.includes("?") ? "&" : "?"}lng=${lang}`);
      await expect(other.getByRole("heading", { level: 1, name: v.sharedTitle })).toBeVisible();
      await expect(other.getByRole("row", { name: new RegExp(text.business) })).toContainText(amount!);
      // Another partner's host does not know the link; an altered one is made up.
      expect((await other.goto(link.replace("acme.localhost", "boekfix.localhost")))?.status()).toBe(404);
      expect((await other.goto(`${link.slice(0, -3)}AAA`))?.status()).toBe(404);
      await other.close();

      // Buying: acme signs its customers in by e-mail first; the answers come along.
      await page.getByRole("button", { name: v.signInToBuy }).click();
      await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fcheckout/);
      const email = `${uniqueId(`calc-${lang}`)}@example.nl`;
      await page.getByLabel(v.signInEmail).fill(email);
      await page.getByRole("button", { name: v.sendLink }).click();
      // The link works as "this browser" once the browser holds the cookie the answer set.
      await expect(page.getByRole("heading", { name: lang === "nl" ? "Check je e-mail" : "Check your e-mail" })).toBeVisible();
      await page.goto(await latestMailedLink(email));

      await expect(page).toHaveURL(/\/checkout\/questions$/);
      await expect(page.getByRole("group", { name: text.perClaim }).getByLabel(v.perClaim2500, { exact: true })).toBeChecked();
      await answerAllQuestions(page, lang, [[text.perClaim, v.perClaim2500]]);
      await expect(page).toHaveURL(/\/checkout\/details/);
      await fillPerson(page, lang, { email });
      await pickCompany(page, lang);
      await page.getByRole("button", { name: text.continue, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/payment/);
      await pay(page, lang, dutchIban("INGB", "7712345678"));
      await expect(page.getByRole("heading", { level: 1, name: text.insured })).toBeVisible();

      // The database: the calculated checkout was bought in the shop's flow, at the premium shown.
      const bought = await db.checkout.findUniqueOrThrow({
        where: { id: checkout.id },
        include: { policies: { include: { product: true } } },
      });
      expect([bought.status, bought.variant]).toEqual(["completed", "default"]);
      expect(bought.policies.map((policy) => policy.product.slug)).toEqual(["business-liability"]);
      expect(amount).toBe(formatMoney(bought.policies[0]!.grossMonthlyCents));
    });

    test("a check-in from a signed partner link: the comparison, then back to the partner app", async ({ page }) => {
      const externalId = uniqueId(`checkin-${lang}`);
      const link = new URLSearchParams({ ...signed(BOEKFIX_SECRET, externalId), platform: "ios", lng: lang });
      await page.route("https://app.boekfix.example/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Boekfix</h1>" }),
      );
      await page.goto(partnerUrl("boekfix", `/insurance-checkin?${link}`));

      // Signed in; the query is passed on without the signature.
      await expect(page).toHaveURL(/\/insurance-checkin-welcome\?/);
      const welcome = new URL(page.url());
      expect(welcome.searchParams.get("platform")).toBe("ios");
      for (const name of ["external_id", "signature_created_at", "signature"]) expect(welcome.searchParams.has(name)).toBe(false);
      await expect(page.getByRole("heading", { level: 1, name: v.checkinWelcome })).toBeVisible();
      await page.getByRole("link", { name: v.startCheckin }).click();

      // The query travels on from page to page (the header's back-to-app link reads platform).
      await expect(page).toHaveURL(new RegExp(`/insurance-checkin-checkout/questions\\?platform=ios&lng=${lang}$`));
      await expect(page.getByRole("heading", { level: 1, name: v.checkinTitle })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Boekfix – / })).toHaveAttribute("href", "/insurance-checkin-welcome");
      // The check-in sells nothing: no cart beside it, no premium.
      await expect(page.getByRole("complementary")).toHaveCount(0);
      await page
        .getByRole("group", { name: /./ })
        .filter({ has: page.getByRole("checkbox") })
        .getByLabel(v.professionalKind, { exact: true })
        .check();
      await page.getByLabel(v.insurer).fill("Nationale Verzekeraar");
      await page.getByRole("group", { name: v.perClaimQuestion }).getByLabel(v.amounts.mid, { exact: true }).check();
      await page.getByRole("group", { name: v.perYearQuestion }).getByLabel(v.amounts.low, { exact: true }).check();
      await fillDate(page, v.renewal, daysFromToday(-1));
      await page.getByLabel(v.premium).fill("45,50");
      await page.getByRole("button", { name: text.continue, exact: true }).click();

      // Refused at the fields, with what was entered kept.
      await expect(page.getByRole("group", { name: v.perYearQuestion })).toContainText(v.perYearError);
      await expect(page.getByText(v.renewalError).last()).toBeVisible();
      await expect(page.getByLabel(v.insurer)).toHaveValue("Nationale Verzekeraar");
      await expect(page.getByLabel(v.professionalKind, { exact: true })).toBeChecked();
      const userId = await visitorId(page);
      expect(await db.checkedInInsurance.count({ where: { userId } })).toBe(0);

      await page.getByRole("group", { name: v.perYearQuestion }).getByLabel(v.amounts.high, { exact: true }).check();
      const renewal = daysFromToday(90);
      await fillDate(page, v.renewal, renewal);
      await page.getByRole("button", { name: text.continue, exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/insurance-checkin-checkout/result\\?platform=ios&lng=${lang}$`));
      await expect(page.getByRole("heading", { level: 1, name: v.checkinResult })).toBeVisible();
      await expect(page.getByRole("heading", { name: v.held })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: v.gap })).toBeVisible();
      await expect(page.getByRole("region", { name: text.professional })).toContainText(v.alreadyHave);
      const business = page.getByRole("region", { name: text.business });
      await expect(business).toContainText(v.notYet);
      await business.getByRole("button", { name: text.add(text.business) }).click();
      await expect(business.getByRole("button", { name: text.add(text.business) })).toHaveCount(0);

      await page.getByRole("button", { name: v.saveAndReturn }).click();
      await expect(page).toHaveURL(BOEKFIX_RETURN);

      const saved = await db.checkedInInsurance.findMany({ where: { userId } });
      expect(
        saved.map((row) => [row.insurer, row.kinds, row.perClaimCents, row.perYearCents, row.renewalDate, row.monthlyPremiumCents]),
      ).toEqual([["Nationale Verzekeraar", ["professional_liability"], 250_000_000, 500_000_000, renewal, 4550]]);
      const checkout = await db.checkout.findUniqueOrThrow({ where: { id: saved[0]!.checkoutId } });
      expect([checkout.variant, checkout.status]).toEqual(["checkin", "completed"]);
      const boekfix = await partnerByName("boekfix");
      const user = await db.user.findUniqueOrThrow({ where: { id: userId }, include: { cartItems: { include: { product: true } } } });
      expect([user.partnerId, user.externalId]).toEqual([boekfix.id, externalId]);
      expect(user.cartItems.map((item) => item.product.slug)).toEqual(["business-liability"]);

      // The account lists it beside the policies bought here.
      await page.goto(partnerUrl("boekfix", `/user/policies?lng=${lang}`));
      const elsewhere = page.getByRole("region", { name: v.elsewhere });
      await expect(elsewhere.getByRole("heading", { name: "Nationale Verzekeraar" })).toBeVisible();
      await expect(elsewhere).toContainText(formatMoney(500_000_000));
    });
  });
}

test("the token API opens each funnel type for its user, once", async ({ page, playwright }) => {
  const expected = {
    default: /\/profession$/,
    calculator: /\/insurance-calculator\/profession$/,
    checkin: /\/profession\?flow=checkin$/,
  } as const;
  const api = await playwright.request.newContext();
  const target = new URL(partnerUrl("acme", "/jwt/create-by-external-id"));
  const local = new URL(target);
  local.hostname = "localhost";
  for (const [funnelType, landing] of Object.entries(expected)) {
    const response = await api.post(local.toString(), {
      data: { ...signed(ACME_SECRET, uniqueId(`app-${funnelType}`)), funnel_type: funnelType },
      headers: { Host: target.host },
    });
    expect(response.status(), funnelType).toBe(200);
    const body = (await response.json()) as { access: string; refresh: string; open_url: string };
    expect(body.open_url.startsWith(partnerUrl("acme", "/sign-in/app?token="))).toBe(true);
    await page.goto(body.open_url);
    await expect(page, funnelType).toHaveURL(landing);
    // The link signs in once.
    await page.context().clearCookies();
    await page.goto(body.open_url);
    await expect(page).toHaveURL(/\/welcome\?error=invalid_link/);
  }
  // An unknown funnel type is refused with a message at the field.
  const refused = await api.post(local.toString(), {
    data: { ...signed(ACME_SECRET, uniqueId("app-x")), funnel_type: "wizard" },
    headers: { Host: target.host },
  });
  expect(refused.status()).toBe(400);
  expect(Object.keys(await refused.json())).toEqual(["funnel_type"]);
  await api.dispose();
});
