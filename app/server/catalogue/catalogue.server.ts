// A partner's product catalogue: products with their tariffs, questions and options, read on
// every funnel page and rarely changed, so kept in memory per partner like the partner itself.
import type { BandFactor } from "~/domain/catalogue/rating";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import { TtlCache } from "../platform/ttl-cache.server";

export type CatalogueOption = {
  id: string;
  value: string;
  labels: unknown;
  consequence: string;
  underwriting: string;
  /** What the answer asks for beside it (app/domain/checkout/answer-details.ts); none when absent. */
  asksDetails?: string;
  isCorrect: boolean;
  priceFactorPermille: number;
  perClaimCents: number | null;
  perYearCents: number | null;
  deductibleCents: number | null;
  position: number;
};

export type CatalogueQuestion = {
  id: string;
  productId: string;
  group: string;
  type: string;
  field: string | null;
  texts: unknown;
  position: number;
  required: boolean;
  options: CatalogueOption[];
};

export type CatalogueProduct = {
  id: string;
  slug: string;
  type: string;
  names: unknown;
  descriptions: unknown;
  currency: string;
  analyticsId: string;
  requireIdentityVerification: boolean;
  startDateFromTomorrow: boolean;
  faq: unknown;
  documents: unknown;
  infoCards: unknown;
  tariffs: { riskClass: number; netMonthlyCents: number }[];
  bands: BandFactor[];
  /** Named option sets for the price questions: { short: { aov_waiting_time: "365", ... } }. */
  presets: unknown;
  /** The policy clause quoted with the premium, per language. */
  clause: unknown;
  /** The product's own lines of its IPID (app/domain/catalogue/ipid.ts); null: generic ones. */
  ipid: unknown;
  questions: CatalogueQuestion[];
};

const cache = new TtlCache<string, CatalogueProduct[]>(() => config.partnerCacheSeconds * 1000, 1000);

export function partnerCatalogue(partnerId: string): Promise<CatalogueProduct[]> {
  return cache.getOrLoad(partnerId, async () => {
    const rows = await db.partnerProduct.findMany({
      where: { partnerId, product: { active: true } },
      orderBy: [{ position: "asc" }, { id: "asc" }],
      select: {
        product: {
          select: {
            id: true,
            slug: true,
            type: true,
            names: true,
            descriptions: true,
            currency: true,
            analyticsId: true,
            requireIdentityVerification: true,
            startDateFromTomorrow: true,
            faq: true,
            documents: true,
            infoCards: true,
            presets: true,
            clause: true,
            ipid: true,
            tariffFactors: {
              select: { input: true, fromValue: true, toValue: true, factorPermille: true },
              orderBy: [{ input: "asc" }, { fromValue: "asc" }],
            },
            tariffs: { select: { riskClass: true, netMonthlyCents: true }, orderBy: { riskClass: "asc" } },
            questions: {
              orderBy: { position: "asc" },
              select: {
                id: true,
                productId: true,
                group: true,
                type: true,
                field: true,
                texts: true,
                position: true,
                required: true,
                options: {
                  orderBy: { position: "asc" },
                  select: {
                    id: true,
                    value: true,
                    labels: true,
                    consequence: true,
                    underwriting: true,
                    asksDetails: true,
                    isCorrect: true,
                    priceFactorPermille: true,
                    perClaimCents: true,
                    perYearCents: true,
                    deductibleCents: true,
                    position: true,
                  },
                },
              },
            },
          },
        },
      },
    });
    return rows.map(({ product: { tariffFactors, ...product } }) => ({ ...product, bands: tariffFactors }));
  });
}

export function invalidateCatalogue(partnerId?: string): void {
  if (partnerId) cache.deleteWhere((key) => key === partnerId);
  else {
    cache.clear();
    summaries.clear();
  }
}

/** What account pages, invoices and documents show of a product. */
export type ProductSummary = Pick<CatalogueProduct, "id" | "slug" | "type" | "names" | "documents">;

const summaries = new TtlCache<string, ProductSummary>(() => config.partnerCacheSeconds * 1000, 10_000);

/**
 * Products by id, whichever partner offers them now: kept in memory like the catalogue (the
 * site never edits product rows), so a page listing policies or invoices reads no product rows.
 */
export async function productSummaries(ids: Iterable<string>): Promise<Map<string, ProductSummary>> {
  const found = new Map<string, ProductSummary>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const hit = summaries.get(id);
    if (hit) found.set(id, hit.value);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await db.insuranceProduct.findMany({
      where: { id: { in: missing } },
      select: { id: true, slug: true, type: true, names: true, documents: true },
    });
    for (const row of rows) {
      summaries.set(row.id, row);
      found.set(row.id, row);
    }
  }
  return found;
}

export async function findCatalogueProduct(partnerId: string, idOrSlug: string): Promise<CatalogueProduct | null> {
  const products = await partnerCatalogue(partnerId);
  return products.find((product) => product.id === idOrSlug || product.slug === idOrSlug) ?? null;
}
