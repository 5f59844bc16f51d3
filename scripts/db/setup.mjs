// Brings the database of DATABASE_URL up to date: applies the committed migrations of its
// provider, then seeds the demo data when the database has no partners yet.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { databaseTarget } from "../../app/server/database-url.mjs";
import { migratePostgres } from "./migrate-postgres.mjs";
import { root, runPrisma } from "./prisma.mjs";

export async function setupDatabase(env = {}) {
  mkdirSync(join(root, "data"), { recursive: true });
  const target = databaseTarget(env.DATABASE_URL ?? process.env.DATABASE_URL);
  if (target.kind === "postgres") await migratePostgres(target.url);
  else runPrisma(["migrate", "deploy"], { ...env, DATABASE_URL: target.url });
  const seed = spawnSync(process.execPath, ["--import", "tsx", "prisma/seed.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (seed.status !== 0) throw new Error("seeding the database failed");
}

if (process.argv[1]?.endsWith("setup.mjs")) {
  await setupDatabase();
}
