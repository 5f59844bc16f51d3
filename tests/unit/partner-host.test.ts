import { describe, expect, it } from "vitest";
import { matchHost, parseHostHeader, partnerFromHost, partnerOrigin } from "~/domain/platform/partner-host";

const roots = ["localhost", "verzekerd.nl"];

describe("partnerFromHost", () => {
  it("takes the first label of a host under a root domain", () => {
    expect(partnerFromHost("acme.localhost", roots)).toEqual({ kind: "named", name: "acme" });
    expect(partnerFromHost("acme.verzekerd.nl", roots)).toEqual({ kind: "named", name: "acme" });
    expect(matchHost("acme.verzekerd.nl", roots)).toEqual({ kind: "named", name: "acme", rootDomain: "verzekerd.nl" });
  });

  it("ignores the port, case and a trailing dot", () => {
    expect(partnerFromHost("acme.localhost:3000", roots)).toEqual({ kind: "named", name: "acme" });
    expect(partnerFromHost("localhost:3000", roots)).toEqual({ kind: "default" });
    expect(partnerFromHost("ACME.Localhost:3000", roots)).toEqual({ kind: "named", name: "acme" });
    expect(partnerFromHost("acme.verzekerd.nl.", roots)).toEqual({ kind: "named", name: "acme" });
  });

  it("skips www.", () => {
    expect(partnerFromHost("www.acme.verzekerd.nl", roots)).toEqual({ kind: "named", name: "acme" });
    expect(partnerFromHost("www.verzekerd.nl", roots)).toEqual({ kind: "default" });
  });

  it("serves the default partner on a bare root domain", () => {
    expect(matchHost("localhost", roots)).toEqual({ kind: "default", rootDomain: "localhost" });
    expect(matchHost("verzekerd.nl", roots)).toEqual({ kind: "default", rootDomain: "verzekerd.nl" });
  });

  it("names an unknown partner as asked (the lookup decides it does not exist)", () => {
    expect(partnerFromHost("nobody.localhost:3000", roots)).toEqual({ kind: "named", name: "nobody" });
  });

  it("refuses hosts outside the root domains: acme.<anything>, IP addresses, deeper names", () => {
    for (const host of [
      "acme.attacker.example",
      "acme.verzekerd.nl.evil.com",
      "127.0.0.1:3000",
      "[::1]:3000",
      "server",
      "a.b.localhost",
      "evilverzekerd.nl",
    ]) {
      expect(matchHost(host, roots), host).toEqual({ kind: "foreign" });
      expect(partnerFromHost(host, roots), host).toBeNull();
    }
  });

  it("calls a Host header that is no host at all malformed", () => {
    for (const host of [
      undefined,
      null,
      "",
      "   ",
      "ac me.localhost",
      "acme..localhost",
      "-acme.localhost",
      "acme_.localhost",
      "<script>.localhost",
      "acme.localhost:abc",
      "localhost:99999",
      "localhost:0",
      "localhost:",
      "acme.localhost:3000:1",
    ]) {
      expect(matchHost(host, roots), String(host)).toEqual({ kind: "malformed" });
    }
  });

  it("takes the longest matching root domain", () => {
    expect(matchHost("acme.shop.verzekerd.nl", ["verzekerd.nl", "shop.verzekerd.nl"])).toEqual({
      kind: "named",
      name: "acme",
      rootDomain: "shop.verzekerd.nl",
    });
  });
});

describe("parseHostHeader", () => {
  it("keeps the port between 1 and 65535", () => {
    expect(parseHostHeader("localhost:65535")).toEqual({ hostname: "localhost", port: 65535 });
    expect(parseHostHeader("localhost:1")).toEqual({ hostname: "localhost", port: 1 });
    expect(parseHostHeader("localhost:65536")).toBeNull();
    expect(parseHostHeader("localhost")).toEqual({ hostname: "localhost", port: null });
  });
});

describe("partnerOrigin", () => {
  it("builds the partner's origin from configuration only", () => {
    expect(partnerOrigin({ name: "acme", isDefault: false }, "verzekerd.nl", { scheme: "https", port: null })).toBe(
      "https://acme.verzekerd.nl",
    );
    expect(partnerOrigin({ name: "main", isDefault: true }, "verzekerd.nl", { scheme: "https", port: 443 })).toBe("https://verzekerd.nl");
    expect(partnerOrigin({ name: "acme", isDefault: false }, "localhost", { scheme: "http", port: 3100 })).toBe(
      "http://acme.localhost:3100",
    );
    expect(partnerOrigin({ name: "acme", isDefault: false }, "localhost", { scheme: "http", port: 80 })).toBe("http://acme.localhost");
  });
});
