// A product's IPID (decision 0085) in the visitor's language, as the page shows it and as a PDF
// through the one PDF writer (pdf.server.ts), with the regulatory details of the partner or the
// insurer. The rules of what it says are app/domain/catalogue/ipid.ts.
import { buildIpid, type IpidDocument } from "~/domain/catalogue/ipid";
import type { Language } from "~/domain/platform/languages";
import type { CatalogueProduct } from "./catalogue.server";
import { partnerT, type LoadedPartner } from "../platform/partner.server";
import { pdfDocument, pdfResponse, type PdfBlock } from "../platform/pdf.server";
import { trustDetailsOf } from "../platform/trust-details.server";

export async function productIpid(product: CatalogueProduct, language: Language, partner: LoadedPartner): Promise<IpidDocument> {
  const t = await partnerT(partner, language, "funnel");
  return buildIpid(product, language, trustDetailsOf(partner.config), (key, values) => t(key, values));
}

export async function ipidPdfResponse(product: CatalogueProduct, language: Language, partner: LoadedPartner): Promise<Response> {
  const ipid = await productIpid(product, language, partner);
  const blocks: PdfBlock[] = [
    { kind: "paragraph", text: ipid.provider },
    { kind: "paragraph", text: ipid.intro },
    ...ipid.sections.flatMap((section): PdfBlock[] => [
      { kind: "heading", text: section.heading },
      ...section.items.map((text): PdfBlock => ({ kind: "paragraph", text: `• ${text}` })),
    ]),
    { kind: "paragraph", text: ipid.footer },
  ];
  const pdf = await pdfDocument(ipid.title, blocks);
  return pdfResponse(pdf, `${product.slug}-ipid-${language}.pdf`, "private, max-age=3600");
}
