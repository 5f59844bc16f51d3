// The partner setting for the page a broker session returns to (decision 0084): an absolute https
// URL anywhere; http only on localhost and only on a development machine; the browser's check
// (development not given) leaves http on localhost to the server.
import { describe, expect, it } from "vitest";
import { checkBrokerQuoteUrl, partnerConfigSchema, partnerConfigSchemaWith } from "~/domain/partners/partner-config";

const REFUSED = "partners:settings.errors.brokerQuoteUrl";

describe("checkBrokerQuoteUrl", () => {
  it("takes an absolute https URL in every environment", () => {
    for (const development of [true, false, undefined]) {
      expect(checkBrokerQuoteUrl("https://brokers.acme.example/quotes?x=1", { development })).toBeNull();
    }
  });

  it("takes http on localhost on a development machine only", () => {
    for (const url of ["http://localhost:4000/quotes", "http://brokers.localhost/quotes", "http://127.0.0.1:4000/"]) {
      expect(checkBrokerQuoteUrl(url, { development: true }), url).toBeNull();
      expect(checkBrokerQuoteUrl(url, { development: false }), url).toBe(REFUSED);
      expect(checkBrokerQuoteUrl(url), url).toBeNull();
    }
  });

  it("refuses http elsewhere, relative paths, other schemes, credentials and whitespace", () => {
    for (const url of [
      "http://brokers.acme.example/quotes",
      "http://localhost.evil.example/",
      "/broker/quotes",
      "brokers.acme.example",
      "javascript:alert(1)",
      "ftp://localhost/",
      "https://user:secret@brokers.example/",
      "http://user:secret@localhost/",
      "https://brokers.example/a b",
      'https://brokers.example/"',
    ]) {
      expect(checkBrokerQuoteUrl(url, { development: true }), url).toBe(REFUSED);
    }
  });
});

describe("the partner form's brokerQuoteUrl", () => {
  const base = { displayName: "Acme", languages: ["nl"], defaultLanguage: "nl", currency: "EUR", partnerBankDiscountPercent: 0 };
  const errorsOf = (schema: typeof partnerConfigSchema, brokerQuoteUrl: string) => {
    const result = schema.safeParse({ ...base, brokerQuoteUrl });
    return result.success ? null : result.error.issues.filter((issue) => issue.path[0] === "brokerQuoteUrl").map((issue) => issue.message);
  };

  it("is optional: empty is stored as none", () => {
    const result = partnerConfigSchema.safeParse({ ...base, brokerQuoteUrl: "" });
    expect(result.success && result.data.brokerQuoteUrl).toBeNull();
  });

  it("says a wrong URL at the field; the server outside development refuses http on localhost", () => {
    expect(errorsOf(partnerConfigSchema, "http://brokers.example")).toEqual([REFUSED]);
    expect(errorsOf(partnerConfigSchemaWith({ development: false }), "http://localhost:4000")).toEqual([REFUSED]);
    expect(errorsOf(partnerConfigSchemaWith({ development: true }), "http://localhost:4000")).toBeNull();
    expect(errorsOf(partnerConfigSchemaWith({ development: false }), "x".repeat(290) + "https://a.example")).not.toBeNull();
  });
});
