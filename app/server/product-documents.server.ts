// Policy documents of a product (conditions, IPID) as a small PDF made on request from the
// product's own texts, so every product and language has its documents without files to keep.
import type { Language } from "~/domain/languages";
import { pickTranslation } from "~/domain/translated-text";
import type { CatalogueProduct } from "./catalogue.server";
import { i18nFor } from "~/i18n/i18n.server";

/** PDF text string: Latin-1 (WinAnsi) with the three special characters escaped. */
function pdfText(value: string): string {
  const latin1 = value.replace(/[^\x20-\xff]/g, "?");
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function wrap(text: string, width = 90): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else line = (line + " " + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page A4 PDF with a title and paragraphs (Helvetica). */
export function simplePdf(title: string, paragraphs: string[]): Buffer {
  const body = [`BT /F1 18 Tf 56 780 Td ${pdfText(title)} Tj ET`];
  let y = 745;
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph)) {
      body.push(`BT /F1 10 Tf 56 ${y} Td ${pdfText(line)} Tj ET`);
      y -= 14;
    }
    y -= 8;
  }
  const stream = body.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

export async function productDocumentPdf(product: CatalogueProduct, kind: "conditions" | "ipid", language: Language, partnerName: string): Promise<Response> {
  const i18n = await i18nFor(language);
  const t = i18n.getFixedT(language, "funnel");
  const name = pickTranslation(product.names, language);
  const cards = Array.isArray(product.infoCards) ? (product.infoCards as { title: unknown; text: unknown }[]) : [];
  const paragraphs = [
    t(`documents.${kind}Intro`, { product: name, partner: partnerName }),
    pickTranslation(product.descriptions, language),
    ...cards.map((card) => `${pickTranslation(card.title, language)}: ${pickTranslation(card.text, language)}`),
    t("documents.footer"),
  ];
  const pdf = simplePdf(`${t(`documents.${kind}`)} - ${name}`, paragraphs);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${product.slug}-${kind}.pdf"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
