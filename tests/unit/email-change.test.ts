import { describe, expect, it } from "vitest";
import { isEmailChange, maskEmail, normaliseEmail } from "~/domain/account/email-change";

describe("e-mail change rules", () => {
  it("an address that only differs in case or spaces is no change", () => {
    expect(isEmailChange("sanne@example.nl", " Sanne@Example.NL ")).toBe(false);
    expect(isEmailChange("sanne@example.nl", "sanne2@example.nl")).toBe(true);
    expect(normaliseEmail(" A@B.nl")).toBe("a@b.nl");
  });

  it("an account without an address that gets one is a change (the new one must be proven too)", () => {
    expect(isEmailChange(null, "sanne@example.nl")).toBe(true);
  });

  it("masks all but the start of the local part and keeps the domain", () => {
    expect(maskEmail("sanne.devries@example.nl")).toBe("sa***@example.nl");
    expect(maskEmail("ab@example.nl")).toBe("a***@example.nl");
    expect(maskEmail("a@example.nl")).toBe("a***@example.nl");
    expect(maskEmail("not-an-address")).toBe("***");
  });
});
