// What the shop offers this visitor: the partner's products their profession can have, each
// at its shown price (decision 0086): the visitor's answers with the product's default answers.
import type { Language } from "~/domain/platform/languages";
import { isOffered, riskClassOf } from "~/domain/catalogue/product-quote";
import { pickTranslation } from "~/domain/platform/translated-text";
import { todayInAmsterdam } from "~/domain/platform/validation";
import { discountPercentFor, visitorState, type visitorAnswers } from "./cart.server";
import { partnerCatalogue, type CatalogueProduct } from "../catalogue/catalogue.server";
import { shownPriceOf } from "../catalogue/shown-price.server";
import type { LoadedPartner } from "../platform/partner.server";
import { findProfession } from "../catalogue/professions.server";
import type { Visitor } from "../platform/session.server";

export type OfferedProduct = {
  id: string;
  slug: string;
  type: string;
  name: string;
  description: string;
  analyticsId: string;
  currency: string;
  grossMonthlyCents: number;
  netMonthlyCents: number;
  /** exact: what a buyer keeping the default answers pays; from: the lowest price, answers still to come decide. */
  priceKind: "exact" | "from";
  inCart: boolean;
  hasActivePolicy: boolean;
};

export type Offer = {
  products: OfferedProduct[];
  /** Partner products the visitor's profession can not have. */
  unavailableCount: number;
  professionName: string | null;
  professionDescription: string | null;
};

/**
 * The partner's shop products the visitor's profession can have, unpriced: both kept in memory,
 * so no database read (the inbox's aov rule needs no more on every account page).
 */
export async function offeredProducts(visitor: Pick<Visitor, "professionId"> | null, partner: LoadedPartner) {
  const [catalogue, profession] = await Promise.all([partnerCatalogue(partner.config.id), findProfession(visitor?.professionId)]);
  const riskClass = riskClassOf(profession);
  const shop = catalogue.filter((product) => product.type !== "checkin");
  return { riskClass, profession, shop, offered: shop.filter((product) => isOffered(product, riskClass)) };
}

export async function loadOffer(visitor: Visitor | null, partner: LoadedPartner, language: Language): Promise<Offer> {
  const { riskClass, profession, shop, offered } = await offeredProducts(visitor, partner);
  const state = visitor ? await visitorState(visitor) : null;
  const answers = state?.answers ?? new Map();
  const inCart = new Set(state?.cartRows.map((row) => row.productId));
  const insured = state?.activePolicyProductIds ?? new Set<string>();
  const discountPercent = visitor ? discountPercentFor(visitor, partner) : 0;
  return {
    products: offered.map((product) => toOffered(product, language, riskClass, answers, discountPercent, inCart, insured)),
    unavailableCount: shop.length - offered.length,
    professionName: profession ? pickTranslation(profession.names, language) : null,
    professionDescription: visitor?.professionDescription ?? null,
  };
}

function toOffered(
  product: CatalogueProduct,
  language: Language,
  riskClass: number,
  answers: Map<string, never> | Awaited<ReturnType<typeof visitorAnswers>>,
  discountPercent: number,
  inCart: Set<string>,
  insured: Set<string>,
): OfferedProduct {
  const shown = shownPriceOf(product, { riskClass, answers, today: todayInAmsterdam(), discountPercent });
  return {
    id: product.id,
    slug: product.slug,
    type: product.type,
    name: pickTranslation(product.names, language),
    description: pickTranslation(product.descriptions, language),
    analyticsId: product.analyticsId,
    currency: product.currency,
    grossMonthlyCents: shown.grossMonthlyCents,
    netMonthlyCents: shown.netMonthlyCents,
    priceKind: shown.kind,
    inCart: inCart.has(product.id),
    hasActivePolicy: insured.has(product.id),
  };
}
