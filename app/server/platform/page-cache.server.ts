// The anonymous page cache (issue 15, decision 0054): the HTML of a shared page (welcome,
// profession, products, a product page) asked for without any cookie, kept per host and URL
// for PAGE_CACHE_SECONDS (at most to the next whole minute) in this process. A hit costs no
// routing, no loader and no render: it is the kept HTML with a fresh nonce. Dropped at once,
// in every process, when a partner or a feature flag changes (live-bus.server.ts).
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  isStorablePage,
  keptHeaders,
  MAX_PAGE_BYTES,
  nonceOf,
  pageCacheKey,
  pageExpiresAt,
  SHARED_PAGE_HEADER,
  withFreshNonce,
  type KeptPage,
  type PageHeaders,
} from "~/domain/platform/page-cache";
import { config } from "./config.server";
import { subscribe } from "./live-bus.server";
import { TtlCache } from "./ttl-cache.server";

/** Bounded: a flood of made-up query strings pushes out the oldest pages, never memory. */
const MAX_PAGES = 500;
const pages = new TtlCache<string, KeptPage>(() => {
  const now = Date.now();
  return pageExpiresAt(now, config.pageCacheSeconds * 1000) - now;
}, MAX_PAGES);

subscribe("partner-cache", () => pages.clear());
subscribe("flags", () => pages.clear());

/** For tests: forget every kept page. */
export function clearPageCache(): void {
  pages.clear();
}

type Next = (error?: unknown) => void;
type Chunk = string | Uint8Array;

function bufferOf(chunk: Chunk, encoding?: unknown): Buffer {
  return typeof chunk === "string"
    ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
    : Buffer.from(chunk);
}

/**
 * Express/Connect middleware, just before the Remix handler (server.mjs): answers a request the
 * cache may answer from a kept page, or lets it through and keeps the page it gets, when its
 * route marked it shared (entry.server sets SHARED_PAGE_HEADER, which never leaves here).
 */
export function pageCacheMiddleware(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: Next): void {
  const key =
    config.pageCacheSeconds > 0
      ? pageCacheKey({
          method: req.method ?? "",
          host: req.headers.host,
          url: req.originalUrl ?? req.url ?? "",
          cookie: req.headers.cookie,
          authorization: req.headers.authorization,
        })
      : null;
  if (!key) return next();

  const hit = pages.get(key);
  if (hit) {
    const page = withFreshNonce(hit.value, randomBytes(16).toString("base64"));
    res.statusCode = 200;
    for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "hit");
    res.end(page.body);
    return;
  }
  keepWhatIsSent(key, res);
  next();
}

/** Watches the answer on its way out (before compression) and keeps it when it may be kept. */
function keepWhatIsSent(key: string, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let headers: PageHeaders | null = null;
  let inside = false;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (!headers || inside || chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (size > MAX_PAGE_BYTES) return;
    const buffer = bufferOf(chunk as Chunk, encoding);
    size += buffer.length;
    chunks.push(buffer);
  };

  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    const shared = res.getHeader(SHARED_PAGE_HEADER) !== undefined;
    res.removeHeader(SHARED_PAGE_HEADER);
    if (shared) {
      const now = { ...res.getHeaders(), [SHARED_PAGE_HEADER]: "1" } as PageHeaders;
      if (isStorablePage(res.statusCode, now)) headers = now;
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];

  const write = res.write;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    // The first write sends the head (writeHead above): collect after it.
    const result = (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    collect(chunk, rest[0]);
    return result;
  } as ServerResponse["write"];

  const end = res.end;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    inside = true;
    const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    inside = false;
    collect(chunk, rest[0]);
    if (headers && size <= MAX_PAGE_BYTES) {
      pages.set(key, { headers: keptHeaders(headers), body: Buffer.concat(chunks).toString("utf8"), nonce: nonceOf(headers) });
    }
    return result;
  } as ServerResponse["end"];
}
