import { describe, expect, it } from "vitest";
import { partnerFromHost } from "~/domain/partner-host";

const roots = ["localhost", "verzekerd.nl"];

describe("partnerFromHost", () => {
  it("takes the first label of the host", () => {
    expect(partnerFromHost("acme.localhost", roots)).toEqual({ kind: "named", name: "acme" });
    expect(partnerFromHost("acme.verzekerd.nl", roots)).toEqual({ kind: "named", name: "acme" });
  });

  it("ignores the port", () => {
    expect(partnerFromHost("acme.localhost:3000", roots)).toEqual({ kind: "named", name: "acme" });
    expect(partnerFromHost("localhost:3000", roots)).toEqual({ kind: "default" });
  });

  it("is case-insensitive and ignores a trailing dot", () => {
    expect(partnerFromHost("ACME.Localhost:3000", roots)).toEqual({ kind: "named", name: "acme" });
    expect(partnerFromHost("acme.verzekerd.nl.", roots)).toEqual({ kind: "named", name: "acme" });
  });

  it("skips www.", () => {
    expect(partnerFromHost("www.acme.verzekerd.nl", roots)).toEqual({ kind: "named", name: "acme" });
    expect(partnerFromHost("www.verzekerd.nl", roots)).toEqual({ kind: "default" });
  });

  it("serves the default partner on a bare root domain, single label or IP address", () => {
    expect(partnerFromHost("localhost", roots)).toEqual({ kind: "default" });
    expect(partnerFromHost("verzekerd.nl", roots)).toEqual({ kind: "default" });
    expect(partnerFromHost("127.0.0.1:3000", roots)).toEqual({ kind: "default" });
    expect(partnerFromHost("[::1]:3000", roots)).toEqual({ kind: "default" });
    expect(partnerFromHost("server", roots)).toEqual({ kind: "default" });
  });

  it("names an unknown partner as asked (the lookup decides it does not exist)", () => {
    expect(partnerFromHost("nobody.localhost:3000", roots)).toEqual({ kind: "named", name: "nobody" });
  });

  it("falls back to the default for a malformed or missing host", () => {
    for (const host of [undefined, null, "", "   ", "ac me.localhost", "acme..localhost", "-acme.localhost", "acme_.localhost", "<script>.localhost", "acme.localhost:abc"]) {
      expect(partnerFromHost(host, roots)).toEqual({ kind: "default" });
    }
  });
});
