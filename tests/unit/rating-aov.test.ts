// The rating engine with the seed's aov tariff tables (prisma/seed-data/products.ts): entry
// ages, the insured-income cap, waiting periods, smoking, presets, tax and the "from" price.
import { describe, expect, it } from "vitest";
import { presetAnswers } from "~/domain/checkout/aov-presets";
import { DEFAULT_RISK_CLASS, insuredMonthlyCents, quoteProduct, type AnswerLike } from "~/domain/catalogue/product-quote";
import { answersFor, seedProduct, type SeedProduct } from "./support/seed-products";

const TODAY = "2026-11-23";
const aov = seedProduct("aov");

/** A typical self-employed customer's answers; `overrides` replace single fields. */
function typical(overrides: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    birth_date: "1989-05-10", // 37
    is_smoking: "no",
    income: 50_000,
    aov_percentage: "80",
    aov_waiting_time: "30",
    aov_duration: "67",
    aov_indexation: "0",
    aov_mental_discount: "included",
    ...overrides,
  };
}

function quote(answers: ReadonlyMap<string, AnswerLike>, product: SeedProduct = aov, riskClass = DEFAULT_RISK_CLASS) {
  return quoteProduct(product, { riskClass, answers, today: TODAY });
}

const gross = (byField: Record<string, string | number>, product: SeedProduct = aov) =>
  quote(answersFor(product, byField), product).premium.grossMonthlyCents;

describe("aov entry ages 18 to 57 (decision 0008)", () => {
  const at = (birthDate: string, product: SeedProduct = aov) =>
    quote(answersFor(product, product === aov ? typical({ birth_date: birthDate }) : { birth_date: birthDate }), product);

  it("prices 18 on the birthday and refers 17 the day before it", () => {
    const eighteen = at("2008-11-23");
    expect(eighteen.premium.outOfRange).toEqual([]);
    expect(eighteen.outcome).toBe("accepted");
    const seventeen = at("2008-11-24");
    expect(seventeen.premium.outOfRange).toEqual(["age"]);
    expect(seventeen.outcome).toBe("refer");
  });

  it("prices 57 up to the day before the 58th birthday and refers from that day", () => {
    const fiftySeven = at("1968-11-24"); // turns 58 tomorrow
    expect(fiftySeven.premium.outOfRange).toEqual([]);
    expect(fiftySeven.outcome).toBe("accepted");
    const fiftyEight = at("1968-11-23");
    expect(fiftyEight.premium.outOfRange).toEqual(["age"]);
    expect(fiftyEight.outcome).toBe("refer");
  });

  it("holds for the basic aov (Acture) too", () => {
    const acture = seedProduct("aov-acture");
    expect(at("2008-11-23", acture).premium.outOfRange).toEqual([]);
    expect(at("2008-11-24", acture).outcome).toBe("refer");
    expect(at("1968-11-24", acture).premium.outOfRange).toEqual([]);
    expect(at("1968-11-23", acture).outcome).toBe("refer");
  });

  it("charges more in each older age band", () => {
    const ages = [20, 27, 32, 37, 42, 47, 52, 56];
    const premiums = ages.map((age) => gross(typical({ birth_date: `${2026 - age}-01-01` })));
    for (let i = 1; i < premiums.length; i++) expect(premiums[i], `age ${ages[i]}`).toBeGreaterThan(premiums[i - 1]!);
  });
});

describe("aov premium drivers", () => {
  it("lands a typical customer in the market's € 80-200 a month", () => {
    const premium = gross(typical());
    expect(premium).toBeGreaterThanOrEqual(8_000);
    expect(premium).toBeLessThanOrEqual(20_000);
  });

  it("caps the insured income at 125,000: 125,001 costs the same, 100,000 less", () => {
    const capped = gross(typical({ income: 125_000 }));
    expect(gross(typical({ income: 125_001 }))).toBe(capped);
    expect(gross(typical({ income: 100_000 }))).toBeLessThan(capped);
  });

  it("charges more for a larger insured share of the same income", () => {
    const premiums = ["60", "70", "80"].map((percent) => gross(typical({ income: 100_000, aov_percentage: percent })));
    expect(premiums[1]).toBeGreaterThan(premiums[0]!);
    expect(premiums[2]).toBeGreaterThan(premiums[1]!);
  });

  it("gives each waiting period its own premium, lower the longer the wait", () => {
    const days = ["14", "30", "60", "90", "180", "365", "730"];
    const premiums = days.map((wait) => gross(typical({ aov_waiting_time: wait })));
    expect(new Set(premiums).size).toBe(days.length);
    for (let i = 1; i < premiums.length; i++) expect(premiums[i], `${days[i]} days`).toBeLessThan(premiums[i - 1]!);
  });

  it("charges smokers more", () => {
    expect(gross(typical({ is_smoking: "yes" }))).toBeGreaterThan(gross(typical({ is_smoking: "no" })));
  });

  it("charges more for indexation and for covering psychological complaints", () => {
    expect(gross(typical({ aov_indexation: "2" }))).toBeGreaterThan(gross(typical({ aov_indexation: "0" })));
    expect(gross(typical({ aov_indexation: "3" }))).toBeGreaterThan(gross(typical({ aov_indexation: "2" })));
    expect(gross(typical({ aov_mental_discount: "excluded" }))).toBeLessThan(gross(typical({ aov_mental_discount: "included" })));
  });

  it("prices the presets short < medium < large for the same person", () => {
    const premiums = ["short", "medium", "large"].map((name) => {
      const preset = presetAnswers(aov, name);
      if (!preset.ok) throw new Error(`no preset ${name}`);
      const answers = answersFor(aov, { birth_date: "1984-03-01", is_smoking: "no", income: 60_000 });
      for (const [questionId, optionId] of preset.answers) answers.set(questionId, { optionId });
      const result = quote(answers);
      expect(result.premium.outOfRange, name).toEqual([]);
      return result.premium.grossMonthlyCents;
    });
    expect(premiums[0]).toBeLessThan(premiums[1]!);
    expect(premiums[1]).toBeLessThan(premiums[2]!);
  });

  it("is exempt from premium tax: net equals gross", () => {
    for (const product of [aov, seedProduct("aov-acture")]) {
      const { premium } = quote(answersFor(product, product === aov ? typical() : { birth_date: "1989-05-10" }), product);
      expect(premium.taxCents, product.slug).toBe(0);
      expect(premium.grossMonthlyCents, product.slug).toBe(premium.netMonthlyCents);
      expect(premium.grossMonthlyCents, product.slug).toBeGreaterThan(0);
    }
  });
});

describe("the aov 'from' price", () => {
  /** Every combination of the option answers, as field → value maps. */
  function combinations(): Record<string, string>[] {
    let result: Record<string, string>[] = [{}];
    // Only price questions set the premium (the knowledge test and medical answers do not).
    for (const question of aov.questions.filter((candidate) => candidate.options.length > 0 && candidate.group === "price")) {
      result = result.flatMap((partial) => question.options.map((option) => ({ ...partial, [question.field!]: option.value })));
    }
    return result;
  }

  it("without answers equals the cheapest priced combination of age, income and options", () => {
    const from = quote(new Map());
    expect(from.premium.outOfRange).toEqual([]);
    const ages = [18, 25, 30, 35, 40, 45, 50, 57];
    const incomes = [10_000, 45_000, 125_000];
    let cheapest = Infinity;
    const all = combinations();
    expect(all.length).toBe(2 * 3 * 7 * 4 * 3 * 2);
    for (const options of all) {
      for (const age of ages) {
        for (const income of incomes) {
          const result = quote(answersFor(aov, { ...options, birth_date: `${2026 - age}-01-01`, income }));
          expect(result.premium.outOfRange).toEqual([]);
          cheapest = Math.min(cheapest, result.premium.grossMonthlyCents);
        }
      }
    }
    expect(from.premium.grossMonthlyCents).toBe(cheapest);
  });
});

describe("the monthly benefit insured", () => {
  const aov = seedProduct("aov");
  it("is the insured yearly income (income capped at 125,000, times the percentage) over 12", () => {
    expect(insuredMonthlyCents(aov.questions, answersFor(aov, { income: 60_000, aov_percentage: "80" }), "2026-11-23")).toBe(400_000);
    expect(insuredMonthlyCents(aov.questions, answersFor(aov, { income: 200_000, aov_percentage: "80" }), "2026-11-23")).toBe(833_333);
  });
  it("is unknown without an income or a percentage", () => {
    expect(insuredMonthlyCents(aov.questions, answersFor(aov, { aov_percentage: "80" }), "2026-11-23")).toBeNull();
    expect(insuredMonthlyCents(aov.questions, answersFor(aov, { income: 60_000 }), "2026-11-23")).toBeNull();
  });
});
