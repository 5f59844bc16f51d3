// Reading a multipart form with files (Remix's memory upload handler) and judging each file by
// its content (file-type reads the magic bytes). The rules themselves are in domain/uploads.ts.
//
// Nothing a visitor sends may become a 500 or fill the memory: a file part over the limit is read to
// its end and dropped (noted, so the form can say so at the field), file parts beyond the
// allowed count and file parts of unknown fields are dropped unread into memory, a text field
// longer than TEXT_PART_MAX_BYTES is dropped and noted. A body that is not multipart or is
// malformed is a 400; a post from another origin a 403 (checked before the body is read).
import {
  data,
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
  type UploadHandlerPart,
} from "@remix-run/node";
import { fileTypeFromBuffer } from "file-type";
import { checkUpload, isNoFileChosen, safeFileName, UPLOAD_LIMITS, type AllowedUploadType, type UploadMessage } from "~/domain/uploads";
import { assertSameOrigin } from "./csrf.server";

/** Text fields of an upload form are short; anything longer is refused, not buffered. */
const TEXT_PART_MAX_BYTES = 64 * 1024;

export type UploadForm = {
  /** The text fields (file parts removed). */
  fields: FormData;
  /** The files that were sent in the file field, in order, each at most MAX_BYTES. */
  files: File[];
  /** Names of files over the size limit (read and dropped). */
  oversized: string[];
  /** More files than allowed were sent (the extra ones were dropped). */
  tooMany: boolean;
  /** Text fields that were too long to keep. */
  overlongFields: string[];
};

/** The claim form's limits unless a form says otherwise (the new-partner logo: one file of 1 MB). */
export type UploadFormLimits = { maxBytes: number; maxFiles: number };

/**
 * The posted multipart form. fileField names the one field that may carry files (at most
 * maxFiles + 1 are kept: enough to know there were too many).
 */
export async function readUploadForm(
  request: Request,
  fileField: string,
  limits: UploadFormLimits = { maxBytes: UPLOAD_LIMITS.MAX_BYTES, maxFiles: UPLOAD_LIMITS.MAX_FILES },
): Promise<UploadForm> {
  assertSameOrigin(request);
  const oversized: string[] = [];
  const overlongFields: string[] = [];
  let fileParts = 0;
  let tooMany = false;
  const fileHandler = unstable_createMemoryUploadHandler({ maxPartSize: limits.maxBytes });
  const textHandler = unstable_createMemoryUploadHandler({ maxPartSize: TEXT_PART_MAX_BYTES });

  const handler: UploadHandler = async (part) => {
    const isFile = typeof part.filename === "string";
    if (isFile && part.name !== fileField) return drain(part);
    if (isFile && part.filename !== "") {
      fileParts += 1;
      if (fileParts > limits.maxFiles) {
        tooMany = true;
        return drain(part);
      }
    }
    const { part: guarded, rest } = guardedPart(part);
    try {
      return await (isFile ? fileHandler : textHandler)(guarded);
    } catch (error) {
      if (!(error instanceof MaxPartSizeExceededError)) throw error;
      await drainIterator(rest);
      if (isFile) oversized.push(safeFileName(part.filename ?? ""));
      else overlongFields.push(part.name);
      return undefined;
    }
  };

  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(request, handler);
  } catch {
    // Not multipart, a broken body, a client that went away: a bad request, never a crash.
    throw data({ error: "badRequest" }, { status: 400 });
  }
  const fields = new FormData();
  const files: File[] = [];
  for (const [name, value] of formData.entries()) {
    if (typeof value === "string") fields.append(name, value);
    else if (name === fileField && !isNoFileChosen(value)) files.push(value);
  }
  return { fields, files, oversized, tooMany, overlongFields };
}

/**
 * The part with its data read through our own iterator, so that when the memory handler stops
 * early (size exceeded) the rest can still be read to the end and the parser can go on to the
 * next part.
 */
function guardedPart(part: UploadHandlerPart): { part: UploadHandlerPart; rest: AsyncIterator<Uint8Array> } {
  const source = part.data[Symbol.asyncIterator]();
  const data: AsyncIterable<Uint8Array> = {
    [Symbol.asyncIterator]: () => ({ next: () => source.next() }),
  };
  return { part: { ...part, data }, rest: source };
}

async function drainIterator(iterator: AsyncIterator<Uint8Array>): Promise<void> {
  for (;;) {
    const result = await iterator.next();
    if (result.done) return;
  }
}

async function drain(part: UploadHandlerPart): Promise<undefined> {
  await drainIterator(part.data[Symbol.asyncIterator]());
  return undefined;
}

export type InspectedUpload =
  | { ok: true; fileName: string; mimeType: AllowedUploadType; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; fileName: string; message: UploadMessage };

/** One received file judged by its content and size. */
export async function inspectUpload(file: File): Promise<InspectedUpload> {
  const fileName = safeFileName(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = bytes.byteLength > 0 ? await detectMime(bytes) : undefined;
  const verdict = checkUpload({ sizeBytes: bytes.byteLength, detectedMime: detected });
  return verdict.ok ? { ok: true, fileName, mimeType: verdict.mimeType, bytes } : { ok: false, fileName, message: verdict.message };
}

/** The MIME type the content's signature says, or undefined (plain text, unknown formats). */
export async function detectMime(bytes: Uint8Array): Promise<string | undefined> {
  try {
    return (await fileTypeFromBuffer(bytes))?.mime;
  } catch {
    return undefined; // a truncated or hostile file that trips the parser is simply not allowed
  }
}
