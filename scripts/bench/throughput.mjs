// Throughput against a real bare page (issue 15 point 1): the yardstick (scripts/bench/yardstick,
// a plain Remix 2 page with a tiny loader, built here and served by remix-serve) and this site's
// customer pages of a branded partner, measured in the same run at 10 connections, in turns, so
// the ratio shows the whole cost of this site's stack (partner, session, language, theme, page).
// Both run as one process (WEB_CONCURRENCY=1), as remix-serve does. Prints; asserts nothing.
// Usage: npm run bench:throughput   (BENCH_SECONDS=10 by default, BENCH_ROUNDS=3)
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import autocannon from "autocannon";
import { root } from "../db/prisma.mjs";
import { base, partnerHost, seconds, startServer } from "./harness.mjs";

const BUDGET = 0.7;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const yardstickPort = 3201;
const yardstick = `http://127.0.0.1:${yardstickPort}`;
const PAGES = ["/welcome", "/products/available-products", "/profession"];

function buildYardstick() {
  const result = spawnSync(join(root, "node_modules/.bin/remix"), ["vite:build", "--config", "scripts/bench/yardstick/vite.config.mjs"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("the yardstick did not build");
}

async function startYardstick() {
  const server = spawn(join(root, "node_modules/.bin/remix-serve"), [join(root, "data/yardstick-build/server/index.js")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(yardstickPort) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${yardstick}/`)).ok) return () => server.kill("SIGTERM");
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill("SIGTERM");
  throw new Error("the yardstick did not start");
}

const load = (url, options = {}) => autocannon({ url, connections: 10, duration: seconds, ...options });
const site = (path, options) => load(base + path, { headers: { host: partnerHost }, ...options });

buildYardstick();
process.env.WEB_CONCURRENCY = "1";
const stopSite = await startServer();
const stopYardstick = await startYardstick();
try {
  // Warm up caches and the JIT of both.
  await load(`${yardstick}/`, { duration: 2, connections: 4 });
  for (const path of PAGES) await site(path, { duration: 2, connections: 4 });

  const figures = new Map(PAGES.map((path) => [path, []]));
  const bare = [];
  for (let round = 0; round < rounds; round++) {
    const reference = (await load(`${yardstick}/`)).requests.average;
    bare.push(reference);
    for (const path of PAGES) {
      const result = await site(path);
      if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`);
      figures.get(path).push({ rps: result.requests.average, ratio: result.requests.average / reference });
    }
  }
  const spread = (values) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
  console.log(`\nThroughput at 10 connections, one process each, ${rounds} rounds of ${seconds} s (budget: >= ${BUDGET} x the bare page of the same round)`);
  console.log(`  bare Remix page (remix-serve)   ${spread(bare)} req/s`);
  for (const [path, rows] of figures) {
    const ratios = rows.map((row) => row.ratio);
    const held = ratios.filter((ratio) => ratio >= BUDGET).length;
    console.log(
      `  ${path.padEnd(31)} ${spread(rows.map((row) => row.rps))} req/s, ratio ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}  ` +
        `(budget held in ${held} of ${rounds} rounds)`,
    );
  }
} finally {
  stopYardstick();
  stopSite();
}
