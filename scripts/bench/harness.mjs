// Shared by the benchmark scripts: the production server on a bench database, and a steady
// request rate with wrk.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { root } from "../db/prisma.mjs";
import { setupDatabase } from "../db/setup.mjs";
import { buildIfStale, SERVER_NODE_FLAGS } from "../start.mjs";

// BENCH_PORT: another port when a bench already runs on this machine.
export const port = Number(process.env.BENCH_PORT ?? 3200);
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const partnerHost = `acme.localhost:${port}`;
export const base = `http://127.0.0.1:${port}`;
const databaseUrl = "file:./data/bench.db";

/** Builds if needed, starts the production server on the bench database; returns a stop function. */
export async function startServer() {
  // A fresh database each run: the figures are for the current seed (its products and tariffs).
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(join(root, "data", `bench.db${suffix}`), { force: true });
  await setupDatabase({ DATABASE_URL: databaseUrl });
  buildIfStale();
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SECURE_COOKIES: "false",
      BENCH_ROUTES: "true",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return () => server.kill("SIGTERM");
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill("SIGTERM");
  throw new Error("server did not start");
}

function findWrk() {
  const found = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    spawnSync("apt-get", ["install", "-y", "-qq", "wrk"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (existsSync("/usr/bin/wrk")) return "/usr/bin/wrk";
  }
  throw new Error("The steady-rate budget needs wrk: sudo apt-get install wrk");
}

/**
 * A steady rate with wrk (autocannon's rate limit sends each second's requests in one burst,
 * which measures the burst, not the rate). scripts/bench/steady.lua spaces each connection's
 * requests by a random delay; a short calibration run sets the mean delay so the achieved rate
 * is the target.
 */
export function steadyLoad(path, rate, { connections = 10, cookie } = {}) {
  const wrk = findWrk();
  const run = (meanDelayMs, duration) => {
    const result = spawnSync(
      wrk,
      ["-t1", `-c${connections}`, `-d${duration}s`, "-s", join(root, "scripts/bench/steady.lua"), base + path],
      {
        encoding: "utf8",
        env: {
          ...process.env,
          WRK_MEAN_DELAY_MS: String(Math.max(1, Math.round(meanDelayMs))),
          WRK_HOST: partnerHost,
          ...(cookie ? { WRK_COOKIE: cookie } : {}),
        },
      },
    );
    const json = /JSON(\{.*\})/.exec(result.stdout ?? "");
    if (!json) throw new Error(`wrk failed: ${result.stderr || result.stdout}`);
    const stats = JSON.parse(json[1]);
    return { ...stats, rate: stats.requests / stats.seconds };
  };
  // Each connection sends one request per (delay + latency). Latency grows with the load, so
  // a few short runs home in on the delay that gives the target rate.
  const cycleMs = (connections * 1000) / rate;
  let delay = cycleMs;
  for (let attempt = 0; attempt < 4; attempt++) {
    const calibration = run(delay, 3);
    if (Math.abs(calibration.rate - rate) / rate < 0.05) break;
    delay = Math.max(1, delay * (calibration.rate / rate));
  }
  return run(delay, seconds);
}

export function describeSteady(label, steady, budget) {
  return (
    `  ${label}, steady ${steady.rate.toFixed(0)} req/s (wrk): p50 ${steady.p50.toFixed(1)} ms, p99 ${steady.p99.toFixed(1)} ms, ` +
    `max ${steady.max.toFixed(1)} ms, errors ${steady.errors}   (${budget})`
  );
}
