// The rating engine: a monthly premium from tariff data: the base premium per profession risk
// class, the chosen options' factors and cover, the band factors of numeric inputs (age,
// insured income) and the partner-bank discount. Pure and synchronous so the same numbers come
// out on the product list, in the cart, at checkout, in a broker's quote and on the policy.
// All money is integer cents (decision 0029).
import { PREMIUM_TAX_FACTOR, TAX_EXEMPT_TYPES, type ProductType } from "./insurance-catalogue";

export type TariffRow = { riskClass: number; netMonthlyCents: number };

/** One answered option as far as pricing cares. */
export type PricedOption = {
  priceFactorPermille: number;
  perClaimCents?: number | null;
  perYearCents?: number | null;
  deductibleCents?: number | null;
};

/** A factor for a band of one numeric input: fromValue <= value <= toValue, null for an open end. */
export type BandFactor = { input: string; fromValue: number | null; toValue: number | null; factorPermille: number };

export type RatingInput = {
  productType: string;
  riskClass: number;
  tariffs: readonly TariffRow[];
  options: readonly PricedOption[];
  bands?: readonly BandFactor[];
  /** The numeric inputs the bands are keyed by; a missing input counts its cheapest band ("from" prices). */
  inputs?: Readonly<Record<string, number | null | undefined>>;
  /** Partner-bank discount in whole per cent (0 when the visitor is not the bank's customer). */
  discountPercent?: number;
};

export type Cover = { perClaimCents: number | null; perYearCents: number | null; deductibleCents: number | null };

export type Premium = {
  /** Premium before discount and tax. */
  baseNetMonthlyCents: number;
  discountPercent: number;
  discountCents: number;
  /** After discount, before premium tax. */
  netMonthlyCents: number;
  taxCents: number;
  /** What the customer pays per month. */
  grossMonthlyCents: number;
  cover: Cover;
  /** Inputs whose value lies in no band: the product is not offered for that answer. */
  outOfRange: string[];
};

export class NotRatedError extends Error {
  constructor(readonly riskClass: number) {
    super(`no tariff for risk class ${riskClass}`);
  }
}

export function isTaxExempt(productType: string): boolean {
  return (TAX_EXEMPT_TYPES as readonly string[]).includes(productType as ProductType);
}

/** Whether the product is offered to a profession of this risk class at all. */
export function isRated(tariffs: readonly TariffRow[], riskClass: number): boolean {
  return tariffs.some((row) => row.riskClass === riskClass);
}

/** Gross from net: 21 % premium tax unless the product type is exempt. */
export function withPremiumTax(netCents: number, productType: string): number {
  return isTaxExempt(productType) ? netCents : Math.round(netCents * PREMIUM_TAX_FACTOR);
}

function inBand(band: BandFactor, value: number): boolean {
  return (band.fromValue == null || value >= band.fromValue) && (band.toValue == null || value <= band.toValue);
}

/** One factor per input the bands name: the band the value lies in, or the cheapest when there is no value. */
export function bandFactors(
  bands: readonly BandFactor[],
  inputs: Readonly<Record<string, number | null | undefined>>,
): { factors: number[]; outOfRange: string[] } {
  const byInput = new Map<string, BandFactor[]>();
  for (const band of bands) byInput.set(band.input, [...(byInput.get(band.input) ?? []), band]);
  const factors: number[] = [];
  const outOfRange: string[] = [];
  for (const [name, rows] of byInput) {
    const value = inputs[name];
    const cheapest = Math.min(...rows.map((row) => row.factorPermille));
    if (value == null || !Number.isFinite(value)) {
      factors.push(cheapest);
      continue;
    }
    const band = rows.find((row) => inBand(row, value));
    if (band) factors.push(band.factorPermille);
    else {
      outOfRange.push(name);
      factors.push(cheapest);
    }
  }
  return { factors, outOfRange };
}

export function ratePremium(input: RatingInput): Premium {
  const tariff = input.tariffs.find((row) => row.riskClass === input.riskClass);
  if (!tariff) throw new NotRatedError(input.riskClass);
  const bands = bandFactors(input.bands ?? [], input.inputs ?? {});

  // Multiply in permille with integers, rounding once at the end, so the order of the
  // options never changes the result.
  let numerator = BigInt(tariff.netMonthlyCents);
  let denominator = 1n;
  const cover: Cover = { perClaimCents: null, perYearCents: null, deductibleCents: null };
  for (const option of input.options) {
    numerator *= BigInt(option.priceFactorPermille);
    denominator *= 1000n;
    cover.perClaimCents = option.perClaimCents ?? cover.perClaimCents;
    cover.perYearCents = option.perYearCents ?? cover.perYearCents;
    cover.deductibleCents = option.deductibleCents ?? cover.deductibleCents;
  }
  for (const factor of bands.factors) {
    numerator *= BigInt(factor);
    denominator *= 1000n;
  }
  const baseNetMonthlyCents = Number((numerator * 2n + denominator) / (denominator * 2n));

  const discountPercent = Math.min(Math.max(Math.trunc(input.discountPercent ?? 0), 0), 100);
  const discountCents = Math.round((baseNetMonthlyCents * discountPercent) / 100);
  const netMonthlyCents = baseNetMonthlyCents - discountCents;
  const grossMonthlyCents = withPremiumTax(netMonthlyCents, input.productType);
  return {
    baseNetMonthlyCents,
    discountPercent,
    discountCents,
    netMonthlyCents,
    taxCents: grossMonthlyCents - netMonthlyCents,
    grossMonthlyCents,
    cover,
    outOfRange: bands.outOfRange,
  };
}

/** Totals of several premiums (the cart and the checkout summary). */
export function sumPremiums(premiums: readonly Pick<Premium, "netMonthlyCents" | "grossMonthlyCents" | "discountCents">[]) {
  return premiums.reduce(
    (total, premium) => ({
      netMonthlyCents: total.netMonthlyCents + premium.netMonthlyCents,
      grossMonthlyCents: total.grossMonthlyCents + premium.grossMonthlyCents,
      discountCents: total.discountCents + premium.discountCents,
    }),
    { netMonthlyCents: 0, grossMonthlyCents: 0, discountCents: 0 },
  );
}
