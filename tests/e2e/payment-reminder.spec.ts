// A failed debit, as a customer lives it (issue 14): the reminder mail's link opens the open
// invoice, it is paid with the built-in offline provider, "payment reminder fulfilled" shows,
// My invoices says paid and so does the database. And a payment that fails says so and leaves
// the invoice open. Each test owns its partner, customer, policy and invoice.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { signInByEmail } from "./support/account";
import { db } from "./support/db";
import { partnerUrl } from "./support/hosts";
import { expect, test, type OwnPartner } from "./support/own-partner";

async function customerWithFailedInvoice(partner: OwnPartner) {
  const suffix = randomBytes(4).toString("hex");
  const product = await db.insuranceProduct.findUniqueOrThrow({ where: { slug: "business-liability" }, select: { id: true } });
  const user = await db.user.create({
    data: { partnerId: partner.id, isGuest: false, firstName: "Noor", email: `reminder-${suffix}@example.com`, language: "nl" },
  });
  const checkout = await db.checkout.create({ data: { partnerId: partner.id, userId: user.id, group: "normal", status: "completed" } });
  const mandate = await db.mandate.create({
    data: {
      partnerId: partner.id,
      userId: user.id,
      reference: `MND-E2E-${suffix}`,
      iban: "NL91ABNA0417164300",
      accountHolder: "N. Bakker",
      signedOn: "2026-01-01",
    },
  });
  const policy = await db.policy.create({
    data: {
      number: `POL-E2E-${suffix}`,
      partnerId: partner.id,
      userId: user.id,
      productId: product.id,
      checkoutId: checkout.id,
      mandateId: mandate.id,
      status: "active",
      startDate: "2026-01-10",
      netMonthlyCents: 2999,
      grossMonthlyCents: 2999,
      answers: [],
    },
  });
  const invoice = await db.invoice.create({
    data: {
      number: `INV-E2E-${suffix}`.toUpperCase(),
      partnerId: partner.id,
      userId: user.id,
      policyId: policy.id,
      amountCents: 2999,
      status: "failed",
      failureReason: "AM04",
      periodStart: "2026-02-10",
      periodEnd: "2026-03-09",
      dueDate: "2026-02-10",
    },
  });
  return { user, invoice };
}

/** Sends the reminders (as the billing run does after a bank answer) and returns the link mailed to this customer. */
async function mailedReminderLink(email: string): Promise<string> {
  // The links carry the server's port and database from configuration, never a Host header.
  execFileSync(process.execPath, ["--import", "tsx", "tests/e2e/support/send-reminders.ts"], {
    env: {
      ...process.env,
      PORT: process.env.TEST_PORT ?? "3100",
      DATABASE_URL: process.env.DATABASE_URL ?? "file:./data/test.db",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const mail = await db.outboxMail.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
  expect(mail.subject).toContain("Betalingsherinnering");
  const link = (mail.links as string[]).find((href) => href.includes("/invoice-reminder?"));
  expect(link).toBeTruthy();
  return link!;
}

test("a failed debit: reminder mail, pay with the offline provider, payment reminder fulfilled, invoice paid", async ({
  page,
  ownPartner,
}) => {
  const { user, invoice } = await customerWithFailedInvoice(ownPartner);
  const link = new URL(await mailedReminderLink(user.email!));
  expect(link.hostname).toBe(`${ownPartner.name}.localhost`);

  await page.goto(partnerUrl(ownPartner.name, link.pathname + link.search));
  await expect(page.getByRole("heading", { name: "Openstaande betaling" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Factuur ${invoice.number}` }) });
  await expect(card).toContainText("29,99");
  await expect(card).toContainText("10-02-2026 t/m 09-03-2026");
  await expect(card).toContainText("onvoldoende saldo");
  await card.getByRole("radio", { name: "iDEAL" }).check();
  await card.getByRole("button", { name: /Betaal/ }).click();

  await expect(page.getByRole("heading", { name: "Testbetaling" })).toBeVisible();
  await page.getByRole("button", { name: "Betalen", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Betalingsherinnering voldaan" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(invoice.number);

  const stored = await db.invoice.findUniqueOrThrow({ where: { id: invoice.id }, include: { payments: true } });
  expect(stored.status).toBe("paid");
  expect(stored.paidAt).not.toBeNull();
  expect(stored.payments.map((payment) => [payment.status, payment.method])).toEqual([["succeeded", "ideal"]]);

  await signInByEmail(page, user.email!, ownPartner.name);
  await page.goto(partnerUrl(ownPartner.name, "/user/invoices"));
  const listed = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Factuur ${invoice.number}` }) });
  await expect(listed).toContainText("Betaald");
  await expect(listed.getByRole("link", { name: "Nu betalen" })).toHaveCount(0);
});

test("a payment that fails says so and leaves the invoice open", async ({ page, ownPartner }) => {
  const { user, invoice } = await customerWithFailedInvoice(ownPartner);
  const link = new URL(await mailedReminderLink(user.email!));
  await page.goto(partnerUrl(ownPartner.name, link.pathname + link.search));
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Factuur ${invoice.number}` }) });
  await card.getByRole("radio", { name: "Creditcard" }).check();
  await card.getByRole("button", { name: /Betaal/ }).click();
  await page.getByRole("button", { name: "Betaling laten mislukken" }).click();

  await expect(page.getByRole("heading", { name: "De betaling is niet gelukt" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("de factuur staat nog open");
  expect((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).status).toBe("failed");

  await page.getByRole("link", { name: "Opnieuw betalen" }).click();
  await expect(page.getByRole("heading", { name: `Factuur ${invoice.number}` })).toBeVisible();
});
