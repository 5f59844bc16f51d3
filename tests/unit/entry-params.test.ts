// The entry parameters' rules (decision 0090): a return URL is this partner's own or one of
// the origins it lists, never anything else; email, userId and expo_ip are checked at their edges.
import { describe, expect, it } from "vitest";
import {
  carriesEntryParams,
  entryValuesOf,
  parseStoredEntry,
  safeAppUserId,
  safeEntryEmail,
  safeExpoIp,
  safeReturnUrl,
  withAppHandBack,
} from "~/domain/platform/entry-params";

const OWN = "http://acme.localhost:3100";
const LISTED = ["https://www.acme.example/verzekeren", "acmeapp://home", null, "not a url"];
const safe = (value: string | null) => safeReturnUrl(value, OWN, LISTED);

describe("safeReturnUrl", () => {
  it("accepts this partner's own host, a path on it and the origins the partner lists", () => {
    expect(safe("http://acme.localhost:3100/user/policies")).toBe("http://acme.localhost:3100/user/policies");
    expect(safe("/user/policies?tab=1")).toBe("http://acme.localhost:3100/user/policies?tab=1");
    expect(safe("https://www.acme.example/anything/else?x=1#top")).toBe("https://www.acme.example/anything/else?x=1#top");
    // Host names compare case-insensitively; the default port is the same origin.
    expect(safe("https://WWW.ACME.example:443/terug")).toBe("https://www.acme.example/terug");
    expect(safe("acmeapp://home/done")).toBe("acmeapp://home/done");
    expect(safe("  https://www.acme.example/x  ")).toBe("https://www.acme.example/x");
  });

  it("refuses every other host, script schemes and the encoded tricks", () => {
    for (const value of [
      "//evil.example",
      "//evil.example/path",
      "https://evil.example",
      "http://evil.example/http://acme.localhost:3100",
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      // Another partner's host on the same platform.
      "http://bolt.localhost:3100/welcome",
      "http://localhost:3100/admin",
      // Look-alikes: a suffix, a prefix, userinfo, another port, another scheme.
      "https://www.acme.example.evil.example/",
      "https://evil-www.acme.example/",
      "https://www.acme.example@evil.example/",
      "https://user:pass@www.acme.example/",
      "https://www.acme.example:8443/",
      "http://www.acme.example/",
      "http://acme.localhost:3101/",
      "https://acme.localhost:3100/",
      // Backslashes browsers read as slashes, and encoded slashes.
      "/\\evil.example",
      "\\\\evil.example",
      "https:\\\\evil.example",
      "%2F%2Fevil.example",
      "https:%2F%2Fevil.example",
      "https://evil.example%2F@www.acme.example",
      "https://evil.example%23@www.acme.example",
      "acmeapp://evil/home",
      "otherapp://home",
      "/\n/evil.example",
      "",
      "   ",
    ])
      expect(safe(value), value).toBeNull();
    expect(safe(null)).toBeNull();
    expect(safeReturnUrl("/" + "a".repeat(1999), OWN, [])).not.toBeNull();
    expect(safeReturnUrl("/" + "a".repeat(2000), OWN, [])).toBeNull();
  });

  it("an encoded path stays a path on the partner's own host", () => {
    expect(safe("/%2F%2Fevil.example")).toBe("http://acme.localhost:3100/%2F%2Fevil.example");
  });
});

describe("the other entry values", () => {
  it("expo_ip: IPv4 with an optional port, at the edges", () => {
    expect(safeExpoIp("192.168.1.20")).toBe("192.168.1.20");
    expect(safeExpoIp("0.0.0.0")).toBe("0.0.0.0");
    expect(safeExpoIp("255.255.255.255:65535")).toBe("255.255.255.255:65535");
    expect(safeExpoIp("10.0.0.1:1")).toBe("10.0.0.1:1");
    for (const bad of [
      "256.0.0.1",
      "10.0.0.1:0",
      "10.0.0.1:65536",
      "10.0.0.1:080",
      "010.0.0.1",
      "10.0.0",
      "10.0.0.1.5",
      "exp://10.0.0.1",
      "::1",
      "",
      "10.0.0.1:",
    ])
      expect(safeExpoIp(bad), bad).toBeNull();
  });

  it("userId: the external id's characters, 1 to 200", () => {
    expect(safeAppUserId("app-user_42@acme.example")).toBe("app-user_42@acme.example");
    expect(safeAppUserId("a".repeat(200))).toBe("a".repeat(200));
    expect(safeAppUserId("a".repeat(201))).toBeNull();
    expect(safeAppUserId("")).toBeNull();
    expect(safeAppUserId("a b")).toBeNull();
    expect(safeAppUserId("<script>")).toBeNull();
  });

  it("email: the forms' rule, trimmed and lower-cased", () => {
    expect(safeEntryEmail("  Jan@Example.NL ")).toBe("jan@example.nl");
    expect(safeEntryEmail("jan@")).toBeNull();
    expect(safeEntryEmail(`${"a".repeat(243)}@example.nl`)).toBe(`${"a".repeat(243)}@example.nl`);
    expect(safeEntryEmail(`${"a".repeat(244)}@example.nl`)).toBeNull();
  });

  it("a query's good values are kept and its bad ones left out; the cookie is judged again", () => {
    const params = new URLSearchParams({
      returnURL: "https://evil.example",
      email: "jan@example.nl",
      userId: "u-1",
      expo_ip: "999.1.1.1",
    });
    expect(entryValuesOf(params, OWN, LISTED)).toEqual({ email: "jan@example.nl", appUserId: "u-1" });
    expect(carriesEntryParams(params)).toBe(true);
    expect(carriesEntryParams(new URLSearchParams("platform=ios&lng=en"))).toBe(false);
    const stored = JSON.stringify({ returnUrl: "https://www.acme.example/x", expoIp: "10.0.0.2:8081", email: 5 });
    expect(parseStoredEntry(stored, OWN, LISTED)).toEqual({ returnUrl: "https://www.acme.example/x", expoIp: "10.0.0.2:8081" });
    // The partner stopped listing that site: the kept return URL no longer counts.
    expect(parseStoredEntry(stored, OWN, [])).toEqual({ expoIp: "10.0.0.2:8081" });
    expect(parseStoredEntry("not json", OWN, LISTED)).toEqual({});
    expect(parseStoredEntry(null, OWN, LISTED)).toEqual({});
  });

  it("the app hand-back carries userId and expo_ip, and nothing without them", () => {
    expect(withAppHandBack("acmeapp://home", { appUserId: "u-1", expoIp: "10.0.0.2:8081" })).toBe(
      "acmeapp://home?userId=u-1&expo_ip=10.0.0.2%3A8081",
    );
    expect(withAppHandBack("https://app.acme.example/done?x=1", { appUserId: "u 1" })).toBe("https://app.acme.example/done?x=1&userId=u+1");
    expect(withAppHandBack("https://app.acme.example/done", {})).toBe("https://app.acme.example/done");
  });
});
