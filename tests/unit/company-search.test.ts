import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BuiltinAddressLookup } from "~/server/providers/address-lookup.server";
import {
  BuiltinCompanySearch,
  CompanySearchUnavailableError,
  createCompanySearch,
  KvkCompanySearch,
} from "~/server/providers/company-search.server";
import { companies } from "~/server/providers/data/companies";

const fixture = (name: string): unknown => JSON.parse(readFileSync(path.resolve("tests/fixtures/kvk", `${name}.json`), "utf8"));

const jansen = {
  chamberOfCommerceNumber: "12345678",
  name: "Jansen Webdesign",
  street: "Keizersgracht",
  houseNumber: "42",
  addition: null,
  postalCode: "1017XN",
  city: "Amsterdam",
};

describe("built-in company search", () => {
  const search = new BuiltinCompanySearch();

  it("finds a company by its exact KvK number", async () => {
    expect(await search.search("12345678")).toEqual([jansen]);
    expect(await search.search(" 1234 5678 ")).toEqual([jansen]);
    expect(await search.search("12345679")).toEqual([]);
  });

  it("finds companies by part of the name, ignoring case and accents", async () => {
    expect(await search.search("jansen web")).toEqual([jansen]);
    expect((await search.search("ZOE DE")).map((row) => row.name)).toEqual(["Zoë de Wit Illustraties"]);
    expect((await search.search("creme")).map((row) => row.name)).toEqual(["Crème de la Crème Catering"]);
    expect((await search.search("café")).map((row) => row.name)).toEqual(["Café de Kinker"]);
  });

  it("puts names that start with the query first and gives at most ten", async () => {
    expect(await search.search("e")).toHaveLength(10);
    const names = (await search.search("de")).map((row) => row.name);
    expect(names.slice(0, 5)).toEqual([
      "De Jong Elektrotechniek",
      "De Vries Fotografie",
      "Delfts Blauw Design",
      "Deventer Koek & Catering",
      "Bakker Bouw & Onderhoud",
    ]);
  });

  it("answers an empty list for an empty or unknown query", async () => {
    expect(await search.search("   ")).toEqual([]);
    expect(await search.search("Nonexistent Holding")).toEqual([]);
    expect(await search.search("1234567")).toEqual([]);
  });

  it("stops when the caller has given up", async () => {
    await expect(search.search("Jansen", AbortSignal.abort())).rejects.toThrow(/abort/i);
  });
});

describe("bundled companies", () => {
  it("have distinct 8-digit KvK numbers and visiting addresses the address lookup knows", async () => {
    expect(companies.length).toBeGreaterThanOrEqual(60);
    const numbers = companies.map((row) => row.chamberOfCommerceNumber);
    for (const number of numbers) expect(number).toMatch(/^\d{8}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(new Set(companies.map((row) => row.name)).size).toBe(companies.length);

    const addresses = new BuiltinAddressLookup();
    for (const company of companies) {
      const found = await addresses.search(company);
      expect(found, company.name).toHaveLength(1);
      expect(found[0], company.name).toMatchObject({ street: company.street, city: company.city });
    }
  });
});

describe("KvK company search", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function answer(body: unknown, status = 200) {
    const fetch = vi.fn(
      async (_url: URL | string, _init?: RequestInit) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetch);
    return fetch;
  }

  it("searches by KvK number with the API key and maps the result", async () => {
    const fetch = answer(fixture("kvknummer-12345678"));
    const rows = await new KvkCompanySearch("secret-key").search("1234 5678");

    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    const sent = new URL(String(url));
    expect(`${sent.origin}${sent.pathname}`).toBe("https://api.kvk.nl/api/v2/zoeken");
    expect(sent.searchParams.get("kvkNummer")).toBe("12345678");
    expect(sent.searchParams.has("naam")).toBe(false);
    expect(new Headers(init?.headers).get("apikey")).toBe("secret-key");
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(rows).toEqual([jansen]);
  });

  it("searches by name, keeps one result per company and maps the addresses it has", async () => {
    const fetch = answer(fixture("naam-jansen"));
    const rows = await new KvkCompanySearch("secret-key").search("  Jansen ");

    expect(new URL(String(fetch.mock.calls[0]![0])).searchParams.get("naam")).toBe("Jansen");
    expect(rows).toEqual([
      // A name search gives street and place only.
      { ...jansen, houseNumber: "", postalCode: "" },
      // The legal entity without an address gives way to its main branch.
      {
        chamberOfCommerceNumber: "87654321",
        name: "Jansen Holding B.V.",
        street: "Witte de Withstraat",
        houseNumber: "14",
        addition: "A",
        postalCode: "3012BN",
        city: "Rotterdam",
      },
      // A PO box is no visiting address.
      {
        chamberOfCommerceNumber: "55501234",
        name: "Jansen & Zn. Transport",
        street: "",
        houseNumber: "",
        addition: null,
        postalCode: "",
        city: "Rotterdam",
      },
      {
        chamberOfCommerceNumber: "61122334",
        name: "Jansen Trading GmbH",
        street: "",
        houseNumber: "",
        addition: null,
        postalCode: "",
        city: "",
      },
    ]);
  });

  it("answers an empty list on KvK's 404 for no results", async () => {
    answer(fixture("not-found"), 404);
    expect(await new KvkCompanySearch("secret-key").search("Nonexistent Holding")).toEqual([]);
  });

  it("throws CompanySearchUnavailableError on a 500 answer, a refused key or no connection", async () => {
    const search = new KvkCompanySearch("secret-key");
    answer({ fouten: [{ code: "IPD1003", omschrijving: "Gegevens tijdelijk niet beschikbaar" }] }, 500);
    await expect(search.search("Jansen")).rejects.toBeInstanceOf(CompanySearchUnavailableError);
    answer({ fouten: [{ code: "IPD0004", omschrijving: "Ongeldige API key" }] }, 401);
    await expect(search.search("Jansen")).rejects.toBeInstanceOf(CompanySearchUnavailableError);
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("fetch failed")));
    await expect(search.search("Jansen")).rejects.toBeInstanceOf(CompanySearchUnavailableError);
  });

  it("passes the caller's abort on, and reports it as an abort rather than an outage", async () => {
    const fetch = vi.fn(
      (_url: URL | string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
    );
    vi.stubGlobal("fetch", fetch);
    const controller = new AbortController();
    const pending = new KvkCompanySearch("secret-key").search("Jansen", controller.signal);
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect((error as DOMException).name).toBe("AbortError");
    expect(error).not.toBeInstanceOf(CompanySearchUnavailableError);
  });
});

describe("choosing the company search", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is built in by default, needs a key for KvK and refuses an unknown choice", () => {
    expect(createCompanySearch({})).toBeInstanceOf(BuiltinCompanySearch);
    expect(() => createCompanySearch({ COMPANY_SEARCH: "kvk" })).toThrow(/KVK_API_KEY/);
    expect(() => createCompanySearch({ COMPANY_SEARCH: "opencorporates" })).toThrow(/COMPANY_SEARCH/);
  });

  it("uses KVK_API_URL as the base, for KvK's test environment", async () => {
    const fetch = answer404();
    const env = { COMPANY_SEARCH: "kvk", KVK_API_KEY: "k", KVK_API_URL: "https://api.kvk.nl/test/" };
    const search = createCompanySearch(env);
    expect(search).toBeInstanceOf(KvkCompanySearch);
    await search.search("Jansen");
    expect(String(fetch.mock.calls[0]![0])).toMatch(/^https:\/\/api\.kvk\.nl\/test\/api\/v2\/zoeken\?/);
  });

  function answer404() {
    const fetch = vi.fn(async (_url: URL | string, _init?: RequestInit) => new Response("{}", { status: 404 }));
    vi.stubGlobal("fetch", fetch);
    return fetch;
  }
});
