// `npm test`: lint, type and format check (failing fast), unit and integration tests, then the browser
// tests in Chromium against the production build on a fresh test database (SQLite by default;
// PostgreSQL when DATABASE_URL says postgres://).
//   node scripts/test.mjs checks           lint, type and format check only
//   node scripts/test.mjs unit             Vitest only
//   node scripts/test.mjs e2e [pw args]    browser tests only (Playwright arguments pass through)
//   TEST_SUBSET=pg                         CI's second pass: no lint/type check (the first pass
//                                          ran them), every integration test but the SQLite-only
//                                          ones, and only the browser tests tagged @pg
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { databaseTarget } from "../app/server/platform/database-url.mjs";
import { root } from "./db/prisma.mjs";
import { setupDatabase } from "./db/setup.mjs";
import { buildIfStale } from "./start.mjs";
import { findChromium } from "./chromium.mjs";

const subset = process.env.TEST_SUBSET ?? "";
if (subset !== "" && subset !== "pg") {
  console.error(`TEST_SUBSET must be empty or "pg", not "${subset}"`);
  process.exit(2);
}

function run(label, command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`== ${label}: ${result.status === 0 ? "passed" : "FAILED"} in ${seconds} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs the commands side by side (each uses one core), then stops if any failed. */
async function runTogether(label, commands) {
  const started = Date.now();
  const codes = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, stdio: "inherit" });
          child.on("error", () => resolve(1));
          child.on("exit", (code) => resolve(code ?? 1));
        }),
    ),
  );
  const failed = codes.find((code) => code !== 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`== ${label}: ${failed === undefined ? "passed" : "FAILED"} in ${seconds} s`);
  if (failed !== undefined) process.exit(failed);
}

/**
 * The PostgreSQL pass's Vitest files: every integration test, each on a copy of the template the
 * global setup makes (tests/support/test-database.ts), but those that test SQLite itself: they
 * take a SQLite copy (sqliteTestDatabase) or set up SQLite files (setupDatabase), so running them
 * again would repeat the first pass.
 */
function postgresIntegrationTests() {
  const dir = join(root, "tests/integration");
  const all = readdirSync(dir)
    .filter((name) => name.endsWith(".test.ts"))
    .sort();
  const sqliteOnly = all.filter((name) => /\b(sqliteTestDatabase|setupDatabase)\(/.test(readFileSync(join(dir, name), "utf8")));
  const files = all.filter((name) => !sqliteOnly.includes(name));
  if (files.length === 0) throw new Error("no integration test runs on PostgreSQL");
  console.log(`integration tests on PostgreSQL: ${files.length} files (SQLite only, not run here: ${sqliteOnly.join(", ") || "none"})`);
  return files.map((name) => `tests/integration/${name}`);
}

const only = process.argv[2]; // "checks", "unit" or "e2e" to run one part
const bin = (name) => join(root, "node_modules/.bin", name);

if ((!only || only === "checks") && subset !== "pg") {
  await runTogether("lint, type and format check", [
    [bin("eslint"), ["--max-warnings=0", "."]],
    [bin("tsc"), ["--noEmit"]],
    // An unformatted file fails the run: `npm run format` writes them (decision 0071).
    [bin("prettier"), ["--check", "--log-level=warn", "."]],
  ]);
}
if (only === "checks") process.exit(0);
// Built before Vitest: the production-server test (tests/integration/production-stand-ins) starts it, and the browser tests after.
if (!only) buildIfStale();
if (only !== "e2e") run("unit and integration tests", bin("vitest"), ["run", ...(subset === "pg" ? postgresIntegrationTests() : [])]);
if (only === "unit") process.exit(0);

const chromium = findChromium();
const target = databaseTarget(process.env.DATABASE_URL ?? "file:./data/test.db");
if (target.kind === "sqlite") {
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(target.file + suffix, { force: true });
} else {
  const { resetPostgres } = await import("./db/reset-postgres.mjs");
  await resetPostgres(target.url);
}
// The uploads of an earlier run belong to its database, which is gone (playwright.config.ts).
rmSync(join(root, "data/e2e-files"), { recursive: true, force: true });
await setupDatabase({ DATABASE_URL: target.url, FILE_STORAGE_DIR: "data/e2e-files" });
buildIfStale();
const grep = subset === "pg" ? ["--grep", "@pg"] : [];
run("browser tests", bin("playwright"), ["test", ...grep, ...process.argv.slice(3)], {
  DATABASE_URL: target.url,
  CHROMIUM_PATH: chromium,
});
