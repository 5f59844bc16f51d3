// Company search by trade name or KvK number: a built-in list by default, the KvK Zoeken API v2
// when COMPANY_SEARCH=kvk. When the search fails the UI offers manual entry.
import { config } from "../platform/config.server";
import { companies } from "./data/companies";

export type CompanySearchResult = {
  chamberOfCommerceNumber: string;
  name: string;
  street: string;
  houseNumber: string;
  addition: string | null;
  postalCode: string;
  city: string;
};

export interface CompanySearch {
  search(query: string, signal?: AbortSignal): Promise<CompanySearchResult[]>;
}

/** The real service failed or did not answer in time (not: no company has that name). */
export class CompanySearchUnavailableError extends Error {
  override name = "CompanySearchUnavailableError";
}

const MAX_RESULTS = 10;
const KVK_URL = "https://api.kvk.nl";

/** "1234 5678" and "12.34.56.78" are KvK numbers too; anything else is a name. */
export function chamberOfCommerceNumberIn(query: string): string | null {
  const compact = query.replace(/[\s.]/g, "");
  return /^\d{8}$/.test(compact) ? compact : null;
}

/** "Zoë" is found by "zoe", "Crème" by "creme". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

export class BuiltinCompanySearch implements CompanySearch {
  constructor(private readonly rows: readonly CompanySearchResult[] = companies) {}

  async search(query: string, signal?: AbortSignal): Promise<CompanySearchResult[]> {
    signal?.throwIfAborted();
    const number = chamberOfCommerceNumberIn(query);
    if (number) return this.rows.filter((row) => row.chamberOfCommerceNumber === number).map((row) => ({ ...row }));
    const needle = fold(query);
    if (!needle) return [];
    const startsWith = (row: CompanySearchResult) => (fold(row.name).startsWith(needle) ? 0 : 1);
    return this.rows
      .filter((row) => fold(row.name).includes(needle))
      .sort((a, b) => startsWith(a) - startsWith(b) || a.name.localeCompare(b.name, "nl"))
      .slice(0, MAX_RESULTS)
      .map((row) => ({ ...row }));
  }
}

/** The fields of a KvK Zoeken v2 result that we use. */
type KvkResult = {
  kvkNummer: string;
  naam?: string;
  type?: string;
  adres?: {
    binnenlandsAdres?: {
      type?: string;
      straatnaam?: string;
      huisnummer?: number;
      huisletter?: string;
      huisnummerToevoeging?: string;
      postbusnummer?: number;
      postcode?: string;
      plaats?: string;
    };
  };
};

function fromKvk(result: KvkResult): CompanySearchResult {
  const address = result.adres?.binnenlandsAdres;
  // A PO box is no visiting address; foreign addresses do not fit the Dutch form. Both leave the fields empty.
  const visiting = address && address.postbusnummer === undefined ? address : undefined;
  const addition = [visiting?.huisletter, visiting?.huisnummerToevoeging].filter(Boolean).join("-") || null;
  return {
    chamberOfCommerceNumber: result.kvkNummer,
    name: result.naam ?? "",
    // A search by name gives street and place; number and postcode only when searched on them.
    street: visiting?.straatnaam ?? "",
    houseNumber: visiting?.huisnummer === undefined ? "" : String(visiting.huisnummer),
    addition,
    postalCode: visiting?.postcode ?? "",
    city: address?.plaats ?? "",
  };
}

export class KvkCompanySearch implements CompanySearch {
  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string = KVK_URL,
    private readonly timeoutMs: number = config.timeouts.lookupMs,
  ) {}

  async search(query: string, signal?: AbortSignal): Promise<CompanySearchResult[]> {
    const number = chamberOfCommerceNumberIn(query);
    const name = query.trim();
    if (!number && !name) return [];
    const url = new URL(`${this.baseUrl.replace(/\/+$/, "")}/api/v2/zoeken`);
    if (number) url.searchParams.set("kvkNummer", number);
    else url.searchParams.set("naam", name);
    // A company is often listed twice (legal entity and main branch): ask for more, keep one each.
    url.searchParams.set("resultatenPerPagina", String(MAX_RESULTS * 2));

    const timeout = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { apikey: this.apiKey, accept: "application/json" },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error; // the caller gave up: not an outage
      throw new CompanySearchUnavailableError(`KvK did not answer: ${String(error)}`, { cause: error });
    }
    if (response.status === 404) return []; // KvK's way of saying "no results" (IPD5200)
    if (!response.ok) throw new CompanySearchUnavailableError(`KvK answered ${response.status}`);

    let body: { resultaten?: KvkResult[] };
    try {
      body = (await response.json()) as typeof body;
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new CompanySearchUnavailableError("KvK sent an unreadable answer", { cause: error });
    }
    const byNumber = new Map<string, CompanySearchResult>();
    for (const result of body.resultaten ?? []) {
      const company = fromKvk(result);
      const seen = byNumber.get(company.chamberOfCommerceNumber);
      if (!seen || (!seen.street && company.street)) byNumber.set(company.chamberOfCommerceNumber, company);
    }
    return [...byNumber.values()].slice(0, MAX_RESULTS);
  }
}

export function createCompanySearch(env: Record<string, string | undefined> = process.env): CompanySearch {
  const choice = env.COMPANY_SEARCH?.trim().toLowerCase() || "builtin";
  if (choice === "builtin") return new BuiltinCompanySearch();
  if (choice === "kvk") {
    if (!env.KVK_API_KEY) throw new Error("COMPANY_SEARCH=kvk needs KVK_API_KEY");
    return new KvkCompanySearch(env.KVK_API_KEY, env.KVK_API_URL || KVK_URL);
  }
  throw new Error(`COMPANY_SEARCH must be "builtin" or "kvk", not "${choice}"`);
}

let chosen: CompanySearch | undefined;

/** The configured company search, chosen once from COMPANY_SEARCH. */
export function companySearch(): CompanySearch {
  return (chosen ??= createCompanySearch());
}
