import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ANSWER_DETAILS_LIMITS,
  acceptsDocuments,
  asksDetailsOf,
  checkDocumentCount,
  checkExplanation,
  documentsFieldName,
  questionOfDocumentsField,
} from "~/domain/checkout/answer-details";
import { formatFileSize, isDocumentUploadType } from "~/domain/platform/uploads";
import { detectMime, detectMimeOfFile } from "~/server/platform/uploads.server";
import { DOCX_BYTES, JPEG_BYTES, ODT_BYTES, PDF_BYTES, PNG_BYTES, TEXT_BYTES, ZIP_BYTES } from "../fixtures/uploads/files";

describe("what an answer asks for", () => {
  it("reads the option's setting, and anything unknown as none", () => {
    expect(asksDetailsOf("explanation_and_documents")).toBe("explanation_and_documents");
    expect(asksDetailsOf("explanation")).toBe("explanation");
    expect(asksDetailsOf("everything")).toBe("none");
    expect(asksDetailsOf(undefined)).toBe("none");
    expect(acceptsDocuments("explanation")).toBe(false);
    expect(acceptsDocuments("explanation_and_documents")).toBe(true);
  });

  it("needs an explanation of 1 to 2000 characters where asked, and keeps none where not", () => {
    expect(checkExplanation("   ", "explanation")).toEqual({ error: "validations:explanationRequired" });
    expect(checkExplanation(" Knie, 2024 ", "explanation")).toEqual({ value: "Knie, 2024" });
    const max = "x".repeat(ANSWER_DETAILS_LIMITS.EXPLANATION_MAX_CHARS);
    expect(checkExplanation(max, "explanation_and_documents")).toEqual({ value: max });
    expect(checkExplanation(`${max}x`, "explanation_and_documents")).toEqual({ error: "validations:explanationTooLong" });
    expect(checkExplanation("typed before choosing No", "none")).toEqual({ value: null });
  });

  it("keeps at most ten documents beside an answer, counting those added before", () => {
    expect(checkDocumentCount(0, 10)).toBeNull();
    expect(checkDocumentCount(9, 1)).toBeNull();
    expect(checkDocumentCount(9, 2)).toBe("validations:uploadTooMany");
    expect(checkDocumentCount(10, 1)).toBe("validations:uploadTooMany");
  });

  it("names each question's documents field, and finds the question back", () => {
    expect(questionOfDocumentsField(documentsFieldName("q1"))).toBe("q1");
    expect(questionOfDocumentsField("files")).toBeNull();
    expect(questionOfDocumentsField("documents-")).toBeNull();
  });

  it("shows a file's size Dutch style", () => {
    expect(formatFileSize(812)).toBe("812\u00a0B");
    expect(formatFileSize(14 * 1024)).toBe("14\u00a0kB");
    expect(formatFileSize(2.45 * 1024 * 1024)).toBe("2,5\u00a0MB");
  });
});

describe("document types by content", () => {
  it("accepts images, PDF and docx, xlsx or odt by their container; refuses a plain zip and text", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "answer-documents-"));
    try {
      const cases: [Buffer, string | undefined][] = [
        [PDF_BYTES, "application/pdf"],
        [PNG_BYTES, "image/png"],
        [JPEG_BYTES, "image/jpeg"],
        [DOCX_BYTES, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
        [ODT_BYTES, "application/vnd.oasis.opendocument.text"],
        [ZIP_BYTES, "application/zip"],
        [TEXT_BYTES, undefined],
      ];
      for (const [index, [bytes, mime]] of cases.entries()) {
        const file = path.join(dir, `file-${index}.pdf`);
        await writeFile(file, bytes);
        expect(await detectMimeOfFile(file)).toBe(mime);
        expect(isDocumentUploadType(mime)).toBe(mime !== undefined && mime !== "application/zip");
      }
      expect(await detectMime(DOCX_BYTES)).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
