// Budgets of the walking skeleton, measured on the production build (prints, asserts nothing):
//  1. the welcome page of a branded partner at a steady 100 requests/s: p99 latency (< 50 ms);
//  2. throughput at 10 connections, welcome page vs a bare page of the same server (goal >= 0.7);
//  3. JavaScript sent on first load, gzip (< 120 kB).
// Load tools: wrk (Debian package) for the steady rate, autocannon for throughput.
// Usage: npm run bench   (BENCH_SECONDS=10 by default)
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { findChromium } from "../chromium.mjs";
import { root } from "../db/prisma.mjs";
import { setupDatabase } from "../db/setup.mjs";
import { buildIfStale, SERVER_NODE_FLAGS } from "../start.mjs";

const port = 3200;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const partnerHost = `acme.localhost:${port}`;
const databaseUrl = "file:./data/bench.db";

await setupDatabase({ DATABASE_URL: databaseUrl });
buildIfStale();

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.mjs"], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATABASE_URL: databaseUrl },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${port}`;

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

/**
 * A steady 100 requests/s with wrk (autocannon's rate limit sends each second's requests in one
 * burst, which measures the burst, not the rate). scripts/bench/steady.lua spaces each of 10
 * connections' requests by a random delay; a short calibration run sets the mean delay so the
 * achieved rate is the target.
 */
function steadyLoad(path, rate, connections = 10) {
  const wrk = findWrk();
  const run = (meanDelayMs, duration) => {
    const result = spawnSync(
      wrk,
      ["-t1", `-c${connections}`, `-d${duration}s`, "-s", join(root, "scripts/bench/steady.lua"), base + path],
      { encoding: "utf8", env: { ...process.env, WRK_MEAN_DELAY_MS: String(Math.max(1, Math.round(meanDelayMs))), WRK_HOST: partnerHost } },
    );
    const json = /JSON(\{.*\})/.exec(result.stdout ?? "");
    if (!json) throw new Error(`wrk failed: ${result.stderr || result.stdout}`);
    const stats = JSON.parse(json[1]);
    return { ...stats, rate: stats.requests / stats.seconds };
  };
  // Each connection sends one request per (delay + latency): solve for the delay from a short run.
  const cycleMs = (connections * 1000) / rate;
  const calibration = run(cycleMs, 3);
  const latencyMs = (connections * 1000) / calibration.rate - cycleMs;
  return run(cycleMs - latencyMs, seconds);
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

function load(path, options) {
  return autocannon({ url: base + path, headers: { host: partnerHost }, duration: seconds, ...options });
}

try {
  await waitForServer();
  // Warm up caches and the JIT.
  await load("/welcome", { duration: 2, connections: 4 });
  await load("/__bench/bare", { duration: 2, connections: 4 });

  const steady = steadyLoad("/welcome", 100);
  const welcome = await load("/welcome", { connections: 10 });
  const bare = await load("/__bench/bare", { connections: 10 });

  // What a first visit really downloads: every script Chromium fetches for the page,
  // dynamic imports (the language catalog) included, measured gzip-compressed.
  const scripts = new Map();
  const browser = await chromium.launch({ executablePath: findChromium(), args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage();
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.set(response.url(), response.body());
    });
    await page.goto(`http://${partnerHost}/welcome`, { waitUntil: "networkidle" });
  } finally {
    await browser.close();
  }
  let gzipBytes = 0;
  for (const body of scripts.values()) gzipBytes += gzipSync(await body, { level: 6 }).length;

  const ratio = welcome.requests.average / bare.requests.average;
  console.log("\nWalking-skeleton budgets (production build, this machine)");
  console.log(`  welcome page, steady ${steady.rate.toFixed(0)} req/s (wrk): p50 ${steady.p50.toFixed(1)} ms, ` +
    `p99 ${steady.p99.toFixed(1)} ms, max ${steady.max.toFixed(1)} ms, errors ${steady.errors}   (budget p99 < 50 ms at 100 req/s)`);
  console.log(`  throughput @ 10 connections: welcome ${welcome.requests.average.toFixed(0)} req/s, ` +
    `bare page ${bare.requests.average.toFixed(0)} req/s, ratio ${ratio.toFixed(2)}   (goal >= 0.70)`);
  console.log(`  JavaScript on first load: ${(gzipBytes / 1024).toFixed(1)} kB gzip in ${scripts.size} files   (budget < 120 kB)`);
} finally {
  server.kill("SIGTERM");
}
