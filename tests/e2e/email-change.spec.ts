// Changing the e-mail address in My details as a person does (issue 9, defect 3; decision
// 0027): the stored address stays until the link mailed to the new one is opened; the old
// address gets a notice. With and without JavaScript; each test has its own customer.
import { expect, test } from "@playwright/test";
import { createCustomer, signInByEmail } from "./support/account";
import { db } from "./support/db";
import { uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a new e-mail address takes effect when the link mailed to it is opened", async ({ page }) => {
      const oldEmail = uniqueEmail("change-old");
      const newEmail = uniqueEmail("change-new");
      const user = await createCustomer("acme", oldEmail);
      await db.user.update({
        where: { id: user.id },
        data: { lastName: "de Vries", birthDate: "1985-06-15", phoneNumber: "+31612345678" },
      });
      await signInByEmail(page, oldEmail, "acme");

      await page.goto(partnerUrl("acme", "/user/details?lng=nl"));
      const person = page.getByRole("region", { name: "Persoonlijke gegevens" });
      await expect(person.getByLabel("E-mailadres")).toHaveValue(oldEmail);
      await person.getByLabel("E-mailadres").fill(newEmail);
      await person.getByRole("button", { name: "Persoonlijke gegevens opslaan" }).click();

      // The page keeps the address in effect and says where the link went.
      await expect(person.getByRole("status")).toHaveText("Je wijzigingen zijn opgeslagen.");
      const field = person.getByLabel("E-mailadres");
      await expect(field).toHaveValue(oldEmail);
      await expect(field).toHaveAccessibleDescription(
        `We hebben een link gestuurd naar ${newEmail}. Je e-mailadres wordt dit adres zodra die link wordt geopend. De link is 15 minuten geldig.`,
      );
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(oldEmail);

      // The old address is told, with the new one partly hidden.
      const notice = await db.outboxMail.findFirstOrThrow({ where: { to: oldEmail, subject: { contains: "wijzigen" } } });
      expect(notice.text).toContain(`${newEmail.slice(0, 2)}***@`);
      expect(notice.text).not.toContain(newEmail);

      // The person opens the link in the mail to the new address.
      const mail = await db.outboxMail.findFirstOrThrow({ where: { to: newEmail } });
      const link = (mail.links as string[]).find((href) => href.includes("/user/details/confirm-email?token="))!;
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: "Mijn gegevens" })).toBeVisible();
      await expect(person.getByRole("status")).toHaveText(`Je e-mailadres is gewijzigd in ${newEmail}.`);
      await expect(person.getByLabel("E-mailadres")).toHaveValue(newEmail);
      await expect(person.getByLabel("E-mailadres")).toHaveAccessibleDescription("");
      const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(stored.email).toBe(newEmail);
      expect(stored.emailVerifiedAt).not.toBeNull();

      // The same link a second time changes nothing and says why.
      await page.goto(link);
      await expect(person.getByRole("alert")).toHaveText("Deze link om een nieuw e-mailadres te bevestigen is al gebruikt.");
    });
  });
}
