// Car acceptance rules (spec section 8 codes; decision 0031): a fact set for every code, every
// threshold at its edge, unknown facts, the order of the rules, and the translated messages.
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import {
  CAR_ACCEPTANCE,
  CAR_UNDERWRITING_CODES,
  carRefusal,
  carRefusalMessageKey,
  carRefusalMessageValues,
  REFUSAL_RETURN_PATH,
  type CarFacts,
  type CarUnderwritingCode,
} from "~/domain/catalogue/car-underwriting";
import { SUPPORTED_LANGUAGES } from "~/domain/platform/languages";
import type { Vehicle } from "~/domain/catalogue/vehicles";
import de from "~/i18n/locales/de/underwriting.json";
import en from "~/i18n/locales/en/underwriting.json";
import fr from "~/i18n/locales/fr/underwriting.json";
import nl from "~/i18n/locales/nl/underwriting.json";
import { testVehicle } from "./support/vehicles";

const TODAY = "2026-11-23";
const catalogs = { nl, en, de, fr };

/** An ordinary four-year-old petrol car; override what a case is about. */
const car = testVehicle;

/** An ordinary 40-year-old main driver with ten claim-free years and WA+ without roadside assistance. */
const facts = (vehicle: Partial<Vehicle> = {}, driver: Partial<Omit<CarFacts, "vehicle">> = {}): CarFacts => ({
  vehicle: car(vehicle),
  today: TODAY,
  mainDriverAge: 40,
  claimFreeYears: 10,
  coverage: "wa_plus",
  roadsideAssistance: false,
  ...driver,
});

/** A main driver of this age with no more claim-free years than possible. */
const driver = (mainDriverAge: number, more: Partial<CarFacts> = {}) => ({ mainDriverAge, claimFreeYears: 0, ...more });

// Registered one day either side of the date that makes a car `years + 1` old on TODAY: the day
// after leaves it `years` old, the day before makes it `years + 1`.
const aged = (years: number) => `${2026 - years - 1}-11-24`;
const agedPlusOne = (years: number) => `${2026 - years - 1}-11-22`;

describe("carRefusal: a fact set for every code", () => {
  const cases: [CarUnderwritingCode, CarFacts][] = [
    ["ACI00", facts({ catalogueValueCents: null })],
    ["ACI01", facts({ vehicleType: "Bedrijfsauto" })],
    ["MIS115", facts({ exported: true })],
    ["UWM01", facts({ catalogueValueCents: 60_000_00 }, driver(20))],
    ["UWM02", facts({}, driver(82, { coverage: "all_risk" }))],
    ["UWM03", facts({ firstRegistration: "1990-06-01" })],
    ["UWM05", facts({ catalogueValueCents: 200_000_00 })],
    ["UWM07", facts({ powerKw: 120 }, driver(21))],
    ["UWM08", facts({ powerKw: 180 }, driver(27))],
    ["UWM10", facts({}, { mainDriverAge: 30, claimFreeYears: 15 })],
    ["UWM11", facts({ taxi: true })],
    ["UWM12", facts({ firstRegistration: "2012-03-01" }, { coverage: "all_risk" })],
    ["UWM15", facts({ firstRegistration: "2005-03-01" }, { roadsideAssistance: true })],
    ["UWM21", facts({}, driver(17))],
    ["UWM22", facts({}, driver(88))],
    ["UWM24", facts({ powerKw: 250 }, driver(72))],
  ];

  it("covers every code", () => {
    expect(cases.map(([code]) => code).sort()).toEqual([...CAR_UNDERWRITING_CODES].sort());
  });

  it.each(cases)("%s", (code, input) => {
    expect(carRefusal(input)).toBe(code);
  });
});

describe("carRefusal: each threshold at its edge", () => {
  it.each<[string, CarUnderwritingCode | null, CarFacts]>([
    ["vehicle 25 years old", null, facts({ firstRegistration: aged(25) })],
    ["vehicle 26 years old (the day before)", "UWM03", facts({ firstRegistration: agedPlusOne(25) })],
    ["vehicle 26 years old on the anniversary", "UWM03", facts({ firstRegistration: "2000-11-23" })],
    ["catalogue value €150,000.00", null, facts({ catalogueValueCents: 150_000_00 })],
    ["catalogue value €150,000.01", "UWM05", facts({ catalogueValueCents: 150_000_01 })],
    ["main driver 17", "UWM21", facts({}, driver(17))],
    ["main driver 18", null, facts({}, driver(18))],
    ["main driver 84", null, facts({}, driver(84))],
    ["main driver 85", "UWM22", facts({}, driver(85))],
    ["main driver 22, value €50,000.00", null, facts({ catalogueValueCents: 50_000_00 }, driver(22))],
    ["main driver 22, value €50,000.01", "UWM01", facts({ catalogueValueCents: 50_000_01 }, driver(22))],
    ["main driver 23, value €50,000.01", null, facts({ catalogueValueCents: 50_000_01 }, driver(23))],
    ["main driver 79, all risk", null, facts({}, driver(79, { coverage: "all_risk" }))],
    ["main driver 80, all risk", "UWM02", facts({}, driver(80, { coverage: "all_risk" }))],
    ["main driver 80, WA+", null, facts({}, driver(80, { coverage: "wa_plus" }))],
    ["claim-free years = age − 18", null, facts({}, { mainDriverAge: 30, claimFreeYears: 12 })],
    ["claim-free years = age − 17", "UWM10", facts({}, { mainDriverAge: 30, claimFreeYears: 13 })],
    ["negative claim-free years", null, facts({}, { mainDriverAge: 30, claimFreeYears: -4 })],
    ["100 kW at 24", null, facts({ powerKw: 100 }, driver(24))],
    ["101 kW at 24", "UWM07", facts({ powerKw: 101 }, driver(24))],
    ["101 kW at 25", null, facts({ powerKw: 101 }, driver(25))],
    ["150 kW at 29", null, facts({ powerKw: 150 }, driver(29))],
    ["151 kW at 29", "UWM08", facts({ powerKw: 151 }, driver(29))],
    ["151 kW at 30", null, facts({ powerKw: 151 }, driver(30))],
    ["300 kW at 69", null, facts({ powerKw: 300 }, driver(69))],
    ["200 kW at 70", null, facts({ powerKw: 200 }, driver(70))],
    ["201 kW at 70", "UWM24", facts({ powerKw: 201 }, driver(70))],
    ["all risk, 8 years old", null, facts({ firstRegistration: aged(8) }, { coverage: "all_risk" })],
    ["all risk, 9 years old", "UWM12", facts({ firstRegistration: agedPlusOne(8) }, { coverage: "all_risk" })],
    ["WA, 9 years old", null, facts({ firstRegistration: agedPlusOne(8) }, { coverage: "wa" })],
    ["roadside assistance, 15 years old", null, facts({ firstRegistration: aged(15) }, { roadsideAssistance: true })],
    ["roadside assistance, 16 years old", "UWM15", facts({ firstRegistration: agedPlusOne(15) }, { roadsideAssistance: true })],
    ["no roadside assistance, 16 years old", null, facts({ firstRegistration: agedPlusOne(15) })],
  ])("%s → %s", (_label, expected, input) => {
    expect(carRefusal(input)).toBe(expected);
  });
});

describe("carRefusal: unknown facts never fire", () => {
  // Expensive, powerful and 20 years old: refused for most drivers and covers, once they are known.
  const risky = car({ firstRegistration: "2006-01-01", catalogueValueCents: 120_000_00, powerKw: 260 });

  it.each<[string, CarFacts]>([
    ["nothing answered", { vehicle: risky, today: TODAY }],
    ["only the coverage (WA)", { vehicle: risky, today: TODAY, coverage: "wa" }],
    ["claim-free years without an age", { vehicle: risky, today: TODAY, claimFreeYears: 40 }],
    ["roadside assistance not answered", { vehicle: car({ firstRegistration: "2006-01-01" }), today: TODAY, mainDriverAge: 40 }],
    ["power missing from the register", { vehicle: car({ powerKw: null }), today: TODAY, ...driver(19) }],
    ["no vehicle yet, with a 17-year-old driver", { vehicle: null, today: TODAY, mainDriverAge: 17 }],
  ])("%s", (_label, input) => {
    expect(carRefusal(input)).toBeNull();
  });

  it("refuses as soon as the missing fact is answered", () => {
    expect(carRefusal({ vehicle: risky, today: TODAY, coverage: "all_risk" })).toBe("UWM12");
    expect(carRefusal({ vehicle: risky, today: TODAY, roadsideAssistance: true })).toBe("UWM15");
    expect(carRefusal({ vehicle: risky, today: TODAY, mainDriverAge: 20 })).toBe("UWM01");
  });

  it("still refuses a car whose register data cannot be rated", () => {
    expect(carRefusal({ vehicle: car({ firstRegistration: null }), today: TODAY })).toBe("ACI00");
  });
});

describe("carRefusal: order", () => {
  const expensiveAndPowerful = { catalogueValueCents: 90_000_00, powerKw: 200 };
  it.each<[string, CarUnderwritingCode, CarFacts]>([
    ["a van with a too-young driver", "ACI01", facts({ vehicleType: "Bedrijfsauto" }, driver(17))],
    ["an exported taxi", "MIS115", facts({ exported: true, taxi: true })],
    ["a 30-year-old car without a value", "UWM03", facts({ firstRegistration: "1996-01-01", catalogueValueCents: null })],
    ["an expensive car with an 86-year-old driver", "UWM05", facts({ catalogueValueCents: 160_000_00 }, driver(86))],
    ["a 17-year-old in an expensive, powerful car", "UWM21", facts(expensiveAndPowerful, driver(17))],
    ["a 20-year-old in an expensive, powerful car", "UWM01", facts(expensiveAndPowerful, driver(20))],
    ["impossible claim-free years in a powerful car", "UWM10", facts({ powerKw: 200 }, { mainDriverAge: 20, claimFreeYears: 5 })],
    [
      "all risk and roadside assistance on a 20-year-old car",
      "UWM12",
      facts({ firstRegistration: "2006-01-01" }, { coverage: "all_risk", roadsideAssistance: true }),
    ],
  ])("%s → %s", (_label, expected, input) => {
    expect(carRefusal(input)).toBe(expected);
  });
});

describe("carRefusal: accepted", () => {
  it("accepts an ordinary car and driver", () => {
    expect(carRefusal(facts())).toBeNull();
    expect(carRefusal(facts({}, { coverage: "all_risk", roadsideAssistance: true }))).toBeNull();
  });

  it("reads its thresholds from the data it is given", () => {
    const old = facts({ firstRegistration: "1996-01-01" });
    expect(carRefusal(old)).toBe("UWM03");
    expect(carRefusal(old, { ...CAR_ACCEPTANCE, maxVehicleAgeYears: 40 })).toBeNull();
  });
});

describe("refusal messages", () => {
  it("have a key per code in the underwriting namespace, and a way back to the overview", () => {
    expect(carRefusalMessageKey("UWM12")).toBe("underwriting:car.UWM12");
    expect(REFUSAL_RETURN_PATH).toBe("/products/available-products");
  });

  it("name the limits from the data", () => {
    expect(carRefusalMessageValues("UWM08")).toMatchObject({ fromAge: 25, lastAge: 29, maxPowerKw: 150 });
    expect(carRefusalMessageValues("UWM05").maxCatalogueValue).toBe("€\u00a0150.000,00");
  });

  it.each([...SUPPORTED_LANGUAGES])("read every code in %s with its numbers filled in", async (language) => {
    const i18n = createInstance();
    await i18n.init({ lng: language, resources: { [language]: { underwriting: catalogs[language] } } });
    for (const code of CAR_UNDERWRITING_CODES) {
      const key = carRefusalMessageKey(code);
      expect(i18n.exists(key), `${language} ${code}`).toBe(true);
      const text = i18n.t(key, carRefusalMessageValues(code));
      expect(text, `${language} ${code}`).not.toMatch(/\{\{|\}\}/);
      expect(text.length, `${language} ${code}`).toBeGreaterThan(40);
    }
    expect(i18n.t("underwriting:car.UWM12", carRefusalMessageValues("UWM12"))).toContain("8");
    expect(i18n.t("underwriting:code", { code: "UWM12" })).toBe("Code UWM12");
  });
});
