// Reasons to trust (issue 35, decision 0085) as a first-time visitor meets them: who insures
// (name, AFM registration, Kifid membership) on the welcome page, the product page and in the
// footer; the product's IPID found from its page, read as a page and fetched as a PDF; every
// demo product's IPID in four languages over HTTP; and a partner's own details, set by its admin
// on its settings page (refused at the field when wrong), seen on its site and not on another's.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { IPID_SECTIONS } from "~/domain/catalogue/ipid";
import { SUPPORTED_LANGUAGES } from "~/domain/platform/languages";
import { PRODUCTS } from "../../prisma/seed-data/products";
import { db } from "./support/db";
import { partnerUrl } from "./support/hosts";
import { expect, signInStaff, test } from "./support/own-partner";

type Funnel = { ipid: { sections: Record<string, string> } };
const funnelOf = (language: string) => JSON.parse(readFileSync(path.resolve(`app/i18n/locales/${language}/funnel.json`), "utf8")) as Funnel;
const FUNNEL = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, funnelOf(language)])) as Record<string, Funnel>;
const nlFunnel = FUNNEL.nl!;
const INSURER = ["Aanbieder: Demo Verzekeraar BV", "AFM-registratienummer 12099999", "Aangesloten bij Kifid onder nummer 300.099999"];
const BUSINESS = PRODUCTS.find((product) => product.slug === "business-liability")!.names.nl;

const footer = (page: Page) => page.getByRole("contentinfo");

test("a visitor finds who insures on the welcome and product pages and in the footer, and the product's IPID as page and PDF", async ({
  page,
  request,
}) => {
  await page.goto(partnerUrl(null, "/welcome?lng=nl"));
  const welcomeTrust = page.getByRole("region", { name: "Bij wie je verzekerd bent" });
  for (const line of INSURER) {
    await expect(welcomeTrust.getByText(line)).toBeVisible();
    await expect(footer(page)).toContainText(line);
  }

  await page.goto(partnerUrl(null, "/products/business-liability?lng=nl"));
  const trust = page.getByRole("region", { name: "Bij wie je verzekerd bent" });
  await expect(trust.getByText("AFM-registratienummer 12099999")).toBeVisible();
  await expect(footer(page)).toContainText("Aangesloten bij Kifid onder nummer 300.099999");
  await trust.getByRole("link", { name: "Verzekeringskaart (IPID)" }).click();

  await expect(page).toHaveURL(/\/products\/business-liability\/ipid$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Verzekeringskaart (IPID): ${BUSINESS}`);
  const headings = IPID_SECTIONS.map((id) => nlFunnel.ipid.sections[id]!);
  await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(headings);
  // Its restrictions (no deductible) and what is not insured, from the product's data.
  await expect(page.getByRole("region", { name: "Zijn er beperkingen van de dekking?" })).toContainText("Er geldt geen eigen risico");
  await expect(page.getByRole("region", { name: "Wat is niet verzekerd?" })).toContainText("Schade met of door motorrijtuigen.");
  await expect(footer(page)).toContainText("AFM-registratienummer 12099999");

  const href = await page.getByRole("link", { name: "Download als PDF" }).getAttribute("href");
  expect(href).toBe("/products/business-liability/documents/ipid");
  const pdf = await request.get(partnerUrl(null, `${href}?lng=nl`));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("the IPID of every demo product opens as a page and as a PDF in nl, en, de and fr", async ({ request }) => {
  for (const { slug, names } of PRODUCTS)
    for (const language of SUPPORTED_LANGUAGES) {
      const page = await request.get(partnerUrl(null, `/products/${slug}/ipid?lng=${language}`));
      expect(page.status(), `${slug} ${language}`).toBe(200);
      expect(page.headers()["content-type"]).toMatch(/^text\/html/);
      const html = (await page.text()).replaceAll("&#x27;", "'");
      expect(html).toContain(names[language]);
      for (const id of IPID_SECTIONS) expect(html, `${slug} ${language} ${id}`).toContain(FUNNEL[language]!.ipid.sections[id]!);
      const pdf = await request.get(partnerUrl(null, `/products/${slug}/documents/ipid?lng=${language}`));
      expect(pdf.status(), `${slug} ${language} pdf`).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
    }
});

test("a partner's admin sets its own AFM and Kifid details: refused at the field when wrong, then shown on its site only", async ({
  browser,
  ownPartner,
}) => {
  const admin = await browser.newContext();
  await signInStaff(admin, ownPartner.admin);
  const form = await admin.newPage();
  await form.goto(partnerUrl(null, `/admin/partners/${ownPartner.id}`));
  const group = form.getByRole("group", { name: "Registratie bij AFM en Kifid" });
  await group.getByLabel("Naam zoals ingeschreven bij de AFM").fill("Eigen Bemiddeling BV");
  await group.getByLabel("AFM-registratienummer").fill("1234567");
  await group.getByLabel("Kifid-nummer").fill("300.012345");
  await form.getByRole("button", { name: "Opslaan" }).click();
  await expect(group.getByText("Vul een AFM-registratienummer van 8 cijfers in, bijvoorbeeld 12000536.")).toBeVisible();
  await expect(group.getByLabel("AFM-registratienummer")).toHaveValue("1234567");
  await expect(group.getByLabel("AFM-registratienummer")).toHaveAttribute("aria-invalid", "true");
  await expect(group.getByLabel("Naam zoals ingeschreven bij de AFM")).toHaveValue("Eigen Bemiddeling BV");
  expect((await db.partner.findUniqueOrThrow({ where: { id: ownPartner.id } })).afmNumber).toBeNull();

  await group.getByLabel("AFM-registratienummer").fill("12345678");
  await form.getByRole("button", { name: "Opslaan" }).click();
  await expect(form.getByRole("status")).toHaveText("De wijzigingen zijn opgeslagen.");
  const stored = await db.partner.findUniqueOrThrow({ where: { id: ownPartner.id } });
  expect([stored.insurerName, stored.afmNumber, stored.kifidNumber]).toEqual(["Eigen Bemiddeling BV", "12345678", "300.012345"]);
  await admin.close();

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(partnerUrl(ownPartner.name, "/products/business-liability?lng=nl"));
  await expect(footer(page)).toContainText("Aanbieder: Eigen Bemiddeling BV");
  await expect(footer(page)).toContainText("AFM-registratienummer 12345678");
  await page.getByRole("region", { name: "Bij wie je verzekerd bent" }).getByRole("link", { name: "Verzekeringskaart (IPID)" }).click();
  await expect(page.getByText("Aanbieder: Eigen Bemiddeling BV · AFM-registratienummer 12345678 · Kifid-nummer 300.012345")).toBeVisible();

  // Acme, the partner it was copied from, still shows the insurer's.
  await page.goto(partnerUrl("acme", "/products/business-liability?lng=nl"));
  await expect(footer(page)).toContainText("AFM-registratienummer 12099999");
  await expect(footer(page)).not.toContainText("Eigen Bemiddeling");
  await visitor.close();
});
