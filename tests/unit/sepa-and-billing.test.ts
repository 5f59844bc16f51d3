import { describe, expect, it } from "vitest";
import { addMonth, firstInvoicePeriod } from "~/domain/billing/billing";
import { documentNumber, dutchBankCode, isPartnerBankIban, mandateReference, maskIban } from "~/domain/billing/sepa";

const IBAN = "NL91ABNA0417164300";

/** A random source that yields the given alphabet positions (of 32) in turn. */
const positions = (...indexes: number[]) => {
  let call = 0;
  return () => indexes[call++ % indexes.length]! / 32;
};

describe("maskIban", () => {
  it("shows only the country, check digits and last four, in groups of four", () => {
    expect(maskIban(IBAN)).toBe("NL91 **** **** **43 00");
  });

  it("accepts spaces and lower case", () => {
    expect(maskIban("nl91 abna 0417 1643 00")).toBe("NL91 **** **** **43 00");
  });

  it("hides everything for input too short to be an IBAN", () => {
    expect(maskIban("NL91")).toBe("****");
    expect(maskIban("")).toBe("****");
  });
});

describe("dutchBankCode", () => {
  it("is the four-letter bank identifier of a Dutch IBAN", () => {
    expect(dutchBankCode(IBAN)).toBe("ABNA");
    expect(dutchBankCode("NL02 RABO 0123 4567 89")).toBe("RABO");
  });

  it("reads lower case and spaced input", () => {
    expect(dutchBankCode("nl91 abna 0417 1643 00")).toBe("ABNA");
  });

  it("is null for a foreign IBAN", () => {
    expect(dutchBankCode("DE89370400440532013000")).toBeNull();
    expect(dutchBankCode("BE68539007547034")).toBeNull();
  });

  it("is null for a malformed Dutch IBAN", () => {
    expect(dutchBankCode("NL91ABNA041716430")).toBeNull(); // one digit short
    expect(dutchBankCode("NL91AB1A0417164300")).toBeNull();
  });
});

describe("isPartnerBankIban", () => {
  it("is true when the IBAN's bank code is the partner's", () => {
    expect(isPartnerBankIban(IBAN, "ABNA")).toBe(true);
  });

  it("compares the partner's code case-insensitively", () => {
    expect(isPartnerBankIban(IBAN, "abna")).toBe(true);
  });

  it("is false for another Dutch bank", () => {
    expect(isPartnerBankIban(IBAN, "RABO")).toBe(false);
  });

  it("is false for a non-Dutch IBAN", () => {
    expect(isPartnerBankIban("DE89370400440532013000", "ABNA")).toBe(false);
  });

  it("is false when the partner has no bank code", () => {
    expect(isPartnerBankIban(IBAN, null)).toBe(false);
    expect(isPartnerBankIban(IBAN, "")).toBe(false);
  });
});

describe("mandateReference", () => {
  it("is MND-, the signing date without dashes and ten characters from the SEPA-safe alphabet", () => {
    const reference = mandateReference("2026-11-23");
    expect(reference).toMatch(/^MND-\d{8}-[A-Z2-9]{10}$/);
    expect(reference.startsWith("MND-20261123-")).toBe(true);
  });

  it("fits the SEPA limit of 35 characters", () => {
    expect(mandateReference("2026-11-23").length).toBeLessThanOrEqual(35);
  });

  it("is unique over 1000 calls", () => {
    const references = new Set(Array.from({ length: 1000 }, () => mandateReference("2026-11-23")));
    expect(references.size).toBe(1000);
  });

  it("is deterministic with an injected random source", () => {
    expect(mandateReference("2026-11-23", () => 0)).toBe("MND-20261123-AAAAAAAAAA");
    expect(mandateReference("2026-11-23", () => 0.999_999)).toBe("MND-20261123-9999999999");
    expect(mandateReference("2026-11-23", positions(0, 1, 2, 3, 4, 5, 6, 7, 8, 9))).toBe("MND-20261123-ABCDEFGHJK");
  });

  it("leaves out the look-alike characters I, O, 0 and 1", () => {
    const all = Array.from({ length: 32 }, (_, index) => index);
    const suffixes = [0, 10, 20, 30].map((start) =>
      mandateReference("2026-11-23", positions(...all.slice(start), ...all.slice(0, start))).slice(-10),
    );
    expect(suffixes.join("")).not.toMatch(/[IO01]/);
  });
});

describe("documentNumber", () => {
  it("is the prefix, a dash and eight characters from the same alphabet", () => {
    expect(documentNumber("POL")).toMatch(/^POL-[A-Z2-9]{8}$/);
    expect(documentNumber("INV")).toMatch(/^INV-[A-Z2-9]{8}$/);
  });

  it("is deterministic with an injected random source", () => {
    expect(documentNumber("POL", () => 0)).toBe("POL-AAAAAAAA");
    expect(documentNumber("INV", positions(24, 25, 26, 27, 28, 29, 30, 31))).toBe("INV-23456789");
  });
});

describe("addMonth", () => {
  it("moves to the same day next month", () => {
    expect(addMonth("2026-11-23")).toBe("2026-12-23");
  });

  it("clamps 31 January to 28 February", () => {
    expect(addMonth("2026-01-31")).toBe("2026-02-28");
  });

  it("clamps 31 January to 29 February in a leap year", () => {
    expect(addMonth("2028-01-31")).toBe("2028-02-29");
  });

  it("clamps 31 March to 30 April", () => {
    expect(addMonth("2026-03-31")).toBe("2026-04-30");
  });

  it("moves 15 December to 15 January of the next year", () => {
    expect(addMonth("2026-12-15")).toBe("2027-01-15");
  });
});

describe("firstInvoicePeriod", () => {
  it("covers one month from the start date and is due on the start date", () => {
    expect(firstInvoicePeriod("2026-11-23")).toEqual({
      periodStart: "2026-11-23",
      periodEnd: "2026-12-22",
      dueDate: "2026-11-23",
    });
  });

  it("ends on the last day of the month for a start on the first", () => {
    expect(firstInvoicePeriod("2026-02-01").periodEnd).toBe("2026-02-28");
  });

  it("crosses the year end", () => {
    expect(firstInvoicePeriod("2026-12-15").periodEnd).toBe("2027-01-14");
  });
});
