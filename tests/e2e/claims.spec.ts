// Claims and surveys as a customer uses them: reporting damage with photos and documents on
// /user/claims (refused files named at the field, the description kept) and a survey in
// English. A customer is made by buying through the funnel: after paying, the browser is
// signed in as that customer.
import { expect, test, type Page } from "@playwright/test";
import { todayInAmsterdam } from "../../app/domain/platform/validation";
import { PDF_BYTES, PNG_BYTES, TEXT_BYTES } from "../fixtures/uploads/files";
import { dateValue, fillDate } from "./support/dates";
import { db } from "./support/db";
import { answerAllQuestions, completeDetailsAndPay, startCheckoutWith, TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

test.describe.configure({ timeout: 90_000 });

/** Buys business liability on acme; the browser is then that signed-in customer, on the result page. */
async function becomeCustomer(page: Page, tag: string): Promise<{ email: string; userId: string }> {
  const email = uniqueEmail(tag);
  await startCheckoutWith(page, "acme", "nl", [TEXT.nl.business]);
  await answerAllQuestions(page, "nl");
  await completeDetailsAndPay(page, "nl", email);
  await expect(page.getByRole("heading", { level: 1, name: TEXT.nl.insured })).toBeVisible();
  const user = await db.user.findFirstOrThrow({ where: { email }, select: { id: true, isGuest: true } });
  expect(user.isGuest).toBe(false);
  return { email, userId: user.id };
}

async function openClaims(page: Page) {
  await page.goto(partnerUrl("acme", "/user/claims?lng=nl"));
  await expect(page.getByRole("heading", { level: 1, name: "Mijn schades" })).toBeVisible();
}

async function fillClaim(page: Page, description: string) {
  const policy = page.getByLabel("Polis", { exact: true });
  await expect(policy.getByRole("option")).toHaveText(["Kies een polis", new RegExp(`^${TEXT.nl.business} \\(`)]);
  await policy.selectOption({ index: 1 });
  await page.getByLabel("Omschrijving van de schade").fill(description);
  await fillDate(page, "Datum van de schade", todayInAmsterdam());
}

const filesField = (page: Page) => page.getByLabel("Foto's en documenten (optioneel)");

test("a customer reports a claim with a photo and a PDF and sees it listed as submitted", { tag: "@pg" }, async ({ page }) => {
  const { userId } = await becomeCustomer(page, "claim-files");
  await openClaims(page);
  await expect(page.getByText("Je hebt nog geen schade gemeld.")).toBeVisible();

  await fillClaim(page, "Een bal door de etalageruit");
  await filesField(page).setInputFiles([
    { name: "ruit.png", mimeType: "image/png", buffer: PNG_BYTES },
    { name: "offerte-glaszetter.pdf", mimeType: "application/pdf", buffer: PDF_BYTES },
  ]);
  await page.getByRole("button", { name: "Schade melden" }).click();

  await expect(page.getByRole("status")).toContainText(/Je schade is gemeld onder nummer CL-\d{8}-/);
  const claim = await db.claim.findFirstOrThrow({ where: { userId }, include: { files: true, policy: true } });
  expect(claim.description).toBe("Een bal door de etalageruit");
  expect(claim.occurredOn).toBe(todayInAmsterdam());
  expect(claim.status).toBe("submitted");
  expect(claim.files.map((file) => [file.fileName, file.mimeType, file.sizeBytes]).sort()).toEqual([
    ["offerte-glaszetter.pdf", "application/pdf", PDF_BYTES.length],
    ["ruit.png", "image/png", PNG_BYTES.length],
  ]);

  const row = page.getByRole("row", { name: new RegExp(claim.number) });
  await expect(row.getByRole("cell", { name: "Ingediend" })).toBeVisible();
  await expect(row).toContainText(TEXT.nl.business);
  await expect(row).toContainText(claim.policy.number);
  const [day, month, year] = [todayInAmsterdam().slice(8, 10), todayInAmsterdam().slice(5, 7), todayInAmsterdam().slice(0, 4)];
  await expect(row).toContainText(`${day}-${month}-${year}`);

  // The stored photo comes back as a download, byte for byte.
  const downloading = page.waitForEvent("download");
  await row.getByRole("link", { name: "ruit.png" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("ruit.png");
  const path = await download.path();
  const { readFileSync } = await import("node:fs");
  expect(readFileSync(path).equals(PNG_BYTES)).toBe(true);
});

test("a text file named .jpg is refused at the field and the description is kept", async ({ page }) => {
  const { userId } = await becomeCustomer(page, "claim-disguised");
  await openClaims(page);
  await fillClaim(page, "Lekkage onder het aanrecht");
  await filesField(page).setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: TEXT_BYTES });
  await page.getByRole("button", { name: "Schade melden" }).click();

  await expect(page.getByText("foto.jpg: Alleen JPEG, PNG of PDF is toegestaan")).toBeVisible();
  await expect(filesField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(filesField(page)).toHaveAccessibleDescription(/foto\.jpg: Alleen JPEG, PNG of PDF is toegestaan/);
  await expect(page.getByLabel("Omschrijving van de schade")).toHaveValue("Lekkage onder het aanrecht");
  expect(await dateValue(page, "Datum van de schade")).toBe(todayInAmsterdam());
  expect(await db.claim.count({ where: { userId } })).toBe(0);
});

test("a file over 25 MB is refused at the field as soon as it is chosen, and nothing is sent", async ({ page }) => {
  test.setTimeout(150_000); // 25 MB travels from the test to the browser
  const { userId } = await becomeCustomer(page, "claim-large");
  await openClaims(page);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await fillClaim(page, "Stormschade aan het dak");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const big = Buffer.alloc(25 * 1024 * 1024 + 1);
  PNG_BYTES.copy(big);
  await filesField(page).setInputFiles({ name: "dak.png", mimeType: "image/png", buffer: big });
  // The server's own check of the same file: tests/integration/upload-limits and uploads.
  const message = page.getByText("dak.png: Een bestand mag maximaal 25 MB groot zijn");
  await expect(message).toBeVisible();
  await expect(filesField(page)).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Schade melden" }).click();
  await expect(filesField(page)).toBeFocused();
  await expect(message).toBeVisible();
  await expect(page.getByLabel("Omschrijving van de schade")).toHaveValue("Stormschade aan het dak");
  expect(posts).toEqual([]);
  expect(await db.claim.count({ where: { userId } })).toBe(0);

  // A file within the limit clears the message and the claim goes out.
  await filesField(page).setInputFiles({ name: "dak.png", mimeType: "image/png", buffer: PNG_BYTES });
  await expect(message).toBeHidden();
  await page.getByRole("button", { name: "Schade melden" }).click();
  await expect.poll(() => db.claim.count({ where: { userId } })).toBe(1);
});

// The purchase survey from the result page, through all its steps: tests/e2e/surveys.spec.ts.

test("a visitor answers the general survey in English; sending without a rating is explained at the group", async ({ page }) => {
  const product = await db.insuranceProduct.findUniqueOrThrow({ where: { slug: "business-liability" }, select: { id: true } });
  await page.goto(partnerUrl("acme", `/survey/general/${product.id}/rating?lng=en`));
  await expect(page.getByRole("heading", { level: 1, name: "What do you think of Business liability insurance?" })).toBeVisible();

  // Sending without a rating says so at the rating group.
  await page.getByRole("button", { name: "Next" }).click();
  const rating = page.getByRole("group", { name: "What rating do you give?" });
  await expect(rating).toHaveAttribute("aria-invalid", "true");
  await expect(rating.getByText("This field is required")).toBeVisible();

  const feedback = `Clear pages ${Date.now()}`;
  await rating.getByLabel("5", { exact: true }).check();
  await page.getByLabel("Comments (optional)").fill(feedback);
  await page.getByRole("button", { name: "Next" }).click();
  // The general survey's last step: anything else (optional).
  await expect(page.getByRole("heading", { level: 1, name: "Anything else you would like to tell us?" })).toBeVisible();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your feedback!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the start page" })).toBeVisible();
  const stored = await db.surveyResponse.findFirstOrThrow({ where: { feedback } });
  expect(stored).toMatchObject({ survey: "general", productId: product.id, rating: 5, userId: null });
});

test("an unknown survey is the not-found page", async ({ page }) => {
  const product = await db.insuranceProduct.findUniqueOrThrow({ where: { slug: "business-liability" }, select: { id: true } });
  const response = await page.goto(partnerUrl("acme", `/survey/unknown/${product.id}/rating?lng=nl`));
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oeps! We kunnen niet vinden waar je naar zoekt.")).toBeVisible();
});

test("without JavaScript a claim is refused and then reported, and the survey is answered", async ({ page, browser }) => {
  const { userId } = await becomeCustomer(page, "claim-no-js");
  // The same signed-in customer in a browser without JavaScript.
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  try {
    await openClaims(plain);
    await plain.getByLabel("Omschrijving van de schade").fill("Fiets gestolen bij het kantoor");
    await fillDate(plain, "Datum van de schade", todayInAmsterdam());
    await filesField(plain).setInputFiles({ name: "aangifte.jpg", mimeType: "image/jpeg", buffer: TEXT_BYTES });
    await plain.getByRole("button", { name: "Schade melden" }).click();
    await expect(plain.getByText("aangifte.jpg: Alleen JPEG, PNG of PDF is toegestaan")).toBeVisible();
    await expect(plain.getByLabel("Omschrijving van de schade")).toHaveValue("Fiets gestolen bij het kantoor");
    expect(await db.claim.count({ where: { userId } })).toBe(0);

    await filesField(plain).setInputFiles({ name: "aangifte.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
    await plain.getByRole("button", { name: "Schade melden" }).click();
    await expect(plain.getByRole("status")).toContainText("Je schade is gemeld onder nummer CL-");
    const claim = await db.claim.findFirstOrThrow({ where: { userId }, include: { files: true } });
    expect(claim.files.map((file) => file.mimeType)).toEqual(["application/pdf"]);

    const product = await db.insuranceProduct.findUniqueOrThrow({ where: { slug: "business-liability" }, select: { id: true } });
    await plain.goto(partnerUrl("acme", `/survey/general/${product.id}/rating?lng=nl`));
    await plain.getByRole("button", { name: "Volgende" }).click();
    await expect(plain.getByRole("group", { name: "Welk cijfer geef je?" }).getByText("Dit veld is verplicht")).toBeVisible();
    await plain.getByRole("group", { name: "Welk cijfer geef je?" }).getByLabel("2", { exact: true }).check();
    await plain.getByRole("button", { name: "Volgende" }).click();
    await plain.getByRole("button", { name: "Versturen" }).click();
    await expect(plain.getByRole("heading", { level: 1, name: "Bedankt voor je mening!" })).toBeVisible();
    expect(await db.surveyResponse.findMany({ where: { userId }, select: { survey: true, rating: true } })).toEqual([
      { survey: "general", rating: 2 },
    ]);
  } finally {
    await context.close();
  }
});
