// Uploads must not stall the site (issue 29, decision 0065): one customer posts a claim with ten
// 24 MB files while another client asks for /welcome every 250 ms. Prints the welcome's latency
// during the upload (budget: p99 < 1 s) and the server's resident memory before, at its peak and
// after (budget: < 100 MB growth, back within 50 MB). One server process (WEB_CONCURRENCY=1), so
// the upload and the other visitor share it, as they would share a worker. Three posts in a row
// (BENCH_ROUNDS) for enough welcome samples. Prints; asserts nothing.
// Usage: npm run bench:uploads   (BENCH_PORT, default 3230)
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { root } from "../db/prisma.mjs";
import { setupDatabase } from "../db/setup.mjs";
import { buildIfStale, SERVER_NODE_FLAGS } from "../start.mjs";

const port = Number(process.env.BENCH_PORT ?? 3230);
const databaseUrl = "file:./data/bench-uploads.db";
const filesDir = "data/bench-upload-files";
const host = `acme.localhost:${port}`;
const FILES = 10;
const FILE_BYTES = 24 * 1024 * 1024;
const POLL_MS = 250;
const SETTLE_MS = 5_000;
/** Posts one after another, for more /welcome samples; the server's monthly allowance is raised to take them. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(join(root, `data/bench-uploads.db${suffix}`), { force: true });
rmSync(join(root, filesDir), { recursive: true, force: true });
await setupDatabase({ DATABASE_URL: databaseUrl, FILE_STORAGE_DIR: filesDir });
buildIfStale();

// A customer with a policy, bought as the funnel buys one (the integration tests' harness).
process.env.DATABASE_URL = databaseUrl;
process.env.LOG_LEVEL = "silent";
const harness = await import("../../tests/integration/support/funnel-harness.ts");
const paymentRoute = await import("../../app/routes/checkout/checkout-payment.tsx");
const { todayInAmsterdam } = await import("../../app/domain/platform/validation.ts");
const { db } = await import("../../app/server/platform/db.server.ts");
const buyer = await harness.readyForPayment("acme", ["business-liability"]);
const paid = await harness.answerOf(() =>
  paymentRoute.action(
    harness.args(
      harness.postForm(
        "acme.localhost",
        "/checkout/payment",
        { start_date: todayInAmsterdam(), iban_number: harness.dutchIban("ABNA", "417164300"), consent: "on" },
        buyer.cookie,
      ),
    ),
  ),
);
if (paid.status !== 302) throw new Error(`the purchase failed: ${paid.status}`);
const policy = await db.policy.findFirstOrThrow({ where: { userId: buyer.userId }, select: { id: true } });

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.mjs"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    FILE_STORAGE_DIR: filesDir,
    SECURE_COOKIES: "false",
    WEB_CONCURRENCY: "1",
    LOG_LEVEL: "warn",
    UPLOAD_BYTES_PER_MONTH: String(ROUNDS * FILES * FILE_BYTES),
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

function request(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get({ host: "127.0.0.1", port, path, headers: { host, ...headers } }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode, ms: performance.now() - started }));
    });
    req.on("error", reject);
  });
}

for (let i = 0; ; i++) {
  try {
    if ((await request("/healthz")).status === 200) break;
  } catch {
    if (i > 100) throw new Error("server did not start");
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** Resident memory of the server process, in MB (Linux). */
function rssMb() {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

// Warm the pages up, then take the baseline.
for (let i = 0; i < 20; i++) await request("/welcome");
await new Promise((resolve) => setTimeout(resolve, 1_000));
const before = rssMb();

let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
const latencies = [];
let polling = true;
const poller = (async () => {
  while (polling) {
    const next = performance.now() + POLL_MS;
    latencies.push((await request("/welcome")).ms);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
})();

/** The claim form as a browser sends it, generated while it is sent: ten 24 MB PNG-headed files. */
function postClaim() {
  const boundary = `----bench${Date.now()}`;
  const field = (name, value) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field("policyId", policy.id) +
    field("description", "Stormschade aan het dak en de werkplaats") +
    field("occurredOn", todayInAmsterdam());
  const fileHead = (i) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="foto-${i + 1}.png"\r\nContent-Type: image/png\r\n\r\n`;
  const tail = `--${boundary}--\r\n`;
  const chunk = Buffer.alloc(1024 * 1024, 7);
  const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
  let length = Buffer.byteLength(head) + Buffer.byteLength(tail);
  for (let i = 0; i < FILES; i++) length += Buffer.byteLength(fileHead(i)) + FILE_BYTES + 2;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/user/claims",
        headers: {
          host,
          cookie: buyer.cookie,
          origin: `http://${host}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(length),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode, location: response.headers.location, seconds: (performance.now() - started) / 1000 }),
        );
      },
    );
    req.on("error", reject);
    (async () => {
      const write = (data) => (req.write(data) ? undefined : new Promise((r) => req.once("drain", r)));
      await write(head);
      for (let i = 0; i < FILES; i++) {
        await write(fileHead(i));
        await write(Buffer.concat([png, chunk.subarray(png.length)]));
        for (let sent = chunk.length; sent < FILE_BYTES; sent += chunk.length) await write(chunk);
        await write("\r\n");
      }
      req.end(tail);
    })().catch(reject);
  });
}

const uploads = [];
for (let round = 0; round < ROUNDS; round++) uploads.push(await postClaim());
const duringUpload = latencies.length;
await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
polling = false;
await poller;
clearInterval(sampler);
const after = rssMb();
const stored = await db.claimFile.findMany({ where: { claim: { userId: buyer.userId } }, select: { sizeBytes: true, storageKey: true } });
await db.$disconnect();
stop();

const sorted = latencies.slice(0, duringUpload).sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const fmt = (ms) => `${ms.toFixed(0)} ms`;
for (const upload of uploads)
  console.log(
    `upload: ${FILES} files of ${FILE_BYTES / 1024 / 1024} MB, answered ${upload.status} (${upload.location ?? "-"}) in ${upload.seconds.toFixed(1)} s`,
  );
console.log(
  `stored: ${stored.length} files, ${(stored.reduce((sum, f) => sum + f.sizeBytes, 0) / 1024 / 1024).toFixed(0)} MB, all in the file store: ${stored.every((f) => f.storageKey)}`,
);
console.log(
  `/welcome every ${POLL_MS} ms during the ${ROUNDS} uploads: ${sorted.length} requests, p50 ${fmt(at(0.5))}, p99 ${fmt(at(0.99))}, max ${fmt(sorted.at(-1))}   (budget p99 < 1000 ms)`,
);
console.log(
  `server memory (RSS): before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)}), ${SETTLE_MS / 1000} s after ${after.toFixed(0)} MB (+${(after - before).toFixed(0)})   (budget: growth < 100 MB, back within 50 MB)`,
);
rmSync(join(root, filesDir), { recursive: true, force: true });
