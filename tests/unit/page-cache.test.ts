import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  isStorablePage,
  keptHeaders,
  nonceOf,
  PAGE_SHAPING_COOKIES,
  pageCacheKey,
  pageExpiresAt,
  PERSONAL_COOKIES,
  SHARED_PAGE_HEADER,
  sharedCookieVariant,
  withFreshNonce,
} from "~/domain/platform/page-cache";

const anonymous = { method: "GET", host: "Acme.localhost:3000", url: "/welcome", cookie: undefined, authorization: undefined };

describe("which requests the page cache may answer", () => {
  it("a GET without cookies, keyed by host (any case) and URL with its query", () => {
    expect(pageCacheKey(anonymous)).toBe("acme.localhost:3000 /welcome");
    expect(pageCacheKey({ ...anonymous, url: "/profession?q=bakker" })).toBe("acme.localhost:3000 /profession?q=bakker");
    expect(pageCacheKey({ ...anonymous, host: "other.localhost:3000" })).not.toBe(pageCacheKey(anonymous));
  });

  it("a visitor with only page-shaping cookies gets the page of everyone with the same choices", () => {
    const withCookie = (cookie: string) => pageCacheKey({ ...anonymous, cookie });
    expect(withCookie("analytics_consent=denied")).toBe("acme.localhost:3000 /welcome consent=denied");
    expect(withCookie("analytics_consent=granted")).toBe("acme.localhost:3000 /welcome consent=granted");
    expect(withCookie("lng=abc.sig; analytics_consent=denied")).toBe("acme.localhost:3000 /welcome consent=denied;lng=abc.sig");
    // Cookies the site never reads (a tag manager's own) change nothing.
    expect(withCookie("_ga=GA1.1.123; consent=denied")).toBe(pageCacheKey(anonymous));
    expect(withCookie("analytics_consent=maybe")).toBe(pageCacheKey(anonymous));
    expect(withCookie("  ")).toBe(pageCacheKey(anonymous));
    // The first of a name counts, as for the server's own reading.
    expect(withCookie("lng=de; lng=fr")).toBe("acme.localhost:3000 /welcome lng=de");
  });

  it("never a visitor with one of the site's personal cookies, credentials, another method, or loader data", () => {
    for (const name of PERSONAL_COOKIES) {
      expect(pageCacheKey({ ...anonymous, cookie: `${name}=abc` }), name).toBeNull();
      expect(pageCacheKey({ ...anonymous, cookie: `analytics_consent=denied; ${name}=x; _ga=1` }), name).toBeNull();
    }
    expect(pageCacheKey({ ...anonymous, cookie: "__session" })).toBeNull();
    expect(pageCacheKey({ ...anonymous, cookie: `lng=${"x".repeat(257)}` })).toBeNull();
    expect(pageCacheKey({ ...anonymous, cookie: `lng=${"x".repeat(256)}` })).not.toBeNull();
    expect(pageCacheKey({ ...anonymous, authorization: "Bearer x" })).toBeNull();
    expect(pageCacheKey({ ...anonymous, method: "POST" })).toBeNull();
    expect(pageCacheKey({ ...anonymous, method: "HEAD" })).toBeNull();
    expect(pageCacheKey({ ...anonymous, host: undefined })).toBeNull();
    expect(pageCacheKey({ ...anonymous, url: "/welcome.data" })).toBeNull();
    expect(pageCacheKey({ ...anonymous, url: "/welcome?_data=routes%2Fwelcome" })).toBeNull();
    expect(pageCacheKey({ ...anonymous, url: `/profession?q=${"x".repeat(2048)}` })).toBeNull();
  });
});

describe("every cookie the site sets is either personal or page-shaping", () => {
  function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
    });
  }

  it("finds the names in the code and each is classified", () => {
    const names = new Set<string>();
    for (const file of sourceFiles(join(process.cwd(), "app"))) {
      const code = readFileSync(file, "utf8");
      for (const match of code.matchAll(/createCookie\(\s*"([^"]+)"/g)) names.add(match[1]!);
      for (const match of code.matchAll(/createCookieSessionStorage\(\{\s*cookie:\s*\{\s*name:\s*"([^"]+)"/g)) names.add(match[1]!);
      for (const match of code.matchAll(/_COOKIE = "([^"]+)"/g)) names.add(match[1]!);
    }
    // The reading works: it finds the session, the staff session, the language and the consent.
    for (const known of ["__session", "__staff", "lng", "analytics_consent"]) expect(names).toContain(known);
    const classified = new Set([...PERSONAL_COOKIES, ...PAGE_SHAPING_COOKIES]);
    expect([...names].filter((name) => !classified.has(name))).toEqual([]);
    expect(sharedCookieVariant(null)).toBe("");
  });
});

describe("which answers it may keep", () => {
  const page = { "content-type": "text/html; charset=utf-8", [SHARED_PAGE_HEADER]: "1" };

  it("a 200 HTML page its route marked shared", () => {
    expect(isStorablePage(200, page)).toBe(true);
  });

  it("not an unmarked page, another status, a cookie being set, no-store or private, or not HTML", () => {
    expect(isStorablePage(200, { "content-type": "text/html" })).toBe(false);
    expect(isStorablePage(404, page)).toBe(false);
    expect(isStorablePage(302, page)).toBe(false);
    expect(isStorablePage(200, { ...page, "set-cookie": ["lng=de; Path=/"] })).toBe(false);
    expect(isStorablePage(200, { ...page, "cache-control": "no-store" })).toBe(false);
    expect(isStorablePage(200, { ...page, "cache-control": "private, max-age=0" })).toBe(false);
    expect(isStorablePage(200, { ...page, "content-type": "application/json" })).toBe(false);
  });

  it("keeps the page's headers, not the answer's own", () => {
    const kept = keptHeaders({
      "Content-Type": "text/html",
      "Content-Language": "nl",
      "content-security-policy": "script-src 'nonce-abc'",
      "x-request-id": "r1",
      date: "today",
      "content-length": 10,
      [SHARED_PAGE_HEADER]: "1",
      vary: undefined,
    });
    expect(kept).toEqual({ "content-type": "text/html", "content-language": "nl", "content-security-policy": "script-src 'nonce-abc'" });
  });
});

describe("a nonce of its own for every visitor", () => {
  it("reads the nonce of the policy and swaps it in the policy and every script tag", () => {
    const headers = {
      "content-security-policy": "default-src 'self'; script-src 'self' 'nonce-Ab+/9=' 'strict-dynamic'",
      "content-type": "text/html",
    };
    const nonce = nonceOf(headers);
    expect(nonce).toBe("Ab+/9=");
    const page = { headers, body: '<script nonce="Ab+/9=">1</script><link nonce="Ab+/9=">', nonce };
    const fresh = withFreshNonce(page, "NEW123==");
    expect(fresh.body).toBe('<script nonce="NEW123==">1</script><link nonce="NEW123==">');
    expect(fresh.headers["content-security-policy"]).toContain("'nonce-NEW123=='");
    expect(fresh.headers["content-security-policy"]).not.toContain("Ab+/9=");
    expect(fresh.headers["content-type"]).toBe("text/html");
    // The kept page itself is left as it was, for the next visitor.
    expect(page.body).toContain("Ab+/9=");
  });

  it("a page without a policy (development) is served as kept", () => {
    expect(nonceOf({})).toBeNull();
    expect(withFreshNonce({ headers: {}, body: "<p>x</p>", nonce: null }, "n").body).toBe("<p>x</p>");
  });
});

describe("how long a page is kept", () => {
  const minute = Date.UTC(2026, 10, 24, 9, 0, 0);
  it("the cache's time, but never past the next whole minute (office hours turn on whole minutes)", () => {
    expect(pageExpiresAt(minute, 30_000)).toBe(minute + 30_000);
    expect(pageExpiresAt(minute + 45_000, 30_000)).toBe(minute + 60_000);
    expect(pageExpiresAt(minute + 59_999, 30_000)).toBe(minute + 60_000);
    expect(pageExpiresAt(minute + 10_000, 3_600_000)).toBe(minute + 60_000);
  });
});
