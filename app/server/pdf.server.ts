// The one PDF writer: small A4 documents of text (product documents, policy schedules), made
// by hand so no PDF library or font files are needed. Helvetica in WinAnsi encoding, so
// "€", "é" and typographic quotes print as themselves; pages break as the text grows.

export type PdfBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  /** A label and its value on one line (value wrapped in its own column). */
  | { kind: "row"; label: string; value: string };

// Unicode characters of Windows-1252 outside Latin-1 and their byte in WinAnsiEncoding.
const WIN_ANSI: Record<string, number> = {
  "€": 0x80, "‚": 0x82, "ƒ": 0x83, "„": 0x84, "…": 0x85, "†": 0x86, "‡": 0x87, "ˆ": 0x88, "‰": 0x89,
  "Š": 0x8a, "‹": 0x8b, "Œ": 0x8c, "Ž": 0x8e, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95,
  "–": 0x96, "—": 0x97, "˜": 0x98, "™": 0x99, "š": 0x9a, "›": 0x9b, "œ": 0x9c, "ž": 0x9e, "Ÿ": 0x9f,
};

/** A PDF string literal in WinAnsi; characters it can not show become "?". */
export function pdfText(value: string): string {
  let encoded = "";
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0x3f;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) encoded += char;
    else if (WIN_ANSI[char] !== undefined) encoded += String.fromCharCode(WIN_ANSI[char]);
    else encoded += "?";
  }
  return `(${encoded.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

export function wrap(text: string, width = 90): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > width) {
      if (line) lines.push(line);
      line = word;
    } else line = (line + " " + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

const PAGE_TOP = 780;
const PAGE_BOTTOM = 56;
const LEFT = 56;
const VALUE_LEFT = 230;

/** A PDF of a title and blocks; as many A4 pages as the text needs. */
export function pdfDocument(title: string, blocks: readonly PdfBlock[]): Buffer {
  const pages: string[][] = [[`BT /F2 18 Tf ${LEFT} ${PAGE_TOP} Td ${pdfText(title)} Tj ET`]];
  let y = PAGE_TOP - 35;
  const line = (height: number) => {
    if (y - height < PAGE_BOTTOM) {
      pages.push([]);
      y = PAGE_TOP;
    }
    const at = y;
    y -= height;
    return { page: pages[pages.length - 1]!, y: at };
  };
  for (const block of blocks) {
    if (block.kind === "heading") {
      y -= 6;
      const { page, y: at } = line(18);
      page.push(`BT /F2 12 Tf ${LEFT} ${at} Td ${pdfText(block.text)} Tj ET`);
    } else if (block.kind === "paragraph") {
      for (const text of wrap(block.text)) {
        const { page, y: at } = line(14);
        page.push(`BT /F1 10 Tf ${LEFT} ${at} Td ${pdfText(text)} Tj ET`);
      }
      y -= 8;
    } else {
      const values = wrap(block.value, 60);
      values.forEach((text, index) => {
        const { page, y: at } = line(14);
        if (index === 0) page.push(`BT /F2 10 Tf ${LEFT} ${at} Td ${pdfText(block.label)} Tj ET`);
        page.push(`BT /F1 10 Tf ${VALUE_LEFT} ${at} Td ${pdfText(text)} Tj ET`);
      });
      y -= 4;
    }
  }

  // Objects: 1 catalog, 2 pages, 3 and 4 fonts, then a page and its content per page.
  const pageIds = pages.map((_, index) => 5 + index * 2);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
  ];
  pages.forEach((content, index) => {
    const stream = content.join("\n");
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    );
  });
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

/** A PDF of a title and plain paragraphs. */
export function simplePdf(title: string, paragraphs: readonly string[]): Buffer {
  return pdfDocument(
    title,
    paragraphs.map((text) => ({ kind: "paragraph", text })),
  );
}

/** The HTTP answer for a generated PDF, shown in the browser (inline) under a file name. */
export function pdfResponse(pdf: Buffer, fileName: string, cacheControl: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": cacheControl,
    },
  });
}
