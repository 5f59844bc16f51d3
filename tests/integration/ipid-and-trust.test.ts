// Issue 35's trust part (decision 0085) against the server code as Remix calls it, on a scratch
// database of its own: the IPID of every product of the demo catalogue as a page and as a PDF in
// all four languages (product name and the translated section headings in both), unknown and
// unoffered products a 404, a partner's own AFM and Kifid details checked at their fields, shown
// on its own pages only, and the confirmation mail with the IPID link and the details under it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("ipid-and-trust");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "ipid-and-trust-test-secret";

const { db } = await import("~/server/platform/db.server");
const { SUPPORTED_LANGUAGES } = await import("~/domain/platform/languages");
const { IPID_SECTIONS } = await import("~/domain/catalogue/ipid");
const { todayInAmsterdam } = await import("~/domain/platform/validation");
const { PRODUCTS } = await import("../../prisma/seed-data/products");
const ipidRoute = await import("~/routes/catalogue/product-ipid");
const documentRoute = await import("~/routes/account/product-document");
const partnerRoute = await import("~/routes/partners/admin-partner");
const staffSignIn = await import("~/routes/staff/staff-sign-in");
const paymentRoute = await import("~/routes/checkout/checkout-payment");
const { trustLines } = await import("~/server/platform/trust-details.server");
const { loadPartner } = await import("~/server/platform/partner.server");
const { pdfLines } = await import("../support/pdf-text");
const h = await import("./support/funnel-harness");
const { answerOf, getRequest, postForm } = h;

type Language = (typeof SUPPORTED_LANGUAGES)[number];
type IpidPage = {
  ipid: { title: string; productName: string; provider: string; sections: { id: string; heading: string; items: string[] }[] };
  pdf: string;
};

const DIRECT = "localhost";
const INSURER = { name: "Demo Verzekeraar BV", afm: "12099999", kifid: "300.099999" };

function catalog(language: Language) {
  return JSON.parse(readFileSync(path.resolve(`app/i18n/locales/${language}/funnel.json`), "utf8")) as {
    ipid: { sections: Record<string, string> };
  };
}
const nameOf = (slug: string, language: Language) => PRODUCTS.find((p) => p.slug === slug)!.names[language];

function openPage(host: string, slug: string, language: Language) {
  return answerOf(() =>
    ipidRoute.loader({ request: getRequest(host, `/products/${slug}/ipid?lng=${language}`), params: { slug }, context: {} }),
  );
}

async function openPdf(host: string, slug: string, language: Language) {
  const response = (await documentRoute.loader({
    request: getRequest(host, `/products/${slug}/documents/ipid?lng=${language}`),
    params: { slug, kind: "ipid" },
    context: {},
  })) as Response;
  return { response, text: (await pdfLines(new Uint8Array(await response.arrayBuffer()))).join(" ") };
}

describe("the IPID of every product of the demo catalogue", () => {
  it("the default partner offers the whole demo catalogue", async () => {
    const offered = await db.partnerProduct.findMany({
      where: { partner: { name: "direct" } },
      select: { product: { select: { slug: true } } },
    });
    expect(offered.map((row) => row.product.slug).sort()).toEqual(PRODUCTS.map((p) => p.slug).sort());
  });

  for (const { slug } of PRODUCTS) {
    it(`${slug}: opens as a page and as a PDF in nl, en, de and fr`, async () => {
      for (const language of SUPPORTED_LANGUAGES) {
        const headings = IPID_SECTIONS.map((id) => catalog(language).ipid.sections[id]!);
        const page = await openPage(DIRECT, slug, language);
        expect(page.status, `${slug} ${language} page`).toBe(200);
        const { ipid, pdf } = page.body as IpidPage;
        expect(ipid.productName).toBe(nameOf(slug, language));
        expect(ipid.title).toContain(nameOf(slug, language));
        expect(ipid.sections.map((section) => section.heading)).toEqual(headings);
        expect(ipid.provider).toContain(INSURER.afm);
        expect(pdf).toBe(`/products/${slug}/documents/ipid`);

        const { response, text } = await openPdf(DIRECT, slug, language);
        expect(response.status, `${slug} ${language} pdf`).toBe(200);
        expect(response.headers.get("Content-Type")).toBe("application/pdf");
        // The PDF's lines are wrapped: compare without the breaks.
        const flat = text.replace(/\s+/g, " ");
        expect(flat).toContain(nameOf(slug, language).replace(/\s+/g, " "));
        for (const heading of headings) expect(flat, `${slug} ${language}: ${heading}`).toContain(heading);
        expect(flat).toContain(INSURER.kifid);
      }
    });
  }

  it("an unknown product, or one the partner does not offer, is a 404 as page and as PDF", async () => {
    expect((await openPage(DIRECT, "no-such-product", "nl")).status).toBe(404);
    // Acme does not sell car insurance.
    expect((await openPage("acme.localhost", "car", "nl")).status).toBe(404);
    const pdf = await answerOf(() =>
      documentRoute.loader({
        request: getRequest("acme.localhost", "/products/car/documents/ipid"),
        params: { slug: "car", kind: "ipid" },
        context: {},
      }),
    );
    expect(pdf.status).toBe(404);
  });
});

// ------------------------------------------------------------------------------------------
// A partner's own details, saved on its settings page.

async function adminCookie(): Promise<string> {
  const answer = await answerOf(() =>
    staffSignIn.action({
      request: postForm("localhost", "/admin/sign-in", { email: "admin@acme.example", password: "demo-acme-admin" }),
      params: {},
      context: {},
    }),
  );
  expect(answer.status).toBe(302);
  return /(__staff=[^;]*)/.exec(answer.headers.get("Set-Cookie") ?? "")![1]!;
}

/** The settings form as the page posts it: the stored values, with the trust fields set. */
async function saveAcme(cookie: string, trust: Record<string, string>) {
  const p = await db.partner.findUniqueOrThrow({ where: { name: "acme" } });
  const fields: [string, string][] = [
    ["displayName", p.displayName],
    ...p.languages.split(",").map((code): [string, string] => ["languages", code]),
    ["defaultLanguage", p.defaultLanguage],
    ["currency", p.currency],
    ["partnerBankDiscountPercent", String(p.partnerBankDiscountPercent)],
    ...Object.entries(p)
      .filter(([name, value]) => typeof value === "boolean" && value && name !== "isDefault")
      .map(([name]): [string, string] => [name, "on"]),
    ...(["supportEmail", "logoPrimary", "googleTagManagerId", "partnerBankIbanCode"] as const).flatMap((name): [string, string][] =>
      p[name] ? [[name, p[name]!]] : [],
    ),
    ...Object.entries(trust),
  ];
  return answerOf(() =>
    partnerRoute.action({
      request: postForm("localhost", `/admin/partners/${p.id}`, fields, cookie),
      params: { partnerId: p.id },
      context: {},
    }),
  );
}

describe("a partner's own AFM and Kifid details", () => {
  it("are checked at their fields, with nothing stored, and an incomplete set names what is missing", async () => {
    const cookie = await adminCookie();
    const wrong = await saveAcme(cookie, { insurerName: "Acme Bemiddeling BV", afmNumber: "1234567", kifidNumber: "300.12345" });
    expect(wrong.status).toBe(400);
    const errors = (wrong.body as { error: Record<string, string[]> }).error;
    expect(errors.afmNumber).toEqual(["partners:trust.errors.afmNumber"]);
    expect(errors.kifidNumber).toEqual(["partners:trust.errors.kifidNumber"]);
    const partial = await saveAcme(cookie, { afmNumber: "12345678" });
    expect(partial.status).toBe(400);
    expect((partial.body as { error: Record<string, string[]> }).error.kifidNumber).toEqual(["partners:trust.errors.incomplete"]);
    expect((partial.body as { error: Record<string, string[]> }).error.insurerName).toEqual(["partners:trust.errors.incomplete"]);
    const stored = await db.partner.findUniqueOrThrow({ where: { name: "acme" } });
    expect([stored.insurerName, stored.afmNumber, stored.kifidNumber]).toEqual([null, null, null]);
  });

  it("once saved, show on that partner's pages, IPIDs and mails only; another partner still shows the insurer's", async () => {
    const cookie = await adminCookie();
    const saved = await saveAcme(cookie, { insurerName: "Acme Bemiddeling BV", afmNumber: "1234 5678", kifidNumber: "300012345" });
    expect(saved.status).toBe(302);
    const stored = await db.partner.findUniqueOrThrow({ where: { name: "acme" } });
    expect([stored.insurerName, stored.afmNumber, stored.kifidNumber]).toEqual(["Acme Bemiddeling BV", "12345678", "300.012345"]);

    const acme = (await loadPartner({ kind: "named", name: "acme" }))!;
    const boekfix = (await loadPartner({ kind: "named", name: "boekfix" }))!;
    expect(await trustLines(acme, "nl")).toEqual([
      "Aanbieder: Acme Bemiddeling BV",
      "AFM-registratienummer 12345678",
      "Aangesloten bij Kifid onder nummer 300.012345",
    ]);
    expect(await trustLines(boekfix, "en")).toEqual([
      `Provider: ${INSURER.name}`,
      `AFM registration number ${INSURER.afm}`,
      `Member of Kifid, the Dutch financial services complaints institute, number ${INSURER.kifid}`,
    ]);

    const acmePage = (await openPage("acme.localhost", "business-liability", "nl")).body as IpidPage;
    expect(acmePage.ipid.provider).toContain("Acme Bemiddeling BV");
    expect(acmePage.ipid.provider).toContain("12345678");
    const acmePdf = await openPdf("acme.localhost", "business-liability", "nl");
    expect(acmePdf.text).toContain("300.012345");
    expect(acmePdf.text).not.toContain(INSURER.afm);

    const otherPage = (await openPage("boekfix.localhost", "business-liability", "nl")).body as IpidPage;
    expect(otherPage.ipid.provider).toContain(INSURER.name);
    expect(otherPage.ipid.provider).not.toContain("Acme");
    const otherPdf = await openPdf("boekfix.localhost", "business-liability", "nl");
    expect(otherPdf.text).toContain(INSURER.afm);
    expect(otherPdf.text).not.toContain("12345678");

    // Acme's customer buys: the confirmation mail links the IPID and carries Acme's details.
    const buyer = await h.readyForPayment("acme", ["business-liability"]);
    const paid = await answerOf(() =>
      paymentRoute.action({
        request: postForm(
          "acme.localhost",
          "/checkout/payment",
          { start_date: todayInAmsterdam(), iban_number: h.dutchIban("ABNA", "417164300"), consent: "on" },
          buyer.cookie,
        ),
        params: {},
        context: {},
      }),
    );
    expect(paid.status).toBe(302);
    const user = await db.user.findUniqueOrThrow({ where: { id: buyer.userId }, select: { email: true } });
    const mail = await db.outboxMail.findFirstOrThrow({ where: { to: user.email!, partnerId: stored.id }, orderBy: { createdAt: "desc" } });
    expect(mail.links).toContain("http://acme.localhost:3000/products/business-liability/ipid");
    expect(mail.text).toContain(
      "Verzekeringskaart (IPID) van Bedrijfsaansprakelijkheidsverzekering: http://acme.localhost:3000/products/business-liability/ipid",
    );
    expect(mail.text).toContain("AFM-registratienummer 12345678");
    expect(mail.html).toContain("Aangesloten bij Kifid onder nummer 300.012345");
    expect(mail.text).not.toContain(INSURER.afm);
  });

  it("the payment step links the IPID of each product in the order before the purchase", async () => {
    const buyer = await h.readyForPayment("boekfix", ["business-liability", "professional-liability"]);
    const page = await answerOf(() =>
      paymentRoute.loader({ request: getRequest("boekfix.localhost", "/checkout/payment", buyer.cookie), params: {}, context: {} }),
    );
    expect(page.status).toBe(200);
    const ipids = (page.body as { ipids: { name: string; href: string }[] }).ipids;
    expect(ipids.map((ipid) => ipid.href).sort()).toEqual(["/products/business-liability/ipid", "/products/professional-liability/ipid"]);
  });
});
