import { describe, expect, it } from "vitest";
import { failurePath, HARD_DROP_OUT_PATH, purchaseResultPath, quotationPath } from "~/domain/checkout/flows/outcome-paths";

describe("the screens a checkout ends on", () => {
  it("names the result page's type for every outcome but full insurance", () => {
    expect(purchaseResultPath("ck_1", "fully_insured")).toBe("/result?checkout=ck_1");
    expect(purchaseResultPath("ck_1", null)).toBe("/result?checkout=ck_1");
    expect(purchaseResultPath("ck_1", "partly_insured")).toBe("/result?checkout=ck_1&type=partly");
    expect(purchaseResultPath("ck_1", "soft_drop_out")).toBe("/result?checkout=ck_1&type=dropout");
    expect(purchaseResultPath("ck_1", "medical_underwriting")).toBe("/result?checkout=ck_1&type=medical-underwriting");
    expect(purchaseResultPath("a b&c", null)).toBe("/result?checkout=a%20b%26c");
  });

  it("sends a hard drop-out, a failure and a quotation to their own pages", () => {
    expect(HARD_DROP_OUT_PATH).toBe("/result?type=hard-dropout");
    expect(failurePath()).toBe("/checkout/failure");
    expect(failurePath("identity")).toBe("/checkout/failure?reason=identity");
    expect(quotationPath("q 1&x")).toBe("/checkout/quotation?quote_id=q%201%26x");
  });
});
