// The shown price (decision 0086): default answers in the choice gaps, "from" where a birth
// date, an income, a looked-up object or a fact about the buyer still decides, refusing options
// never assumed, packages before the free choice; and always the premium quoteProduct gives for
// exactly the answers it assumes, so the checkout charges what the card says.
import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_CLASS, quoteProduct, type AnswerLike, type QuotableProduct } from "~/domain/catalogue/product-quote";
import { cheapestAcceptable, defaultAnswers, shownPrice, type ShownPrice } from "~/domain/catalogue/shown-price";
import { presetAnswers } from "~/domain/checkout/aov-presets";
import { answersFor, seedProduct, type SeedProduct } from "./support/seed-products";

const TODAY = "2026-11-23";
const context = (answers: ReadonlyMap<string, AnswerLike> = new Map(), discountPercent = 0) => ({
  riskClass: DEFAULT_RISK_CLASS,
  answers,
  today: TODAY,
  discountPercent,
});

const opt = (id: string, priceFactorPermille: number, consequence = "price_increase", value = id) => ({
  id,
  value,
  consequence,
  priceFactorPermille,
  perClaimCents: null,
  perYearCents: null,
  deductibleCents: null,
});

/** A product with one choice (cover), one optional extra and one acceptance question; 10.00 net, taxable. */
function simple(extra: Partial<QuotableProduct> = {}): QuotableProduct {
  return {
    type: "business_liability",
    tariffs: [{ riskClass: DEFAULT_RISK_CLASS, netMonthlyCents: 1000 }],
    questions: [
      {
        id: "cover",
        group: "price",
        field: "per_claim",
        required: true,
        options: [opt("high", 1200), opt("low", 1000), opt("low2", 1000)],
      },
      {
        id: "extra",
        group: "extra_coverage",
        field: "custody_cover",
        required: false,
        options: [opt("no", 1000, "none"), opt("yes", 1150)],
      },
      { id: "claims", group: "normal", required: true, options: [opt("no", 1000, "approve"), opt("yes", 1000, "drop_out")] },
    ],
    ...extra,
  };
}

/** What quoteProduct charges for the answers the shown price assumed: the checkout's price of a buyer who keeps them. */
function chargedFor(product: QuotableProduct, shown: ShownPrice, answers: ReadonlyMap<string, AnswerLike> = new Map()) {
  const all = new Map(answers);
  for (const [id, optionId] of Object.entries({ ...shown.defaults, ...shown.cheapestFacts })) all.set(id, { optionId });
  return quoteProduct(product, { ...context(all) }).premium.grossMonthlyCents;
}

describe("cheapestAcceptable", () => {
  it("takes the lowest factor, the first on a tie, and never an option that ends the purchase", () => {
    expect(cheapestAcceptable([opt("a", 1100), opt("b", 1000), opt("c", 1000)])?.id).toBe("b");
    expect(cheapestAcceptable([opt("refused", 500, "reject"), opt("ok", 1000)])?.id).toBe("ok");
    expect(cheapestAcceptable([opt("x", 900, "drop_out"), opt("y", 800, "hard_drop_out")])).toBeNull();
    expect(cheapestAcceptable([])).toBeNull();
  });
});

describe("shownPrice", () => {
  it("is exact for a product priced by choices only: the cheapest cover, no extra, 21 % tax", () => {
    const shown = shownPrice(simple(), context());
    expect(shown).toMatchObject({ kind: "exact", grossMonthlyCents: 1210, netMonthlyCents: 1000, openInputs: [] });
    expect(shown.defaults).toEqual({ cover: "low", extra: "no" });
  });

  it("never assumes an acceptance question (the normal group), and keeps the visitor's own answers", () => {
    const answers = new Map<string, AnswerLike>([["cover", { optionId: "high" }]]);
    const shown = shownPrice(simple(), context(answers));
    expect(shown.defaults).toEqual({ extra: "no" });
    expect(shown).toMatchObject({ kind: "exact", grossMonthlyCents: 1452 });
    expect(chargedFor(simple(), shown, answers)).toBe(1452);
  });

  it("takes the partner-bank discount as the checkout does", () => {
    expect(shownPrice(simple(), context(new Map(), 10))).toMatchObject({ netMonthlyCents: 900, grossMonthlyCents: 1089 });
  });

  it("leaves a question without an acceptable option unassumed", () => {
    const product = simple({
      questions: [{ id: "only", group: "price", field: "per_claim", required: true, options: [opt("no", 1000, "reject")] }],
    });
    expect(shownPrice(product, context()).defaults).toEqual({});
  });

  it("says from, at the cheapest band, while a band input has no answer; exact once it has", () => {
    const product = simple({
      questions: [...simple().questions, { id: "birth", group: "price", field: "birth_date", required: true, options: [] }],
      bands: [
        { input: "age", fromValue: 18, toValue: 29, factorPermille: 800 },
        { input: "age", fromValue: 30, toValue: null, factorPermille: 1200 },
      ],
    });
    expect(shownPrice(product, context())).toMatchObject({ kind: "from", netMonthlyCents: 800, openInputs: ["age"] });
    const older = new Map<string, AnswerLike>([["birth", { optionId: null, dateValue: "1980-01-01" }]]);
    expect(shownPrice(product, context(older))).toMatchObject({ kind: "exact", netMonthlyCents: 1200, openInputs: [] });
  });

  it("a band input whose bands all have one factor does not make a from price", () => {
    const product = simple({
      bands: [
        { input: "age", fromValue: 18, toValue: 29, factorPermille: 1000 },
        { input: "age", fromValue: 30, toValue: null, factorPermille: 1000 },
      ],
    });
    expect(shownPrice(product, context()).kind).toBe("exact");
  });

  it("a fact about the buyer is never a default: from when its options differ in price, exact when they do not", () => {
    const smoker = simple({
      questions: [
        ...simple().questions,
        { id: "smoke", group: "price", field: "is_smoking", required: true, options: [opt("yes", 1800), opt("no", 1000)] },
      ],
    });
    const shown = shownPrice(smoker, context());
    expect(shown).toMatchObject({ kind: "from", netMonthlyCents: 1000, cheapestFacts: { smoke: "no" } });
    expect(shown.defaults).not.toHaveProperty("smoke");
    const owner = simple({
      questions: [
        ...simple().questions,
        {
          id: "own",
          group: "price",
          field: "home_ownership",
          required: true,
          options: [opt("tenant", 1000, "reject"), opt("owner", 1000, "approve")],
        },
      ],
    });
    expect(shownPrice(owner, context())).toMatchObject({ kind: "exact", cheapestFacts: { own: "owner" } });
  });

  it("with packages: the cheapest package for the open questions, never over an answered one", () => {
    const product = simple({
      questions: [
        {
          id: "wait",
          group: "price",
          field: "aov_waiting_time",
          required: true,
          options: [opt("30", 1450), opt("365", 1040), opt("730", 1000)],
        },
        { id: "dur", group: "price", field: "aov_duration", required: true, options: [opt("1", 1000), opt("5", 1200)] },
      ],
    });
    const packages = [
      new Map([
        ["wait", "30"],
        ["dur", "5"],
      ]),
      new Map([
        ["wait", "365"],
        ["dur", "1"],
      ]),
    ];
    const shown = shownPrice(product, context(), packages);
    expect(shown.defaults).toEqual({ wait: "365", dur: "1" });
    expect(shown.grossMonthlyCents).toBe(1258); // 10.40 net + 21 %
    const answered = new Map<string, AnswerLike>([["dur", { optionId: "5" }]]);
    expect(defaultAnswers(product, context(answered), packages)).toEqual(new Map([["wait", "365"]]));
  });
});

describe("shownPrice over the demo catalogue", () => {
  const slugs = [
    "professional-liability",
    "business-liability",
    "aov",
    "aov-acture",
    "death-risk",
    "car",
    "home-liability",
    "home-building",
    "home-content",
    "device",
    "drone",
  ];
  const packagesOf = (product: SeedProduct) =>
    Object.keys(product.presets ?? {}).flatMap((name) => {
      const found = presetAnswers(product, name);
      return found.ok ? [found.answers] : [];
    });

  it.each(slugs)("%s: the price is what quoteProduct charges for the answers it assumes", (slug) => {
    const product = seedProduct(slug);
    const shown = shownPrice(product, context(), packagesOf(product));
    expect(chargedFor(product, shown)).toBe(shown.grossMonthlyCents);
  });

  it("liability is exact (choices only); aov, car, the home lines, device and drone say from", () => {
    const kinds = Object.fromEntries(
      slugs.map((slug) => [slug, shownPrice(seedProduct(slug), context(), packagesOf(seedProduct(slug))).kind]),
    );
    expect(kinds).toEqual({
      "professional-liability": "exact",
      "business-liability": "exact",
      aov: "from",
      "aov-acture": "from",
      "death-risk": "from",
      car: "from",
      "home-liability": "from",
      "home-building": "from",
      "home-content": "from",
      device: "from",
      drone: "from",
    });
  });

  it("aov: from the cheapest package (short), not the free choice below it", () => {
    const aov = seedProduct("aov");
    const shown = shownPrice(aov, context(), packagesOf(aov));
    // Risk class 2: € 60,00 x 0.7 (18-24) x 0.5 (insured income up to 20,000) x 1.04 (a year's waiting time).
    expect(shown.grossMonthlyCents).toBe(2184);
    expect(shownPrice(aov, context()).grossMonthlyCents).toBe(2100);
    const short = presetAnswers(aov, "short");
    expect(short.ok && Object.fromEntries(short.answers)).toMatchObject(
      Object.fromEntries(Object.entries(shown.defaults).filter(([id]) => short.ok && short.answers.has(id))),
    );
  });

  it("car: from with WA, € 500 deductible and no extras assumed, the buyer's facts and looked-up car still open", () => {
    const car = seedProduct("car");
    const shown = shownPrice(car, context());
    const valueOf = (id: string) => car.questions.flatMap((q) => q.options).find((o) => o.id === id)?.value;
    expect(Object.values(shown.defaults).map(valueOf).sort()).toEqual(["500", "no", "no", "no", "wa"].sort());
    expect(shown.openInputs.sort()).toEqual(["age", "claim_free_years", "postcode_region", "power_kw", "vehicle_age", "vehicle_value"]);
    // Once everything is answered the car card is exact, and equals the checkout's price.
    const answers = answersFor(car, { km_per_year: 20000, claim_free_years: 5, main_driver_birth_date: "1980-05-05", coverage: "wa_plus" });
    expect(shownPrice(car, context(answers)).kind).toBe("from"); // plate and address still open
  });
});
