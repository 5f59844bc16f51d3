// The partner settings of decision 0052 end to end on the server, on a scratch database:
// the console saves them (own partner only, audited, bad input at the field and never a 500),
// and each one changes what that partner's pages get while another partner stays as it was.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("partner-settings");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "partner-settings-test-secret";
// Long enough that only invalidation (never expiry) can make a change show.
process.env.PARTNER_CACHE_SECONDS = "3600";

const { db } = await import("~/server/platform/db.server");
const { loadPartner } = await import("~/server/platform/partner.server");
const { getRequestContext } = await import("~/server/platform/request-context.server");
const { i18nFor } = await import("~/server/platform/i18n.server");
const { todayInAmsterdam, addDays } = await import("~/domain/platform/validation");
const partnerRoute = await import("~/routes/partners/admin-partner");
const rootRoute = await import("~/root");
const paymentRoute = await import("~/routes/checkout/checkout-payment");
const welcomeRoute = await import("~/routes/catalogue/welcome");
const h = await import("./support/funnel-harness");
const { answerOf, args, getRequest, postForm } = h;

const ADMIN_HOST = "localhost";
const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";
const SOLO = "solo.localhost";
const IBAN = h.dutchIban("ABNA", "417164300");

const partnerByName = (name: string) => db.partner.findUniqueOrThrow({ where: { name } });

/** The edit form as the page posts it: every stored value, with changes (null leaves a field out). */
async function formOf(name: string, changes: Record<string, string | string[] | null> = {}): Promise<[string, string][]> {
  const p = await partnerByName(name);
  const flags = [
    "hideKvk",
    "allowManualCompanyInformation",
    "loginViaEmailAvailable",
    "validatePolicyStartDate",
    "isDirect",
    "enableVisualEffects",
    "hideProfessionsOnWelcomeScreen",
    "hideProfessionPage",
    "hideInvoicesAndSupport",
    "disableLogoLink",
  ] as const;
  const values: Record<string, string | string[] | null> = {
    displayName: p.displayName,
    languages: p.languages.split(","),
    defaultLanguage: p.defaultLanguage,
    supportEmail: p.supportEmail,
    supportPhoneNumber: p.supportPhoneNumber,
    supportWhatsappUrl: p.supportWhatsappUrl,
    chatWidgetKey: p.chatWidgetKey,
    checkinReturnUrl: p.checkinReturnUrl,
    logoPrimary: p.logoPrimary,
    logoSecondary: p.logoSecondary,
    fontPrimary: p.fontPrimary,
    googleTagManagerId: p.googleTagManagerId,
    currency: p.currency,
    partnerBankDiscountPercent: String(p.partnerBankDiscountPercent),
    partnerBankIbanCode: p.partnerBankIbanCode,
    availableLanguages: p.availableLanguages ? p.availableLanguages.split(",") : null,
    translations: p.translations,
    backToPartnerSiteUrl: p.backToPartnerSiteUrl,
    deeplinkUrl: p.deeplinkUrl,
    deeplinkWebUrl: p.deeplinkWebUrl,
    deeplinkDismissText: p.deeplinkDismissText,
    ...Object.fromEntries(flags.map((flag) => [flag, p[flag] ? "on" : null])),
    ...changes,
  };
  return Object.entries(values).flatMap(([key, value]) =>
    value === null ? [] : Array.isArray(value) ? value.map((item): [string, string] => [key, item]) : [[key, value] as [string, string]],
  );
}

async function save(name: string, changes: Record<string, string | string[] | null>, cookie: string) {
  const partner = await partnerByName(name);
  const fields = await formOf(name, changes);
  return answerOf(() =>
    partnerRoute.action({
      request: postForm(ADMIN_HOST, `/admin/partners/${partner.id}`, fields, cookie),
      params: { partnerId: partner.id },
      context: {},
    }),
  );
}

const acmeAdmin = () => h.staffCookie("admin@acme.example");
const rootData = async (host: string, search = "", cookie: string | null = null) => {
  const answer = await answerOf(() => rootRoute.loader(args(getRequest(host, `/welcome${search}`, cookie))));
  return {
    answer,
    body: answer.body as {
      language: string;
      partner: { availableLanguages: string[] };
      partnerTexts: Record<string, string> | null;
      appBackLink: { text: string; href: string } | null;
    },
  };
};
type FormReply = { status: string; error: Record<string, string[] | null> };

describe("the console saves the settings", () => {
  it("an own admin saves every new setting; stored, audited, and the cache shows it at once", async () => {
    const cookie = await acmeAdmin();
    const boekfixBefore = await partnerByName("boekfix");
    const answer = await save(
      "acme",
      {
        languages: ["nl", "en", "de"],
        availableLanguages: ["nl", "de"],
        translations: JSON.stringify({
          nl: { "common:welcome.intro": "Acme's eigen welkom" },
          en: { "common:welcome.intro": "Acme's own welcome" },
        }),
        backToPartnerSiteUrl: "https://acme.example/terug",
        deeplinkDismissText: "Terug naar Acme",
        deeplinkUrl: "acmeapp://home",
        deeplinkWebUrl: "https://app.acme.example/home",
        validatePolicyStartDate: "on",
        enableVisualEffects: "on",
        hideProfessionsOnWelcomeScreen: "on",
        disableLogoLink: "on",
      },
      cookie,
    );
    expect(answer.status).toBe(302);
    const stored = await partnerByName("acme");
    expect(stored).toMatchObject({
      availableLanguages: "nl,de",
      backToPartnerSiteUrl: "https://acme.example/terug",
      deeplinkDismissText: "Terug naar Acme",
      deeplinkUrl: "acmeapp://home",
      deeplinkWebUrl: "https://app.acme.example/home",
      validatePolicyStartDate: true,
      enableVisualEffects: true,
      hideProfessionsOnWelcomeScreen: true,
      disableLogoLink: true,
    });
    expect(JSON.parse(stored.translations!)).toEqual({
      nl: { "common:welcome.intro": "Acme's eigen welkom" },
      en: { "common:welcome.intro": "Acme's own welcome" },
    });
    const audit = await db.auditLog.findFirstOrThrow({
      where: { partnerId: stored.id, action: "partner_updated" },
      orderBy: { at: "desc" },
    });
    const details = JSON.parse(typeof audit.details === "string" ? audit.details : JSON.stringify(audit.details)) as {
      new: Record<string, unknown>;
    };
    expect(Object.keys(details.new)).toEqual(
      expect.arrayContaining(["availableLanguages", "translations", "deeplinkUrl", "backToPartnerSiteUrl"]),
    );
    const loaded = await loadPartner({ kind: "named", name: "acme" });
    expect(loaded?.config.availableLanguages).toEqual(["nl", "de"]);
    expect(loaded?.texts.nl).toEqual({ "common:welcome.intro": "Acme's eigen welkom" });
    // Another partner is untouched.
    expect(await partnerByName("boekfix")).toEqual(boekfixBefore);
  });

  it("answers bad input with translated field errors, keeps nothing, never a 500", async () => {
    const cookie = await acmeAdmin();
    const before = await partnerByName("acme");
    const cases: [Record<string, string | string[]>, string, string][] = [
      [{ translations: "{not json" }, "translations", "partners:settings.errors.translationsJson"],
      [
        { translations: JSON.stringify({ nl: { "common:welcome.nope": "x" } }) },
        "translations",
        "partners:settings.errors.translationsKey",
      ],
      [{ translations: JSON.stringify({ nl: { "admin:nav.partners": "x" } }) }, "translations", "partners:settings.errors.translationsKey"],
      [
        { translations: JSON.stringify({ xx: { "common:welcome.intro": "x" } }) },
        "translations",
        "partners:settings.errors.translationsLanguage",
      ],
      [
        { translations: JSON.stringify({ nl: { "common:welcome.intro": "x".repeat(1001) } }) },
        "translations",
        "partners:settings.errors.translationsText",
      ],
      [{ translations: "x".repeat(20_001) }, "translations", "validations:tooLong"],
      [{ deeplinkUrl: "javascript:alert(1)" }, "deeplinkUrl", "partners:settings.errors.deeplink"],
      [{ deeplinkUrl: "data://text/html,hi" }, "deeplinkUrl", "partners:settings.errors.deeplink"],
      [{ deeplinkWebUrl: "http://app.acme.example" }, "deeplinkWebUrl", "partners:errors.https"],
      [{ backToPartnerSiteUrl: "javascript:alert(1)" }, "backToPartnerSiteUrl", "partners:errors.https"],
      [{ availableLanguages: ["de", "fr"] }, "availableLanguages", "partners:settings.errors.availableLanguages"],
    ];
    for (const [changes, field, message] of cases) {
      const answer = await save("acme", changes, cookie);
      expect(answer.status, JSON.stringify(changes).slice(0, 80)).toBe(400);
      expect((answer.body as FormReply).error[field], field).toEqual([message]);
    }
    expect(await partnerByName("acme")).toEqual(before);
  });

  it("the broker quote page (decision 0084): https stored, http only on localhost in development, else said at the field", async () => {
    const cookie = await acmeAdmin();
    expect((await save("acme", { brokerQuoteUrl: "https://advies.acme.example/offertes" }, cookie)).status).toBe(302);
    expect((await partnerByName("acme")).brokerQuoteUrl).toBe("https://advies.acme.example/offertes");
    // The tests run as development (no APP_ENVIRONMENT, not production): a desk beside the platform.
    expect((await save("acme", { brokerQuoteUrl: "http://localhost:4000/quotes" }, cookie)).status).toBe(302);
    expect((await partnerByName("acme")).brokerQuoteUrl).toBe("http://localhost:4000/quotes");
    for (const wrong of ["http://advies.acme.example/offertes", "/broker/quotes", "javascript:alert(1)"]) {
      const answer = await save("acme", { brokerQuoteUrl: wrong }, cookie);
      expect(answer.status, wrong).toBe(400);
      expect((answer.body as FormReply).error.brokerQuoteUrl, wrong).toEqual(["partners:settings.errors.brokerQuoteUrl"]);
    }
    expect((await partnerByName("acme")).brokerQuoteUrl).toBe("http://localhost:4000/quotes");
    // Emptied: none, and the environment's page applies again.
    expect((await save("acme", { brokerQuoteUrl: "" }, cookie)).status).toBe(302);
    expect((await partnerByName("acme")).brokerQuoteUrl).toBeNull();
  });

  it("another partner's own admin cannot save acme's settings (404, nothing changed)", async () => {
    const acme = await partnerByName("acme");
    // A second partner's own admin (the seed has one for acme only).
    const solo = await partnerByName("solo");
    const email = `admin-solo-${process.pid}@example.org`;
    await db.staffAccount.create({ data: { role: "admin", email, name: "solo", partnerId: solo.id, passwordHash: "unused" } });
    const cookie = await h.staffCookie(email);
    const fields = await formOf("acme", { deeplinkDismissText: "Gekaapt" });
    const answer = await answerOf(() =>
      partnerRoute.action({
        request: postForm(ADMIN_HOST, `/admin/partners/${acme.id}`, fields, cookie),
        params: { partnerId: acme.id },
        context: {},
      }),
    );
    expect(answer.status).toBe(404);
    expect(await partnerByName("acme")).toEqual(acme);
  });
});

describe("what the pages get", () => {
  it("own texts: the server renders them in the page's language, only for this partner", async () => {
    const acme = await loadPartner({ kind: "named", name: "acme" });
    const boekfix = await loadPartner({ kind: "named", name: "boekfix" });
    expect((await i18nFor("nl", acme?.texts.nl)).t("common:welcome.intro")).toBe("Acme's eigen welkom");
    expect((await i18nFor("nl", boekfix?.texts.nl)).t("common:welcome.intro")).not.toBe("Acme's eigen welkom");
    expect((await i18nFor("nl")).t("common:welcome.intro")).not.toBe("Acme's eigen welkom");
    // The root loader hands the browser only the current language's overrides.
    const { body } = await rootData(ACME);
    expect(body.partnerTexts).toEqual({ "common:welcome.intro": "Acme's eigen welkom" });
    expect((await rootData(BOEKFIX)).body.partnerTexts).toBeNull();
  });

  it("own texts reach the partner's mails too, in the mail's language, and no other partner's", async () => {
    const { sendMagicLink } = await import("~/server/account/sign-in.server");
    const { partnerI18nFor, loadPartnerOf } = await import("~/server/platform/partner.server");
    const name = `mailtexts${process.pid}`;
    await db.partner.create({
      data: {
        name,
        displayName: "Mail Texts",
        defaultLanguage: "nl",
        languages: "nl,en",
        translations: JSON.stringify({
          nl: { "auth:mail.greeting": "Goedemorgen ondernemer," },
          en: { "auth:mail.subject": "Your way in to {{partner}}" },
        }),
      },
    });
    const own = await loadPartner({ kind: "named", name });
    const email = `mailtexts-${process.pid}@example.nl`;
    await sendMagicLink(getRequest(`${name}.localhost`, "/sign-in"), own!, "nl", email, null);
    await sendMagicLink(getRequest(`${name}.localhost`, "/sign-in"), own!, "en", email, null);
    const mails = await db.outboxMail.findMany({ where: { to: email }, orderBy: { createdAt: "asc" } });
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text.startsWith("Goedemorgen ondernemer,")).toBe(true);
    expect(mails[0]!.subject).toBe("Je inloglink voor Mail Texts");
    expect(mails[1]!.subject).toBe("Your way in to Mail Texts");
    expect(mails[1]!.text.startsWith("Goedemorgen")).toBe(false);
    // Work without a page (back office, payment reminders) finds the same texts from the partner row.
    const byRow = await partnerI18nFor(await loadPartnerOf({ name, isDefault: false }), "nl");
    expect(byRow.getFixedT("nl", "auth")("mail.greeting")).toBe("Goedemorgen ondernemer,");
    const other = await partnerI18nFor(await loadPartner({ kind: "named", name: "boekfix" }), "nl");
    expect(other.getFixedT("nl", "auth")("mail.greeting")).toBe("Hallo,");
  });

  it("offered languages: the selector's list, and ?lng= only picks one of them", async () => {
    const { body } = await rootData(ACME);
    expect(body.partner.availableLanguages).toEqual(["nl", "de"]);
    expect((await getRequestContext(getRequest(ACME, "/welcome?lng=en"))).language).toBe("nl");
    expect((await getRequestContext(getRequest(ACME, "/welcome?lng=de"))).language).toBe("de");
    // English is one of acme's languages, but no longer offered: the cookie cannot pick it either.
    expect((await rootData(ACME, "?lng=en")).body.language).toBe("nl");
  });

  it("the app back link: the deeplink, or the web URL when the platform is web, kept for the visit", async () => {
    expect((await rootData(ACME)).body.appBackLink).toEqual({ text: "Terug naar Acme", href: "acmeapp://home" });
    const web = await rootData(ACME, "?platform=web");
    expect(web.body.appBackLink).toEqual({ text: "Terug naar Acme", href: "https://app.acme.example/home" });
    const cookie = /(__platform=[^;]*)/.exec(web.answer.headers.get("Set-Cookie") ?? "")?.[1];
    expect(cookie).toBeTruthy();
    expect((await rootData(ACME, "", cookie!)).body.appBackLink?.href).toBe("https://app.acme.example/home");
    expect((await rootData(BOEKFIX)).body.appBackLink).toBeNull();
  });

  it("hidden professions: acme's welcome page lists none, solo's still does", async () => {
    const acme = await answerOf(() => welcomeRoute.loader(args(getRequest(ACME, "/welcome"))));
    const solo = await answerOf(() => welcomeRoute.loader(args(getRequest(SOLO, "/welcome"))));
    expect((acme.body as { professions: unknown[] }).professions).toEqual([]);
    expect((solo.body as { professions: unknown[] }).professions.length).toBeGreaterThan(0);
  });

  it("start date: with the flag today is refused and tomorrow allowed; without it today is allowed", async () => {
    const today = todayInAmsterdam();
    const pay = async (partnerName: string, host: string, startDate: string) => {
      const buyer = await h.readyForPayment(partnerName, ["business-liability"]);
      const answer = await answerOf(() =>
        paymentRoute.action(
          args(postForm(host, "/checkout/payment", { start_date: startDate, iban_number: IBAN, consent: "on" }, buyer.cookie)),
        ),
      );
      return { answer, policies: await db.policy.count({ where: { userId: buyer.userId } }) };
    };
    const refused = await pay("acme", ACME, today);
    expect(refused.answer.status).toBe(400);
    expect((refused.answer.body as FormReply).error.start_date).toEqual(["validations:minDateReached"]);
    expect(refused.policies).toBe(0);
    const tomorrow = await pay("acme", ACME, addDays(today, 1));
    expect(tomorrow.answer.status).toBe(302);
    expect(tomorrow.policies).toBe(1);
    // boekfix leaves the flag off: today is fine there.
    expect((await partnerByName("boekfix")).validatePolicyStartDate).toBe(false);
    const elsewhere = await pay("boekfix", BOEKFIX, today);
    expect(elsewhere.answer.status).toBe(302);
  });
});
