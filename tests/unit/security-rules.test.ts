import { describe, expect, it } from "vitest";
import { bodyLimitFor, CLAIM_BODY_LIMIT, FORM_BODY_LIMIT, frontDoor } from "~/domain/platform/request-limits";
import { contentSecurityPolicy, isPrivatePath } from "~/domain/platform/security-headers";
import { isStaffPath } from "~/domain/platform/navigation";
import { UPLOAD_LIMITS } from "~/domain/platform/uploads";
import { configFrom, parseEnv } from "~/server/platform/config.server";

/** Production on a real domain needs the insurer's SEPA creditor (tests/unit/sepa-creditor-config.test.ts). */
// A live domain also needs real providers or stand-ins allowed by name (decision 0066).
const SEPA_CREDITOR = {
  SEPA_CREDITOR_ID: "NL57ZZZ999999999999",
  SEPA_CREDITOR_NAME: "Verzekeraar BV",
  SEPA_CREDITOR_IBAN: "NL91ABNA0417164300",
  ALLOW_STAND_INS: "payment,identity,plate,address,company",
};

const post = (path: string, contentLength: string | undefined, chunked = false) =>
  frontDoor({ hostKind: "named", path, method: "POST", contentLength, chunked });

describe("request body limits", () => {
  it("forms get 64 KiB, to the byte", () => {
    expect(FORM_BODY_LIMIT).toBe(65_536);
    expect(post("/cart", "65536")).toBeNull();
    expect(post("/cart", "65537")).toEqual({ status: 413, reason: "body too large" });
    expect(post("/sign-in", String(80 * 1024 * 1024))?.status).toBe(413);
  });

  it("a claim may carry 10 files of 25 MB each", () => {
    expect(UPLOAD_LIMITS.MAX_BYTES).toBe(25 * 1024 * 1024);
    expect(bodyLimitFor("/user/claims")).toBe(CLAIM_BODY_LIMIT);
    expect(CLAIM_BODY_LIMIT).toBeGreaterThan(10 * 25 * 1024 * 1024);
    expect(post("/user/claims", String(10 * 25 * 1024 * 1024))).toBeNull();
    expect(post("/user/claims", String(CLAIM_BODY_LIMIT + 1))?.status).toBe(413);
    // The same limit when Remix posts the form with JavaScript (single fetch: <path>.data).
    expect(bodyLimitFor("/user/claims.data")).toBe(CLAIM_BODY_LIMIT);
    expect(bodyLimitFor("/admin/partners/p1/colours.data")).toBe(bodyLimitFor("/admin/partners/p1/colours"));
    // Only the claims page: another account page is a form.
    expect(bodyLimitFor("/user/details")).toBe(FORM_BODY_LIMIT);
  });

  it("a body without a length is refused (411); a bad length is a bad request", () => {
    expect(post("/cart", undefined, true)).toEqual({ status: 411, reason: "length required" });
    expect(post("/cart", "12abc")?.status).toBe(400);
    expect(post("/cart", undefined, false)).toBeNull();
  });

  it("hosts: malformed 400, foreign 404, before anything else", () => {
    expect(frontDoor({ hostKind: "malformed", path: "/", method: "GET", contentLength: undefined, chunked: false })?.status).toBe(400);
    expect(frontDoor({ hostKind: "foreign", path: "/", method: "GET", contentLength: undefined, chunked: false })?.status).toBe(404);
    expect(frontDoor({ hostKind: "default", path: "/", method: "GET", contentLength: undefined, chunked: false })).toBeNull();
  });
});

describe("security headers", () => {
  const sites = ["http://localhost:3000", "http://*.localhost:3000"];
  it("customer pages: nonce, strict-dynamic for the tag manager, never framed", () => {
    const csp = contentSecurityPolicy({ nonce: "abc", path: "/products/available-products", siteSources: sites, frameAncestors: [] });
    // The tag manager's host only after consent (decision 0050).
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';");
    expect(csp).not.toContain("googletagmanager");
    const consented = contentSecurityPolicy({
      nonce: "abc",
      path: "/products/available-products",
      siteSources: sites,
      frameAncestors: [],
      analyticsConsent: true,
    });
    expect(consented).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' https://www.googletagmanager.com;");
    // Never on staff pages, consent or not.
    expect(
      contentSecurityPolicy({ nonce: "abc", path: "/admin/users", siteSources: sites, frameAncestors: [], analyticsConsent: true }),
    ).not.toContain("googletagmanager");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:3000 http://*.localhost:3000");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("worker-src 'self'");
  });

  it("staff pages run our own scripts only", () => {
    const csp = contentSecurityPolicy({ nonce: "abc", path: "/admin/users", siteSources: sites, frameAncestors: [] });
    expect(csp).toContain("script-src 'self' 'nonce-abc';");
    expect(csp).not.toContain("strict-dynamic");
    expect(csp).toContain("connect-src 'self';");
  });

  it("the colour preview may be framed by the admin hosts named", () => {
    const csp = contentSecurityPolicy({
      nonce: "n",
      path: "/products/available-products",
      siteSources: sites,
      frameAncestors: ["http://localhost:3000"],
    });
    expect(csp).toContain("frame-ancestors http://localhost:3000");
  });

  it("private and staff paths", () => {
    for (const path of [
      "/user",
      "/user/policies/1",
      "/checkout/payment",
      "/admin/users",
      "/broker/quotes",
      "/sign-in",
      "/cart",
      "/cart.data",
      "/user/details.data",
      "/result",
      "/identity/builtin/vs_builtin_1",
      "/identity-verification",
    ])
      expect(isPrivatePath(path), path).toBe(true);
    for (const path of ["/", "/welcome", "/products/available-products", "/profession", "/users/me", "/administrator"])
      expect(isPrivatePath(path), path).toBe(false);
    expect(isStaffPath("/admin")).toBe(true);
    expect(isStaffPath("/broker/quotes/1")).toBe(true);
    expect(isStaffPath("/administrator")).toBe(false);
  });
});

describe("the environment", () => {
  it("a wrong value stops the start with a message naming the variable", () => {
    expect(() => parseEnv({ PORT: "99999" })).toThrow(/PORT/);
    expect(() => parseEnv({ ROOT_DOMAINS: "example.nl,not a domain" })).toThrow(/ROOT_DOMAINS/);
    expect(() => parseEnv({ SECURE_COOKIES: "yes" })).toThrow(/SECURE_COOKIES/);
    expect(() => parseEnv({ PUBLIC_SCHEME: "ftp" })).toThrow(/PUBLIC_SCHEME/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ PARTNER_CACHE_SECONDS: "-1" })).toThrow(/PARTNER_CACHE_SECONDS/);
  });

  it("public URLs: https without a port behind a proxy, http on PORT locally", () => {
    const production = configFrom(
      parseEnv({ NODE_ENV: "production", ROOT_DOMAINS: "verzekerd.nl", SESSION_SECRET: "0123456789abcdef0123", ...SEPA_CREDITOR }),
    );
    expect(production.publicUrl).toEqual({ scheme: "https", port: null });
    expect(production.rootDomains).toEqual(["verzekerd.nl"]);
    const local = configFrom(
      parseEnv({ NODE_ENV: "production", SECURE_COOKIES: "false", PORT: "3100", SESSION_SECRET: "0123456789abcdef0123" }),
    );
    expect(local.publicUrl).toEqual({ scheme: "http", port: 3100 });
    expect(local.rootDomains).toEqual(["localhost"]);
    expect(local.benchRoutes).toBe(false);
    // `npm start` (production, secure cookies) on localhost still mails http://…localhost:3000 links.
    const started = configFrom(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "0123456789abcdef0123" }));
    expect(started.secureCookies).toBe(true);
    expect(started.publicUrl).toEqual({ scheme: "http", port: 3000 });
  });
});
