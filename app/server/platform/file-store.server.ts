// Where uploaded files live (decision 0065): claim files, logos and, later, answer attachments.
// Never the database: a few large uploads there grew the SQLite file by a gigabyte and would
// stop purchases and sign-in for everyone once the disk was full. One interface, two real
// adapters chosen by FILE_STORAGE: a folder on disk (the embedded default, under data/files) and
// S3-compatible object storage, which several app machines on one PostgreSQL share.
//
// Keys are made here (newStorageKey), never from anything a visitor sent; the database row that
// holds a key says whose file it is, and the routes check that before they open it.
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { attachmentDisposition } from "~/domain/platform/uploads";
import { config } from "./config.server";
import { logger } from "./logger.server";

export type StoredFile = { body: ReadableStream<Uint8Array>; sizeBytes: number };

export interface FileStore {
  readonly kind: "disk" | "s3";
  /** Moves a complete local file (a received upload in the incoming folder) into the store. */
  putFile(key: string, localPath: string, info: { contentType: string; sizeBytes: number }): Promise<void>;
  /** Stores a small file already in memory (a sanitised logo). */
  putBytes(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's content as a stream, or null when the store has no such key. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing key is not an error. */
  remove(key: string): Promise<void>;
}

export type FileKind = "claim-files" | "logos" | "answer-files";

const KEY = /^(claim-files|logos|answer-files)\/\d{4}\/\d{2}\/[a-f0-9]{32}$/;

/** A new, unguessable key: kind, year and month (for a person browsing the bucket), 128 random bits. */
export function newStorageKey(kind: FileKind, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${kind}/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString("hex")}`;
}

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key).slice(0, 80)}`);
  return key;
}

/** The folder adapter: one file per key under root, written by rename so a reader never sees half a file. */
export function diskFileStore(root: string): FileStore {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split("/"));
  return {
    kind: "disk",
    async putFile(key, localPath) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(localPath, target);
      } catch (error) {
        // The incoming folder on another file system (FILE_STORAGE_DIR elsewhere): copy instead.
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        await copyFile(localPath, `${target}.part`);
        await rename(`${target}.part`, target);
        await rm(localPath, { force: true });
      }
    },
    async putBytes(key, bytes) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(`${target}.part`, bytes);
      await rename(`${target}.part`, target);
    },
    async open(key) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, sizeBytes: size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
};

/** The object storage adapter: any S3-compatible service (AWS, MinIO, Ceph, a cloud's own). */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default trailing checksums (aws-chunked
    // bodies) are not understood by every S3-compatible service.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A silent object store must not hold a request open (decision 0082): time to the answer's
    // head, as an error rather than the SDK's default warning; a put gets the upload timeout.
    requestHandler: { connectionTimeout: config.timeouts.lookupMs, requestTimeout: config.timeouts.callMs, throwOnRequestTimeout: true },
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  return {
    kind: "s3",
    async putFile(key, localPath, info) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: createReadStream(localPath),
          ContentLength: info.sizeBytes,
          ContentType: info.contentType,
        }),
        { requestTimeout: config.timeouts.uploadMs },
      );
      await rm(localPath, { force: true });
    },
    async putBytes(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes, ContentLength: bytes.byteLength, ContentType: contentType }),
        { requestTimeout: config.timeouts.uploadMs },
      );
    },
    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!answer.Body) return null;
        return { body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>, sizeBytes: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
}

/** Where uploads are written while they arrive, before they are judged and moved into the store. */
export const incomingDir = path.join(config.files.diskRoot, ".incoming");

let store: FileStore | null = null;

/** The configured store (FILE_STORAGE), made on first use. */
export function fileStore(): FileStore {
  store ??= config.files.storage === "s3" ? s3FileStore(config.files.s3!) : diskFileStore(config.files.diskRoot);
  return store;
}

/** Uploads left behind by a process that stopped mid-request; an hour is far beyond any upload's time. */
export async function sweepIncoming(olderThanMs = 60 * 60 * 1000, now = Date.now()): Promise<number> {
  let removed = 0;
  let names: string[];
  try {
    names = await readdir(incomingDir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const file = path.join(incomingDir, name);
    try {
      if (now - (await stat(file)).mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    } catch (error) {
      logger.warn({ err: error, file }, "could not sweep an incoming upload");
    }
  }
  return removed;
}

/**
 * A stored file as a download, streamed from the store, for customers and staff alike: the type
 * detected at upload, never sniffed, never rendered inline, never cached. Null when the store has
 * lost the file (the caller answers 404).
 */
export async function storedFileDownload(file: {
  fileName: string;
  mimeType: string;
  storageKey: string | null;
}): Promise<Response | null> {
  const stored = file.storageKey ? await fileStore().open(file.storageKey) : null;
  if (!stored) return null;
  return new Response(stored.body, {
    status: 200,
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(stored.sizeBytes),
      "Content-Disposition": attachmentDisposition(file.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
