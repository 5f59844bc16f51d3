import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  builtinVerificationSchema,
  checkDocumentExpiry,
  checkDocumentNumber,
  DROPOUT_PATH,
  isDutchDocumentNumber,
  judgeReport,
  nameDifference,
  normalizeDocumentNumber,
  pathAfter,
  roomOfSocketPath,
  socketMessageOf,
  socketPathOf,
  type ProviderReport,
} from "~/domain/checkout/identity-verification";
import { contentSecurityPolicy } from "~/domain/platform/security-headers";

const TODAY = "2026-11-24";

describe("Dutch document numbers", () => {
  it("accepts the specimen number SPECI2014", () => {
    expect(isDutchDocumentNumber("SPECI2014")).toBe(true);
    expect(checkDocumentNumber("SPECI2014")).toBeNull();
  });

  it("reads lower case, spaces and dashes as people type them", () => {
    expect(normalizeDocumentNumber(" speci-2014 ")).toBe("SPECI2014");
    for (const typed of ["speci2014", "SPE CI 2014", "SPECI-2014", "sp-ec-i2-01-4", "SPECI\t2014"])
      expect(isDutchDocumentNumber(typed), typed).toBe(true);
  });

  it("accepts letters or digits in positions 3 to 8, and the digit zero anywhere after the letters", () => {
    for (const number of ["AB0000000", "NPZZZZZZ9", "XR1234567", "BH7K9L2M4"]) expect(isDutchDocumentNumber(number), number).toBe(true);
  });

  it("refuses the letter O in every position (it would be read as zero)", () => {
    // O in position 1, 2, 3, 5 and 8; position 9 must be a digit anyway.
    for (const number of ["OP1234567", "SO1234567", "SPO234567", "SP12O4567", "SP12345O7", "spo234567"]) {
      expect(isDutchDocumentNumber(number), number).toBe(false);
      expect(checkDocumentNumber(number)).toBe("validations:documentNumber");
    }
  });

  it("refuses 8 and 10 characters", () => {
    expect(isDutchDocumentNumber("SPECI201")).toBe(false);
    expect(isDutchDocumentNumber("SPECI20145")).toBe(false);
    expect(isDutchDocumentNumber("")).toBe(false);
  });

  it("refuses a letter as the last character", () => {
    expect(isDutchDocumentNumber("SPECI201A")).toBe(false);
    expect(isDutchDocumentNumber("SPECI2014".slice(0, 8) + "Z")).toBe(false);
  });

  it("refuses digits in the first two positions", () => {
    for (const number of ["1PECI2014", "S1ECI2014", "12ECI2014"]) expect(isDutchDocumentNumber(number), number).toBe(false);
  });

  it("refuses other characters than letters and digits", () => {
    for (const number of ["SPÉCI2014", "SP.CI2014", "SPECI_2014", "SPECI/2014"]) expect(isDutchDocumentNumber(number), number).toBe(false);
  });
});

describe("document expiry", () => {
  it("a document that expires today is still valid", () => {
    expect(checkDocumentExpiry(TODAY, TODAY)).toBeNull();
    expect(checkDocumentExpiry("2036-11-24", TODAY)).toBeNull();
  });

  it("a document that expired yesterday is refused", () => {
    expect(checkDocumentExpiry("2026-11-23", TODAY)).toBe("validations:documentExpired");
  });

  it("an impossible or malformed date is refused as a date", () => {
    for (const value of ["2026-02-30", "24-11-2026", "2026-11-24T00:00", "", "morgen"])
      expect(checkDocumentExpiry(value, TODAY), value).toBe("validations:dateValidMessage");
  });
});

describe("the built-in verification page's form", () => {
  const schema = builtinVerificationSchema(TODAY);
  const valid = {
    document_type: "passport",
    first_name: "Willeke Liselotte",
    last_name: "De Bruijn",
    document_number: "speci 2014",
    birth_date: "1965-03-09",
    expiry_date: TODAY,
  };

  /** Every message per field, as the form shows them (joined). */
  const messages = (input: unknown) => {
    const result = schema.safeParse(input);
    const byField: Record<string, string[]> = {};
    for (const issue of result.success ? [] : result.error.issues) (byField[issue.path.join(".")] ??= []).push(issue.message);
    return byField;
  };

  it("accepts a passport and an identity card, and keeps the number normalised", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, document_number: "SPECI2014" });
    expect(schema.safeParse({ ...valid, document_type: "id_card" }).success).toBe(true);
  });

  it("every missing field is required", () => {
    // Conform hands empty inputs over as undefined.
    expect(messages({})).toEqual({
      document_type: ["validations:required"],
      first_name: ["validations:required"],
      last_name: ["validations:required"],
      document_number: ["validations:required"],
      birth_date: ["validations:required"],
      expiry_date: ["validations:required"],
    });
    expect(messages({ ...valid, document_number: null, expiry_date: 20261124 })).toEqual({
      document_number: ["validations:required"],
      expiry_date: ["validations:required"],
    });
  });

  it("a blank field says it is required, first", () => {
    const found = messages({ ...valid, document_number: "   ", birth_date: " ", expiry_date: "" });
    expect(found.document_number?.[0]).toBe("validations:required");
    expect(found.birth_date?.[0]).toBe("validations:required");
    expect(found.expiry_date?.[0]).toBe("validations:required");
  });

  it("a blank field says only that it is required", () => {
    expect(messages({ ...valid, document_number: "   ", birth_date: " ", expiry_date: " " })).toEqual({
      document_number: ["validations:required"],
      birth_date: ["validations:required"],
      expiry_date: ["validations:required"],
    });
  });

  it("the name as on the document: trimmed, blank is required, as long as a profile's name may be", () => {
    expect(schema.parse({ ...valid, first_name: "  Jan Pieter ", last_name: " de Vries " })).toMatchObject({
      first_name: "Jan Pieter",
      last_name: "de Vries",
    });
    expect(messages({ ...valid, first_name: " ", last_name: "" })).toEqual({
      first_name: ["validations:required"],
      last_name: ["validations:required"],
    });
    expect(messages({ ...valid, last_name: "x".repeat(100) })).toEqual({});
    expect(messages({ ...valid, last_name: "x".repeat(101) })).toEqual({ last_name: ["validations:tooLong"] });
  });

  it("a driving licence is not one of the documents", () => {
    expect(messages({ ...valid, document_type: "driving_license" })).toEqual({ document_type: ["validations:required"] });
  });

  it("refuses a birth date in the future, and accepts one of today", () => {
    expect(messages({ ...valid, birth_date: "2026-11-25" })).toEqual({ birth_date: ["validations:dateInFuture"] });
    expect(messages({ ...valid, birth_date: TODAY })).toEqual({});
  });

  it("refuses an expired document and a wrong number; accepts one expiring today", () => {
    expect(messages({ ...valid, expiry_date: "2026-11-23", document_number: "SO1234567" })).toEqual({
      expiry_date: ["validations:documentExpired"],
      document_number: ["validations:documentNumber"],
    });
    expect(messages({ ...valid, expiry_date: "2026-02-30" })).toEqual({ expiry_date: ["validations:dateValidMessage"] });
  });
});

describe("judging a provider's report", () => {
  const report = (overrides: Partial<ProviderReport>): ProviderReport => ({
    status: "verified",
    dob: "1965-03-09",
    firstName: "Willeke Liselotte",
    lastName: "De Bruijn",
    errorCode: null,
    ...overrides,
  });

  it("verified with the profile's date of birth (and the priced one): verified", () => {
    expect(judgeReport(report({}), ["1965-03-09"])).toEqual({ status: "verified" });
    expect(judgeReport(report({}), ["1965-03-09", "1965-03-09"])).toEqual({ status: "verified" });
  });

  it("the premium priced on another date of birth than the document's: refused", () => {
    expect(judgeReport(report({}), ["1965-03-09", "2000-01-01"])).toEqual({ status: "refused", code: "dob_mismatch" });
  });

  it("verified with another date of birth: refused as dob_mismatch", () => {
    expect(judgeReport(report({}), ["1965-03-10"])).toEqual({ status: "refused", code: "dob_mismatch" });
    expect(judgeReport(report({ dob: null }), ["1965-03-09"])).toEqual({ status: "refused", code: "dob_mismatch" });
  });

  it("verified but the profile has no birth date: refused as dob_mismatch", () => {
    expect(judgeReport(report({}), [])).toEqual({ status: "refused", code: "dob_mismatch" });
    expect(judgeReport(report({ dob: null }), [])).toEqual({ status: "refused", code: "dob_mismatch" });
  });

  it("requires_input: refused with the provider's error code; without one the customer has not finished yet", () => {
    expect(judgeReport(report({ status: "requires_input", dob: null, errorCode: "document_expired" }), ["1965-03-09"])).toEqual({
      status: "refused",
      code: "document_expired",
    });
    expect(judgeReport(report({ status: "requires_input", dob: null, errorCode: null }), ["1965-03-09"])).toEqual({ status: "pending" });
    expect(judgeReport(report({ status: "canceled", dob: null, errorCode: null }), ["1965-03-09"])).toEqual({
      status: "refused",
      code: "canceled",
    });
  });

  it("the name is no part of the verdict: a verified document with another name is still verified (it goes to review)", () => {
    expect(judgeReport(report({ firstName: "Kees", lastName: "Jansen" }), ["1965-03-09"])).toEqual({ status: "verified" });
  });

  it("processing: still pending", () => {
    expect(judgeReport(report({ status: "processing", dob: null }), ["1965-03-09"])).toEqual({ status: "pending" });
  });

  it("the socket hears the status or the error, nothing while pending", () => {
    expect(socketMessageOf({ status: "verified" })).toEqual({ status: "verified" });
    expect(socketMessageOf({ status: "refused", code: "dob_mismatch" })).toEqual({ status: "refused", error: "dob_mismatch" });
    expect(socketMessageOf({ status: "pending" })).toBeNull();
  });
});

describe("the socket's path", () => {
  const room = randomBytes(32).toString("base64url");

  it("a room is 43 base64url characters, with or without the trailing slash", () => {
    expect(room).toHaveLength(43);
    expect(roomOfSocketPath(`/stripe/identity/${room}/`)).toBe(room);
    expect(roomOfSocketPath(`/stripe/identity/${room}`)).toBe(room);
    expect(roomOfSocketPath(socketPathOf(room))).toBe(room);
    const dashes = "-_" + "A".repeat(41);
    expect(roomOfSocketPath(`/stripe/identity/${dashes}/`)).toBe(dashes);
  });

  it("42 or 44 characters are no room", () => {
    expect(roomOfSocketPath(`/stripe/identity/${room.slice(1)}/`)).toBeNull();
    expect(roomOfSocketPath(`/stripe/identity/${room}A/`)).toBeNull();
  });

  it("other prefixes, doubled slashes and characters outside base64url are no room", () => {
    for (const path of [
      `/stripe/identities/${room}/`,
      `/api/stripe/identity/${room}/`,
      `stripe/identity/${room}/`,
      `/Stripe/identity/${room}/`,
      `/stripe/identity/${room}//`,
      `//stripe/identity/${room}/`,
      `/stripe/identity/${room.slice(1)}=/`,
      `/stripe/identity/${room.slice(1)}+/`,
      `/stripe/identity/${room}/?x=1`,
      "/stripe/identity/",
    ])
      expect(roomOfSocketPath(path), path).toBeNull();
  });

  it("path traversal is no room", () => {
    for (const path of [
      `/stripe/identity/../identity/${room}/`,
      `/stripe/identity/${room}/../${room}/`,
      `/stripe/identity/${room}/..`,
      `/other/../stripe/identity/${room}/`,
      `/stripe/identity/%2E%2E%2F${room.slice(9)}/`,
      `/stripe/identity/${room.slice(0, 40)}%2F/`,
    ])
      expect(roomOfSocketPath(path), path).toBeNull();
  });
});

describe("where the browser goes after the socket's message", () => {
  it("verified: the result page of its checkout", () => {
    expect(pathAfter({ status: "verified" }, "ck_123")).toBe("/result?checkout=ck_123");
    expect(pathAfter({ status: "verified" }, "a b&c=d")).toBe("/result?checkout=a%20b%26c%3Dd");
  });

  it("refused: the dropout result, whatever the error", () => {
    expect(DROPOUT_PATH).toBe("/result?type=dropout&reason=identity");
    expect(pathAfter({ status: "refused", error: "dob_mismatch" }, "ck_123")).toBe(DROPOUT_PATH);
    expect(pathAfter({ status: "refused", error: "document_expired" }, "ck_123")).toBe(DROPOUT_PATH);
    // Verified, but the cart changed meanwhile: back to the checkout, which knows where to go.
    expect(pathAfter({ status: "refused", error: "checkout_changed" }, "ck_123")).toBe("/checkout");
  });
});

describe("the identity provider's frames in the Content-Security-Policy", () => {
  const sites = ["http://localhost:3000", "http://*.localhost:3000"];
  const providerFrames = ["https://js.stripe.com", "https://verify.stripe.com"];
  const frameSrc = (csp: string) => csp.split("; ").find((directive) => directive.startsWith("frame-src "));

  it("customer pages may frame the provider", () => {
    const csp = contentSecurityPolicy({
      nonce: "n",
      path: "/checkout/identity-verification",
      siteSources: sites,
      frameAncestors: [],
      providerFrames,
    });
    expect(frameSrc(csp)).toBe(
      "frame-src 'self' http://localhost:3000 http://*.localhost:3000 https://js.stripe.com https://verify.stripe.com",
    );
  });

  it("staff pages never frame it", () => {
    for (const path of ["/admin/users", "/admin", "/broker/quotes"]) {
      const csp = contentSecurityPolicy({ nonce: "n", path, siteSources: sites, frameAncestors: [], providerFrames });
      expect(frameSrc(csp), path).toBe("frame-src 'self' http://localhost:3000 http://*.localhost:3000");
      expect(csp).not.toContain("stripe.com");
    }
  });

  it("without a provider (the built-in one) frame-src is our own sites only", () => {
    const csp = contentSecurityPolicy({ nonce: "n", path: "/checkout/identity-verification", siteSources: sites, frameAncestors: [] });
    expect(frameSrc(csp)).toBe("frame-src 'self' http://localhost:3000 http://*.localhost:3000");
    expect(frameSrc(contentSecurityPolicy({ nonce: "n", path: "/", siteSources: [], frameAncestors: [], providerFrames: [] }))).toBe(
      "frame-src 'self'",
    );
  });
});

describe("the name on the document against the policyholder's (decision 0068)", () => {
  const document = { firstName: "Willeke Liselotte", lastName: "De Bruijn" };

  it("the same person's name written another way: no difference", () => {
    expect(nameDifference(document, { firstName: "W.L.", lastName: "Bruĳn, de" })).toBeNull();
    expect(nameDifference(document, { firstName: "Willeke", lastName: "de bruijn" })).toBeNull();
  });

  it("another name: both names as written, for the underwriter", () => {
    expect(nameDifference(document, { firstName: "Willeke", lastName: "de Vries" })).toEqual({
      document: "Willeke Liselotte De Bruijn",
      policyholder: "Willeke de Vries",
    });
    expect(nameDifference(document, { firstName: "Kees", lastName: "de Bruijn" })).toEqual({
      document: "Willeke Liselotte De Bruijn",
      policyholder: "Kees de Bruijn",
    });
  });

  it("a document without a name, or a profile without one, differs", () => {
    expect(nameDifference({ firstName: null, lastName: null }, { firstName: "Willeke", lastName: "de Bruijn" })).toEqual({
      document: "",
      policyholder: "Willeke de Bruijn",
    });
    expect(nameDifference(document, { firstName: null, lastName: null })).toEqual({
      document: "Willeke Liselotte De Bruijn",
      policyholder: "",
    });
  });
});
