// Throughput against a real bare page (issue 15 point 1): the yardstick (scripts/bench/yardstick,
// a plain Remix 2 page with a tiny loader, built here and served by remix-serve) and this site's
// customer pages of a branded partner, measured in the same run at 10 connections, in turns, so
// the ratio shows the whole cost of this site's stack (partner, session, language, theme, page).
// Both run as one process (WEB_CONCURRENCY=1), as remix-serve does. Each page three times: as a
// first visit (no cookie) and as a returning visitor who declined analytics (the consent cookie),
// both of which the page cache may answer (decisions 0054 and 0062), and, for information, as a
// visitor with a session (a guest who described their work), whose page is rendered every time:
// routing, loaders, session, render. Prints; asserts nothing.
// Usage: npm run bench:throughput   (BENCH_SECONDS=10 by default, BENCH_ROUNDS=3)
import { spawn, spawnSync } from "node:child_process";
import { request } from "node:http";
import { join } from "node:path";
import autocannon from "autocannon";
import { root } from "../db/prisma.mjs";
import { base, partnerHost, seconds, startServer } from "./harness.mjs";

const BUDGET = 0.7;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const yardstickPort = 3201;
const yardstick = `http://127.0.0.1:${yardstickPort}`;
const PATHS = ["/welcome", "/products/available-products", "/profession"];
// A returning visitor's choice, the same for everyone who made it: a shared page.
const DECLINED = { cookie: "analytics_consent=denied" };

/** A guest's session, as a browser gets it: the profession page's "describe your work" post. */
async function guestSessionCookie() {
  const body = new URLSearchParams({ intent: "describe", description: "Ik ontwerp websites" }).toString();
  // node:http, not fetch: fetch sets its own Host header.
  const answer = await new Promise((resolve, reject) => {
    const sent = request(
      `${base}/profession?change=1`,
      {
        method: "POST",
        headers: {
          host: partnerHost,
          origin: `http://${partnerHost}`,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          ...DECLINED,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
  const session = (answer.headers["set-cookie"] ?? []).find((cookie) => cookie.startsWith("__session="));
  if (!session) throw new Error(`no session from the profession post (${answer.statusCode})`);
  return `${DECLINED.cookie}; ${session.split(";")[0]}`;
}

function buildYardstick() {
  const result = spawnSync(join(root, "node_modules/.bin/remix"), ["vite:build", "--config", "scripts/bench/yardstick/vite.config.mjs"], {
    cwd: root,
    stdio: "inherit",
  });
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
    } catch {
      /* not listening yet */
    }
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
  const SESSION = { cookie: await guestSessionCookie() };
  const PAGES = PATHS.flatMap((path) => [
    { label: path, path, headers: {}, budget: true },
    { label: `${path} (declined analytics)`, path, headers: DECLINED, budget: true },
    { label: `${path} (session, rendered)`, path, headers: SESSION, budget: false },
  ]);
  // Warm up caches and the JIT of both.
  await load(`${yardstick}/`, { duration: 2, connections: 4 });
  for (const page of PAGES) await site(page, { duration: 2, connections: 4 });

  const figures = new Map(PAGES.map((page) => [page.label, []]));
  const budgeted = new Set(PAGES.filter((page) => page.budget).map((page) => page.label));
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
  console.log(
    `\nThroughput at 10 connections, one process each, ${rounds} rounds of ${seconds} s (budget: >= ${BUDGET} x the bare page of the same round)`,
  );
  console.log(`  ${"bare Remix page (remix-serve)".padEnd(56)} ${spread(bare)} req/s`);
  for (const [label, rows] of figures) {
    const ratios = rows.map((row) => row.ratio);
    const held = ratios.filter((ratio) => ratio >= BUDGET).length;
    console.log(
      `  ${label.padEnd(56)} ${spread(rows.map((row) => row.rps))} req/s, ratio ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}  ` +
        (budgeted.has(label) ? `(budget held in ${held} of ${rounds} rounds)` : "(for information: a page of one visitor's own)"),
    );
  }
} finally {
  stopYardstick();
  stopSite();
}
