// Death-risk cover, bought only through an identity check (issue 11): verified -> insured,
// refused -> the drop-out page, another name on the document -> waiting for underwriting
// review (decision 0068), the server call failing -> /checkout/failure with a warning,
// without JavaScript through the built-in provider's own page and the waiting page, and a
// socket on another customer's room refused.
import { expect, test, type Page } from "@playwright/test";
import { fillDate } from "./support/dates";
import { db, visitorId } from "./support/db";
import { partnerUrl } from "./support/hosts";
import { answerAllQuestions, fillPersonalDetails, TEXT, uniqueEmail, startCheckoutWith, type Lang } from "./support/funnel";
import { createOwnInsurerAdmin, removeOwnInsurerAdmin, signInStaff } from "./support/own-partner";

const T = {
  nl: {
    product: "Overlijdensrisicoverzekering",
    birthDate: "Wat is je geboortedatum?",
    continueToIdentity: "Verder naar de identiteitscontrole",
    title: "Bevestig je identiteit",
    begin: "Start de identiteitscontrole",
    frame: "Identiteitscontrole met je paspoort of identiteitskaart",
    passport: "Paspoort",
    firstNames: "Voornamen",
    lastName: "Achternaam",
    number: "Documentnummer",
    dob: "Geboortedatum",
    expiry: "Geldig tot",
    submit: "Controleer mijn identiteit",
    refusedTitle: "We konden je identiteit niet bevestigen",
    failureTitle: "De identiteitscontrole kon niet worden gestart",
    failureToast: /Er ging iets mis bij het starten van de identiteitscontrole/,
    waiting: "We controleren je identiteit",
    documentNumber: "Vul het nummer van een Nederlands paspoort of identiteitskaart in: 9 tekens, bijvoorbeeld SPECI2014",
    expired: "Dit document is verlopen",
  },
  en: {
    product: "Term life insurance",
    birthDate: "What is your date of birth?",
    continueToIdentity: "Continue to the identity check",
    title: "Verify your identity",
    begin: "Start the identity check",
    frame: "Identity check with your passport or identity card",
    passport: "Passport",
    firstNames: "Given names",
    lastName: "Surname",
    number: "Document number",
    dob: "Date of birth",
    expiry: "Expiry date",
    submit: "Check my identity",
    refusedTitle: "We could not verify your identity",
    failureTitle: "The identity check could not be started",
    failureToast: /Something went wrong while starting the identity check/,
    waiting: "We are checking your identity",
    documentNumber: "Enter the number of a Dutch passport or identity card: 9 characters, for example SPECI2014",
    expired: "This document has expired",
  },
} as const;

const BIRTH_DATE = "1985-06-15";
/** The name fillPersonalDetails gives the profile: the document carries the same unless a test says otherwise. */
const PROFILE_NAME = { firstName: "Sanne", lastName: "de Vries" };
const EXPIRY = `${new Date().getFullYear() + 5}-01-31`;

/** The direct partner sells death risk; from the profession to the identity screen. */
async function reachIdentityScreen(page: Page, lang: Lang) {
  const text = T[lang];
  await startCheckoutWith(page, null, lang, [text.product]);
  await fillDate(page, text.birthDate, BIRTH_DATE);
  await answerAllQuestions(page, lang);
  await fillPersonalDetails(page, lang, { email: uniqueEmail("identity"), birthDate: BIRTH_DATE });
  await expect(page).toHaveURL(/\/checkout\/payment/);
  await page.getByLabel(TEXT[lang].iban).fill("NL91ABNA0417164300");
  await page.getByLabel(TEXT[lang].consent).check();
  await page.getByRole("button", { name: text.continueToIdentity }).click();
  await expect(page).toHaveURL(/\/checkout\/identity-verification$/);
  await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function fillDocument(
  within: ReturnType<Page["frameLocator"]> | Page,
  lang: Lang,
  values: { firstName?: string; lastName?: string; number?: string; dob?: string; expiry?: string },
) {
  const text = T[lang];
  await within.getByLabel(text.passport).check();
  await within.getByLabel(text.firstNames).fill(values.firstName ?? PROFILE_NAME.firstName);
  await within.getByLabel(text.lastName).fill(values.lastName ?? PROFILE_NAME.lastName);
  await within.getByLabel(text.number).fill(values.number ?? "SPECI2014");
  await within.getByLabel(text.dob).fill(values.dob ?? BIRTH_DATE);
  await within.getByLabel(text.expiry).fill(values.expiry ?? EXPIRY);
  await within.getByRole("button", { name: text.submit }).click();
}

test("verified: the built-in check in its dialog, the socket's message, insured", async ({ page }) => {
  await reachIdentityScreen(page, "nl");
  const userId = await visitorId(page);
  // Nothing is bought before the identity is verified.
  expect(await db.policy.count({ where: { userId } })).toBe(0);
  await page.getByRole("button", { name: T.nl.begin }).click();
  const dialog = page.getByRole("dialog", { name: "Identiteitscontrole" });
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${T.nl.frame}"]`);
  // Bad input is refused at the field and what was typed stays.
  await fillDocument(frame, "nl", { number: "SPECO2014", expiry: "2020-01-01" });
  await expect(frame.getByText(T.nl.documentNumber)).toBeVisible();
  await expect(frame.getByText(T.nl.expired)).toBeVisible();
  await expect(frame.getByLabel(T.nl.number)).toHaveValue("SPECO2014");
  await fillDocument(frame, "nl", {});
  await expect(page).toHaveURL(/\/result\?checkout=/);
  await expect(page.getByRole("heading", { level: 1, name: TEXT.nl.insured })).toBeVisible();

  const policy = await db.policy.findFirstOrThrow({ where: { userId }, include: { product: { select: { slug: true } } } });
  expect(policy.product.slug).toBe("death-risk");
  expect(policy.identityProvider).toBe("builtin");
  expect(policy.identityReference).toMatch(/^vs_builtin_/);
  expect(policy.identityVerifiedAt).not.toBeNull();
  // The provider keeps the date of birth as its proof, never the document number.
  const session = await db.builtinIdentitySession.findUniqueOrThrow({ where: { id: policy.identityReference! } });
  expect(session.verifiedDob).toBe(BIRTH_DATE);
  expect(JSON.stringify(session)).not.toContain("SPECI2014");
  // The customer sees it on the policy.
  await page.goto(`/user/policies/${policy.id}`);
  await expect(page.getByRole("term").filter({ hasText: "Identiteit bevestigd op" })).toBeVisible();
});

test("refused: a date of birth other than the profile's leads to the drop-out page; nothing is bought", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await reachIdentityScreen(page, "en");
  const userId = await visitorId(page);
  await page.getByRole("button", { name: T.en.begin }).click();
  await fillDocument(page.frameLocator(`iframe[title="${T.en.frame}"]`), "en", { dob: "1985-06-16" });
  await expect(page).toHaveURL(/\/result\?type=dropout/);
  await expect(page.getByRole("heading", { level: 1, name: T.en.refusedTitle })).toBeVisible();
  expect(await db.policy.count({ where: { userId } })).toBe(0);
  const verification = await db.identityVerification.findFirstOrThrow({ where: { userId } });
  expect(verification).toMatchObject({ status: "refused", errorCode: "dob_mismatch" });
  expect(await db.checkout.count({ where: { userId, status: "open" } })).toBe(1);
  // Trying again is possible from there.
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: T.en.title })).toBeVisible();
});

test("another name on the document: the purchase waits for underwriting review; the underwriter sees both names", async ({
  page,
  browser,
}) => {
  await reachIdentityScreen(page, "nl");
  const userId = await visitorId(page);
  await page.getByRole("button", { name: T.nl.begin }).click();
  // The profile's date of birth, the same family name spelled in other ways would match; another name does not.
  await fillDocument(page.frameLocator(`iframe[title="${T.nl.frame}"]`), "nl", { firstName: "Kees", lastName: "Jansen" });
  await expect(page).toHaveURL(/\/result\?checkout=/);
  await expect(page.getByRole("heading", { level: 1, name: "We hebben meer informatie nodig" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: TEXT.nl.insured })).toHaveCount(0);
  const policyRow = page.getByRole("table", { name: "Jouw polissen" }).getByRole("row").filter({ hasText: T.nl.product });
  await expect(policyRow).toContainText("wordt beoordeeld");

  // Bought waiting for review, never active and never billed; both names kept for the underwriter.
  const policy = await db.policy.findFirstOrThrow({ where: { userId }, include: { product: { select: { slug: true } } } });
  expect(policy).toMatchObject({
    status: "pending_review",
    reviewReason: "identity_name",
    identityProvider: "builtin",
    product: { slug: "death-risk" },
  });
  expect(await db.policy.count({ where: { userId, status: "active" } })).toBe(0);
  expect(await db.invoice.count({ where: { policyId: policy.id } })).toBe(0);
  expect((await db.checkout.findFirstOrThrow({ where: { id: policy.checkoutId } })).outcome).toBe("soft_drop_out");
  const verification = await db.identityVerification.findFirstOrThrow({ where: { userId } });
  expect(verification).toMatchObject({ status: "verified", nameOnDocument: "Kees Jansen", nameOfPolicyholder: "Sanne de Vries" });
  const session = await db.builtinIdentitySession.findUniqueOrThrow({ where: { id: verification.sessionId } });
  expect(session).toMatchObject({ verifiedDob: BIRTH_DATE, verifiedFirstName: "Kees", verifiedLastName: "Jansen" });

  // The insurer's underwriter finds it in the review queue with the reason, in their language.
  const admin = await createOwnInsurerAdmin("identity-name");
  const staff = await browser.newContext();
  try {
    await signInStaff(staff, admin);
    const desk = await staff.newPage();
    await desk.goto(partnerUrl(null, "/admin/review?lng=en"));
    const row = desk.getByRole("row").filter({ hasText: policy.number });
    await expect(row).toContainText("Name on the document differs: Kees Jansen vs Sanne de Vries");
    await row.getByRole("link", { name: policy.number }).click();
    await expect(desk.getByRole("heading", { level: 1, name: `Policy ${policy.number}` })).toBeVisible();
    await expect(desk.getByRole("definition").filter({ hasText: "Name on the document differs" })).toHaveText(
      "Name on the document differs: Kees Jansen vs Sanne de Vries",
    );
    await desk.goto(partnerUrl(null, `/admin/review/${policy.id}?lng=nl`));
    await expect(desk.getByRole("definition").filter({ hasText: "Naam op het document" })).toHaveText(
      "Naam op het document wijkt af: Kees Jansen vs Sanne de Vries",
    );
  } finally {
    await staff.close();
    await removeOwnInsurerAdmin(admin);
  }
});

test("the server call failing goes to /checkout/failure with a warning toast", async ({ page }) => {
  await reachIdentityScreen(page, "nl");
  const userId = await visitorId(page);
  const checkout = await db.checkout.findFirstOrThrow({ where: { userId, status: "open" } });
  const product = await db.insuranceProduct.findFirstOrThrow({ where: { slug: "death-risk" } });
  // The server call itself refuses what it must, with a translated reason and never a 500.
  const business = await db.insuranceProduct.findFirstOrThrow({ where: { slug: "business-liability" } });
  const ask = (data: unknown, headers: Record<string, string> = {}) =>
    page.request.post("/identity-verification", { data, headers: { "Accept-Language": "nl", ...headers }, failOnStatusCode: false });
  const notRequired = await ask({ product: business.id, start_date: "2030-01-01" });
  expect(notRequired.status()).toBe(400);
  expect(await notRequired.json()).toEqual({ detail: "Voor deze verzekering is geen identiteitscontrole nodig." });
  expect((await ask({ product: product.id, start_date: "2030-01-01" })).status()).toBe(400);
  expect((await ask("{not json", { "Content-Type": "application/json" })).status()).toBe(400);
  expect((await ask({ product: product.id, start_date: "2030-01-01" }, { Origin: "https://evil.example" })).status()).toBe(403);
  expect(await db.identityVerification.count({ where: { userId } })).toBe(0);
  // The server refuses a fourth check for one purchase (after the page was shown).
  for (let i = 0; i < 3; i++) {
    await db.identityVerification.create({
      data: {
        partnerId: checkout.partnerId,
        userId,
        checkoutId: checkout.id,
        productId: product.id,
        startDate: "2026-01-01",
        provider: "builtin",
        sessionId: `vs_test_${checkout.id}_${i}`,
        roomName: `room_${checkout.id}_${i}`,
      },
    });
  }
  await page.getByRole("button", { name: T.nl.begin }).click();
  await expect(page).toHaveURL(/\/checkout\/failure\?reason=identity/);
  await expect(page.getByRole("heading", { level: 1, name: T.nl.failureTitle })).toBeVisible();
  const toast = page.getByRole("alert").filter({ hasText: T.nl.failureToast });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Sluiten" }).click();
  await expect(toast).toHaveCount(0);
  expect(await db.policy.count({ where: { userId } })).toBe(0);
});

test.describe("without JavaScript", () => {
  test("the provider's own page, then the page that waits until the outcome is known", async ({ page, browser }) => {
    await reachIdentityScreen(page, "nl");
    const userId = await visitorId(page);
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plain = await context.newPage();
    await plain.goto(page.url());
    await plain.getByRole("button", { name: T.nl.begin }).click();
    await expect(plain).toHaveURL(/\/identity\/builtin\/vs_builtin_\w+\?secret=/);
    const verification = await db.identityVerification.findFirstOrThrow({ where: { userId } });
    // Before the check is done: the waiting page says so and refreshes itself.
    const waiting = await context.newPage();
    await waiting.goto(`/checkout/identity-verification?room=${verification.roomName}`);
    await expect(waiting.getByRole("heading", { level: 1, name: T.nl.waiting })).toBeVisible();
    await expect(waiting.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "3");

    await fillDocument(plain, "nl", {});
    await expect(plain).toHaveURL(/\/result\?checkout=/);
    await expect(plain.getByRole("heading", { level: 1, name: TEXT.nl.insured })).toBeVisible();
    expect(await db.policy.count({ where: { userId, identityProvider: "builtin" } })).toBe(1);
    await context.close();
  });
});

test("a socket on another customer's room is refused; the page's own gets the outcome", async ({ page, browser }) => {
  await reachIdentityScreen(page, "nl");
  await page.getByRole("button", { name: T.nl.begin }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const owner = await visitorId(page);
  const { roomName } = await db.identityVerification.findFirstOrThrow({ where: { userId: owner } });

  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(partnerUrl(null, "/products/available-products"));
  const outcome = await stranger.evaluate(
    (room) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`ws://${location.host}/stripe/identity/${room}/`);
        socket.onmessage = () => resolve("message");
        socket.onopen = () => resolve("open");
        socket.onerror = () => resolve("refused");
      }),
    roomName,
  );
  expect(outcome).toBe("refused");
  await other.close();
});
