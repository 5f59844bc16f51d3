// The embedded database has one connection per process. A request's write made while another
// request's transaction is open must survive that transaction rolling back.
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { setupDatabase } from "../../scripts/db/setup.mjs";

const file = path.resolve("data", `tx-test-${process.pid}.db`);
process.env.DATABASE_URL = `file:${file}`;
process.env.LOG_LEVEL = "silent";

const { db } = await import("~/server/db.server");

beforeAll(async () => {
  await setupDatabase({ DATABASE_URL: `file:${file}` });
}, 120_000);

afterAll(async () => {
  await db.$disconnect();
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
});

it("a plain write during another request's transaction survives its rollback", async () => {
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
  const plainWrite = db.rateLimitBucket.create({ data: { key: "tx-test:other-request", windowStart: new Date(0) } });
  expect(await failing).toBe("roll back");
  await plainWrite;
  expect(await db.rateLimitBucket.count({ where: { key: "tx-test:other-request" } })).toBe(1);
  expect(await db.rateLimitBucket.count({ where: { key: "tx-test:rolled-back" } })).toBe(0);
});

it("a plain read during a transaction sees only committed data", async () => {
  let inside!: () => void;
  const transactionOpen = new Promise<void>((resolve) => (inside = resolve));
  const committing = db.$transaction(async (tx) => {
    await tx.rateLimitBucket.create({ data: { key: "tx-test:later", windowStart: new Date(0) } });
    inside();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  await transactionOpen;
  const count = await db.rateLimitBucket.count({ where: { key: "tx-test:later" } });
  await committing;
  // The read waited for the commit: it sees the row whole, never half a transaction.
  expect(count).toBe(1);
});
