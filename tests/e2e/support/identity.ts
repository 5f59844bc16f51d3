// The built-in identity check (the stand-in for the provider's page) as a Dutch buyer passes it:
// from the payment screen's button to the result page.
import { expect, type Page } from "@playwright/test";

const EXPIRY = `${new Date().getFullYear() + 5}-01-31`;

/** Payment filled in: continue to the identity check, pass it with a passport of this person, arrive insured. */
export async function passIdentityCheck(page: Page, person: { birthDate: string }) {
  await page.getByRole("button", { name: "Verder naar de identiteitscontrole" }).click();
  await expect(page).toHaveURL(/\/checkout\/identity-verification$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Start de identiteitscontrole" }).click();
  const frame = page.frameLocator('iframe[title="Identiteitscontrole met je paspoort of identiteitskaart"]');
  await frame.getByLabel("Paspoort").check();
  await frame.getByLabel("Voornamen").fill("Sanne");
  await frame.getByLabel("Achternaam").fill("de Vries");
  await frame.getByLabel("Documentnummer").fill("SPECI2014");
  await frame.getByLabel("Geboortedatum").fill(person.birthDate);
  await frame.getByLabel("Geldig tot").fill(EXPIRY);
  await frame.getByRole("button", { name: "Controleer mijn identiteit" }).click();
  await expect(page).toHaveURL(/\/result\?checkout=/);
}
