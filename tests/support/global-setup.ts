// Vitest global setup: migrates and seeds ONE database per run, which every test file then copies
// (tests/support/test-database.ts) instead of migrating and seeding its own. On SQLite a base file,
// rebuilt only when the schema, the migrations or the seed change; on PostgreSQL (DATABASE_URL
// postgres://) a template database as well, rebuilt on the same condition. At the end of the run
// it removes the run's copies: every PostgreSQL one, and the SQLite ones a crashed file left behind.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { databaseTarget } from "../../app/server/platform/database-url.mjs";
import { setupDatabase } from "../../scripts/db/setup.mjs";
import { postgresNames, type TestDatabases } from "./test-database-names";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabases: TestDatabases;
  }
}

const root = path.resolve(import.meta.dirname, "../..");
/** What the base database is made of: a change to any of them rebuilds it. */
// The seed's own app imports count too: a new colour key, product or flag changes the seeded rows.
const SOURCES = [
  "prisma/schema.prisma",
  "prisma/migrations",
  "prisma/postgres/migrations",
  "prisma/seed.ts",
  "prisma/seed-data",
  "app/domain/partners/theme",
  "app/domain/staff/feature-flags.ts",
  "app/domain/catalogue/insurance-catalogue.ts",
  "app/server/staff/passwords.server.ts",
];
const SQLITE_SUFFIXES = ["", "-journal", "-wal", "-shm"];

function filesBelow(relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesBelow(path.join(relative, name)));
}

function sourcesHash(): string {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap(filesBelow))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  return hash.digest("hex");
}

type Sqlite = { pragma(sql: string): unknown; close(): void };
const openSqlite = createRequire(import.meta.url)("better-sqlite3") as new (file: string) => Sqlite;

/** data/test-base/base.db, migrated and seeded, unless the one there was made from these sources. */
async function sqliteBase(hash: string): Promise<string> {
  const dir = path.join(root, "data/test-base");
  const base = path.join(dir, "base.db");
  const hashFile = path.join(dir, "base.hash");
  if (existsSync(base) && existsSync(hashFile) && readFileSync(hashFile, "utf8") === hash) return base;
  mkdirSync(dir, { recursive: true });
  // Built under a name of its own and renamed: another run copying base.db never sees half a file.
  const building = path.join(dir, `building-${process.pid}.db`);
  for (const suffix of SQLITE_SUFFIXES) rmSync(building + suffix, { force: true });
  await setupDatabase({ DATABASE_URL: `file:${building}` });
  // One self-contained file to copy: no write-ahead log beside it.
  const sqlite = new openSqlite(building);
  sqlite.pragma("journal_mode = DELETE");
  sqlite.close();
  renameSync(building, base);
  writeFileSync(hashFile, hash);
  return base;
}

const TEMPLATE_LOCK = 72707370; // any constant: one run at a time (re)builds the template

/** The template database, migrated and seeded, unless the one there was made from these sources. */
async function postgresTemplate(url: string, hash: string): Promise<string> {
  const { template, urlOf } = postgresNames(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    // The hash is the database's comment, set once it is seeded: a half-built template has none.
    const found = await admin.query<{ comment: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1",
      [template],
    );
    if (found.rows[0]?.comment === hash) return template;
    if (found.rows.length > 0) {
      await admin.query(`ALTER DATABASE "${template}" IS_TEMPLATE false`);
      await admin.query(`DROP DATABASE "${template}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE "${template}"`);
    await setupDatabase({ DATABASE_URL: urlOf(template) });
    // No connections: CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to.
    await admin.query(`ALTER DATABASE "${template}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    await admin.query(`COMMENT ON DATABASE "${template}" IS '${hash}'`);
    return template;
  } finally {
    await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  const hash = sourcesHash();
  const run = randomBytes(3).toString("hex");
  const copies = path.join(root, "data/test-dbs", run);
  mkdirSync(copies, { recursive: true });
  // SQLite always: the files that test SQLite itself copy it on a PostgreSQL run too.
  const sqlite = await sqliteBase(hash);
  const target = databaseTarget(process.env.DATABASE_URL);
  const postgres = target.kind === "postgres" ? { url: target.url, template: await postgresTemplate(target.url, hash) } : null;
  project.provide("testDatabases", { run, sqlite: { base: sqlite, copies }, postgres });

  return async () => {
    rmSync(copies, { recursive: true, force: true });
    if (!postgres) return;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      const left = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [
        postgresNames(postgres.url).copyPrefix(run),
      ]);
      for (const { datname } of left.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
