// Claim files in S3-compatible object storage (decision 0065): a local S3 server (s3rver)
// started by this test stands in for the real one; the app talks to it with the AWS SDK as it
// would to AWS or MinIO. A claim's files are objects in the bucket, never bytes in a table; the
// owner downloads them, another customer or partner is refused. On a scratch database
// of its own (SQLite, or PostgreSQL in CI's second pass).
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import { PDF_BYTES, PNG_BYTES } from "../fixtures/uploads/files";

/** A port nobody listens on now, for the S3 server. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const s3Folder = mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
const port = await freePort();
const BUCKET = "claim-files-test";
await testDatabase("file-store-s3");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "file-store-s3-test-secret";
Object.assign(process.env, {
  FILE_STORAGE: "s3",
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
});

const { db } = await import("~/server/platform/db.server");
const { fileStore } = await import("~/server/platform/file-store.server");
const { moveFilesToStore } = await import("~/server/platform/move-files-to-store.server");
const claims = await import("./support/claims");

const s3server = new S3rver({ port, address: "127.0.0.1", silent: true, directory: s3Folder });
const s3 = new S3Client({
  region: "us-east-1",
  endpoint: `http://127.0.0.1:${port}`,
  forcePathStyle: true,
  credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
});

beforeAll(async () => {
  await s3server.run();
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
}, 120_000);

afterAll(async () => {
  await s3server.close();
  rmSync(s3Folder, { recursive: true, force: true });
});

async function objectBytes(key: string): Promise<Uint8Array> {
  const answer = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return answer.Body!.transformToByteArray();
}

describe("claim files in S3", () => {
  it("stores a claim's files as objects in the bucket, with key, size and checksum in the row and no bytes in the table", async () => {
    expect(fileStore().kind).toBe("s3");
    const owner = await claims.customerWithPolicy("acme", "acme.localhost");
    const answer = await claims.reportClaim("acme.localhost", owner.cookie, claims.claimFields(owner.policyId), [
      { name: "schade.png", bytes: PNG_BYTES, type: "image/png" },
      { name: "rapport.pdf", bytes: PDF_BYTES, type: "application/pdf" },
    ]);
    expect(answer.status).toBe(302);
    const rows = await db.claimFile.findMany({ where: { claim: { userId: owner.userId } }, orderBy: { fileName: "asc" } });
    expect(rows.map((row) => [row.fileName, row.mimeType, row.sizeBytes, row.legacyData])).toEqual([
      ["rapport.pdf", "application/pdf", PDF_BYTES.length, null],
      ["schade.png", "image/png", PNG_BYTES.length, null],
    ]);
    for (const row of rows) expect(row.storageKey).toMatch(/^claim-files\/\d{4}\/\d{2}\/[a-f0-9]{32}$/);
    expect(await objectBytes(rows[1]!.storageKey!)).toEqual(new Uint8Array(PNG_BYTES));
    expect(await objectBytes(rows[0]!.storageKey!)).toEqual(new Uint8Array(PDF_BYTES));
    expect(rows[1]!.sha256).toBe(createHash("sha256").update(PNG_BYTES).digest("hex"));
  });

  it("lets the owner download a file from the bucket and refuses another customer and another partner", async () => {
    const owner = await claims.customerWithPolicy("acme", "acme.localhost");
    const sameSite = await claims.customerWithPolicy("acme", "acme.localhost");
    const otherPartner = await claims.customerWithPolicy("boekfix", "boekfix.localhost");
    expect(
      (
        await claims.reportClaim("acme.localhost", owner.cookie, claims.claimFields(owner.policyId), [
          { name: "schade.png", bytes: PNG_BYTES },
        ])
      ).status,
    ).toBe(302);
    const row = await db.claimFile.findFirstOrThrow({ where: { claim: { userId: owner.userId } }, select: { id: true, claimId: true } });

    const own = await claims.downloadClaimFile("acme.localhost", owner.cookie, row.claimId, row.id);
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("image/png");
    expect(own.headers.get("Content-Length")).toBe(String(PNG_BYTES.length));
    expect(own.body).toBeTypeOf("string"); // the bytes arrived (as text, through the harness)

    expect((await claims.downloadClaimFile("acme.localhost", sameSite.cookie, row.claimId, row.id)).status).toBe(404);
    // Another partner's customer: not signed in on this host at all.
    expect((await claims.downloadClaimFile("acme.localhost", otherPartner.cookie, row.claimId, row.id)).status).toBe(302);
    expect((await claims.downloadClaimFile("boekfix.localhost", otherPartner.cookie, row.claimId, row.id)).status).toBe(404);
  });

  it("moves claim files and logos kept in the database by an earlier version into the bucket", async () => {
    const owner = await claims.customerWithPolicy("acme", "acme.localhost");
    const claim = await db.claim.create({
      data: {
        number: `CL-LEGACY-${process.pid}-${Date.now()}`,
        partnerId: (await db.partner.findUniqueOrThrow({ where: { name: "acme" } })).id,
        userId: owner.userId,
        policyId: owner.policyId,
        description: "Opgeslagen door een eerdere versie",
        occurredOn: "2026-11-01",
        files: {
          create: { fileName: "oud.png", mimeType: "image/png", sizeBytes: PNG_BYTES.length, legacyData: new Uint8Array(PNG_BYTES) },
        },
      },
      include: { files: true },
    });
    const moved = await moveFilesToStore(db);
    expect(moved.claimFiles).toBeGreaterThanOrEqual(1);
    const row = await db.claimFile.findUniqueOrThrow({ where: { id: claim.files[0]!.id } });
    expect(row.legacyData).toBeNull();
    expect(row.storageKey).toMatch(/^claim-files\//);
    expect(await objectBytes(row.storageKey!)).toEqual(new Uint8Array(PNG_BYTES));
    // Nothing is left to move.
    expect(await db.claimFile.count({ where: { legacyData: { not: null } } })).toBe(0);

    // A logo kept in the database likewise.
    const partnerId = (await db.partner.findUniqueOrThrow({ where: { name: "acme" } })).id;
    const logo = await db.partnerLogo.create({
      data: { partnerId, mimeType: "image/png", sizeBytes: PNG_BYTES.length, sha256: "legacy", legacyData: new Uint8Array(PNG_BYTES) },
    });
    expect((await moveFilesToStore(db)).logos).toBeGreaterThanOrEqual(1);
    const movedLogo = await db.partnerLogo.findUniqueOrThrow({ where: { id: logo.id } });
    expect(movedLogo.legacyData).toBeNull();
    expect(await objectBytes(movedLogo.storageKey!)).toEqual(new Uint8Array(PNG_BYTES));
  });
});
