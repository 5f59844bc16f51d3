// Sign-in by magic link as a person does it: ask for a link, open the mail in the outbox,
// follow it. Expired, reused and altered links; several partner environments; the rate
// limit; signing out everywhere; forged cross-site posts.
import { expect, test } from "@playwright/test";
import { createCustomer, latestMailedLink, postWithBrowserCookies, requestSignInLink, signInByEmail } from "./support/account";
import { db } from "./support/db";
import { uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

async function expectSignedIn(page: import("@playwright/test").Page, partner: string | null) {
  // A signed-in customer who opens /sign-in is sent on to the account area.
  await page.goto(partnerUrl(partner, "/sign-in"));
  await expect(page).toHaveURL(/\/user\/policies/);
}

test("following the mailed link signs in and leads to the products", { tag: "@pg" }, async ({ page }) => {
  const email = uniqueEmail("signin");
  await createCustomer("acme", email);
  const link = await signInByEmail(page, email.toUpperCase(), "acme");
  expect(new URL(link).host).toBe(new URL(partnerUrl("acme", "/")).host);
  await expect(page).toHaveURL(/acme\.localhost.*\/products\/available-products/);
  const row = await db.magicLink.findFirstOrThrow({ where: { email }, orderBy: { createdAt: "desc" } });
  expect(row.usedAt).not.toBeNull();
  await expectSignedIn(page, "acme");
});

test("a customer without a profession goes to the profession page first", async ({ page }) => {
  const email = uniqueEmail("noprof");
  await createCustomer("acme", email, { withProfession: false });
  await signInByEmail(page, email, "acme");
  await expect(page).toHaveURL(/\/profession/);
});

test("an address without an account sees the same screen, and the link makes the account", async ({ page }) => {
  const known = uniqueEmail("known");
  await createCustomer("acme", known);
  await requestSignInLink(page, known, "acme");
  const knownText = await page.locator("main").innerText();
  const unknown = uniqueEmail("unknown");
  await requestSignInLink(page, unknown, "acme");
  const unknownText = await page.locator("main").innerText();
  expect(unknownText.replace(unknown, "X")).toBe(knownText.replace(known, "X"));
  await page.goto(await latestMailedLink(unknown));
  const created = await db.user.findFirstOrThrow({ where: { email: unknown } });
  expect(created.isGuest).toBe(false);
});

test("an expired link asks for a new one and signs nobody in", async ({ page }) => {
  const email = uniqueEmail("expired");
  await createCustomer("acme", email);
  await requestSignInLink(page, email, "acme");
  const link = await latestMailedLink(email);
  // 15 minutes and one second later:
  await db.magicLink.updateMany({ where: { email }, data: { expiresAt: new Date(Date.now() - 1000) } });
  await page.goto(link);
  await expect(page.getByRole("alert").filter({ hasText: "Deze inloglink is verlopen" })).toBeVisible();
  await expect(page.getByLabel("E-mailadres")).toBeVisible();
  await page.goto(partnerUrl("acme", "/user/policies"));
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fuser%2Fpolicies/);
});

test("a link works once; reused or altered it fails", async ({ page, context }) => {
  const email = uniqueEmail("reuse");
  await createCustomer("acme", email);
  const link = await signInByEmail(page, email, "acme");
  await context.clearCookies();
  await page.goto(link);
  await expect(page.getByRole("alert").filter({ hasText: "Deze inloglink is al gebruikt" })).toBeVisible();
  const altered = link.replace(/token=(.)/, (_m, c: string) => `token=${c === "A" ? "B" : "A"}`);
  await page.goto(altered);
  await expect(page.getByRole("alert").filter({ hasText: "Deze inloglink is ongeldig" })).toBeVisible();
});

test("the link of one partner does not sign in on another partner's host", async ({ page }) => {
  const email = uniqueEmail("crosshost");
  await createCustomer("acme", email);
  await requestSignInLink(page, email, "acme");
  const link = new URL(await latestMailedLink(email));
  link.hostname = "boekfix.localhost";
  await page.goto(link.toString());
  // Boekfix speaks English by default.
  await expect(page.getByRole("alert").filter({ hasText: "This sign-in link is not valid" })).toBeVisible();
  expect((await db.magicLink.findFirstOrThrow({ where: { email } })).usedAt).toBeNull();
});

test("accounts in several partner environments: choose one and sign in on its own host", async ({ page }) => {
  const email = uniqueEmail("choose");
  await createCustomer("acme", email, { firstName: "Acme-klant" });
  await createCustomer("boekfix", email, { firstName: "Boekfix-klant" });
  await signInByEmail(page, email, null);
  await expect(page.getByRole("heading", { name: "Kies je omgeving" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Inloggen bij Acme Bank" })).toBeVisible();
  // The spec's address of the same page (/accounts) shows the same choice.
  await page.goto(new URL("/accounts", page.url()).toString());
  await expect(page.getByRole("heading", { name: "Kies je omgeving" })).toBeVisible();
  await page.getByRole("button", { name: "Inloggen bij Boekfix" }).click();
  await expect(page).toHaveURL(/^http:\/\/boekfix\.localhost:\d+\/products\/available-products/);
  await expectSignedIn(page, "boekfix");
  // Not signed in on the other partner's host.
  await page.goto(partnerUrl("acme", "/user/policies"));
  await expect(page).toHaveURL(/acme\.localhost.*\/sign-in/);
});

test("too many link requests for one address are refused with a clear message", async ({ page }) => {
  const email = uniqueEmail("flood");
  for (let i = 0; i < 5; i++) await requestSignInLink(page, email, "acme");
  await page.goto(partnerUrl("acme", "/sign-in?lng=nl"));
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByRole("button", { name: "Stuur mij een inloglink" }).click();
  await expect(page.getByText(/Je hebt te vaak een link aangevraagd. Probeer het over \d+ minuten opnieuw./)).toBeVisible();
  await expect(page.getByLabel("E-mailadres")).toHaveValue(email);
  expect(await db.outboxMail.count({ where: { to: email } })).toBe(5);
});

test("a bad e-mail address gets a message at the field", async ({ page }) => {
  await page.goto(partnerUrl("acme", "/sign-in?lng=nl"));
  await page.getByLabel("E-mailadres").fill("jan@");
  await page.getByRole("button", { name: "Stuur mij een inloglink" }).click();
  await expect(page.getByLabel("E-mailadres")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("E-mailadres")).toHaveValue("jan@");
});

test("signing out everywhere ends the sessions in other browsers", { tag: "@pg" }, async ({ page, browser }) => {
  const email = uniqueEmail("everywhere");
  await createCustomer("acme", email);
  await signInByEmail(page, email, "acme");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInByEmail(otherPage, email, "acme");
  await expectSignedIn(otherPage, "acme");
  const answer = await postWithBrowserCookies(page, "acme", "/sign-out", { everywhere: "1" });
  expect(answer.status()).toBe(302);
  await otherPage.goto(partnerUrl("acme", "/user/policies"));
  await expect(otherPage).toHaveURL(/\/sign-in/);
  await other.close();
});

test("a post from another site is refused and changes nothing", async ({ page }) => {
  const email = uniqueEmail("csrf");
  await createCustomer("acme", email);
  await signInByEmail(page, email, "acme");
  const forged = await postWithBrowserCookies(page, "acme", "/sign-out", { everywhere: "1" }, { Origin: "http://evil.example" });
  expect(forged.status()).toBe(403);
  const fromOtherPartner = await postWithBrowserCookies(
    page,
    "acme",
    "/sign-out",
    { everywhere: "1" },
    {
      "Sec-Fetch-Site": "same-site",
      Origin: new URL(partnerUrl("boekfix", "/")).origin,
    },
  );
  expect(fromOtherPartner.status()).toBe(403);
  expect((await db.user.findFirstOrThrow({ where: { email } })).sessionVersion).toBe(0);
  await expectSignedIn(page, "acme");
});
