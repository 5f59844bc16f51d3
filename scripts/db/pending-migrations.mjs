// Which committed migrations a database still lacks, read straight from Prisma's own
// `_prisma_migrations` table. `prisma migrate deploy` on SQLite (JavaScript schema engine)
// fails with "unknown variant SocketTimeout" as soon as another process has the file open,
// even when nothing is pending; asking first lets a restart next to a running server start.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";

/** The migration folders of `dir` (those with a migration.sql), in the order they apply. */
export function migrationNames(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort();
}

/** The migrations of `dir` not applied to the SQLite file `file` (all of them for a new file). */
export function pendingSqliteMigrations(file, dir) {
  const names = migrationNames(dir);
  if (!existsSync(file)) return names;
  const sqlite = new Database(file, { readonly: true, fileMustExist: true, timeout: 10_000 });
  try {
    const table = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get();
    if (!table) return names;
    const rows = sqlite
      .prepare("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL")
      .all();
    const applied = new Set(rows.map((row) => row.migration_name));
    return names.filter((name) => !applied.has(name));
  } finally {
    sqlite.close();
  }
}
