// The support assistant (decision 0048) as a customer uses it: a cover question answered with a
// link to its source (followed), a hand-over with links to a human channel when asked for a
// person, the greeting with the customer's name and email, and the profession page's
// "describe your work" suggestions, without JavaScript too. Each test on a partner of its own.
import { randomBytes } from "node:crypto";
import { signInByEmail, createCustomer } from "./support/account";
import { db } from "./support/db";
import { partnerUrl } from "./support/hosts";
import { expect, test } from "./support/own-partner";

const BUSINESS = "Bedrijfsaansprakelijkheidsverzekering";

test("the assistant answers a cover question with its source, then hands over when asked for a person", async ({ page, ownPartner }) => {
  const counted = async () =>
    (await db.rateLimitBucket.aggregate({ where: { key: { startsWith: "assistant:client:" } }, _sum: { count: true } }))._sum.count ?? 0;
  const countedBefore = await counted();
  await page.goto(partnerUrl(ownPartner.name, "/support/assistant?lng=nl"));
  await expect(page.getByRole("heading", { level: 1, name: "Digitale assistent" })).toBeVisible();

  await page.getByLabel("Je vraag").fill("Wat dekt de bedrijfsaansprakelijkheidsverzekering?");
  await page.getByRole("button", { name: "Vraag stellen" }).click();
  const answer = page.getByRole("status", { name: "Nieuwste antwoord" });
  await expect(answer).toContainText("Dekt schade die jij of je werk toebrengt aan personen");
  const source = answer.getByRole("link", { name: BUSINESS });
  await expect(source).toHaveAttribute("href", "/products/business-liability");
  // The question was counted against the rate limit, in the database every process shares.
  expect(await counted()).toBeGreaterThan(countedBefore);

  await page.getByLabel("Je vraag").fill("Ik wil graag een medewerker spreken");
  await page.getByRole("button", { name: "Vraag stellen" }).click();
  await expect(answer).toContainText("een medewerker helpt je graag verder");
  await expect(answer.getByRole("link", { name: "Chat met een medewerker" })).toHaveAttribute("href", "/support/chat");
  await expect(answer.getByRole("link", { name: /Klantenservice/ })).toHaveAttribute("href", "/support");
  // The first exchange is still on the page, its source still a link.
  await expect(page.getByRole("region", { name: "Gesprek met de assistent" }).getByRole("link", { name: BUSINESS })).toBeVisible();

  // Following the source opens the product page it quoted.
  await page.getByRole("region", { name: "Gesprek met de assistent" }).getByRole("link", { name: BUSINESS }).click();
  await expect(page.getByRole("heading", { level: 1, name: BUSINESS })).toBeVisible();
});

test("a signed-in customer is greeted by name and email, and an empty question is refused at the field", async ({ page, ownPartner }) => {
  const email = `assistant-${randomBytes(4).toString("hex")}@example.com`;
  const user = await createCustomer(ownPartner.name, email, { firstName: "Femke" });
  await signInByEmail(page, email, ownPartner.name);
  await page.goto(partnerUrl(ownPartner.name, "/support/assistant?lng=nl"));
  await expect(
    page.getByText(
      `Hallo Femke! Ik help je graag met vragen over je verzekeringen. Heb je liever een medewerker, dan nemen we contact op via ${email}.`,
    ),
  ).toBeVisible();
  // Without the browser's own check (required), the server's message shows at the field.
  await page.getByLabel("Je vraag").evaluate((field) => field.removeAttribute("required"));
  await page.getByLabel("Je vraag").fill("   ");
  await page.getByRole("button", { name: "Vraag stellen" }).click();
  await expect(page.getByText("Typ eerst je vraag.")).toBeVisible();
  await expect(page.getByLabel("Je vraag")).toHaveAttribute("aria-invalid", "true");
  expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(email);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the assistant answers in English with a link to the FAQ it used", async ({ page, ownPartner }) => {
    await page.goto(partnerUrl(ownPartner.name, "/support/assistant?lng=en"));
    await page.getByLabel("Your question").fill("Can I cancel my business liability insurance?");
    await page.getByRole("button", { name: "Ask" }).click();
    const link = page.getByRole("status", { name: "Latest answer" }).getByRole("link", { name: "Can I cancel?" });
    await expect(link).toHaveAttribute("href", "/products/business-liability#faq-3");
    await link.click();
    await expect(page.locator("#faq-3")).toContainText("Can I cancel?");
  });

  test("the profession search offers the assistant's suggestions when nothing fits", async ({ page, ownPartner }) => {
    await page.goto(partnerUrl(ownPartner.name, "/profession?lng=nl&q=kraanreparateur"));
    await expect(page.getByText("Geen beroep gevonden voor “kraanreparateur”.", { exact: false })).toBeVisible();
    await page.getByLabel("Beschrijf je werk in een paar woorden").fill("Ik repareer lekkende kranen en leidingen bij mensen thuis");
    await page.getByRole("button", { name: "Stel beroepen voor" }).click();
    const suggestions = page.getByRole("list", { name: "Beroepen die bij je omschrijving passen" });
    await expect(suggestions.getByRole("button")).not.toHaveCount(0);
    expect(await suggestions.getByRole("button").count()).toBeLessThanOrEqual(5);
    await suggestions.getByRole("button", { name: "Loodgieter" }).click();
    await expect(page).toHaveURL(/\/products\/available-products/);
    const plumber = await db.profession.findUniqueOrThrow({ where: { slug: "plumber" }, select: { id: true } });
    const partner = await db.partner.findUniqueOrThrow({ where: { name: ownPartner.name }, select: { id: true } });
    await expect.poll(() => db.user.count({ where: { partnerId: partner.id, professionId: plumber.id } })).toBe(1);
  });
});
