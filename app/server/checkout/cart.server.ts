// The visitor's cart on the server: items with premiums computed from the saved answers,
// ordered with the checkout cart first. Every query is scoped to the visitor's user id.
import type { ListItem } from "~/domain/checkout/cart";
import { insuredObjectOf, type InsuredObject } from "~/domain/catalogue/insured-object";
import { formatLicencePlate } from "~/domain/catalogue/licence-plate";
import { orderCartItems } from "~/domain/checkout/cart";
import { checkoutGroupFor, type CheckoutGroup } from "~/domain/checkout/flows/definitions";
import type { Language } from "~/domain/platform/languages";
import { isOffered, quoteProduct, riskClassOf, type AnswerLike, type ProductQuote } from "~/domain/catalogue/product-quote";
import { sumPremiums } from "~/domain/catalogue/rating";
import type { VisitorPricing } from "~/domain/catalogue/shown-price";
import { pickTranslation } from "~/domain/platform/translated-text";
import { todayInAmsterdam } from "~/domain/platform/validation";
import { partnerCatalogue, type CatalogueProduct } from "../catalogue/catalogue.server";
import { db } from "../platform/db.server";
import type { LoadedPartner } from "../platform/partner.server";
import { findProfession } from "../catalogue/professions.server";
import { openQuoteIds } from "./quote-cart.server";
import { truthy, type Visitor } from "../platform/session.server";
import { hyphenate } from "../platform/hyphenation.server";

export type CartItemView = {
  id: string;
  productId: string;
  slug: string;
  type: string;
  group: CheckoutGroup;
  name: string;
  /** The name with soft hyphens in its long words, for headings on narrow screens (decision 0087). */
  displayName: string;
  analyticsId: string;
  currency: string;
  inCheckoutCart: boolean;
  grossMonthlyCents: number;
  netMonthlyCents: number;
  discountCents: number;
  listItems: ListItem[];
  /** The broker's quote it came from while that quote is open: then it can not be deleted. */
  quoteId: string | null;
};

export type CartView = {
  items: CartItemView[];
  totals: { grossMonthlyCents: number; netMonthlyCents: number; discountCents: number };
  currency: string;
  discountPercent: number;
};

export function discountPercentFor(visitor: Pick<Visitor, "isPartnerBankCustomer">, partner: LoadedPartner): number {
  return visitor.isPartnerBankCustomer ? partner.config.partnerBankDiscountPercent : 0;
}

export type VisitorState = {
  cartRows: { id: string; productId: string; inCheckoutCart: boolean; createdAt: Date; quoteId: string | null }[];
  answers: Map<string, AnswerLike>;
  activePolicyProductIds: Set<string>;
};

// One read per page: the cart panel and the product list both need the cart and answers.
// Keyed by the visitor object, which findVisitor shares within one GET request.
const states = new WeakMap<Visitor, Promise<VisitorState>>();

export function visitorState(visitor: Visitor): Promise<VisitorState> {
  let state = states.get(visitor);
  if (!state) {
    // Plain SQL on this hot path (see readVisitor in session.server.ts); same on both databases.
    state = Promise.all([
      db.$queryRaw<Record<string, unknown>[]>`
        SELECT "id", "productId", "inCheckoutCart", "createdAt", "quoteId" FROM "CartItem" WHERE "userId" = ${visitor.id} ORDER BY "createdAt", "id"`,
      db.$queryRaw<Record<string, unknown>[]>`
        SELECT "questionId", "optionId", "dateValue", "moneyValueCents", "textValue", "floatValue", "details" FROM "Answer" WHERE "userId" = ${visitor.id}`,
      db.$queryRaw<Record<string, unknown>[]>`
        SELECT "productId" FROM "Policy" WHERE "userId" = ${visitor.id} AND "status" = 'active'`,
    ]).then(([cartRows, answers, policies]) => ({
      cartRows: cartRows.map((row, index) => ({
        id: String(row.id),
        productId: String(row.productId),
        inCheckoutCart: truthy(row.inCheckoutCart),
        // Already in order; the index keeps it whatever form the database gives dates in.
        createdAt: new Date(index),
        quoteId: (row.quoteId as string | null) ?? null,
      })),
      answers: new Map(
        answers.map((row) => [
          String(row.questionId),
          {
            optionId: (row.optionId as string | null) ?? null,
            dateValue: (row.dateValue as string | null) ?? null,
            moneyValueCents: row.moneyValueCents == null ? null : Number(row.moneyValueCents),
            textValue: (row.textValue as string | null) ?? null,
            floatValue: row.floatValue == null ? null : Number(row.floatValue),
            // SQLite gives JSON as text, PostgreSQL as a value.
            details: typeof row.details === "string" ? (JSON.parse(row.details) as unknown) : (row.details ?? null),
          },
        ]),
      ),
      activePolicyProductIds: new Set(policies.map((row) => String(row.productId))),
    }));
    states.set(visitor, state);
  }
  return state;
}

const ANSWER_FIELDS = {
  questionId: true,
  optionId: true,
  dateValue: true,
  moneyValueCents: true,
  textValue: true,
  floatValue: true,
  multiSelectOptions: true,
  details: true,
  explanation: true,
} as const;

export async function visitorAnswers(userId: string): Promise<Map<string, AnswerLike>> {
  const rows = await db.answer.findMany({ where: { userId }, select: ANSWER_FIELDS });
  return new Map(rows.map((row) => [row.questionId, row]));
}

export async function visitorRiskClass(visitor: Pick<Visitor, "professionId">): Promise<number> {
  return riskClassOf(await findProfession(visitor.professionId));
}

/** What this visitor brings to a shown price (decision 0086): their profession's risk class, their answers, their discount. */
export async function visitorPricing(visitor: Visitor, partner: LoadedPartner): Promise<VisitorPricing> {
  const [riskClass, answers] = await Promise.all([visitorRiskClass(visitor), visitorAnswers(visitor.id)]);
  return { riskClass, answers, discountPercent: discountPercentFor(visitor, partner) };
}

/** Line items of a cart card: what is insured, and the cover the chosen options stand for. */
function listItemsFor(quote: ProductQuote, insured: InsuredObject | null): ListItem[] {
  const items: ListItem[] = [];
  if (insured?.kind === "vehicle") items.push({ label: "insured.plate", value: formatLicencePlate(insured.plate), type: "text" });
  if (insured?.kind === "address")
    items.push({
      label: "insured.address",
      value: `${insured.postalCode} ${insured.houseNumber}${insured.addition ? ` ${insured.addition}` : ""}`,
      type: "text",
    });
  if (insured?.kind === "device" && insured.identifier)
    items.push({ label: "insured.identifier", value: insured.identifier, type: "text" });
  const { perClaimCents, perYearCents, deductibleCents } = quote.premium.cover;
  if (perClaimCents != null) items.push({ label: "cart.perClaim", value: String(perClaimCents), type: "money" });
  if (perYearCents != null) items.push({ label: "cart.perYear", value: String(perYearCents), type: "money" });
  if (deductibleCents != null) items.push({ label: "cart.deductible", value: String(deductibleCents), type: "money" });
  items.push({ label: "cart.netPremium", value: String(quote.premium.netMonthlyCents), type: "money" });
  return items;
}

export async function loadCart(visitor: Visitor | null, partner: LoadedPartner, language: Language): Promise<CartView> {
  const empty: CartView = {
    items: [],
    totals: { grossMonthlyCents: 0, netMonthlyCents: 0, discountCents: 0 },
    currency: partner.config.currency,
    discountPercent: 0,
  };
  if (!visitor) return empty;
  // The visitor belongs to this partner (findVisitor checks), so their cart rows do too.
  const { cartRows: rows, answers } = await visitorState(visitor);
  if (rows.length === 0) return { ...empty, discountPercent: discountPercentFor(visitor, partner) };
  const quoteIds = rows.flatMap((row) => (row.quoteId ? [row.quoteId] : []));
  const today = todayInAmsterdam();
  const [catalogue, riskClass, openQuotes] = await Promise.all([
    partnerCatalogue(partner.config.id),
    visitorRiskClass(visitor),
    openQuoteIds(quoteIds, today),
  ]);
  const discountPercent = discountPercentFor(visitor, partner);
  const items: CartItemView[] = [];
  for (const row of orderCartItems(rows)) {
    const product = catalogue.find((candidate) => candidate.id === row.productId);
    // A product the partner stopped offering, or one the profession can not have, is skipped.
    if (!product || !isOffered(product, riskClass)) continue;
    const quote = quoteProduct(product, { riskClass, answers, today, discountPercent });
    items.push({
      id: row.id,
      productId: product.id,
      slug: product.slug,
      type: product.type,
      group: checkoutGroupFor(product.type),
      name: pickTranslation(product.names, language),
      displayName: hyphenate(pickTranslation(product.names, language), language),
      analyticsId: product.analyticsId,
      currency: product.currency,
      inCheckoutCart: row.inCheckoutCart,
      grossMonthlyCents: quote.premium.grossMonthlyCents,
      netMonthlyCents: quote.premium.netMonthlyCents,
      discountCents: quote.premium.discountCents,
      listItems: listItemsFor(quote, insuredObjectOf(product, answers)),
      quoteId: row.quoteId && openQuotes.has(row.quoteId) ? row.quoteId : null,
    });
  }
  return { items, totals: sumPremiums(items), currency: partner.config.currency, discountPercent };
}

export class NotOfferedError extends Error {}

/** Adds a product the partner offers to this visitor; adding it twice keeps one item. */
export async function addToCart(visitor: Visitor, partner: LoadedPartner, productId: string): Promise<CatalogueProduct> {
  const catalogue = await partnerCatalogue(partner.config.id);
  const product = catalogue.find((candidate) => candidate.id === productId);
  if (!product || !isOffered(product, await visitorRiskClass(visitor))) throw new NotOfferedError(productId);
  await db.cartItem.upsert({
    where: { userId_productId: { userId: visitor.id, productId } },
    create: { userId: visitor.id, partnerId: partner.config.id, productId },
    update: {},
  });
  return product;
}

/** Removes one of the visitor's own items; another user's id removes nothing. */
export async function removeFromCart(visitor: Visitor, itemId: string): Promise<boolean> {
  const { count } = await db.cartItem.deleteMany({ where: { id: itemId, userId: visitor.id } });
  return count > 0;
}

/** Empties the visitor's cart but for the items named (those of an open quote); how many went. */
export async function clearCart(visitor: Pick<Visitor, "id">, keepItemIds: ReadonlySet<string>): Promise<number> {
  const { count } = await db.cartItem.deleteMany({ where: { userId: visitor.id, id: { notIn: [...keepItemIds] } } });
  return count;
}

/** The id of the visitor's item for a product, or null when it is not in their cart. */
export async function cartItemIdOf(visitor: Pick<Visitor, "id">, productId: string): Promise<string | null> {
  const item = await db.cartItem.findUnique({ where: { userId_productId: { userId: visitor.id, productId } }, select: { id: true } });
  return item?.id ?? null;
}

/** How many items are in the visitor's cart. */
export function cartItemCount(visitor: Pick<Visitor, "id">): Promise<number> {
  return db.cartItem.count({ where: { userId: visitor.id } });
}
