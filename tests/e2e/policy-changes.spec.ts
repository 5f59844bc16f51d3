// Policies that change during the term (issue 34), as a customer and an underwriter use them: on
// a desktop with JavaScript, a home policy moves house mid-period and the next invoice (made by
// the insurer's billing run) carries the prorated difference to the cent; at 375 px without
// JavaScript, a car changed to a plate the insurer refuses changes nothing, and an aov whose
// insured income rises waits in the review queue until an underwriter accepts it. The account
// lists every version with its own schedule PDF. Each test has a partner of its own.
import { randomBytes } from "node:crypto";
import { expect, request, test, type Page } from "@playwright/test";
import { addDays, todayInAmsterdam } from "../../app/domain/platform/field-checks";
import { formatMoney } from "../../app/domain/platform/formatting";
import { vehicles, BUILTIN_VEHICLE_PLATES } from "../../app/server/providers/data/vehicles";
import { signInByEmail } from "./support/account";
import { fillDate } from "./support/dates";
import { db } from "./support/db";
import { partnerUrl } from "./support/hosts";
import { createOwnInsurerAdmin, createOwnPartner, removeOwnInsurerAdmin, removeOwnPartner, signInStaff } from "./support/own-partner";

const UTRECHT = { postalCode: "3511AB", houseNumber: "1", addition: null, street: "Oudegracht", city: "Utrecht" };
/** Consequences that would refuse or refer the policy: the test's policies choose other options. */
const NOT_ACCEPTED = new Set(["drop_out", "hard_drop_out", "reject"]);

/** Answers by field for questions without options (the looked-up objects, dates, amounts). */
type Overrides = Record<string, Record<string, unknown>>;

async function createPolicy(partnerId: string, slug: string, input: { monthlyCents: number; startDate: string; overrides: Overrides }) {
  const suffix = randomBytes(5).toString("hex");
  const email = `changes-${slug}-${suffix}@example.com`;
  const product = await db.insuranceProduct.findUniqueOrThrow({
    where: { slug },
    include: { questions: { orderBy: { position: "asc" }, include: { options: { orderBy: { position: "asc" } } } } },
  });
  const answers = product.questions.flatMap((question): Record<string, unknown>[] => {
    const empty: Record<string, unknown> = {
      questionId: question.id,
      optionId: null,
      dateValue: null,
      moneyValueCents: null,
      textValue: null,
      floatValue: null,
    };
    if (question.options.length > 0) {
      const chosen = question.options.find((option) => !NOT_ACCEPTED.has(option.consequence) && option.underwriting === "none");
      return chosen ? [{ ...empty, optionId: chosen.id }] : [];
    }
    const override = question.field ? input.overrides[question.field] : undefined;
    return override ? [{ ...empty, ...override }] : [];
  });
  const user = await db.user.create({
    data: { partnerId, email, isGuest: false, firstName: "Wim", lastName: `Wijziger ${suffix}`, birthDate: "1985-05-05", language: "nl" },
    select: { id: true },
  });
  const checkout = await db.checkout.create({
    data: { partnerId, userId: user.id, group: "consumer", status: "completed" },
    select: { id: true },
  });
  const mandate = await db.mandate.create({
    data: {
      partnerId,
      userId: user.id,
      reference: `MND-C-${suffix}`,
      iban: "NL91ABNA0417164300",
      accountHolder: "W. Wijziger",
      signedOn: input.startDate,
    },
    select: { id: true },
  });
  const policy = await db.policy.create({
    data: {
      number: `POL-C-${suffix}`.toUpperCase(),
      partnerId,
      userId: user.id,
      productId: product.id,
      checkoutId: checkout.id,
      mandateId: mandate.id,
      status: "active",
      startDate: input.startDate,
      netMonthlyCents: input.monthlyCents,
      grossMonthlyCents: input.monthlyCents,
      answers: answers as object[],
    },
    select: { id: true, number: true },
  });
  // The first month, invoiced and paid at checkout.
  await db.invoice.create({
    data: {
      number: `INV-C-${suffix}`,
      partnerId,
      userId: user.id,
      policyId: policy.id,
      amountCents: input.monthlyCents,
      status: "paid",
      periodStart: input.startDate,
      periodEnd: addDays(addMonthIso(input.startDate), -1),
      dueDate: input.startDate,
      billingKey: `${policy.id}:${input.startDate}`,
    },
  });
  return { ...policy, email, userId: user.id };
}

/** The same day next month, clamped (the billing day rule, written out again here). */
function addMonthIso(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month, 1));
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  return `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
}

const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * A GET with the browser's cookies: Node can not resolve *.localhost, so the request goes to the
 * test server with the partner's Host header (as postWithBrowserCookies does).
 */
async function getWithBrowserCookies(page: Page, href: string) {
  const target = new URL(href, page.url());
  const cookies = await page.context().cookies(target.toString());
  const client = await request.newContext();
  const local = new URL(target);
  local.hostname = "localhost";
  return client.get(local.toString(), {
    headers: { Host: target.host, Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") },
  });
}

/** Both versions listed, each schedule a PDF of the customer's own. */
async function expectVersionsWithPdfs(page: Page, policy: { number: string }) {
  const history = page.getByRole("region", { name: "Versies van deze polis" });
  await expect(history.getByText("Versie 2", { exact: true })).toBeVisible();
  await expect(history.getByText("Versie 1", { exact: true })).toBeVisible();
  for (const version of [1, 2]) {
    const link = history.getByRole("link", { name: `Polisblad versie ${version} (PDF)` });
    const response = await getWithBrowserCookies(page, (await link.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect(response.headers()["content-disposition"]).toContain(`${policy.number}-v${version}.pdf`);
  }
}

test.describe("policy changes", () => {
  test("desktop with JavaScript: a home policy moves house mid-period; the next invoice carries the difference to the cent", async ({
    page,
    context,
  }) => {
    const partner = await createOwnPartner("policy-home", { like: "direct" });
    const admin = await createOwnInsurerAdmin("policy-home");
    try {
      const today = todayInAmsterdam();
      // Fourteen days into its current month, so the change starts mid-period.
      const startDate = addDays(today, -14);
      const policy = await createPolicy(partner.id, "home-building", {
        monthlyCents: 1234,
        startDate,
        overrides: { postcode: { textValue: "3511AB 1", details: UTRECHT } },
      });

      await signInByEmail(page, policy.email, partner.name);
      await page.goto(partnerUrl(partner.name, `/user/policies/${policy.id}`));
      await page.getByRole("link", { name: "Polis wijzigen" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("wijzigen");
      await expect(page.getByLabel("Postcode")).toHaveValue("3511AB");
      await page.getByLabel("Postcode").fill("1017XN");
      await page.getByLabel("Huisnummer").fill("42");
      await fillDate(page, "Wijziging gaat in op", today);
      await page.getByRole("button", { name: "Nieuwe premie berekenen" }).click();

      await expect(page.getByRole("heading", { name: "Je nieuwe premie" })).toBeVisible();
      const shownDifference = await page.locator(".change-difference").innerText();
      await expect(page.getByText(formatMoney(1234))).toBeVisible();
      await page.getByRole("button", { name: "Wijziging bevestigen" }).click();
      await expect(page.getByRole("status")).toHaveText("Je wijziging is ingegaan.");

      // What the database holds: version 2 in force from today at the new premium, the difference stored.
      const version = await db.policyVersion.findFirstOrThrow({ where: { policyId: policy.id, version: 2 } });
      const periodEnd = addDays(addMonthIso(startDate), -1);
      const periodDays = daysFrom(startDate, addMonthIso(startDate));
      const days = daysFrom(today, periodEnd) + 1;
      const delta = version.grossMonthlyCents - 1234;
      const expected = Math.sign(delta) * Math.floor((2 * Math.abs(delta) * days + periodDays) / (2 * periodDays));
      expect(version).toMatchObject({ status: "in_force", effectiveFrom: today, differenceCents: expected, reason: "change" });
      expect(version.insuredObject).toMatchObject({ postalCode: "1017XN", houseNumber: "42" });
      expect(shownDifference).toBe(formatMoney(expected));
      expect(await db.policy.findUniqueOrThrow({ where: { id: policy.id } })).toMatchObject({
        grossMonthlyCents: version.grossMonthlyCents,
      });
      await expectVersionsWithPdfs(page, policy);
      expect(await db.auditLog.count({ where: { userId: policy.userId, action: "policy_changed" } })).toBe(1);

      // The insurer's billing run on the next billing day: the invoice carries the difference.
      const nextBilling = addMonthIso(startDate);
      await signInStaff(context, admin);
      await page.goto("/admin/billing");
      await page.getByLabel("Rundatum").fill(nextBilling);
      await page.getByLabel("Partner (hostnaam, optioneel)").fill(partner.name);
      await page.getByRole("button", { name: "Facturatie draaien" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Facturatierun voor" })).toContainText("Facturen gemaakt1");
      const invoice = await db.invoice.findFirstOrThrow({ where: { policyId: policy.id, periodStart: nextBilling } });
      expect(invoice.amountCents).toBe(version.grossMonthlyCents + expected);
      expect((await db.policyVersion.findUniqueOrThrow({ where: { id: version.id } })).settledInvoiceId).toBe(invoice.id);
      const file = await db.paymentFile.findUniqueOrThrow({ where: { id: invoice.collectionFileId! } });
      const euros = `${Math.floor(invoice.amountCents / 100)}.${String(invoice.amountCents % 100).padStart(2, "0")}`;
      expect(file.xml).toContain(`<InstdAmt Ccy="EUR">${euros}</InstdAmt>`);
    } finally {
      await removeOwnInsurerAdmin(admin);
      await removeOwnPartner(partner);
    }
  });

  test.describe("at 375 px without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

    test("a refused plate changes nothing; a raised insured income waits for an underwriter, who accepts it", async ({ page, browser }) => {
      const partner = await createOwnPartner("policy-car-aov", { like: "direct" });
      const admin = await createOwnInsurerAdmin("policy-car-aov");
      try {
        const today = todayInAmsterdam();
        const ordinary = vehicles.find((vehicle) => vehicle.plate === BUILTIN_VEHICLE_PLATES.ordinary)!;
        const car = await createPolicy(partner.id, "car", {
          monthlyCents: 4500,
          startDate: addDays(today, -40),
          overrides: {
            license_plate: { textValue: ordinary.plate, details: ordinary },
            main_driver_birth_date: { dateValue: "1980-03-03" },
            claim_free_years: { floatValue: 5 },
            km_per_year: { floatValue: 10000 },
            postcode: { textValue: "3511AB 1", details: UTRECHT },
          },
        });
        const carAnswers = (await db.policy.findUniqueOrThrow({ where: { id: car.id } })).answers;

        await signInByEmail(page, car.email, partner.name);
        await page.goto(partnerUrl(partner.name, `/user/policies/${car.id}/change`));
        const plate = page.getByRole("textbox", { name: /kenteken/i });
        // A taxi: the insurer's code UWM11, "vehicle type cannot be insured".
        await plate.fill(BUILTIN_VEHICLE_PLATES.taxi);
        await page.getByRole("button", { name: "Nieuwe premie berekenen" }).click();
        await expect(page.getByRole("alert").filter({ hasText: "Je polis is niet gewijzigd." })).toBeVisible();
        await expect(page.getByRole("alert").filter({ hasText: "Je polis is niet gewijzigd." })).toContainText("UWM11");
        await expect(plate).toHaveValue(/N.?208.?HV/);
        expect(await db.policyVersion.count({ where: { policyId: car.id, reason: "change" } })).toBe(0);
        expect((await db.policy.findUniqueOrThrow({ where: { id: car.id } })).answers).toEqual(carAnswers);

        // The aov: a higher insured income is a higher risk.
        const aov = await createPolicy(partner.id, "aov", {
          monthlyCents: 9000,
          startDate: addDays(today, -40),
          overrides: { birth_date: { dateValue: "1985-05-05" }, income: { moneyValueCents: 5_000_000 } },
        });
        const customerPage = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
        await signInByEmail(customerPage, aov.email, partner.name);
        await customerPage.goto(partnerUrl(partner.name, `/user/policies/${aov.id}/change`));
        await customerPage.getByRole("textbox", { name: /inkomen/i }).fill("60000");
        await customerPage.getByRole("button", { name: "Nieuwe premie berekenen" }).click();
        await expect(customerPage.getByRole("status")).toContainText("acceptant");
        await customerPage.getByRole("button", { name: "Wijziging bevestigen" }).click();
        await expect(customerPage.getByRole("status")).toContainText("Je wijziging wacht op een acceptant.");
        const waiting = await db.policyVersion.findFirstOrThrow({ where: { policyId: aov.id, version: 2 } });
        expect(waiting).toMatchObject({ status: "pending_review", reason: "change", changedFields: ["income"] });
        expect((await db.policy.findUniqueOrThrow({ where: { id: aov.id } })).grossMonthlyCents).toBe(9000);

        // The underwriter accepts it in the queue.
        const adminContext = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
        await signInStaff(adminContext, admin);
        const adminPage = await adminContext.newPage();
        await adminPage.goto(partnerUrl(null, "/admin/policy-changes"));
        await adminPage.getByRole("button", { name: `De wijziging van ${aov.number} accepteren` }).click();
        await expect(adminPage.getByRole("status")).toContainText("De wijziging is geaccepteerd");
        await expect(adminPage.getByRole("button", { name: `De wijziging van ${aov.number} accepteren` })).toHaveCount(0);
        const accepted = await db.policyVersion.findUniqueOrThrow({ where: { id: waiting.id } });
        expect(accepted).toMatchObject({ status: "in_force", reviewedById: admin.id });
        expect((await db.policy.findUniqueOrThrow({ where: { id: aov.id } })).grossMonthlyCents).toBe(accepted.grossMonthlyCents);
        expect(await db.auditLog.count({ where: { staffId: admin.id, action: "policy_change_accepted" } })).toBe(1);
        await adminContext.close();

        await customerPage.goto(partnerUrl(partner.name, `/user/policies/${aov.id}`));
        await expectVersionsWithPdfs(customerPage, aov);
        await customerPage.close();
      } finally {
        await removeOwnInsurerAdmin(admin);
        await removeOwnPartner(partner);
      }
    });
  });
});
