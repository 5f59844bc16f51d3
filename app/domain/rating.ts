// The rating engine: a monthly premium from tariff data (base premium per profession risk
// class), the chosen options' factors and cover, and the partner-bank discount. Pure and
// synchronous so the same numbers come out on the product list, in the cart, at checkout and
// on the policy. All money is integer cents.
import { PREMIUM_TAX_FACTOR, TAX_EXEMPT_TYPES, type ProductType } from "./insurance-catalogue";

export type TariffRow = { riskClass: number; netMonthlyCents: number };

/** One answered option as far as pricing cares. */
export type PricedOption = {
  priceFactorPermille: number;
  perClaimCents?: number | null;
  perYearCents?: number | null;
  deductibleCents?: number | null;
};

export type RatingInput = {
  productType: string;
  riskClass: number;
  tariffs: readonly TariffRow[];
  options: readonly PricedOption[];
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

export function ratePremium(input: RatingInput): Premium {
  const tariff = input.tariffs.find((row) => row.riskClass === input.riskClass);
  if (!tariff) throw new NotRatedError(input.riskClass);

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
