// The insurer's billing page (issue 14): an insurer admin of the test's own runs the billing for
// today for a partner of the test's own (so the run touches no other test's policies), sees the
// summary, downloads the pain.008 file, reads a bank answer that rejects the debit (AM04) and
// sees the result per booking; the invoice is failed in the database. Everything made is removed.
import { readFileSync } from "node:fs";
import { todayInAmsterdam } from "../../app/domain/platform/validation";
import { camt054, createBilledPolicy, createBillingPartner } from "../support/billing-data";
import { db } from "./support/db";
import { createOwnInsurerAdmin, expect, removeOwnInsurerAdmin, removeOwnPartner, signInStaff, test } from "./support/own-partner";

test.describe("admin: billing", () => {
  test("an insurer admin runs billing, downloads the file and reads a rejection", { tag: "@pg" }, async ({ page, context }) => {
    const admin = await createOwnInsurerAdmin("billing");
    const partner = await createBillingPartner(db, "e2e");
    const messageId = `E2E-${partner.name}`.toUpperCase().slice(0, 35);
    const fileIds: string[] = [];
    try {
      const today = todayInAmsterdam();
      const policy = await createBilledPolicy(db, partner.id, { startDate: today, monthlyCents: 4250 });
      await signInStaff(context, admin);
      await page.goto("/admin");
      await page
        .getByRole("navigation", { name: /beheer|admin/i })
        .getByRole("link", { name: "Facturatie" })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "Facturatie en bankantwoorden" })).toBeVisible();
      await expect(page.getByLabel("Rundatum")).toHaveValue(today);

      // A partner that does not exist: refused at its field, the date kept.
      await page.getByLabel("Partner (hostnaam, optioneel)").fill("no-such-partner-here");
      await page.getByRole("button", { name: "Facturatie draaien" }).click();
      await expect(page.getByLabel("Partner (hostnaam, optioneel)")).toHaveAccessibleDescription(/geen partner met deze hostnaam/);
      await expect(page.getByLabel("Rundatum")).toHaveValue(today);

      await page.getByLabel("Partner (hostnaam, optioneel)").fill(partner.name);
      await page.getByRole("button", { name: "Facturatie draaien" }).click();
      const summary = page.getByRole("status").filter({ hasText: "Facturatierun voor" });
      await expect(summary).toContainText("Facturen gemaakt1");
      await expect(summary).toContainText("Incasso's1");

      const invoice = await db.invoice.findFirstOrThrow({ where: { policyId: policy.policyId } });
      expect(invoice).toMatchObject({ amountCents: 4250, status: "processing", sequenceType: "FRST", endToEndId: invoice.number });
      const file = await db.paymentFile.findUniqueOrThrow({ where: { id: invoice.collectionFileId! } });
      fileIds.push(file.id);

      // The file as the bank gets it.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: `${file.messageId} downloaden` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${file.messageId}.xml`);
      const xml = readFileSync((await download.path())!, "utf8");
      expect(xml).toContain(`<EndToEndId>${invoice.number}</EndToEndId>`);
      expect(xml).toContain('<InstdAmt Ccy="EUR">42.50</InstdAmt>');

      // Something that is not XML: refused at the field.
      const answerField = page.getByLabel("Bankantwoord (camt.054-XML)");
      await answerField.setInputFiles({ name: "answer.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%âãÏÓ\n") });
      await page.getByRole("button", { name: "Bankantwoord inlezen" }).click();
      await expect(page.getByLabel("Bankantwoord (camt.054-XML)")).toHaveAccessibleDescription(/geen XML-bestand/);

      // The bank rejects the debit: insufficient funds.
      const answer = camt054(messageId, [
        {
          endToEndId: invoice.number,
          amountCents: 4250,
          credit: false,
          reasonCode: "AM04",
          reference: `${messageId}-R1`,
          mandateId: policy.mandateReference,
        },
      ]);
      await page
        .getByLabel("Bankantwoord (camt.054-XML)")
        .setInputFiles({ name: "camt054.xml", mimeType: "application/xml", buffer: Buffer.from(answer) });
      await page.getByRole("button", { name: "Bankantwoord inlezen" }).click();
      const table = page.getByRole("table", { name: "Resultaat per boeking" });
      await expect(table).toBeVisible();
      const row = table.getByRole("row").filter({ hasText: invoice.number });
      await expect(row).toContainText("geweigerd");
      await expect(row).toContainText("AM04");
      await expect(row).toContainText("verwerkt");
      await expect(row).toContainText("in behandeling → mislukt");
      await expect.poll(async () => (await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).status).toBe("failed");
      expect((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).failureReason).toBe("AM04");
      expect(await db.auditLog.count({ where: { staffId: admin.id, action: { in: ["billing_run", "bank_answer_imported"] } } })).toBe(2);
    } finally {
      await db.bankAnswer.deleteMany({ where: { messageId } });
      await removeOwnPartner(partner);
      await db.paymentFile.deleteMany({ where: { id: { in: fileIds } } });
      await removeOwnInsurerAdmin(admin);
    }
  });
});
