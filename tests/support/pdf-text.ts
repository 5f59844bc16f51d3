// Reads a generated PDF back as a person's PDF viewer would: the text items of each page with
// their position and width (pdfjs-dist, the engine of Firefox's viewer).
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export type PdfTextItem = { text: string; x: number; y: number; width: number };
export type PdfPageText = { width: number; height: number; items: PdfTextItem[] };

export async function readPdf(bytes: Uint8Array): Promise<PdfPageText[]> {
  // pdfjs takes ownership of the buffer it is given: hand it a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: PdfPageText[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      "str" in item && item.str.trim()
        ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width }]
        : [],
    );
    pages.push({ width, height, items });
  }
  await document.destroy();
  return pages;
}

/** Every text item of every page, in order. */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  return (await readPdf(bytes)).flatMap((page) => page.items.map((item) => item.text));
}
