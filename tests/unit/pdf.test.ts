import { describe, expect, it } from "vitest";
import { pdfDocument, pdfText, simplePdf } from "~/server/pdf.server";

describe("the PDF writer", () => {
  it("writes a PDF whose cross-reference table points at its objects", () => {
    const pdf = simplePdf("Polisblad", ["Premie € 21,64 per maand"]);
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  it("prints the euro sign and Dutch accents in WinAnsi, escapes PDF syntax, replaces the rest", () => {
    expect(pdfText("€ 1.234,56")).toBe("(\x80 1.234,56)");
    expect(pdfText("Beëindigd (café)")).toBe("(Beëindigd \\(café\\))");
    expect(pdfText("a\\b")).toBe("(a\\\\b)");
    expect(pdfText("„quote” – 😀")).toBe("(\x84quote\x94 \x96 ?)");
    const bytes = simplePdf("Premie", ["€ 5"]);
    expect(bytes.includes(Buffer.from([0x28, 0x80, 0x20, 0x35, 0x29]))).toBe(true); // "(€ 5)"
  });

  it("starts a new page when the text does not fit on one", () => {
    const one = pdfDocument("Kort", [{ kind: "row", label: "Polisnummer", value: "POL-1" }]).toString("latin1");
    expect(one).toContain("/Count 1");
    const long = pdfDocument(
      "Lang",
      Array.from({ length: 80 }, (_, index) => ({ kind: "paragraph" as const, text: `Regel ${index}` })),
    ).toString("latin1");
    expect(long).toMatch(/\/Count [2-9]/);
    expect(long).toContain("(Regel 79)");
  });
});
