import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageCatalogFor } from "~/domain/platform/page-catalogs";
import { ERROR_PAGE_HEADINGS, errorPageOf, pageHead as pageHeadIn, pageMeta } from "~/domain/platform/page-meta";

const pageHead = (language: string, ...rest: [Parameters<typeof pageHeadIn>[1], string | null, Record<string, string>?]) =>
  pageHeadIn(pageCatalogFor(language), ...rest);

const root = (language: string, displayName: string | null) => ({
  id: "root",
  data: { pageTexts: pageCatalogFor(language), partner: displayName ? { displayName } : null },
});

describe("page titles and descriptions", () => {
  it("are 'Page title | Partner name' in the page's language, with a description naming the partner", () => {
    expect(pageHead("nl", "signIn", "Acme")).toEqual({
      title: "Inloggen | Acme",
      description: "Log in bij Acme met een link die we je mailen, zonder wachtwoord.",
    });
    expect(pageHead("en", "profession", "Acme").title).toBe("Your profession | Acme");
    expect(pageHead("fr", "payment", "Acme").title).toBe("Date de début et paiement | Acme");
  });

  it("tell the checkout's details screen from the account's details page", () => {
    expect(pageHead("nl", "checkoutDetails", "Acme").title).toBe("Jouw gegevens | Acme");
    expect(pageHead("en", "checkoutDetails", "Acme").title).toBe("Your details | Acme");
    expect(pageHead("nl", "details", "Acme").title).toBe("Mijn gegevens | Acme");
  });

  it("fill in names and fall back to the area's description", () => {
    const head = pageHead("de", "cancelPolicy", "Acme", { name: "Berufshaftpflicht" });
    expect(head.title).toBe("Berufshaftpflicht kündigen | Acme");
    expect(head.description).toBe("Ihr Konto bei Acme: Ihre Versicherungen, Rechnungen, Schäden und Nachrichten.");
    expect(pageHead("en", "adminUsers", "Acme").description).toBe("Staff area of the Acme insurance platform.");
  });

  it("give every staff page (admin*, broker*, forbidden) the staff description, and no customer page", () => {
    const en = pageCatalogFor("en")!;
    const staff = "Staff area of the Acme insurance platform.";
    for (const page of ["adminSignIn", "adminReviewPolicy", "brokerSignIn", "brokerQuoteNew", "forbidden"] as const)
      expect(pageHead("en", page, "Acme").description).toBe(staff);
    // The customer's page after a broker's session is named broker* but is the customer's.
    for (const page of Object.keys(en.titles) as (keyof typeof en.titles)[])
      if (!/^(admin|broker)[A-Z]/.test(page) && page !== "forbidden") expect(pageHead("en", page, "Acme").description).not.toBe(staff);
    expect(pageHead("en", "brokerSessionLeft", "Acme").description).not.toBe(staff);
  });

  it("use Dutch for an unknown language and the bare title without a partner", () => {
    expect(pageHead("xx", "notFound", null)).toEqual({ title: "Pagina niet gevonden", description: "Pagina niet gevonden" });
  });

  it("leave the title to the root Layout (the error page's heading) when the root loader sent no page texts", () => {
    expect(pageHeadIn(undefined, "welcome", "Acme")).toEqual({ title: "Acme", description: "Acme" });
    expect(pageMeta({ matches: [{ id: "root", data: undefined }], error: { status: 403 } }, "signIn")).toEqual([]);
    expect(errorPageOf({ status: 403 })).toBe("forbidden");
    expect(ERROR_PAGE_HEADINGS.forbidden).toBe("errors.forbidden.title");
  });

  it("show the error page's title when the page shows an error", () => {
    expect(errorPageOf(undefined)).toBeNull();
    expect(errorPageOf({ status: 404, data: null })).toBe("notFound");
    expect(errorPageOf({ status: 403, data: null })).toBe("forbidden");
    expect(errorPageOf({ status: 400, data: null })).toBe("refused");
    expect(errorPageOf({ status: 409, data: null })).toBe("refused");
    expect(errorPageOf(new Error("boom"))).toBe("serverError");
    expect(pageMeta({ matches: [root("en", "Acme")], error: { status: 404 } }, "payment")).toEqual([
      { title: "Page not found | Acme" },
      { name: "description", content: expect.stringContaining("Acme") },
    ]);
    expect(pageMeta({ matches: [root("nl", "Acme")] }, "product", { name: "Rechtsbijstand" })[0]).toEqual({
      title: "Rechtsbijstand | Acme",
    });
  });
});

describe("route modules", () => {
  // Layouts render their children's title (or the root's, on an error page); the benchmark page is bare on purpose.
  const EXEMPT = new Set(["funnel-layout.tsx", "account-layout.tsx", "admin-layout.tsx", "bench-bare.tsx"]);

  it("give every page a title and description through pageMeta", () => {
    const dir = path.resolve("app/routes");
    const pages = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".tsx") && !EXEMPT.has(path.basename(file)),
    );
    const rendering = pages.filter((file) => /export default function/.test(readFileSync(path.join(dir, file), "utf8")));
    expect(rendering.length).toBeGreaterThan(30);
    const without = rendering.filter((file) => !/export const meta[^\n]*pageMeta\(/.test(readFileSync(path.join(dir, file), "utf8")));
    expect(without).toEqual([]);
    expect(readFileSync(path.resolve("app/root.tsx"), "utf8")).toMatch(/export const meta[^\n]*pageMeta\(/);
  });
});
