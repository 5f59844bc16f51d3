import { readFileSync } from "node:fs";
import path from "node:path";
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  LIMITS,
  VALIDATION_MESSAGES,
  addDays,
  addressFormSchema,
  ageOn,
  bmi,
  bmiNeedsAdviser,
  capIncome,
  checkBirthDate,
  checkClaimFreeYears,
  checkDevicePrice,
  checkEmail,
  checkEndDate,
  checkHeight,
  checkIban,
  checkImei,
  checkVin,
  normalizeVin,
  checkIncome,
  checkOnlyNL,
  checkPhoneNumber,
  formatPhoneNumber,
  normalizePhoneNumber,
  checkPostalCode,
  checkRevenue,
  checkRevenueExplanation,
  checkStartDate,
  checkWeight,
  claimFreeYearsField,
  companyFormSchema,
  heightField,
  incomeField,
  isStrictIsoDate,
  normalizeIban,
  normalizePostalCode,
  personFormSchema,
  policyFormSchema,
  parseMoneyCents,
  stripNonDigits,
  todayInAmsterdam,
} from "~/domain/platform/validation";

const TODAY = "2026-11-23"; // a Monday

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** Parses like a route action does and returns the value or the errors per field. */
function parse(schema: z.ZodTypeAny, fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === "success"
    ? { value: submission.value as Record<string, unknown>, error: undefined }
    : { value: undefined, error: submission.error };
}

describe("LIMITS", () => {
  it("holds the spec's numbers, with 57 as the aov maximum age", () => {
    expect(LIMITS).toMatchObject({ MIN_AGE: 18, MAX_AGE: 100, AOV_MAX_AGE: 57, START_DATE_MAX_DAYS_AHEAD: 30 });
    expect(LIMITS.UPLOAD_MAX_BYTES).toBe(26_214_400);
  });
});

describe("date helpers", () => {
  it("todayInAmsterdam uses the Amsterdam calendar day, winter and summer", () => {
    expect(todayInAmsterdam(new Date("2026-11-23T22:59:00Z"))).toBe("2026-11-23"); // 23:59 CET
    expect(todayInAmsterdam(new Date("2026-11-23T23:00:00Z"))).toBe("2026-11-24"); // 00:00 CET
    expect(todayInAmsterdam(new Date("2026-07-05T21:59:00Z"))).toBe("2026-07-05"); // 23:59 CEST
    expect(todayInAmsterdam(new Date("2026-07-05T22:00:00Z"))).toBe("2026-07-06"); // 00:00 CEST
  });

  it("addDays crosses months, years and leap days", () => {
    expect(addDays(TODAY, 30)).toBe("2026-12-23");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("isStrictIsoDate accepts only real YYYY-MM-DD dates", () => {
    expect(isStrictIsoDate("2026-01-05")).toBe(true);
    expect(isStrictIsoDate("2024-02-29")).toBe(true);
    for (const bad of [
      "2023-02-29",
      "2026-02-30",
      "2026-13-01",
      "2026-00-10",
      "2026-1-5",
      "05-01-2026",
      "2026/01/05",
      "2026-01-05T00:00",
      " 2026-01-05",
      "",
    ])
      expect(isStrictIsoDate(bad), bad).toBe(false);
  });

  it("ageOn counts completed years", () => {
    expect(ageOn("2008-11-23", "2026-11-23")).toBe(18);
    expect(ageOn("2008-11-23", "2026-11-22")).toBe(17);
    expect(ageOn("2008-12-31", "2027-01-01")).toBe(18);
  });

  it("ageOn: a 29 February birthday turns a year older on 1 March in non-leap years", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    expect(ageOn("2008-02-29", "2028-02-28")).toBe(19);
    expect(ageOn("2008-02-29", "2028-02-29")).toBe(20);
  });
});

describe("checkBirthDate", () => {
  it("rejects loose formats and impossible dates", () => {
    for (const bad of ["2026-1-5", "05-01-2026", "2023-02-29", "1990-02-30", "yesterday"])
      expect(checkBirthDate(bad, TODAY), bad).toBe("validations:dateValidMessage");
  });

  it("needs 18 completed years: exactly 18 passes, one day short fails", () => {
    expect(checkBirthDate("2008-11-23", TODAY)).toBeNull();
    expect(checkBirthDate("2008-11-24", TODAY)).toBe("validations:birthDateMinDate");
    expect(checkBirthDate("2030-01-01", TODAY)).toBe("validations:birthDateMinDate"); // future
  });

  it("allows anyone aged 100 (even 100 years and a day), not 101", () => {
    expect(checkBirthDate("1926-11-23", TODAY)).toBeNull(); // exactly 100
    expect(checkBirthDate("1926-11-22", TODAY)).toBeNull(); // 100 years and one day: still aged 100
    expect(checkBirthDate("1925-11-24", TODAY)).toBeNull(); // last day of being 100
    expect(checkBirthDate("1925-11-23", TODAY)).toBe("validations:birthDate100YearMaxDate"); // 101
    expect(checkBirthDate("1925-11-23", TODAY, { maxAge: 100 })).toBe("validations:birthDate100YearMaxDate");
  });

  it("aov: aged 57 passes, 58 fails with birthDateMaxDate", () => {
    const aov = { maxAge: LIMITS.AOV_MAX_AGE };
    expect(checkBirthDate("1969-11-23", TODAY, aov)).toBeNull(); // 57 today
    expect(checkBirthDate("1968-11-24", TODAY, aov)).toBeNull(); // 58 tomorrow
    expect(checkBirthDate("1968-11-23", TODAY, aov)).toBe("validations:birthDateMaxDate"); // 58 today
    expect(checkBirthDate("2008-11-24", TODAY, aov)).toBe("validations:birthDateMinDate");
  });

  it("leap-day birth dates", () => {
    expect(checkBirthDate("2008-02-29", "2026-02-28")).toBe("validations:birthDateMinDate");
    expect(checkBirthDate("2008-02-29", "2026-03-01")).toBeNull();
    expect(checkBirthDate("2007-02-29", TODAY)).toBe("validations:dateValidMessage"); // 2007 is no leap year
  });
});

describe("checkStartDate", () => {
  it("allows today to today+30 by default", () => {
    expect(checkStartDate(TODAY, TODAY)).toBeNull();
    expect(checkStartDate("2026-11-22", TODAY)).toBe("validations:minDateReached");
    expect(checkStartDate("2026-11-24", TODAY)).toBeNull();
    expect(checkStartDate("2026-12-23", TODAY)).toBeNull(); // today + 30
    expect(checkStartDate("2026-12-24", TODAY)).toBe("validations:maxDateReached"); // today + 31
  });

  it("starts at tomorrow when fromTomorrow is set", () => {
    const opts = { fromTomorrow: true };
    expect(checkStartDate("2026-11-22", TODAY, opts)).toBe("validations:minDateReached");
    expect(checkStartDate(TODAY, TODAY, opts)).toBe("validations:minDateReached");
    expect(checkStartDate("2026-11-24", TODAY, opts)).toBeNull();
    expect(checkStartDate("2026-12-23", TODAY, opts)).toBeNull();
    expect(checkStartDate("2026-12-24", TODAY, opts)).toBe("validations:maxDateReached");
  });

  it("rejects loose formats", () => {
    expect(checkStartDate("2026-12-1", TODAY)).toBe("validations:dateValidMessage");
    expect(checkStartDate("24-11-2026", TODAY)).toBe("validations:dateValidMessage");
  });
});

describe("checkEndDate", () => {
  const max = addDays(TODAY, 30);
  it("is at least tomorrow and at most the given maximum", () => {
    expect(checkEndDate(TODAY, TODAY, max)).toBe("validations:minEndDateReached");
    expect(checkEndDate("2026-11-24", TODAY, max)).toBeNull();
    expect(checkEndDate(max, TODAY, max)).toBeNull();
    expect(checkEndDate(addDays(max, 1), TODAY, max)).toBe("validations:maxEndDateReached");
    expect(checkEndDate("2026-2-1", TODAY, max)).toBe("validations:dateValidMessage");
  });
});

describe("contact checks", () => {
  it("checkEmail", () => {
    for (const ok of ["jan@example.nl", "jan.de-vries+polis@mail.example.com", "J@X.NL"]) expect(checkEmail(ok), ok).toBeNull();
    for (const bad of ["jan@example", "jan example@x.nl", "jan..x@example.nl", "@example.nl", "jan@", "a@b.c", "jan@-x.nl", "jan@x..nl"])
      expect(checkEmail(bad), bad).toBe("validations:email");
  });

  it("checkPhoneNumber: plus, parentheses, hyphens and spaces; 10 to 15 digits", () => {
    for (const ok of ["0612345678", "+31 (0)6-12345678", "+31 6 1234 5678", "(020) 123 4567", "+49 89 12345678901" /* 15 digits */])
      expect(checkPhoneNumber(ok), ok).toBeNull();
    expect(checkPhoneNumber("061234567")).toBe("validations:phoneNumberMinLength"); // 9 digits
    expect(checkPhoneNumber("+31 6 1234 5678 90123")).toBe("validations:phoneNumberMaxLength"); // 16 digits
    for (const bad of ["06-1234abcd", "31+612345678", "06.12.34.56.78", "++31612345678"])
      expect(checkPhoneNumber(bad), bad).toBe("validations:phoneNumber");
  });

  it("checkPhoneNumber: Dutch numbers written nationally or internationally, and foreign ones", () => {
    for (const ok of [
      "0612345678",
      "06 12345678",
      "06-12345678",
      "020-1234567",
      "020 123 45 67",
      "0101234567",
      "088-1234567",
      "+31 6 12345678",
      "+31612345678",
      "+31 20 123 4567",
      "0031 6 12345678",
      "+32 470 12 34 56", // Belgian mobile
      "+32 2 555 12 34", // Brussels
      "+49 30 1234567",
      "+1 212 555 0100",
    ])
      expect(checkPhoneNumber(ok), ok).toBeNull();
  });

  it("checkPhoneNumber: numbers in no country's plan are refused with the general message", () => {
    for (const bad of [
      "0000000000",
      "0123456789", // no area code 012
      "1234567890", // no leading 0, not international
      "06123456789", // a Dutch mobile number one digit too long
      "+31 6 1234567", // one digit short
      "+31 6 1234 5678 9012", // 14 digits, still too long for the Netherlands
      "+999 123456789", // no such country code
      "+32 470 12 34 5", // Belgian mobile one digit short
    ])
      expect(checkPhoneNumber(bad), bad).toBe("validations:phoneNumber");
    // Too few or too many digits keep their own messages; letters the general one.
    expect(checkPhoneNumber("0000")).toBe("validations:phoneNumberMinLength");
    expect(checkPhoneNumber("06 1234 5678 901234")).toBe("validations:phoneNumberMaxLength");
    for (const bad of ["O612345678", "0612345678 ext 12", "+31 6 12345678;ext=1", "06 bel me", "tel:0612345678"])
      expect(checkPhoneNumber(bad), bad).toBe("validations:phoneNumber");
  });

  it("normalizePhoneNumber stores E.164; formatPhoneNumber shows Dutch numbers nationally", () => {
    expect(normalizePhoneNumber(" 06-12345678 ")).toBe("+31612345678");
    expect(normalizePhoneNumber("+31 (0)6-12345678")).toBe("+31612345678");
    expect(normalizePhoneNumber("0031 20 123 4567")).toBe("+31201234567");
    expect(normalizePhoneNumber("+32 470 12 34 56")).toBe("+32470123456");
    expect(normalizePhoneNumber("0000000000")).toBe("0000000000"); // refused anyway; kept as typed
    expect(formatPhoneNumber("+31612345678")).toBe("06 12345678");
    expect(formatPhoneNumber("+31201234567")).toBe("020 123 4567");
    expect(formatPhoneNumber("+32470123456")).toBe("+32 470 12 34 56");
    expect(formatPhoneNumber("06-1234 5678")).toBe("06 12345678"); // stored before normalising
    expect(formatPhoneNumber("bel me")).toBe("bel me");
  });
});

describe("postal codes", () => {
  it("accepts every spelling of the Netherlands in any case", () => {
    for (const country of ["Nederland", "Netherlands", "Pays-Bas", "Niederlande", "NEDERLAND", "netherlands", "pays-bas", "NiederLande"]) {
      expect(checkPostalCode("1017 xn", country), country).toBeNull();
      expect(checkPostalCode("1017XN", country), country).toBeNull();
      expect(checkPostalCode("10171XN", country), country).toBe("validations:postalCode");
    }
  });

  it("Dutch format: four digits (first not 0), optional space, two letters", () => {
    for (const bad of ["0123AB", "123AB", "1234 A", "1234  AB", "1234-AB", "ABCD12", "1234ABC"])
      expect(checkPostalCode(bad, "Nederland"), bad).toBe("validations:postalCode");
  });

  it("other countries must be upper case", () => {
    expect(checkPostalCode("sw1a 1aa", "United Kingdom")).toBe("validations:uppercase");
    expect(checkPostalCode("SW1A 1AA", "United Kingdom")).toBeNull();
    expect(checkPostalCode("1000", "België")).toBeNull();
  });

  it("normalizes Dutch codes and trims the rest", () => {
    expect(normalizePostalCode("1017 xn", "Nederland")).toBe("1017XN");
    expect(normalizePostalCode(" 1017xn ", "pays-bas")).toBe("1017XN");
    expect(normalizePostalCode(" SW1A 1AA ", "United Kingdom")).toBe("SW1A 1AA");
  });

  it("checkOnlyNL", () => {
    expect(checkOnlyNL("Nederland")).toBeNull();
    expect(checkOnlyNL("niederlande")).toBeNull();
    expect(checkOnlyNL("België")).toBe("validations:onlyNL");
  });
});

describe("IBAN", () => {
  it("accepts spaces and lower case, rejects wrong checksum and length", () => {
    expect(checkIban("NL91ABNA0417164300")).toBeNull();
    expect(checkIban("nl91 abna 0417 1643 00")).toBeNull();
    expect(checkIban("DE89 3704 0044 0532 0130 00")).toBeNull();
    expect(checkIban("NL92ABNA0417164300")).toBe("validations:iban"); // checksum
    expect(checkIban("NL91ABNA041716430")).toBe("validations:iban"); // too short
    expect(checkIban("NL91ABNA04171643000")).toBe("validations:iban"); // too long
    expect(checkIban("NL91-ABNA-0417-1643-00")).toBe("validations:iban");
    expect(normalizeIban("nl91 abna 0417 1643 00")).toBe("NL91ABNA0417164300");
  });
});

describe("checkImei", () => {
  it("needs exactly 15 digits passing Luhn", () => {
    expect(checkImei("490154203237518")).toBeNull();
    expect(checkImei("490154203237517")).toBe("validations:imei"); // wrong Luhn digit
    expect(checkImei("49015420323751")).toBe("validations:imei"); // 14
    expect(checkImei("4901542032375180")).toBe("validations:imei"); // 16
    expect(checkImei("49015420323751a")).toBe("validations:imei");
  });
});

describe("checkVin", () => {
  it("needs 17 letters and digits without I, O or Q; spaces, dashes and case do not matter", () => {
    expect(checkVin("WVWZZZ1JZXW000001")).toBeNull();
    expect(checkVin("wvw zzz1jz-xw000001")).toBeNull();
    expect(normalizeVin("wvw zzz1jz-xw000001")).toBe("WVWZZZ1JZXW000001");
    expect(checkVin("WVWZZZ1JZXW00000")).toBe("validations:vin"); // 16
    expect(checkVin("WVWZZZ1JZXW0000012")).toBe("validations:vin"); // 18
    for (const letter of ["I", "O", "Q"]) expect(checkVin(`WVWZZZ1JZXW00000${letter}`)).toBe("validations:vin");
    expect(checkVin("WVWZZZ1JZXW00000!")).toBe("validations:vin");
  });
});

describe("money", () => {
  it("stripNonDigits", () => {
    expect(stripNonDigits("€ 45.000")).toBe("45000");
    expect(stripNonDigits("125,000")).toBe("125000");
  });

  it("checkIncome: 125000 allowed, 125001 not; capIncome caps", () => {
    expect(checkIncome("125000")).toBeNull();
    expect(checkIncome("€ 125.000")).toBeNull();
    expect(checkIncome("125001")).toBe("validations:maxIncome");
    expect(checkIncome("€ 45.000")).toBeNull();
    expect(checkIncome("veel")).toBe("validations:number");
    expect(capIncome(125_001)).toBe(125_000);
    expect(capIncome(45_000)).toBe(45_000);
  });

  it("checkDevicePrice: 5000 allowed, 5001 not", () => {
    expect(checkDevicePrice("5000")).toBeNull();
    expect(checkDevicePrice("€ 5.000")).toBeNull();
    expect(checkDevicePrice("5001")).toBe("validations:maxDronePrice");
    expect(checkDevicePrice("€")).toBe("validations:number");
  });

  it("revenue above 250000 needs an explanation", () => {
    expect(checkRevenueExplanation(250_000, "")).toBeNull();
    expect(checkRevenueExplanation(250_001, "  ")).toBe("validations:revenueExplanationRequired");
    expect(checkRevenueExplanation(250_001, null)).toBe("validations:revenueExplanationRequired");
    expect(checkRevenueExplanation(250_001, "Eenmalige grote opdracht")).toBeNull();
  });

  it("expected revenue: any amount in digits, up to what fits the database", () => {
    expect(checkRevenue("€ 300.000")).toBeNull();
    expect(checkRevenue("20000000")).toBeNull();
    expect(checkRevenue("20000001")).toBe("validations:number");
    expect(checkRevenue("veel")).toBe("validations:number");
  });
});

describe("body measurements", () => {
  it("height 100-250", () => {
    expect(checkHeight(99)).toBe("validations:minHeight");
    expect(checkHeight(100)).toBeNull();
    expect(checkHeight("250")).toBeNull();
    expect(checkHeight(251)).toBe("validations:maxHeight");
    expect(checkHeight("lang")).toBe("validations:number");
  });

  it("weight 50-200", () => {
    expect(checkWeight(49)).toBe("validations:minWeight");
    expect(checkWeight(50)).toBeNull();
    expect(checkWeight(200)).toBeNull();
    expect(checkWeight("201")).toBe("validations:maxWeight");
    expect(checkWeight("")).toBe("validations:number");
  });

  it("BMI outside 18-33 goes to an adviser", () => {
    expect(bmi(180, 81)).toBeCloseTo(25, 10);
    expect(bmiNeedsAdviser(17.9)).toBe(true);
    expect(bmiNeedsAdviser(18)).toBe(false);
    expect(bmiNeedsAdviser(33)).toBe(false);
    expect(bmiNeedsAdviser(33.1)).toBe(true);
    expect(bmiNeedsAdviser(bmi(200, 140))).toBe(true); // 35
  });

  it("BMI edges from height and weight: exactly 18 and 33 stay, just outside goes to an adviser", () => {
    expect(bmi(200, 72)).toBe(18);
    expect(bmiNeedsAdviser(bmi(200, 72))).toBe(false);
    expect(bmiNeedsAdviser(bmi(200, 71))).toBe(true); // 17.75
    expect(bmi(200, 132)).toBe(33);
    expect(bmiNeedsAdviser(bmi(200, 132))).toBe(false);
    expect(bmiNeedsAdviser(bmi(200, 133))).toBe(true); // 33.25
  });
});

describe("checkClaimFreeYears", () => {
  it("is a whole number of at least -4", () => {
    expect(checkClaimFreeYears(-4)).toBeNull();
    expect(checkClaimFreeYears("-4")).toBeNull();
    expect(checkClaimFreeYears(15)).toBeNull();
    expect(checkClaimFreeYears(-5)).toBe("validations:minClaimFreeYears");
    expect(checkClaimFreeYears("1.5")).toBe("validations:number");
  });
});

describe("zod building blocks through Conform", () => {
  const schema = z.object({ income: incomeField, height: heightField, claim_free_years: claimFreeYearsField });

  it("gives whole euros and numbers", () => {
    expect(parse(schema, { income: "€ 45.000", height: "180", claim_free_years: "-4" }).value).toEqual({
      income: 45000,
      height: 180,
      claim_free_years: -4,
    });
  });

  it("reports keys at the field", () => {
    expect(parse(schema, { income: "130.000", height: "abc", claim_free_years: "-5" }).error).toEqual({
      income: ["validations:maxIncome"],
      height: ["validations:number"],
      claim_free_years: ["validations:minClaimFreeYears"],
    });
    expect(parse(schema, {}).error).toEqual({
      income: ["validations:required"],
      height: ["validations:required"],
      claim_free_years: ["validations:required"],
    });
  });
});

describe("personFormSchema", () => {
  const schema = personFormSchema(TODAY);
  const valid = {
    firstName: "  Jan ",
    lastName: "de Vries",
    birthDate: "1990-05-17",
    phoneNumber: "+31 (0)6-12345678",
    email: " Jan.de.Vries@Example.NL ",
  };

  it("accepts a valid submission, trimmed and with a lower-case e-mail", () => {
    expect(parse(schema, valid).value).toEqual({
      ...valid,
      firstName: "Jan",
      phoneNumber: "+31612345678",
      email: "jan.de.vries@example.nl",
    });
  });

  it.each([
    ["firstName", "", "validations:firstNameRequired"],
    ["firstName", "   ", "validations:firstNameRequired"],
    ["lastName", "x".repeat(101), "validations:tooLong"],
    ["birthDate", "", "validations:birthDateRequired"],
    ["birthDate", "17-05-1990", "validations:dateValidMessage"],
    ["birthDate", "2008-11-24", "validations:birthDateMinDate"],
    ["birthDate", "1925-11-23", "validations:birthDate100YearMaxDate"],
    ["phoneNumber", "0612", "validations:phoneNumberMinLength"],
    ["phoneNumber", "06 bel me", "validations:phoneNumber"],
    ["phoneNumber", "0000000000", "validations:phoneNumber"],
    ["email", "jan@", "validations:email"],
    ["email", "", "validations:emailRequired"],
  ])("%s = %j gives %s at the field", (field, value, message) => {
    expect(parse(schema, { ...valid, [field]: value }).error).toEqual({ [field]: [message] });
  });
});

describe("addressFormSchema", () => {
  const valid = { postalCode: "1017 xn", houseNumber: "12", street: "Keizersgracht", city: "Amsterdam" };

  it("accepts a valid submission, defaults the country and normalizes the postcode", () => {
    expect(parse(addressFormSchema, valid).value).toEqual({ ...valid, postalCode: "1017XN", country: "Nederland" });
    expect(parse(addressFormSchema, { ...valid, addition: "A", country: "Pays-Bas" }).value).toMatchObject({
      postalCode: "1017XN",
      addition: "A",
      country: "Pays-Bas",
    });
  });

  it.each([
    [{ postalCode: "0123 AB" }, "postalCode", "validations:postalCode"],
    [{ postalCode: "1000ab", country: "België" }, "postalCode", "validations:uppercase"],
    [{ postalCode: "" }, "postalCode", "validations:postalCodeRequired"],
    [{ houseNumber: "12a" }, "houseNumber", "validations:houseNumber"],
    [{ houseNumber: "123456" }, "houseNumber", "validations:houseNumber"],
    [{ houseNumber: "" }, "houseNumber", "validations:houseNumberRequired"],
    [{ addition: "x".repeat(11) }, "addition", "validations:tooLong"],
    [{ street: "" }, "street", "validations:streetRequired"],
    [{ city: " " }, "city", "validations:cityRequired"],
  ])("%j gives the key at %s", (change, field, message) => {
    expect(parse(addressFormSchema, { ...valid, ...change }).error).toEqual({ [field]: [message] });
  });

  it("accepts an upper-case foreign postcode as given", () => {
    expect(parse(addressFormSchema, { ...valid, postalCode: "1000", country: "België" }).value).toMatchObject({
      postalCode: "1000",
    });
  });
});

describe("companyFormSchema", () => {
  const valid = {
    company_name: "Vries Bouw",
    street: "Keizersgracht",
    house_number: "12",
    postal_code: "1017xn",
    city: "Amsterdam",
  };

  it("accepts a valid submission without a CoC number or addition", () => {
    expect(parse(companyFormSchema(), { ...valid, house_number_addition: "" }).value).toEqual({
      ...valid,
      postal_code: "1017XN",
      country: "Nederland",
    });
    expect(parse(companyFormSchema(), { ...valid, chamber_of_commerce_number: "12345678" }).value).toMatchObject({
      chamber_of_commerce_number: "12345678",
    });
  });

  it("requires the CoC number when the flag says so", () => {
    expect(parse(companyFormSchema({ requireCocNumber: true }), valid).error).toEqual({
      chamber_of_commerce_number: ["validations:cocNumberRequired"],
    });
    expect(parse(companyFormSchema({ requireCocNumber: true }), { ...valid, chamber_of_commerce_number: "12345678" }).value).toBeDefined();
  });

  it.each([
    [{ chamber_of_commerce_number: "1234567" }, "chamber_of_commerce_number", "validations:cocNumber"],
    [{ chamber_of_commerce_number: "123456789" }, "chamber_of_commerce_number", "validations:cocNumber"],
    [{ chamber_of_commerce_number: "1234567a" }, "chamber_of_commerce_number", "validations:cocNumber"],
    [{ company_name: "" }, "company_name", "validations:companyNameRequired"],
    [{ postal_code: "1017 x" }, "postal_code", "validations:postalCode"],
    [{ postal_code: "d-10115", country: "Duitsland" }, "postal_code", "validations:uppercase"],
    [{ house_number: "twaalf" }, "house_number", "validations:houseNumber"],
    [{ city: "" }, "city", "validations:cityRequired"],
  ])("%j gives the key at %s", (change, field, message) => {
    expect(parse(companyFormSchema(), { ...valid, ...change }).error).toEqual({ [field]: [message] });
  });

  it("accepts null for house_number_addition outside forms", () => {
    const result = companyFormSchema().safeParse({ ...valid, country: "Nederland", house_number_addition: null });
    expect(result.success && result.data.house_number_addition).toBeUndefined();
  });
});

describe("policyFormSchema", () => {
  const valid = { start_date: "2026-11-24", iban_number: "nl91 abna 0417 1643 00", consent: "on" };

  it("accepts a valid submission and normalizes the IBAN", () => {
    expect(parse(policyFormSchema({ today: TODAY, ibanRequired: true }), valid).value).toEqual({
      start_date: "2026-11-24",
      iban_number: "NL91ABNA0417164300",
      consent: true,
    });
  });

  it("leaves the IBAN optional unless required", () => {
    const { iban_number: _, ...withoutIban } = valid;
    expect(parse(policyFormSchema({ today: TODAY }), withoutIban).value).toEqual({
      start_date: "2026-11-24",
      consent: true,
    });
    expect(parse(policyFormSchema({ today: TODAY, ibanRequired: true }), withoutIban).error).toEqual({
      iban_number: ["validations:ibanRequired"],
    });
  });

  it.each([
    [{ start_date: "2026-11-22" }, {}, "start_date", "validations:minDateReached"],
    [{ start_date: TODAY }, { fromTomorrow: true }, "start_date", "validations:minDateReached"],
    [{ start_date: "2026-12-24" }, {}, "start_date", "validations:maxDateReached"],
    [{ start_date: "2026-12-1" }, {}, "start_date", "validations:dateValidMessage"],
    [{ start_date: "" }, {}, "start_date", "validations:startDateRequired"],
    [{ iban_number: "NL92ABNA0417164300" }, {}, "iban_number", "validations:iban"],
    [{ iban_number: "NL92ABNA0417164300" }, { ibanRequired: true }, "iban_number", "validations:iban"],
    [{ consent: "" }, {}, "consent", "validations:consent"],
    [{ consent: "off" }, {}, "consent", "validations:consent"],
  ])("%j with %j gives the key at %s", (change, flags, field, message) => {
    expect(parse(policyFormSchema({ today: TODAY, ...flags }), { ...valid, ...change }).error).toEqual({
      [field]: [message],
    });
  });

  it("accepts today without fromTomorrow and today+30", () => {
    expect(parse(policyFormSchema({ today: TODAY }), { ...valid, start_date: TODAY }).value).toBeDefined();
    expect(parse(policyFormSchema({ today: TODAY }), { ...valid, start_date: "2026-12-23" }).value).toBeDefined();
  });
});

describe("validations catalogs", () => {
  const dir = path.resolve("app/i18n/locales");
  const read = (language: string): Record<string, string> => JSON.parse(readFileSync(path.join(dir, language, "validations.json"), "utf8"));
  const nl = read("nl");

  it("are flat and have identical keys in nl, en, de and fr", () => {
    for (const language of ["nl", "en", "de", "fr"]) {
      const catalog = read(language);
      expect(Object.keys(catalog).sort(), language).toEqual(Object.keys(nl).sort());
      for (const text of Object.values(catalog)) expect(typeof text === "string" && text.trim() !== "").toBe(true);
    }
  });

  it("hold every validations:<name> key that validation.ts uses", () => {
    const source = readFileSync(path.resolve("app/domain/platform/validation.ts"), "utf8");
    const used = new Set([...source.matchAll(/validations:(\w+)/g)].map((m) => m[1]));
    for (const message of Object.values(VALIDATION_MESSAGES)) used.add(message.replace("validations:", ""));
    expect(used.size).toBeGreaterThan(30);
    for (const key of used) expect(nl, key).toHaveProperty([key!]);
  });

  it("says what to do about an invalid postcode, with an example (issue 35; the spec's text was 'Ongeldige postcode')", () => {
    expect(nl.postalCode).toBe("Vul een geldige postcode in, bijvoorbeeld 1234 AB");
  });
});

describe("parseMoneyCents (amounts as people type them)", () => {
  it.each([
    ["5000", 500_000],
    ["€ 45.000", 4_500_000],
    ["45,000", 4_500_000],
    ["1.299,50", 129_950],
    ["1,299.50", 129_950],
    ["5000.01", 500_001],
    ["5.000,01", 500_001],
    ["4999,9", 499_990],
    [",50", 50],
    ["€ 45.000,-", 4_500_000],
  ])("%s is %i cents", (raw, cents) => {
    expect(parseMoneyCents(raw)).toBe(cents);
  });

  it("is null without digits", () => {
    expect(parseMoneyCents("veel")).toBeNull();
    expect(parseMoneyCents("")).toBeNull();
  });
});
