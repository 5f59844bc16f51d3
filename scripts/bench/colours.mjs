// Budget of the colour editor (issue 5; prints figures, asserts nothing):
//   saving every colour key of a partner (~150) at once: under 100 ms on the server.
// The production server on the bench database; the demo insurer admin signs in by the form and
// saves all keys of acme 40 times, alternating two palettes so every save changes every key.
// Each save is the request the editor's "Save" sends (the route action, as a fetcher calls it).
// Printed: the server's own time for the save (Server-Timing: the whole action, from the admin
// check and the form to the committed transaction and the dropped cache)
// and the whole request as the client sees it (loopback, including routing and encoding).
// Usage: npm run bench:colours   (BENCH_SAVES=40 by default)
import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { root } from "../db/prisma.mjs";
import { port, startServer } from "./harness.mjs";

const SAVES = Number(process.env.BENCH_SAVES ?? 40);
const WARM_UP = 5;
const adminHost = `localhost:${port}`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function describe(label, values) {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (n) => n.toFixed(1);
  return `  ${label}: p50 ${f(percentile(sorted, 50))} ms, p95 ${f(percentile(sorted, 95))} ms, p99 ${f(percentile(sorted, 99))} ms, max ${f(sorted.at(-1))} ms`;
}

/** Two palettes of distinct colours for these keys: no key has the same value in both. */
function palettes(keys) {
  const colour = (n) => `#${(n & 0xffffff).toString(16).padStart(6, "0")}`;
  const a = Object.fromEntries(keys.map((key, i) => [key, colour(0x102030 + i * 0x010203)]));
  const b = Object.fromEntries(keys.map((key, i) => [key, colour(0x8090a0 + i * 0x030201)]));
  return [a, b];
}

/**
 * A form POST on the admin's host name (fetch can not set Host: it would ask for the default
 * partner on 127.0.0.1, whose preview host is not a partner host).
 */
function post(path, fields, cookie) {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          host: adminHost,
          origin: `http://${adminHost}`,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text, ms: performance.now() - started }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function signIn() {
  const response = await post("/admin/sign-in", { email: INSURER_ADMIN.email, password: INSURER_ADMIN.password });
  const cookie = (response.headers["set-cookie"] ?? []).map((header) => header.split(";")[0]).find((pair) => pair.startsWith("__staff="));
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/**
 * One save as the editor sends it: the route action through Remix's data endpoint, each key
 * with the colour it showed when loaded (was.<key>, decision 0022).
 */
async function save(cookie, partnerId, values, shown) {
  const bases = Object.fromEntries(Object.keys(values).map((key) => [`was.${key}`, shown[key]]));
  // Every key gets a made-up colour: the low contrast that leaves is accepted, as an admin would
  // after the editor's question (decision 0038); the save then also audits the pairs.
  const response = await post(
    `/admin/partners/${partnerId}/colours.data`,
    { intent: "save", ...values, ...bases, acceptLowContrast: "yes" },
    cookie,
  );
  if (response.status !== 200 || !response.text.includes('"changed"'))
    throw new Error(`save failed: ${response.status} ${response.text.slice(0, 200)}`);
  const changed = Number(/"changed",(\d+)/.exec(response.text)?.[1] ?? NaN);
  if (changed !== Object.keys(values).length) throw new Error(`save changed ${changed} of ${Object.keys(values).length} keys`);
  const steps = Object.fromEntries(
    [...String(response.headers["server-timing"] ?? "").matchAll(/([\w-]+);dur=([\d.]+)/g)].map((m) => [m[1], Number(m[2])]),
  );
  if (steps.save === undefined) throw new Error("no Server-Timing header on the save");
  return { wall: response.ms, server: steps.save, steps };
}

const INSURER_ADMIN = { email: "admin@insurer.example", password: "demo-insurer-admin", name: "Verzekeraar" };

/** A bench database made before staff accounts existed has no demo admin: make it the supported way. */
function ensureInsurerAdmin(database) {
  if (database.prepare("SELECT 1 FROM StaffAccount WHERE email = ?").get(INSURER_ADMIN.email)) return;
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/staff/create.ts", "--role", "admin", "--email", INSURER_ADMIN.email, "--name", INSURER_ADMIN.name],
    { cwd: root, stdio: "inherit", env: { ...process.env, DATABASE_URL: "file:./data/bench.db", STAFF_PASSWORD: INSURER_ADMIN.password } },
  );
  if (result.status !== 0) throw new Error("could not create the bench's insurer admin");
}

const stop = await startServer();
try {
  const database = new Database(join(root, "data/bench.db"), { readonly: true });
  ensureInsurerAdmin(database);
  const partnerId = database.prepare("SELECT id FROM Partner WHERE name = 'acme'").get().id;
  const keys = database
    .prepare("SELECT key FROM ColourKey ORDER BY key")
    .all()
    .map((row) => row.key);
  const cookie = await signIn();
  // The bench database is kept between runs: start with the palette acme does not have now.
  const [first, second] = palettes(keys);
  const current = database.prepare("SELECT value FROM PartnerColour WHERE partnerId = ? AND key = ?").get(partnerId, keys[0])?.value;
  const [a, b] = current === first[keys[0]] ? [second, first] : [first, second];
  // What the editor shows now (the partner's value, its fallback's, the default: theme.ts).
  const specs = database.prepare("SELECT key, defaultValue, fallbackKey FROM ColourKey").all();
  const own = new Map(
    database
      .prepare("SELECT key, value FROM PartnerColour WHERE partnerId = ?")
      .all(partnerId)
      .map((r) => [r.key, r.value]),
  );
  let shown = Object.fromEntries(
    specs.map((s) => [s.key, (own.get(s.key) ?? (s.fallbackKey ? own.get(s.fallbackKey) : undefined) ?? s.defaultValue).toLowerCase()]),
  );

  const server = [];
  const wall = [];
  const steps = {};
  for (let i = 0; i < WARM_UP + SAVES; i++) {
    const values = i % 2 === 0 ? a : b;
    const result = await save(cookie, partnerId, values, shown);
    shown = values;
    if (i < WARM_UP) continue;
    server.push(result.server);
    wall.push(result.wall);
    for (const [name, ms] of Object.entries(result.steps)) if (name !== "save") (steps[name] ??= []).push(ms);
  }
  const last = (WARM_UP + SAVES - 1) % 2 === 0 ? a : b;
  const stored = new Map(
    database
      .prepare("SELECT key, value FROM PartnerColour WHERE partnerId = ?")
      .all(partnerId)
      .map((r) => [r.key, r.value]),
  );
  const intact = keys.every((key) => stored.get(key) === last[key]);
  database.close();

  console.log("\nColour editor budget (production build, this machine)");
  console.log(`  ${SAVES} saves of all ${keys.length} colour keys of acme, every key changed each time (after ${WARM_UP} warm-up saves)`);
  console.log(describe("server time of the save (Server-Timing)", server) + "   (budget < 100 ms)");
  console.log(describe("whole request, as the client sees it", wall));
  const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  console.log(
    `  steps of the save, p50: ${Object.entries(steps)
      .map(([name, values]) => `${name} ${median(values).toFixed(1)} ms`)
      .join(", ")}`,
  );
  console.log(`  stored afterwards: ${intact ? "every key has the last palette's value" : "MISMATCH with the last palette"}`);
} finally {
  stop();
}
