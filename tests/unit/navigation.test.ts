import { describe, expect, it } from "vitest";
import { insuranceFlowFor, isCheckoutPath, safeRedirectPath, showLanguageSelector, welcomePathFor } from "~/domain/navigation";

const url = (path: string) => new URL(path, "http://acme.localhost:3000");

describe("navigation", () => {
  it("picks the variant by path or query flag, and its welcome page", () => {
    expect(welcomePathFor(insuranceFlowFor(url("/products/available-products")))).toBe("/welcome");
    expect(welcomePathFor(insuranceFlowFor(url("/insurance-calculator/profession")))).toBe("/insurance-calculator");
    expect(welcomePathFor(insuranceFlowFor(url("/welcome?flow=calculator")))).toBe("/insurance-calculator");
    expect(welcomePathFor(insuranceFlowFor(url("/insurance-checkin-checkout/result")))).toBe("/insurance-checkin-welcome");
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
