import { describe, expect, it } from "vitest";
import {
  ALLOWED_UPLOAD_TYPES,
  attachmentDisposition,
  checkUpload,
  checkUploadCount,
  isAllowedUploadType,
  isNoFileChosen,
  safeFileName,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from "~/domain/uploads";
import { inspectUpload, readUploadForm } from "~/server/uploads.server";
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES, TEXT_BYTES } from "../fixtures/uploads/files";

const MB25 = 25 * 1024 * 1024;

describe("upload rules", () => {
  it("allow JPEG, PNG and PDF as detected, nothing else", () => {
    expect(ALLOWED_UPLOAD_TYPES).toEqual(["image/jpeg", "image/png", "application/pdf"]);
    for (const mime of ALLOWED_UPLOAD_TYPES) expect(checkUpload({ sizeBytes: 100, detectedMime: mime })).toEqual({ ok: true, mimeType: mime });
    for (const mime of [undefined, null, "", "image/gif", "text/plain", "application/zip", "image/svg+xml", "IMAGE/PNG"]) {
      expect(checkUpload({ sizeBytes: 100, detectedMime: mime }), String(mime)).toEqual({ ok: false, message: UPLOAD_MESSAGES.type });
      expect(isAllowedUploadType(mime)).toBe(false);
    }
  });

  it("take exactly 25 MB and refuse one byte more", () => {
    expect(UPLOAD_LIMITS.MAX_BYTES).toBe(MB25);
    expect(checkUpload({ sizeBytes: MB25, detectedMime: "image/png" }).ok).toBe(true);
    expect(checkUpload({ sizeBytes: MB25 + 1, detectedMime: "image/png" })).toEqual({ ok: false, message: UPLOAD_MESSAGES.tooLarge });
  });

  it("refuse an empty file", () => {
    expect(checkUpload({ sizeBytes: 0, detectedMime: undefined })).toEqual({ ok: false, message: UPLOAD_MESSAGES.empty });
    expect(checkUpload({ sizeBytes: 0, detectedMime: "image/png" })).toEqual({ ok: false, message: UPLOAD_MESSAGES.empty });
    expect(checkUpload({ sizeBytes: 1, detectedMime: "image/png" }).ok).toBe(true);
  });

  it("take up to 10 files at once", () => {
    expect(checkUploadCount(0)).toBeNull();
    expect(checkUploadCount(10)).toBeNull();
    expect(checkUploadCount(11)).toBe(UPLOAD_MESSAGES.tooMany);
  });

  it("treat an empty file input (no name, no bytes) as no file, a named empty file as a file", () => {
    expect(isNoFileChosen({ name: "", size: 0 })).toBe(true);
    expect(isNoFileChosen({ name: "leeg.png", size: 0 })).toBe(false);
    expect(isNoFileChosen({ name: "", size: 3 })).toBe(false);
  });

  it("keep a safe file name and offer it as an attachment", () => {
    expect(safeFileName("C:\\Users\\sanne\\schade.png")).toBe("schade.png");
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName('a"b\r\nc.pdf')).toBe("abc.pdf");
    expect(safeFileName("   ")).toBe("file");
    expect(safeFileName("x".repeat(500))).toHaveLength(200);
    expect(attachmentDisposition("schade.png")).toBe(`attachment; filename="schade.png"; filename*=UTF-8''schade.png`);
    expect(attachmentDisposition("schäde (1).pdf")).toBe(`attachment; filename="sch_de (1).pdf"; filename*=UTF-8''sch%C3%A4de%20%281%29.pdf`);
  });
});

describe("judging a received file by its content", () => {
  const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type = "application/octet-stream") => new File([bytes], name, { type });

  it("knows PNG, JPEG and PDF by their bytes, whatever the name or claimed type", async () => {
    expect(await inspectUpload(file(PNG_BYTES, "foto.png", "image/png"))).toMatchObject({ ok: true, mimeType: "image/png", fileName: "foto.png" });
    expect(await inspectUpload(file(PNG_BYTES, "foto.pdf", "application/pdf"))).toMatchObject({ ok: true, mimeType: "image/png" });
    expect(await inspectUpload(file(JPEG_BYTES, "foto"))).toMatchObject({ ok: true, mimeType: "image/jpeg" });
    expect(await inspectUpload(file(PDF_BYTES, "rapport.txt", "text/plain"))).toMatchObject({ ok: true, mimeType: "application/pdf" });
  });

  it("refuses text named .jpg and sent as image/jpeg", async () => {
    expect(await inspectUpload(file(TEXT_BYTES, "foto.jpg", "image/jpeg"))).toEqual({ ok: false, fileName: "foto.jpg", message: UPLOAD_MESSAGES.type });
  });

  it("refuses an empty file", async () => {
    expect(await inspectUpload(file(new Uint8Array(0), "leeg.png", "image/png"))).toEqual({ ok: false, fileName: "leeg.png", message: UPLOAD_MESSAGES.empty });
  });

  it("takes a 25 MB PNG and refuses 25 MB and one byte", async () => {
    const exact = Buffer.alloc(MB25);
    PNG_BYTES.copy(exact);
    expect(await inspectUpload(file(exact, "groot.png"))).toMatchObject({ ok: true, mimeType: "image/png" });
    const over = Buffer.alloc(MB25 + 1);
    PNG_BYTES.copy(over);
    expect(await inspectUpload(file(over, "te-groot.png"))).toEqual({ ok: false, fileName: "te-groot.png", message: UPLOAD_MESSAGES.tooLarge });
  });
});

describe("reading a multipart upload form", () => {
  const HOST = "acme.localhost";
  const post = (form: FormData, headers: Record<string, string> = {}) =>
    new Request(`http://${HOST}/user/claims`, { method: "POST", headers: { Host: HOST, ...headers }, body: form });

  it("drops a part over 25 MB, notes it, and keeps the fields after it", async () => {
    const form = new FormData();
    form.append("files", new File([PNG_BYTES], "klein.png", { type: "image/png" }));
    form.append("files", new File([Buffer.alloc(MB25 + 1)], "groot.png", { type: "image/png" }));
    form.append("description", "Waterschade in de keuken");
    const upload = await readUploadForm(post(form), "files");
    expect(upload.oversized).toEqual(["groot.png"]);
    expect(upload.files.map((f) => [f.name, f.size])).toEqual([["klein.png", PNG_BYTES.length]]);
    expect(upload.fields.get("description")).toBe("Waterschade in de keuken");
  });

  it("takes a part of exactly 25 MB", async () => {
    const form = new FormData();
    form.append("files", new File([Buffer.alloc(MB25)], "precies.png"));
    const upload = await readUploadForm(post(form), "files");
    expect(upload.oversized).toEqual([]);
    expect(upload.files.map((f) => f.size)).toEqual([MB25]);
  });

  it("keeps at most 10 files and says when there were more", async () => {
    const ten = new FormData();
    for (let i = 0; i < 10; i++) ten.append("files", new File([PNG_BYTES], `f${i}.png`));
    const tenUpload = await readUploadForm(post(ten), "files");
    expect(tenUpload.files).toHaveLength(10);
    expect(tenUpload.tooMany).toBe(false);

    const eleven = new FormData();
    for (let i = 0; i < 11; i++) eleven.append("files", new File([PNG_BYTES], `f${i}.png`));
    eleven.append("description", "na de bestanden");
    const elevenUpload = await readUploadForm(post(eleven), "files");
    expect(elevenUpload.tooMany).toBe(true);
    expect(elevenUpload.files).toHaveLength(10);
    expect(elevenUpload.fields.get("description")).toBe("na de bestanden");
  });

  it("ignores an empty file input and files under other names; refuses long text fields", async () => {
    const form = new FormData();
    form.append("files", new File([], ""));
    form.append("other", new File([PNG_BYTES], "elders.png"));
    form.append("description", "x".repeat(70_000));
    form.append("occurredOn", "2024-01-01");
    const upload = await readUploadForm(post(form), "files");
    expect(upload.files).toEqual([]);
    expect(upload.fields.get("other")).toBeNull();
    expect(upload.fields.get("description")).toBeNull();
    expect(upload.overlongFields).toEqual(["description"]);
    expect(upload.fields.get("occurredOn")).toBe("2024-01-01");
  });

  it("answers 400 for a body that is not multipart and 403 for another origin", async () => {
    const urlEncoded = new Request(`http://${HOST}/user/claims`, { method: "POST", headers: { Host: HOST }, body: new URLSearchParams({ a: "b" }) });
    await expect(readUploadForm(urlEncoded, "files")).rejects.toMatchObject({ init: { status: 400 } });
    const broken = new Request(`http://${HOST}/user/claims`, {
      method: "POST",
      headers: { Host: HOST, "Content-Type": "multipart/form-data; boundary=xyz" },
      body: "--xyz\r\nContent-Disposition: nonsense\r\n\r\nvalue\r\n--xyz--\r\n",
    });
    await expect(readUploadForm(broken, "files")).rejects.toMatchObject({ init: { status: 400 } });
    const form = new FormData();
    form.append("description", "x");
    await expect(readUploadForm(post(form, { Origin: "http://evil.example" }), "files")).rejects.toMatchObject({ init: { status: 403 } });
  });
});
