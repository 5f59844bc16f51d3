// The consumer lines' rating tables at their edges (prisma/seed-data/products.ts, decision
// 0032): the car's vehicle value, vehicle age, power, main driver's age, claim-free years and
// postcode region bands; the home lines' postcode regions; the device and drone price bands.
// Also what the answer fields refuse before any table is read, the car's refusals through
// quoteProduct, the insured object a policy keeps, and how a looked-up address is picked.
import { describe, expect, it } from "vitest";
import { insuredObjectOf, insuredObjectRows, parseInsuredObject } from "~/domain/catalogue/insured-object";
import { DEFAULT_RISK_CLASS, quoteProduct, ratingInputs, refusalOf, type AnswerLike } from "~/domain/catalogue/product-quote";
import { parseAnswer } from "~/domain/catalogue/question-fields";
import { ratePremium } from "~/domain/catalogue/rating";
import { addDays, addMonths } from "~/domain/platform/validation";
import type { Vehicle } from "~/domain/catalogue/vehicles";
import { pickAddress } from "~/server/checkout/answer-lookups.server";
import type { AddressLookupResult } from "~/server/providers/address-lookup.server";
import { BUILTIN_VEHICLE_PLATES as PLATES } from "~/server/providers/data/vehicles";
import { answersFor, seedProduct, type SeedProduct } from "./support/seed-products";
import { testVehicle } from "./support/vehicles";

const TODAY = "2026-11-23";
const car = seedProduct("car");
const homeLiability = seedProduct("home-liability");
const homeBuilding = seedProduct("home-building");
const homeContent = seedProduct("home-content");
const device = seedProduct("device");
const drone = seedProduct("drone");

/**
 * The base premium in cents times each factor in permille, rounded once (half up) as the
 * engine does. The factors are the seed table's numbers, written out in each test.
 */
function netOf(baseCents: number, factors: readonly number[]): number {
  const numerator = factors.reduce((total, factor) => total * BigInt(factor), BigInt(baseCents));
  const denominator = 1000n ** BigInt(factors.length);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** Prices answers the way the shop does: ratingInputs feeding ratePremium with the product's bands and chosen options. */
function rate(product: SeedProduct, answers: ReadonlyMap<string, AnswerLike>) {
  const options = product.questions.flatMap((question) => {
    const chosen = question.options.find((option) => option.id === answers.get(question.id)?.optionId);
    return chosen ? [chosen] : [];
  });
  const inputs = ratingInputs(product.questions, answers, TODAY);
  return {
    inputs,
    premium: ratePremium({
      productType: product.type,
      riskClass: DEFAULT_RISK_CLASS,
      tariffs: product.tariffs,
      options,
      bands: product.bands,
      inputs,
    }),
  };
}

// ------------------------------------------------------------------------------------------
// Car

/** A four-year-old car worth 30,000 with 90 kW (bands 1050, 1000, 1000); override what a case is about. */
const vehicle = testVehicle;

/**
 * The car's answers: a 46-year-old main driver (1000) with 5 claim-free years (750) in Utrecht
 * (region 35: 1050), WA (1000), up to 10,000 km (1000), deductible 500 (1000); the vehicle as
 * the plate lookup stores it in Answer.details.
 */
function carAnswers(overrides: Record<string, string | number> = {}, car_: Partial<Vehicle> = {}) {
  const answers = answersFor(car, {
    coverage: "wa",
    km_per_year: "10000",
    deductible: "500",
    claim_free_years: 5,
    main_driver_birth_date: "1980-01-01",
    postcode: "3511AB 1",
    ...overrides,
  });
  const plate = car.questions.find((question) => question.field === "license_plate")!;
  if (!("license_plate" in overrides)) {
    const details = vehicle(car_);
    answers.set(plate.id, { optionId: null, textValue: details.plate, details });
  }
  return answers;
}

/** The car's base net premium for these band factors, the options at 1000 each. */
const CAR_BASE = 3990;
const carFactors = (
  overrides: Partial<Record<"value" | "age" | "power" | "driver" | "claimFree" | "region" | "coverage", number>> = {},
) => {
  const f = { value: 1050, age: 1000, power: 1000, driver: 1000, claimFree: 750, region: 1050, coverage: 1000, ...overrides };
  return [f.value, f.age, f.power, f.driver, f.claimFree, f.region, f.coverage];
};
const carNet = (overrides: Parameters<typeof carFactors>[0] = {}) => netOf(CAR_BASE, carFactors(overrides));

describe("car: the rating inputs a looked-up vehicle and the answers give", () => {
  it("reads value, age, power and mass from the vehicle, the driver's age and the postcode region", () => {
    const { inputs } = rate(car, carAnswers());
    expect(inputs).toMatchObject({
      vehicle_value: 30_000,
      vehicle_age: 4,
      power_kw: 90,
      mass_kg: 1_250,
      age: 46,
      claim_free_years: 5,
      postcode_region: 35,
    });
  });

  it("prices the baseline at the seed's factors: 3990 x 1.05 x 0.75 x 1.05, plus 21 % tax", () => {
    const { premium } = rate(car, carAnswers());
    expect(premium.outOfRange).toEqual([]);
    expect(premium.baseNetMonthlyCents).toBe(carNet());
    expect(premium.baseNetMonthlyCents).toBe(3299);
    expect(premium.grossMonthlyCents).toBe(Math.round(3299 * 1.21));
  });

  it("is the same through quoteProduct as through ratingInputs + ratePremium", () => {
    const answers = carAnswers();
    const quote = quoteProduct(car, { riskClass: DEFAULT_RISK_CLASS, answers, today: TODAY });
    expect(quote.premium).toEqual(rate(car, answers).premium);
    expect(quote.refusal).toBeNull();
  });
});

describe("car: vehicle value bands (whole euros of the catalogue value)", () => {
  const net = (euros: number, cents = 0) =>
    rate(car, carAnswers({}, { catalogueValueCents: euros * 100 + cents })).premium.baseNetMonthlyCents;
  const edges: [number, number, number, number][] = [
    // last value of a band, its factor, first value of the next, its factor
    [15_000, 850, 15_001, 950],
    [25_000, 950, 25_001, 1050],
    [40_000, 1050, 40_001, 1200],
    [60_000, 1200, 60_001, 1450],
    [100_000, 1450, 100_001, 1800],
  ];
  for (const [below, belowFactor, above, aboveFactor] of edges) {
    it(`${below} is in the ${belowFactor} band, ${above} in the ${aboveFactor} band`, () => {
      expect(net(below)).toBe(carNet({ value: belowFactor }));
      expect(net(above)).toBe(carNet({ value: aboveFactor }));
      expect(net(above)).toBeGreaterThan(net(below));
    });
  }

  it("drops the cents: 15,000.99 is still in the 15,000 band", () => {
    expect(net(15_000, 99)).toBe(carNet({ value: 850 }));
  });

  it("starts at 0 and stays open above 100,000 (150,000 is rated, not out of range)", () => {
    expect(net(0)).toBe(carNet({ value: 850 }));
    const { premium } = rate(car, carAnswers({}, { catalogueValueCents: 150_000_00 }));
    expect(premium.outOfRange).toEqual([]);
    expect(premium.baseNetMonthlyCents).toBe(carNet({ value: 1800 }));
  });
});

describe("car: vehicle age bands (whole years since the first registration)", () => {
  const at = (firstRegistration: string) => rate(car, carAnswers({}, { firstRegistration }));
  const edges: [string, number, number, string, number, number][] = [
    // registered on, age on TODAY, factor; registered a day earlier, age, factor
    ["2022-11-24", 3, 1150, "2022-11-23", 4, 1000],
    ["2017-11-24", 8, 1000, "2017-11-23", 9, 850],
    ["2010-11-24", 15, 850, "2010-11-23", 16, 750],
  ];
  for (const [younger, youngAge, youngFactor, older, oldAge, oldFactor] of edges) {
    it(`${youngAge} years (the day before the birthday) pays ${youngFactor}, ${oldAge} pays ${oldFactor}`, () => {
      expect(at(younger).inputs.vehicle_age).toBe(youngAge);
      expect(at(younger).premium.baseNetMonthlyCents).toBe(carNet({ age: youngFactor }));
      expect(at(older).inputs.vehicle_age).toBe(oldAge);
      expect(at(older).premium.baseNetMonthlyCents).toBe(carNet({ age: oldFactor }));
    });
  }

  it("a new car (registered today) is 0 years old and in the first band", () => {
    expect(at(TODAY).inputs.vehicle_age).toBe(0);
    expect(at(TODAY).premium.baseNetMonthlyCents).toBe(carNet({ age: 1150 }));
  });
});

describe("car: power bands (kW)", () => {
  const net = (powerKw: number) => rate(car, carAnswers({}, { powerKw })).premium.baseNetMonthlyCents;
  const edges: [number, number, number, number][] = [
    [70, 900, 71, 1000],
    [110, 1000, 111, 1150],
    [150, 1150, 151, 1350],
    [250, 1350, 251, 1600],
  ];
  for (const [below, belowFactor, above, aboveFactor] of edges) {
    it(`${below} kW pays ${belowFactor}, ${above} kW ${aboveFactor}`, () => {
      expect(net(below)).toBe(carNet({ power: belowFactor }));
      expect(net(above)).toBe(carNet({ power: aboveFactor }));
    });
  }
});

describe("car: main driver's age bands", () => {
  const net = (birthDate: string) =>
    rate(car, carAnswers({ main_driver_birth_date: birthDate, claim_free_years: 0 })).premium.baseNetMonthlyCents;
  it("23 pays 1900, 24 (on the birthday) 1350; 29 pays 1350, 30 pays 1000", () => {
    expect(net("2002-11-24")).toBe(carNet({ driver: 1900, claimFree: 1400 })); // 23, turns 24 tomorrow
    expect(net("2002-11-23")).toBe(carNet({ driver: 1350, claimFree: 1400 }));
    expect(net("1996-11-24")).toBe(carNet({ driver: 1350, claimFree: 1400 }));
    expect(net("1996-11-23")).toBe(carNet({ driver: 1000, claimFree: 1400 }));
  });
  it("64 pays 1000, 65 pays 1100, 74 pays 1100, 75 pays 1300", () => {
    expect(net("1961-11-24")).toBe(carNet({ driver: 1000, claimFree: 1400 }));
    expect(net("1961-11-23")).toBe(carNet({ driver: 1100, claimFree: 1400 }));
    expect(net("1951-11-24")).toBe(carNet({ driver: 1100, claimFree: 1400 }));
    expect(net("1951-11-23")).toBe(carNet({ driver: 1300, claimFree: 1400 }));
  });
});

describe("car: the claim-free years ladder", () => {
  const claimFree = car.questions.find((question) => question.field === "claim_free_years")!;
  const field = (raw: string) => parseAnswer(claimFree, raw, { today: TODAY, productType: "car" });
  const net = (years: number) => rate(car, carAnswers({ claim_free_years: years })).premium.baseNetMonthlyCents;

  it("accepts -4, the top of the malus ladder, at 2.5 times the base (2500)", () => {
    expect(field("-4")).toEqual({ value: expect.objectContaining({ floatValue: -4 }) });
    expect(net(-4)).toBe(carNet({ claimFree: 2500 }));
  });

  it("refuses -5 at the field: validations:minClaimFreeYears", () => {
    expect(field("-5")).toEqual({ error: "validations:minClaimFreeYears" });
  });

  it("refuses more than 50, fractions and words at the field", () => {
    expect(field("50")).toEqual({ value: expect.objectContaining({ floatValue: 50 }) });
    expect(field("51")).toEqual({ error: "validations:maxClaimFreeYears" });
    expect(field("2.5")).toEqual({ error: "validations:number" });
    expect(field("vijf")).toEqual({ error: "validations:number" });
  });

  it("prices every rung as the table says, 14 at 500 and 15 and up at 450", () => {
    const table: [number, number][] = [
      [-4, 2500],
      [-3, 2200],
      [-2, 1900],
      [-1, 1600],
      [0, 1400],
      [1, 1200],
      [2, 1050],
      [3, 950],
      [4, 850],
      [5, 750],
      [6, 680],
      [7, 620],
      [8, 580],
      [9, 550],
      [10, 500],
      [14, 500],
      [15, 450],
      [28, 450],
    ];
    for (const [years, factor] of table) expect(net(years), `${years} years`).toBe(carNet({ claimFree: factor }));
  });

  it("more claim-free years than a licence allows is refused (UWM10), not priced lower", () => {
    // A 46-year-old can have driven 28 years at most.
    expect(refusalOf(car, carAnswers({ claim_free_years: 28 }), TODAY)).toBeNull();
    expect(refusalOf(car, carAnswers({ claim_free_years: 29 }), TODAY)).toBe("UWM10");
  });
});

describe("car: the postcode region where it is kept", () => {
  it("Amsterdam (region 10) pays 1250, Rotterdam (30) 1300, Utrecht (35) 1050, Groningen (97) 850", () => {
    const net = (postcode: string) => rate(car, carAnswers({ postcode })).premium.baseNetMonthlyCents;
    expect(net("1017XN 42")).toBe(carNet({ region: 1250 }));
    expect(net("3012BN 10")).toBe(carNet({ region: 1300 }));
    expect(net("3511AB 1")).toBe(carNet({ region: 1050 }));
    expect(net("9711LM 12")).toBe(carNet({ region: 850 }));
  });
});

describe("car: coverage options", () => {
  it("WA < WA+ < all risk, at 1000, 1350 and 1850", () => {
    const at = (coverage: string) => rate(car, carAnswers({ coverage }, { firstRegistration: "2023-03-14" })).premium;
    const [wa, waPlus, allRisk] = ["wa", "wa_plus", "all_risk"].map(at) as [
      ReturnType<typeof at>,
      ReturnType<typeof at>,
      ReturnType<typeof at>,
    ];
    expect(wa.grossMonthlyCents).toBeLessThan(waPlus.grossMonthlyCents);
    expect(waPlus.grossMonthlyCents).toBeLessThan(allRisk.grossMonthlyCents);
    expect(wa.baseNetMonthlyCents).toBe(carNet({ age: 1150 }));
    expect(waPlus.baseNetMonthlyCents).toBe(carNet({ age: 1150, coverage: 1350 }));
    expect(allRisk.baseNetMonthlyCents).toBe(carNet({ age: 1150, coverage: 1850 }));
  });

  it("the extras add their factor when chosen: roadside assistance 1090", () => {
    const without = rate(car, carAnswers({ road_assistance: "no" })).premium.baseNetMonthlyCents;
    const withIt = rate(car, carAnswers({ road_assistance: "yes" })).premium.baseNetMonthlyCents;
    expect(without).toBe(carNet());
    expect(withIt).toBe(netOf(CAR_BASE, [...carFactors(), 1090]));
  });
});

describe("car: refusals through quoteProduct", () => {
  const quote = (answers: ReadonlyMap<string, AnswerLike>) => quoteProduct(car, { riskClass: DEFAULT_RISK_CLASS, answers, today: TODAY });
  const withPlate = (plate: string, overrides: Record<string, string | number> = {}) => carAnswers({ license_plate: plate, ...overrides });

  it("an ordinary car and driver are accepted, not referred", () => {
    const result = quote(withPlate(PLATES.ordinary, { coverage: "all_risk" }));
    expect(result.refusal).toBeNull();
    expect(result.outcome).not.toBe("refer");
  });

  it("a van is refused with ACI01 and referred", () => {
    const result = quote(withPlate(PLATES.van));
    expect(result).toMatchObject({ refusal: "ACI01", outcome: "refer" });
  });

  it("a car older than 8 years with all risk is refused with UWM12; with WA it is accepted", () => {
    expect(quote(withPlate(PLATES.tenYearsOld, { coverage: "all_risk" }))).toMatchObject({ refusal: "UWM12", outcome: "refer" });
    expect(quote(withPlate(PLATES.tenYearsOld, { coverage: "wa" })).refusal).toBeNull();
  });

  it("a main driver of 17 is refused with UWM21 (the field accepted the date)", () => {
    const result = quote(withPlate(PLATES.ordinary, { main_driver_birth_date: "2009-01-01", claim_free_years: 0 }));
    expect(result).toMatchObject({ refusal: "UWM21", outcome: "refer" });
  });

  it("a refused car still gets a premium (the screen shows why, not a broken price)", () => {
    const result = quote(withPlate(PLATES.van));
    expect(result.premium.grossMonthlyCents).toBeGreaterThan(0);
  });

  it("without answers the car is quoted at its cheapest bands and options (the 'from' price), with no refusal", () => {
    const result = quote(new Map());
    expect(result.refusal).toBeNull();
    expect(result.premium.outOfRange).toEqual([]);
    // value 850, age 750, power 900, driver 1000, claim-free 450, region 850; km, coverage and deductible 1000.
    expect(result.premium.baseNetMonthlyCents).toBe(netOf(CAR_BASE, [850, 750, 900, 1000, 450, 850]));
    expect(result.unanswered.length).toBeGreaterThan(0);
  });

  it("the 'from' price is no more than any answered car's premium", () => {
    const from = quote(new Map()).premium.grossMonthlyCents;
    for (const plate of [PLATES.ordinary, PLATES.diesel, PLATES.smallElectric, PLATES.twentyYearsOld]) {
      for (const claimFree of [-4, 0, 15]) {
        expect(quote(withPlate(plate, { claim_free_years: claimFree })).premium.grossMonthlyCents).toBeGreaterThanOrEqual(from);
      }
    }
  });
});

// ------------------------------------------------------------------------------------------
// Home

describe("home: the postcode region changes the premium as each table says", () => {
  const homeAnswers = (product: SeedProduct, postcode: string) => {
    const byField: Record<string, string | number> = {
      postcode,
      family_composition: "single",
      deductible: product === homeLiability ? "100" : "500",
    };
    if (product !== homeLiability) Object.assign(byField, { home_ownership: "owner", allianz_house_conformity: "yes" });
    return answersFor(product, byField);
  };
  const cases: [SeedProduct, number, number, number][] = [
    // product, base, region 10 factor, region 90-99 factor
    [homeLiability, 540, 1050, 950],
    [homeBuilding, 1480, 1100, 1000],
    [homeContent, 1120, 1250, 850],
  ];
  for (const [product, base, amsterdam, north] of cases) {
    it(`${product.slug}: 1017XN (region 10) at ${amsterdam}, 9711LM (region 97) at ${north}`, () => {
      const inAmsterdam = rate(product, homeAnswers(product, "1017XN 42"));
      const inGroningen = rate(product, homeAnswers(product, "9711LM 12"));
      expect(inAmsterdam.inputs.postcode_region).toBe(10);
      expect(inGroningen.inputs.postcode_region).toBe(97);
      expect(inAmsterdam.premium.baseNetMonthlyCents).toBe(netOf(base, [amsterdam]));
      expect(inGroningen.premium.baseNetMonthlyCents).toBe(netOf(base, [north]));
      expect(inAmsterdam.premium.outOfRange).toEqual([]);
    });
  }

  it("home content: Rotterdam (30) 1250, Utrecht (35) 1050, Maastricht (62) 1000", () => {
    const net = (postcode: string) => rate(homeContent, homeAnswers(homeContent, postcode)).premium.baseNetMonthlyCents;
    expect(net("3012BN 10")).toBe(netOf(1120, [1250]));
    expect(net("3511AB 1")).toBe(netOf(1120, [1050]));
    expect(net("6211LD 8")).toBe(netOf(1120, [1000]));
  });

  it("without an address the cheapest region counts (a 'from' price)", () => {
    const from = quoteProduct(homeContent, { riskClass: DEFAULT_RISK_CLASS, answers: new Map(), today: TODAY });
    // cheapest region 850, deductible 500 (1000), family single (1000); all risk is an extra.
    expect(from.premium.baseNetMonthlyCents).toBe(netOf(1120, [850]));
    expect(from.refusal).toBeNull();
  });
});

// ------------------------------------------------------------------------------------------
// Devices and drones

describe("device: purchase price bands and the 5,000 limit", () => {
  const priceQuestion = device.questions.find((question) => question.field === "device_price")!;
  const field = (raw: string) => parseAnswer(priceQuestion, raw, { today: TODAY, productType: "device" });
  const net = (euros: number) =>
    rate(device, answersFor(device, { device_type: "tablet", device_price: euros })).premium.baseNetMonthlyCents;

  it("300 pays 500, 301 pays 800", () => {
    expect(net(300)).toBe(netOf(890, [500]));
    expect(net(301)).toBe(netOf(890, [800]));
  });

  it("every band edge as the table says", () => {
    const table: [number, number][] = [
      [0, 500],
      [600, 800],
      [601, 1100],
      [1000, 1100],
      [1001, 1500],
      [1500, 1500],
      [1501, 2100],
      [2500, 2100],
      [2501, 3000],
      [5000, 3000],
    ];
    for (const [euros, factor] of table) expect(net(euros), `${euros}`).toBe(netOf(890, [factor]));
  });

  it("the field accepts 5,000 (also written € 5.000) and refuses 5,001: validations:maxDronePrice", () => {
    expect(field("5000")).toEqual({ value: expect.objectContaining({ moneyValueCents: 500_000 }) });
    expect(field("€ 5.000")).toEqual({ value: expect.objectContaining({ moneyValueCents: 500_000 }) });
    expect(field("5001")).toEqual({ error: "validations:maxDronePrice" });
    expect(field("geen")).toEqual({ error: "validations:number" });
  });

  it("the device type's factor counts: a smartphone (1100) costs more than a tablet (1000)", () => {
    const phone = rate(device, answersFor(device, { device_type: "smartphone", device_price: 800 })).premium.baseNetMonthlyCents;
    expect(phone).toBe(netOf(890, [1100, 1100]));
    expect(net(800)).toBe(netOf(890, [1100]));
  });
});

describe("drone: purchase price bands and the 5,000 limit", () => {
  const priceQuestion = drone.questions.find((question) => question.field === "drone_purchase_price")!;
  const field = (raw: string) => parseAnswer(priceQuestion, raw, { today: TODAY, productType: "drone" });
  const net = (euros: number) =>
    rate(drone, answersFor(drone, { drone_cover: "liability", drone_purchase_price: euros })).premium.baseNetMonthlyCents;

  it("5000 is accepted at the top band (2400); 5.000,01 is refused at the field", () => {
    expect(field("5000")).toEqual({ value: expect.objectContaining({ moneyValueCents: 500_000 }) });
    expect(net(5000)).toBe(netOf(1290, [2400]));
    expect(field("5.000,01")).toEqual({ error: "validations:maxDronePrice" });
  });

  it("every band edge as the table says", () => {
    const table: [number, number][] = [
      [500, 600],
      [501, 900],
      [1000, 900],
      [1001, 1300],
      [2000, 1300],
      [2001, 1800],
      [3500, 1800],
      [3501, 2400],
    ];
    for (const [euros, factor] of table) expect(net(euros), `${euros}`).toBe(netOf(1290, [factor]));
  });

  it("hull cover (1430) costs more than liability alone", () => {
    const hull = rate(drone, answersFor(drone, { drone_cover: "liability_hull", drone_purchase_price: 800 })).premium.baseNetMonthlyCents;
    expect(hull).toBe(netOf(1290, [1430, 900]));
    expect(hull).toBeGreaterThan(net(800));
  });
});

// ------------------------------------------------------------------------------------------
// Answer fields

describe("parseAnswer: device_identifier follows the device type", () => {
  const identifier = device.questions.find((question) => question.field === "device_identifier")!;
  const parse = (raw: string, deviceType?: string) =>
    parseAnswer(identifier, raw, { today: TODAY, productType: "device", chosen: deviceType ? { device_type: deviceType } : undefined });

  it("a smartphone needs a 15-digit IMEI that passes Luhn; spaces are dropped", () => {
    expect(parse("490154203237518", "smartphone")).toEqual({ value: expect.objectContaining({ textValue: "490154203237518" }) });
    expect(parse("49 015420 323751 8", "smartphone")).toEqual({ value: expect.objectContaining({ textValue: "490154203237518" }) });
    expect(parse("490154203237519", "smartphone")).toEqual({ error: "validations:imei" });
    expect(parse("49015420323751", "smartphone")).toEqual({ error: "validations:imei" });
    expect(parse("SN-DMPXK2ABCD", "smartphone")).toEqual({ error: "validations:imei" });
  });

  it("a tablet (or no type chosen) needs a serial number, stored in capitals", () => {
    expect(parse("dmpxk2-abcd12", "tablet")).toEqual({ value: expect.objectContaining({ textValue: "DMPXK2-ABCD12" }) });
    expect(parse("490154203237519", "tablet")).toEqual({ value: expect.objectContaining({ textValue: "490154203237519" }) });
    expect(parse("ABC1")).toEqual({ value: expect.objectContaining({ textValue: "ABC1" }) });
    expect(parse("AB!", "tablet")).toEqual({ error: "validations:serialNumber" });
    expect(parse("-ABCD", "tablet")).toEqual({ error: "validations:serialNumber" });
  });
});

describe("parseAnswer: purchase_date (at most 36 months back, not in the future)", () => {
  const question = device.questions.find((candidate) => candidate.field === "purchase_date")!;
  const parse = (raw: string) => parseAnswer(question, raw, { today: TODAY, productType: "device" });

  it("today is accepted, tomorrow is dateInFuture", () => {
    expect(parse(TODAY)).toEqual({ value: expect.objectContaining({ dateValue: TODAY }) });
    expect(parse(addDays(TODAY, 1))).toEqual({ error: "validations:dateInFuture" });
  });

  it("36 months back is accepted, one day more is purchaseDateTooOld", () => {
    const limit = addMonths(TODAY, -36);
    expect(limit).toBe("2023-11-23");
    expect(parse(limit)).toEqual({ value: expect.objectContaining({ dateValue: limit }) });
    expect(parse(addDays(limit, -1))).toEqual({ error: "validations:purchaseDateTooOld" });
  });

  it("a day that does not exist is dateValidMessage", () => {
    expect(parse("2025-02-29")).toEqual({ error: "validations:dateValidMessage" });
    expect(parse("23-11-2026")).toEqual({ error: "validations:dateValidMessage" });
  });
});

describe("parseAnswer: main_driver_birth_date is judged by the refusal rules, not the field", () => {
  const question = car.questions.find((candidate) => candidate.field === "main_driver_birth_date")!;
  const parse = (raw: string) => parseAnswer(question, raw, { today: TODAY, productType: "car" });

  it("accepts a 17-year-old's date (UWM21 refuses it later)", () => {
    expect(parse("2009-11-24")).toEqual({ value: expect.objectContaining({ dateValue: "2009-11-24" }) });
  });

  it("refuses a future date and more than 100 years back", () => {
    expect(parse(addDays(TODAY, 1))).toEqual({ error: "validations:dateInFuture" });
    expect(parse("1925-11-22")).toEqual({ error: "validations:birthDate100YearMaxDate" });
  });
});

describe("parseAnswer: the composite postcode answer", () => {
  const question = homeContent.questions.find((candidate) => candidate.field === "postcode")!;
  const parse = (raw: string) => parseAnswer(question, raw, { today: TODAY, productType: "allianz_content" });

  it("'3511 ab' with number 1 is accepted and stored as 3511AB 1; an addition is kept in capitals", () => {
    expect(parse("3511 ab|1|")).toEqual({ value: expect.objectContaining({ textValue: "3511AB 1" }) });
    expect(parse("3511AB|1|a")).toEqual({ value: expect.objectContaining({ textValue: "3511AB 1 A" }) });
  });

  it("a foreign postcode (75001) is validations:onlyNL; 1234 is validations:postalCode", () => {
    expect(parse("75001|1|")).toEqual({ error: "validations:onlyNL" });
    expect(parse("1234|1|")).toEqual({ error: "validations:postalCode" });
    expect(parse("0123AB|1|")).toEqual({ error: "validations:postalCode" });
  });

  it("a missing or bad house number, or a too long addition, is said so", () => {
    expect(parse("3511AB||")).toEqual({ error: "validations:houseNumberRequired" });
    expect(parse("3511AB|1A|")).toEqual({ error: "validations:houseNumber" });
    expect(parse("3511AB|0|")).toEqual({ error: "validations:houseNumber" });
    expect(parse("3511AB|1|ABCDEFGHIJK")).toEqual({ error: "validations:tooLong" });
  });
});

// ------------------------------------------------------------------------------------------
// Insured object and address picking

describe("insuredObjectOf: what the policy keeps", () => {
  it("a car: the looked-up vehicle", () => {
    const object = insuredObjectOf(car, carAnswers({ license_plate: PLATES.ordinary }));
    expect(object).toEqual({
      kind: "vehicle",
      plate: "S482HJ",
      make: "VOLKSWAGEN",
      model: "POLO",
      firstRegistration: "2023-03-14",
      catalogueValueCents: 24_990_00,
      fuel: "Benzine",
      powerKw: 70,
    });
  });

  it("a car with only a postcode answered is no vehicle: the address (no plate yet)", () => {
    expect(insuredObjectOf(car, answersFor(car, { postcode: "3511AB 1" }))).toMatchObject({ kind: "address" });
  });

  it("a home: the looked-up address", () => {
    const object = insuredObjectOf(homeContent, answersFor(homeContent, { postcode: "1017XN 42" }));
    expect(object).toEqual({
      kind: "address",
      street: "Keizersgracht",
      houseNumber: "42",
      addition: null,
      postalCode: "1017XN",
      city: "Amsterdam",
    });
  });

  it("a device: its type, identifier, price and purchase date", () => {
    const answers = answersFor(device, {
      device_type: "smartphone",
      device_price: 899,
      purchase_date: "2026-01-15",
      device_identifier: "490154203237518",
    });
    expect(insuredObjectOf(device, answers)).toEqual({
      kind: "device",
      deviceType: "smartphone",
      identifier: "490154203237518",
      purchasePriceCents: 89_900,
      purchaseDate: "2026-01-15",
    });
  });

  it("a drone: a device of type drone (the product asks no device type)", () => {
    const answers = answersFor(drone, { drone_purchase_price: 1200, purchase_date: "2025-06-01", device_identifier: "1581F4XFB23KQ" });
    expect(insuredObjectOf(drone, answers)).toEqual({
      kind: "device",
      deviceType: "drone",
      identifier: "1581F4XFB23KQ",
      purchasePriceCents: 120_000,
      purchaseDate: "2025-06-01",
    });
  });

  it("nothing answered: no insured object", () => {
    for (const product of [car, homeContent, device, drone]) expect(insuredObjectOf(product, new Map()), product.slug).toBeNull();
  });

  it("reads back from JSON; anything else is null", () => {
    const object = insuredObjectOf(homeContent, answersFor(homeContent, { postcode: "3511AB 1" }))!;
    expect(parseInsuredObject(JSON.parse(JSON.stringify(object)))).toEqual(object);
    expect(parseInsuredObject(null)).toBeNull();
    expect(parseInsuredObject({ kind: "boat" })).toBeNull();
    expect(parseInsuredObject("vehicle")).toBeNull();
  });

  it("gives schedule rows: plate formatted, address with the postcode spaced", () => {
    const t = (key: string, options?: Record<string, unknown>) => String(options?.defaultValue ?? key);
    const rows = insuredObjectRows(insuredObjectOf(car, carAnswers({ license_plate: PLATES.ordinary }))!, "EUR", t);
    expect(rows[0]![0]).toBe("funnel:insured.plate");
    expect(rows[0]![1]).toMatch(/^S-?482-?HJ$/);
    expect(rows.find(([label]) => label === "funnel:insured.power")?.[1]).toBe("70 kW");
    const address = insuredObjectRows(insuredObjectOf(homeContent, answersFor(homeContent, { postcode: "1017XN 42" }))!, "EUR", t);
    expect(address).toEqual([["funnel:insured.address", "Keizersgracht 42, 1017 XN Amsterdam"]]);
  });
});

describe("pickAddress: the one address a postcode, number and addition mean", () => {
  const row = (houseNumber: string, addition: string | null): AddressLookupResult => ({
    street: "Oudegracht",
    houseNumber,
    addition,
    postalCode: "3511AB",
    city: "Utrecht",
    municipality: "Utrecht",
    province: "Utrecht",
  });

  it("with an addition: the address the search found for it", () => {
    expect(pickAddress([row("1", "A")], "A")).toEqual(row("1", "A"));
  });

  it("without one: the address without an addition, even when others have one", () => {
    expect(pickAddress([row("1", null), row("1", "A")], null)).toEqual(row("1", null));
    expect(pickAddress([row("1", "A"), row("1", null)], null)).toEqual(row("1", null));
  });

  it("without one and a single address with an addition: that one", () => {
    expect(pickAddress([row("24", "1")], null)).toEqual(row("24", "1"));
  });

  it("without one and several with an addition: ambiguous, the visitor must say which", () => {
    expect(pickAddress([row("24", "1"), row("24", "2")], null)).toBe("ambiguous");
  });

  it("nothing found: null", () => {
    expect(pickAddress([], null)).toBeNull();
    expect(pickAddress([], "A")).toBeNull();
  });
});
