// The one PDF writer: small A4 documents of text (product documents, policy schedules), laid out
// with pdf-lib in DejaVu Sans (embedded as a subset), so any name a customer has ("Łukasz
// Wiśniewski", "Zoë Ağaoğlu") prints as itself. Lines wrap by the glyphs' real widths; a word
// wider than its column is broken inside; pages follow as the text grows. See decision 0021.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";

export type PdfBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  /** A label and its value on one line (each wrapped in its own column). */
  | { kind: "row"; label: string; value: string };

export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;
export const MARGIN = 56;
const PAGE_TOP = PAGE_HEIGHT - 62;
const PAGE_BOTTOM = MARGIN;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const VALUE_LEFT = 230;
const COLUMN_GAP = 12;
const TEXT_COLOUR = rgb(0, 0, 0);

// Resolved through Node's resolver (not a path relative to this file) so that the Vite server
// bundle in build/ finds the package in node_modules just as the sources do.
const require = createRequire(import.meta.url);
let fontBytes: { regular: Uint8Array; bold: Uint8Array } | null = null;
function fonts() {
  fontBytes ??= {
    regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fontBytes;
}

/**
 * The text as the font can show it: control characters become spaces, characters the font has
 * no glyph for (emoji, most scripts DejaVu lacks) become "?" rather than an empty box.
 */
const characterSets = new WeakMap<PDFFont, Set<number>>();
export function printable(text: string, font: PDFFont): string {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  let result = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) result += " ";
    else result += known.has(code) ? char : "?";
  }
  return result;
}

/** Lines of at most `width` points: words kept whole where they fit, broken where they do not. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    // A word wider than the column: as many characters as fit on each line.
    let rest = word;
    while (!fits(rest)) {
      const chars = Array.from(rest);
      let take = 1;
      while (take < chars.length && fits(chars.slice(0, take + 1).join(""))) take += 1;
      lines.push(chars.slice(0, take).join(""));
      rest = chars.slice(take).join("");
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF of a title and blocks; as many A4 pages as the text needs. */
export async function pdfDocument(title: string, blocks: readonly PdfBlock[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const bytes = fonts();
  const [regular, bold] = await Promise.all([
    document.embedFont(bytes.regular, { subset: true }),
    document.embedFont(bytes.bold, { subset: true }),
  ]);
  document.setTitle(printable(title, regular));
  document.setProducer("insurance-platform");
  document.setCreator("insurance-platform");

  let page: PDFPage = document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_TOP;
  /** The baseline for a line of this height, on a new page when this one is full. */
  const lineAt = (height: number) => {
    if (y - height < PAGE_BOTTOM) {
      page = document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      y = PAGE_TOP;
    }
    const at = y;
    y -= height;
    return at;
  };
  const write = (text: string, x: number, at: number, font: PDFFont, size: number) =>
    page.drawText(text, { x, y: at, font, size, color: TEXT_COLOUR });
  const lines = (text: string, font: PDFFont, size: number, width: number) => wrapText(printable(text, font), font, size, width);

  for (const text of lines(title, bold, 18, TEXT_WIDTH)) write(text, MARGIN, lineAt(24), bold, 18);
  y -= 11;
  for (const block of blocks) {
    if (block.kind === "heading") {
      y -= 6;
      for (const text of lines(block.text, bold, 12, TEXT_WIDTH)) write(text, MARGIN, lineAt(18), bold, 12);
    } else if (block.kind === "paragraph") {
      for (const text of lines(block.text, regular, 10, TEXT_WIDTH)) write(text, MARGIN, lineAt(14), regular, 10);
      y -= 8;
    } else {
      const labels = lines(block.label, bold, 10, VALUE_LEFT - MARGIN - COLUMN_GAP);
      const values = lines(block.value, regular, 10, PAGE_WIDTH - MARGIN - VALUE_LEFT);
      for (let index = 0; index < Math.max(labels.length, values.length); index += 1) {
        const at = lineAt(14);
        if (labels[index]) write(labels[index]!, MARGIN, at, bold, 10);
        if (values[index]) write(values[index]!, VALUE_LEFT, at, regular, 10);
      }
      y -= 4;
    }
  }
  return document.save();
}

/** A PDF of a title and plain paragraphs. */
export function simplePdf(title: string, paragraphs: readonly string[]): Promise<Uint8Array> {
  return pdfDocument(
    title,
    paragraphs.map((text) => ({ kind: "paragraph", text })),
  );
}

/** The HTTP answer for a generated PDF, shown in the browser (inline) under a file name. */
export function pdfResponse(pdf: Uint8Array, fileName: string, cacheControl: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": cacheControl,
    },
  });
}
