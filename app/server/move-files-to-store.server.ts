// Moving files stored in the database before the file store (decision 0065) into the store:
// claim files and partner logos whose bytes are still in their row. Runs at every start, after
// the migrations (prisma/seed.ts), and does nothing once every row is moved; a few rows at a
// time, so a large database is never read into memory at once. Each row is written to the store
// first and cleared after, so a crash in between leaves the row as it was (moved again later,
// under a new key; the orphaned copy costs space, never data).
import { createHash } from "node:crypto";
import type { Db } from "./db.server";
import { fileStore, newStorageKey, type FileStore } from "./providers/file-store.server";

const BATCH = 20;

export async function moveFilesToStore(client: Db, store: FileStore = fileStore()): Promise<{ claimFiles: number; logos: number }> {
  let claimFiles = 0;
  for (;;) {
    const rows = await client.claimFile.findMany({
      where: { legacyData: { not: null } },
      select: { id: true, mimeType: true, legacyData: true },
      take: BATCH,
    });
    if (rows.length === 0) break;
    for (const row of rows) {
      const bytes = new Uint8Array(row.legacyData!);
      const storageKey = newStorageKey("claim-files");
      await store.putBytes(storageKey, bytes, row.mimeType);
      await client.claimFile.update({
        where: { id: row.id },
        data: { storageKey, sha256: sha256(bytes), sizeBytes: bytes.byteLength, legacyData: null },
      });
      claimFiles += 1;
    }
  }
  let logos = 0;
  for (;;) {
    const rows = await client.partnerLogo.findMany({
      where: { legacyData: { not: null } },
      select: { id: true, mimeType: true, legacyData: true },
      take: BATCH,
    });
    if (rows.length === 0) break;
    for (const row of rows) {
      const bytes = new Uint8Array(row.legacyData!);
      const storageKey = newStorageKey("logos");
      await store.putBytes(storageKey, bytes, row.mimeType);
      await client.partnerLogo.update({ where: { id: row.id }, data: { storageKey, legacyData: null } });
      logos += 1;
    }
  }
  return { claimFiles, logos };
}

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
