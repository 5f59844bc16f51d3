// The partner settings that used to be stored but did nothing (issue 13, decision 0052), each as
// a partner's own admin changes it in the console and a customer then sees it on the partner's
// site: an own text, the narrowed language selector, the start date from tomorrow, visual
// effects on and off (the not-found graphic always), hidden professions, the back-to-site link,
// the logo that is not a link and the mobile back link to the app (deeplink, or web URL).
import type { BrowserContext, Page } from "@playwright/test";
import { dateValue, fillDate } from "./support/dates";
import { createCustomer, signInByEmail } from "./support/account";
import { db } from "./support/db";
import { answerAllQuestions, fillDetails, startCheckoutWith, TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";
import { expect, signInStaff, test, type OwnPartner } from "./support/own-partner";

/** Script errors and React's console errors (a hydration mismatch shows up here). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Opens the partner's console page as its own admin, lets `change` fill it in, and saves. */
async function editPartner(context: BrowserContext, partner: OwnPartner, change: (page: Page) => Promise<void>): Promise<void> {
  await signInStaff(context, partner.admin);
  const page = await context.newPage();
  await page.goto(partnerUrl(null, `/admin/partners/${partner.id}`));
  await change(page);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("status")).toHaveText("De wijzigingen zijn opgeslagen.");
  await page.close();
}

const settingsGroup = (page: Page) => page.getByRole("group", { name: "Wat klanten zien" });

test.describe("partner settings with a visible effect", () => {
  test("an own text shows on the welcome page; the selector offers only the chosen languages", async ({ browser, ownPartner }) => {
    const admin = await browser.newContext();
    const ownText = `Welkom bij onze eigen verzekeringen ${ownPartner.name}`;
    // An unknown key first: refused at the field, the typed text kept.
    await signInStaff(admin, ownPartner.admin);
    const form = await admin.newPage();
    await form.goto(partnerUrl(null, `/admin/partners/${ownPartner.id}`));
    const texts = form.getByLabel("Eigen teksten (JSON)");
    const wrong = JSON.stringify({ nl: { "common:welcome.bestaatNiet": "x" } });
    await texts.fill(wrong);
    await form.getByRole("button", { name: "Opslaan" }).click();
    await expect(form.getByText(/Een sleutel bestaat niet in de teksten/)).toBeVisible();
    await expect(texts).toHaveValue(wrong);
    await expect(texts).toHaveAttribute("aria-invalid", "true");
    await form.close();

    await editPartner(admin, ownPartner, async (page) => {
      await page.getByRole("group", { name: "Talen", exact: true }).getByLabel("Deutsch").check();
      const offered = page.getByRole("group", { name: "Talen in de taalkeuze" });
      await offered.getByLabel("Nederlands").check();
      await offered.getByLabel("Deutsch").check();
      await page.getByLabel("Eigen teksten (JSON)").fill(JSON.stringify({ nl: { "common:welcome.intro": ownText } }));
    });
    const stored = await db.partner.findUniqueOrThrow({ where: { id: ownPartner.id } });
    expect(stored.languages).toBe("nl,en,de");
    expect(stored.availableLanguages).toBe("nl,de");
    expect(JSON.parse(stored.translations ?? "{}")).toEqual({ nl: { "common:welcome.intro": ownText } });
    expect(await db.auditLog.count({ where: { partnerId: ownPartner.id, action: "partner_updated" } })).toBeGreaterThan(0);

    const customer = await browser.newContext();
    const page = await customer.newPage();
    const errors = watchErrors(page);
    await page.goto(partnerUrl(ownPartner.name, "/welcome"));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByText(ownText)).toBeVisible();
    // The browser laid the same text over its catalogs: no hydration mismatch.
    expect(errors).toEqual([]);
    await page.getByLabel("NL, taal: Nederlands", { exact: true }).click();
    const choices = page.locator(".language-selector").getByRole("button", { name: /Nederlands|English|Deutsch|Français/ });
    await expect(choices).toHaveText(["Nederlands", "Deutsch"]);
    // ?lng=en no longer picks English; the demo acme still offers it.
    await page.goto(partnerUrl(ownPartner.name, "/welcome?lng=en"));
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await page.goto(partnerUrl("acme", "/welcome?lng=en"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText(ownText)).toHaveCount(0);
    await admin.close();
    await customer.close();
  });

  test("start date from tomorrow: today is refused, tomorrow bought", async ({ browser, ownPartner }) => {
    const admin = await browser.newContext();
    await editPartner(admin, ownPartner, async (page) => {
      await page.getByLabel("Polissen starten op zijn vroegst morgen").check();
    });
    expect((await db.partner.findUniqueOrThrow({ where: { id: ownPartner.id } })).validatePolicyStartDate).toBe(true);
    await admin.close();

    const customer = await browser.newContext();
    const page = await customer.newPage();
    await startCheckoutWith(page, ownPartner.name, "nl", [TEXT.nl.business]);
    await answerAllQuestions(page, "nl");
    await fillDetails(page, "nl", { email: uniqueEmail("startdatum") });
    await expect(page).toHaveURL(/\/checkout\/payment/);
    // The start date offered is the earliest allowed: tomorrow.
    const tomorrow = await dateValue(page, TEXT.nl.startDate);
    expect(tomorrow).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const today = new Date(`${tomorrow}T12:00:00Z`);
    today.setUTCDate(today.getUTCDate() - 1);
    const todayIso = today.toISOString().slice(0, 10);
    await fillDate(page, TEXT.nl.startDate, todayIso);
    await page.getByLabel(TEXT.nl.iban).fill("NL91ABNA0417164300");
    await page.getByLabel(TEXT.nl.consent).check();
    await page.getByRole("button", { name: TEXT.nl.buy }).click();
    await expect(
      page.getByRole("group", { name: TEXT.nl.startDate }).getByText("Deze ingangsdatum is te vroeg, kies een latere datum"),
    ).toBeVisible();
    expect(await db.policy.count({ where: { partnerId: ownPartner.id } })).toBe(0);
    await fillDate(page, TEXT.nl.startDate, tomorrow);
    await page.getByRole("button", { name: TEXT.nl.buy }).click();
    await expect(page).toHaveURL(/\/result/);
    const policy = await db.policy.findFirstOrThrow({ where: { partnerId: ownPartner.id } });
    expect(policy.startDate).toBe(tomorrow);
    await customer.close();
  });

  test("visual effects only where enabled; the not-found graphic always; professions hidden", async ({ browser, ownPartner }) => {
    await db.partner.update({ where: { id: ownPartner.id }, data: { enableVisualEffects: true, hideProfessionsOnWelcomeScreen: false } });
    const customer = await browser.newContext();
    const page = await customer.newPage();
    await page.goto(partnerUrl(ownPartner.name, "/welcome"));
    await expect(page.locator("[data-effect=welcome]")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Voor onder meer" })).toBeVisible();

    const admin = await browser.newContext();
    await editPartner(admin, ownPartner, async (form) => {
      await form.getByLabel("Visuele effecten tonen").uncheck();
      await form.getByLabel("Beroepen op het welkomstscherm verbergen").check();
    });
    await admin.close();
    const stored = await db.partner.findUniqueOrThrow({ where: { id: ownPartner.id } });
    expect(stored).toMatchObject({ enableVisualEffects: false, hideProfessionsOnWelcomeScreen: true });

    await page.goto(partnerUrl(ownPartner.name, "/welcome"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-effect]")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Voor onder meer" })).toHaveCount(0);
    await page.goto(partnerUrl(ownPartner.name, "/bestaat-niet"));
    await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
    await expect(page.locator("svg.status-graphic")).toBeVisible();
    await customer.close();
  });

  test("the back-to-site link in the user menu and a logo that is not a link", async ({ browser, ownPartner }) => {
    await db.partner.update({ where: { id: ownPartner.id }, data: { backToPartnerSiteUrl: null, disableLogoLink: false } });
    const admin = await browser.newContext();
    // http is refused at the field.
    await signInStaff(admin, ownPartner.admin);
    const form = await admin.newPage();
    await form.goto(partnerUrl(null, `/admin/partners/${ownPartner.id}`));
    await settingsGroup(form).getByLabel("Link terug naar de eigen site (gebruikersmenu)").fill("http://partner.example/terug");
    await form.getByRole("button", { name: "Opslaan" }).click();
    await expect(form.getByText("Vul een volledige link in die begint met https://.")).toBeVisible();
    await form.close();
    const site = `https://${ownPartner.name}.example/terug`;
    await editPartner(admin, ownPartner, async (page) => {
      await settingsGroup(page).getByLabel("Link terug naar de eigen site (gebruikersmenu)").fill(site);
      await page.getByLabel("Logo niet klikbaar maken").check();
    });
    await admin.close();
    expect(await db.partner.findUniqueOrThrow({ where: { id: ownPartner.id } })).toMatchObject({
      backToPartnerSiteUrl: site,
      disableLogoLink: true,
    });

    const email = uniqueEmail("terug");
    await createCustomer(ownPartner.name, email, { firstName: "Noor" });
    const customer = await browser.newContext();
    const page = await customer.newPage();
    await signInByEmail(page, email, ownPartner.name);
    await page.goto(partnerUrl(ownPartner.name, "/user/policies"));
    await page.getByRole("banner").getByLabel("Noor – mijn account").click();
    await expect(page.getByRole("link", { name: `Terug naar ${ownPartner.displayName}` })).toHaveAttribute("href", site);
    await expect(page.getByRole("link", { name: /naar de startpagina/ })).toHaveCount(0);
    await expect(page.getByTestId("logo")).toBeVisible();
    await customer.close();
  });

  test("mobile back link to the app: the deeplink, or the web URL when the platform is web", async ({ browser, ownPartner }) => {
    const admin = await browser.newContext();
    await signInStaff(admin, ownPartner.admin);
    const form = await admin.newPage();
    await form.goto(partnerUrl(null, `/admin/partners/${ownPartner.id}`));
    await settingsGroup(form).getByLabel("Deeplink naar de app").fill("javascript:alert(1)");
    await form.getByRole("button", { name: "Opslaan" }).click();
    await expect(form.getByText(/Vul een link in met het eigen schema van de app/)).toBeVisible();
    await form.close();
    const deeplink = `${ownPartner.name.replace(/-/g, "")}://terug`;
    const web = `https://app.${ownPartner.name}.example/terug`;
    await editPartner(admin, ownPartner, async (page) => {
      const group = settingsGroup(page);
      await group.getByLabel("Tekst van de terugknop naar de app (mobiel)").fill("Terug naar de app");
      await group.getByLabel("Deeplink naar de app").fill(deeplink);
      await group.getByLabel("Webadres als het platform web is").fill(web);
    });
    await admin.close();
    expect(await db.partner.findUniqueOrThrow({ where: { id: ownPartner.id } })).toMatchObject({
      deeplinkDismissText: "Terug naar de app",
      deeplinkUrl: deeplink,
      deeplinkWebUrl: web,
    });

    const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await phone.newPage();
    await page.goto(partnerUrl(ownPartner.name, "/welcome"));
    const back = page.getByRole("link", { name: "Terug naar de app" });
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute("href", deeplink);
    await page.goto(partnerUrl(ownPartner.name, "/welcome?platform=web"));
    await expect(back).toHaveAttribute("href", web);
    // The platform holds on the next pages of the visit.
    await page.goto(partnerUrl(ownPartner.name, "/products/available-products"));
    await expect(back).toHaveAttribute("href", web);
    await phone.close();

    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const wide = await desktop.newPage();
    await wide.goto(partnerUrl(ownPartner.name, "/welcome"));
    await expect(wide.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(wide.getByRole("link", { name: "Terug naar de app" })).toBeHidden();
    await desktop.close();
  });
});
