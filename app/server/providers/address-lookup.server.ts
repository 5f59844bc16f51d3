// Address lookup by postcode and house number: a built-in table by default, PDOK Locatieserver
// when ADDRESS_LOOKUP=pdok. An empty answer means "no such address"; the UI then offers manual entry.
import { config } from "../platform/config.server";
import { addresses } from "./data/addresses";

export type AddressLookupResult = {
  street: string;
  houseNumber: string;
  addition: string | null;
  postalCode: string;
  city: string;
  municipality: string;
  province: string;
};

export type AddressQuery = { postalCode: string; houseNumber: string; addition?: string | null };

export interface AddressLookup {
  search(query: AddressQuery, signal?: AbortSignal): Promise<AddressLookupResult[]>;
}

/** The real service failed or did not answer in time (not: the address does not exist). */
export class AddressLookupUnavailableError extends Error {
  override name = "AddressLookupUnavailableError";
}

/** A number can hold a whole block of flats; ask for enough rows to list every addition. */
const PDOK_ROWS = 50;
const PDOK_URL = "https://api.pdok.nl/bzk/locatieserver/search/v3_1/free";

type NormalizedQuery = { postalCode: string; houseNumber: string; addition: string | null };

/** "12a" finds 12A and "12-2" finds 12 with addition 2: compare without case, spaces or dashes. */
export function additionKey(addition: string | null | undefined): string {
  return (addition ?? "").toUpperCase().replace(/[^0-9A-Z]/g, "");
}

/**
 * " 1017 xn " -> "1017XN"; a house number typed as "12a" or "12-2" is split into number and addition.
 * Null when the input can not be a Dutch address, so nothing is searched (nor sent to PDOK's query syntax).
 */
export function normalizeAddressQuery(query: AddressQuery): NormalizedQuery | null {
  const postalCode = query.postalCode.toUpperCase().replace(/\s+/g, "");
  const number = /^(\d{1,5})(?!\d)(.*)$/.exec(query.houseNumber.trim());
  if (!/^[1-9]\d{3}[A-Z]{2}$/.test(postalCode) || !number) return null;
  const houseNumber = String(Number(number[1]));
  const addition = additionKey(query.addition) || additionKey(number[2]) || null;
  return { postalCode, houseNumber, addition };
}

/** The same number with no addition asked for: every addition of that number. */
function matches(row: AddressLookupResult, query: NormalizedQuery): boolean {
  return (
    row.postalCode === query.postalCode &&
    row.houseNumber === query.houseNumber &&
    (query.addition === null || additionKey(row.addition) === query.addition)
  );
}

function byAddition(a: AddressLookupResult, b: AddressLookupResult): number {
  return (a.addition ?? "").localeCompare(b.addition ?? "", "nl", { numeric: true });
}

/** How a person writes it: 12, 12A, 12A-2, 12-2, 64-HS (a lone letter is read as a house letter: 64H). */
export function formatHouseNumber(address: Pick<AddressLookupResult, "houseNumber" | "addition">): string {
  const { houseNumber, addition } = address;
  if (!addition) return houseNumber;
  return /^[A-Z](-|$)/i.test(addition) ? `${houseNumber}${addition}` : `${houseNumber}-${addition}`;
}

export class BuiltinAddressLookup implements AddressLookup {
  constructor(private readonly rows: readonly AddressLookupResult[] = addresses) {}

  async search(query: AddressQuery, signal?: AbortSignal): Promise<AddressLookupResult[]> {
    signal?.throwIfAborted();
    const normalized = normalizeAddressQuery(query);
    if (!normalized) return [];
    return this.rows
      .filter((row) => matches(row, normalized))
      .sort(byAddition)
      .map((row) => ({ ...row }));
  }
}

/** The fields of a PDOK Locatieserver `free` document that we use (type:adres). */
type PdokDoc = {
  straatnaam?: string;
  huisnummer?: number;
  huisletter?: string;
  huisnummertoevoeging?: string;
  postcode?: string;
  woonplaatsnaam?: string;
  gemeentenaam?: string;
  provincienaam?: string;
};

function fromPdok(doc: PdokDoc): AddressLookupResult {
  // BAG splits the addition in a letter (12A) and a further addition (12-2, 12A-2).
  const addition = [doc.huisletter, doc.huisnummertoevoeging].filter(Boolean).join("-") || null;
  return {
    street: doc.straatnaam ?? "",
    houseNumber: String(doc.huisnummer ?? ""),
    addition,
    postalCode: doc.postcode ?? "",
    city: doc.woonplaatsnaam ?? "",
    municipality: doc.gemeentenaam ?? "",
    province: doc.provincienaam ?? "",
  };
}

export class PdokAddressLookup implements AddressLookup {
  constructor(
    private readonly baseUrl: string = PDOK_URL,
    private readonly timeoutMs: number = config.timeouts.lookupMs,
  ) {}

  async search(query: AddressQuery, signal?: AbortSignal): Promise<AddressLookupResult[]> {
    const normalized = normalizeAddressQuery(query);
    if (!normalized) return [];
    const url = new URL(this.baseUrl);
    url.searchParams.set("q", `postcode:${normalized.postalCode} and huisnummer:${normalized.houseNumber}`);
    url.searchParams.set("fq", "type:adres");
    url.searchParams.set("rows", String(PDOK_ROWS));

    const timeout = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: "application/json" },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error; // the caller gave up: not an outage
      throw new AddressLookupUnavailableError(`PDOK did not answer: ${String(error)}`, { cause: error });
    }
    if (!response.ok) throw new AddressLookupUnavailableError(`PDOK answered ${response.status}`);

    let body: { response?: { docs?: PdokDoc[] } };
    try {
      body = (await response.json()) as typeof body;
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new AddressLookupUnavailableError("PDOK sent an unreadable answer", { cause: error });
    }
    // Solr's free search may rank near misses too: keep only this postcode and number.
    return (body.response?.docs ?? [])
      .map(fromPdok)
      .filter((row) => matches(row, normalized))
      .sort(byAddition);
  }
}

export function createAddressLookup(env: Record<string, string | undefined> = process.env): AddressLookup {
  const choice = env.ADDRESS_LOOKUP?.trim().toLowerCase() || "builtin";
  if (choice === "builtin") return new BuiltinAddressLookup();
  if (choice === "pdok") return new PdokAddressLookup(env.ADDRESS_LOOKUP_PDOK_URL || PDOK_URL);
  throw new Error(`ADDRESS_LOOKUP must be "builtin" or "pdok", not "${choice}"`);
}

let chosen: AddressLookup | undefined;

/** The configured lookup, chosen once from ADDRESS_LOOKUP. */
export function addressLookup(): AddressLookup {
  return (chosen ??= createAddressLookup());
}
