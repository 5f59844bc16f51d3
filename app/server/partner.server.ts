// The partner of a request and its theme, read once and kept in memory. Code that changes a
// partner's config or colours calls invalidatePartnerCache; other processes (PostgreSQL,
// several machines) pick the change up when their entry expires (PARTNER_CACHE_SECONDS).
import { partnerFromHost, type PartnerRequest } from "~/domain/partner-host";
import { parseLanguageList, type Language } from "~/domain/languages";
import { resolveTheme, themeToCss, type ColourKeySpec, type Theme } from "~/domain/theme/theme";
import { config } from "./config.server";
import { db } from "./db.server";

/** What the browser may see of a partner: no secrets, only what the pages use. */
export type PartnerConfig = {
  id: string;
  name: string;
  displayName: string;
  isDefault: boolean;
  languages: Language[];
  defaultLanguage: Language;
  hideKvk: boolean;
  allowManualCompanyInformation: boolean;
  loginViaEmailAvailable: boolean;
  googleTagManagerId: string | null;
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
  currency: string;
  partnerBankDiscountPercent: number;
};

export type LoadedPartner = { config: PartnerConfig; theme: Theme; themeCss: string };

type Entry = { value: LoadedPartner | null; expiresAt: number };
const cache = new Map<string, Entry>();
let colourKeys: { value: ColourKeySpec[]; expiresAt: number } | null = null;

function cacheKey(request: PartnerRequest): string {
  return request.kind === "default" ? "\u0000default" : request.name;
}

/** Drop cached partners (one by name, or all) after their config or colours change. */
export function invalidatePartnerCache(name?: string): void {
  if (!name) {
    cache.clear();
    colourKeys = null;
    return;
  }
  cache.delete(name);
  for (const [key, entry] of cache) if (entry.value?.config.name === name) cache.delete(key);
}

async function loadColourKeys(now: number): Promise<ColourKeySpec[]> {
  if (colourKeys && colourKeys.expiresAt > now) return colourKeys.value;
  const rows = await db.colourKey.findMany({
    select: { key: true, defaultValue: true, fallbackKey: true },
    orderBy: { key: "asc" },
  });
  colourKeys = { value: rows, expiresAt: now + config.partnerCacheSeconds * 1000 };
  return rows;
}

function toConfig(row: Awaited<ReturnType<typeof findPartner>> & object): PartnerConfig {
  const languages = parseLanguageList(row.languages);
  const defaultLanguage = languages.find((l) => l === row.defaultLanguage) ?? languages[0]!;
  const { colours: _colours, createdAt: _c, updatedAt: _u, googleTagManagerCode: _g, ...rest } = row;
  return { ...rest, languages, defaultLanguage };
}

function findPartner(request: PartnerRequest) {
  const include = { colours: { select: { key: true, value: true } } } as const;
  return request.kind === "default"
    ? db.partner.findFirst({ where: { isDefault: true }, include })
    : db.partner.findUnique({ where: { name: request.name }, include });
}

export async function loadPartner(request: PartnerRequest): Promise<LoadedPartner | null> {
  const now = Date.now();
  const key = cacheKey(request);
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value;

  const [row, keys] = await Promise.all([findPartner(request), loadColourKeys(now)]);
  let value: LoadedPartner | null = null;
  if (row) {
    const theme = resolveTheme(keys, new Map(row.colours.map((c) => [c.key, c.value])));
    value = { config: toConfig(row), theme, themeCss: themeToCss(theme) };
  }
  cache.set(key, { value, expiresAt: now + config.partnerCacheSeconds * 1000 });
  // Unknown names are cached too (briefly, same TTL), so a flood of random hosts costs no queries;
  // the map is bounded so it can not grow without limit.
  if (cache.size > 5000) cache.delete(cache.keys().next().value!);
  return value;
}

/** The built-in theme, for pages shown without a partner (an unknown host's 404). */
export async function builtInThemeCss(): Promise<string> {
  const keys = await loadColourKeys(Date.now());
  return themeToCss(resolveTheme(keys, new Map()));
}

export function partnerRequestFor(request: Request): PartnerRequest {
  const host = request.headers.get("X-Forwarded-Host") ?? request.headers.get("Host") ?? new URL(request.url).host;
  return partnerFromHost(host.split(",")[0], config.rootDomains);
}
