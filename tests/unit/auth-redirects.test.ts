import { describe, expect, it } from "vitest";
import { afterSignInPath, safeReturnPath } from "~/domain/account/auth-redirects";
import { insuranceFlowFor as flowOfUrl } from "~/domain/platform/navigation";

describe("after sign-in (spec section 4)", () => {
  it("sends a customer without a profession to the profession page", () => {
    expect(afterSignInPath({ hasProfession: false, flow: "default" })).toBe("/profession");
    expect(afterSignInPath({ hasProfession: false, flow: "calculator" })).toBe("/insurance-calculator/profession");
  });
  it("check-in goes to the check-in welcome, calculator to its available products", () => {
    expect(afterSignInPath({ hasProfession: true, flow: "checkin" })).toBe("/insurance-checkin-welcome");
    expect(afterSignInPath({ hasProfession: true, flow: "calculator" })).toBe("/insurance-calculator/available-products");
  });
  it("default goes to the available products, or the quotation with a quote id", () => {
    expect(afterSignInPath({ hasProfession: true, flow: "default" })).toBe("/products/available-products");
    expect(afterSignInPath({ hasProfession: true, flow: "default", quoteId: "q 1" })).toBe("/checkout/quotation?quote_id=q%201");
  });
  it("returns to the protected page the visitor came from", () => {
    expect(afterSignInPath({ hasProfession: false, flow: "default", returnTo: "/user/invoices" })).toBe("/user/invoices");
  });
});

describe("safe return paths", () => {
  it.each(["/user/policies", "/user/policies/abc?tab=1"])("keeps %s", (path) => expect(safeReturnPath(path)).toBe(path));
  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/user\u0000",
    "user/policies",
    "/sign-in",
    "/sign-in?redirectTo=/x",
    "/sign-in/verify?token=abc",
    "/sign-out",
    `/${"a".repeat(500)}`,
    "",
    null,
  ])("refuses %s", (path) => expect(safeReturnPath(path as string | null)).toBeNull());
});

describe("the variant a URL asks for", () => {
  it("reads the query flag or the path", () => {
    expect(flowOfUrl(new URL("http://x/products/available-products"))).toBe("default");
    expect(flowOfUrl(new URL("http://x/insurance-calculator/available-products"))).toBe("calculator");
    expect(flowOfUrl(new URL("http://x/welcome?funnel_type=checkin"))).toBe("checkin");
    expect(flowOfUrl(new URL("http://x/insurance-checkin-welcome"))).toBe("checkin");
  });
});

describe("afterSignInPath: funnel type csc with a product id (spec section 2)", () => {
  it("goes to the aov premium review with the product", () => {
    expect(afterSignInPath({ hasProfession: true, flow: "default", funnelType: "csc", productId: "prod_1" })).toBe(
      "/checkout/aov-premium-review?product_id=prod_1",
    );
    expect(afterSignInPath({ hasProfession: true, flow: "default", funnelType: "CSC", productId: "prod_1" })).toBe(
      "/checkout/aov-premium-review?product_id=prod_1",
    );
  });
  it("not without a product, for another funnel type, for a forged id, or without a profession", () => {
    expect(afterSignInPath({ hasProfession: true, flow: "default", funnelType: "csc", productId: null })).toBe(
      "/products/available-products",
    );
    expect(afterSignInPath({ hasProfession: true, flow: "default", funnelType: "other", productId: "prod_1" })).toBe(
      "/products/available-products",
    );
    expect(afterSignInPath({ hasProfession: true, flow: "default", funnelType: "csc", productId: "../admin" })).toBe(
      "/products/available-products",
    );
    expect(afterSignInPath({ hasProfession: false, flow: "default", funnelType: "csc", productId: "prod_1" })).toBe("/profession");
  });
});
