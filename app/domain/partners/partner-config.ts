// The rules of a partner's configuration (spec section 3) as admins edit it: one zod schema
// for the edit page, one for the new-partner page, shared by the routes, the browser-side
// check and the unit tests. Messages are i18n keys: the shared `validations:` ones where the
// rule is the same as the customer's (e-mail, phone), `partners:` for the rest.
import { z } from "zod";
import { SUPPORTED_LANGUAGES, type Language } from "../platform/languages";
import { normaliseHex } from "./theme/colour-editor";
import { checkEmail, checkPhoneNumber, VALIDATION_MESSAGES } from "../platform/field-checks";
import { GTM_ID_PATTERN } from "../platform/analytics";
import { PARTNER_NAME_MAX, PARTNER_NAME_MIN, PARTNER_NAME_PATTERN } from "../platform/partner-host";
import { isGtmCode } from "../platform/consent";
import { checkChatWidgetKey, SUPPORT_MESSAGES, whatsappNumberOf } from "../support/support-channels";
import {
  AVAILABLE_LANGUAGES_MESSAGE,
  checkAvailableLanguages,
  checkTranslations,
  isAppDeeplink,
  TRANSLATION_LIMITS,
  type SettingsMessage,
} from "./partner-settings";
import {
  checkTrustName,
  missingTrustFields,
  normaliseAfmNumber,
  normaliseKifidNumber,
  TRUST_MESSAGES,
  TRUST_NAME_MAX,
} from "../platform/trust-details";

/**
 * The console's check of the WhatsApp setting: a link or a number that libphonenumber-js accepts.
 * Here, not in support-channels.ts, which every page's support menu loads without libphonenumber.
 */
export function checkWhatsapp(value: string): typeof SUPPORT_MESSAGES.whatsapp | null {
  const digits = whatsappNumberOf(value);
  if (!digits) return SUPPORT_MESSAGES.whatsapp;
  return checkPhoneNumber(`+${digits}`) === null ? null : SUPPORT_MESSAGES.whatsapp;
}

export const PARTNER_MESSAGES = {
  required: VALIDATION_MESSAGES.required,
  tooLong: VALIDATION_MESSAGES.tooLong,
  email: VALIDATION_MESSAGES.email,
  languages: "partners:errors.languages",
  defaultLanguage: "partners:errors.defaultLanguage",
  https: "partners:errors.https",
  logo: "partners:errors.logo",
  font: "partners:errors.font",
  gtmId: "partners:errors.gtmId",
  gtmCode: "consent:admin.gtmCodeError",
  currency: "partners:errors.currency",
  discount: "partners:errors.discount",
  ibanCode: "partners:errors.ibanCode",
  chatWidgetKey: "partners:errors.chatWidgetKey",
  nameFormat: "partners:errors.nameFormat",
  nameReserved: "partners:errors.nameReserved",
  nameTaken: "partners:errors.nameTaken",
  brandColour: "partners:errors.brandColour",
  adminEmailTaken: "partners:errors.adminEmailTaken",
  deeplink: "partners:settings.errors.deeplink",
  brokerQuoteUrl: "partners:settings.errors.brokerQuoteUrl",
} as const;
const M = PARTNER_MESSAGES;

/** The on/off switches of a partner (spec section 3), in the order the edit page shows them. */
export const PARTNER_FLAGS = [
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
  "onlyNetherlandsAddresses",
] as const;
export type PartnerFlag = (typeof PARTNER_FLAGS)[number];

export const CURRENCIES = ["EUR", "GBP", "USD"] as const;

/**
 * A Google Tag Manager container id. The same rule guards the id where it is put into the page
 * (app/root.tsx, TagManager), since it lands inside a script.
 */

/**
 * A font-family value: one or more family names of letters, digits, spaces and hyphens,
 * separated by commas ("Georgia, serif"). It is inlined in the page's CSS (--font-primary),
 * so quotes, semicolons, braces, slashes and the like are refused.
 */
export const FONT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*(?:, *[A-Za-z0-9][A-Za-z0-9 -]*)*$/;
export const FONT_MAX_LENGTH = 100;

/** Bank code of an IBAN (NLkk ACME 0123456789): four upper-case letters. */
export const IBAN_CODE_PATTERN = /^[A-Z]{4}$/;

/** Host labels a partner may not take: they name the platform's own hosts or services. */
export const RESERVED_PARTNER_NAMES: readonly string[] = [
  "www",
  "admin",
  "api",
  "app",
  "assets",
  "auth",
  "broker",
  "cdn",
  "default",
  "dev",
  "ftp",
  "localhost",
  "mail",
  "smtp",
  "staff",
  "static",
  "status",
  "test",
];

export const DISPLAY_NAME_MAX = 100;
const URL_MAX = 300;

// ---------------------------------------------------------------------------------------------
// Single rules, as plain checks (null = fine)

type Message =
  | (typeof PARTNER_MESSAGES)[keyof typeof PARTNER_MESSAGES]
  | (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES]
  | SettingsMessage;

/** An absolute https URL without whitespace or credentials. */
export function isHttpsUrl(value: string): boolean {
  if (/[\s"'<>\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/**
 * Where a broker session returns to (decision 0084): an absolute https URL, or, on a development
 * machine, http on localhost (a broker desk run beside the platform). development undefined: the
 * browser's check, which leaves that to the server.
 */
export function checkBrokerQuoteUrl(value: string, { development }: { development?: boolean } = {}): Message | null {
  if (isHttpsUrl(value)) return null;
  if (development === false || /[\s"'<>\\]/.test(value)) return M.brokerQuoteUrl;
  try {
    const url = new URL(value);
    const local = url.hostname === "localhost" || url.hostname.endsWith(".localhost") || url.hostname === "127.0.0.1";
    return url.protocol === "http:" && local && url.username === "" && url.password === "" ? null : M.brokerQuoteUrl;
  } catch {
    return M.brokerQuoteUrl;
  }
}

/** A logo: a path on the platform itself (/brands/acme/logo.svg) or an https URL. */
export function checkLogo(value: string): Message | null {
  if (value.startsWith("/")) {
    // "//host/x" would be another site; only plain path characters.
    return !value.startsWith("//") && /^\/[A-Za-z0-9._~/%+-]*$/.test(value) ? null : M.logo;
  }
  return isHttpsUrl(value) ? null : M.logo;
}

export function checkFont(value: string): Message | null {
  return value.length <= FONT_MAX_LENGTH && FONT_PATTERN.test(value) ? null : M.font;
}

export function checkGtmId(value: string): Message | null {
  return GTM_ID_PATTERN.test(value) ? null : M.gtmId;
}

/** The format of a new partner's name; whether it is taken is the database's to say. */
export function checkPartnerName(value: string): Message | null {
  if (value.length < PARTNER_NAME_MIN || value.length > PARTNER_NAME_MAX || !PARTNER_NAME_PATTERN.test(value)) return M.nameFormat;
  if (RESERVED_PARTNER_NAMES.includes(value)) return M.nameReserved;
  return null;
}

// ---------------------------------------------------------------------------------------------
// zod building blocks. Conform turns empty fields into undefined; optional text becomes null
// (the column's "not set").

function rule(check: (value: string) => string | null) {
  return (value: string | null, ctx: z.RefinementCtx) => {
    if (!value) return;
    const message = check(value);
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  };
}

const text = () => z.string({ required_error: M.required, invalid_type_error: M.required }).trim();

const optional = (max: number, check?: (value: string) => string | null) => {
  const base = text()
    .max(max, M.tooLong)
    .nullish()
    .transform((v) => v || null);
  return check ? base.superRefine(rule(check)) : base;
};

const flag = () =>
  z
    .boolean()
    .optional()
    .transform((v) => v ?? false);

const language = z.enum(SUPPORTED_LANGUAGES, { errorMap: () => ({ message: M.defaultLanguage }) });

export const languagesField = z
  .array(z.enum(SUPPORTED_LANGUAGES, { errorMap: () => ({ message: M.languages }) }), {
    required_error: M.languages,
    invalid_type_error: M.languages,
  })
  .min(1, M.languages)
  // Stored in the fixed order nl,en,de,fr whatever order the boxes came in.
  .transform((list) => SUPPORTED_LANGUAGES.filter((code) => list.includes(code)));

export const displayNameField = text().min(1, M.required).max(DISPLAY_NAME_MAX, M.tooLong);

/** The default language must be one of the partner's languages: reported at the default's field. */
function withDefaultInLanguages<T extends { languages: Language[]; defaultLanguage: Language }>(value: T, ctx: z.RefinementCtx) {
  if (!value.languages.includes(value.defaultLanguage)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: M.defaultLanguage, path: ["defaultLanguage"] });
  }
}

const languageShape = {
  languages: languagesField,
  defaultLanguage: language,
};

const flagShape = Object.fromEntries(PARTNER_FLAGS.map((name) => [name, flag()])) as Record<PartnerFlag, ReturnType<typeof flag>>;

/** The languages the selector offers (decision 0052): none ticked means all of the partner's. */
const availableLanguagesField = z
  .array(z.enum(SUPPORTED_LANGUAGES, { errorMap: () => ({ message: AVAILABLE_LANGUAGES_MESSAGE }) }))
  .optional()
  .transform((list) => SUPPORTED_LANGUAGES.filter((code) => (list ?? []).includes(code)));

function withAvailableInLanguages<T extends { languages: Language[]; defaultLanguage: Language; availableLanguages: Language[] }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  const message = checkAvailableLanguages(value.availableLanguages, value.languages, value.defaultLanguage);
  if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: ["availableLanguages"] });
}

/** Stored tidy (two-space JSON), so the console shows what the pages use. */
function translationsField(knownKey?: (ns: string, key: string) => boolean) {
  return optional(TRANSLATION_LIMITS.TOTAL_MAX, (v) => checkTranslations(v, { knownKey })).transform((v) => {
    if (!v) return null;
    try {
      const parsed = JSON.parse(v) as Record<string, unknown>;
      return Object.keys(parsed).length === 0 ? null : JSON.stringify(parsed, null, 2);
    } catch {
      return v;
    }
  });
}

/**
 * Everything an admin edits on a partner's page. The server passes `knownKey` (the catalogs);
 * the browser's check goes without it and the server's answer names an unknown key.
 */
export function partnerConfigSchemaWith({
  knownKey,
  development,
}: { knownKey?: (ns: string, key: string) => boolean; development?: boolean } = {}) {
  return z
    .object({
      displayName: displayNameField,
      ...languageShape,
      ...flagShape,
      supportEmail: optional(254, checkEmail),
      supportPhoneNumber: optional(40, checkPhoneNumber),
      // A phone number or a wa.me link; the Zendesk Web Widget's key (decision 0046).
      supportWhatsappUrl: optional(URL_MAX, checkWhatsapp),
      chatWidgetKey: optional(100, checkChatWidgetKey),
      // Where the partner's app takes the freelancer back after a check-in (decision 0036).
      checkinReturnUrl: optional(URL_MAX, (v) => (isHttpsUrl(v) ? null : M.https)),
      logoPrimary: optional(URL_MAX, checkLogo),
      logoSecondary: optional(URL_MAX, checkLogo),
      fontPrimary: optional(FONT_MAX_LENGTH, checkFont),
      googleTagManagerId: optional(40, checkGtmId),
      // The tag manager environment's query (decision 0050).
      googleTagManagerCode: optional(120, (v) => (isGtmCode(v) ? null : M.gtmCode)),
      currency: z.enum(CURRENCIES, { errorMap: () => ({ message: M.currency }) }),
      partnerBankDiscountPercent: z
        .number({ required_error: M.required, invalid_type_error: M.discount })
        .int(M.discount)
        .min(0, M.discount)
        .max(100, M.discount),
      partnerBankIbanCode: optional(20, (v) => (IBAN_CODE_PATTERN.test(v) ? null : M.ibanCode)),
      // Decision 0052: the settings that change what customers see.
      availableLanguages: availableLanguagesField,
      translations: translationsField(knownKey),
      backToPartnerSiteUrl: optional(URL_MAX, (v) => (isHttpsUrl(v) ? null : M.https)),
      deeplinkUrl: optional(URL_MAX, (v) => (isAppDeeplink(v) ? null : M.deeplink)),
      deeplinkWebUrl: optional(URL_MAX, (v) => (isHttpsUrl(v) ? null : M.https)),
      deeplinkDismissText: optional(DEEPLINK_TEXT_MAX),
      // Where leaving a broker session goes; wins over BROKER_QUOTE_URL_<ENV> (decision 0084).
      brokerQuoteUrl: optional(URL_MAX, (v) => checkBrokerQuoteUrl(v, { development })),
      // An intermediary's own regulatory details (decision 0085): all three or none (the insurer's).
      insurerName: optional(TRUST_NAME_MAX, checkTrustName),
      afmNumber: optional(20, (v) => (normaliseAfmNumber(v) ? null : TRUST_MESSAGES.afmNumber)).transform((v) =>
        v ? normaliseAfmNumber(v) : null,
      ),
      kifidNumber: optional(20, (v) => (normaliseKifidNumber(v) ? null : TRUST_MESSAGES.kifidNumber)).transform((v) =>
        v ? normaliseKifidNumber(v) : null,
      ),
    })
    .superRefine(withDefaultInLanguages)
    .superRefine((value, ctx) => {
      withAvailableInLanguages(value, ctx);
      withTrustComplete(value, ctx);
    });
}

/** Some of the regulatory details without the others: each missing one is named at its field. */
function withTrustComplete<T extends { insurerName: string | null; afmNumber: string | null; kifidNumber: string | null }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  for (const field of missingTrustFields(value))
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: TRUST_MESSAGES.incomplete, path: [field] });
}

export const DEEPLINK_TEXT_MAX = 60;
export const partnerConfigSchema = partnerConfigSchemaWith();

export type PartnerConfigInput = z.output<typeof partnerConfigSchema>;
export type PartnerConfigField = keyof PartnerConfigInput;
export const PARTNER_CONFIG_FIELDS = Object.keys(partnerConfigSchema.innerType().innerType().shape) as PartnerConfigField[];

export const partnerNameField = text().min(1, M.required).superRefine(rule(checkPartnerName));

/** The brand colour a new partner's palette is derived from (#rgb or #rrggbb), stored as #rrggbb. */
export const DEFAULT_BRAND_COLOUR = "#1f4e8c";
export const brandColourField = text()
  .min(1, M.required)
  .transform((value, ctx) => {
    const hex = normaliseHex(value);
    if (!hex) ctx.addIssue({ code: z.ZodIssueCode.custom, message: M.brandColour });
    return hex ?? value;
  });

/**
 * A new partner (issue 17 point 4): its host label, its name on the pages, its languages, the
 * brand colour its palette is derived from and, optionally, the e-mail address of its admin.
 * The logo is a file: the route checks it (domain/logo-upload.ts).
 */
export const newPartnerSchema = z
  .object({
    name: partnerNameField,
    displayName: displayNameField,
    ...languageShape,
    brandColour: brandColourField,
    adminEmail: optional(254, checkEmail).transform((v) => v?.toLowerCase() ?? null),
  })
  .superRefine(withDefaultInLanguages);

export type NewPartnerInput = z.output<typeof newPartnerSchema>;

/** As the database stores languages: "nl,en". */
export function languagesColumn(languages: readonly Language[]): string {
  return languages.join(",");
}
