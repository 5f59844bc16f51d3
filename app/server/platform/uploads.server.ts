// Receiving a multipart form with files (decision 0065): busboy parses the body as it arrives,
// each file goes straight to a scratch file in the incoming folder while its size is counted,
// its sha256 computed and its type judged by content (file-type reads the magic bytes of the
// first 4 kB). No file is ever held whole in memory. The rules are in domain/uploads.ts.
//
// Nothing a visitor sends may become a 500 or fill the memory or the disk:
// - a file over the per-file limit, or files over the customer's bytes left, stop the form at
//   once: the answer goes out while the client is still sending, and the rest of the body is
//   read and thrown away behind it (so the connection closes cleanly and the browser shows it);
// - a file of the wrong type is thrown away as it arrives, after its first bytes;
// - file parts beyond the allowed count, of unknown fields, or while files are not wanted are
//   read and dropped; a text field longer than TEXT_PART_MAX_BYTES is dropped and noted;
// - a process receives at most UPLOADS_IN_FLIGHT uploads at once; more get 503 Retry-After.
// A body that is not multipart or is malformed is a 400; a post from another origin a 403
// (checked before the body is read).
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { data } from "@remix-run/node";
import busboy from "busboy";
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import { safeFileName, UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOAD_QUOTAS } from "~/domain/platform/uploads";
import { config } from "./config.server";
import { assertSameOrigin } from "./csrf.server";
import { logger } from "./logger.server";
import { incomingDir, sweepIncoming } from "./file-store.server";

/** Text fields of an upload form are short; anything longer is refused, not buffered. */
const TEXT_PART_MAX_BYTES = 64 * 1024;
/** file-type needs at most this many leading bytes for the types we accept. */
const SNIFF_BYTES = 4100;
/** After an early answer, at most this much of the rest of a body is read and dropped; then the connection is cut. */
const DRAIN_AFTER_ANSWER_MAX_BYTES = UPLOAD_LIMITS.MAX_FILES * UPLOAD_LIMITS.MAX_BYTES;

/** A file received in full: on local disk until it is moved into the store or disposed of. */
export type ReceivedFile = {
  /** The form field that carried it. */
  fieldName: string;
  fileName: string;
  sizeBytes: number;
  sha256: string;
  /** The type its content says, or undefined (plain text, unknown formats). */
  detectedMime: string | undefined;
  tempPath: string;
};

/** Why a form was cut short while it arrived. */
export type UploadStop = "fileTooLarge" | "bytesLeft";

export type UploadForm = {
  /** The text fields (file parts removed); after a stop, only those that came before it. */
  fields: FormData;
  /** The complete files of the file field, in order. */
  files: ReceivedFile[];
  /** Names of files over the size limit. */
  oversized: string[];
  /** Names of files whose content is not an accepted type (dropped after their first bytes). */
  wrongType: string[];
  /** The fields that carried the refused files (over the size limit or of the wrong type). */
  refusedFields: { fieldName: string; reason: "tooLarge" | "wrongType" }[];
  /** More files than allowed were sent (the extra ones were dropped). */
  tooMany: boolean;
  /** Text fields that were too long to keep. */
  overlongFields: string[];
  /** The form was cut short (the rest of the body was not read into anything). */
  stopped: UploadStop | null;
  /** Deletes the scratch files that were not moved into the store. */
  dispose(): Promise<void>;
};

export type UploadFormLimits = {
  /** Largest file, in bytes. */
  maxBytes: number;
  maxFiles: number;
  /** All files of the form together may not exceed this (the customer's bytes left this month). */
  bytesLeft?: number;
  /** Files are not wanted (the customer may not send any now): they are dropped unread, the fields kept. */
  dropFiles?: boolean;
  /** Judges a file's type by its first bytes; a file it refuses is not written any further. */
  acceptsType?: (detectedMime: string | undefined) => boolean;
};

let inFlight = 0;
let lastSweep = 0;

/** Uploads this process is receiving now (the bench and tests read it). */
export function uploadsInFlight(): number {
  return inFlight;
}

/**
 * The posted multipart form. fileField names the one field that may carry files, or tells the
 * fields that may (at most maxFiles are kept in all; one more tells there were too many).
 */
export async function receiveUploadForm(
  request: Request,
  fileField: string | ((name: string) => boolean),
  limits: UploadFormLimits = { maxBytes: UPLOAD_LIMITS.MAX_BYTES, maxFiles: UPLOAD_LIMITS.MAX_FILES },
): Promise<UploadForm> {
  assertSameOrigin(request);
  if (inFlight >= config.files.uploadsInFlight) {
    throw data(
      { error: "busy", message: UPLOAD_MESSAGES.busy },
      { status: 503, headers: { "Retry-After": String(UPLOAD_QUOTAS.RETRY_AFTER_SECONDS) } },
    );
  }
  inFlight += 1;
  if (Date.now() - lastSweep > 60 * 60 * 1000) {
    // Scratch files of a process that stopped mid-upload: at most once an hour, beside the upload.
    lastSweep = Date.now();
    void sweepIncoming().catch((error: unknown) => logger.warn({ err: error }, "could not sweep incoming uploads"));
  }
  try {
    return await parse(request, fileField, limits);
  } finally {
    inFlight -= 1;
  }
}

async function parse(request: Request, fileField: string | ((name: string) => boolean), limits: UploadFormLimits): Promise<UploadForm> {
  const isFileField = typeof fileField === "string" ? (name: string) => name === fileField : fileField;
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw data({ error: "badRequest" }, { status: 400 });
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fieldSize: TEXT_PART_MAX_BYTES, fields: 200, parts: 400 },
    });
  } catch {
    throw data({ error: "badRequest" }, { status: 400 });
  }
  if (!request.body) throw data({ error: "badRequest" }, { status: 400 });
  await mkdir(incomingDir, { recursive: true });

  const fields = new FormData();
  const files: ReceivedFile[] = [];
  const oversized: string[] = [];
  const wrongType: string[] = [];
  const refusedFields: UploadForm["refusedFields"] = [];
  const overlongFields: string[] = [];
  const scratch: string[] = [];
  let tooMany = false;
  let fileParts = 0;
  let bytesReceived = 0;
  const bytesLeft = limits.bytesLeft ?? Number.POSITIVE_INFINITY;
  const pending: Promise<void>[] = [];

  const dispose = async () => {
    await Promise.all(scratch.map((file) => rm(file, { force: true })));
  };
  const body = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>);

  const outcome = await new Promise<UploadStop | null>((resolve, reject) => {
    let settled = false;
    const finish = (stop: UploadStop | null) => {
      if (settled) return;
      settled = true;
      if (stop) {
        body.unpipe(parser);
        parser.removeAllListeners("file").removeAllListeners("field");
        parser.on("error", () => undefined);
        drainBehindAnswer(body);
      }
      resolve(stop);
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      body.destroy();
      reject(error);
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) overlongFields.push(name);
      else fields.append(name, value);
    });

    parser.on("file", (name, stream, info) => {
      const fileName = info.filename ?? "";
      // A file input left empty still sends a part: no name and no bytes. That is "no file".
      if (!isFileField(name) || limits.dropFiles || fileName === "") {
        stream.resume();
        return;
      }
      fileParts += 1;
      if (fileParts > limits.maxFiles) {
        tooMany = true;
        stream.resume();
        return;
      }
      const tempPath = path.join(incomingDir, `${Date.now()}-${randomBytes(12).toString("hex")}`);
      scratch.push(tempPath);
      const received = receiveFile(stream, tempPath, {
        maxBytes: limits.maxBytes,
        acceptsType: limits.acceptsType,
        onBytes: (count) => {
          bytesReceived += count;
          return bytesReceived <= bytesLeft;
        },
      }).then((result) => {
        if (result.kind === "tooLarge") {
          oversized.push(safeFileName(fileName));
          refusedFields.push({ fieldName: name, reason: "tooLarge" });
          finish("fileTooLarge");
        } else if (result.kind === "wrongType") {
          wrongType.push(safeFileName(fileName));
          refusedFields.push({ fieldName: name, reason: "wrongType" });
        } else if (result.kind === "overQuota") {
          finish("bytesLeft");
        } else if (result.kind === "ok" && !settled) {
          files.push({ fieldName: name, fileName: safeFileName(fileName), tempPath, ...result.file });
        }
      }, fail);
      pending.push(received);
    });

    parser.on("error", () => fail(data({ error: "badRequest" }, { status: 400 })));
    parser.on("close", () => {
      // Every file part has been handed over; wait for the last writes to end.
      Promise.all(pending).then(() => finish(null), fail);
    });
    body.on("error", () => fail(data({ error: "badRequest" }, { status: 400 })));
    body.pipe(parser);
  }).catch(async (error: unknown) => {
    await Promise.allSettled(pending);
    await dispose();
    // Not multipart, a broken body, a client that went away: a bad request, never a crash.
    if (
      error instanceof Response ||
      (typeof error === "object" && error !== null && "type" in error && (error as { type: unknown }).type === "DataWithResponseInit")
    )
      throw error;
    throw data({ error: "badRequest" }, { status: 400 });
  });

  if (outcome) {
    // Writes still under way end when their streams are closed; keep only what describes the stop.
    await Promise.allSettled(pending);
    files.length = 0;
  }
  return { fields, files, oversized, wrongType, refusedFields, tooMany, overlongFields, stopped: outcome, dispose };
}

type FileResult =
  | { kind: "ok"; file: { sizeBytes: number; sha256: string; detectedMime: string | undefined } }
  | { kind: "tooLarge" }
  | { kind: "overQuota" }
  | { kind: "wrongType" };

/**
 * Writes one file part to tempPath as it arrives, with backpressure, counting and hashing;
 * stops at maxBytes + 1 or when onBytes says the form's allowance is spent.
 */
function receiveFile(
  stream: Readable,
  tempPath: string,
  options: { maxBytes: number; acceptsType?: (detectedMime: string | undefined) => boolean; onBytes: (count: number) => boolean },
): Promise<FileResult> {
  return new Promise<FileResult>((resolve, reject) => {
    const hash = createHash("sha256");
    const head: Buffer[] = [];
    let headBytes = 0;
    let size = 0;
    let done = false;
    let judged = !options.acceptsType;
    const out: WriteStream = createWriteStream(tempPath, { flags: "wx" });
    const stop = (result: FileResult) => {
      if (done) return;
      done = true;
      stream.removeAllListeners("data");
      stream.resume();
      out.destroy();
      resolve(result);
    };
    out.on("error", (error) => {
      if (!done) {
        done = true;
        stream.resume();
        reject(error);
      }
    });
    stream.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.byteLength;
      if (size > options.maxBytes) return stop({ kind: "tooLarge" });
      if (!options.onBytes(chunk.byteLength)) return stop({ kind: "overQuota" });
      hash.update(chunk);
      if (headBytes < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
        headBytes += Math.min(chunk.byteLength, SNIFF_BYTES - headBytes);
      }
      const writable = out.write(chunk);
      if (!judged && headBytes >= SNIFF_BYTES) {
        // Enough to know the type: a file we would refuse is not written any further.
        judged = true;
        stream.pause();
        void detectMime(Buffer.concat(head)).then((mime) => {
          if (!options.acceptsType!(mime)) return stop({ kind: "wrongType" });
          if (writable) stream.resume();
          else out.once("drain", () => stream.resume());
        });
        return;
      }
      if (!writable) {
        stream.pause();
        out.once("drain", () => stream.resume());
      }
    });
    stream.on("error", (error) => {
      if (done) return;
      done = true;
      out.destroy();
      reject(error);
    });
    stream.on("end", () => {
      if (done) return;
      done = true;
      out.end(async () => {
        try {
          let detectedMime = size > 0 ? await detectMime(Buffer.concat(head)) : undefined;
          // An office document is a zip whose parts say which: they may lie beyond the first bytes.
          if (detectedMime === "application/zip") detectedMime = await detectMimeOfFile(tempPath);
          if (options.acceptsType && size > 0 && !options.acceptsType(detectedMime)) return resolve({ kind: "wrongType" });
          resolve({ kind: "ok", file: { sizeBytes: size, sha256: hash.digest("hex"), detectedMime } });
        } catch (error) {
          reject(error);
        }
      });
    });
  });
}

/**
 * The answer goes out before the client has finished sending; the rest of its body is read and
 * dropped behind it, so the connection ends cleanly and the browser shows the answer instead of
 * a reset. A body that goes on beyond a full form's size is cut off.
 */
function drainBehindAnswer(body: Readable): void {
  let dropped = 0;
  body.on("data", (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > DRAIN_AFTER_ANSWER_MAX_BYTES) body.destroy();
  });
  body.on("error", () => undefined);
  body.resume();
}

/** The MIME type the content's signature says, or undefined (plain text, unknown formats). */
export async function detectMime(bytes: Uint8Array): Promise<string | undefined> {
  try {
    return (await fileTypeFromBuffer(bytes))?.mime;
  } catch {
    return undefined; // a truncated or hostile file that trips the parser is simply not allowed
  }
}

/** The MIME type of a whole file on disk (file-type reads as far as the format needs). */
export async function detectMimeOfFile(filePath: string): Promise<string | undefined> {
  try {
    return (await fileTypeFromFile(filePath))?.mime;
  } catch {
    return undefined;
  }
}

/**
 * A small form (a logo of 1 MB, a bank answer of 5 MB) with its files read into memory, for
 * code that judges the whole content; the scratch files are gone when this returns.
 */
export async function readUploadForm(
  request: Request,
  fileField: string,
  limits: UploadFormLimits,
): Promise<Omit<UploadForm, "files" | "dispose"> & { files: File[] }> {
  if (limits.maxBytes > 16 * 1024 * 1024) throw new Error("readUploadForm keeps files in memory: use receiveUploadForm for large files");
  const upload = await receiveUploadForm(request, fileField, limits);
  try {
    const files = await Promise.all(upload.files.map(async (file) => new File([await readFile(file.tempPath)], file.fileName)));
    return { ...upload, files };
  } finally {
    await upload.dispose().catch((error: unknown) => logger.warn({ err: error }, "could not remove scratch uploads"));
  }
}
