// Another process on the same SQLite file (as a second cluster worker is): for a while, runs
// transactions that read and then write, and prints how many failed.
const rounds = Number(process.argv[2] ?? 200);
import { db } from "~/server/platform/db.server";
let failed = 0;
await db.rateLimitBucket.count();
console.log("ready");
for (let i = 0; i < rounds; i++) {
  try {
    await db.$transaction(async (tx) => {
      await tx.rateLimitBucket.count();
      await tx.rateLimitBucket.create({ data: { key: `contender:${process.pid}:${i}`, windowStart: new Date(0) } });
    });
  } catch {
    failed += 1;
  }
}
console.log(JSON.stringify({ failed }));
await db.$disconnect();
