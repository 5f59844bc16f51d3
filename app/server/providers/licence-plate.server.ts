// Vehicle lookup by licence plate: a built-in list by default, RDW open data when
// LICENCE_PLATE_LOOKUP=rdw. Callers check the plate's shape first (checkLicencePlate); null means
// the register has no such vehicle, LicencePlateUnavailableError that it could not be asked.
// See docs/decisions/0030.
import { licencePlateSidecode, normalizeLicencePlate } from "~/domain/catalogue/licence-plate";
import type { Vehicle } from "~/domain/catalogue/vehicles";
import { config } from "../platform/config.server";
import { vehicles } from "./data/vehicles";

export interface LicencePlateLookup {
  /** `plate` is normalized and shape-checked by the caller; null: not in the register. */
  find(plate: string, signal?: AbortSignal): Promise<Vehicle | null>;
}

/** The register failed or did not answer in time (not: the plate is unknown). */
export class LicencePlateUnavailableError extends Error {
  override name = "LicencePlateUnavailableError";
}

const RDW_URL = "https://opendata.rdw.nl";
/** Gekentekende voertuigen: one row per plate. */
const RDW_VEHICLES = "m9d7-ebf2";
/** Gekentekende voertuigen brandstof: one row per fuel (two or more for a hybrid). */
const RDW_FUELS = "8ys7-d773";

export class BuiltinLicencePlateLookup implements LicencePlateLookup {
  constructor(private readonly rows: readonly Vehicle[] = vehicles) {}

  async find(plate: string, signal?: AbortSignal): Promise<Vehicle | null> {
    signal?.throwIfAborted();
    const normalized = normalizeLicencePlate(plate);
    const row = this.rows.find((vehicle) => vehicle.plate === normalized);
    return row ? { ...row } : null;
  }
}

// RDW's Socrata API sends every value as a string and leaves out a column that is empty.
type RdwVehicle = {
  kenteken?: string;
  merk?: string;
  handelsbenaming?: string;
  voertuigsoort?: string;
  datum_eerste_toelating?: string;
  catalogusprijs?: string;
  massa_ledig_voertuig?: string;
  aantal_zitplaatsen?: string;
  eerste_kleur?: string;
  export_indicator?: string;
  taxi_indicator?: string;
};

type RdwFuel = {
  brandstof_volgnummer?: string;
  brandstof_omschrijving?: string;
  /** Of the combustion engine; empty for a fully electric vehicle. */
  nettomaximumvermogen?: string;
  /** Peak power of the electric motor. */
  netto_max_vermogen_elektrisch?: string;
  /** Continuous power of the electric motor: lower than its peak. */
  nominaal_continu_maximumvermogen?: string;
};

function numberIn(value: string | undefined): number | null {
  // Typed as the API documents it; a number sent as a JSON number is read just the same.
  if (value === undefined || value === null || String(value).trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function textIn(value: string | undefined): string | null {
  const text = value?.trim();
  return text && text !== "Niet geregistreerd" ? text : null;
}

/** "20220615" -> "2022-06-15"; null for anything else. */
function isoDateIn(value: string | undefined): string | null {
  const parts = /^(\d{4})(\d{2})(\d{2})$/.exec(value?.trim() ?? "");
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : null;
}

/**
 * Net maximum power over all fuel rows. A fully electric car has no `nettomaximumvermogen`; its
 * peak power is `netto_max_vermogen_elektrisch`. A hybrid has a row per fuel: the highest figure
 * counts (the engine's or the motor's, not their sum, which RDW does not record). The continuous
 * rating understates a motor, so it is used only when no row has a peak figure (older EVs).
 */
function powerIn(fuels: readonly RdwFuel[]): number | null {
  const highest = (values: (number | null)[]) => {
    const known = values.filter((value): value is number => value !== null && value > 0);
    return known.length > 0 ? Math.max(...known) : null;
  };
  return (
    highest(fuels.map((row) => numberIn(row.nettomaximumvermogen) ?? numberIn(row.netto_max_vermogen_elektrisch))) ??
    highest(fuels.map((row) => numberIn(row.nominaal_continu_maximumvermogen)))
  );
}

/** The first fuel by RDW's sequence number: a hybrid is "Benzine" (its second row is "Elektriciteit"). */
function primaryFuelIn(fuels: readonly RdwFuel[]): string | null {
  const sequence = (row: RdwFuel) => numberIn(row.brandstof_volgnummer) ?? Number.MAX_SAFE_INTEGER;
  const [first] = [...fuels].sort((a, b) => sequence(a) - sequence(b));
  return textIn(first?.brandstof_omschrijving);
}

function fromRdw(plate: string, row: RdwVehicle, fuels: readonly RdwFuel[]): Vehicle {
  const price = numberIn(row.catalogusprijs);
  return {
    plate,
    make: textIn(row.merk) ?? "",
    model: textIn(row.handelsbenaming) ?? "",
    vehicleType: textIn(row.voertuigsoort) ?? "",
    firstRegistration: isoDateIn(row.datum_eerste_toelating),
    // Whole euros in the register; 0 is how it sometimes writes "unknown".
    catalogueValueCents: price !== null && price > 0 ? Math.round(price * 100) : null,
    massKg: numberIn(row.massa_ledig_voertuig),
    seats: numberIn(row.aantal_zitplaatsen),
    fuel: primaryFuelIn(fuels),
    powerKw: powerIn(fuels),
    colour: textIn(row.eerste_kleur),
    exported: row.export_indicator === "Ja",
    taxi: row.taxi_indicator === "Ja",
  };
}

export class RdwLicencePlateLookup implements LicencePlateLookup {
  private readonly baseUrl: string;

  constructor(
    baseUrl: string = RDW_URL,
    private readonly timeoutMs: number = config.timeouts.lookupMs,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
  }

  async find(plate: string, signal?: AbortSignal): Promise<Vehicle | null> {
    const normalized = normalizeLicencePlate(plate);
    if (!licencePlateSidecode(normalized)) return null; // nothing that is no plate goes out
    // One deadline for both requests; when one fails the other is cancelled, its answer unused.
    const failed = new AbortController();
    const sources = [AbortSignal.timeout(this.timeoutMs), failed.signal];
    const both = AbortSignal.any(signal ? [signal, ...sources] : sources);
    try {
      const [found, fuels] = await Promise.all([
        this.rows<RdwVehicle>(RDW_VEHICLES, normalized, both, signal),
        this.rows<RdwFuel>(RDW_FUELS, normalized, both, signal),
      ]);
      const [row] = found;
      return row ? fromRdw(normalized, row, fuels) : null;
    } catch (error) {
      failed.abort();
      throw error;
    }
  }

  private async rows<T>(dataset: string, plate: string, both: AbortSignal, caller?: AbortSignal): Promise<T[]> {
    const url = new URL(`${this.baseUrl}/resource/${dataset}.json`);
    url.searchParams.set("kenteken", plate);
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: "application/json" }, signal: both });
    } catch (error) {
      if (caller?.aborted) throw error; // the caller gave up: not an outage
      throw new LicencePlateUnavailableError(`RDW did not answer: ${String(error)}`, { cause: error });
    }
    if (!response.ok) throw new LicencePlateUnavailableError(`RDW answered ${response.status} for ${dataset}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (caller?.aborted) throw error;
      throw new LicencePlateUnavailableError(`RDW sent an unreadable answer for ${dataset}`, { cause: error });
    }
    if (!Array.isArray(body)) throw new LicencePlateUnavailableError(`RDW sent no list for ${dataset}`);
    return body as T[];
  }
}

export function createLicencePlateLookup(env: Record<string, string | undefined> = process.env): LicencePlateLookup {
  const choice = env.LICENCE_PLATE_LOOKUP?.trim().toLowerCase() || "builtin";
  if (choice === "builtin") return new BuiltinLicencePlateLookup();
  if (choice === "rdw") return new RdwLicencePlateLookup(env.LICENCE_PLATE_RDW_URL || RDW_URL);
  throw new Error(`LICENCE_PLATE_LOOKUP must be "builtin" or "rdw", not "${choice}"`);
}

let chosen: LicencePlateLookup | undefined;

/** The configured lookup, chosen once from LICENCE_PLATE_LOOKUP. */
export function licencePlateLookup(): LicencePlateLookup {
  return (chosen ??= createLicencePlateLookup());
}
