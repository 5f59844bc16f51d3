// The anonymous page cache as server.mjs mounts it: Express with compression in front, the
// cache middleware, and behind it a stand-in for the Remix handler that streams a page in
// chunks the way Remix does. (The real pages: tests/e2e/page-cache.spec.ts.)
import type { AddressInfo } from "node:net";
import { request, type Server } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

process.env.PAGE_CACHE_SECONDS = "30";
// Nothing here reaches the database; the live bus only needs a URL to decide its transport.
process.env.DATABASE_URL ??= "file:./data/page-cache-unused.db";

const { pageCacheMiddleware, clearPageCache } = await import("~/server/platform/page-cache.server");
const { publish } = await import("~/server/platform/live-bus.server");
const { SHARED_PAGE_HEADER } = await import("~/domain/platform/page-cache");

let rendered = 0;
/** What the stand-in route answers next. */
let answer: { shared: boolean; setCookie?: string; status?: number; size?: number } = { shared: true };

let server: Server;
let base = "";

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use(pageCacheMiddleware);
  app.get("*", (req, res) => {
    rendered += 1;
    const nonce = `n${rendered}abc=`;
    res.status(answer.status ?? 200);
    res.append("Content-Type", "text/html; charset=utf-8");
    res.append("Content-Security-Policy", `script-src 'nonce-${nonce}' 'strict-dynamic'`);
    res.append("X-Request-Id", `request-${rendered}`);
    if (answer.shared) res.append(SHARED_PAGE_HEADER, "1");
    if (answer.setCookie) res.append("Set-Cookie", answer.setCookie);
    res.write(`<!DOCTYPE html><html><body><h1>${req.path} render ${rendered}</h1>`);
    res.write(`<p>${"x".repeat(answer.size ?? 10)}</p>`);
    res.end(`<script nonce="${nonce}">1</script></body></html>`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  clearPageCache();
  rendered = 0;
  answer = { shared: true };
});

type Answer = { status: number; headers: { get(name: string): string | null }; text(): Promise<string> };

/** node:http, not fetch: fetch sends its own Host header. */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(base + path, { method, headers: { host: "acme.localhost:3000", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const body = encoding === "gzip" ? gunzipSync(raw) : encoding === "br" ? brotliDecompressSync(raw) : raw;
        const header = (name: string) => {
          const value = res.headers[name.toLowerCase()];
          return value === undefined ? null : Array.isArray(value) ? value.join(", ") : String(value);
        };
        resolve({ status: res.statusCode ?? 0, headers: { get: header }, text: async () => body.toString("utf8") });
      });
    });
    sent.on("error", reject);
    sent.end();
  });
}
const nonceIn = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

describe("the page cache in front of the pages", () => {
  it("renders a shared page once and serves it again, whole, with a nonce of its own", async () => {
    const first = await get("/welcome");
    const firstBody = await first.text();
    expect(first.headers.get("x-page-cache")).toBeNull();
    expect(first.headers.get(SHARED_PAGE_HEADER)).toBeNull();

    const second = await get("/welcome", { "accept-encoding": "gzip" });
    const secondBody = await second.text();
    expect(rendered).toBe(1);
    expect(second.status).toBe(200);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get(SHARED_PAGE_HEADER)).toBeNull();
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // The answer's own request id, not the kept one.
    expect(second.headers.get("x-request-id")).toBeNull();
    const oldNonce = nonceIn(first.headers.get("content-security-policy"))!;
    const newNonce = nonceIn(second.headers.get("content-security-policy"))!;
    expect(newNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce).not.toBe(oldNonce);
    expect(secondBody).toBe(firstBody.split(oldNonce).join(newNonce));
    expect(secondBody).toContain("/welcome render 1");

    const third = await get("/welcome");
    expect(nonceIn(third.headers.get("content-security-policy"))).not.toBe(newNonce);
  });

  it("keeps a page per host and per URL with its query", async () => {
    await get("/welcome");
    await get("/welcome", { host: "other.localhost:3000" });
    await get("/profession?q=bakker");
    await get("/profession?q=kapper");
    expect(rendered).toBe(4);
    expect(await (await get("/profession?q=kapper")).text()).toContain("render 4");
    expect(rendered).toBe(4);
  });

  it("keeps a page per analytics choice, and ignores cookies the site never reads", async () => {
    await get("/welcome");
    await get("/welcome", { cookie: "analytics_consent=denied" });
    expect(rendered).toBe(2);
    expect(await (await get("/welcome", { cookie: "_ga=GA1.1.9; analytics_consent=denied" })).text()).toContain("render 2");
    expect(await (await get("/welcome", { cookie: "_ga=GA1.1.9" })).text()).toContain("render 1");
    expect(rendered).toBe(2);
  });

  it("never answers or keeps for a visitor with a personal cookie", async () => {
    await get("/welcome", { cookie: "__session=abc" });
    await get("/welcome", { cookie: "__session=abc" });
    expect(rendered).toBe(2);
    // Nor does a page rendered for a cookie end up served to others.
    await get("/welcome");
    expect(rendered).toBe(3);
  });

  it("does not keep a page its route did not mark, one that sets a cookie, a failed one or one over 1 MiB", async () => {
    for (const next of [
      { shared: false },
      { shared: true, setCookie: "lng=de; Path=/" },
      { shared: true, status: 404 },
      { shared: true, size: 1024 * 1024 },
    ]) {
      clearPageCache();
      rendered = 0;
      answer = next;
      const first = await get("/welcome");
      expect(first.headers.get("set-cookie")).toBe(next.setCookie ?? null);
      if (next.size) expect((await first.text()).length).toBeGreaterThan(1024 * 1024);
      await get("/welcome");
      expect(rendered, JSON.stringify(next)).toBe(2);
    }
  });

  it("a page just over the limit is not kept; one just under it is", async () => {
    // The page is about 100 bytes besides the padding.
    answer = { shared: true, size: 1024 * 1024 - 200 };
    await get("/welcome");
    await get("/welcome");
    expect(rendered).toBe(1);
  });

  it("forgets every page when a partner or a feature flag changes", async () => {
    await get("/welcome");
    await publish("partner-cache", { name: "acme" });
    await get("/welcome");
    expect(rendered).toBe(2);
    await publish("flags", { environment: "production" });
    await get("/welcome");
    expect(rendered).toBe(3);
    await get("/welcome");
    expect(rendered).toBe(3);
  });

  it("leaves other methods alone", async () => {
    await get("/welcome");
    const head = await get("/welcome", {}, "HEAD");
    expect(head.headers.get("x-page-cache")).toBeNull();
    expect(rendered).toBe(2);
  });
});
