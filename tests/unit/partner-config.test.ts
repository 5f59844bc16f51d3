// The partner config rules as the admin pages apply them: parsed from form data with Conform,
// so empty fields, checkboxes and numbers arrive exactly as a browser sends them.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { GTM_ID_PATTERN } from "~/domain/platform/analytics";
import {
  checkFont,
  checkGtmId,
  checkLogo,
  checkPartnerName,
  newPartnerSchema,
  PARTNER_FLAGS,
  PARTNER_MESSAGES as M,
  partnerConfigSchema,
  RESERVED_PARTNER_NAMES,
} from "~/domain/partners/partner-config";
import { PARTNERS } from "../../prisma/seed-data/partners";
import { SUPPORT_MESSAGES } from "~/domain/support/support-channels";

type Fields = Record<string, string | string[]>;

const VALID: Fields = {
  displayName: "Acme Bank",
  languages: ["nl", "en"],
  defaultLanguage: "nl",
  hideKvk: "on",
  supportEmail: "verzekeren@acmebank.example",
  supportPhoneNumber: "+31 30 765 4321",
  supportWhatsappUrl: "https://wa.me/31301234567",
  chatWidgetKey: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  logoPrimary: "/brands/acme/logo.svg",
  logoSecondary: "https://cdn.example.org/acme/logo-white.svg",
  fontPrimary: "Georgia, serif",
  googleTagManagerId: "GTM-ACME01",
  currency: "EUR",
  partnerBankDiscountPercent: "10",
  partnerBankIbanCode: "ACME",
};

function form(fields: Fields): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

function config(changes: Fields = {}, without: string[] = []) {
  const fields = { ...VALID, ...changes };
  for (const name of without) delete fields[name];
  return parseWithZod(form(fields), { schema: partnerConfigSchema });
}

/** The field errors of a submission (empty when it passed). */
function errors(submission: ReturnType<typeof config> | ReturnType<typeof newPartner>): Record<string, string[] | null> {
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

function newPartner(fields: Fields) {
  return parseWithZod(form({ displayName: "Nieuw", languages: ["nl"], defaultLanguage: "nl", brandColour: "#1f4e8c", ...fields }), {
    schema: newPartnerSchema,
  });
}

describe("partner config: a valid form", () => {
  it("passes and comes out in the columns' shape", () => {
    const submission = config();
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      displayName: "Acme Bank",
      languages: ["nl", "en"],
      partnerBankDiscountPercent: 10,
      hideKvk: true,
      isDirect: false,
      currency: "EUR",
    });
  });

  it("turns unchecked boxes into false and empty optional fields into null", () => {
    const submission = config({ supportEmail: "", chatWidgetKey: "", partnerBankIbanCode: "" }, [
      "hideKvk",
      "logoSecondary",
      "googleTagManagerId",
    ]);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    for (const flag of PARTNER_FLAGS) expect(submission.value[flag], flag).toBe(false);
    expect(submission.value).toMatchObject({
      supportEmail: null,
      chatWidgetKey: null,
      partnerBankIbanCode: null,
      logoSecondary: null,
      googleTagManagerId: null,
    });
  });

  it("stores the languages in the fixed order nl, en, de, fr", () => {
    const submission = config({ languages: ["fr", "nl", "de"], defaultLanguage: "de" });
    expect(submission.status === "success" && submission.value.languages).toEqual(["nl", "de", "fr"]);
  });

  it("accepts every demo partner's seeded values", () => {
    for (const partner of PARTNERS) {
      const submission = parseWithZod(
        form({
          displayName: partner.displayName,
          languages: partner.languages.split(","),
          defaultLanguage: partner.defaultLanguage,
          supportEmail: partner.supportEmail ?? "",
          supportPhoneNumber: partner.supportPhoneNumber ?? "",
          supportWhatsappUrl: partner.supportWhatsappUrl ?? "",
          chatWidgetKey: partner.chatWidgetKey ?? "",
          logoPrimary: partner.logoPrimary ?? "",
          fontPrimary: partner.fontPrimary ?? "",
          googleTagManagerId: partner.googleTagManagerId ?? "",
          currency: "EUR",
          partnerBankDiscountPercent: String(partner.partnerBankDiscountPercent ?? 0),
          partnerBankIbanCode: partner.partnerBankIbanCode ?? "",
        }),
        { schema: partnerConfigSchema },
      );
      expect(errors(submission), partner.name).toEqual({});
    }
  });
});

describe("partner config: each rule", () => {
  it("discount: whole percent 0 to 100", () => {
    for (const ok of ["0", "100", "10"]) expect(errors(config({ partnerBankDiscountPercent: ok })), ok).toEqual({});
    for (const bad of ["-1", "101", "2.5", "ten", "1e9"]) {
      expect(errors(config({ partnerBankDiscountPercent: bad })).partnerBankDiscountPercent, bad).toEqual([M.discount]);
    }
    expect(errors(config({ partnerBankDiscountPercent: "" })).partnerBankDiscountPercent).toEqual([M.required]);
  });

  it("languages: at least one, only nl, en, de and fr", () => {
    expect(errors(config({}, ["languages"])).languages).toEqual([M.languages]);
    expect(errors(config({ languages: ["nl", "es"] }))["languages[1]"]).toEqual([M.languages]);
  });

  it("default language: one of the chosen languages, reported at its own field", () => {
    const result = errors(config({ languages: ["nl", "en"], defaultLanguage: "de" }));
    expect(result.defaultLanguage).toEqual([M.defaultLanguage]);
    expect(result.languages).toBeUndefined();
    expect(errors(config({ defaultLanguage: "xx" })).defaultLanguage).toEqual([M.defaultLanguage]);
    expect(errors(config({ languages: ["fr"], defaultLanguage: "fr" }))).toEqual({});
  });

  it("font: family names of letters, digits, spaces and hyphens, commas between names", () => {
    for (const ok of ["Georgia", "Georgia, serif", "Open Sans", "Noto Sans-Display", "Roboto Slab,serif", "Font 2"]) {
      expect(checkFont(ok), ok).toBeNull();
    }
    for (const bad of [
      "Arial;",
      "Arial} body{display:none",
      "Arial; background:url(//evil.example)",
      "'Open Sans'",
      '"Open Sans"',
      "Arial</style><script>",
      "Arial, ",
      ", serif",
      "Arial,,serif",
      "x".repeat(101),
    ]) {
      expect(checkFont(bad), bad).toBe(M.font);
    }
    expect(errors(config({ fontPrimary: "Arial;}" })).fontPrimary).toEqual([M.font]);
    expect(errors(config({ fontPrimary: "Arial }" })).fontPrimary).toEqual([M.font]);
  });

  it("Google Tag Manager id: GTM- and upper-case letters or digits (the rule the page's script uses)", () => {
    for (const ok of ["GTM-ACME01", "GTM-A", "GTM-ABCDEF123456"]) expect(checkGtmId(ok), ok).toBeNull();
    for (const bad of ["GTM-", "gtm-ACME01", "GTM-acme01", "GTM-ABCDEF1234567", "UA-12345-1", "GTM-AB CD", "GTM-AB');alert(1)//"]) {
      expect(checkGtmId(bad), bad).toBe(M.gtmId);
    }
    expect(GTM_ID_PATTERN.test("GTM-ACME01")).toBe(true);
    expect(errors(config({ googleTagManagerId: "GTM-bad" })).googleTagManagerId).toEqual([M.gtmId]);
    expect(errors(config({ googleTagManagerId: "GTM-ABCDEF1234567" })).googleTagManagerId).toEqual([M.gtmId]);
  });

  it("logos: a path on the site or an https URL", () => {
    for (const ok of ["/brands/acme/logo.svg", "/logo.png", "https://cdn.example.org/logo.svg"]) expect(checkLogo(ok), ok).toBeNull();
    for (const bad of [
      "//evil.example/logo.svg",
      "http://cdn.example.org/logo.svg",
      "javascript:alert(1)",
      "logo.svg",
      "/logo .svg",
      '/logo"onerror="x',
      "https://",
    ]) {
      expect(checkLogo(bad), bad).toBe(M.logo);
    }
  });

  it("WhatsApp: a wa.me link or a phone number (decision 0046); other links refused", () => {
    for (const bad of [
      "http://wa.me/31",
      "http://wa.me/31612345678",
      "javascript:alert(1)",
      "https://evil.example/31612345678",
      "0000000000",
      "https://wa.me/0123",
    ]) {
      expect(errors(config({ supportWhatsappUrl: bad })).supportWhatsappUrl, bad).toEqual([SUPPORT_MESSAGES.whatsapp]);
    }
    for (const ok of ["https://wa.me/31612345678", "+31 6 12345678", "06-12345678"]) {
      expect(errors(config({ supportWhatsappUrl: ok })).supportWhatsappUrl, ok).toBeUndefined();
    }
    expect(errors(config({ checkinReturnUrl: "http://app.example/done" })).checkinReturnUrl).toEqual([M.https]);
    expect(errors(config({ checkinReturnUrl: "https://user:pw@app.example/done" })).checkinReturnUrl).toEqual([M.https]);
    expect(errors(config({ checkinReturnUrl: "https://app.boekfix.example/insurance/checkin-done" })).checkinReturnUrl).toBeUndefined();
  });

  it("support e-mail and phone: the customer forms' validators", () => {
    expect(errors(config({ supportEmail: "not-an-address" })).supportEmail).toEqual(["validations:email"]);
    expect(errors(config({ supportPhoneNumber: "call us" })).supportPhoneNumber).toEqual(["validations:phoneNumber"]);
    expect(errors(config({ supportPhoneNumber: "12345" })).supportPhoneNumber).toEqual(["validations:phoneNumberMinLength"]);
  });

  it("currency: EUR, GBP or USD", () => {
    for (const ok of ["EUR", "GBP", "USD"]) expect(errors(config({ currency: ok })), ok).toEqual({});
    expect(errors(config({ currency: "JPY" })).currency).toEqual([M.currency]);
    expect(errors(config({ currency: "eur" })).currency).toEqual([M.currency]);
  });

  it("partner bank code: four upper-case letters or empty", () => {
    for (const bad of ["acme", "ACM", "ACMEB", "AC1E", " ACM "])
      expect(errors(config({ partnerBankIbanCode: bad })).partnerBankIbanCode, bad).toEqual([M.ibanCode]);
  });

  it("display name: required, at most 100 characters", () => {
    expect(errors(config({ displayName: "   " })).displayName).toEqual([M.required]);
    expect(errors(config({ displayName: "x".repeat(100) }))).toEqual({});
    expect(errors(config({ displayName: "x".repeat(101) })).displayName).toEqual([M.tooLong]);
  });
});

describe("new partner: the name is a host label", () => {
  it("takes lower-case letters, digits and hyphens, 2 to 40 characters", () => {
    for (const ok of ["ab", "acme", "bank-2", "a1", "x".repeat(40)]) expect(checkPartnerName(ok), ok).toBeNull();
    for (const bad of ["a", "x".repeat(41), "Acme", "ac me", "acme.nl", "-acme", "acme-", "ac_me", "äcme", "acme!"]) {
      expect(checkPartnerName(bad), bad).toBe(M.nameFormat);
    }
  });

  it("refuses the platform's own host names", () => {
    for (const reserved of ["www", "admin", "api"]) {
      expect(RESERVED_PARTNER_NAMES).toContain(reserved);
      expect(checkPartnerName(reserved), reserved).toBe(M.nameReserved);
    }
  });

  it("reports name, display name and default language at their fields", () => {
    expect(errors(newPartner({ name: "WWW" })).name).toEqual([M.nameFormat]);
    expect(errors(newPartner({ name: "admin" })).name).toEqual([M.nameReserved]);
    expect(errors(newPartner({ name: "" })).name).toEqual([M.required]);
    expect(errors(newPartner({ name: "nieuw", displayName: "" })).displayName).toEqual([M.required]);
    expect(errors(newPartner({ name: "nieuw", languages: ["en"], defaultLanguage: "nl" })).defaultLanguage).toEqual([M.defaultLanguage]);
    const fine = newPartner({ name: "nieuw-2" });
    expect(fine.status === "success" && fine.value).toEqual({
      name: "nieuw-2",
      displayName: "Nieuw",
      languages: ["nl"],
      defaultLanguage: "nl",
      brandColour: "#1f4e8c",
      adminEmail: null,
    });
  });

  it("takes the brand colour as #rgb or #rrggbb (stored lower case, six digits) and an optional admin address", () => {
    const short = newPartner({ name: "nieuw", brandColour: " #C03 ", adminEmail: "Beheer@Rood.Example" });
    expect(short.status === "success" && short.value).toMatchObject({ brandColour: "#cc0033", adminEmail: "beheer@rood.example" });
    for (const bad of ["red", "#12345g", "#1234", "c03a2b", "#c03a2b80"])
      expect(errors(newPartner({ name: "nieuw", brandColour: bad })).brandColour, bad).toEqual([M.brandColour]);
    expect(errors(newPartner({ name: "nieuw", brandColour: "" })).brandColour).toEqual([M.required]);
    expect(errors(newPartner({ name: "nieuw", adminEmail: "geen-adres" })).adminEmail).toEqual(["validations:email"]);
  });
});
