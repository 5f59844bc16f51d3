// Writes the next migration for both providers from the change to prisma/schema.prisma since
// the last migration. The JavaScript schema engine can not diff against a live database, so
// prisma/migrations/schema.snapshot.prisma keeps the datamodel the committed migrations
// produce; this script diffs snapshot -> schema for SQLite and PostgreSQL, then moves the
// snapshot on (docs/decisions/0002).
// Usage: npm run db:migration -- add_policies   (needs a PostgreSQL server: MIGRATION_POSTGRES_URL)
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generate, root, toPostgresSchema } from "./prisma.mjs";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_").toLowerCase();
if (!name) {
  console.error("usage: npm run db:migration -- <name>");
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const engineStub = join(root, "node_modules/.cache/prisma-schema-engine-stub");
const snapshot = join(root, "prisma/migrations/schema.snapshot.prisma");
const scratch = join(root, "data/schema.snapshot.postgres.prisma");

function diff(from, to, databaseUrl) {
  const result = spawnSync(
    join(root, "node_modules/.bin/prisma"),
    ["migrate", "diff", "--from-schema-datamodel", from, "--to-schema-datamodel", to, "--script"],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_SCHEMA_ENGINE_BINARY: engineStub, PRISMA_QUERY_ENGINE_LIBRARY: engineStub },
    },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout;
}

function write(folder, sql) {
  if (!sql.trim() || sql.includes("This is an empty migration")) return false;
  const dir = join(root, folder, `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "migration.sql"), sql);
  console.log(`wrote ${folder}/${stamp}_${name}/migration.sql`);
  return true;
}

generate();
mkdirSync(join(root, "data"), { recursive: true });
writeFileSync(scratch, toPostgresSchema(readFileSync(snapshot, "utf8")));
const wroteSqlite = write("prisma/migrations", diff(snapshot, "prisma/schema.prisma", "file:./data/migration-scratch.db"));
const wrotePg = write(
  "prisma/postgres/migrations",
  // The PostgreSQL adapter connects even for a datamodel-only diff: any reachable server will do.
  diff(
    scratch,
    "prisma/postgres/schema.prisma",
    process.env.MIGRATION_POSTGRES_URL ?? "postgresql://postgres:postgres@localhost:5432/postgres",
  ),
);
if (wroteSqlite || wrotePg) copyFileSync(join(root, "prisma/schema.prisma"), snapshot);
else console.log("schema.prisma matches the migrations: nothing to write");
