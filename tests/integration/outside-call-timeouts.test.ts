// Every outside call gives up after its configured time (decision 0082): a service that accepts
// the connection and never answers costs the buyer the timeout, not a hung request. The
// timeouts come from the configuration, so this file sets them before the providers load.
import { createServer, type Server } from "node:http";
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

process.env.OUTSIDE_CALL_TIMEOUT_MS = "400";
process.env.LOOKUP_TIMEOUT_MS = "300";
process.env.UPLOAD_TIMEOUT_MS = "350";

const { AddressLookupUnavailableError, PdokAddressLookup } = await import("~/server/providers/address-lookup.server");
const { CompanySearchUnavailableError, KvkCompanySearch } = await import("~/server/providers/company-search.server");
const { LicencePlateUnavailableError, RdwLicencePlateLookup } = await import("~/server/providers/licence-plate.server");
const { RemoteFlagSource } = await import("~/server/providers/feature-flags.server");
const { SmtpTransport } = await import("~/server/providers/mail.server");
const { config } = await import("~/server/platform/config.server");
const { newStorageKey, s3FileStore } = await import("~/server/platform/file-store.server");

/** An HTTP server that takes every request and never answers it. */
let silentHttp: Server;
let silentUrl: string;
/** A TCP server that accepts a connection and never says a word (an SMTP server's greeting never comes). */
let silentTcp: TcpServer;
let silentTcpPort: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  silentHttp = createServer(() => {});
  await new Promise<void>((resolve) => silentHttp.listen(0, "127.0.0.1", resolve));
  silentUrl = `http://127.0.0.1:${(silentHttp.address() as AddressInfo).port}`;
  silentTcp = createTcpServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silentTcp.listen(0, "127.0.0.1", resolve));
  silentTcpPort = (silentTcp.address() as AddressInfo).port;
});

afterAll(async () => {
  silentHttp.closeAllConnections();
  await new Promise((resolve) => silentHttp.close(resolve));
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silentTcp.close(resolve));
});

/** How long the promise took to settle, and how. */
async function timed(work: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  try {
    await work();
    return { ms: performance.now() - started, error: null };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}

describe("timeouts from the configuration", () => {
  it("are the configured ones here, and the spec's 30 s and 25 s by default", async () => {
    expect(config.timeouts).toEqual({ callMs: 400, uploadMs: 350, lookupMs: 300 });
    const { configFrom, parseEnv } = await import("~/server/platform/config.server");
    expect(configFrom(parseEnv({})).timeouts).toEqual({ callMs: 30_000, uploadMs: 25_000, lookupMs: 5_000 });
  });

  it("refuse a value outside 100..120000 ms, naming the variable", async () => {
    const { parseEnv } = await import("~/server/platform/config.server");
    expect(() => parseEnv({ OUTSIDE_CALL_TIMEOUT_MS: "99" })).toThrow(/OUTSIDE_CALL_TIMEOUT_MS/);
    expect(() => parseEnv({ UPLOAD_TIMEOUT_MS: "120001" })).toThrow(/UPLOAD_TIMEOUT_MS/);
    expect(() => parseEnv({ LOOKUP_TIMEOUT_MS: "soon" })).toThrow(/LOOKUP_TIMEOUT_MS/);
    expect(parseEnv({ OUTSIDE_CALL_TIMEOUT_MS: "100", UPLOAD_TIMEOUT_MS: "120000" })).toMatchObject({
      OUTSIDE_CALL_TIMEOUT_MS: 100,
      UPLOAD_TIMEOUT_MS: 120_000,
    });
  });
});

describe("a service that never answers", () => {
  it("the address lookup reports it unavailable after the lookup timeout", async () => {
    const { ms, error } = await timed(() =>
      new PdokAddressLookup(`${silentUrl}/search`).search({ postalCode: "3511AB", houseNumber: "1" }),
    );
    expect(error).toBeInstanceOf(AddressLookupUnavailableError);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(3_000);
  });

  it("the company search reports it unavailable after the lookup timeout", async () => {
    const { ms, error } = await timed(() => new KvkCompanySearch("key", silentUrl).search("Bakkerij"));
    expect(error).toBeInstanceOf(CompanySearchUnavailableError);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(3_000);
  });

  it("the licence plate register reports it unavailable after the lookup timeout", async () => {
    const { ms, error } = await timed(() => new RdwLicencePlateLookup(silentUrl).find("52-ZNL-9"));
    expect(error).toBeInstanceOf(LicencePlateUnavailableError);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(3_000);
  });

  it("the flag service fails after the lookup timeout (the last known flags stay in use)", async () => {
    const { ms, error } = await timed(() => new RemoteFlagSource(`${silentUrl}/flags`).flagsOf("production"));
    expect(error).toBeInstanceOf(Error);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(3_000);
  });

  it("an SMTP server that never greets fails the delivery after the call timeout (the outbox retries it)", async () => {
    const transport = new SmtpTransport(`smtp://127.0.0.1:${silentTcpPort}`, "no-reply@example.com");
    const { ms, error } = await timed(() =>
      transport.deliver({ id: "m1", to: "a@example.com", subject: "s", text: "t", html: "<p>t</p>", links: [] }),
    );
    expect(error).toBeInstanceOf(Error);
    expect(ms).toBeGreaterThanOrEqual(350);
    expect(ms).toBeLessThan(5_000);
  });

  it("an object store that never answers fails an upload after the upload timeout, as an error", async () => {
    const store = s3FileStore({
      bucket: "uploads",
      region: "us-east-1",
      endpoint: silentUrl,
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
    const { ms, error } = await timed(() =>
      store.putBytes(newStorageKey("claim-files"), new Uint8Array([37, 80, 68, 70]), "application/pdf"),
    );
    expect(error).toBeInstanceOf(Error);
    expect(ms).toBeGreaterThanOrEqual(300);
    expect(ms).toBeLessThan(5_000);
  });
});
