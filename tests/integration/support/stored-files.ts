// A claim file or logo row as the app stores one: the bytes in the file store, the row naming them.
import { createHash } from "node:crypto";
import { fileStore, newStorageKey, type FileKind } from "~/server/platform/file-store.server";

export async function storedFile(kind: FileKind, bytes: Uint8Array, mimeType: string) {
  const storageKey = newStorageKey(kind);
  await fileStore().putBytes(storageKey, bytes, mimeType);
  return { storageKey, sizeBytes: bytes.byteLength, sha256: createHash("sha256").update(bytes).digest("hex"), mimeType };
}
