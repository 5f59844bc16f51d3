// Applies prisma/postgres/migrations to PostgreSQL. `prisma migrate deploy` through the pg
// driver adapter fails on PostgreSQL ("Column type 'name' could not be deserialized", an open
// Prisma bug), and the native engine can not be downloaded here, so this does what deploy
// does: each pending migration.sql in order, in a transaction, recorded in Prisma's own
// _prisma_migrations table (same columns and checksum), under an advisory lock so that
// several starting processes do not race. See docs/decisions/0002.
import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { migrationNames } from "./pending-migrations.mjs";
import { root } from "./prisma.mjs";

const LOCK_ID = 72707369; // any constant: one migrator at a time per database

export async function migratePostgres(url) {
  const dir = join(root, "prisma/postgres/migrations");
  const names = migrationNames(dir);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const applied = await client.query(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const done = new Map(applied.rows.map((row) => [row.migration_name, row.checksum]));

    for (const name of names) {
      const sql = readFileSync(join(dir, name, "migration.sql"), "utf8");
      const checksum = createHash("sha256").update(sql).digest("hex");
      if (done.has(name)) {
        if (done.get(name) !== checksum) console.warn(`migration ${name} was changed after it was applied`);
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), 1)`,
          [randomUUID(), checksum, name],
        );
        await client.query("COMMIT");
        console.log(`applied migration ${name}`);
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${name} failed: ${error.message}`);
      }
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]).catch(() => {});
    await client.end();
  }
}
