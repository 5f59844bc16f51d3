// The enumerations of spec section 3 that products, questions and checkout share.

export const QUESTION_GROUPS = ["price", "normal", "extra_coverage"] as const;
export type QuestionGroup = (typeof QUESTION_GROUPS)[number];

/** Answer actions: what choosing an option does to the price and the outcome. */
export const CONSEQUENCES = ["price_increase", "none", "approve", "reject", "drop_out", "hard_drop_out"] as const;
export type Consequence = (typeof CONSEQUENCES)[number];

/** The spec's product types plus the other product lines of section 1. */
export const PRODUCT_TYPES = [
  "aov",
  "aov_acture",
  "car",
  "allianz_liability",
  "allianz_building",
  "allianz_content",
  "business_liability",
  "professional_liability",
  "device",
  "drone",
  "death_risk",
  "checkin",
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Premium tax (assurantiebelasting) is 21 %; income protection and life cover are exempt. */
/** Income insurance (arbeidsongeschiktheidsverzekering): the one answer to "is this aov?". */
export const AOV_PRODUCT_TYPES: readonly ProductType[] = ["aov", "aov_acture"];

export function isAovType(type: string): boolean {
  return (AOV_PRODUCT_TYPES as readonly string[]).includes(type);
}

export const TAX_EXEMPT_TYPES: readonly ProductType[] = ["aov", "aov_acture", "death_risk"];
export const PREMIUM_TAX_FACTOR = 1.21;
