// /products/<slug>/documents/<conditions|ipid>: a product's policy document as PDF.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { findCatalogueProduct } from "~/server/catalogue/catalogue.server";
import { notFound, requirePartner } from "~/server/platform/guards.server";
import { productDocumentPdf } from "~/server/catalogue/product-documents.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const product = params.slug ? await findCatalogueProduct(partner.config.id, params.slug) : null;
  const kind = params.kind;
  if (!product || (kind !== "conditions" && kind !== "ipid")) notFound();
  return productDocumentPdf(product, kind, language, partner);
}
