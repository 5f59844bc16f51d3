// Budgets of the walking skeleton, measured on the production build (prints, asserts nothing):
//  1. the welcome page of a branded partner at a steady 100 requests/s: p99 latency (< 50 ms);
//  2. throughput at 10 connections, welcome page vs a bare page of the same server (goal >= 0.7);
//  3. JavaScript sent on first load, gzip (< 120 kB).
// Usage: npm run bench   (BENCH_SECONDS=10 by default)
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { root } from "../db/prisma.mjs";
import { setupDatabase } from "../db/setup.mjs";
import { buildIfStale } from "../start.mjs";

const port = 3200;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const partnerHost = `acme.localhost:${port}`;
const databaseUrl = "file:./data/bench.db";

await setupDatabase({ DATABASE_URL: databaseUrl });
buildIfStale();

const server = spawn(process.execPath, ["server.mjs"], {
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

function load(path, options) {
  return autocannon({ url: base + path, headers: { host: partnerHost }, duration: seconds, ...options });
}

try {
  await waitForServer();
  // Warm up caches and the JIT.
  await load("/welcome", { duration: 2, connections: 4 });
  await load("/__bench/bare", { duration: 2, connections: 4 });

  const steady = await load("/welcome", { connections: 10, overallRate: 100 });
  const welcome = await load("/welcome", { connections: 10 });
  const bare = await load("/__bench/bare", { connections: 10 });

  const html = await (await fetch(`${base}/welcome`, { headers: { host: partnerHost } })).text();
  const scripts = new Set(
    [...html.matchAll(/<(?:link rel="modulepreload"|script type="module") [^>]*?(?:href|src)="([^"]+\.js)"/g)].map((m) => m[1]),
  );
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(m[1]);
  // The language catalog is loaded by entry.client before hydration: count the page's one.
  const manifest = JSON.parse(readFileSync(join(root, "build/client/.vite/manifest.json"), "utf8"));
  const catalog = Object.entries(manifest).find(([source]) => source.endsWith("locales/nl/common.json"));
  if (catalog) scripts.add("/" + catalog[1].file);
  let gzipBytes = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(base + src)).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 6 }).length;
  }

  const ratio = welcome.requests.average / bare.requests.average;
  console.log("\nWalking-skeleton budgets (production build, this machine)");
  console.log(`  welcome page @ 100 req/s steady: p50 ${steady.latency.p50} ms, p99 ${steady.latency.p99} ms, ` +
    `max ${steady.latency.max} ms, errors ${steady.errors + steady.non2xx}   (budget p99 < 50 ms)`);
  console.log(`  throughput @ 10 connections: welcome ${welcome.requests.average.toFixed(0)} req/s, ` +
    `bare page ${bare.requests.average.toFixed(0)} req/s, ratio ${ratio.toFixed(2)}   (goal >= 0.70)`);
  console.log(`  JavaScript on first load: ${(gzipBytes / 1024).toFixed(1)} kB gzip in ${scripts.size} files   (budget < 120 kB)`);
} finally {
  server.kill("SIGTERM");
}
