import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import {
  ALLOWED_UPLOAD_TYPES,
  attachmentDisposition,
  checkUpload,
  checkUploadCount,
  isAllowedUploadType,
  isNoFileChosen,
  quotaMessageValues,
  safeFileName,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  UPLOAD_QUOTAS,
} from "~/domain/platform/uploads";
import { detectMime, receiveUploadForm, uploadsInFlight, type UploadForm, type UploadFormLimits } from "~/server/platform/uploads.server";
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES, TEXT_BYTES } from "../fixtures/uploads/files";

const MB25 = 25 * 1024 * 1024;

describe("upload rules", () => {
  it("allow JPEG, PNG and PDF as detected, nothing else", () => {
    expect(ALLOWED_UPLOAD_TYPES).toEqual(["image/jpeg", "image/png", "application/pdf"]);
    for (const mime of ALLOWED_UPLOAD_TYPES)
      expect(checkUpload({ sizeBytes: 100, detectedMime: mime })).toEqual({ ok: true, mimeType: mime });
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
    expect(attachmentDisposition("schäde (1).pdf")).toBe(
      `attachment; filename="sch_de (1).pdf"; filename*=UTF-8''sch%C3%A4de%20%281%29.pdf`,
    );
  });
});

describe("judging a received file by its content", () => {
  const judge = async (bytes: Uint8Array) =>
    checkUpload({ sizeBytes: bytes.byteLength, detectedMime: bytes.byteLength > 0 ? await detectMime(bytes) : undefined });

  it("knows PNG, JPEG and PDF by their bytes, whatever the name or claimed type", async () => {
    expect(await judge(PNG_BYTES)).toEqual({ ok: true, mimeType: "image/png" });
    expect(await judge(JPEG_BYTES)).toEqual({ ok: true, mimeType: "image/jpeg" });
    expect(await judge(PDF_BYTES)).toEqual({ ok: true, mimeType: "application/pdf" });
  });

  it("refuses text and an empty file", async () => {
    expect(await judge(TEXT_BYTES)).toEqual({ ok: false, message: UPLOAD_MESSAGES.type });
    expect(await judge(new Uint8Array(0))).toEqual({ ok: false, message: UPLOAD_MESSAGES.empty });
  });
});

describe("receiving a multipart upload form as a stream", () => {
  const HOST = "acme.localhost";
  const LIMITS = { maxBytes: UPLOAD_LIMITS.MAX_BYTES, maxFiles: UPLOAD_LIMITS.MAX_FILES };
  const post = (form: FormData, headers: Record<string, string> = {}) =>
    new Request(`http://${HOST}/user/claims`, { method: "POST", headers: { Host: HOST, ...headers }, body: form });
  const receive = async (request: Request, limits: UploadFormLimits = LIMITS) => {
    const upload = await receiveUploadForm(request, "files", limits);
    received.push(upload);
    return upload;
  };
  const received: UploadForm[] = [];
  afterEach(async () => {
    await Promise.all(received.splice(0).map((upload) => upload.dispose()));
  });

  it("writes each file to a scratch file with its size, sha256 and detected type, and removes it on dispose", async () => {
    const form = new FormData();
    form.append("description", "Waterschade in de keuken");
    form.append("files", new File([PNG_BYTES], "klein.png", { type: "image/png" }));
    form.append("files", new File([PDF_BYTES], "rapport.pdf"));
    const upload = await receive(post(form));
    expect(upload.files.map((f) => [f.fileName, f.sizeBytes, f.detectedMime])).toEqual([
      ["klein.png", PNG_BYTES.length, "image/png"],
      ["rapport.pdf", PDF_BYTES.length, "application/pdf"],
    ]);
    expect(upload.files[0]!.sha256).toBe(createHash("sha256").update(PNG_BYTES).digest("hex"));
    expect(new Uint8Array(await readFile(upload.files[0]!.tempPath))).toEqual(new Uint8Array(PNG_BYTES));
    expect(upload.fields.get("description")).toBe("Waterschade in de keuken");
    await upload.dispose();
    expect(existsSync(upload.files[0]!.tempPath)).toBe(false);
  });

  it("takes a part of exactly 25 MB", async () => {
    const form = new FormData();
    form.append("files", new File([Buffer.alloc(MB25)], "precies.png"));
    const upload = await receive(post(form));
    expect(upload.oversized).toEqual([]);
    expect(upload.stopped).toBeNull();
    expect(upload.files.map((f) => f.sizeBytes)).toEqual([MB25]);
    expect(statSync(upload.files[0]!.tempPath).size).toBe(MB25);
  });

  it("stops at a part of 25 MB and one byte: noted, nothing kept, the fields before it kept", async () => {
    const form = new FormData();
    form.append("description", "Waterschade in de keuken");
    form.append("files", new File([PNG_BYTES], "klein.png", { type: "image/png" }));
    form.append("files", new File([Buffer.alloc(MB25 + 1)], "groot.png", { type: "image/png" }));
    const upload = await receive(post(form));
    expect(upload.stopped).toBe("fileTooLarge");
    expect(upload.oversized).toEqual(["groot.png"]);
    expect(upload.files).toEqual([]);
    expect(upload.fields.get("description")).toBe("Waterschade in de keuken");
  });

  it("refuses an over-limit file before the client has finished sending the body", async () => {
    const boundary = "----streamtest";
    let client!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (client = controller) });
    const request = new Request(`http://${HOST}/user/claims`, {
      method: "POST",
      headers: { Host: HOST, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    const answer = receive(request);
    const text = (value: string) => client.enqueue(new TextEncoder().encode(value));
    text(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nStorm\r\n`);
    text(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="groot.png"\r\nContent-Type: image/png\r\n\r\n`);
    client.enqueue(new Uint8Array(PNG_BYTES));
    for (let sent = PNG_BYTES.length; sent <= MB25; sent += 1024 * 1024) client.enqueue(new Uint8Array(1024 * 1024));
    // The body is still open: 5 MB more of this file and the closing boundary have not been sent.
    const outcome = await Promise.race([
      answer,
      new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), 5_000)),
    ]);
    expect(outcome).not.toBe("still waiting");
    expect((outcome as UploadForm).stopped).toBe("fileTooLarge");
    expect((outcome as UploadForm).fields.get("description")).toBe("Storm");
    // What the client still sends is read and dropped behind the answer.
    for (let i = 0; i < 5; i++) client.enqueue(new Uint8Array(1024 * 1024));
    text(`\r\n--${boundary}--\r\n`);
    client.close();
  });

  it("drops a file whose content is not an accepted type after its first bytes, and goes on", async () => {
    const form = new FormData();
    form.append("files", new File([Buffer.concat([TEXT_BYTES, Buffer.alloc(2 * 1024 * 1024, 0x41)])], "foto.jpg", { type: "image/jpeg" }));
    form.append("files", new File([JPEG_BYTES], "echt.jpg"));
    form.append("files", new File([TEXT_BYTES], "kort.jpg"));
    const upload = await receive(post(form), { ...LIMITS, acceptsType: isAllowedUploadType });
    expect(upload.wrongType).toEqual(["foto.jpg", "kort.jpg"]);
    expect(upload.files.map((f) => f.fileName)).toEqual(["echt.jpg"]);
    expect(upload.stopped).toBeNull();
  });

  it("stops when the files pass the bytes the customer has left, and keeps none", async () => {
    const form = new FormData();
    form.append("files", new File([PNG_BYTES], "a.png"));
    form.append("files", new File([PDF_BYTES], "b.pdf"));
    const exact = await receive(post(form), { ...LIMITS, bytesLeft: PNG_BYTES.length + PDF_BYTES.length });
    expect(exact.stopped).toBeNull();
    expect(exact.files).toHaveLength(2);
    const over = await receive(post(form), { ...LIMITS, bytesLeft: PNG_BYTES.length + PDF_BYTES.length - 1 });
    expect(over.stopped).toBe("bytesLeft");
    expect(over.files).toEqual([]);
  });

  it("drops every file, keeping the fields, when files are not wanted", async () => {
    const form = new FormData();
    form.append("files", new File([PNG_BYTES], "a.png"));
    form.append("description", "na het bestand");
    const upload = await receive(post(form), { ...LIMITS, dropFiles: true });
    expect(upload.files).toEqual([]);
    expect(upload.fields.get("description")).toBe("na het bestand");
  });

  it("keeps at most 10 files and says when there were more", async () => {
    const ten = new FormData();
    for (let i = 0; i < 10; i++) ten.append("files", new File([PNG_BYTES], `f${i}.png`));
    const tenUpload = await receive(post(ten));
    expect(tenUpload.files).toHaveLength(10);
    expect(tenUpload.tooMany).toBe(false);

    const eleven = new FormData();
    for (let i = 0; i < 11; i++) eleven.append("files", new File([PNG_BYTES], `f${i}.png`));
    eleven.append("description", "na de bestanden");
    const elevenUpload = await receive(post(eleven));
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
    const upload = await receive(post(form));
    expect(upload.files).toEqual([]);
    expect(upload.fields.get("other")).toBeNull();
    expect(upload.fields.get("description")).toBeNull();
    expect(upload.overlongFields).toEqual(["description"]);
    expect(upload.fields.get("occurredOn")).toBe("2024-01-01");
  });

  it("answers 400 for a body that is not multipart and 403 for another origin", async () => {
    const urlEncoded = new Request(`http://${HOST}/user/claims`, {
      method: "POST",
      headers: { Host: HOST },
      body: new URLSearchParams({ a: "b" }),
    });
    await expect(receive(urlEncoded)).rejects.toMatchObject({ init: { status: 400 } });
    const broken = new Request(`http://${HOST}/user/claims`, {
      method: "POST",
      headers: { Host: HOST, "Content-Type": "multipart/form-data; boundary=xyz" },
      body: "--xyz\r\nContent-Disposition: nonsense\r\n\r\nvalue\r\n--xyz--\r\n",
    });
    // A part without a form-data disposition names no field: it is skipped, not taken.
    expect([...(await receive(broken)).fields.keys()]).toEqual([]);
    const cut = new Request(`http://${HOST}/user/claims`, {
      method: "POST",
      headers: { Host: HOST, "Content-Type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n\x89PNG',
    });
    await expect(receive(cut)).rejects.toMatchObject({ init: { status: 400 } });
    const form = new FormData();
    form.append("description", "x");
    await expect(receive(post(form, { Origin: "http://evil.example" }))).rejects.toMatchObject({ init: { status: 403 } });
  });

  it("answers 503 with Retry-After when the process already receives its limit of uploads", async () => {
    const boundary = "----busy";
    const open: ReadableStreamDefaultController<Uint8Array>[] = [];
    const pending: Promise<UploadForm>[] = [];
    for (let i = 0; i < UPLOAD_QUOTAS.IN_FLIGHT_PER_PROCESS; i++) {
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void open.push(controller) });
      pending.push(
        receive(
          new Request(`http://${HOST}/user/claims`, {
            method: "POST",
            headers: { Host: HOST, "Content-Type": `multipart/form-data; boundary=${boundary}` },
            body,
            duplex: "half",
          } as RequestInit),
        ),
      );
    }
    expect(uploadsInFlight()).toBe(UPLOAD_QUOTAS.IN_FLIGHT_PER_PROCESS);
    const form = new FormData();
    form.append("description", "x");
    await expect(receive(post(form))).rejects.toMatchObject({
      init: { status: 503, headers: { "Retry-After": String(UPLOAD_QUOTAS.RETRY_AFTER_SECONDS) } },
    });
    for (const controller of open) {
      controller.enqueue(
        new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--${boundary}--\r\n`),
      );
      controller.close();
    }
    await Promise.all(pending);
    expect(uploadsInFlight()).toBe(0);
    // Room again: the next one is received.
    expect((await receive(post(form))).fields.get("description")).toBe("x");
  });
});

describe("the quota messages", () => {
  it("name the configured limits in every language, not the defaults", async () => {
    const { serverT } = await import("~/server/platform/i18n.server");
    const defaults = quotaMessageValues({ claimsPerDay: UPLOAD_QUOTAS.CLAIMS_PER_DAY, bytesPerMonth: UPLOAD_QUOTAS.BYTES_PER_MONTH });
    expect(defaults).toEqual({ claimsPerDay: 5, megabytes: 500 });
    // A site that allows 3 claims a day and 1.5 GB a month (whole megabytes, rounded down).
    const own = quotaMessageValues({ claimsPerDay: 3, bytesPerMonth: 1536 * 1024 * 1024 + 1000 });
    expect(own).toEqual({ claimsPerDay: 3, megabytes: 1536 });
    const expected = {
      nl: ["al 3 schades", "(1536 MB)"],
      en: ["reported 3 claims", "(1536 MB)"],
      de: ["bereits 3 Schäden", "(1536 MB)"],
      fr: ["déclaré 3 sinistres", "(1536 Mo)"],
    };
    for (const [language, [perDay, perMonth]] of Object.entries(expected)) {
      const t = await serverT(language, "claims");
      expect(t(UPLOAD_MESSAGES.claimsPerDay, own), language).toContain(perDay);
      expect(t(UPLOAD_MESSAGES.bytesPerMonth, own), language).toContain(perMonth);
      expect(t(UPLOAD_MESSAGES.claimsPerDay, defaults), language).toContain(perDay!.replace("3", "5"));
    }
  });
});
