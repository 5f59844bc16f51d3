import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  AddressLookupUnavailableError,
  BuiltinAddressLookup,
  createAddressLookup,
  formatHouseNumber,
  PdokAddressLookup,
} from "~/server/providers/address-lookup.server";
import { addresses } from "~/server/providers/data/addresses";

const fixture = (name: string): unknown => JSON.parse(readFileSync(path.resolve("tests/fixtures/pdok", `${name}.json`), "utf8"));

const numbers = (rows: { houseNumber: string; addition: string | null }[]) => rows.map(formatHouseNumber);

describe("built-in address lookup", () => {
  const lookup = new BuiltinAddressLookup();

  it("finds the rows other tests rely on", async () => {
    expect(await lookup.search({ postalCode: "1017XN", houseNumber: "42" })).toEqual([
      {
        street: "Keizersgracht",
        houseNumber: "42",
        addition: null,
        postalCode: "1017XN",
        city: "Amsterdam",
        municipality: "Amsterdam",
        province: "Noord-Holland",
      },
    ]);
    expect(await lookup.search({ postalCode: "2511CV", houseNumber: "10" })).toEqual([
      expect.objectContaining({
        street: "Lange Voorhout",
        city: "'s-Gravenhage",
        municipality: "'s-Gravenhage",
        province: "Zuid-Holland",
      }),
    ]);
    const utrecht = await lookup.search({ postalCode: "3511AB", houseNumber: "1" });
    expect(numbers(utrecht)).toEqual(["1", "1A"]);
    expect(utrecht[0]).toMatchObject({
      street: "Oudegracht",
      city: "Utrecht",
      municipality: "Utrecht",
      province: "Utrecht",
    });
  });

  it("lists every addition of a number when none is asked for", async () => {
    const rows = await lookup.search({ postalCode: "9711LM", houseNumber: "12" });
    expect(numbers(rows)).toEqual(["12", "12-2", "12A"]);
    expect(new Set(rows.map((row) => `${row.street}|${row.city}|${row.municipality}|${row.province}`))).toEqual(
      new Set(["Grote Markt|Groningen|Groningen|Groningen"]),
    );
  });

  it("matches additions without regard to case or dashes", async () => {
    for (const query of [
      { postalCode: "9711LM", houseNumber: "12", addition: "a" },
      { postalCode: "9711LM", houseNumber: "12a" },
      { postalCode: "9711LM", houseNumber: "12 A" },
    ]) {
      expect(numbers(await lookup.search(query)), JSON.stringify(query)).toEqual(["12A"]);
    }
    for (const query of [
      { postalCode: "9711LM", houseNumber: "12", addition: "2" },
      { postalCode: "9711LM", houseNumber: "12", addition: "-2" },
      { postalCode: "9711LM", houseNumber: "12-2" },
    ]) {
      expect(numbers(await lookup.search(query)), JSON.stringify(query)).toEqual(["12-2"]);
    }
    const albertCuyp = await lookup.search({ postalCode: "1073BT", houseNumber: "64", addition: "hs" });
    expect(numbers(albertCuyp)).toEqual(["64-HS"]);
  });

  it("normalizes the postcode and house number", async () => {
    const rows = await lookup.search({ postalCode: " 1017 xn ", houseNumber: " 042 ", addition: "" });
    expect(rows.map((row) => `${row.street} ${row.houseNumber}`)).toEqual(["Keizersgracht 42"]);
  });

  it("answers an empty list for an address it does not know or that can not exist", async () => {
    expect(await lookup.search({ postalCode: "1017XN", houseNumber: "43" })).toEqual([]);
    expect(await lookup.search({ postalCode: "1017XN", houseNumber: "42", addition: "B" })).toEqual([]);
    expect(await lookup.search({ postalCode: "9999ZZ", houseNumber: "1" })).toEqual([]);
    expect(await lookup.search({ postalCode: "0123AB", houseNumber: "1" })).toEqual([]);
    expect(await lookup.search({ postalCode: "1017XN", houseNumber: "" })).toEqual([]);
    expect(await lookup.search({ postalCode: "1017XN", houseNumber: "abc" })).toEqual([]);
  });

  it("gives copies, so a caller can not change the bundled data", async () => {
    const [row] = await lookup.search({ postalCode: "1017XN", houseNumber: "42" });
    row!.street = "Changed";
    expect((await lookup.search({ postalCode: "1017XN", houseNumber: "42" }))[0]!.street).toBe("Keizersgracht");
  });

  it("stops when the caller has given up", async () => {
    await expect(lookup.search({ postalCode: "1017XN", houseNumber: "42" }, AbortSignal.abort())).rejects.toThrow(/abort/i);
  });
});

describe("bundled address data", () => {
  it("holds a few hundred well-formed, distinct addresses in all twelve provinces", () => {
    expect(addresses.length).toBeGreaterThanOrEqual(300);
    expect(new Set(addresses.map((row) => row.province)).size).toBe(12);
    for (const row of addresses) {
      expect(row.postalCode, row.street).toMatch(/^[1-9]\d{3}[A-Z]{2}$/);
      expect(row.houseNumber, row.street).toMatch(/^[1-9]\d*$/);
      expect(row.street && row.city && row.municipality, row.postalCode).toBeTruthy();
    }
    const keys = addresses.map((row) => `${row.postalCode} ${formatHouseNumber(row)}`);
    expect(new Set(keys).size).toBe(keys.length);
    // One street per postcode, as in the real register.
    const streetOf = new Map<string, string>();
    for (const row of addresses) {
      expect(streetOf.get(row.postalCode) ?? row.street, row.postalCode).toBe(row.street);
      streetOf.set(row.postalCode, row.street);
    }
  });
});

describe("PDOK address lookup", () => {
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

  it("asks the Locatieserver for the postcode and number and maps the document", async () => {
    const fetch = answer(fixture("keizersgracht-42"));
    const rows = await new PdokAddressLookup().search({ postalCode: "1017 xn", houseNumber: "42" });

    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    const sent = new URL(String(url));
    expect(`${sent.origin}${sent.pathname}`).toBe("https://api.pdok.nl/bzk/locatieserver/search/v3_1/free");
    expect(sent.searchParams.get("q")).toBe("postcode:1017XN and huisnummer:42");
    expect(sent.searchParams.get("fq")).toBe("type:adres");
    expect(Number(sent.searchParams.get("rows"))).toBeGreaterThanOrEqual(10);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(rows).toEqual([
      {
        street: "Keizersgracht",
        houseNumber: "42",
        addition: null,
        postalCode: "1017XN",
        city: "Amsterdam",
        municipality: "Amsterdam",
        province: "Noord-Holland",
      },
    ]);
  });

  it("maps huisletter and huisnummertoevoeging to the addition and filters on it", async () => {
    answer(fixture("grote-markt-12"));
    const lookup = new PdokAddressLookup();
    const all = await lookup.search({ postalCode: "9711LM", houseNumber: "12" });
    // The near miss (number 13) that Solr also ranked is left out.
    expect(numbers(all)).toEqual(["12", "12-2", "12A"]);
    expect(all[2]).toEqual({
      street: "Grote Markt",
      houseNumber: "12",
      addition: "A",
      postalCode: "9711LM",
      city: "Groningen",
      municipality: "Groningen",
      province: "Groningen",
    });
    expect(numbers(await lookup.search({ postalCode: "9711LM", houseNumber: "12a" }))).toEqual(["12A"]);
    expect(numbers(await lookup.search({ postalCode: "9711LM", houseNumber: "12", addition: "2" }))).toEqual(["12-2"]);
  });

  it("answers an empty list when PDOK knows no such address", async () => {
    answer(fixture("no-match"));
    expect(await new PdokAddressLookup().search({ postalCode: "1017XN", houseNumber: "9999" })).toEqual([]);
  });

  it("does not ask PDOK about input that can not be an address", async () => {
    const fetch = answer(fixture("no-match"));
    expect(await new PdokAddressLookup().search({ postalCode: "1017XN) OR (*", houseNumber: "1" })).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("uses the base URL from ADDRESS_LOOKUP_PDOK_URL", async () => {
    const fetch = answer(fixture("keizersgracht-42"));
    const lookup = createAddressLookup({ ADDRESS_LOOKUP: "pdok", ADDRESS_LOOKUP_PDOK_URL: "http://pdok.test/free" });
    expect(lookup).toBeInstanceOf(PdokAddressLookup);
    await lookup.search({ postalCode: "1017XN", houseNumber: "42" });
    expect(String(fetch.mock.calls[0]![0])).toMatch(/^http:\/\/pdok\.test\/free\?/);
  });

  it("throws AddressLookupUnavailableError on a 500 answer", async () => {
    answer({ message: "Internal Server Error" }, 500);
    await expect(new PdokAddressLookup().search({ postalCode: "1017XN", houseNumber: "42" })).rejects.toBeInstanceOf(
      AddressLookupUnavailableError,
    );
  });

  it("throws AddressLookupUnavailableError when PDOK can not be reached or does not answer in time", async () => {
    for (const failure of [new TypeError("fetch failed"), new DOMException("timed out", "TimeoutError")]) {
      vi.stubGlobal("fetch", vi.fn().mockRejectedValue(failure));
      await expect(new PdokAddressLookup().search({ postalCode: "1017XN", houseNumber: "42" })).rejects.toBeInstanceOf(
        AddressLookupUnavailableError,
      );
    }
  });

  it("passes the caller's abort on, and reports it as an abort rather than an outage", async () => {
    // Like the real fetch: wait until the signal it was given aborts.
    const fetch = vi.fn(
      (_url: URL | string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
    );
    vi.stubGlobal("fetch", fetch);
    const controller = new AbortController();
    const pending = new PdokAddressLookup().search({ postalCode: "1017XN", houseNumber: "42" }, controller.signal);
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe("AbortError");
    expect(error).not.toBeInstanceOf(AddressLookupUnavailableError);
  });
});

describe("choosing the address lookup", () => {
  it("is built in by default and refuses an unknown choice", () => {
    expect(createAddressLookup({})).toBeInstanceOf(BuiltinAddressLookup);
    expect(createAddressLookup({ ADDRESS_LOOKUP: "builtin" })).toBeInstanceOf(BuiltinAddressLookup);
    expect(() => createAddressLookup({ ADDRESS_LOOKUP: "google" })).toThrow(/ADDRESS_LOOKUP/);
  });
});
