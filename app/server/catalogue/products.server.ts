// The products a partner offers, in the partner's order and the visitor's language.
import type { Language } from "~/domain/platform/languages";
import { pickTranslation } from "~/domain/platform/translated-text";
import { db } from "../platform/db.server";

export type ProductSummary = {
  id: string;
  slug: string;
  type: string;
  name: string;
  description: string;
  grossMonthlyCents: number;
  netMonthlyCents: number;
  currency: string;
};

export async function listPartnerProducts(partnerId: string, language: Language): Promise<ProductSummary[]> {
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
          grossMonthlyCents: true,
          netMonthlyCents: true,
          currency: true,
        },
      },
    },
  });
  return rows.map(({ product }) => ({
    id: product.id,
    slug: product.slug,
    type: product.type,
    name: pickTranslation(product.names, language),
    description: pickTranslation(product.descriptions, language),
    grossMonthlyCents: product.grossMonthlyCents,
    netMonthlyCents: product.netMonthlyCents,
    currency: product.currency,
  }));
}
