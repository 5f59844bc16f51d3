// Signed partner links: a partner app sends its customer in with external_id,
// signature_created_at and signature (HMAC-SHA256 with the partner's secret). Good links sign
// in once; expired, altered and reused links end on /welcome with the invalid-link message.
import { expect, test, type Page } from "@playwright/test";
import { signExternalId } from "../../app/domain/account/signed-link";
import { db, partnerByName } from "./support/db";
import { partnerUrl } from "./support/hosts";

const ACME_SECRET = "demo-acme-link-secret"; // prisma/seed-data/partners.ts

function signedPath(path: string, externalId: string, ageSeconds = 0, extra = ""): string {
  const createdAt = String(Math.floor(Date.now() / 1000) - ageSeconds);
  const signature = signExternalId(ACME_SECRET, externalId, createdAt);
  const join = path.includes("?") ? "&" : "?";
  return `${path}${join}external_id=${encodeURIComponent(externalId)}&signature_created_at=${createdAt}&signature=${signature}${extra}`;
}

async function expectSignedIn(page: Page) {
  await page.goto(partnerUrl("acme", "/sign-in"));
  await expect(page).toHaveURL(/\/user\/policies/);
}

async function expectInvalidLink(page: Page) {
  await expect(page).toHaveURL(/\/welcome\?error=invalid_link/);
  await expect(page.getByRole("alert")).toContainText("Deze link werkt niet");
  await expect(page.getByRole("alert")).toContainText("Gebruik een geldige link of neem contact op met de klantenservice.");
}

const externalId = () => `app-user-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test("a signed link signs a new partner customer in and asks for the profession first", async ({ page }) => {
  const id = externalId();
  await page.goto(partnerUrl("acme", signedPath("/welcome?lng=nl", id)));
  await expect(page).toHaveURL(/\/profession$/);
  const acme = await partnerByName("acme");
  const user = await db.user.findFirstOrThrow({ where: { partnerId: acme.id, externalId: id } });
  expect(user.isGuest).toBe(false);
  await expectSignedIn(page);
});

test("the other query parameters are passed on without the signature", async ({ page }) => {
  const id = externalId();
  await page.goto(partnerUrl("acme", signedPath("/products/available-products?_gl=1*abc&platform=ios", id)));
  await expect(page).toHaveURL(/\/products\/available-products\?_gl=1\*abc&platform=ios$/);
  expect(page.url()).not.toMatch(/external_id|signature/);
});

test("a link older than five minutes has expired and clears the session", async ({ page }) => {
  const id = externalId();
  await page.goto(partnerUrl("acme", signedPath("/welcome?lng=nl", id)));
  await expectSignedIn(page);
  await page.goto(partnerUrl("acme", signedPath("/welcome?lng=nl", externalId(), 5 * 60 + 5)));
  await expectInvalidLink(page);
  // The session of before is gone too.
  await page.goto(partnerUrl("acme", "/user/policies"));
  await expect(page).toHaveURL(/\/sign-in/);
});

test("a reused or altered link fails the same way", async ({ page, context }) => {
  const id = externalId();
  const path = signedPath("/welcome?lng=nl", id);
  await page.goto(partnerUrl("acme", path));
  await expectSignedIn(page);
  await context.clearCookies();
  await page.goto(partnerUrl("acme", path));
  await expectInvalidLink(page);
  const altered = signedPath("/welcome?lng=nl", id).replace(`external_id=${id}`, `external_id=${id}x`);
  await page.goto(partnerUrl("acme", altered));
  await expectInvalidLink(page);
  expect(await db.user.count({ where: { externalId: `${id}x` } })).toBe(0);
});

test("the partner's signing secret never reaches a page", async ({ page }) => {
  const html = await (await page.goto(partnerUrl("acme", "/welcome")))!.text();
  expect(html).toContain("Acme Bank");
  expect(html).not.toContain(ACME_SECRET);
});

test("a link signed for one partner does not work on another", async ({ page }) => {
  await page.goto(partnerUrl("boekfix", signedPath("/welcome?lng=nl", externalId())));
  await expect(page).toHaveURL(/\/welcome\?error=invalid_link/);
});
