// Policy documents of a product (conditions, IPID) as a small PDF made on request from the
// product's own texts, so every product and language has its documents without files to keep.
// The PDF writer itself is pdf.server.ts (shared with the policy schedule). The IPID is built
// from the product's data section by section (ipid.server.ts, decision 0085).
import type { Language } from "~/domain/platform/languages";
import { pickTranslation } from "~/domain/platform/translated-text";
import type { CatalogueProduct } from "./catalogue.server";
import { partnerT, type LoadedPartner } from "../platform/partner.server";
import { pdfResponse, simplePdf } from "../platform/pdf.server";
import { ipidPdfResponse } from "./ipid.server";

export async function productDocumentPdf(
  product: CatalogueProduct,
  kind: "conditions" | "ipid",
  language: Language,
  partner: LoadedPartner,
): Promise<Response> {
  if (kind === "ipid") return ipidPdfResponse(product, language, partner);
  const partnerName = partner.config.displayName;
  const t = await partnerT(partner, language, "funnel");
  const name = pickTranslation(product.names, language);
  const cards = Array.isArray(product.infoCards) ? (product.infoCards as { title: unknown; text: unknown }[]) : [];
  const paragraphs = [
    t(`documents.${kind}Intro`, { product: name, partner: partnerName }),
    pickTranslation(product.descriptions, language),
    ...cards.map((card) => `${pickTranslation(card.title, language)}: ${pickTranslation(card.text, language)}`),
    t("documents.footer"),
  ];
  const pdf = await simplePdf(`${t(`documents.${kind}`)} - ${name}`, paragraphs);
  return pdfResponse(pdf, `${product.slug}-${kind}.pdf`, "public, max-age=3600");
}
