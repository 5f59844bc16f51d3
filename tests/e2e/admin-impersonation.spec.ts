// Impersonation as an admin does it: find the user in the users table, view the site as them on
// their partner's host with a banner, find the admin area closed meanwhile, stop and return;
// the audit log shows both steps. And the admin area refusing customers and brokers.
// Each test has a partner of its own (support/own-partner.ts) with its own admin, broker and
// customers, so no demo account's sign-in limits or sessions are touched.
import type { Page } from "@playwright/test";
import { createCustomer, signInByEmail } from "./support/account";
import { db } from "./support/db";
import { uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";
import { expect, test } from "./support/own-partner";

async function staffSignIn(page: Page, area: "admin" | "broker", email: string, password: string) {
  await page.goto(partnerUrl(null, `/${area}/sign-in?lng=nl`));
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
}

test(
  "an admin views the site as a customer, cannot reach the admin area meanwhile, stops and returns",
  { tag: "@pg" },
  async ({ page, context, ownPartner }) => {
    const email = uniqueEmail("impersonated");
    const user = await createCustomer(ownPartner.name, email, { firstName: "Femke" });
    await staffSignIn(page, "admin", ownPartner.admin.email, ownPartner.admin.password);
    await expect(page).toHaveURL(/\/admin\/partners/);
    await page.getByRole("navigation", { name: "Beheer" }).getByRole("link", { name: "Gebruikers" }).click();
    await page.getByRole("searchbox", { name: "Zoek gebruikers" }).fill(email);
    await page.getByRole("searchbox", { name: "Zoek gebruikers" }).press("Enter");
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: /Bekijk als klant/ }).click();

    // On the customer's own partner host, as the customer.
    await expect(page).toHaveURL(new RegExp(`^http://${ownPartner.name}\\.localhost:\\d+/user/policies`));
    const banner = page.getByRole("region", { name: "Stoppen met meekijken" });
    await expect(banner).toContainText(`Je kijkt mee als Femke (beheerder: ${ownPartner.admin.name})`);
    const partnerCookies = await context.cookies(partnerUrl(ownPartner.name, "/"));
    expect(partnerCookies.find((c) => c.name === "admin_refresh")?.path).toBe("/");

    // Nothing admin-only meanwhile.
    await page.goto(partnerUrl(ownPartner.name, "/admin/partners"));
    await expect(page.getByRole("heading", { name: "Geen toegang" })).toBeVisible();

    await page.goto(partnerUrl(ownPartner.name, "/user/policies"));
    await page.getByRole("button", { name: "Stoppen met meekijken" }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/admin\/users/);
    const after = await context.cookies(partnerUrl(ownPartner.name, "/"));
    expect(after.find((c) => c.name === "admin_refresh")).toBeUndefined();
    expect(after.find((c) => c.name === "__session")).toBeUndefined();

    const rows = await db.auditLog.findMany({ where: { userId: user.id }, orderBy: { at: "asc" } });
    expect(rows.map((r) => r.action)).toEqual(["impersonation_start", "impersonation_stop"]);
    expect(rows.every((r) => r.actorName === ownPartner.admin.name)).toBe(true);
    await page.getByRole("navigation", { name: "Beheer" }).getByRole("link", { name: "Auditlog" }).click();
    const logRow = page.getByRole("row").filter({ hasText: email });
    await expect(logRow.filter({ hasText: "Meekijken gestart" })).toHaveCount(1);
    await expect(logRow.filter({ hasText: "Meekijken gestopt" })).toHaveCount(1);
  },
);

test("a customer who opens the admin area is asked to sign in as staff", async ({ page, ownPartner }) => {
  const email = uniqueEmail("curious");
  await createCustomer(ownPartner.name, email);
  await signInByEmail(page, email, ownPartner.name);
  await page.goto(partnerUrl(ownPartner.name, "/admin/partners"));
  await expect(page).toHaveURL(/\/admin\/sign-in\?redirectTo=%2Fadmin%2Fpartners/);
  await expect(page.getByRole("heading", { name: "Inloggen voor beheerders" })).toBeVisible();
});

test("a broker who opens the admin area gets no access", async ({ page, ownPartner }) => {
  await staffSignIn(page, "broker", ownPartner.broker.email, ownPartner.broker.password);
  await expect(page).toHaveURL(/\/broker\/quotes/);
  const response = await page.goto(partnerUrl(null, "/admin/partners"));
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Geen toegang" })).toBeVisible();
});

test("a wrong password gets one message for both fields and keeps the address", async ({ page, ownPartner }) => {
  // Its own admin: failed sign-ins count against the account.
  await staffSignIn(page, "admin", ownPartner.admin.email, "wrong-password");
  await expect(page.getByRole("alert")).toHaveText("Dit e-mailadres en wachtwoord horen niet bij elkaar.");
  await expect(page.getByLabel("E-mailadres")).toHaveValue(ownPartner.admin.email);
});
