import { describe, expect, it } from "vitest";
import {
  funnelPath,
  insuranceFlowFor,
  isCheckoutPath,
  passedOnQuery,
  productPagePath,
  safeRedirectPath,
  showLanguageSelector,
  welcomePathFor,
  withPassedOnQuery,
} from "~/domain/platform/navigation";

const url = (path: string) => new URL(path, "http://acme.localhost:3000");

describe("navigation", () => {
  it("picks the variant by path or query flag, and its welcome page", () => {
    expect(welcomePathFor(insuranceFlowFor(url("/products/available-products")))).toBe("/welcome");
    expect(welcomePathFor(insuranceFlowFor(url("/insurance-calculator/profession")))).toBe("/insurance-calculator");
    expect(welcomePathFor(insuranceFlowFor(url("/welcome?flow=calculator")))).toBe("/insurance-calculator");
    expect(welcomePathFor(insuranceFlowFor(url("/insurance-checkin-checkout/result")))).toBe("/insurance-checkin-welcome");
  });
  it("the path decides before a flag; the flag may be ?flow= or a partner app's ?funnel_type=; anything else is the shop", () => {
    expect(insuranceFlowFor(url("/insurance-calculator"))).toBe("calculator");
    expect(insuranceFlowFor(url("/insurance-calculator/available-products?flow=checkin"))).toBe("calculator");
    expect(insuranceFlowFor(url("/insurance-checkin"))).toBe("checkin");
    expect(insuranceFlowFor(url("/insurance-checkin-welcome"))).toBe("checkin");
    expect(insuranceFlowFor(url("/profession?flow=checkin"))).toBe("checkin");
    expect(insuranceFlowFor(url("/welcome?funnel_type=CALCULATOR"))).toBe("calculator");
    expect(insuranceFlowFor(url("/welcome?funnel_type=csc"))).toBe("default");
    expect(insuranceFlowFor(url("/welcome?flow=admin"))).toBe("default");
    // A path merely mentioning a variant further on is not that variant.
    expect(insuranceFlowFor(url("/products/insurance-calculator"))).toBe("default");
  });
  it("each variant has its own pages; the calculator keeps its prefix on product pages", () => {
    expect(funnelPath("default", "checkout")).toBe("/checkout");
    expect(funnelPath("calculator", "checkout")).toBe("/insurance-calculator/checkout");
    expect(funnelPath("calculator", "products")).toBe("/insurance-calculator/available-products");
    expect(funnelPath("checkin", "profession")).toBe("/profession?flow=checkin");
    expect(funnelPath("checkin", "checkout")).toBe("/insurance-checkin-checkout");
    expect(productPagePath("calculator", "aov")).toBe("/insurance-calculator/products/aov");
    expect(productPagePath("default", "aov")).toBe("/products/aov");
    expect(productPagePath("checkin", "a b")).toBe("/products/a%20b");
  });
  it("passes the query on except a signed link's external_id, signature_created_at and signature", () => {
    const query = new URLSearchParams("external_id=u1&signature_created_at=1700000000&signature=abc&platform=ios&_gl=x1&returnURL=%2Fdone");
    expect(passedOnQuery(query)).toBe("?platform=ios&_gl=x1&returnURL=%2Fdone");
    expect(passedOnQuery(new URLSearchParams("signature=abc"))).toBe("");
    expect(withPassedOnQuery("/insurance-checkin-checkout", query)).toBe(
      "/insurance-checkin-checkout?platform=ios&_gl=x1&returnURL=%2Fdone",
    );
    // The target's own query wins over a passed-on value of the same name.
    expect(withPassedOnQuery("/profession?flow=checkin", new URLSearchParams("flow=calculator&platform=web&signature=s"))).toBe(
      "/profession?flow=checkin&platform=web",
    );
    expect(withPassedOnQuery("/insurance-checkin-welcome", new URLSearchParams())).toBe("/insurance-checkin-welcome");
  });
  it("shows the language selector only with more than one language and outside checkout", () => {
    expect(showLanguageSelector(2, "/welcome")).toBe(true);
    expect(showLanguageSelector(1, "/welcome")).toBe(false);
    expect(showLanguageSelector(4, "/checkout/payment")).toBe(false);
    expect(showLanguageSelector(4, "/insurance-calculator/checkout")).toBe(false);
    expect(isCheckoutPath("/products/available-products")).toBe(false);
  });
  it("only redirects to paths on the same site", () => {
    expect(safeRedirectPath("/welcome?x=1")).toBe("/welcome?x=1");
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath("https://evil.example")).toBe("/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
    expect(safeRedirectPath(null, "/welcome")).toBe("/welcome");
  });
});
