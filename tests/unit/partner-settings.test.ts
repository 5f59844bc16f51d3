// The partner settings of decision 0052: own texts (checked and laid over the catalogs), the
// languages the selector offers, the app back link and the start-date rule, as the console
// (Conform form data) and the pages apply them.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { partnerConfigSchemaWith, PARTNER_MESSAGES } from "~/domain/partners/partner-config";
import {
  appBackLink,
  catalogHasKey,
  checkAvailableLanguages,
  checkTranslations,
  isAppDeeplink,
  offeredLanguages,
  overlayCatalogs,
  parsePartnerTexts,
  parsePlatform,
  startsFromTomorrow,
  TRANSLATION_LIMITS,
  TRANSLATION_MESSAGES as T,
  AVAILABLE_LANGUAGES_MESSAGE,
} from "~/domain/partners/partner-settings";
import { addDays, checkStartDate, earliestStartDate, VALIDATION_MESSAGES as V } from "~/domain/platform/validation";
import { resources } from "~/server/platform/i18n.server";

const catalogs = resources as unknown as Record<string, Record<string, unknown>>;
const knownKey = (ns: string, key: string) => catalogHasKey(catalogs, ns, key);

describe("own texts: the console's check", () => {
  it("accepts texts for known languages and existing keys", () => {
    expect(
      checkTranslations(JSON.stringify({ nl: { "common:welcome.intro": "Eigen tekst" }, en: { "funnel:payment.startDate": "Start" } }), {
        knownKey,
      }),
    ).toBeNull();
  });
  it("refuses malformed JSON, arrays and non-object languages", () => {
    expect(checkTranslations("{nl:", { knownKey })).toBe(T.json);
    expect(checkTranslations("[]", { knownKey })).toBe(T.json);
    expect(checkTranslations(JSON.stringify({ nl: "tekst" }), { knownKey })).toBe(T.json);
  });
  it("refuses an unknown language", () => {
    expect(checkTranslations(JSON.stringify({ es: { "common:welcome.intro": "Hola" } }), { knownKey })).toBe(T.language);
  });
  it("refuses keys that are not in the catalogs, staff namespaces and groups of texts", () => {
    expect(checkTranslations(JSON.stringify({ nl: { "common:welcome.nope": "x" } }), { knownKey })).toBe(T.key);
    expect(checkTranslations(JSON.stringify({ nl: { "partners:edit.save": "x" } }), { knownKey })).toBe(T.key);
    // A group (common:welcome) is not a text: replacing it would break every text under it.
    expect(checkTranslations(JSON.stringify({ nl: { "common:welcome": "x" } }), { knownKey })).toBe(T.key);
    expect(checkTranslations(JSON.stringify({ nl: { "welcome.intro": "x" } }), { knownKey })).toBe(T.key);
  });
  it("refuses empty, non-string and too long texts, and too much in total", () => {
    expect(checkTranslations(JSON.stringify({ nl: { "common:welcome.intro": " " } }))).toBe(T.text);
    expect(checkTranslations(JSON.stringify({ nl: { "common:welcome.intro": 5 } }))).toBe(T.text);
    expect(checkTranslations(JSON.stringify({ nl: { "common:welcome.intro": "a".repeat(TRANSLATION_LIMITS.TEXT_MAX) } }))).toBeNull();
    expect(checkTranslations(JSON.stringify({ nl: { "common:welcome.intro": "a".repeat(TRANSLATION_LIMITS.TEXT_MAX + 1) } }))).toBe(T.text);
    expect(checkTranslations("x".repeat(TRANSLATION_LIMITS.TOTAL_MAX + 1))).toBe(T.size);
    const many = Object.fromEntries(Array.from({ length: TRANSLATION_LIMITS.ENTRIES_MAX + 1 }, (_, i) => [`common:k${i}`, "x"]));
    expect(checkTranslations(JSON.stringify({ nl: many }))).toBe(T.size);
  });
});

describe("own texts: laid over the catalogs", () => {
  it("replaces only the named texts and leaves the base untouched", () => {
    const base = { common: { welcome: { intro: "Basis", title: "Titel" }, nav: { signIn: "Inloggen" } }, funnel: { a: "b" } };
    const merged = overlayCatalogs(base, { "common:welcome.intro": "Eigen" });
    expect(merged.common.welcome).toEqual({ intro: "Eigen", title: "Titel" });
    expect(base.common.welcome.intro).toBe("Basis");
    // Untouched parts are shared, not copied.
    expect(merged.common.nav).toBe(base.common.nav);
    expect(merged.funnel).toBe(base.funnel);
  });
  it("ignores keys that are not a text of the base", () => {
    const base = { common: { welcome: { intro: "Basis" } } };
    expect(overlayCatalogs(base, { "common:welcome": "x", "common:missing.key": "y", "admin:x": "z" })).toEqual(base);
  });
  it("reads the stored JSON leniently, per language", () => {
    const texts = parsePartnerTexts(
      JSON.stringify({ nl: { "common:welcome.intro": "Eigen", "bad key": "x" }, xx: { "common:a": "b" }, en: { "common:a": 3 } }),
    );
    expect(texts).toEqual({ nl: { "common:welcome.intro": "Eigen" } });
    expect(parsePartnerTexts("not json")).toEqual({});
    expect(parsePartnerTexts(null)).toEqual({});
  });
});

describe("languages the selector offers", () => {
  it("is all the partner's languages when not set", () => {
    expect(offeredLanguages(null, ["nl", "en", "de"], "nl")).toEqual(["nl", "en", "de"]);
    expect(offeredLanguages("", ["nl", "en"], "nl")).toEqual(["nl", "en"]);
  });
  it("keeps to the partner's languages and always holds the default", () => {
    expect(offeredLanguages("en,fr", ["nl", "en", "de"], "nl")).toEqual(["nl", "en"]);
    expect(offeredLanguages("de", ["nl", "en", "de"], "en")).toEqual(["en", "de"]);
  });
  it("the console refuses a language the partner lacks or a list without the default", () => {
    expect(checkAvailableLanguages([], ["nl", "en"], "nl")).toBeNull();
    expect(checkAvailableLanguages(["nl"], ["nl", "en"], "nl")).toBeNull();
    expect(checkAvailableLanguages(["en"], ["nl", "en"], "nl")).toBe(AVAILABLE_LANGUAGES_MESSAGE);
    expect(checkAvailableLanguages(["nl", "fr"], ["nl", "en"], "nl")).toBe(AVAILABLE_LANGUAGES_MESSAGE);
  });
});

describe("the app back link", () => {
  const partner = {
    deeplinkDismissText: "Terug naar de app",
    deeplinkUrl: "acmeapp://home",
    deeplinkWebUrl: "https://app.acme.example/home",
  };
  it("uses the deeplink unless the platform is web", () => {
    expect(appBackLink(partner, null)).toEqual({ text: "Terug naar de app", href: "acmeapp://home" });
    expect(appBackLink(partner, "ios")).toEqual({ text: "Terug naar de app", href: "acmeapp://home" });
    expect(appBackLink(partner, "web")).toEqual({ text: "Terug naar de app", href: "https://app.acme.example/home" });
  });
  it("is absent without a dismiss text or a target, and never links a refused scheme", () => {
    expect(appBackLink({ ...partner, deeplinkDismissText: " " }, null)).toBeNull();
    expect(appBackLink({ ...partner, deeplinkWebUrl: null }, "web")).toBeNull();
    expect(appBackLink({ ...partner, deeplinkUrl: "javascript://%0aalert(1)" }, null)).toBeNull();
    expect(appBackLink({ ...partner, deeplinkWebUrl: "acmeapp://web" }, "web")).toBeNull();
  });
  it("accepts app schemes and https, refuses script, data, plain http and odd characters", () => {
    for (const ok of ["myapp://back", "com.acme.app://open/home?x=1", "https://acme.example/app", "intent://scan#Intent;end"])
      expect(isAppDeeplink(ok)).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "javascript://x%0aalert(1)",
      "JAVASCRIPT://x",
      "data://text/html,x",
      "http://acme.example",
      "vbscript://x",
      "file:///etc/passwd",
      "myapp:back",
      "my app://x",
      'myapp://"x',
      "https://user:pw@acme.example",
    ]) {
      expect(isAppDeeplink(bad), bad).toBe(false);
    }
  });
  it("keeps only known platform values", () => {
    expect(parsePlatform("WEB")).toBe("web");
    expect(parsePlatform("android")).toBe("android");
    expect(parsePlatform("desktop")).toBeNull();
    expect(parsePlatform(null)).toBeNull();
  });
});

describe("policy start date (spec section 5) with validate_policy_start_date", () => {
  const today = "2026-03-31";
  const off = startsFromTomorrow({ validatePolicyStartDate: false }, [{ startDateFromTomorrow: false }]);
  const on = startsFromTomorrow({ validatePolicyStartDate: true }, [{ startDateFromTomorrow: false }]);
  it("the flag, or a product that says so, makes tomorrow the earliest day", () => {
    expect(off).toBe(false);
    expect(on).toBe(true);
    expect(
      startsFromTomorrow({ validatePolicyStartDate: false }, [{ startDateFromTomorrow: false }, { startDateFromTomorrow: true }]),
    ).toBe(true);
    expect(earliestStartDate(today, { fromTomorrow: off })).toBe(today);
    expect(earliestStartDate(today, { fromTomorrow: on })).toBe("2026-04-01");
  });
  it.each([
    ["yesterday", -1, V.minDateReached, V.minDateReached],
    ["today", 0, null, V.minDateReached],
    ["tomorrow", 1, null, null],
    ["+30 days", 30, null, null],
    ["+31 days", 31, V.maxDateReached, V.maxDateReached],
  ])("%s", (_name, days, whenOff, whenOn) => {
    const date = addDays(today, days);
    expect(checkStartDate(date, today, { fromTomorrow: off })).toBe(whenOff);
    expect(checkStartDate(date, today, { fromTomorrow: on })).toBe(whenOn);
  });
});

describe("the console's schema for the new fields", () => {
  const base: Record<string, string | string[]> = {
    displayName: "Acme",
    languages: ["nl", "en", "de"],
    defaultLanguage: "nl",
    currency: "EUR",
    partnerBankDiscountPercent: "0",
  };
  function parse(fields: Record<string, string | string[]>) {
    const data = new FormData();
    for (const [name, value] of Object.entries({ ...base, ...fields }))
      for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
    const submission = parseWithZod(data, { schema: partnerConfigSchemaWith({ knownKey }) });
    return { submission, errors: submission.status === "success" ? {} : (submission.reply().error ?? {}) };
  }
  it("accepts and tidies good values", () => {
    const { submission } = parse({
      availableLanguages: ["nl", "en"],
      translations: '{"nl":{"common:welcome.intro":"Eigen"}}',
      backToPartnerSiteUrl: "https://acme.example",
      deeplinkDismissText: "Terug",
      deeplinkUrl: "acmeapp://home",
      deeplinkWebUrl: "https://app.acme.example",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.availableLanguages).toEqual(["nl", "en"]);
    expect(submission.value.translations).toBe(JSON.stringify({ nl: { "common:welcome.intro": "Eigen" } }, null, 2));
    expect(submission.value.deeplinkUrl).toBe("acmeapp://home");
  });
  it("empty fields are not set", () => {
    const { submission } = parse({ translations: "{}" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.translations).toBeNull();
    expect(submission.value.availableLanguages).toEqual([]);
    expect(submission.value.backToPartnerSiteUrl).toBeNull();
  });
  it("puts each error at its field", () => {
    const { errors } = parse({
      translations: '{"nl":{"common:nope.nope":"x"}}',
      backToPartnerSiteUrl: "http://acme.example",
      deeplinkUrl: "javascript:alert(1)",
      deeplinkWebUrl: "acmeapp://x",
      deeplinkDismissText: "x".repeat(61),
    });
    expect(errors.translations).toEqual([T.key]);
    expect(errors.backToPartnerSiteUrl).toEqual([PARTNER_MESSAGES.https]);
    expect(errors.deeplinkUrl).toEqual([PARTNER_MESSAGES.deeplink]);
    expect(errors.deeplinkWebUrl).toEqual([PARTNER_MESSAGES.https]);
    expect(errors.deeplinkDismissText).toEqual([PARTNER_MESSAGES.tooLong]);
  });
  it("refuses offered languages outside the partner's or without the default, at that field", () => {
    // Checked once the single fields pass (as the default language is).
    expect(parse({ availableLanguages: ["en", "de"] }).errors.availableLanguages).toEqual([AVAILABLE_LANGUAGES_MESSAGE]);
    expect(parse({ availableLanguages: ["nl", "fr"] }).errors.availableLanguages).toEqual([AVAILABLE_LANGUAGES_MESSAGE]);
    // A forged code (no box sends it) is refused too, at the item.
    expect(Object.values(parse({ availableLanguages: ["xx"] }).errors).flat()).toContain(AVAILABLE_LANGUAGES_MESSAGE);
  });
});
