// Decision 0066, end to end: the production server (server.mjs on the production build, as
// `npm start` and the browser suite start it) on a real domain with no provider keys exits
// non-zero, naming every variable to set in one message; with ALLOW_STAND_INS it starts and
// every page says it is a demonstration site. A scratch database and a port of its own.
import { spawn } from "node:child_process";
import { request } from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfStaleAsync, SERVER_NODE_FLAGS } from "../../scripts/start.mjs";
import { testDatabase } from "../support/test-database";

const DATABASE_URL = await testDatabase("production-stand-ins");
const ROOT = path.resolve(".");

/** What a real domain needs besides the providers: secrets and the SEPA creditor. */
const LIVE_ENV = {
  NODE_ENV: "production" as const,
  ROOT_DOMAINS: "example.nl",
  DATABASE_URL,
  SESSION_SECRET: "production-stand-ins-test-secret",
  JWT_SECRET: "production-stand-ins-test-jwt-secret",
  SEPA_CREDITOR_ID: "NL57ZZZ999999999999",
  SEPA_CREDITOR_NAME: "Verzekeraar BV",
  SEPA_CREDITOR_IBAN: "NL91ABNA0417164300",
  LOG_LEVEL: "warn",
};
const EVERY_VARIABLE = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "IDENTITY_VERIFICATION",
  "STRIPE_PUBLISHABLE_KEY_LIVE",
  "LICENCE_PLATE_LOOKUP",
  "ADDRESS_LOOKUP",
  "COMPANY_SEARCH",
  "KVK_API_KEY",
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** server.mjs with only these variables (none of the machine's provider keys leak in). */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.mjs"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", ...LIVE_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  child.stdout.resume();
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

/** A GET with this Host header (fetch does not let a test choose it). */
function get(port: number, host: string, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: pathname, headers: { host, "accept-language": "nl" } }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once("error", reject);
    req.end();
  });
}

async function waitUntilHealthy(port: number, exited: Promise<number | null>): Promise<void> {
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (let attempt = 0; attempt < 300; attempt++) {
    if (stopped) throw new Error("the server exited while starting");
    try {
      if ((await get(port, "example.nl", "/healthz")).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not become healthy");
}

const running: ReturnType<typeof startServer>[] = [];

// `npm test` builds before Vitest; run alone, the test builds what is missing.
beforeAll(() => buildIfStaleAsync(), 600_000);

afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }
});

describe("the production server on a real domain", () => {
  it("exits non-zero on the built-in stand-ins, naming every variable to set in one message", async () => {
    // Two workers: the cluster's path, where a dying worker used to be replaced forever.
    const server = startServer({ PORT: String(await freePort()), WEB_CONCURRENCY: "2" });
    running.push(server);
    const code = await server.exited;
    expect(code).not.toBe(0);
    const message = server.stderr();
    for (const name of EVERY_VARIABLE) expect(message, name).toMatch(new RegExp(`^  ${name}: `, "m"));
    expect(message).toContain("ALLOW_STAND_INS=");
    expect(message.match(/Invalid environment/g)).toHaveLength(1);
  }, 60_000);

  it("starts with ALLOW_STAND_INS naming them, and every page says it is a demonstration site", async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), WEB_CONCURRENCY: "1", ALLOW_STAND_INS: "payment,identity,plate,address,company" });
    running.push(server);
    await waitUntilHealthy(port, server.exited);
    for (const [host, pathname] of [
      ["example.nl", "/welcome"],
      ["acme.example.nl", "/welcome"],
      ["acme.example.nl", "/sign-in"],
    ] as const) {
      const page = await get(port, host, pathname);
      expect(page.status, `${host}${pathname}`).toBe(200);
      expect(page.body, `${host}${pathname}`).toMatch(
        /<section class="demo-site-banner" aria-label="Demonstratiesite"><p>Dit is een demonstratiesite\. Hier gesimuleerd: betalingen, identiteitscontrole, kentekenopzoeking, adresopzoeking en bedrijfszoeker\.<\/p><\/section>/,
      );
    }
  }, 60_000);
});
