// `npm test`: unit tests, then the browser tests in Chromium against the production build on
// a fresh test database (SQLite by default; PostgreSQL when DATABASE_URL says postgres://).
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { databaseTarget } from "../app/server/database-url.mjs";
import { root } from "./db/prisma.mjs";
import { setupDatabase } from "./db/setup.mjs";
import { buildIfStale } from "./start.mjs";
import { findChromium } from "./chromium.mjs";

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const only = process.argv[2]; // "unit" or "e2e" to run one half
const bin = (name) => join(root, "node_modules/.bin", name);

if (only !== "e2e") run(bin("vitest"), ["run"]);
if (only === "unit") process.exit(0);

const chromium = findChromium();
const target = databaseTarget(process.env.DATABASE_URL ?? "file:./data/test.db");
if (target.kind === "sqlite") {
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(target.file + suffix, { force: true });
} else {
  const { resetPostgres } = await import("./db/reset-postgres.mjs");
  await resetPostgres(target.url);
}
await setupDatabase({ DATABASE_URL: target.url });
buildIfStale();
run(bin("playwright"), ["test", ...process.argv.slice(3)], {
  DATABASE_URL: target.url,
  CHROMIUM_PATH: chromium,
});
