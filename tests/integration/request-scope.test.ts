// Per-request reads shared by the loaders of one page: Remix hands each loader its own copy of
// the Request, so the memos key on the request's scope (request-scope.server.ts), which
// server.mjs opens around Remix.
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("request-scope");

const { runInRequestScope } = await import("~/server/platform/request-scope.server");
const { getRequestContext } = await import("~/server/platform/request-context.server");
const { findVisitor } = await import("~/server/platform/session.server");

/** What Remix gives each loader: a copy of the request (server-runtime's stripIndexParam). */
const copyOf = (request: Request) => new Request(request.url, { method: request.method, headers: request.headers });

describe("the loaders of one request", () => {
  const page = () => new Request("http://acme.localhost:3000/welcome", { headers: { Host: "acme.localhost:3000" } });

  it("share the partner, language and visitor read within the request's scope", async () => {
    await runInRequestScope(async () => {
      const request = page();
      const [root, layout] = [copyOf(request), copyOf(request)];
      expect(getRequestContext(root)).toBe(getRequestContext(layout));
      const context = await getRequestContext(root);
      expect(context.partner?.config.name).toBe("acme");
      expect(findVisitor(root, context.partner!)).toBe(findVisitor(layout, context.partner!));
    });
  });

  it("do not share across requests: each request has its own scope", async () => {
    const first = await runInRequestScope(() => getRequestContext(page()));
    const second = await runInRequestScope(() => getRequestContext(page()));
    expect(first).not.toBe(second);
  });

  it("let go of their memos once the response closes, though the scope lives on in a timer", async () => {
    const response = new EventEmitter();
    await runInRequestScope(async () => {
      const [root, layout] = [copyOf(page()), copyOf(page())];
      const during = getRequestContext(root);
      expect(getRequestContext(layout)).toBe(during);
      response.emit("close");
      // A timer made during the request still runs in its scope: it finds no memo of it.
      expect(getRequestContext(layout)).not.toBe(during);
      expect(getRequestContext(root)).toBe(getRequestContext(root));
    }, response);
  });

  it("outside a scope (tests, scripts), one Request object is the key", async () => {
    const request = page();
    expect(getRequestContext(request)).toBe(getRequestContext(request));
    expect(getRequestContext(copyOf(request))).not.toBe(getRequestContext(request));
  });

  it("a post reads the visitor afresh: an action may change it before the loaders run", async () => {
    await runInRequestScope(async () => {
      const post = new Request("http://acme.localhost:3000/cart", { method: "POST", headers: { Host: "acme.localhost:3000" } });
      const { partner } = await getRequestContext(post);
      expect(findVisitor(post, partner!)).not.toBe(findVisitor(copyOf(post), partner!));
    });
  });
});
