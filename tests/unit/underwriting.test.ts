import { describe, expect, it } from "vitest";
import {
  checkoutOutcome,
  FORMALITIES,
  FORMALITY_REFUSALS,
  formalityConsequences,
  isHardDropOut,
  policyStatusFor,
  productOutcome,
  RESULT_TYPE,
} from "~/domain/catalogue/underwriting";

describe("productOutcome", () => {
  it("accepts approve, none and price_increase", () => {
    expect(productOutcome(["approve", "none", "price_increase"])).toBe("accepted");
    expect(productOutcome([])).toBe("accepted");
  });

  it("reviews a drop_out", () => {
    expect(productOutcome(["approve", "drop_out"])).toBe("review");
  });

  it("refers reject and hard_drop_out, also next to a drop_out", () => {
    expect(productOutcome(["reject"])).toBe("refer");
    expect(productOutcome(["hard_drop_out"])).toBe("refer");
    expect(productOutcome(["drop_out", "hard_drop_out"])).toBe("refer");
  });

  it("reviews an otherwise accepted product when a formality is declared", () => {
    expect(productOutcome(["approve"], true)).toBe("review");
  });
});

describe("formalityConsequences", () => {
  const none = { liability: false, police: false, bankruptcy: false, refusedInsurance: false };

  it("makes a bankruptcy a hard drop-out for the liability products only", () => {
    expect(FORMALITY_REFUSALS).toEqual({ bankruptcy: ["professional_liability", "business_liability"] });
    expect(formalityConsequences("business_liability", { ...none, bankruptcy: true })).toEqual(["hard_drop_out"]);
    expect(formalityConsequences("professional_liability", { ...none, bankruptcy: true })).toEqual(["hard_drop_out"]);
    expect(formalityConsequences("car", { ...none, bankruptcy: true })).toEqual([]);
    expect(formalityConsequences("death_risk", { ...none, bankruptcy: true })).toEqual([]);
  });

  it("adds nothing for a no, another yes, or no answers yet", () => {
    expect(formalityConsequences("business_liability", none)).toEqual([]);
    expect(formalityConsequences("business_liability", { liability: true, police: true, refusedInsurance: true })).toEqual([]);
    expect(formalityConsequences("business_liability", {})).toEqual([]);
    expect(formalityConsequences("business_liability", null)).toEqual([]);
    expect(formalityConsequences("business_liability", undefined)).toEqual([]);
  });

  it("refers the product through productOutcome, over a declared formality's review", () => {
    expect(productOutcome(["approve", ...formalityConsequences("business_liability", { ...none, bankruptcy: true })], true)).toBe("refer");
  });
});

describe("checkoutOutcome", () => {
  it("is fully_insured when every product is accepted", () => {
    expect(checkoutOutcome(["accepted"])).toBe("fully_insured");
    expect(checkoutOutcome(["accepted", "accepted", "accepted"])).toBe("fully_insured");
  });

  it("is partly_insured when some products are accepted and others are not", () => {
    expect(checkoutOutcome(["accepted", "review"])).toBe("partly_insured");
    expect(checkoutOutcome(["refer", "accepted"])).toBe("partly_insured");
    expect(checkoutOutcome(["accepted", "review", "refer"])).toBe("partly_insured");
  });

  it("is soft_drop_out when only review outcomes remain", () => {
    expect(checkoutOutcome(["review"])).toBe("soft_drop_out");
    expect(checkoutOutcome(["review", "review"])).toBe("soft_drop_out");
  });

  it("is hard_drop_out when every product is referred", () => {
    expect(checkoutOutcome(["refer"])).toBe("hard_drop_out");
    expect(checkoutOutcome(["refer", "refer"])).toBe("hard_drop_out");
  });

  it("is soft_drop_out for review plus refer without any accepted product", () => {
    expect(checkoutOutcome(["review", "refer"])).toBe("soft_drop_out");
    expect(checkoutOutcome(["refer", "review", "refer"])).toBe("soft_drop_out");
  });
});

describe("isHardDropOut", () => {
  it("is true when every product is referred", () => {
    expect(isHardDropOut(["refer"])).toBe(true);
    expect(isHardDropOut(["refer", "refer"])).toBe(true);
  });

  it("is false when any product is accepted or in review", () => {
    expect(isHardDropOut(["refer", "accepted"])).toBe(false);
    expect(isHardDropOut(["refer", "review"])).toBe(false);
    expect(isHardDropOut(["accepted"])).toBe(false);
  });

  it("is false without products", () => {
    expect(isHardDropOut([])).toBe(false);
  });
});

describe("policyStatusFor", () => {
  it("starts accepted products active", () => {
    expect(policyStatusFor("accepted")).toBe("active");
  });

  it("puts reviewed products on pending_review", () => {
    expect(policyStatusFor("review")).toBe("pending_review");
  });

  it("creates no policy for referred products", () => {
    expect(policyStatusFor("refer")).toBeNull();
  });
});

describe("FORMALITIES (spec section 5 look-backs)", () => {
  it("looks back 5, 8, 5 and 8 years for liability, police, bankruptcy and refused insurance", () => {
    expect(FORMALITIES.map((formality) => [formality.key, formality.years])).toEqual([
      ["liability", 5],
      ["police", 8],
      ["bankruptcy", 5],
      ["refusedInsurance", 8],
    ]);
  });
});

describe("RESULT_TYPE", () => {
  it("maps each outcome to the result page's type query", () => {
    expect(RESULT_TYPE).toEqual({
      fully_insured: null,
      medical_underwriting: "medical-underwriting",
      partly_insured: "partly",
      soft_drop_out: "dropout",
      hard_drop_out: "hard-dropout",
      unavailable: "unavailable",
    });
  });

  it("sends a soft drop-out to /result?type=dropout as the spec names it", () => {
    expect(RESULT_TYPE[checkoutOutcome(["review"])]).toBe("dropout");
  });

  it("sends a fully insured checkout to plain /result", () => {
    expect(RESULT_TYPE[checkoutOutcome(["accepted"])]).toBeNull();
  });
});
