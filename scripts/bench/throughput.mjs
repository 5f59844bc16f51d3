// Throughput against a real bare page (issue 15 point 1): the yardstick (scripts/bench/yardstick,
// a plain Remix 2 page with a tiny loader, built here and served by remix-serve) and this site's
// customer pages of a branded partner, measured in the same run at 10 connections, in turns, so
// the ratio shows the whole cost of this site's stack (partner, session, language, theme, page).
// Both run as one process (WEB_CONCURRENCY=1), as remix-serve does. Each page twice: as a first
// visit (no cookie, so the page cache of decision 0054 may answer) and as a returning visitor
// with a cookie (consent declined), which every time runs the whole stack: routing, loaders,
// session, render. Prints; asserts nothing.
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
const PATHS = ["/welcome", "/products/available-products", "/profession"];
// A cookie the site reads (analytics consent), so the page is rendered for this visitor.
const RETURNING = { cookie: "consent=denied" };
const PAGES = PATHS.flatMap((path) => [
  { label: path, path, headers: {} },
  { label: `${path} (cookie)`, path, headers: RETURNING },
]);

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
const site = (page, options) => load(base + page.path, { headers: { host: partnerHost, ...page.headers }, ...options });

buildYardstick();
process.env.WEB_CONCURRENCY = "1";
const stopSite = await startServer();
const stopYardstick = await startYardstick();
try {
  // Warm up caches and the JIT of both.
  await load(`${yardstick}/`, { duration: 2, connections: 4 });
  for (const page of PAGES) await site(page, { duration: 2, connections: 4 });

  const figures = new Map(PAGES.map((page) => [page.label, []]));
  const bare = [];
  for (let round = 0; round < rounds; round++) {
    const reference = (await load(`${yardstick}/`)).requests.average;
    bare.push(reference);
    for (const page of PAGES) {
      const result = await site(page);
      if (result.non2xx > 0) throw new Error(`${page.label}: ${result.non2xx} answers were not 2xx`);
      figures.get(page.label).push({ rps: result.requests.average, ratio: result.requests.average / reference });
    }
  }
  const spread = (values) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
  console.log(`\nThroughput at 10 connections, one process each, ${rounds} rounds of ${seconds} s (budget: >= ${BUDGET} x the bare page of the same round)`);
  console.log(`  ${"bare Remix page (remix-serve)".padEnd(40)} ${spread(bare)} req/s`);
  for (const [label, rows] of figures) {
    const ratios = rows.map((row) => row.ratio);
    const held = ratios.filter((ratio) => ratio >= BUDGET).length;
    console.log(
      `  ${label.padEnd(40)} ${spread(rows.map((row) => row.rps))} req/s, ratio ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}  ` +
        `(budget held in ${held} of ${rounds} rounds)`,
    );
  }
} finally {
  stopYardstick();
  stopSite();
}
