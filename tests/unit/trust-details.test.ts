// The regulatory details (decision 0085): the formats of AFM and Kifid numbers at their edges,
// the partner's own details all or nothing, and which details customers see.
import { describe, expect, it } from "vitest";
import {
  checkTrustName,
  effectiveTrustDetails,
  missingTrustFields,
  normaliseAfmNumber,
  normaliseKifidNumber,
  TRUST_MESSAGES,
} from "~/domain/platform/trust-details";
import { partnerConfigSchema } from "~/domain/partners/partner-config";
import { configFrom, parseEnv } from "~/server/platform/config.server";

const INSURER = { name: "Demo Verzekeraar BV", afmNumber: "12099999", kifidNumber: "300.099999" };
const NONE = { insurerName: null, afmNumber: null, kifidNumber: null };

describe("AFM and Kifid numbers", () => {
  it("take eight digits for AFM, spaces ignored; seven or nine digits or letters are refused", () => {
    expect(normaliseAfmNumber("12000536")).toBe("12000536");
    expect(normaliseAfmNumber(" 1200 0536 ")).toBe("12000536");
    for (const bad of ["1200053", "120005360", "1200053a", "", "12.000.536"]) expect(normaliseAfmNumber(bad), bad).toBeNull();
  });

  it("take Kifid numbers as 300.012345, with or without the dot; other lengths are refused", () => {
    expect(normaliseKifidNumber("300.012345")).toBe("300.012345");
    expect(normaliseKifidNumber("300012345")).toBe("300.012345");
    for (const bad of ["300.01234", "300.0123456", "30.0012345", "300-012345", "abc.defghi", ""])
      expect(normaliseKifidNumber(bad), bad).toBeNull();
  });

  it("take a name of 2 to 100 characters without markup", () => {
    expect(checkTrustName("AB")).toBeNull();
    expect(checkTrustName("x".repeat(100))).toBeNull();
    expect(checkTrustName("A")).toBe(TRUST_MESSAGES.name);
    expect(checkTrustName("x".repeat(101))).toBe(TRUST_MESSAGES.name);
    expect(checkTrustName("<b>Acme</b>")).toBe(TRUST_MESSAGES.name);
  });
});

describe("whose details customers see", () => {
  it("the insurer's unless the partner has all three of its own", () => {
    expect(effectiveTrustDetails(NONE, INSURER)).toEqual(INSURER);
    expect(effectiveTrustDetails({ ...NONE, afmNumber: "12345678" }, INSURER)).toEqual(INSURER);
    const own = { insurerName: "Acme Bemiddeling BV", afmNumber: "12345678", kifidNumber: "300.012345" };
    expect(effectiveTrustDetails(own, INSURER)).toEqual({ name: "Acme Bemiddeling BV", afmNumber: "12345678", kifidNumber: "300.012345" });
  });

  it("names the missing fields when some but not all are set", () => {
    expect(missingTrustFields(NONE)).toEqual([]);
    expect(missingTrustFields({ insurerName: "Acme", afmNumber: "12345678", kifidNumber: "300.012345" })).toEqual([]);
    expect(missingTrustFields({ ...NONE, afmNumber: "12345678" })).toEqual(["insurerName", "kifidNumber"]);
  });
});

describe("the partner console's check", () => {
  const base = { displayName: "Acme", languages: ["nl"], defaultLanguage: "nl", currency: "EUR", partnerBankDiscountPercent: 0 };

  it("stores the numbers normalised, and nothing when all three are empty", () => {
    const own = partnerConfigSchema.parse({
      ...base,
      insurerName: " Acme Bemiddeling BV ",
      afmNumber: "1234 5678",
      kifidNumber: "300012345",
    });
    expect([own.insurerName, own.afmNumber, own.kifidNumber]).toEqual(["Acme Bemiddeling BV", "12345678", "300.012345"]);
    const none = partnerConfigSchema.parse(base);
    expect([none.insurerName, none.afmNumber, none.kifidNumber]).toEqual([null, null, null]);
  });

  it("refuses a wrong number at its field, and an incomplete set at each missing field", () => {
    const wrong = partnerConfigSchema.safeParse({ ...base, insurerName: "Acme BV", afmNumber: "1234567", kifidNumber: "300.01234" });
    expect(wrong.success).toBe(false);
    const issues = (result: typeof wrong) =>
      result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
    expect(issues(wrong)).toEqual([`afmNumber:${TRUST_MESSAGES.afmNumber}`, `kifidNumber:${TRUST_MESSAGES.kifidNumber}`]);
    const partial = partnerConfigSchema.safeParse({ ...base, afmNumber: "12345678" });
    expect(issues(partial)).toEqual([`insurerName:${TRUST_MESSAGES.incomplete}`, `kifidNumber:${TRUST_MESSAGES.incomplete}`]);
  });
});

describe("the insurer's details from the environment", () => {
  it("default to the demo insurer and take valid values, normalised", () => {
    expect(configFrom(parseEnv({})).insurer).toEqual(INSURER);
    const own = parseEnv({ INSURER_NAME: " Zeker NV ", INSURER_AFM_NUMBER: "1200 0536", INSURER_KIFID_NUMBER: "300000123" });
    expect(configFrom(own).insurer).toEqual({ name: "Zeker NV", afmNumber: "12000536", kifidNumber: "300.000123" });
  });

  it("stop the start on a wrong number, naming the variable", () => {
    expect(() => parseEnv({ INSURER_AFM_NUMBER: "1234567" })).toThrow(/INSURER_AFM_NUMBER/);
    expect(() => parseEnv({ INSURER_KIFID_NUMBER: "300.1" })).toThrow(/INSURER_KIFID_NUMBER/);
    expect(() => parseEnv({ INSURER_NAME: "X" })).toThrow(/INSURER_NAME/);
  });
});
