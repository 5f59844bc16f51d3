// The customer's account area on the server: every read here is scoped by partner AND user,
// so an id from the URL or a form never reaches another customer's data.
import type { Language } from "~/domain/platform/languages";
import { aovRecommendation, inboxCount } from "~/domain/account/inbox";
import { recommendsAov } from "~/domain/account/account-roles";
import { accountRole } from "./account-role.server";
import { policyPhase } from "~/domain/account/policy-overview";
import { pickTranslation } from "~/domain/platform/translated-text";
import { productSummaries, type ProductSummary } from "../catalogue/catalogue.server";
import { db } from "../platform/db.server";
import { findCustomer } from "./auth.server";
import { type Customer } from "../platform/session.server";
import { offeredProducts } from "../checkout/offer.server";
import type { LoadedPartner } from "../platform/partner.server";
import { addressLookup, AddressLookupUnavailableError } from "../providers/address-lookup.server";

const POLICY_FIELDS = {
  id: true,
  number: true,
  status: true,
  productId: true,
  startDate: true,
  endDate: true,
  cancelledAt: true,
  identityVerifiedAt: true,
  grossMonthlyCents: true,
  netMonthlyCents: true,
  discountPercent: true,
  currency: true,
  perClaimCents: true,
  insuredObject: true,
  perYearCents: true,
  deductibleCents: true,
} as const;

/** The policies with their products from memory (productSummaries) instead of a second query. */
async function withProducts<P extends { productId: string }>(policies: P[]): Promise<(P & { product: ProductSummary })[]> {
  const products = await productSummaries(policies.map((policy) => policy.productId));
  return policies.map((policy) => ({
    ...policy,
    // A policy's product row can not be deleted (foreign key); the fallback only keeps types honest.
    product: products.get(policy.productId) ?? { id: policy.productId, slug: "", type: "", names: null, documents: null },
  }));
}

/** The customer's policies on this partner, newest first. */
export async function listOwnPolicies(customer: Customer, partner: LoadedPartner) {
  return withProducts(
    await db.policy.findMany({
      where: { userId: customer.id, partnerId: partner.config.id },
      orderBy: [{ startDate: "desc" }, { createdAt: "desc" }],
      select: POLICY_FIELDS,
    }),
  );
}

/** One policy of the customer on this partner with its mandate, or null (anything else: not found). */
export async function findOwnPolicy(customer: Customer, partner: LoadedPartner, policyId: string | undefined) {
  if (!policyId || policyId.length > 64) return null;
  const policy = await db.policy.findFirst({
    where: { id: policyId, userId: customer.id, partnerId: partner.config.id },
    select: { ...POLICY_FIELDS, mandate: { select: { reference: true, iban: true, accountHolder: true, signedOn: true } } },
  });
  return policy ? (await withProducts([policy]))[0]! : null;
}

export type OwnPolicy = NonNullable<Awaited<ReturnType<typeof findOwnPolicy>>>;

export type AovRecommendation = { slug: string; name: string };

export type InboxSummary = { unread: number; aov: AovRecommendation | null; count: number };

/** A policy as the account layout reads it on every page: for the badge's aov rule and the invoices' policy names. */
export type GlancedPolicy = { id: string; number: string; productId: string; status: string; endDate: string | null; type: string | null };
type Glance = { unread: number; policies: GlancedPolicy[] };
const glances = new WeakMap<Customer, Promise<Glance>>();

/**
 * The unread count and the customer's policies on this partner, in one query shared by the
 * loaders of one page: the account layout runs it on every account page (the badge), the
 * inbox and invoices pages beside it. The customer object is the request's own (findVisitor),
 * so the memo lives as long as the request.
 */
export function accountGlance(customer: Customer, partner: LoadedPartner): Promise<Glance> {
  const kept = glances.get(customer);
  if (kept) return kept;
  const userId = customer.id;
  const partnerId = partner.config.id;
  // Plain SQL on this hot path, the same on both databases: a one-row count joined to the policies.
  const glance = db.$queryRaw<({ unread: number | bigint } & { [K in keyof GlancedPolicy]: GlancedPolicy[K] | null })[]>`
    SELECT c."unread", p."id", p."number", p."productId", p."status", p."endDate", pr."type"
    FROM (SELECT COUNT(*) AS "unread" FROM "InboxMessage"
          WHERE "userId" = ${userId} AND "partnerId" = ${partnerId} AND "readAt" IS NULL) c
    LEFT JOIN "Policy" p ON p."userId" = ${userId} AND p."partnerId" = ${partnerId}
    LEFT JOIN "InsuranceProduct" pr ON pr."id" = p."productId"`.then((rows) => ({
    unread: Number(rows[0]?.unread ?? 0),
    policies: rows.flatMap(({ id, number, productId, status, endDate, type }) =>
      id !== null && number !== null && productId !== null && status !== null ? [{ id, number, productId, status, endDate, type }] : [],
    ),
  }));
  glances.set(customer, glance);
  return glance;
}

/** What the inbox badge counts (decision 0016): unread messages plus the aov recommendation when it applies. */
export async function inboxSummary(customer: Customer, partner: LoadedPartner, language: Language, today: string): Promise<InboxSummary> {
  const [{ unread, policies }, { offered }, role] = await Promise.all([
    accountGlance(customer, partner),
    offeredProducts(customer, partner),
    accountRole(customer.id, partner.config.id),
  ]);
  const heldTypes = policies.filter((policy) => policyPhase(policy, today) === "current").map((policy) => policy.type ?? "");
  // A supplier is not recommended the income insurance (decision 0091).
  const product = recommendsAov(role) ? aovRecommendation({ offered, heldTypes, birthDate: customer.birthDate, today }) : null;
  const aov = product ? { slug: product.slug, name: pickTranslation(product.names, language) } : null;
  return { unread, aov, count: inboxCount({ unread, aovRecommended: !!aov }) };
}

/** The customer's messages on this partner, newest first (the newest 200). */
export async function inboxMessages(customer: Customer, partner: LoadedPartner) {
  return db.inboxMessage.findMany({
    where: { userId: customer.id, partnerId: partner.config.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: { id: true, subject: true, body: true, readAt: true, createdAt: true },
  });
}

/**
 * Marks one unread message of the customer read, or all of them (messageId null). Someone
 * else's id matches nothing: no change, and no hint that it exists.
 */
export async function markInboxRead(customer: Customer, partner: LoadedPartner, messageId: string | null): Promise<void> {
  await db.inboxMessage.updateMany({
    where: { userId: customer.id, partnerId: partner.config.id, readAt: null, ...(messageId === null ? {} : { id: messageId }) },
    data: { readAt: new Date() },
  });
}

/** For the header's user menu: the signed-in customer's first name, or null when nobody is signed in. */
export async function signedInUser(request: Request, partner: LoadedPartner): Promise<{ firstName: string | null } | null> {
  // Read with the session (findVisitor): the root loader runs on every page (decision 0012).
  const customer = await findCustomer(request, partner);
  return customer ? { firstName: customer.firstName } : null;
}

/** The product's name in the language, for pages and documents. */
export function productName(product: { names: unknown }, language: Language): string {
  return pickTranslation(product.names, language);
}

/** The product's documents as product pages link them (/products/<slug>/documents/<kind>). */
export function productDocuments(product: { documents: unknown }, language: Language): { title: string; href: string }[] {
  const list = Array.isArray(product.documents) ? (product.documents as { title?: unknown; href?: unknown }[]) : [];
  return list
    .map((entry) => ({ title: pickTranslation(entry.title, language), href: String(entry.href ?? "") }))
    .filter((entry) => entry.href.startsWith("/products/"));
}

/**
 * Whether a Dutch postcode and house number exist, by the address lookup provider: null when
 * they do, else the error key the funnel shows at the postal code field.
 */
export async function checkAddressExists(
  address: { postalCode: string; houseNumber: string; addition?: string | null },
  signal: AbortSignal,
): Promise<string | null> {
  try {
    const found = await addressLookup().search(
      { postalCode: address.postalCode, houseNumber: address.houseNumber, addition: address.addition || null },
      signal,
    );
    return found.length > 0 ? null : "validations:addressNotFound";
  } catch (error) {
    if (error instanceof AddressLookupUnavailableError) return "funnel:company.lookupUnavailable";
    throw error;
  }
}
