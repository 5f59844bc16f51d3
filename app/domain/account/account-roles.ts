// The account roles of the spec (section 3: supplier, freelancer; section 6: user types) and the
// difference they make (decision 0091). A freelancer works for themselves: the income insurance
// (aov) covers their own income and is recommended to them. A supplier is a business that
// supplies goods or services to others: insurance for the business, not for one person's income,
// so the aov is not recommended (on "my insurances" and in the inbox). Buying stays open to both.
import { isAovType } from "../catalogue/insurance-catalogue";

export const ACCOUNT_ROLES = ["freelancer", "supplier"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Every customer starts as a freelancer (the column's default). */
export const DEFAULT_ACCOUNT_ROLE: AccountRole = "freelancer";

export const ROLE_MESSAGES = { invalid: "account:role.invalid" } as const;

/** A posted role: one of the two, exactly; anything else is null (the form says so at the field). */
export function parseAccountRole(value: unknown): AccountRole | null {
  return typeof value === "string" && (ACCOUNT_ROLES as readonly string[]).includes(value) ? (value as AccountRole) : null;
}

/** A stored role; a value the rules do not know counts as the default. */
export function roleOf(stored: string | null | undefined): AccountRole {
  return parseAccountRole(stored) ?? DEFAULT_ACCOUNT_ROLE;
}

/** Whether income insurance (aov) is recommended to this role. */
export function recommendsAov(role: AccountRole): boolean {
  return role === "freelancer";
}

/** The products to recommend to this role, from those recommended otherwise. */
export function recommendedForRole<P extends { type: string }>(products: readonly P[], role: AccountRole): P[] {
  return recommendsAov(role) ? [...products] : products.filter((product) => !isAovType(product.type));
}
