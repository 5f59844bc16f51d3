// Decision 0091: the roles' difference (a supplier is not recommended the aov) and what a
// customer sees of is_direct and logo_secondary.
import { describe, expect, it } from "vitest";
import { parseAccountRole, recommendedForRole, roleOf } from "~/domain/account/account-roles";
import { partnerBrandOf } from "~/domain/partners/partner-brand";

describe("account roles", () => {
  const products = [{ type: "aov" }, { type: "aov_acture" }, { type: "liability" }, { type: "car" }];

  it("takes only the two roles, exactly", () => {
    expect(parseAccountRole("supplier")).toBe("supplier");
    expect(parseAccountRole("freelancer")).toBe("freelancer");
    for (const bad of ["Supplier", " supplier", "admin", "", null, 1]) expect(parseAccountRole(bad)).toBeNull();
    expect(roleOf(null)).toBe("freelancer");
    expect(roleOf("something-old")).toBe("freelancer");
  });

  it("a freelancer is recommended everything, a supplier no income insurance", () => {
    expect(recommendedForRole(products, "freelancer")).toEqual(products);
    expect(recommendedForRole(products, "supplier")).toEqual([{ type: "liability" }, { type: "car" }]);
  });
});

describe("the partner's brand line", () => {
  it("says who sells, shows a valid co-brand only and carries the return URL", () => {
    const partner = { displayName: "Acme", isDirect: false, logoSecondary: "/brands/acme/co.svg" };
    expect(partnerBrandOf(partner, "https://www.acme.example/")).toEqual({
      name: "Acme",
      isDirect: false,
      coBrandLogo: "/brands/acme/co.svg",
      returnUrl: "https://www.acme.example/",
    });
    expect(partnerBrandOf({ ...partner, isDirect: true, logoSecondary: null })).toMatchObject({
      isDirect: true,
      coBrandLogo: null,
      returnUrl: null,
    });
    // A value stored before the logo rules (another site's protocol-relative URL, a script) never shows.
    expect(partnerBrandOf({ ...partner, logoSecondary: "//evil.example/x.svg" }).coBrandLogo).toBeNull();
    expect(partnerBrandOf({ ...partner, logoSecondary: "javascript:alert(1)" }).coBrandLogo).toBeNull();
    expect(partnerBrandOf({ ...partner, logoSecondary: "https://cdn.example.org/co.svg" }).coBrandLogo).toBe(
      "https://cdn.example.org/co.svg",
    );
  });
});
