// The insurer's SEPA creditor from configuration (issue 14): checked at start, a demo creditor
// outside production, required in production on a real domain.
import { describe, expect, it } from "vitest";
import { configFrom, DEMO_CREDITOR, parseEnv } from "~/server/platform/config.server";
import { isValidCreditorIdentifier } from "~/domain/billing/sepa-pain008";

const SECRET = { SESSION_SECRET: "0123456789abcdef0123" };

describe("SEPA creditor configuration", () => {
  it("uses a valid demo creditor in development and tests", () => {
    expect(isValidCreditorIdentifier(DEMO_CREDITOR.identifier)).toBe(true);
    expect(configFrom(parseEnv({})).sepaCreditor).toEqual({ ...DEMO_CREDITOR, bic: null });
    // npm start and the browser suite: a production build on localhost
    expect(configFrom(parseEnv({ NODE_ENV: "production", ...SECRET })).sepaCreditor.identifier).toBe(DEMO_CREDITOR.identifier);
  });

  it("reads and normalises the configured creditor", () => {
    const config = configFrom(
      parseEnv({
        SEPA_CREDITOR_ID: "nl69 zzz 1234 5678 0000",
        SEPA_CREDITOR_NAME: " Verzekeraar Zuid BV ",
        SEPA_CREDITOR_IBAN: "NL20 INGB 0001 2345 67",
        SEPA_CREDITOR_BIC: "ingbnl2a",
      }),
    );
    expect(config.sepaCreditor).toEqual({
      identifier: "NL69ZZZ123456780000",
      name: "Verzekeraar Zuid BV",
      iban: "NL20INGB0001234567",
      bic: "INGBNL2A",
    });
  });

  it("refuses wrong check digits, IBANs and BICs, naming the variable", () => {
    expect(() => parseEnv({ SEPA_CREDITOR_ID: "NL70ZZZ123456780000" })).toThrow(/SEPA_CREDITOR_ID/);
    expect(() => parseEnv({ SEPA_CREDITOR_IBAN: "NL21INGB0001234567" })).toThrow(/SEPA_CREDITOR_IBAN/);
    expect(() => parseEnv({ SEPA_CREDITOR_BIC: "NOT A BIC" })).toThrow(/SEPA_CREDITOR_BIC/);
  });

  it("is required in production on a real domain", () => {
    // The stand-ins allowed by name, so only the creditor is missing (decision 0066).
    const production = {
      NODE_ENV: "production",
      ROOT_DOMAINS: "verzekerd.nl",
      ALLOW_STAND_INS: "payment,identity,plate,address,company",
      ...SECRET,
    };
    expect(() => parseEnv(production)).toThrow(/SEPA_CREDITOR_ID[\s\S]*SEPA_CREDITOR_NAME[\s\S]*SEPA_CREDITOR_IBAN/);
    const config = configFrom(
      parseEnv({
        ...production,
        SEPA_CREDITOR_ID: "NL69ZZZ123456780000",
        SEPA_CREDITOR_NAME: "Verzekeraar Zuid BV",
        SEPA_CREDITOR_IBAN: "NL20INGB0001234567",
      }),
    );
    expect(config.sepaCreditor.identifier).toBe("NL69ZZZ123456780000");
  });
});
