import { describe, expect, it } from "vitest";
import {
  checkLicencePlate,
  formatLicencePlate,
  licencePlateSidecode,
  normalizeLicencePlate,
  SIDECODES,
} from "~/domain/catalogue/licence-plate";

const INVALID = "validations:licensePlate";

/** One example plate per sidecode 1-14, as written on the plate. */
const EXAMPLES = [
  "GB-12-34",
  "12-34-GB",
  "12-GB-34",
  "GB-12-HX",
  "GB-HX-12",
  "12-GB-HX",
  "12-GBH-3",
  "1-GBH-23",
  "GB-123-H",
  "G-123-HB",
  "GBH-12-X",
  "G-12-HBX",
  "1-GB-234",
  "123-GB-4",
];

describe("normalizeLicencePlate", () => {
  it("upper-cases and drops spaces, dashes and dots", () => {
    expect(normalizeLicencePlate(" ab-123-c ")).toBe("AB123C");
    expect(normalizeLicencePlate("ab 12.cd")).toBe("AB12CD");
    expect(normalizeLicencePlate("AB123C")).toBe("AB123C");
  });
});

describe("checkLicencePlate", () => {
  it("accepts a plate of each of the sidecodes 1-14", () => {
    expect(EXAMPLES).toHaveLength(14);
    EXAMPLES.forEach((plate, i) => {
      expect(checkLicencePlate(plate), plate).toBeNull();
      expect(licencePlateSidecode(normalizeLicencePlate(plate)), plate).toBe(SIDECODES[i]);
    });
  });

  it("accepts the plate without dashes, in lower case or with spaces and dots", () => {
    for (const plate of ["AB123C", "ab-123-c", "ab123c", " AB 123 C ", "ab.123.c", "AB-123C", "12-gbh-3"]) {
      expect(checkLicencePlate(plate), plate).toBeNull();
    }
  });

  it("refuses what has no sidecode's shape", () => {
    for (const plate of [
      "", // empty
      "   ",
      "AB12", // too short
      "AB-12-C",
      "AB-123-CD", // 7 characters
      "ABC1234",
      "123456", // all digits
      "ABCDEF", // all letters
      "A1B2C3", // letters and digits alternating
      "1AB2CD",
      "AB-12-3C", // the digits of two groups mixed up
      "A-B12-3C",
      "ÄB-123-C", // only the Latin letters A-Z
      "AB_123_C",
      "AB/123/C",
    ]) {
      expect(checkLicencePlate(plate), JSON.stringify(plate)).toBe(INVALID);
    }
  });

  it("accepts any letter: vowels occur on old, royal and trailer plates", () => {
    expect(checkLicencePlate("AA-12-34")).toBeNull();
    expect(checkLicencePlate("OA-12-BC")).toBeNull();
  });
});

describe("formatLicencePlate", () => {
  it("puts the dashes where each sidecode has them", () => {
    for (const plate of EXAMPLES) expect(formatLicencePlate(normalizeLicencePlate(plate))).toBe(plate);
    expect(formatLicencePlate("AB123C")).toBe("AB-123-C");
    expect(formatLicencePlate("12GBH3")).toBe("12-GBH-3");
  });

  it("gives back anything that is not a plate unchanged", () => {
    expect(formatLicencePlate("123456")).toBe("123456");
    expect(formatLicencePlate("")).toBe("");
    expect(formatLicencePlate("ab123c")).toBe("ab123c");
  });
});
