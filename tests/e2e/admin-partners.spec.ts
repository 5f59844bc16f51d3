// The admin's partner and user pages as an insurer admin uses them: signing in, sorting,
// paging and filtering the partners table (with and without JavaScript), creating a partner,
// correcting a wrong support phone number and seeing the saved one on the partner's own site,
// and finding a customer in the users table. Tests that change a partner or add people work
// on partners of their own (this run's, or support/own-partner.ts), and the table checks count
// this run's partners only: other tests make partners of their own at the same time.
import type { Browser, Page } from "@playwright/test";
import { isSupportOpen } from "../../app/domain/platform/office-hours";
import { db } from "./support/db";
import { partnerUrl } from "./support/hosts";
import { expect, test } from "./support/own-partner";

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** Extra partners so the table has pages to turn at 10 rows per page. */
const EXTRA = Array.from({ length: 12 }, (_, i) => ({
  name: `tabel-${RUN}-${String(i + 1).padStart(2, "0")}`,
  displayName: `Tabelpartner ${RUN} ${String(i + 1).padStart(2, "0")}`,
}));

let storageState: Awaited<ReturnType<Awaited<ReturnType<Browser["newContext"]>>["storageState"]>>;

async function signIn(page: Page) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mailadres").fill("admin@insurer.example");
  await page.getByLabel("Wachtwoord").fill("demo-insurer-admin");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  await db.partner.createMany({ data: EXTRA });
  // One sign-in (staff sign-in is rate-limited per address); the tests reuse its cookie.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  storageState = await context.storageState();
  await context.close();
});

test.afterAll(async () => {
  const names = [...EXTRA.map((p) => p.name), `nieuw-${RUN}`];
  const ids = (await db.partner.findMany({ where: { name: { in: names } }, select: { id: true } })).map((p) => p.id);
  await db.auditLog.deleteMany({ where: { partnerId: { in: ids } } });
  await db.partner.deleteMany({ where: { id: { in: ids } } });
});

test.use({ storageState: async ({}, use) => use(storageState) });
// One sign-in, and the tests build on each other's partners (page counts): one worker, in order.
test.describe.configure({ mode: "serial" });

const table = (page: Page) => page.getByRole("table", { name: /Partners/ });
const header = (page: Page, name: string) => table(page).getByRole("columnheader", { name: new RegExp(`^${name}`) });
const firstColumn = (page: Page) => table(page).locator("tbody").getByRole("rowheader");

/** Script errors and React's console errors (a hydration mismatch shows up here). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test.describe("admin: partners and users", () => {
  test("signing in leads to the partners table, sorted by name", async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto("/admin/partners");
    await expect(page).toHaveURL(/\/admin\/sign-in\?redirectTo=%2Fadmin%2Fpartners/);
    await page.getByLabel("E-mailadres").fill("admin@insurer.example");
    await page.getByLabel("Wachtwoord").fill("demo-insurer-admin");
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible();
    await expect(header(page, "Naam")).toHaveAttribute("aria-sort", "ascending");
    const names = await firstColumn(page).allTextContents();
    expect(names.length).toBeGreaterThan(4);
    expect(names).toEqual([...names].sort());
    await context.close();
  });

  test("sorting, paging and filtering the partners table", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/admin/partners");
    await hydrated(page);

    // This run's twelve partners: two pages at 10 rows.
    await page.getByRole("searchbox", { name: "Zoek partners" }).fill(`tabel-${RUN}`);
    await page.getByRole("button", { name: "Filteren" }).click();
    await expect(page.getByText("1–12 van 12")).toBeVisible();
    await page.getByLabel("Rijen per pagina").selectOption("10");
    await expect(page).toHaveURL(/size=10/);
    await expect(page.getByText("Pagina 1 van 2")).toBeVisible();
    await expect(firstColumn(page)).toHaveCount(10);

    // Sort by display name, descending: the database's order, first page.
    await table(page)
      .getByRole("link", { name: /^Weergavenaam/ })
      .click();
    await expect(header(page, "Weergavenaam")).toHaveAttribute("aria-sort", "ascending");
    await table(page)
      .getByRole("link", { name: /^Weergavenaam/ })
      .click();
    await expect(header(page, "Weergavenaam")).toHaveAttribute("aria-sort", "descending");
    await expect(header(page, "Naam")).not.toHaveAttribute("aria-sort", /.+/);
    const byDisplayName = (
      await db.partner.findMany({
        where: { name: { startsWith: `tabel-${RUN}` } },
        orderBy: [{ displayName: "desc" }, { id: "desc" }],
        select: { name: true },
      })
    ).map((p) => p.name);
    expect(byDisplayName).toHaveLength(12);
    await expect(firstColumn(page)).toHaveText(byDisplayName.slice(0, 10));

    // The next page continues where the first stopped.
    await page
      .getByRole("navigation", { name: /Pagina's van Partners/ })
      .getByRole("link", { name: "Volgende pagina" })
      .click();
    await expect(page.getByText("Pagina 2 van 2")).toBeVisible();
    await expect(firstColumn(page)).toHaveText(byDisplayName.slice(10));
    await page.getByRole("link", { name: "Vorige pagina" }).click();
    await expect(page.getByText("Pagina 1 van 2")).toBeVisible();

    // Filtering keeps the sort and starts at page 1.
    await page.getByRole("searchbox", { name: "Zoek partners" }).fill(`tabel-${RUN}-0`);
    await page.getByRole("button", { name: "Filteren" }).click();
    await expect(page.getByText("1–9 van 9")).toBeVisible();
    await expect(firstColumn(page)).toHaveText(
      EXTRA.slice(0, 9)
        .reverse()
        .map((p) => p.name),
    );
    await expect(page).toHaveURL(/sort=displayName/);
    await page.getByRole("link", { name: "Filter wissen" }).click();
    await expect(page.getByText(/^1–10 van \d+$/)).toBeVisible();
    await expect(firstColumn(page)).toHaveCount(10);
    expect(errors).toEqual([]);
  });

  test("the table and the partner page work without JavaScript", async ({ browser, ownPartner }) => {
    const context = await browser.newContext({ storageState, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin/partners?size=10");
    await table(page)
      .getByRole("link", { name: /^Aangemaakt/ })
      .click();
    await expect(header(page, "Aangemaakt")).toHaveAttribute("aria-sort", "descending");
    await expect(page).toHaveURL(/sort=created/);
    await page.getByRole("link", { name: "Laatste pagina" }).click();
    await expect(page.getByRole("link", { name: "Volgende pagina" })).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Zoek partners" }).fill(ownPartner.name);
    await page.getByRole("button", { name: "Filteren" }).click();
    await expect(firstColumn(page)).toHaveText([ownPartner.name]);

    // The server checks the form too: the error shows at the field, the typed value stays.
    await table(page).getByRole("link", { name: ownPartner.name, exact: true }).click();
    const phone = page.getByLabel("Telefoonnummer klantenservice");
    const before = await phone.inputValue();
    await phone.fill("(020) bel maar");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(/Vul een geldig telefoonnummer in/);
    await expect(phone).toHaveValue("(020) bel maar");
    await expect(page.getByRole("alert").filter({ hasText: "Niet opgeslagen" })).toBeVisible();
    expect((await db.partner.findUniqueOrThrow({ where: { name: ownPartner.name } })).supportPhoneNumber).toBe(before);
    await context.close();
  });

  test("a new partner: created, its support phone corrected, its own site shows it", async ({ page }) => {
    const errors = watchErrors(page);
    const name = `nieuw-${RUN}`;
    await page.goto("/admin/partners");
    await hydrated(page);
    await page.getByRole("link", { name: "Nieuwe partner" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nieuwe partner" })).toBeVisible();
    await page.getByLabel("Naam (hostnaam-label)").fill("acme");
    await page.getByLabel("Weergavenaam").fill("Nieuwe Verzekeraar");
    await page.getByRole("checkbox", { name: "English" }).uncheck();
    await page.getByRole("button", { name: "Partner aanmaken" }).click();
    await expect(page.getByText("Er is al een partner met deze naam.")).toBeVisible();
    await expect(page.getByLabel("Weergavenaam")).toHaveValue("Nieuwe Verzekeraar");
    await page.getByLabel("Naam (hostnaam-label)").fill(name);
    await page.getByRole("button", { name: "Partner aanmaken" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Partner Nieuwe Verzekeraar" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "De partner is aangemaakt" })).toBeVisible();
    const languages = page.getByRole("group", { name: "Algemeen" });
    await expect(languages.getByRole("checkbox", { name: "English" })).not.toBeChecked();
    await expect(languages.getByRole("checkbox", { name: "Nederlands" })).toBeChecked();
    await expect(page.getByRole("link", { name: "Kleuren bewerken" })).toHaveAttribute("href", /\/admin\/partners\/.+\/colours$/);
    await expect(page.getByRole("link", { name: /Bekijk de site van de partner/ })).toHaveAttribute("href", partnerUrl(name, "/welcome"));

    const phone = page.getByLabel("Telefoonnummer klantenservice");
    await phone.fill("06-12");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(/minimaal 10 cijfers/);
    await expect(phone).toHaveValue("06-12");
    expect((await db.partner.findUniqueOrThrow({ where: { name } })).supportPhoneNumber).toBeNull();

    await phone.fill("  +31 10 555 0123 ");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "De wijzigingen zijn opgeslagen." })).toBeVisible();
    // The form shows what was stored.
    await expect(phone).toHaveValue("+31 10 555 0123");
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    const saved = await db.partner.findUniqueOrThrow({ where: { name } });
    expect(saved.supportPhoneNumber).toBe("+31 10 555 0123");
    const audit = await db.auditLog.findFirstOrThrow({ where: { partnerId: saved.id, action: "partner_updated" } });
    expect(audit.details).toEqual({ old: { supportPhoneNumber: null }, new: { supportPhoneNumber: "+31 10 555 0123" } });

    // The new partner's own host: a working, branded site straight away.
    await page.goto(partnerUrl(name, "/welcome"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom bij Nieuwe Verzekeraar");
    // Opening the menu before hydration changes the DOM under React (a hydration error): wait.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.locator("summary").filter({ hasText: "Klantenservice" }).click();
    // Calls are answered in office hours (decision 0046): a link while open, the number as text otherwise.
    if (isSupportOpen(new Date()))
      await expect(page.getByRole("link", { name: "Bel ons: +31 10 555 0123" })).toHaveAttribute("href", "tel:+31105550123");
    else await expect(page.getByRole("banner").getByText("Bel ons: +31 10 555 0123")).toBeVisible();
    await page.getByRole("link", { name: "Bekijk verzekeringen" }).click();
    await expect(page).toHaveURL(/\/profession/);
    expect(errors).toEqual([]);
  });

  test("the users table finds a customer by name and offers to view as them", async ({ page, ownPartner }) => {
    const errors = watchErrors(page);
    const email = `zoekmij-${RUN}@example.nl`;
    await db.user.create({ data: { partnerId: ownPartner.id, email, firstName: "Zoë", lastName: `Zoekers${RUN}`, isGuest: false } });
    await db.user.create({
      data: { partnerId: ownPartner.id, email: `gast-${RUN}@example.nl`, firstName: "Zoë", lastName: `Zoekers${RUN}`, isGuest: true },
    });

    await page.goto("/admin/partners");
    await page.getByRole("navigation", { name: "Beheer" }).getByRole("link", { name: "Gebruikers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Gebruikers" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("searchbox", { name: "Zoek gebruikers" }).fill(`zoë zoekers${RUN}`);
    await page.getByRole("searchbox", { name: "Zoek gebruikers" }).press("Enter");
    const users = page.getByRole("table", { name: /Gebruikers/ });
    await expect(users.locator("tbody").getByRole("rowheader")).toHaveText([email]);
    const row = users.getByRole("row", { name: new RegExp(email) });
    await expect(row.getByRole("cell", { name: ownPartner.displayName })).toBeVisible();
    await expect(row.getByRole("button", { name: /Bekijk als klant.*Zoë Zoekers/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
