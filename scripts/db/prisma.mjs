// Runs the Prisma CLI the way these machines allow: the JavaScript schema engine through
// prisma.config.ts, and never the native engine download (see docs/decisions/0002).
// Usage: node scripts/db/prisma.mjs generate | deploy | <any prisma args>
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const prismaBin = join(root, "node_modules/.bin/prisma");

/** The PostgreSQL schema is the SQLite one with another provider and client folder. */
export function toPostgresSchema(source) {
  const pg = source
    .replace('provider = "sqlite"', 'provider = "postgresql"')
    .replace('output       = "../app/generated/prisma-sqlite"', 'output       = "../../app/generated/prisma-postgres"')
    .replace(/^\/\/ The one source[\s\S]*?\n\n/, "// GENERATED from prisma/schema.prisma by scripts/db/prisma.mjs. Do not edit.\n\n");
  if (pg === source || !pg.includes('"postgresql"') || !pg.includes("prisma-postgres")) {
    throw new Error("prisma/schema.prisma no longer has the lines scripts/db/prisma.mjs rewrites");
  }
  return pg;
}

export function writePostgresSchema() {
  const pg = toPostgresSchema(readFileSync(join(root, "prisma/schema.prisma"), "utf8"));
  mkdirSync(join(root, "prisma/postgres"), { recursive: true });
  writeFileSync(join(root, "prisma/postgres/schema.prisma"), pg);
}

function engineStub() {
  // Any existing file stops the CLI from downloading the native schema engine.
  const stub = join(root, "node_modules/.cache/prisma-schema-engine-stub");
  if (!existsSync(stub)) {
    mkdirSync(dirname(stub), { recursive: true });
    writeFileSync(stub, "");
  }
  return stub;
}

/** `quiet`: keep the CLI's output and put it in the thrown error instead (for a try that may be retried). */
export function runPrisma(args, env = {}, { quiet = false } = {}) {
  const result = spawnSync(prismaBin, args, {
    cwd: root,
    stdio: quiet ? "pipe" : "inherit",
    encoding: "utf8",
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: engineStub(),
      PRISMA_QUERY_ENGINE_LIBRARY: engineStub(),
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
      CHECKPOINT_DISABLE: "1",
      ...env,
    },
  });
  if (result.status !== 0) {
    throw Object.assign(new Error(`prisma ${args.join(" ")} failed (${result.status})`), {
      output: `${result.stdout ?? ""}${result.stderr ?? ""}`,
    });
  }
}

export function generate() {
  writePostgresSchema();
  // Both clients exist always; the DATABASE_URL picks one at run time.
  runPrisma(["generate", "--schema", "prisma/schema.prisma"], { DATABASE_URL: "file:./data/generate.db" });
  runPrisma(["generate", "--schema", "prisma/postgres/schema.prisma"], {
    DATABASE_URL: "postgresql://localhost/generate",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...rest] = process.argv.slice(2);
  if (command === "generate") generate();
  else runPrisma([command, ...rest]);
}
