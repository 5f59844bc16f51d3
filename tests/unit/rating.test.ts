import { describe, expect, it } from "vitest";
import {
  DEFAULT_RISK_CLASS,
  isOffered,
  quoteProduct,
  riskClassOf,
  type AnswerLike,
  type QuotableProduct,
} from "~/domain/catalogue/product-quote";
import { isRated, isTaxExempt, NotRatedError, ratePremium, sumPremiums, withPremiumTax, type TariffRow } from "~/domain/catalogue/rating";

// Business liability tariff: net monthly base premium per profession risk class, in cents.
const LIABILITY_TARIFFS: TariffRow[] = [
  { riskClass: 1, netMonthlyCents: 1611 },
  { riskClass: 2, netMonthlyCents: 2050 },
];
const EUR = 100;
const TODAY = "2026-11-23";
const PER_CLAIM_1_250_000 = { priceFactorPermille: 1000, perClaimCents: 1_250_000 * EUR, perYearCents: 2_500_000 * EUR };
const PER_CLAIM_2_500_000 = { priceFactorPermille: 1180, perClaimCents: 2_500_000 * EUR, perYearCents: 5_000_000 * EUR };

describe("ratePremium: business liability worked example", () => {
  it("risk class 1 with € 2.500.000 per claim: net round(1611 × 1.180) = 1901, gross round(1901 × 1.21) = 2300", () => {
    const premium = ratePremium({
      productType: "business_liability",
      riskClass: 1,
      tariffs: LIABILITY_TARIFFS,
      options: [PER_CLAIM_2_500_000],
    });
    expect(premium).toMatchObject({
      baseNetMonthlyCents: 1901,
      discountPercent: 0,
      discountCents: 0,
      netMonthlyCents: 1901,
      taxCents: 399,
      grossMonthlyCents: 2300,
    });
  });

  it("with a 10 % partner-bank discount: discount 190, net 1711, gross 2070", () => {
    const premium = ratePremium({
      productType: "business_liability",
      riskClass: 1,
      tariffs: LIABILITY_TARIFFS,
      options: [PER_CLAIM_2_500_000],
      discountPercent: 10,
    });
    expect(premium).toMatchObject({
      baseNetMonthlyCents: 1901,
      discountPercent: 10,
      discountCents: 190,
      netMonthlyCents: 1711,
      taxCents: 359,
      grossMonthlyCents: 2070,
    });
  });

  it("takes the base tariff of the requested risk class", () => {
    const premium = ratePremium({ productType: "business_liability", riskClass: 2, tariffs: LIABILITY_TARIFFS, options: [] });
    expect(premium.netMonthlyCents).toBe(2050);
    expect(premium.grossMonthlyCents).toBe(2481); // round(2050 × 1.21) = round(2480.5)
  });

  it("clamps the discount to 0-100 % and drops fractions", () => {
    const rate = (discountPercent: number) =>
      ratePremium({ productType: "device", riskClass: 1, tariffs: LIABILITY_TARIFFS, options: [], discountPercent });
    expect(rate(-5).discountPercent).toBe(0);
    expect(rate(150)).toMatchObject({ discountPercent: 100, discountCents: 1611, netMonthlyCents: 0, grossMonthlyCents: 0 });
    expect(rate(10.9).discountPercent).toBe(10);
  });
});

describe("ratePremium: tax exemption", () => {
  const AOV_TARIFFS: TariffRow[] = [{ riskClass: 2, netMonthlyCents: 12_500 }];

  it("charges no premium tax on aov: gross equals net", () => {
    const premium = ratePremium({
      productType: "aov",
      riskClass: 2,
      tariffs: AOV_TARIFFS,
      options: [{ priceFactorPermille: 800 }], // a longer waiting period: 20 % cheaper
    });
    expect(premium.netMonthlyCents).toBe(10_000);
    expect(premium.grossMonthlyCents).toBe(10_000);
    expect(premium.taxCents).toBe(0);
  });

  it("treats aov, aov_acture and death_risk as exempt and the other lines as taxable", () => {
    expect(["aov", "aov_acture", "death_risk"].every(isTaxExempt)).toBe(true);
    expect(["business_liability", "car", "allianz_content", "device"].some(isTaxExempt)).toBe(false);
  });

  it("adds 21 % premium tax, rounding half a cent up", () => {
    expect(withPremiumTax(1901, "business_liability")).toBe(2300);
    expect(withPremiumTax(50, "device")).toBe(61); // 60.5
    expect(withPremiumTax(1901, "death_risk")).toBe(1901);
  });
});

describe("ratePremium: several options", () => {
  // 1611 × 1.180 × 0.850 = 1615.833 → 1616. Rounding after each factor would give 1615
  // (1611 × 0.85 = 1369.35 → 1369; × 1.18 = 1615.42 → 1615).
  const HIGHER_DEDUCTIBLE = { priceFactorPermille: 850, deductibleCents: 500 * EUR };

  it("multiplies all option factors and rounds once at the end", () => {
    const premium = ratePremium({
      productType: "business_liability",
      riskClass: 1,
      tariffs: LIABILITY_TARIFFS,
      options: [HIGHER_DEDUCTIBLE, PER_CLAIM_2_500_000],
    });
    expect(premium.netMonthlyCents).toBe(1616);
    expect(premium.grossMonthlyCents).toBe(1955); // round(1616 × 1.21) = round(1955.36)
  });

  it("gives the same premium whatever the order of the options", () => {
    const rate = (options: (typeof HIGHER_DEDUCTIBLE | typeof PER_CLAIM_2_500_000)[]) =>
      ratePremium({ productType: "business_liability", riskClass: 1, tariffs: LIABILITY_TARIFFS, options });
    expect(rate([PER_CLAIM_2_500_000, HIGHER_DEDUCTIBLE])).toEqual(rate([HIGHER_DEDUCTIBLE, PER_CLAIM_2_500_000]));
  });

  it("leaves the base tariff unchanged with neutral (1000 ‰) options", () => {
    const premium = ratePremium({
      productType: "business_liability",
      riskClass: 1,
      tariffs: LIABILITY_TARIFFS,
      options: [{ priceFactorPermille: 1000 }, { priceFactorPermille: 1000 }, PER_CLAIM_1_250_000],
    });
    expect(premium.netMonthlyCents).toBe(1611);
    expect(premium.grossMonthlyCents).toBe(1949); // round(1949.31)
  });
});

describe("ratePremium: cover", () => {
  it("takes per claim, per year and deductible from the chosen options", () => {
    const premium = ratePremium({
      productType: "business_liability",
      riskClass: 1,
      tariffs: LIABILITY_TARIFFS,
      options: [PER_CLAIM_2_500_000, { priceFactorPermille: 1000, deductibleCents: 250 * EUR }],
    });
    expect(premium.cover).toEqual({ perClaimCents: 250_000_000, perYearCents: 500_000_000, deductibleCents: 25_000 });
  });

  it("keeps an earlier cover amount when a later option leaves it empty (null)", () => {
    const premium = ratePremium({
      productType: "business_liability",
      riskClass: 1,
      tariffs: LIABILITY_TARIFFS,
      options: [PER_CLAIM_1_250_000, { priceFactorPermille: 1000, perClaimCents: null, perYearCents: null }],
    });
    expect(premium.cover.perClaimCents).toBe(125_000_000);
    expect(premium.cover.perYearCents).toBe(250_000_000);
  });

  it("has no cover amounts without options that carry them", () => {
    const premium = ratePremium({ productType: "device", riskClass: 1, tariffs: LIABILITY_TARIFFS, options: [] });
    expect(premium.cover).toEqual({ perClaimCents: null, perYearCents: null, deductibleCents: null });
  });
});

describe("NotRatedError, isRated and isOffered", () => {
  it("throws NotRatedError for a risk class without tariff", () => {
    const rate = () => ratePremium({ productType: "business_liability", riskClass: 4, tariffs: LIABILITY_TARIFFS, options: [] });
    expect(rate).toThrow(NotRatedError);
    expect(rate).toThrow("no tariff for risk class 4");
  });

  it("carries the risk class on the error", () => {
    try {
      ratePremium({ productType: "business_liability", riskClass: 3, tariffs: LIABILITY_TARIFFS, options: [] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(NotRatedError);
      expect((error as NotRatedError).riskClass).toBe(3);
    }
  });

  it("isRated is true only for a risk class with a tariff row", () => {
    expect(isRated(LIABILITY_TARIFFS, 1)).toBe(true);
    expect(isRated(LIABILITY_TARIFFS, 2)).toBe(true);
    expect(isRated(LIABILITY_TARIFFS, 3)).toBe(false);
    expect(isRated([], 1)).toBe(false);
  });

  it("isOffered follows the tariff rows", () => {
    const product: QuotableProduct = { type: "business_liability", tariffs: LIABILITY_TARIFFS, questions: [] };
    expect(isOffered(product, 1)).toBe(true);
    expect(isOffered(product, 3)).toBe(false);
  });

  it("never offers a checkin product, even with a tariff", () => {
    expect(isOffered({ type: "checkin", tariffs: LIABILITY_TARIFFS, questions: [] }, 1)).toBe(false);
  });

  it("uses risk class 2 when the visitor has no listed profession", () => {
    expect(DEFAULT_RISK_CLASS).toBe(2);
    expect(riskClassOf(null)).toBe(2);
    expect(riskClassOf(undefined)).toBe(2);
    expect(riskClassOf({ riskClass: 1 })).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// quoteProduct

type Option = QuotableProduct["questions"][number]["options"][number];
const option = (id: string, consequence: string, priceFactorPermille = 1000, cover: Partial<Option> = {}): Option => ({
  id,
  consequence,
  priceFactorPermille,
  perClaimCents: null,
  perYearCents: null,
  deductibleCents: null,
  ...cover,
});

const perClaimQuestion = {
  id: "q-per-claim",
  group: "price",
  required: true,
  options: [
    // Listed dearest first, so "cheapest" is not simply the first option.
    option("o-2500000", "price_increase", 1180, { perClaimCents: 250_000_000, perYearCents: 500_000_000 }),
    option("o-1250000", "price_increase", 1000, { perClaimCents: 125_000_000, perYearCents: 250_000_000 }),
  ],
};
const claimsQuestion = {
  id: "q-claims",
  group: "normal",
  required: true,
  options: [option("o-claims-no", "approve"), option("o-claims-yes", "drop_out")],
};
const bankruptcyQuestion = {
  id: "q-bankruptcy",
  group: "normal",
  required: true,
  options: [option("o-bankrupt-no", "approve"), option("o-bankrupt-yes", "hard_drop_out")],
};
const refusedQuestion = {
  id: "q-refused",
  group: "normal",
  required: false,
  options: [option("o-refused-no", "none"), option("o-refused-yes", "reject")],
};
const startDateQuestion = { id: "q-start", group: "normal", required: true, options: [] };
const incomeQuestion = { id: "q-income", group: "price", required: true, options: [] };
const descriptionQuestion = { id: "q-description", group: "normal", required: true, options: [] };
const legalAidQuestion = {
  id: "q-legal-aid",
  group: "extra_coverage",
  required: false,
  options: [option("o-legal-yes", "price_increase", 1200), option("o-legal-no", "none", 1000)],
};

const liability: QuotableProduct = {
  type: "business_liability",
  tariffs: LIABILITY_TARIFFS,
  questions: [perClaimQuestion, claimsQuestion, bankruptcyQuestion, refusedQuestion, legalAidQuestion],
};

const answers = (entries: Record<string, AnswerLike>) => new Map(Object.entries(entries));
const chose = (optionId: string): AnswerLike => ({ optionId });

describe("quoteProduct: premium", () => {
  it("prices the chosen option: € 2.500.000 per claim gives net 1901, gross 2300", () => {
    const quote = quoteProduct(liability, { today: TODAY, riskClass: 1, answers: answers({ "q-per-claim": chose("o-2500000") }) });
    expect(quote.premium.netMonthlyCents).toBe(1901);
    expect(quote.premium.grossMonthlyCents).toBe(2300);
    expect(quote.premium.cover.perClaimCents).toBe(250_000_000);
  });

  it("counts the cheapest option of an unanswered price question (a 'from' price)", () => {
    const quote = quoteProduct(liability, { today: TODAY, riskClass: 1, answers: answers({}) });
    expect(quote.premium.netMonthlyCents).toBe(1611);
    expect(quote.premium.grossMonthlyCents).toBe(1949);
    expect(quote.premium.cover.perClaimCents).toBe(125_000_000);
  });

  it("leaves an unanswered extra coverage out of the price", () => {
    const withoutAnswer = quoteProduct(liability, { today: TODAY, riskClass: 1, answers: answers({ "q-per-claim": chose("o-1250000") }) });
    expect(withoutAnswer.premium.netMonthlyCents).toBe(1611);
  });

  it("adds a chosen extra coverage to the price", () => {
    const quote = quoteProduct(liability, {
      today: TODAY,
      riskClass: 1,
      answers: answers({ "q-per-claim": chose("o-1250000"), "q-legal-aid": chose("o-legal-yes") }),
    });
    expect(quote.premium.netMonthlyCents).toBe(1933); // round(1611 × 1.2) = round(1933.2)
  });

  it("applies the partner-bank discount", () => {
    const quote = quoteProduct(liability, {
      today: TODAY,
      riskClass: 1,
      answers: answers({ "q-per-claim": chose("o-2500000") }),
      discountPercent: 10,
    });
    expect(quote.premium).toMatchObject({ discountCents: 190, netMonthlyCents: 1711, grossMonthlyCents: 2070 });
  });

  it("throws NotRatedError for a risk class the product has no tariff for", () => {
    expect(() => quoteProduct(liability, { today: TODAY, riskClass: 5, answers: answers({}) })).toThrow(NotRatedError);
  });
});

describe("quoteProduct: unanswered", () => {
  it("lists the required questions without an answer", () => {
    const quote = quoteProduct(liability, { today: TODAY, riskClass: 1, answers: answers({}) });
    expect(quote.unanswered).toEqual(["q-per-claim", "q-claims", "q-bankruptcy"]);
  });

  it("is empty once every required question is answered", () => {
    const quote = quoteProduct(liability, {
      today: TODAY,
      riskClass: 1,
      answers: answers({
        "q-per-claim": chose("o-1250000"),
        "q-claims": chose("o-claims-no"),
        "q-bankruptcy": chose("o-bankrupt-no"),
      }),
    });
    expect(quote.unanswered).toEqual([]);
  });

  it("still lists a question whose answer names an option it does not have", () => {
    const quote = quoteProduct(liability, {
      today: TODAY,
      riskClass: 1,
      answers: answers({ "q-per-claim": chose("o-unknown"), "q-claims": chose("o-claims-no"), "q-bankruptcy": chose("o-bankrupt-no") }),
    });
    expect(quote.unanswered).toEqual(["q-per-claim"]);
    expect(quote.premium.netMonthlyCents).toBe(1611); // falls back to the cheapest option
  });

  it("counts answered free-input questions (date, money, text) as answered", () => {
    const product: QuotableProduct = {
      type: "business_liability",
      tariffs: LIABILITY_TARIFFS,
      questions: [startDateQuestion, incomeQuestion, descriptionQuestion],
    };
    const quote = quoteProduct(product, {
      today: TODAY,
      riskClass: 1,
      answers: answers({
        "q-start": { optionId: null, dateValue: "2026-12-01" },
        "q-income": { optionId: null, moneyValueCents: 6_000_000 },
        "q-description": { optionId: null, textValue: "Webdesign" },
      }),
    });
    expect(quote.unanswered).toEqual([]);
    expect(quote.premium.netMonthlyCents).toBe(1611);
  });

  it("counts a number (float) answer as answered", () => {
    const product: QuotableProduct = {
      type: "car",
      tariffs: LIABILITY_TARIFFS,
      questions: [{ id: "q-years", group: "price", required: true, options: [] }],
    };
    const quote = quoteProduct(product, { today: TODAY, riskClass: 1, answers: answers({ "q-years": { optionId: null, floatValue: 0 } }) });
    expect(quote.unanswered).toEqual([]);
  });

  it("counts empty free-input answers as unanswered", () => {
    const product: QuotableProduct = {
      type: "business_liability",
      tariffs: LIABILITY_TARIFFS,
      questions: [startDateQuestion, incomeQuestion, descriptionQuestion],
    };
    const quote = quoteProduct(product, {
      today: TODAY,
      riskClass: 1,
      answers: answers({
        "q-start": { optionId: null, dateValue: "" },
        "q-income": { optionId: null, moneyValueCents: null },
        "q-description": { optionId: null, textValue: "" },
      }),
    });
    expect(quote.unanswered).toEqual(["q-start", "q-income", "q-description"]);
  });
});

describe("quoteProduct: outcome", () => {
  const outcomeFor = (chosen: Record<string, string>, formalityDeclared?: boolean) =>
    quoteProduct(liability, {
      today: TODAY,
      riskClass: 1,
      answers: answers(Object.fromEntries(Object.entries(chosen).map(([question, id]) => [question, chose(id)]))),
      formalityDeclared,
    }).outcome;

  it("accepts approve, none and price_increase answers", () => {
    expect(outcomeFor({ "q-per-claim": "o-2500000", "q-claims": "o-claims-no", "q-refused": "o-refused-no" })).toBe("accepted");
  });

  it("accepts a quote with no acceptance answers yet", () => {
    expect(outcomeFor({})).toBe("accepted");
  });

  it("sends a drop_out answer to review", () => {
    expect(outcomeFor({ "q-claims": "o-claims-yes", "q-bankruptcy": "o-bankrupt-no" })).toBe("review");
  });

  it("refers a hard_drop_out answer", () => {
    expect(outcomeFor({ "q-bankruptcy": "o-bankrupt-yes" })).toBe("refer");
  });

  it("refers a reject answer", () => {
    expect(outcomeFor({ "q-refused": "o-refused-yes" })).toBe("refer");
  });

  it("refers when a refer answer and a review answer are both given", () => {
    expect(outcomeFor({ "q-claims": "o-claims-yes", "q-bankruptcy": "o-bankrupt-yes" })).toBe("refer");
  });

  it("sends an otherwise accepted quote to review when a formality is declared", () => {
    expect(outcomeFor({ "q-claims": "o-claims-no" }, true)).toBe("review");
    expect(outcomeFor({ "q-claims": "o-claims-no" }, false)).toBe("accepted");
  });

  it("still refers a refused quote when a formality is declared", () => {
    expect(outcomeFor({ "q-bankruptcy": "o-bankrupt-yes" }, true)).toBe("refer");
  });

  // The bankruptcy is asked once, as a formality: liability is refused on its yes, as on its old question.
  const withFormalities = (product: QuotableProduct, formalities: Record<string, boolean> | null) =>
    quoteProduct(product, {
      today: TODAY,
      riskClass: 1,
      answers: answers({ "q-claims": chose("o-claims-no") }),
      formalityDeclared: Object.values(formalities ?? {}).some(Boolean),
      formalities,
    }).outcome;
  const none = { liability: false, police: false, bankruptcy: false, refusedInsurance: false };

  it("refers liability on a bankruptcy formality, reviews it on any other formality", () => {
    expect(withFormalities(liability, { ...none, bankruptcy: true })).toBe("refer");
    expect(withFormalities({ ...liability, type: "professional_liability" }, { ...none, bankruptcy: true })).toBe("refer");
    expect(withFormalities(liability, { ...none, liability: true })).toBe("review");
    expect(withFormalities(liability, { ...none, refusedInsurance: true, police: true })).toBe("review");
    expect(withFormalities(liability, none)).toBe("accepted");
    expect(withFormalities(liability, null)).toBe("accepted");
  });

  it("only reviews a product whose insurer does not refuse on a bankruptcy", () => {
    expect(withFormalities({ ...liability, type: "death_risk" }, { ...none, bankruptcy: true })).toBe("review");
    expect(withFormalities({ ...liability, type: "allianz_liability" }, { ...none, bankruptcy: true })).toBe("review");
  });
});

describe("sumPremiums", () => {
  it("adds net, gross and discount of several premiums", () => {
    expect(
      sumPremiums([
        { netMonthlyCents: 1711, grossMonthlyCents: 2070, discountCents: 190 },
        { netMonthlyCents: 10_000, grossMonthlyCents: 10_000, discountCents: 0 },
        { netMonthlyCents: 1616, grossMonthlyCents: 1955, discountCents: 0 },
      ]),
    ).toEqual({ netMonthlyCents: 13_327, grossMonthlyCents: 14_025, discountCents: 190 });
  });

  it("is zero for no premiums", () => {
    expect(sumPremiums([])).toEqual({ netMonthlyCents: 0, grossMonthlyCents: 0, discountCents: 0 });
  });

  it("accepts full premiums from the rating engine", () => {
    const premium = ratePremium({
      productType: "business_liability",
      riskClass: 1,
      tariffs: LIABILITY_TARIFFS,
      options: [PER_CLAIM_2_500_000],
    });
    expect(sumPremiums([premium, premium])).toEqual({ netMonthlyCents: 3802, grossMonthlyCents: 4600, discountCents: 0 });
  });
});
