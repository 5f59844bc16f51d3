// The health check's question to the database (GET /healthz): does it answer, and in time.
import { db } from "./db.server";

/** Resolves when the database answers a trivial query within timeoutMs; rejects otherwise. */
export async function pingDatabase(timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      db.$queryRawUnsafe("SELECT 1"),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("database timeout")), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
