// Budget of the billing run (issue 14): a billing run over 100,000 active policies on PostgreSQL
// in under 60 seconds, memory flat. On a scratch database (created, migrated and seeded like
// scripts/db/setup.mjs does, dropped afterwards unless BENCH_KEEP_DB=1) it writes 100,000
// customers, mandates and active policies in SQL (generate_series), then times one runBilling
// that makes every policy's invoice and collects all of them (pain.008 files), sampling the
// process's RSS every 100 ms. Prints the figures beside the budget; asserts nothing.
// Usage: npm run bench:billing   (BENCH_PG_URL: a PostgreSQL server to create the scratch
// database on, default postgresql://postgres:postgres@localhost:5432/postgres; BENCH_POLICIES)
import pg from "pg";

const serverUrl = process.env.BENCH_PG_URL ?? "postgresql://postgres:postgres@localhost:5432/postgres";
const POLICIES = Number(process.env.BENCH_POLICIES ?? 100_000);
const BUDGET_SECONDS = 60;
const RUN_DATE = "2030-01-31";
const database = `bench_billing_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const mb = (bytes) => Math.round(bytes / 1024 / 1024);

await admin(`CREATE DATABASE "${database}"`);
let failed = false;
let appDb = null;
try {
  process.env.DATABASE_URL = databaseUrl;
  process.env.LOG_LEVEL = "silent";
  const { setupDatabase } = await import("../db/setup.mjs");
  await setupDatabase({ DATABASE_URL: databaseUrl });

  // ------------------------------------------------------------------------------------------
  // Data: one partner, 100,000 customers each with a mandate and an active policy starting in
  // January 2030 (start days 1-28), so a run on 31 January invoices and collects every one.
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(`SELECT "id" FROM "InsuranceProduct" ORDER BY "id" LIMIT 1`);
  const productId = rows[0].id;
  await client.query(
    `INSERT INTO "Partner" ("id", "name", "displayName", "updatedAt") VALUES ('bench-partner', 'bench-billing', 'Bench billing', now())`,
  );
  const ibans = ["NL91ABNA0417164300", "NL20INGB0001234567", "NL44RABO0123456789", "NL02ABNA0123456789"];
  const steps = [
    [
      `INSERT INTO "User" ("id", "partnerId", "email", "isGuest", "firstName", "lastName", "updatedAt")
       SELECT 'bu' || g, 'bench-partner', 'bench' || g || '@bench.example', false, 'Bench', 'Klant ' || g, now() FROM generate_series(1, $1) g`,
      [POLICIES],
    ],
    [
      `INSERT INTO "Checkout" ("id", "partnerId", "userId", "group", "status", "updatedAt")
       SELECT 'bc' || g, 'bench-partner', 'bu' || g, 'business', 'completed', now() FROM generate_series(1, $1) g`,
      [POLICIES],
    ],
    [
      `INSERT INTO "Mandate" ("id", "partnerId", "userId", "reference", "iban", "accountHolder", "signedOn", "updatedAt")
       SELECT 'bm' || g, 'bench-partner', 'bu' || g, 'MND-B-' || g, ($2::text[])[1 + g % 4], 'Bench Klant ' || g, '2030-01-01', now() FROM generate_series(1, $1) g`,
      [POLICIES, ibans],
    ],
    [
      `INSERT INTO "Policy" ("id", "number", "partnerId", "userId", "productId", "checkoutId", "mandateId", "status", "startDate", "netMonthlyCents", "grossMonthlyCents", "answers", "updatedAt")
       SELECT 'bp' || g, 'POL-B-' || g, 'bench-partner', 'bu' || g, $2, 'bc' || g, 'bm' || g, 'active',
              '2030-01-' || lpad((1 + g % 28)::text, 2, '0'), 1000 + g % 5000, 1000 + g % 5000, '[]'::jsonb, now()
       FROM generate_series(1, $1) g`,
      [POLICIES, productId],
    ],
  ];
  for (const [sql, params] of steps) await client.query(sql, params);
  await client.query("ANALYZE");
  await client.end();
  const fillSeconds = (performance.now() - started) / 1000;

  // ------------------------------------------------------------------------------------------
  // The run, with RSS sampled every 100 ms
  const { runBilling } = await import("../../app/server/billing/billing-run.server.ts");
  const { db } = await import("../../app/server/platform/db.server.ts");
  appDb = db;
  await db.partner.count(); // connect before measuring
  const rss = { start: process.memoryUsage().rss, peak: 0, end: 0 };
  rss.peak = rss.start;
  const samples = [];
  const sampler = setInterval(() => {
    const now = process.memoryUsage().rss;
    samples.push(now);
    rss.peak = Math.max(rss.peak, now);
  }, 100);
  const runStarted = performance.now();
  const summary = await runBilling(RUN_DATE);
  const seconds = (performance.now() - runStarted) / 1000;
  clearInterval(sampler);
  rss.end = process.memoryUsage().rss;
  rss.peak = Math.max(rss.peak, rss.end);
  // The first batches load the query engine and warm up: "flat" compares the peak with the
  // process once warm (a tenth into the run), not with the idle process before it.
  const warm = samples[Math.floor(samples.length / 10)] ?? rss.start;
  const secondHalfPeak = Math.max(...samples.slice(Math.floor(samples.length / 2)), rss.end);
  const firstHalfPeak = Math.max(...samples.slice(0, Math.floor(samples.length / 2)), warm);
  const again = performance.now();
  const second = await runBilling(RUN_DATE);
  const secondSeconds = (performance.now() - again) / 1000;
  await db.$disconnect();

  console.log(`data: ${POLICIES.toLocaleString("en")} customers, mandates and active policies written in ${fillSeconds.toFixed(1)} s`);
  console.log(
    `run ${RUN_DATE}: ${summary.invoicesMade} invoices made, ${summary.files.length} files, ${summary.debits} debits (EUR ${(summary.debitCents / 100).toFixed(2)}), skipped ${JSON.stringify(summary.skippedCounts)}`,
  );
  console.log(
    `billing run over ${POLICIES.toLocaleString("en")} active policies on PostgreSQL: ${seconds.toFixed(1)} s (budget ${BUDGET_SECONDS} s); ` +
      `RSS start/warm/peak/end ${mb(rss.start)}/${mb(warm)}/${mb(rss.peak)}/${mb(rss.end)} MB ` +
      `(${secondHalfPeak - firstHalfPeak < 64 * 1024 * 1024 ? "flat" : "grows"}: peak of the first half ${mb(firstHalfPeak)} MB, of the second ${mb(secondHalfPeak)} MB)`,
  );
  console.log(`second run, same day: ${second.invoicesMade} invoices, ${second.debits} debits in ${secondSeconds.toFixed(1)} s`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await appDb?.$disconnect().catch(() => {});
  if (process.env.BENCH_KEEP_DB !== "1") {
    // The pool of the app's client is closed; drop whatever connection is left.
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((error) =>
      console.error(`could not drop ${database}: ${error.message}`),
    );
  } else console.log(`kept ${databaseUrl}`);
}
process.exit(failed ? 1 : 0);
