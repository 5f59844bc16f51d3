import { describe, expect, it } from "vitest";
import { fingerprintSource, normaliseMessage, normaliseRoute, shouldReport } from "~/domain/platform/error-reporting";

describe("shouldReport (spec section 8)", () => {
  it("leaves out 401s whatever their code", () => {
    expect(shouldReport(401)).toBe(false);
    expect(shouldReport(401, "signature_expired")).toBe(false);
  });
  it("leaves out a 400 with signature_expired, but reports other 400s", () => {
    expect(shouldReport(400, "signature_expired")).toBe(false);
    expect(shouldReport(400, "invalid")).toBe(true);
    expect(shouldReport(400)).toBe(true);
  });
  it("reports server errors, other statuses and errors without a status", () => {
    for (const status of [403, 404, 500, 502, 503]) expect(shouldReport(status)).toBe(true);
    expect(shouldReport(500, "signature_expired")).toBe(true);
    expect(shouldReport(null)).toBe(true);
    expect(shouldReport(undefined)).toBe(true);
  });
});

describe("normaliseMessage", () => {
  it("keeps the first line and replaces numbers, so occurrences group", () => {
    expect(normaliseMessage("Timeout after 5003 ms\n    at foo (file.js:12:3)")).toBe("Timeout after <n> ms");
    expect(normaliseMessage("Timeout after 12 ms")).toBe(normaliseMessage("Timeout after 99 ms"));
  });
  it("keeps no e-mail address, IBAN, id or query string", () => {
    const message = normaliseMessage(
      "No policy cl9x2k3j40000abcdefgh1234 for jan.jansen@example.nl (NL91ABNA0417164300) at https://acme.example/user?token=secret#x",
    );
    expect(message).toBe("No policy <id> for <email> (<iban>) at https://acme.example/user");
    expect(message).not.toMatch(/jansen|0417164300|secret|cl9x2k3j/);
  });
  it("caps the length and names an empty message", () => {
    expect(normaliseMessage("x".repeat(1000))).toHaveLength(300);
    expect(normaliseMessage("   ")).toBe("(no message)");
  });
});

describe("normaliseRoute", () => {
  it("drops the query and replaces id segments", () => {
    expect(normaliseRoute("/user/policies/cl9x2k3j40000abcdefgh1234?x=1")).toBe("/user/policies/:id");
    expect(normaliseRoute("/admin/claims/42/files/7")).toBe("/admin/claims/:id/files/:id");
    expect(normaliseRoute("/products/aansprakelijkheidsverzekering")).toBe("/products/aansprakelijkheidsverzekering");
  });
  it("names the route's parameters when they are known", () => {
    expect(normaliseRoute("/survey/nps/p1/extra", { slug: "nps", productId: "p1" })).toBe("/survey/:slug/:productId/extra");
  });
});

describe("fingerprintSource", () => {
  it("is equal for the same release, route and message shape, and differs by release", () => {
    const a = fingerprintSource({ release: "r1", route: "/user/policies/123", message: "Failed after 3 tries" });
    const b = fingerprintSource({ release: "r1", route: "/user/policies/456?x", message: "Failed after 4 tries" });
    const c = fingerprintSource({ release: "r2", route: "/user/policies/123", message: "Failed after 3 tries" });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});
