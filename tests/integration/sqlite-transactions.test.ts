// The embedded database has one connection per process. A request's write made while another
// request's transaction is open must survive that transaction rolling back.
import { spawn } from "node:child_process";
import { expect, it } from "vitest";
import { sqliteTestDatabase } from "../support/test-database";

const databaseUrl = sqliteTestDatabase("sqlite-transactions");
process.env.LOG_LEVEL = "silent";

const { db } = await import("~/server/platform/db.server");

it("a plain write during another request's transaction survives its rollback", async () => {
  await db.rateLimitBucket.create({ data: { key: "tx-test:seeded", windowStart: new Date(0) } });
  let inside!: () => void;
  const transactionOpen = new Promise<void>((resolve) => (inside = resolve));
  const failing = db
    .$transaction(async (tx) => {
      await tx.rateLimitBucket.create({ data: { key: "tx-test:rolled-back", windowStart: new Date(0) } });
      inside();
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error("roll back");
    })
    .catch((error: Error) => error.message);
  await transactionOpen;
  // Writes of every kind: a single create, an update and plain SQL.
  const plainWrite = Promise.all([
    db.rateLimitBucket.create({ data: { key: "tx-test:other-request", windowStart: new Date(0) } }),
    db.rateLimitBucket.updateMany({ where: { key: "tx-test:seeded" }, data: { count: 7 } }),
    db.$executeRaw`INSERT INTO "RateLimitBucket" ("key", "windowStart", "count") VALUES ('tx-test:raw', ${new Date(0)}, 1)`,
  ]);
  expect(await failing).toBe("roll back");
  await plainWrite;
  expect(await db.rateLimitBucket.count({ where: { key: "tx-test:other-request" } })).toBe(1);
  expect(await db.rateLimitBucket.count({ where: { key: "tx-test:raw" } })).toBe(1);
  expect((await db.rateLimitBucket.findFirstOrThrow({ where: { key: "tx-test:seeded" } })).count).toBe(7);
  expect(await db.rateLimitBucket.count({ where: { key: "tx-test:rolled-back" } })).toBe(0);
});

/** The contender script in its own process: ready when it starts its transactions; done with how many failed. */
function contender(rounds: number): { ready: Promise<void>; done: Promise<number> } {
  let isReady!: () => void;
  const ready = new Promise<void>((resolve) => (isReady = resolve));
  const done = new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/integration/support/sqlite-contender.ts", String(rounds)], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += String(chunk);
      if (out.includes("ready")) isReady();
    });
    child.on("error", reject);
    child.on("exit", () => {
      try {
        resolve((JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as { failed: number }).failed);
      } catch (error) {
        reject(error);
      }
    });
  });
  return { ready, done };
}

it("transactions that read and then write succeed while another process does the same", async () => {
  // Two worker processes of one server share the file. A transaction that began by reading
  // cannot write once the other process has written meanwhile (SQLITE_BUSY at once, no wait):
  // transactions take the write lock when they begin, so they wait for each other instead.
  const other = contender(300);
  await other.ready;
  let failed = 0;
  for (let i = 0; i < 300; i++) {
    try {
      await db.$transaction(async (tx) => {
        await tx.rateLimitBucket.count();
        await tx.rateLimitBucket.create({ data: { key: `contender:test:${i}`, windowStart: new Date(0) } });
      });
    } catch {
      failed += 1;
    }
  }
  expect({ here: failed, there: await other.done }).toEqual({ here: 0, there: 0 });
  expect(await db.rateLimitBucket.count({ where: { key: { startsWith: "contender:" } } })).toBe(600);
}, 60_000);
