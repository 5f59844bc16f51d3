// What one customer may send (decision 0065): 5 claims a day and 500 MB of files a month,
// counted in Amsterdam time; at the limit the next claim is answered 429 with a translated
// message at the form or the file field, the typed fields come back and nothing is stored.
// Earlier use is written straight into the tables (sizes only: no bytes needed to count them).
// New files are found in the folder store. On a scratch database of its own
// (SQLite, or PostgreSQL in CI's second pass).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import { PNG_BYTES } from "../fixtures/uploads/files";

await testDatabase("upload-limits");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "upload-limits-test-secret";

const { db } = await import("~/server/platform/db.server");
const { config } = await import("~/server/platform/config.server");
const { quotaWindows, UPLOAD_MESSAGES, UPLOAD_QUOTAS } = await import("~/domain/platform/uploads");
const claims = await import("./support/claims");
type ClaimReply = import("./support/claims").ClaimReply;
type Customer = import("./support/claims").Customer;

const ACME = "acme.localhost";
const MB500 = 500 * 1024 * 1024;

let n = 0;

/** A claim the customer reported earlier, at createdAt, with one file of sizeBytes (metadata only). */
async function earlierClaim(owner: Customer, createdAt: Date, sizeBytes = 0) {
  n += 1;
  await db.claim.create({
    data: {
      number: `CL-LIMIT-${process.pid}-${n}-${randomBytes(3).toString("hex")}`,
      partnerId: (await db.partner.findUniqueOrThrow({ where: { name: "acme" } })).id,
      userId: owner.userId,
      policyId: owner.policyId,
      description: "eerder gemeld",
      occurredOn: "2026-01-01",
      createdAt,
      ...(sizeBytes > 0
        ? {
            files: {
              create: {
                fileName: "eerder.png",
                mimeType: "image/png",
                sizeBytes,
                storageKey: `claim-files/2026/01/${randomBytes(16).toString("hex")}`,
                createdAt,
              },
            },
          }
        : {}),
    },
  });
}

const claimCount = (owner: Customer) => db.claim.count({ where: { userId: owner.userId } });

describe("claims per day", () => {
  it("uses the spec-less limits of decision 0065 unless configured", () => {
    expect(UPLOAD_QUOTAS).toMatchObject({ CLAIMS_PER_DAY: 5, BYTES_PER_MONTH: MB500 });
    expect(config.files).toMatchObject({ claimsPerDay: 5, bytesPerMonth: MB500 });
  });

  it("gives the claims page the configured numbers for its quota messages", async () => {
    const { claimQuotaMessageValues } = await import("~/server/claims/claim-form.server");
    expect(claimQuotaMessageValues()).toEqual({ claimsPerDay: 5, megabytes: 500 });
    const saved = { ...config.files };
    try {
      Object.assign(config.files, { claimsPerDay: 3, bytesPerMonth: 200 * 1024 * 1024 });
      expect(claimQuotaMessageValues()).toEqual({ claimsPerDay: 3, megabytes: 200 });
    } finally {
      Object.assign(config.files, saved);
    }
  });

  it("takes the 5th claim of the day and answers the 6th 429 with the message on the form, keeping what was typed", async () => {
    const owner = await claims.customerWithPolicy("acme", ACME);
    const { dayStart } = quotaWindows(new Date());
    for (let i = 0; i < 4; i++) await earlierClaim(owner, dayStart); // midnight exactly counts as today
    const fifth = await claims.reportClaim(ACME, owner.cookie, claims.claimFields(owner.policyId), [
      { name: "schade.png", bytes: PNG_BYTES },
    ]);
    expect(fifth.status).toBe(302);
    expect(await claimCount(owner)).toBe(5);

    const files = await db.claimFile.count();
    const sixth = await claims.reportClaim(ACME, owner.cookie, claims.claimFields(owner.policyId, "Nog een schade vandaag"), [
      { name: "schade.png", bytes: PNG_BYTES },
    ]);
    expect(sixth.status).toBe(429);
    const reply = sixth.body as ClaimReply;
    expect(reply.result.error?.[""]).toEqual([UPLOAD_MESSAGES.claimsPerDay]);
    expect(reply.result.initialValue).toMatchObject({ description: "Nog een schade vandaag", policyId: owner.policyId });
    expect(await claimCount(owner)).toBe(5);
    expect(await db.claimFile.count()).toBe(files);
  });

  it("does not count yesterday's claims (one millisecond before midnight in Amsterdam)", async () => {
    const owner = await claims.customerWithPolicy("acme", ACME);
    const { dayStart } = quotaWindows(new Date());
    for (let i = 0; i < 5; i++) await earlierClaim(owner, new Date(dayStart.getTime() - 1));
    const today = await claims.reportClaim(ACME, owner.cookie, claims.claimFields(owner.policyId));
    expect(today.status).toBe(302);
  });
});

describe("bytes per month", () => {
  it("takes files up to 500 MB in the month exactly", async () => {
    const owner = await claims.customerWithPolicy("acme", ACME);
    const { monthStart } = quotaWindows(new Date());
    await earlierClaim(owner, monthStart, MB500 - PNG_BYTES.length);
    const answer = await claims.reportClaim(ACME, owner.cookie, claims.claimFields(owner.policyId), [
      { name: "schade.png", bytes: PNG_BYTES },
    ]);
    expect(answer.status).toBe(302);
    // The new file is in the folder store, not in the table.
    const row = await db.claimFile.findFirstOrThrow({ where: { claim: { userId: owner.userId }, fileName: "schade.png" } });
    expect(row.legacyData).toBeNull();
    expect(new Uint8Array(readFileSync(path.join(config.files.diskRoot, ...row.storageKey!.split("/"))))).toEqual(
      new Uint8Array(PNG_BYTES),
    );
    // Now at 500 MB exactly: a claim without files is still taken, one more byte of files is not.
    expect((await claims.reportClaim(ACME, owner.cookie, claims.claimFields(owner.policyId))).status).toBe(302);
  });

  it("answers one byte over 429 with the message at the file field, keeping what was typed and storing nothing", async () => {
    const owner = await claims.customerWithPolicy("acme", ACME);
    const { monthStart } = quotaWindows(new Date());
    await earlierClaim(owner, monthStart, MB500 - PNG_BYTES.length + 1);
    const before = { claims: await claimCount(owner), files: await db.claimFile.count() };
    const answer = await claims.reportClaim(ACME, owner.cookie, claims.claimFields(owner.policyId, "Storm op de 1e"), [
      { name: "schade.png", bytes: PNG_BYTES },
    ]);
    expect(answer.status).toBe(429);
    const reply = answer.body as ClaimReply;
    expect(reply.result.error?.files).toEqual([UPLOAD_MESSAGES.bytesPerMonth]);
    expect(reply.result.initialValue).toMatchObject({ description: "Storm op de 1e" });
    expect({ claims: await claimCount(owner), files: await db.claimFile.count() }).toEqual(before);
  });

  it("does not count last month's files (one millisecond before the 1st in Amsterdam)", async () => {
    const owner = await claims.customerWithPolicy("acme", ACME);
    const { monthStart } = quotaWindows(new Date());
    await earlierClaim(owner, new Date(monthStart.getTime() - 1), MB500);
    const answer = await claims.reportClaim(ACME, owner.cookie, claims.claimFields(owner.policyId), [
      { name: "schade.png", bytes: PNG_BYTES },
    ]);
    expect(answer.status).toBe(302);
  });

  it("counts only this customer's files on this partner", async () => {
    const full = await claims.customerWithPolicy("acme", ACME);
    await earlierClaim(full, quotaWindows(new Date()).monthStart, MB500);
    const other = await claims.customerWithPolicy("acme", ACME);
    expect(
      (await claims.reportClaim(ACME, other.cookie, claims.claimFields(other.policyId), [{ name: "schade.png", bytes: PNG_BYTES }])).status,
    ).toBe(302);
  });
});
