// `npm start`: migrate and seed the embedded database, build when the sources changed,
// then serve the production build on http://localhost:3000.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { setupDatabase } from "./db/setup.mjs";
import { root } from "./db/prisma.mjs";

/**
 * Node flags for the production server. A larger young generation means fewer scavenges
 * under load, and an old generation that grows by V8's largest factor after each full
 * collection means fewer full collections; both keep the slowest requests (p99) down
 * (scripts/bench/welcome.mjs, scripts/bench/scale-pg.mjs; decision 0063).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32", "--heap-growing-percent=300"];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "generated") continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether the production build is missing or older than the sources. */
export function buildIsStale() {
  const built = join(root, "build/server/index.js");
  const sources = Math.max(
    newestMtime(join(root, "app")),
    newestMtime(join(root, "public")),
    statSync(join(root, "package-lock.json")).mtimeMs,
  );
  return !(existsSync(built) && statSync(built).mtimeMs > sources);
}

/**
 * The build runs as production: a test runner's NODE_ENV=test must not leak into it, nor Vitest's
 * VITEST variables (vite.config.ts leaves Remix's plugin out under Vitest).
 */
const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
const buildCommand = [
  join(root, "node_modules/.bin/remix"),
  ["vite:build"],
  { cwd: root, stdio: "inherit", env: { ...buildEnv, NODE_ENV: "production" } },
];

export function buildIfStale() {
  if (!buildIsStale()) return;
  const result = spawnSync(...buildCommand);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The same without blocking the caller's event loop (a test worker must keep answering its runner). */
export async function buildIfStaleAsync() {
  if (!buildIsStale()) return;
  const code = await new Promise((resolve) => spawn(...buildCommand).once("exit", resolve));
  if (code !== 0) throw new Error(`the production build failed (exit ${code})`);
}

if (process.argv[1]?.endsWith("start.mjs")) {
  await setupDatabase();
  buildIfStale();
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.mjs"], {
    cwd: root,
    stdio: "inherit",
    env: { NODE_ENV: "production", ...process.env },
  });
  // A stop meant for `npm start` (a process manager's SIGTERM, not only Ctrl+C, which reaches
  // the whole process group) stops the server too, instead of leaving it running.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
