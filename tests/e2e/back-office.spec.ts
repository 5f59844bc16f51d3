// The insurer's back office as staff and customers use it (issue 14, decision 0045): an insurer
// admin accepts a policy waiting for review and the customer finds it active with a message in
// the inbox; a claim is moved to approved with an amount (refused at the field above the
// policy's cover first) and the customer sees status, amount and message. Each test owns its
// partner, insurer admin, customer and rows (policy and claim made straight in the database).
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { createCustomer, signInByEmail } from "./support/account";
import { db } from "./support/db";
import { TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";
import { createOwnInsurerAdmin, expect, removeOwnInsurerAdmin, signInStaff, test, type OwnPartner } from "./support/own-partner";

test.describe.configure({ timeout: 90_000 });

/** Today as the insurer counts it (Amsterdam): the UTC date is a day behind after 23:00 UTC. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());

/** A customer of the partner with one business liability policy in the given state. */
async function customerWithPolicy(partner: OwnPartner, tag: string, policy: { status: string; perClaimCents?: number }) {
  const email = uniqueEmail(tag);
  const user = await createCustomer(partner.name, email, { firstName: "Femke" });
  const product = await db.insuranceProduct.findUniqueOrThrow({
    where: { slug: "business-liability" },
    select: {
      id: true,
      questions: { select: { id: true, options: { select: { id: true }, take: 1 } }, orderBy: { position: "asc" }, take: 2 },
    },
  });
  const checkout = await db.checkout.create({
    data: {
      partnerId: partner.id,
      userId: user.id,
      group: "normal",
      status: "completed",
      outcome: "soft_drop_out",
      completedAt: new Date(),
      formalities: { liability: true },
    },
  });
  const suffix = randomBytes(4).toString("hex").toUpperCase();
  const mandate = await db.mandate.create({
    data: {
      partnerId: partner.id,
      userId: user.id,
      reference: `E2E-BO-${suffix}`,
      iban: "NL91ABNA0417164300",
      accountHolder: "Femke Tester",
      signedOn: today(),
    },
  });
  const waiting = policy.status !== "active";
  const row = await db.policy.create({
    data: {
      number: `POL-E2E-${suffix}`,
      partnerId: partner.id,
      userId: user.id,
      productId: product.id,
      checkoutId: checkout.id,
      mandateId: mandate.id,
      status: policy.status,
      startDate: today(),
      netMonthlyCents: 2500,
      grossMonthlyCents: 3000,
      perClaimCents: policy.perClaimCents ?? null,
      answers: product.questions.filter((q) => q.options[0]).map((q) => ({ questionId: q.id, optionId: q.options[0]!.id })),
      ...(waiting ? { reviewReason: "formalities", reviewDueAt: new Date(Date.now() - 3_600_000) } : {}),
    },
  });
  return { email, userId: user.id, policy: row };
}

/** The page's own status notice (the loading overlay is a status region too). */
const notice = (page: Page) => page.locator("p.notice[role=status]");

/** Opens an unread message: its button (a post) marks it read and shows it. */
async function openInboxMessage(page: Page, partner: OwnPartner, subject: string) {
  await page.goto(partnerUrl(partner.name, "/user/inbox?lng=nl"));
  await page
    .getByRole("list", { name: /berichten/i })
    .getByRole("button", { name: `Nieuw: ${subject}`, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: subject })).toBeVisible();
}

test("an insurer admin accepts a waiting policy; the customer sees it active and gets a message", async ({ page, context, ownPartner }) => {
  const admin = await createOwnInsurerAdmin("review");
  try {
    const customer = await customerWithPolicy(ownPartner, "review-accept", { status: "pending_review" });
    await signInStaff(context, admin);

    await page.goto(partnerUrl(null, "/admin/review?lng=nl"));
    await expect(page.getByRole("heading", { level: 1, name: "Acceptatiebeoordeling" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: customer.policy.number });
    await expect(row).toContainText(TEXT.nl.business);
    await expect(row).toContainText(ownPartner.displayName);
    await expect(row).toContainText("Formaliteiten gemeld");
    await expect(row).toContainText(/te laat/);
    await row.getByRole("link", { name: customer.policy.number }).click();

    await expect(page.getByRole("heading", { level: 1, name: `Polis ${customer.policy.number}` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Antwoorden" })).toBeVisible();
    await page.getByRole("button", { name: "Accepteren" }).click();
    await expect(notice(page)).toHaveText("Geaccepteerd. De klant is op de hoogte gebracht.");
    await expect(page.getByRole("button", { name: "Accepteren" })).toHaveCount(0);

    const stored = await db.policy.findUniqueOrThrow({ where: { id: customer.policy.id } });
    expect([stored.status, stored.reviewDecision, stored.reviewedById]).toEqual(["active", "accepted", admin.id]);
    expect(await db.auditLog.count({ where: { action: "review_accepted", userId: customer.userId } })).toBe(1);
    const mail = await db.outboxMail.findFirstOrThrow({
      where: { to: customer.email.toLowerCase(), subject: { contains: "geaccepteerd" } },
    });
    expect(mail.text).toContain(customer.policy.number);

    // The customer, signed in by e-mail on their partner's site.
    await signInByEmail(page, customer.email, ownPartner.name);
    await page.goto(partnerUrl(ownPartner.name, `/user/policies/${customer.policy.id}?lng=nl`));
    await expect(page.getByText("Actief", { exact: true }).first()).toBeVisible();
    await openInboxMessage(page, ownPartner, `Je ${TEXT.nl.business} is geaccepteerd`);
    await expect(page.getByText(/is actief vanaf/)).toBeVisible();
  } finally {
    await removeOwnInsurerAdmin(admin);
  }
});

test("a claim approved with an amount reaches the customer's claims page and inbox", async ({ page, context, ownPartner }) => {
  const admin = await createOwnInsurerAdmin("claims");
  try {
    const customer = await customerWithPolicy(ownPartner, "claim-approve", { status: "active", perClaimCents: 100_000 });
    const claim = await db.claim.create({
      data: {
        number: `CL-E2E-${randomBytes(4).toString("hex").toUpperCase()}`,
        partnerId: ownPartner.id,
        userId: customer.userId,
        policyId: customer.policy.id,
        description: "Laptop van de werkbank gevallen",
        occurredOn: today(),
      },
    });
    await signInStaff(context, admin);
    await page.goto(partnerUrl(null, "/admin/claims?lng=nl"));
    await page.getByLabel("Status").selectOption({ label: "Ingediend" });
    await page.getByRole("button", { name: "Tonen" }).click();
    await page.getByRole("row").filter({ hasText: claim.number }).getByRole("link", { name: claim.number }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Schade ${claim.number}` })).toBeVisible();

    await page.getByLabel("Nieuwe status").selectOption({ label: "In behandeling" });
    await page.getByRole("button", { name: "Status opslaan" }).click();
    await expect(notice(page)).toHaveText("Status gewijzigd in In behandeling. De klant is op de hoogte gebracht.");

    // Above the cover per claim (€ 1.000,00): refused at the field, what was typed kept.
    await page.getByLabel("Nieuwe status").selectOption({ label: "Goedgekeurd" });
    await page.getByLabel("Goedgekeurd bedrag in euro").fill("1500");
    await page.getByLabel("Toelichting voor de klant").fill("Vergoeding van de reparatie.");
    await page.getByRole("button", { name: "Status opslaan" }).click();
    const amount = page.getByLabel("Goedgekeurd bedrag in euro");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Het bedrag is hoger dan de dekking per schade van deze polis.")).toBeVisible();
    await expect(amount).toHaveValue("1500");
    await expect(page.getByLabel("Toelichting voor de klant")).toHaveValue("Vergoeding van de reparatie.");
    expect((await db.claim.findUniqueOrThrow({ where: { id: claim.id } })).status).toBe("in_review");

    await amount.fill("750,50");
    await page.getByRole("button", { name: "Status opslaan" }).click();
    await expect(notice(page)).toHaveText("Status gewijzigd in Goedgekeurd. De klant is op de hoogte gebracht.");
    const stored = await db.claim.findUniqueOrThrow({ where: { id: claim.id } });
    expect([stored.status, stored.approvedCents]).toEqual(["approved", 75_050]);

    await signInByEmail(page, customer.email, ownPartner.name);
    await page.goto(partnerUrl(ownPartner.name, "/user/claims?lng=nl"));
    const row = page.getByRole("row", { name: new RegExp(claim.number) });
    await expect(row.getByText("Goedgekeurd", { exact: true }).first()).toBeVisible();
    await expect(row).toContainText("Goedgekeurd bedrag: € 750,50");
    await expect(row).toContainText("Vergoeding van de reparatie.");
    await openInboxMessage(page, ownPartner, `Je schademelding ${claim.number}: Goedgekeurd`);
    await expect(page.getByText(/We vergoeden €\s750,50/)).toBeVisible();
  } finally {
    await removeOwnInsurerAdmin(admin);
  }
});
