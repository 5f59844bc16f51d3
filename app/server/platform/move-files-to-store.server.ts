// Moving files stored in the database before the file store (decision 0065) into the store:
// claim files and partner logos whose bytes are still in their row. Runs at every start, after
// the migrations (prisma/seed.ts), and does nothing once every row is moved; a few rows at a
// time, so a large database is never read into memory at once. Each row is written to the store
// first and cleared after, so a crash in between leaves the row as it was (moved again later,
// under a new key; the orphaned copy costs space, never data).
import { createHash } from "node:crypto";
import type { Db } from "./db.server";
import { fileStore, newStorageKey, type FileKind, type FileStore } from "./file-store.server";

const BATCH = 20;

type LegacyRow = { id: string; mimeType: string; legacyData: Uint8Array | null };

/** Moves one table's rows, a batch at a time, until none holds bytes; returns how many moved. */
async function moveRows(
  kind: FileKind,
  store: FileStore,
  read: () => Promise<LegacyRow[]>,
  clear: (id: string, moved: { storageKey: string; bytes: Uint8Array }) => Promise<unknown>,
): Promise<number> {
  let moved = 0;
  for (let rows = await read(); rows.length > 0; rows = await read()) {
    for (const row of rows) {
      const bytes = new Uint8Array(row.legacyData!);
      const storageKey = newStorageKey(kind);
      await store.putBytes(storageKey, bytes, row.mimeType);
      await clear(row.id, { storageKey, bytes });
      moved += 1;
    }
  }
  return moved;
}

export async function moveFilesToStore(client: Db, store: FileStore = fileStore()): Promise<{ claimFiles: number; logos: number }> {
  const select = { id: true, mimeType: true, legacyData: true } as const;
  const withBytes = { legacyData: { not: null } };
  const claimFiles = await moveRows(
    "claim-files",
    store,
    () => client.claimFile.findMany({ where: withBytes, select, take: BATCH }),
    (id, { storageKey, bytes }) =>
      client.claimFile.update({
        where: { id },
        data: { storageKey, sha256: sha256(bytes), sizeBytes: bytes.byteLength, legacyData: null },
      }),
  );
  const logos = await moveRows(
    "logos",
    store,
    () => client.partnerLogo.findMany({ where: withBytes, select, take: BATCH }),
    (id, { storageKey }) => client.partnerLogo.update({ where: { id }, data: { storageKey, legacyData: null } }),
  );
  return { claimFiles, logos };
}

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
