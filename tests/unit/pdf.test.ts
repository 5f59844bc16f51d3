import { describe, expect, it } from "vitest";
import { MARGIN, pdfDocument, simplePdf } from "~/server/platform/pdf.server";
import { pdfLines, readPdf } from "../support/pdf-text";

describe("the PDF writer", () => {
  it("writes a PDF that a viewer reads back, euro sign and typographic quotes included", async () => {
    const pdf = await simplePdf("Polisblad", ["Premie € 21,64 per maand", "„Beëindigd” (café) – a\\b"]);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(await pdfLines(pdf)).toEqual(["Polisblad", "Premie € 21,64 per maand", "„Beëindigd” (café) – a\\b"]);
  });

  it("prints names outside Latin-1 as themselves", async () => {
    const pdf = await pdfDocument("Zoë Ağaoğlu", [
      { kind: "row", label: "Naam", value: "Łukasz Wiśniewski" },
      { kind: "paragraph", text: "Ærøskøbing, Škoda, Øresund, Ő ő Ű ű" },
    ]);
    expect(await pdfLines(pdf)).toEqual(["Zoë Ağaoğlu", "Naam", "Łukasz Wiśniewski", "Ærøskøbing, Škoda, Øresund, Ő ő Ű ű"]);
  });

  it("shows a character the font lacks as ? and control characters as spaces", async () => {
    const pdf = await simplePdf("T", ["漢字 a\tb"]);
    expect(await pdfLines(pdf)).toEqual(["T", "?? a b"]);
  });

  it("wraps a 200-character word and long lines by glyph width, inside the page's margins", async () => {
    const word = "W".repeat(120) + "i".repeat(80);
    const sentence = Array.from({ length: 60 }, (_, index) => `woord${index}`).join(" ");
    const pdf = await pdfDocument("Titel", [
      { kind: "paragraph", text: word },
      { kind: "paragraph", text: sentence },
      { kind: "row", label: "Label", value: word },
    ]);
    const [page, ...rest] = await readPdf(pdf);
    expect(rest).toEqual([]);
    for (const item of page!.items) {
      expect(item.x).toBeGreaterThanOrEqual(MARGIN);
      expect(item.x + item.width).toBeLessThanOrEqual(page!.width - MARGIN + 0.01);
    }
    // Nothing is lost: the word is all there, split over lines (in the text column and in the
    // value column); the words of a sentence stay whole.
    const pieces = (inValueColumn: boolean) =>
      page!.items.filter((item) => /^[Wi]+$/.test(item.text) && item.x > MARGIN === inValueColumn).map((item) => item.text);
    expect(pieces(false).length).toBeGreaterThan(1);
    expect(pieces(false).join("")).toBe(word);
    expect(pieces(true).length).toBeGreaterThan(pieces(false).length);
    expect(pieces(true).join("")).toBe(word);
    expect(page!.items.map((item) => item.text).join(" ")).toContain(sentence);
    // By glyph width, not by count: a full line holds fewer wide W's than narrow i's.
    const [firstW] = pieces(false);
    expect(firstW).toMatch(/^W+$/);
    expect(pieces(false).at(-1)).toMatch(/^i{80}$|^W*i+$/);
    expect(firstW!.length).toBeLessThan(80);
  });

  it("wraps a long title and a long label inside the page too", async () => {
    const word = "Beroepsaansprakelijkheidsverzekeringsvoorwaarden".repeat(4);
    const [page] = await readPdf(await pdfDocument(`Polisblad - ${word}`, [{ kind: "row", label: word, value: "ja" }]));
    for (const item of page!.items) expect(item.x + item.width).toBeLessThanOrEqual(page!.width - MARGIN + 0.01);
    const labelPieces = page!.items.filter((item) => item.x === MARGIN && item.y < page!.items.find((i) => i.text === "ja")!.y + 1);
    expect(labelPieces.map((item) => item.text).join("")).toBe(word);
  });

  it("starts a new page when the text does not fit on one", async () => {
    expect(await readPdf(await pdfDocument("Kort", [{ kind: "row", label: "Polisnummer", value: "POL-1" }]))).toHaveLength(1);
    const long = await readPdf(
      await pdfDocument(
        "Lang",
        Array.from({ length: 80 }, (_, index) => ({ kind: "paragraph" as const, text: `Regel ${index}` })),
      ),
    );
    expect(long.length).toBeGreaterThanOrEqual(2);
    expect(long.at(-1)!.items.at(-1)!.text).toBe("Regel 79");
    for (const page of long) for (const item of page.items) expect(item.y).toBeGreaterThanOrEqual(MARGIN);
    expect(long.flatMap((page) => page.items.map((item) => item.text))).toHaveLength(81);
  });
});
