import { describe, expect, it } from "vitest";
import { isCrossOriginPost } from "~/server/platform/csrf.server";

function post(headers: Record<string, string>, method = "POST") {
  return new Request("http://acme.localhost:3000/sign-out", { method, headers: { Host: "acme.localhost:3000", ...headers } });
}

describe("cross-origin posts (decision 0013)", () => {
  it("lets same-origin browser posts through", () => {
    expect(isCrossOriginPost(post({ "Sec-Fetch-Site": "same-origin", Origin: "http://acme.localhost:3000" }))).toBe(false);
    expect(isCrossOriginPost(post({ Origin: "http://acme.localhost:3000" }))).toBe(false);
  });
  it("refuses posts from another site or another partner's host", () => {
    expect(isCrossOriginPost(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossOriginPost(post({ "Sec-Fetch-Site": "same-site", Origin: "http://boekfix.localhost:3000" }))).toBe(true);
    expect(isCrossOriginPost(post({ Origin: "http://evil.example" }))).toBe(true);
    expect(isCrossOriginPost(post({ Origin: "http://boekfix.localhost:3000" }))).toBe(true);
    expect(isCrossOriginPost(post({ Origin: "null" }))).toBe(true);
    expect(isCrossOriginPost(post({ Origin: "not a url" }))).toBe(true);
  });
  it("leaves reads and requests without browser headers alone", () => {
    expect(isCrossOriginPost(post({ Origin: "http://evil.example" }, "GET"))).toBe(false);
    expect(isCrossOriginPost(post({}))).toBe(false);
  });
});
