// Car acceptance (spec section 8: the car underwriting codes). The spec names the codes, not the
// rules; the rules and their thresholds are ours (docs/decisions/0031). Pure: the caller passes
// what it knows, and a fact the visitor has not answered yet never refuses.
import { formatMoney } from "../platform/formatting";
import { vehicleAgeOn, type Vehicle } from "./vehicles";

export const CAR_UNDERWRITING_CODES = [
  "ACI00",
  "ACI01",
  "MIS115",
  "UWM01",
  "UWM02",
  "UWM03",
  "UWM05",
  "UWM07",
  "UWM08",
  "UWM10",
  "UWM11",
  "UWM12",
  "UWM15",
  "UWM21",
  "UWM22",
  "UWM24",
] as const;
export type CarUnderwritingCode = (typeof CAR_UNDERWRITING_CODES)[number];

/** A power limit for main drivers aged fromAge (inclusive) up to underAge (exclusive). */
export type PowerLimit = {
  code: Extract<CarUnderwritingCode, "UWM07" | "UWM08" | "UWM24">;
  fromAge?: number;
  underAge?: number;
  maxPowerKw: number;
};

export type CarAcceptance = {
  /** The RDW voertuigsoort this product insures; anything else is another product. */
  insurableVehicleType: string;
  /** Older is refused (UWM03); this age itself is accepted. */
  maxVehicleAgeYears: number;
  /** Higher is refused (UWM05); this value itself is accepted. */
  maxCatalogueValueCents: number;
  /** Younger is refused (UWM21). */
  minDriverAge: number;
  /** This age and older is refused (UWM22). */
  maxDriverAge: number;
  /** Below underAge, a catalogue value above maxCatalogueValueCents is refused (UWM01). */
  youngDriver: { underAge: number; maxCatalogueValueCents: number };
  /** From this age, all risk is refused (UWM02). */
  oldDriverAllRisk: { fromAge: number };
  /** The age at which claim-free years can start (UWM10). */
  licenceAge: number;
  /** Power above the limit of the main driver's age band is refused (its code). */
  power: readonly PowerLimit[];
  /** All risk for an older car is refused (UWM12). */
  allRiskMaxVehicleAgeYears: number;
  /** Roadside assistance for an older car is refused (UWM15). */
  roadsideMaxVehicleAgeYears: number;
};

/** The acceptance thresholds as data: an insurer's underwriter reads and changes them here. */
export const CAR_ACCEPTANCE: CarAcceptance = {
  insurableVehicleType: "Personenauto",
  maxVehicleAgeYears: 25,
  maxCatalogueValueCents: 150_000_00,
  minDriverAge: 18,
  maxDriverAge: 85,
  youngDriver: { underAge: 23, maxCatalogueValueCents: 50_000_00 },
  oldDriverAllRisk: { fromAge: 80 },
  licenceAge: 18,
  power: [
    { code: "UWM07", underAge: 25, maxPowerKw: 100 },
    { code: "UWM08", fromAge: 25, underAge: 30, maxPowerKw: 150 },
    { code: "UWM24", fromAge: 70, maxPowerKw: 200 },
  ],
  allRiskMaxVehicleAgeYears: 8,
  roadsideMaxVehicleAgeYears: 15,
};

/** What is known so far; an undefined fact is not answered yet. */
export type CarFacts = {
  vehicle: Vehicle | null;
  /** ISO date (YYYY-MM-DD) the vehicle's age is counted on. */
  today: string;
  mainDriverAge?: number;
  claimFreeYears?: number;
  /** "wa" | "wa_plus" | "all_risk" */
  coverage?: string;
  roadsideAssistance?: boolean;
};

type Judged = { vehicle: Vehicle; vehicleAge: number | null; facts: CarFacts; limits: CarAcceptance };
type Rule = (judged: Judged) => CarUnderwritingCode | null;

const known = (value: number | null | undefined): value is number => typeof value === "number" && !Number.isNaN(value);

// Vans and motorcycles are other products with other tariffs.
const notAPassengerCar: Rule = ({ vehicle, limits }) => (vehicle.vehicleType !== limits.insurableVehicleType ? "ACI01" : null);

// An exported car is no longer on Dutch roads, so there is nothing to insure here.
const exported: Rule = ({ vehicle }) => (vehicle.exported ? "MIS115" : null);

// Professional passenger transport needs a taxi policy, not a private car policy.
const taxi: Rule = ({ vehicle }) => (vehicle.taxi ? "UWM11" : null);

// Classic cars are valued and insured by specialist insurers.
const tooOld: Rule = ({ vehicleAge, limits }) => (known(vehicleAge) && vehicleAge > limits.maxVehicleAgeYears ? "UWM03" : null);

// Without a first registration or a catalogue value the car cannot be rated.
const unratable: Rule = ({ vehicle }) => (vehicle.firstRegistration === null || vehicle.catalogueValueCents === null ? "ACI00" : null);

// Very expensive cars need individual underwriting.
const tooExpensive: Rule = ({ vehicle, limits }) =>
  known(vehicle.catalogueValueCents) && vehicle.catalogueValueCents > limits.maxCatalogueValueCents ? "UWM05" : null;

// Nobody younger can hold a driving licence.
const mainDriverTooYoung: Rule = ({ facts, limits }) =>
  known(facts.mainDriverAge) && facts.mainDriverAge < limits.minDriverAge ? "UWM21" : null;

// The insurer's absolute upper age for a main driver.
const mainDriverTooOld: Rule = ({ facts, limits }) =>
  known(facts.mainDriverAge) && facts.mainDriverAge >= limits.maxDriverAge ? "UWM22" : null;

// Young drivers claim most; an expensive car makes those claims large.
const driverTooYoungForValue: Rule = ({ vehicle, facts, limits }) =>
  known(facts.mainDriverAge) &&
  facts.mainDriverAge < limits.youngDriver.underAge &&
  known(vehicle.catalogueValueCents) &&
  vehicle.catalogueValueCents > limits.youngDriver.maxCatalogueValueCents
    ? "UWM01"
    : null;

// Full casco carries the own-damage risk, which the insurer does not take for the oldest drivers.
const driverTooOldForAllRisk: Rule = ({ facts, limits }) =>
  known(facts.mainDriverAge) && facts.mainDriverAge >= limits.oldDriverAllRisk.fromAge && facts.coverage === "all_risk" ? "UWM02" : null;

// Claim-free years are earned while holding a licence, which starts at the licence age.
const impossibleClaimFreeYears: Rule = ({ facts, limits }) =>
  known(facts.claimFreeYears) && known(facts.mainDriverAge) && facts.claimFreeYears > facts.mainDriverAge - limits.licenceAge
    ? "UWM10"
    : null;

// Powerful cars with the youngest (and the oldest) drivers have the most and largest claims.
const tooPowerfulForAge: Rule = ({ vehicle, facts, limits }) => {
  const age = facts.mainDriverAge;
  const power = vehicle.powerKw;
  if (!known(age) || !known(power)) return null;
  const band = limits.power.find((limit) => age >= (limit.fromAge ?? -Infinity) && age < (limit.underAge ?? Infinity));
  return band && power > band.maxPowerKw ? band.code : null;
};

// Own damage on an old car is worth little against its premium; the market stops around 8 years.
const allRiskTooOld: Rule = ({ vehicleAge, facts, limits }) =>
  facts.coverage === "all_risk" && known(vehicleAge) && vehicleAge > limits.allRiskMaxVehicleAgeYears ? "UWM12" : null;

// Old cars break down too often for the roadside assistance add-on's price.
const roadsideTooOld: Rule = ({ vehicleAge, facts, limits }) =>
  facts.roadsideAssistance === true && known(vehicleAge) && vehicleAge > limits.roadsideMaxVehicleAgeYears ? "UWM15" : null;

/** In the order they are checked: the vehicle itself, the register, the driver, then the cover. */
const RULES: readonly Rule[] = [
  notAPassengerCar,
  exported,
  taxi,
  tooOld,
  unratable,
  tooExpensive,
  mainDriverTooYoung,
  mainDriverTooOld,
  driverTooYoungForValue,
  driverTooOldForAllRisk,
  impossibleClaimFreeYears,
  tooPowerfulForAge,
  allRiskTooOld,
  roadsideTooOld,
];

/** The code of the first rule that refuses these facts; null when nothing refuses (yet). */
export function carRefusal(facts: CarFacts, limits: CarAcceptance = CAR_ACCEPTANCE): CarUnderwritingCode | null {
  // No vehicle: nothing to judge yet.
  if (!facts.vehicle) return null;
  const judged: Judged = { vehicle: facts.vehicle, vehicleAge: vehicleAgeOn(facts.vehicle, facts.today), facts, limits };
  for (const rule of RULES) {
    const code = rule(judged);
    if (code) return code;
  }
  return null;
}

export function carRefusalMessageKey(code: CarUnderwritingCode): string {
  return `underwriting:car.${code}`;
}

/**
 * The thresholds the messages name, taken from the same data the rules read, so a changed limit
 * changes its message too. Pass them to t() with carRefusalMessageKey(code).
 */
export function carRefusalMessageValues(
  code: CarUnderwritingCode,
  limits: CarAcceptance = CAR_ACCEPTANCE,
): Record<string, string | number> {
  const values: Record<string, string | number> = {
    code,
    maxVehicleAge: limits.maxVehicleAgeYears,
    maxCatalogueValue: formatMoney(limits.maxCatalogueValueCents),
    minDriverAge: limits.minDriverAge,
    maxDriverAge: limits.maxDriverAge,
    youngDriverAge: limits.youngDriver.underAge,
    youngDriverMaxValue: formatMoney(limits.youngDriver.maxCatalogueValueCents),
    oldDriverAllRiskAge: limits.oldDriverAllRisk.fromAge,
    licenceAge: limits.licenceAge,
    allRiskMaxVehicleAge: limits.allRiskMaxVehicleAgeYears,
    roadsideMaxVehicleAge: limits.roadsideMaxVehicleAgeYears,
  };
  const band = limits.power.find((limit) => limit.code === code);
  if (band) {
    values.maxPowerKw = band.maxPowerKw;
    if (band.fromAge !== undefined) values.fromAge = band.fromAge;
    if (band.underAge !== undefined) {
      values.underAge = band.underAge;
      values.lastAge = band.underAge - 1;
    }
  }
  return values;
}

/** A refusal as the screen shows it: worked out on the server, so the browser needs no rules. */
export type RefusalMessage = { code: CarUnderwritingCode; key: string; values: Record<string, string | number> };

export function refusalMessage(code: CarUnderwritingCode | null): RefusalMessage | null {
  return code ? { code, key: carRefusalMessageKey(code), values: carRefusalMessageValues(code) } : null;
}

/** Where a refused car (or home) offers to go back to: the product overview (spec section 8). */
export const REFUSAL_RETURN_PATH = "/products/available-products";
