// Decision 0092's rules: a partner's only-Netherlands rule on addresses, the product list's two
// flags (spec section 4) and the technical issue as the message of a failed insurer quote.
import { describe, expect, it } from "vitest";
import { checkAddressCountry } from "~/domain/platform/field-checks";
import { productListView } from "~/domain/catalogue/product-list";
import { failedQuote, quoteFromInsurer, quoteRefusalMessage, STANDARD_ERROR_KEY } from "~/domain/catalogue/insurer-quote";
import { TECHNICAL_ISSUE_KEY } from "~/domain/platform/technical-issue";
import { PARTNER_FLAGS, partnerConfigSchema } from "~/domain/partners/partner-config";

describe("checkAddressCountry (spec 5: when restricted, country must be Nederland)", () => {
  it.each(["Nederland", "nederland", "  Nederland  ", "Netherlands", "Pays-Bas", "Niederlande", "NEDERLAND"])(
    "restricted: %j is the Netherlands",
    (country) => expect(checkAddressCountry(country, true)).toBeNull(),
  );
  it.each(["België", "Belgium", "Duitsland", "NL", "Nederland.", "Nederlandse Antillen", "The Netherlands", "x"])(
    "restricted: %j is refused with validations:onlyNL",
    (country) => expect(checkAddressCountry(country, true)).toBe("validations:onlyNL"),
  );
  it("the partner page offers the rule as a flag, off unless ticked", () => {
    expect(PARTNER_FLAGS).toContain("onlyNetherlandsAddresses");
    const base = { displayName: "X", languages: ["nl"], defaultLanguage: "nl", currency: "EUR", partnerBankDiscountPercent: 0 };
    expect(partnerConfigSchema.safeParse(base).data?.onlyNetherlandsAddresses).toBe(false);
    expect(partnerConfigSchema.safeParse({ ...base, onlyNetherlandsAddresses: true }).data?.onlyNetherlandsAddresses).toBe(true);
  });
  it("not restricted: any country goes", () => {
    for (const country of ["België", "Deutschland", "Nederland", "x"]) expect(checkAddressCountry(country, false)).toBeNull();
  });
});

const p = (slug: string, hasActivePolicy = false) => ({ slug, hasActivePolicy });

describe("productListView (spec 4: any product without active policies, exactly one product)", () => {
  it("nothing held: every product, none apart, no short cut", () => {
    const view = productListView([p("a"), p("b")]);
    expect(view).toEqual({ anyWithoutActivePolicy: true, exactlyOne: false, shown: [p("a"), p("b")], held: [], straightTo: null });
  });
  it("some held: the cards are the products not held yet, the held ones apart", () => {
    const view = productListView([p("a", true), p("b"), p("c", true)]);
    expect(view.anyWithoutActivePolicy).toBe(true);
    expect(view.shown.map((x) => x.slug)).toEqual(["b"]);
    expect(view.held.map((x) => x.slug)).toEqual(["a", "c"]);
    // One left to choose of three is not "exactly one product": the list stays.
    expect(view.straightTo).toBeNull();
  });
  it("every one held: all shown (each marked insured), nothing apart", () => {
    const view = productListView([p("a", true), p("b", true)]);
    expect(view).toMatchObject({ anyWithoutActivePolicy: false, exactlyOne: false, held: [], straightTo: null });
    expect(view.shown).toHaveLength(2);
  });
  it("exactly one product, not held: straight to it", () => {
    expect(productListView([p("a")])).toMatchObject({ exactlyOne: true, straightTo: p("a") });
  });
  it("exactly one product, held: the list with it marked insured, no short cut", () => {
    expect(productListView([p("a", true)])).toMatchObject({
      exactlyOne: true,
      anyWithoutActivePolicy: false,
      straightTo: null,
      shown: [p("a", true)],
    });
  });
  it("no products: no flags", () => {
    expect(productListView([])).toEqual({ anyWithoutActivePolicy: false, exactlyOne: false, shown: [], held: [], straightTo: null });
  });
});

describe("the technical issue (spec 8) is its own message", () => {
  const car = { type: "car", tariffs: [{ riskClass: 2, netMonthlyCents: 2000 }], questions: [] } as unknown as Parameters<
    typeof failedQuote
  >[0];
  const context = { riskClass: 2, answers: new Map(), today: "2026-11-27" } as Parameters<typeof failedQuote>[1];
  it("an insurer that failed: the technical issue, not the standard error", () => {
    expect(quoteRefusalMessage(failedQuote(car, context))?.key).toBe(TECHNICAL_ISSUE_KEY);
    expect(TECHNICAL_ISSUE_KEY).not.toBe(STANDARD_ERROR_KEY);
    expect(TECHNICAL_ISSUE_KEY.startsWith("validations:")).toBe(false);
  });
  it("the insurer's own ACI00 answer stays the standard error", () => {
    expect(quoteRefusalMessage(quoteFromInsurer(car, context, { kind: "refused", code: "ACI00" }).quote)?.key).toBe(STANDARD_ERROR_KEY);
  });
  it("the four languages have the text", async () => {
    for (const language of ["nl", "en", "de", "fr"]) {
      const common = (await import(`~/i18n/locales/${language}/common.json`)).default as { errors: Record<string, unknown> };
      expect(typeof common.errors.technicalIssue, language).toBe("string");
    }
  });
});
