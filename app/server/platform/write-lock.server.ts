// Taking the write lock at the start of a transaction that reads and then writes (decision
// 0022). PostgreSQL locks the row. SQLite takes its database write lock only with the first
// write: a transaction that read first and wrote after another process's commit fails at once
// (SQLITE_BUSY, a 500), while one that writes first waits its turn (busy timeout).
import type { Prisma } from "./db.server";
import { databaseTarget } from "./database-url.mjs";

type Tx = Pick<Prisma.TransactionClient, "$queryRawUnsafe" | "$executeRawUnsafe">;

/** The tables whose rows serve as a lock; a fixed list, so no name from outside reaches the SQL. */
export type LockTable = "Partner" | "User";

export async function lockRowForWrite(tx: Tx, table: LockTable, id: string): Promise<void> {
  if (databaseTarget(process.env.DATABASE_URL).kind === "postgres") {
    await tx.$queryRawUnsafe(`SELECT 1 FROM "${table}" WHERE "id" = $1 FOR UPDATE`, id);
  } else {
    await tx.$executeRawUnsafe(`UPDATE "${table}" SET "id" = "id" WHERE "id" = ?`, id);
  }
}
