// The partner of a request and its theme, read once and kept in memory. Code that changes a
// partner's config or colours calls invalidatePartnerCache; other processes (PostgreSQL,
// several machines) pick the change up when their entry expires (PARTNER_CACHE_SECONDS).
import { matchHost, type HostMatch, type PartnerRequest } from "~/domain/platform/partner-host";
import { parseLanguageList, type Language } from "~/domain/platform/languages";
import { offeredLanguages, parsePartnerTexts, type PartnerTexts } from "~/domain/partners/partner-settings";
import { resolveTheme, themeToCss, type ColourKeySpec, type Theme } from "~/domain/partners/theme/theme";
import { config } from "./config.server";
import { db } from "./db.server";
import { publish, subscribe } from "./live-bus.server";
import { logger } from "./logger.server";
import { TtlCache } from "./ttl-cache.server";
import { i18nFor, serverT } from "~/server/platform/i18n.server";

/** What the browser may see of a partner: no secrets, only what the pages use. */
export type PartnerConfig = {
  id: string;
  name: string;
  displayName: string;
  isDefault: boolean;
  languages: Language[];
  /** What the language selector offers and ?lng= / the cookie may pick (decision 0052). */
  availableLanguages: Language[];
  defaultLanguage: Language;
  hideKvk: boolean;
  allowManualCompanyInformation: boolean;
  loginViaEmailAvailable: boolean;
  googleTagManagerId: string | null;
  googleTagManagerCode: string | null;
  validatePolicyStartDate: boolean;
  logoPrimary: string | null;
  logoSecondary: string | null;
  fontPrimary: string | null;
  supportEmail: string | null;
  supportPhoneNumber: string | null;
  supportWhatsappUrl: string | null;
  chatWidgetKey: string | null;
  isDirect: boolean;
  enableVisualEffects: boolean;
  hideProfessionsOnWelcomeScreen: boolean;
  hideProfessionPage: boolean;
  hideInvoicesAndSupport: boolean;
  disableLogoLink: boolean;
  backToPartnerSiteUrl: string | null;
  deeplinkUrl: string | null;
  deeplinkWebUrl: string | null;
  deeplinkDismissText: string | null;
  /** An intermediary's own name, AFM and Kifid numbers (decision 0085); null: the insurer's. */
  insurerName: string | null;
  afmNumber: string | null;
  kifidNumber: string | null;
  /** Where the partner's app takes the freelancer back after a check-in (decision 0036). */
  checkinReturnUrl: string | null;
  currency: string;
  partnerBankDiscountPercent: number;
  partnerBankIbanCode: string | null;
  /** Company and personal addresses only in the Netherlands (spec 5, validations.onlyNL; decision 0092). */
  onlyNetherlandsAddresses: boolean;
};

/**
 * `texts`: the partner's overrides of the catalog texts, parsed once per cache entry; a save
 * drops the entry, so a new object stands for the new version (i18n.server keys on it).
 */
export type LoadedPartner = { config: PartnerConfig; theme: Theme; themeCss: string; texts: PartnerTexts };

const ttl = () => config.partnerCacheSeconds * 1000;
// Unknown names are cached too, so a flood of random host names costs no queries; bounded.
const partners = new TtlCache<string, LoadedPartner | null>(ttl, 5000);
const colourKeys = new TtlCache<"all", ColourKeySpec[]>(ttl, 1);

function cacheKey(request: PartnerRequest): string {
  return request.kind === "default" ? "\u0000default" : request.name;
}

/**
 * Drop cached partners (one by name, or all) after their config or colours change, in this
 * process and in every other one: the other workers of this machine and, on PostgreSQL, the
 * other machines (live-bus.server.ts). A process that misses it catches up within
 * PARTNER_CACHE_SECONDS.
 */
export function invalidatePartnerCache(name?: string): void {
  void publish("partner-cache", { name: name ?? null }).catch((error) => logger.warn({ err: error }, "partner cache change not relayed"));
}

subscribe("partner-cache", (payload) => {
  const name = (payload as { name?: unknown } | null)?.name;
  dropFromCache(typeof name === "string" ? name : undefined);
});

function dropFromCache(name?: string): void {
  if (!name) {
    partners.clear();
    colourKeys.clear();
    return;
  }
  partners.deleteWhere((key, value) => key === name || value?.config.name === name);
}

function loadColourKeys(): Promise<ColourKeySpec[]> {
  return colourKeys.getOrLoad("all", () =>
    db.colourKey.findMany({ select: { key: true, defaultValue: true, fallbackKey: true }, orderBy: { key: "asc" } }),
  );
}

// The config goes to the browser (root loader): only these columns are read, so a secret
// column (linkSigningSecret) can never end up in a page.
const CONFIG_COLUMNS = {
  id: true,
  name: true,
  displayName: true,
  isDefault: true,
  languages: true,
  defaultLanguage: true,
  hideKvk: true,
  allowManualCompanyInformation: true,
  loginViaEmailAvailable: true,
  googleTagManagerId: true,
  googleTagManagerCode: true,
  validatePolicyStartDate: true,
  logoPrimary: true,
  logoSecondary: true,
  fontPrimary: true,
  supportEmail: true,
  supportPhoneNumber: true,
  supportWhatsappUrl: true,
  chatWidgetKey: true,
  isDirect: true,
  enableVisualEffects: true,
  hideProfessionsOnWelcomeScreen: true,
  hideProfessionPage: true,
  hideInvoicesAndSupport: true,
  disableLogoLink: true,
  backToPartnerSiteUrl: true,
  checkinReturnUrl: true,
  currency: true,
  partnerBankDiscountPercent: true,
  partnerBankIbanCode: true,
  onlyNetherlandsAddresses: true,
  availableLanguages: true,
  deeplinkUrl: true,
  deeplinkWebUrl: true,
  deeplinkDismissText: true,
  insurerName: true,
  afmNumber: true,
  kifidNumber: true,
} as const satisfies Record<keyof PartnerConfig, true>;

function toConfig(row: Awaited<ReturnType<typeof findPartner>> & object): PartnerConfig {
  const languages = parseLanguageList(row.languages);
  const defaultLanguage = languages.find((l) => l === row.defaultLanguage) ?? languages[0]!;
  const { colours: _colours, translations: _translations, ...rest } = row;
  return { ...rest, languages, defaultLanguage, availableLanguages: offeredLanguages(row.availableLanguages, languages, defaultLanguage) };
}

function findPartner(request: PartnerRequest) {
  // translations stay on the server: the page gets only its own language's (root loader).
  const select = { ...CONFIG_COLUMNS, translations: true, colours: { select: { key: true, value: true } } } as const;
  return request.kind === "default"
    ? db.partner.findFirst({ where: { isDefault: true }, select })
    : db.partner.findUnique({ where: { name: request.name }, select });
}

export function loadPartner(request: PartnerRequest | null): Promise<LoadedPartner | null> {
  // A host that is not ours costs no query (server.mjs already answers it 404).
  if (!request) return Promise.resolve(null);
  return partners.getOrLoad(cacheKey(request), async () => {
    const [row, keys] = await Promise.all([findPartner(request), loadColourKeys()]);
    if (!row) return null;
    const theme = resolveTheme(keys, new Map(row.colours.map((c) => [c.key, c.value])));
    return { config: toConfig(row), theme, themeCss: themeToCss(theme), texts: parsePartnerTexts(row.translations) };
  });
}

/** The built-in theme, for pages shown without a partner (an unknown host's 404). */
export async function builtInThemeCss(): Promise<string> {
  const keys = await loadColourKeys();
  return themeToCss(resolveTheme(keys, new Map()));
}

/** The host the browser asked for: the Host header, or a trusted proxy's X-Forwarded-Host. */
export function hostHeaderOf(request: Request): string | null {
  const forwarded = config.trustProxy ? request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim() : null;
  return forwarded || request.headers.get("Host");
}

/** Which of our hosts this request came to (decision 0023). */
export function hostMatchOf(request: Request): HostMatch {
  return matchHost(hostHeaderOf(request), config.rootDomains);
}

/** The partner the request's host asks for; null for a host that is not ours. */
export function partnerRequestFor(request: Request): PartnerRequest | null {
  const match = hostMatchOf(request);
  if (match.kind === "default") return { kind: "default" };
  if (match.kind === "named") return { kind: "named", name: match.name };
  return null;
}

/** A partner by its id (work without a request, such as a webhook), through the same cache. */
export async function loadPartnerById(partnerId: string): Promise<LoadedPartner | null> {
  const row = await db.partner.findUnique({ where: { id: partnerId }, select: { name: true, isDefault: true } });
  return row ? loadPartnerOf(row) : null;
}

/** A partner read along with other rows (a policy's, an invoice's), through the same cache. */
export function loadPartnerOf(row: { name: string; isDefault: boolean }): Promise<LoadedPartner | null> {
  return loadPartner(row.isDefault ? { kind: "default" } : { kind: "named", name: row.name });
}

/**
 * Translations for what a partner sends outside a page (mails, PDFs): the catalogs of the
 * language with the partner's own texts over them, as its pages show them (decision 0052).
 */
export function partnerI18nFor(partner: LoadedPartner | null, language: Language) {
  return i18nFor(language, partner?.texts[language] ?? null);
}

/** The same texts as a t of one namespace, through remix-i18next's getFixedT (i18n.server.ts serverT). */
export function partnerT(partner: LoadedPartner | null, language: Language, namespace?: string) {
  return serverT(language, namespace, partner?.texts[language] ?? null);
}
