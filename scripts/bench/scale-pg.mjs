// At scale on PostgreSQL (issue 15 point 6): 100,000 customers with 1,000,000 policies, their
// invoices and inbox messages, generated in SQL; then signed-in customers at a steady 50 req/s
// on the account pages (policies, one policy, invoices, inbox) and an insurer admin on the users
// table, each page's p50/p99 latency beside the 50 ms budget, and the plan of every query those
// pages run (auto_explain in the server's sessions), flagging sequential scans on the big tables.
// Prints; asserts nothing.
//
// A scratch database (BENCH_PG_URL, default postgresql://postgres:postgres@localhost:5432/bench_scale)
// is made, migrated and seeded, and dropped afterwards unless BENCH_KEEP_DB=1 (then a second run
// with BENCH_REUSE_DB=1 skips the generation). Sizes scale with BENCH_SCALE (1 = the budget's).
// Usage: npm run bench:scale   (BENCH_SECONDS=20 per page)
import { spawn } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import pg from "pg";
import { root } from "../db/prisma.mjs";
import { setupDatabase } from "../db/setup.mjs";
import { buildIfStale, SERVER_NODE_FLAGS } from "../start.mjs";

const databaseUrl = process.env.BENCH_PG_URL ?? "postgresql://postgres:postgres@localhost:5432/bench_scale";
const scale = Number(process.env.BENCH_SCALE ?? 1);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3220);
const RATE = 50;
const WARM_UP_SECONDS = 5;
const BUDGET_MS = 50;
const CUSTOMERS = Math.round(100_000 * scale);
const POLICIES_PER_CUSTOMER = 10;
const INVOICES_PER_POLICY = Number(process.env.BENCH_INVOICES_PER_POLICY ?? 3);
const MESSAGES_PER_CUSTOMER = 5;
const SIGNED_IN = 1_000;
const PG_LOG = process.env.BENCH_PG_LOG ?? "/var/log/postgresql/postgresql-15-main.log";
const BIG_TABLES = ["User", "Policy", "Invoice", "InboxMessage", "Mandate", "Checkout", "Session"];

const dbName = new URL(databaseUrl).pathname.slice(1);
const adminUrl = Object.assign(new URL(databaseUrl), { pathname: "/postgres" }).toString();

async function sql(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

const seconds_ = (started) => ((performance.now() - started) / 1000).toFixed(1);

async function generate() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  const step = async (label, text) => {
    const at = performance.now();
    const result = await client.query(text);
    console.log(`  ${label.padEnd(16)} ${String(result.rowCount ?? "").padStart(9)} rows in ${seconds_(at)} s`);
  };
  try {
    const products = (await client.query(`SELECT id FROM "InsuranceProduct" ORDER BY id`)).rows.map((row) => row.id);
    if (products.length < POLICIES_PER_CUSTOMER)
      throw new Error(`the seed has ${products.length} products, fewer than ${POLICIES_PER_CUSTOMER}`);
    const productArray = `ARRAY[${products
      .slice(0, POLICIES_PER_CUSTOMER)
      .map((id) => `'${id}'`)
      .join(",")}]`;
    await client.query("SET synchronous_commit = off");
    // Customers spread over the demo partners that show invoices, created over three years.
    await step(
      "customers",
      `
      INSERT INTO "User" (id, "partnerId", email, "firstName", "lastName", "isGuest", language, "emailVerifiedAt", "createdAt", "updatedAt")
      SELECT 'bu' || g, p.ids[1 + g % array_length(p.ids, 1)], 'klant' || g || '@scale.example', 'Klant', 'Nummer ' || g, false, 'nl',
             now(), now() - (g % 1095) * interval '1 day', now()
      FROM generate_series(1, ${CUSTOMERS}) g, (SELECT array_agg(id ORDER BY name) ids FROM "Partner" WHERE NOT "hideInvoicesAndSupport") p`,
    );
    await step(
      "mandates",
      `
      INSERT INTO "Mandate" (id, "partnerId", "userId", reference, iban, "accountHolder", "signedOn", "createdAt", "updatedAt")
      SELECT 'bm' || u.g, u."partnerId", u.id, 'SCALE' || u.g, 'NL91ABNA0417164300', 'Klant ' || u.g, '2025-01-01', now(), now()
      FROM (SELECT id, "partnerId", substr(id, 3)::int g FROM "User" WHERE id LIKE 'bu%') u`,
    );
    await step(
      "checkouts",
      `
      INSERT INTO "Checkout" (id, "partnerId", "userId", "group", status, "completedAt", "createdAt", "updatedAt")
      SELECT 'bc' || substr(id, 3), "partnerId", id, 'business', 'completed', now(), now(), now() FROM "User" WHERE id LIKE 'bu%'`,
    );
    await step(
      "policies",
      `
      INSERT INTO "Policy" (id, number, "partnerId", "userId", "productId", "checkoutId", "mandateId", status, "startDate",
                            "netMonthlyCents", "grossMonthlyCents", answers, "createdAt", "updatedAt")
      SELECT 'bp' || u.g || '-' || k, 'SC' || lpad((u.g * 10 + k)::text, 9, '0'), u."partnerId", u.id, (${productArray})[k],
             'bc' || u.g, 'bm' || u.g, CASE WHEN k = 10 THEN 'cancelled' ELSE 'active' END,
             to_char(date '2024-01-01' + ((u.g + k) % 700), 'YYYY-MM-DD'), 1500 + k * 100, 1815 + k * 121, '{}'::jsonb,
             now() - ((u.g + k) % 700) * interval '1 day', now()
      FROM (SELECT id, "partnerId", substr(id, 3)::int g FROM "User" WHERE id LIKE 'bu%') u, generate_series(1, ${POLICIES_PER_CUSTOMER}) k`,
    );
    await step(
      "invoices",
      `
      INSERT INTO "Invoice" (id, number, "partnerId", "userId", "policyId", "amountCents", status, "periodStart", "periodEnd",
                             "dueDate", "billingKey", "createdAt", "updatedAt")
      SELECT p.id || '-' || m, p.number || '-' || m, p."partnerId", p."userId", p.id, p."grossMonthlyCents",
             CASE WHEN m = ${INVOICES_PER_POLICY} THEN 'processing' ELSE 'paid' END,
             to_char(date '2026-01-01' + (m - 1) * interval '1 month', 'YYYY-MM-DD'),
             to_char(date '2026-01-01' + m * interval '1 month' - interval '1 day', 'YYYY-MM-DD'),
             to_char(date '2026-01-01' + (m - 1) * interval '1 month', 'YYYY-MM-DD'), p.id || ':' || m, now(), now()
      FROM "Policy" p, generate_series(1, ${INVOICES_PER_POLICY}) m WHERE p.id LIKE 'bp%'`,
    );
    await step(
      "inbox messages",
      `
      INSERT INTO "InboxMessage" (id, "partnerId", "userId", subject, body, "readAt", "createdAt", "updatedAt")
      SELECT id || '-m' || m, "partnerId", id, 'Bericht ' || m, 'Je polis is bijgewerkt.', CASE WHEN m > 2 THEN now() END,
             now() - m * interval '1 day', now()
      FROM "User", generate_series(1, ${MESSAGES_PER_CUSTOMER}) m WHERE id LIKE 'bu%'`,
    );
    const at = performance.now();
    // As autovacuum would have left a table that has lived a while (visibility map, statistics),
    // and so that it does not start during the measurement.
    await client.query("VACUUM ANALYZE");
    console.log(`  ${"vacuum analyze".padEnd(16)} ${"".padStart(9)}      in ${seconds_(at)} s`);
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

/** Signed cookies for some customers and the insurer admin, with their sessions on the server. */
async function cookies() {
  process.env.DATABASE_URL = databaseUrl;
  const { createServerSession } = await import("../../app/server/platform/session.server.ts");
  const { sessionStorage } = await import("../../app/server/platform/cookies.server.ts");
  const { startStaffSession } = await import("../../app/server/staff/staff-auth.server.ts");
  const { db } = await import("../../app/server/platform/db.server.ts");
  const users = await db.$queryRawUnsafe(`SELECT id FROM "User" WHERE id LIKE 'bu%' ORDER BY md5(id) LIMIT ${SIGNED_IN}`);
  const customers = [];
  for (const { id } of users) {
    const token = await createServerSession({ kind: "customer", userId: id }, { proven: true, lifetimeMs: 3_600_000 });
    const session = await sessionStorage.getSession();
    session.set("userId", id);
    session.set("sid", token);
    const policy = await db.policy.findFirstOrThrow({
      where: { userId: id },
      select: { id: true, partner: { select: { name: true, isDefault: true } } },
    });
    const host = policy.partner.isDefault ? `localhost:${port}` : `${policy.partner.name}.localhost:${port}`;
    customers.push({
      index: customers.length,
      cookie: (await sessionStorage.commitSession(session)).split(";")[0],
      policyId: policy.id,
      host,
    });
  }
  const admin = await db.staffAccount.findUniqueOrThrow({ where: { email: "admin@insurer.example" }, select: { id: true } });
  const staff = (await startStaffSession(admin.id)).split(";")[0];
  await db.$disconnect();
  return { customers, staff };
}

function startServer() {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SECURE_COOKIES: "false",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return server;
}

async function waitForHealth() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

// One keep-alive connection pool per browser, as real visitors have: a single shared pool would
// send nearly every request down the one connection freed last, so to one worker process of the
// cluster (which hands out connections, not requests), and measure one core instead of the site.
const browsers = new Map();
function browser(who) {
  let agent = browsers.get(who);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    browsers.set(who, agent);
  }
  return agent;
}

/** One page as a browser gets it, under the partner's host name (fetch would not send a Host of ours). */
function get(path, host, cookie, who = 0) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path, agent: browser(who), headers: { host, cookie, "accept-encoding": "gzip" } },
      (response) => {
        response.resume();
        response.on("end", () =>
          response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${path}: HTTP ${response.statusCode}`)),
        );
      },
    );
    request.on("error", reject);
  });
}

/** An open-loop steady rate: a request every 1000/RATE ms whatever the answers take. */
async function steady(label, next, duration = seconds) {
  const latencies = [];
  const errors = [];
  const interval = 1000 / RATE;
  const total = Math.round(duration * RATE);
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const { path, host, cookie, who } = next(i);
    pending.push(
      get(path, host, cookie, who).then(
        (ms) => latencies.push(ms),
        (error) => errors.push(error.message),
      ),
    );
  }
  await Promise.all(pending);
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  const rate = total / ((performance.now() - started) / 1000);
  return { label, rate, p50: at(50), p99: at(99), max: sorted.at(-1), errors };
}

/** A JSON plan as indented text: node, relation, index and conditions. */
function planText(node, depth = 0) {
  const what = [
    node["Node Type"],
    node["Relation Name"] && `on "${node["Relation Name"]}"`,
    node["Index Name"] && `using "${node["Index Name"]}"`,
  ]
    .filter(Boolean)
    .join(" ");
  const conditions = ["Index Cond", "Hash Cond", "Join Filter", "Filter"].filter((key) => node[key]).map((key) => `${key}: ${node[key]}`);
  const lines = [`${"  ".repeat(depth)}${what}${conditions.length ? `  (${conditions.join("; ")})` : ""}`];
  for (const child of node.Plans ?? []) lines.push(...planText(child, depth + 1));
  return lines;
}

/**
 * Plans auto_explain wrote to the server log since `from` (JSON format, so that a query over
 * several lines cannot be mistaken for its plan), one per distinct statement.
 */
function plansSince(from) {
  if (!existsSync(PG_LOG)) return null;
  const text = readFileSync(PG_LOG, "utf8").slice(from);
  const plans = new Map();
  for (const match of text.matchAll(/duration: [\d.]+ ms\s+plan:\n((?:\t.*\n?)+)/g)) {
    let entry;
    try {
      entry = JSON.parse(match[1].replace(/^\t/gm, ""));
    } catch {
      continue;
    }
    const query = String(entry["Query Text"] ?? "")
      .replace(/\s+/g, " ")
      .trim();
    if (
      !/"(User|Policy|Invoice|InboxMessage|Session|Partner|Mandate|Claim|InsuranceProduct|CartItem|Answer|Refund|CheckedInInsurance)"/.test(
        query,
      )
    )
      continue;
    const key = query.replace(/\$\d+/g, "?").slice(0, 400);
    if (!plans.has(key)) plans.set(key, { query, plan: planText(entry.Plan).join("\n") });
  }
  return [...plans.values()];
}

// ------------------------------------------------------------------------------------------

const wall = performance.now();
const reuse = process.env.BENCH_REUSE_DB === "1";
if (!reuse) {
  await sql(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await sql(adminUrl, `CREATE DATABASE "${dbName}"`);
  await setupDatabase({ DATABASE_URL: databaseUrl });
  console.log(
    `\nGenerating ${CUSTOMERS} customers, ${CUSTOMERS * POLICIES_PER_CUSTOMER} policies, ${CUSTOMERS * POLICIES_PER_CUSTOMER * INVOICES_PER_POLICY} invoices, ${CUSTOMERS * MESSAGES_PER_CUSTOMER} inbox messages in SQL`,
  );
  const took = await generate();
  console.log(`  generated in ${took.toFixed(0)} s`);
}
const counts = (
  await sql(
    databaseUrl,
    `SELECT (SELECT count(*) FROM "User") users, (SELECT count(*) FROM "Policy") policies, (SELECT count(*) FROM "Invoice") invoices, (SELECT count(*) FROM "InboxMessage") messages`,
  )
).rows[0];
const { customers, staff } = await cookies();
buildIfStale();
// Plans of every statement the server's sessions run (auto_explain, superuser only).
await sql(adminUrl, `ALTER DATABASE "${dbName}" SET session_preload_libraries = 'auto_explain'`);
await sql(adminUrl, `ALTER DATABASE "${dbName}" SET auto_explain.log_min_duration = 0`);
await sql(adminUrl, `ALTER DATABASE "${dbName}" SET auto_explain.log_analyze = off`);
await sql(adminUrl, `ALTER DATABASE "${dbName}" SET auto_explain.log_format = json`);
const server = startServer();
const results = [];
let plans = null;
try {
  await waitForHealth();
  const adminHost = `localhost:${port}`;
  // Each customer is a browser of their own; the admin's requests come from 20 staff browsers.
  const PAGES = [
    ["my policies", (c) => ({ path: "/user/policies", host: c.host, cookie: c.cookie, who: c.index })],
    ["one policy", (c) => ({ path: `/user/policies/${c.policyId}`, host: c.host, cookie: c.cookie, who: c.index })],
    ["my invoices", (c) => ({ path: "/user/invoices", host: c.host, cookie: c.cookie, who: c.index })],
    ["my inbox", (c) => ({ path: "/user/inbox", host: c.host, cookie: c.cookie, who: c.index })],
    [
      "admin users table",
      (_c, i) => ({
        path: `/admin/users?page=${1 + (i % 200)}&sort=${["created", "email", "lastName", "partner"][i % 4]}`,
        host: adminHost,
        cookie: staff,
        who: `staff${i % 20}`,
      }),
    ],
  ];
  // One request per page with the log watched: the plans. Then warm up and measure.
  const logFrom = existsSync(PG_LOG) ? statSync(PG_LOG).size : 0;
  for (const [, page] of PAGES) {
    const { path, host, cookie } = page(customers[0], 0);
    await get(path, host, cookie);
  }
  await new Promise((r) => setTimeout(r, 500));
  plans = plansSince(logFrom);
  await sql(adminUrl, `ALTER DATABASE "${dbName}" RESET session_preload_libraries`);
  await sql(adminUrl, `ALTER DATABASE "${dbName}" RESET auto_explain.log_min_duration`);
  await sql(adminUrl, `ALTER DATABASE "${dbName}" RESET auto_explain.log_analyze`);
  await sql(adminUrl, `ALTER DATABASE "${dbName}" RESET auto_explain.log_format`);
  // New connections now skip auto_explain; the server's pool keeps its old ones, so restart it.
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  const measured = startServer();
  try {
    await waitForHealth();
    // The customers' browsers are connected already, as after the sign-in page.
    for (let from = 0; from < customers.length; from += 20) {
      await Promise.all(customers.slice(from, from + 20).map((c) => get("/healthz", c.host, c.cookie, c.index)));
    }
    for (const [label, page] of PAGES) {
      // Warm up at the measured rate, not one by one: each worker's JIT, its Prisma query
      // compiler and as many database connections as the rate needs, so the figures are the
      // steady state's. Not counted.
      await steady(label, (i) => page(customers[(i * 104729) % customers.length], i), WARM_UP_SECONDS);
      results.push(await steady(label, (i) => page(customers[(i * 7919) % customers.length], i)));
    }
  } finally {
    measured.kill("SIGTERM");
  }
} finally {
  server.kill("SIGTERM");
  if (process.env.BENCH_KEEP_DB !== "1") await sql(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
}

const f = (ms) => ms.toFixed(1).padStart(6);
console.log(`\nAccount pages at scale on PostgreSQL (production build, this machine)`);
console.log(
  `  data: ${counts.users} users, ${counts.policies} policies, ${counts.invoices} invoices, ${counts.messages} inbox messages; ${customers.length} signed-in customers`,
);
console.log(`  steady ${RATE} req/s for ${seconds} s per page, latency p50 / p99 / max in ms (budget p99 <= ${BUDGET_MS} ms):`);
for (const r of results) {
  console.log(
    `  ${r.label.padEnd(18)} ${r.rate.toFixed(0).padStart(3)} req/s  ${f(r.p50)} /${f(r.p99)} /${f(r.max)}   ${r.p99 <= BUDGET_MS ? "within budget" : "OVER BUDGET"}${r.errors.length ? `  errors ${r.errors.length}: ${r.errors[0]}` : ""}`,
  );
}
if (plans === null) {
  console.log(`\n  (no plans: ${PG_LOG} is not readable; set BENCH_PG_LOG)`);
} else {
  const scans = plans.filter(({ plan }) => BIG_TABLES.some((table) => new RegExp(`Seq Scan on "?${table}"?\\b`).test(plan)));
  console.log(`\nQuery plans of those pages (${plans.length} distinct statements; sequential scans on big tables: ${scans.length})`);
  for (const { query, plan } of plans) {
    console.log(`\n  ${query.slice(0, 300)}${query.length > 300 ? " …" : ""}`);
    console.log(
      plan
        .split("\n")
        .map((line) => `    ${line.trim() ? line : ""}`)
        .join("\n"),
    );
  }
}
console.log(`\nwall time ${((performance.now() - wall) / 1000).toFixed(0)} s`);
