// Brings the database of DATABASE_URL up to date: applies the committed migrations of its
// provider, then seeds the demo data when the database has no partners yet.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { databaseTarget } from "../../app/server/platform/database-url.mjs";
import { migratePostgres } from "./migrate-postgres.mjs";
import { pendingSqliteMigrations } from "./pending-migrations.mjs";
import { root, runPrisma } from "./prisma.mjs";

export async function setupDatabase(env = {}) {
  mkdirSync(join(root, "data"), { recursive: true });
  const target = databaseTarget(env.DATABASE_URL ?? process.env.DATABASE_URL);
  if (target.kind === "postgres") await migratePostgres(target.url);
  else await migrateSqlite(target, env);
  const seed = spawnSync(process.execPath, ["--import", "tsx", "prisma/seed.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (seed.status !== 0) throw new Error("seeding the database failed");
}

/**
 * Applies the pending SQLite migrations, and skips Prisma when there are none: its deploy fails
 * while any other process has the file open (a running server). When it fails because another
 * process is migrating or holds the file, wait and ask again; give up with a message after a while.
 */
async function migrateSqlite(target, env, { attempts = 8, pauseMs = 1_500 } = {}) {
  const dir = join(root, "prisma/migrations");
  for (let attempt = 1; ; attempt++) {
    const pending = pendingSqliteMigrations(target.file, dir);
    if (pending.length === 0) return;
    try {
      runPrisma(["migrate", "deploy"], { ...env, DATABASE_URL: target.url }, { quiet: true });
      console.log(`applied migrations: ${pending.join(", ")}`);
      return;
    } catch (error) {
      if (attempt >= attempts) {
        process.stderr.write(error.output ?? "");
        throw new Error(
          `could not apply migrations ${pending.join(", ")} to ${target.file}: ` +
            "if a server of this checkout is running, stop it and start again",
        );
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

if (process.argv[1]?.endsWith("setup.mjs")) {
  await setupDatabase();
}
