// The one Prisma client of the process. DATABASE_URL picks the embedded SQLite file
// (default) or PostgreSQL; both clients are generated from prisma/schema.prisma and share
// one API, so the rest of the code imports `db` and never asks which one it got.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqliteClient } from "~/generated/prisma-sqlite/client";
import { PrismaClient as PostgresClient } from "~/generated/prisma-postgres/client";
import { databaseTarget } from "./database-url.mjs";

export type Db = InstanceType<typeof SqliteClient>;
export type { Prisma } from "~/generated/prisma-sqlite/client";

function createClient(): Db {
  const target = databaseTarget(process.env.DATABASE_URL);
  if (target.kind === "postgres") {
    const pool = Number(process.env.DATABASE_POOL_SIZE ?? 10);
    // Same models, same API: only the provider differs between the two generated clients.
    return new PostgresClient({ adapter: new PrismaPg({ connectionString: target.url, max: pool }) }) as unknown as Db;
  }
  mkdirSync(path.dirname(target.file), { recursive: true });
  const client = new SqliteClient({ adapter: new PrismaBetterSQLite3({ url: target.url, timeout: 10_000 }) });
  // Write-ahead logging: the worker processes read while another writes, instead of failing
  // with SQLITE_BUSY. The mode is stored in the database file, so setting it once is enough.
  void client.$queryRawUnsafe("PRAGMA journal_mode = WAL").catch(() => undefined);
  return client;
}

const globalForDb = globalThis as unknown as { __db?: Db };

/** Kept on globalThis so Vite's dev server reloads do not open a new connection each time. */
export const db: Db = globalForDb.__db ?? (globalForDb.__db = createClient());
