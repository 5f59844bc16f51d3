import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { claimQuota, quotaWindows, UPLOAD_MESSAGES } from "~/domain/platform/uploads";
import { diskFileStore, incomingDir, newStorageKey, sweepIncoming } from "~/server/platform/file-store.server";

const folder = mkdtempSync(path.join(os.tmpdir(), "file-store-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("the folder store", () => {
  const store = diskFileStore(folder);

  it("keeps, opens and removes a file under a made key", async () => {
    const key = newStorageKey("claim-files", new Date("2026-11-27T10:00:00Z"));
    expect(key).toMatch(/^claim-files\/2026\/11\/[a-f0-9]{32}$/);
    await store.putBytes(key, new TextEncoder().encode("schade"), "image/png");
    const opened = await store.open(key);
    expect(opened?.sizeBytes).toBe(6);
    expect(await text(opened!.body)).toBe("schade");
    await store.remove(key);
    expect(await store.open(key)).toBeNull();
    await store.remove(key); // gone already: not an error
  });

  it("moves a received file in by rename", async () => {
    const scratch = path.join(folder, "incoming-file");
    writeFileSync(scratch, "foto");
    const key = newStorageKey("logos");
    await store.putFile(key, scratch, { contentType: "image/png", sizeBytes: 4 });
    expect(readdirSync(folder)).not.toContain("incoming-file");
    expect(await text((await store.open(key))!.body)).toBe("foto");
  });

  it("refuses anything that is not a key it made (no path from outside)", async () => {
    for (const key of [
      "../../etc/passwd",
      "claim-files/2026/11/../../x",
      "claim-files/2026/11/ABC",
      "other/2026/11/" + "a".repeat(32),
      "",
    ]) {
      await expect(store.open(key)).rejects.toThrow(/not a storage key/);
    }
  });

  it("sweeps scratch uploads older than an hour, not newer ones", async () => {
    const now = Date.now();
    const old = path.join(incomingDir, `sweep-old-${process.pid}`);
    const fresh = path.join(incomingDir, `sweep-new-${process.pid}`);
    await import("node:fs/promises").then((fs) => fs.mkdir(incomingDir, { recursive: true }));
    writeFileSync(old, "x");
    writeFileSync(fresh, "x");
    utimesSync(old, new Date(now - 61 * 60 * 1000), new Date(now - 61 * 60 * 1000));
    expect(await sweepIncoming(60 * 60 * 1000, now)).toBeGreaterThanOrEqual(1);
    const left = readdirSync(incomingDir);
    expect(left).not.toContain(path.basename(old));
    expect(left).toContain(path.basename(fresh));
    rmSync(fresh);
  });
});

describe("a customer's upload allowance", () => {
  const limits = { claimsPerDay: 5, bytesPerMonth: 500 * 1024 * 1024 };

  it("takes the 5th claim of a day and refuses the 6th", () => {
    expect(claimQuota({ claimsToday: 4, bytesThisMonth: 0 }, limits)).toEqual({ ok: true, bytesLeft: limits.bytesPerMonth });
    expect(claimQuota({ claimsToday: 5, bytesThisMonth: 0 }, limits)).toEqual({ ok: false, message: UPLOAD_MESSAGES.claimsPerDay });
  });

  it("leaves the bytes of the month, never fewer than none", () => {
    expect(claimQuota({ claimsToday: 0, bytesThisMonth: limits.bytesPerMonth - 1 }, limits)).toEqual({ ok: true, bytesLeft: 1 });
    expect(claimQuota({ claimsToday: 0, bytesThisMonth: limits.bytesPerMonth }, limits)).toEqual({ ok: true, bytesLeft: 0 });
    expect(claimQuota({ claimsToday: 0, bytesThisMonth: limits.bytesPerMonth + 9 }, limits)).toEqual({ ok: true, bytesLeft: 0 });
  });

  it("counts days and months from midnight in Amsterdam, summer and winter time", () => {
    // 27 November, 00:30 in Amsterdam (CET, UTC+1) is still 26 November in UTC.
    expect(quotaWindows(new Date("2026-11-26T23:30:00Z"))).toEqual({
      dayStart: new Date("2026-11-26T23:00:00Z"),
      monthStart: new Date("2026-10-31T23:00:00Z"),
    });
    // 1 July (CEST, UTC+2).
    expect(quotaWindows(new Date("2026-07-01T00:30:00Z"))).toEqual({
      dayStart: new Date("2026-06-30T22:00:00Z"),
      monthStart: new Date("2026-06-30T22:00:00Z"),
    });
    // The day summer time ends (25 October 2026): midnight was still CEST; the month began in CEST too.
    expect(quotaWindows(new Date("2026-10-25T12:00:00Z"))).toEqual({
      dayStart: new Date("2026-10-24T22:00:00Z"),
      monthStart: new Date("2026-09-30T22:00:00Z"),
    });
  });
});
