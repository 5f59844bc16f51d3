import { describe, expect, it } from "vitest";
import {
  apiLanguage,
  appArrivalPath,
  appLandingPath,
  parseBearer,
  parseCreateByExternalId,
  parseRefreshBody,
  parseUsersMePatch,
  toApiUser,
} from "~/domain/api/token-api";

describe("parseBearer", () => {
  it("takes the token of a Bearer header, any case of the scheme", () => {
    expect(parseBearer("Bearer abc.def.ghi")).toBe("abc.def.ghi");
    expect(parseBearer("bearer  abc.def-_ghi ")).toBe("abc.def-_ghi");
  });
  it("is null for no header, another scheme, an empty or odd token", () => {
    for (const header of [
      null,
      undefined,
      "",
      "Bearer",
      "Bearer ",
      "Basic dXNlcjpwYXNz",
      "Token abc",
      "Bearer a b",
      "Bearer <script>",
      `Bearer ${"a".repeat(5000)}`,
    ]) {
      expect(parseBearer(header), String(header).slice(0, 30)).toBeNull();
    }
  });
});

describe("apiLanguage", () => {
  it("reads the spec's header values", () => {
    expect(apiLanguage("nl-nl")).toBe("nl");
    expect(apiLanguage("en-en")).toBe("en");
    expect(apiLanguage("en")).toBe("en");
    expect(apiLanguage("de-DE")).toBe("de");
    expect(apiLanguage("FR")).toBe("fr");
  });
  it("takes the supported language with the highest weight", () => {
    expect(apiLanguage("es-ES,es;q=0.9,en;q=0.8,de;q=0.7")).toBe("en");
    expect(apiLanguage("nl;q=0.2, fr;q=0.9")).toBe("fr");
    expect(apiLanguage("en;q=0, de")).toBe("de");
  });
  it("is Dutch when the header is missing or names nothing supported", () => {
    for (const header of [null, undefined, "", "*", "es", "xx-yy;q=1", "q=;;,,"]) expect(apiLanguage(header)).toBe("nl");
  });
});

describe("toApiUser", () => {
  it("uses the wire names of the spec", () => {
    const user = {
      id: "u1",
      firstName: "Anna",
      lastName: "de Vries",
      email: "anna@example.com",
      birthDate: "1990-01-31",
      phoneNumber: "0612345678",
      chamberOfCommerceNumber: "12345678",
      companyName: "Anna BV",
      externalId: "ext-1",
      profession: { id: "p1", name: "Webdesigner" },
    };
    expect(toApiUser(user)).toEqual({
      id: "u1",
      first_name: "Anna",
      last_name: "de Vries",
      email: "anna@example.com",
      birth_date: "1990-01-31",
      phone_number: "0612345678",
      profession: { id: "p1", name: "Webdesigner" },
      chamber_of_commerce_number: "12345678",
      company_name: "Anna BV",
      external_id: "ext-1",
    });
    expect(toApiUser({ ...user, profession: null }).profession).toBeNull();
  });
});

describe("parseCreateByExternalId", () => {
  it("takes the signed id, the time as a number or string, and a profession id", () => {
    expect(
      parseCreateByExternalId({
        external_id: "e1",
        signature_created_at: 1760000000,
        signature: "ab",
        profession_id: "p1",
        quote_id: 7,
        is_broker_flow: false,
      }),
    ).toEqual({
      ok: true,
      value: {
        externalId: "e1",
        createdAt: "1760000000",
        signature: "ab",
        professionId: "p1",
        funnelType: "default",
        productId: null,
        isBrokerFlow: false,
        quoteId: "7",
        brokerQuote: false,
      },
    });
    // broker_quote: a flag beside quote_id, or the quote's id itself; two different ids are refused (decision 0080).
    const base = { external_id: "e1", signature_created_at: 1, signature: "ab" };
    expect(parseCreateByExternalId({ ...base, quote_id: "q1", broker_quote: "true" })).toMatchObject({
      ok: true,
      value: { quoteId: "q1", brokerQuote: true },
    });
    expect(parseCreateByExternalId({ ...base, broker_quote: "q2" })).toMatchObject({
      ok: true,
      value: { quoteId: "q2", brokerQuote: true },
    });
    expect(parseCreateByExternalId({ ...base, quote_id: "q1", broker_quote: false })).toMatchObject({
      ok: true,
      value: { quoteId: "q1", brokerQuote: false },
    });
    expect(parseCreateByExternalId({ ...base, quote_id: "q1", broker_quote: "q2" })).toEqual({
      ok: false,
      errors: { broker_quote: ["api:quoteUnknown"] },
    });
    expect(parseCreateByExternalId({ ...base, broker_quote: true })).toEqual({ ok: false, errors: { quote_id: ["validations:required"] } });
    expect(parseCreateByExternalId({ ...base, quote_id: { id: 1 } })).toEqual({ ok: false, errors: { quote_id: ["api:quoteUnknown"] } });
    expect(parseCreateByExternalId({ external_id: "e1", signature_created_at: "1760000000", signature: "ab" })).toEqual({
      ok: true,
      value: {
        externalId: "e1",
        createdAt: "1760000000",
        signature: "ab",
        professionId: null,
        funnelType: "default",
        productId: null,
        isBrokerFlow: false,
        quoteId: null,
        brokerQuote: false,
      },
    });
  });

  const signed = { external_id: "e1", signature_created_at: 1760000000, signature: "ab" };
  const parsed = (extra: Record<string, unknown>) => {
    const result = parseCreateByExternalId({ ...signed, ...extra });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.value;
  };
  const errorsOf = (extra: Record<string, unknown>) => {
    const result = parseCreateByExternalId({ ...signed, ...extra });
    return result.ok ? null : result.errors;
  };

  it("takes each funnel type, any case; null or absent is default", () => {
    for (const type of ["default", "calculator", "checkin", "csc"]) expect(parsed({ funnel_type: type }).funnelType).toBe(type);
    expect(parsed({ funnel_type: " Calculator " }).funnelType).toBe("calculator");
    expect(parsed({ funnel_type: "CSC" }).funnelType).toBe("csc");
    expect(parsed({ funnel_type: null }).funnelType).toBe("default");
    expect(parsed({}).funnelType).toBe("default");
  });
  it("refuses any other funnel type on the funnel_type field", () => {
    for (const type of ["aov", "", "check-in", 1, true, ["csc"], {}]) {
      expect(errorsOf({ funnel_type: type }), JSON.stringify(type)).toEqual({ funnel_type: ["api:funnelTypeUnknown"] });
    }
  });
  it("takes is_broker_flow as a boolean, true/false in any case, or null", () => {
    expect(parsed({ is_broker_flow: true }).isBrokerFlow).toBe(true);
    expect(parsed({ is_broker_flow: false }).isBrokerFlow).toBe(false);
    expect(parsed({ is_broker_flow: "true" }).isBrokerFlow).toBe(true);
    expect(parsed({ is_broker_flow: "TRUE" }).isBrokerFlow).toBe(true);
    expect(parsed({ is_broker_flow: " False " }).isBrokerFlow).toBe(false);
    expect(parsed({ is_broker_flow: null }).isBrokerFlow).toBe(false);
    expect(parsed({}).isBrokerFlow).toBe(false);
  });
  it("refuses any other is_broker_flow on that field", () => {
    for (const value of ["yes", "1", "", 1, 0, {}, ["true"]]) {
      expect(errorsOf({ is_broker_flow: value }), JSON.stringify(value)).toEqual({ is_broker_flow: ["api:booleanExpected"] });
    }
  });
  it("takes product_id as a string or an integer made a string; null or empty is none", () => {
    expect(parsed({ product_id: "prod_1" }).productId).toBe("prod_1");
    expect(parsed({ product_id: " prod_1 " }).productId).toBe("prod_1");
    expect(parsed({ product_id: 42 }).productId).toBe("42");
    expect(parsed({ product_id: null }).productId).toBeNull();
    expect(parsed({ product_id: "" }).productId).toBeNull();
    expect(parsed({}).productId).toBeNull();
  });
  it("refuses a product_id that is no id", () => {
    for (const value of [1.5, true, {}, ["p"], "x".repeat(201)]) {
      expect(errorsOf({ product_id: value }), JSON.stringify(value).slice(0, 20)).toEqual({ product_id: ["api:productUnknown"] });
    }
  });
  it("reports every bad field at once", () => {
    expect(errorsOf({ funnel_type: "x", product_id: false, is_broker_flow: "x" })).toEqual({
      funnel_type: ["api:funnelTypeUnknown"],
      product_id: ["api:productUnknown"],
      is_broker_flow: ["api:booleanExpected"],
    });
  });
  it("names each missing or wrongly typed field with a catalog key", () => {
    expect(parseCreateByExternalId({})).toEqual({
      ok: false,
      errors: {
        external_id: ["validations:required"],
        signature_created_at: ["validations:required"],
        signature: ["validations:required"],
      },
    });
    expect(parseCreateByExternalId({ external_id: ["x"], signature_created_at: {}, signature: 5 })).toMatchObject({ ok: false });
  });
});

describe("appLandingPath and appArrivalPath (spec sections 2 and 4)", () => {
  it("lands each funnel type on its variant's start", () => {
    expect(appLandingPath({ funnelType: "default", productId: null })).toBe("/products/available-products");
    expect(appLandingPath({ funnelType: "default", productId: "p1" })).toBe("/products/available-products");
    expect(appLandingPath({ funnelType: "calculator", productId: null })).toBe("/insurance-calculator/available-products");
    expect(appLandingPath({ funnelType: "checkin", productId: null })).toBe("/insurance-checkin-welcome");
    expect(appLandingPath({ funnelType: "csc", productId: "p-1" })).toBe("/checkout/aov-premium-review?product_id=p-1");
    expect(appLandingPath({ funnelType: "csc", productId: null })).toBe("/products/available-products");
  });
  it("sends a user without a profession to the profession page of the landing's variant first", () => {
    expect(appArrivalPath("/products/available-products", true)).toBe("/products/available-products");
    expect(appArrivalPath("/products/available-products", false)).toBe("/profession");
    expect(appArrivalPath("/insurance-calculator/available-products", false)).toBe("/insurance-calculator/profession");
    expect(appArrivalPath("/insurance-checkin-welcome", false)).toBe("/profession?flow=checkin");
    expect(appArrivalPath("/checkout/aov-premium-review?product_id=p1", false)).toBe("/profession");
  });
});

describe("parseRefreshBody", () => {
  it("is the refresh string or null", () => {
    expect(parseRefreshBody({ refresh: "abc" })).toBe("abc");
    for (const body of [null, {}, { refresh: "" }, { refresh: 5 }, { refresh: "x".repeat(201) }, []])
      expect(parseRefreshBody(body)).toBeNull();
  });
});

describe("parseUsersMePatch", () => {
  const today = "2026-11-23";

  it("takes the fields the spec names, in camelCase; null clears profession and CoC", () => {
    expect(
      parseUsersMePatch(
        { profession: "p1", chamber_of_commerce_number: " 12345678 ", birth_date: "1990-01-31", iban: "nl91 abna 0417 1643 00" },
        today,
      ),
    ).toEqual({
      value: { professionId: "p1", chamberOfCommerceNumber: "12345678", birthDate: "1990-01-31", iban: "NL91ABNA0417164300" },
      errors: {},
    });
    expect(parseUsersMePatch({ profession: null, chamber_of_commerce_number: "" }, today)).toEqual({
      value: { professionId: null, chamberOfCommerceNumber: null },
      errors: {},
    });
    expect(parseUsersMePatch({ first_name: "ignored" }, today)).toEqual({ value: {}, errors: {} });
  });

  it("checks with the funnel's rules and reports every field at once", () => {
    const { value, errors } = parseUsersMePatch(
      { profession: "p1", chamber_of_commerce_number: "1234567", birth_date: "2008-11-24", iban: "NL91ABNA0417164301" },
      today,
    );
    expect(errors).toEqual({
      chamber_of_commerce_number: ["validations:cocNumber"],
      birth_date: ["validations:birthDateMinDate"],
      iban: ["validations:iban"],
    });
    expect(value).toEqual({ professionId: "p1" });
  });

  it("has the age limits of validation.ts: 18 on the birthday, at most 100", () => {
    expect(parseUsersMePatch({ birth_date: "2008-11-23" }, today).errors).toEqual({});
    expect(parseUsersMePatch({ birth_date: "1925-11-24" }, today).errors).toEqual({});
    expect(parseUsersMePatch({ birth_date: "1925-11-23" }, today).errors).toEqual({ birth_date: ["validations:birthDate100YearMaxDate"] });
    expect(parseUsersMePatch({ birth_date: "23-11-1990" }, today).errors).toEqual({ birth_date: ["validations:dateValidMessage"] });
    expect(parseUsersMePatch({ birth_date: null }, today).errors).toEqual({ birth_date: ["validations:birthDateRequired"] });
  });

  it("gives wrongly typed values a message, not an exception", () => {
    expect(
      parseUsersMePatch({ profession: { id: 1 }, chamber_of_commerce_number: 12345678, birth_date: 19900131, iban: [] }, today).errors,
    ).toEqual({
      profession: ["api:professionUnknown"],
      chamber_of_commerce_number: ["validations:cocNumber"],
      birth_date: ["validations:birthDateRequired"],
      iban: ["validations:ibanRequired"],
    });
  });
});
