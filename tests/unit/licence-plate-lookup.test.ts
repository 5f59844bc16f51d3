import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkLicencePlate } from "~/domain/catalogue/licence-plate";
import { vehicleAgeOn } from "~/domain/catalogue/vehicles";
import { BUILTIN_UNKNOWN_PLATE, BUILTIN_VEHICLE_PLATES, vehicles } from "~/server/providers/data/vehicles";
import {
  BuiltinLicencePlateLookup,
  createLicencePlateLookup,
  LicencePlateUnavailableError,
  RdwLicencePlateLookup,
} from "~/server/providers/licence-plate.server";

const fixture = (name: string): unknown => JSON.parse(readFileSync(path.resolve("tests/fixtures/rdw", `${name}.json`), "utf8"));

const TODAY = "2026-11-23";

describe("built-in licence-plate lookup", () => {
  const lookup = new BuiltinLicencePlateLookup();

  it("finds a bundled vehicle by its plate", async () => {
    expect(await lookup.find(BUILTIN_VEHICLE_PLATES.ordinary)).toEqual({
      plate: "S482HJ",
      make: "VOLKSWAGEN",
      model: "POLO",
      vehicleType: "Personenauto",
      firstRegistration: "2023-03-14",
      catalogueValueCents: 2_499_000,
      massKg: 1_105,
      seats: 5,
      fuel: "Benzine",
      powerKw: 70,
      colour: "GRIJS",
      exported: false,
      taxi: false,
    });
  });

  it("answers null for a plate it does not know", async () => {
    expect(checkLicencePlate(BUILTIN_UNKNOWN_PLATE)).toBeNull();
    expect(await lookup.find(BUILTIN_UNKNOWN_PLATE)).toBeNull();
  });

  it("gives copies, so a caller can not change the bundled data", async () => {
    const found = await lookup.find(BUILTIN_VEHICLE_PLATES.ordinary);
    found!.make = "Changed";
    expect((await lookup.find(BUILTIN_VEHICLE_PLATES.ordinary))!.make).toBe("VOLKSWAGEN");
  });

  it("stops when the caller has given up", async () => {
    await expect(lookup.find(BUILTIN_VEHICLE_PLATES.ordinary, AbortSignal.abort())).rejects.toThrow(/abort/i);
  });
});

describe("bundled vehicle data", () => {
  const byPurpose = Object.fromEntries(
    Object.entries(BUILTIN_VEHICLE_PLATES).map(([purpose, plate]) => [purpose, vehicles.find((vehicle) => vehicle.plate === plate)!]),
  ) as Record<keyof typeof BUILTIN_VEHICLE_PLATES, (typeof vehicles)[number]>;
  const age = (purpose: keyof typeof BUILTIN_VEHICLE_PLATES) => vehicleAgeOn(byPurpose[purpose], TODAY)!;
  const euros = (purpose: keyof typeof BUILTIN_VEHICLE_PLATES) => byPurpose[purpose].catalogueValueCents! / 100;
  const kw = (purpose: keyof typeof BUILTIN_VEHICLE_PLATES) => byPurpose[purpose].powerKw!;

  it("holds about twenty well-formed vehicles with distinct, normalized, valid plates", () => {
    expect(vehicles.length).toBeGreaterThanOrEqual(20);
    for (const vehicle of vehicles) {
      expect(vehicle.plate, vehicle.model).toMatch(/^[A-Z0-9]{6}$/);
      expect(checkLicencePlate(vehicle.plate), vehicle.plate).toBeNull();
      expect(vehicle.make && vehicle.model && vehicle.vehicleType, vehicle.plate).toBeTruthy();
      expect(vehicle.firstRegistration, vehicle.plate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(vehicle.firstRegistration! < TODAY, vehicle.plate).toBe(true);
    }
    expect(new Set(vehicles.map((vehicle) => vehicle.plate)).size).toBe(vehicles.length);
    expect(vehicles.some((vehicle) => vehicle.plate === BUILTIN_UNKNOWN_PLATE)).toBe(false);
    for (const [purpose, vehicle] of Object.entries(byPurpose)) expect(vehicle, purpose).toBeDefined();
  });

  it("has ordinary cars 1-5 years old, EUR 20k-45k, 50-100 kW, in petrol, diesel and electric", () => {
    for (const purpose of ["ordinary", "diesel", "smallElectric"] as const) {
      expect(age(purpose), purpose).toBeGreaterThanOrEqual(1);
      expect(age(purpose), purpose).toBeLessThanOrEqual(5);
      expect(euros(purpose), purpose).toBeGreaterThanOrEqual(20_000);
      expect(euros(purpose), purpose).toBeLessThanOrEqual(45_000);
      expect(kw(purpose), purpose).toBeGreaterThanOrEqual(50);
      expect(kw(purpose), purpose).toBeLessThanOrEqual(100);
      expect(byPurpose[purpose].vehicleType).toBe("Personenauto");
    }
    expect(byPurpose.ordinary.fuel).toBe("Benzine");
    expect(byPurpose.diesel.fuel).toBe("Diesel");
    expect(byPurpose.smallElectric.fuel).toBe("Elektriciteit");
  });

  it("has a vehicle for each underwriting threshold, well away from it", () => {
    expect(byPurpose.electric).toMatchObject({ make: "TESLA", fuel: "Elektriciteit", powerKw: 208 });
    expect(kw("powerful")).toBeGreaterThan(100);
    expect(kw("powerful")).toBeLessThanOrEqual(250);
    expect(euros("powerful")).toBeLessThanOrEqual(50_000);
    expect(age("powerful")).toBeLessThanOrEqual(8);
    expect(kw("veryPowerful")).toBeGreaterThan(250);
    expect(euros("veryPowerful")).toBeLessThanOrEqual(150_000);
    expect(euros("tooExpensive")).toBeGreaterThan(150_000);
    expect(age("tenYearsOld")).toBeGreaterThanOrEqual(10);
    expect(age("tenYearsOld")).toBeLessThanOrEqual(14);
    expect(age("twentyYearsOld")).toBeGreaterThanOrEqual(16);
    expect(age("twentyYearsOld")).toBeLessThanOrEqual(24);
    expect(age("classic")).toBeGreaterThan(25);
    expect(byPurpose.van.vehicleType).toBe("Bedrijfsauto");
    expect(byPurpose.motorcycle.vehicleType).toBe("Motorfiets");
    expect(byPurpose.exported).toMatchObject({ vehicleType: "Personenauto", exported: true, taxi: false });
    expect(byPurpose.taxi).toMatchObject({ vehicleType: "Personenauto", exported: false, taxi: true });
    expect(byPurpose.incomplete).toMatchObject({ vehicleType: "Personenauto", catalogueValueCents: null });
    expect(age("incomplete")).toBeLessThanOrEqual(5);
    // Only the named vehicles are exported or taxis.
    expect(vehicles.filter((vehicle) => vehicle.exported).map((vehicle) => vehicle.plate)).toEqual([BUILTIN_VEHICLE_PLATES.exported]);
    expect(vehicles.filter((vehicle) => vehicle.taxi).map((vehicle) => vehicle.plate)).toEqual([BUILTIN_VEHICLE_PLATES.taxi]);
  });
});

describe("RDW licence-plate lookup", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Answers each RDW dataset with its own body, like the real API. */
  function answer(vehicle: unknown, fuels: unknown, status = 200) {
    const fetch = vi.fn(async (url: URL | string, _init?: RequestInit) => {
      const body = String(url).includes("/resource/8ys7-d773.json") ? fuels : vehicle;
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetch);
    return fetch;
  }

  it("asks both datasets for the plate, upper case without dashes, and maps a petrol car", async () => {
    const fetch = answer(fixture("voertuig-K067PD"), fixture("brandstof-K067PD"));
    const vehicle = await new RdwLicencePlateLookup().find("k-067-pd");

    expect(fetch).toHaveBeenCalledTimes(2);
    const sent = fetch.mock.calls.map(([url]) => new URL(String(url)));
    expect(sent.map((url) => `${url.origin}${url.pathname}`).sort()).toEqual([
      "https://opendata.rdw.nl/resource/8ys7-d773.json",
      "https://opendata.rdw.nl/resource/m9d7-ebf2.json",
    ]);
    for (const url of sent) expect(url.searchParams.get("kenteken")).toBe("K067PD");
    for (const [, init] of fetch.mock.calls) expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(vehicle).toEqual({
      plate: "K067PD",
      make: "VOLKSWAGEN",
      model: "GOLF",
      vehicleType: "Personenauto",
      firstRegistration: "2020-10-14",
      catalogueValueCents: 3_364_500,
      massKg: 1_255,
      seats: 5,
      fuel: "Benzine",
      powerKw: 110,
      colour: "ZWART",
      exported: false,
      taxi: false,
    });
  });

  it("takes an electric car's power from netto_max_vermogen_elektrisch", async () => {
    answer(fixture("voertuig-R768JX"), fixture("brandstof-R768JX"));
    expect(await new RdwLicencePlateLookup().find("R768JX")).toMatchObject({
      make: "TESLA",
      model: "MODEL 3",
      firstRegistration: "2022-06-15",
      catalogueValueCents: 5_399_000,
      fuel: "Elektriciteit",
      powerKw: 208,
    });
  });

  it("falls back to the continuous power when an electric car has no peak figure", async () => {
    answer(fixture("voertuig-R768JX"), [
      { kenteken: "R768JX", brandstof_omschrijving: "Elektriciteit", nominaal_continu_maximumvermogen: "80.00" },
    ]);
    expect((await new RdwLicencePlateLookup().find("R768JX"))!.powerKw).toBe(80);
  });

  it("gives a hybrid its primary fuel and its highest power, whatever the row order", async () => {
    answer(fixture("voertuig-T396KG"), fixture("brandstof-T396KG"));
    expect(await new RdwLicencePlateLookup().find("T396KG")).toMatchObject({
      make: "TOYOTA",
      model: "PRIUS",
      fuel: "Benzine",
      powerKw: 120,
      taxi: true,
      exported: false,
    });
  });

  it("reads missing, zero and unregistered values as unknown", async () => {
    answer(
      [
        {
          kenteken: "K067PD",
          merk: "VOLKSWAGEN",
          handelsbenaming: "GOLF",
          voertuigsoort: "Personenauto",
          catalogusprijs: "0",
          eerste_kleur: "Niet geregistreerd",
          export_indicator: "Ja",
        },
      ],
      [],
    );
    expect(await new RdwLicencePlateLookup().find("K067PD")).toEqual({
      plate: "K067PD",
      make: "VOLKSWAGEN",
      model: "GOLF",
      vehicleType: "Personenauto",
      firstRegistration: null,
      catalogueValueCents: null,
      massKg: null,
      seats: null,
      fuel: null,
      powerKw: null,
      colour: null,
      exported: true,
      taxi: false,
    });
  });

  it("answers null when RDW has no vehicle with the plate", async () => {
    answer(fixture("not-found"), fixture("not-found"));
    expect(await new RdwLicencePlateLookup().find("ZZ999Z")).toBeNull();
  });

  it("does not ask RDW about input that can not be a plate", async () => {
    const fetch = answer(fixture("not-found"), fixture("not-found"));
    expect(await new RdwLicencePlateLookup().find("K067PD' OR 1=1")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("uses the base URL from LICENCE_PLATE_RDW_URL", async () => {
    const fetch = answer(fixture("voertuig-K067PD"), fixture("brandstof-K067PD"));
    const lookup = createLicencePlateLookup({ LICENCE_PLATE_LOOKUP: "rdw", LICENCE_PLATE_RDW_URL: "http://rdw.test/" });
    expect(lookup).toBeInstanceOf(RdwLicencePlateLookup);
    await lookup.find("K067PD");
    for (const [url] of fetch.mock.calls) expect(String(url)).toMatch(/^http:\/\/rdw\.test\/resource\/[\w-]+\.json\?/);
  });

  it("throws LicencePlateUnavailableError on a 500 answer from either dataset", async () => {
    answer({ message: "Internal Server Error" }, { message: "Internal Server Error" }, 500);
    await expect(new RdwLicencePlateLookup().find("K067PD")).rejects.toBeInstanceOf(LicencePlateUnavailableError);

    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: URL | string) =>
        String(url).includes("8ys7-d773")
          ? new Response("Service Unavailable", { status: 503 })
          : new Response(JSON.stringify(fixture("voertuig-K067PD")), { status: 200 }),
      ),
    );
    await expect(new RdwLicencePlateLookup().find("K067PD")).rejects.toBeInstanceOf(LicencePlateUnavailableError);
  });

  it("throws LicencePlateUnavailableError on an answer that is not a JSON list", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>maintenance</html>", { status: 200 })),
    );
    await expect(new RdwLicencePlateLookup().find("K067PD")).rejects.toBeInstanceOf(LicencePlateUnavailableError);
    answer({ error: true, message: "query failed" }, []);
    await expect(new RdwLicencePlateLookup().find("K067PD")).rejects.toBeInstanceOf(LicencePlateUnavailableError);
  });

  it("throws LicencePlateUnavailableError when RDW can not be reached or does not answer in time", async () => {
    for (const failure of [new TypeError("fetch failed"), new DOMException("timed out", "TimeoutError")]) {
      vi.stubGlobal("fetch", vi.fn().mockRejectedValue(failure));
      await expect(new RdwLicencePlateLookup().find("K067PD")).rejects.toBeInstanceOf(LicencePlateUnavailableError);
    }
  });

  it("gives up when RDW does not answer within its time", async () => {
    // Like the real fetch: wait until the signal it was given aborts.
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: URL | string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
      ),
    );
    await expect(new RdwLicencePlateLookup(undefined, 20).find("K067PD")).rejects.toBeInstanceOf(LicencePlateUnavailableError);
  });

  it("passes the caller's abort on, and reports it as an abort rather than an outage", async () => {
    const fetch = vi.fn(
      (_url: URL | string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
    );
    vi.stubGlobal("fetch", fetch);
    const controller = new AbortController();
    const pending = new RdwLicencePlateLookup().find("K067PD", controller.signal);
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe("AbortError");
    expect(error).not.toBeInstanceOf(LicencePlateUnavailableError);
  });
});

describe("choosing the licence-plate lookup", () => {
  it("is built in by default, RDW on request, and refuses an unknown choice", () => {
    expect(createLicencePlateLookup({})).toBeInstanceOf(BuiltinLicencePlateLookup);
    expect(createLicencePlateLookup({ LICENCE_PLATE_LOOKUP: "builtin" })).toBeInstanceOf(BuiltinLicencePlateLookup);
    expect(createLicencePlateLookup({ LICENCE_PLATE_LOOKUP: " RDW " })).toBeInstanceOf(RdwLicencePlateLookup);
    expect(() => createLicencePlateLookup({ LICENCE_PLATE_LOOKUP: "kentekencheck" })).toThrow(/LICENCE_PLATE_LOOKUP/);
  });
});
