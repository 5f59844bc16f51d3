// GET /openapi.json (decision 0035) and the token API's methods as the document states them:
// the document on every partner host, cacheable; the token API's 404 on an unknown host and
// 405 for other methods; and each documented path answering exactly its documented methods,
// with a status the document lists. Route loaders and actions are called directly, as Remix
// calls them, on a scratch database (partners come from the seed).
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("token-api-openapi");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "token-api-openapi-test-session-secret";
process.env.JWT_SECRET = "token-api-openapi-test-jwt-secret";

const { TOKEN_API_OPENAPI } = await import("~/domain/api/token-api-openapi");
const openApiRoute = await import("~/routes/api/api-openapi");
const { answerOf, args } = await import("./support/funnel-harness");
const { default: routes } = await import("../../app/routes");

const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";
const UNKNOWN = "nosuchpartner.localhost";

function request(host: string, pathname: string, method: string, body?: string): Request {
  const headers: Record<string, string> = { Host: host };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return new Request(`http://${host}${pathname}`, { method, headers, body });
}

type RouteModule = { loader?: (a: ReturnType<typeof args>) => unknown; action?: (a: ReturnType<typeof args>) => unknown };

/** GET goes to the loader, anything else to the action, as Remix does; a missing one is Remix's 405. */
async function call(module: RouteModule, req: Request) {
  const handler = req.method === "GET" ? module.loader : module.action;
  if (!handler) return { status: 405, headers: new Headers(), body: null };
  return answerOf(() => handler(args(req)));
}

describe("GET /openapi.json", () => {
  it("answers the document as cacheable JSON on a partner's host", async () => {
    const answer = await call(openApiRoute, request(ACME, "/openapi.json", "GET"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toMatch(/^application\/json\b/);
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(answer.body).toMatchObject({ openapi: "3.1.0" });
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(TOKEN_API_OPENAPI)));
  });

  it("is the same document on every partner's host", async () => {
    const acme = await call(openApiRoute, request(ACME, "/openapi.json", "GET"));
    const boekfix = await call(openApiRoute, request(BOEKFIX, "/openapi.json", "GET"));
    expect(boekfix.status).toBe(200);
    expect(boekfix.body).toEqual(acme.body);
  });

  it("is the token API's JSON 404 on an unknown host, not cached", async () => {
    const answer = await call(openApiRoute, request(UNKNOWN, "/openapi.json", "GET"));
    expect(answer.status).toBe(404);
    expect(answer.body).toHaveProperty("detail");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 405 with Allow: GET to other methods", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const answer = await call(openApiRoute, request(ACME, "/openapi.json", method, "{}"));
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get("Allow"), method).toBe("GET");
      expect(answer.body).toHaveProperty("detail");
    }
  });
});

describe("the token API as documented", () => {
  const METHODS = ["get", "post", "put", "patch", "delete"] as const;
  // The token-API route modules by file; app/routes.ts says which one serves a path.
  const modules = import.meta.glob<RouteModule>("../../app/routes/api/api-*.ts");
  const moduleOf = async (pathname: string): Promise<RouteModule> => {
    const routeFile = routes.find((entry) => `/${entry.path}` === pathname)?.file;
    const load = modules[`../../app/${routeFile}`];
    expect(load, `${pathname}: ${routeFile}`).toBeDefined();
    return load!();
  };

  it("answers each documented method with a documented status, and 405 with Allow to the others", async () => {
    for (const [pathname, item] of Object.entries(TOKEN_API_OPENAPI.paths)) {
      const module = await moduleOf(pathname);
      const documented = METHODS.filter((method) => item[method]);
      for (const method of METHODS) {
        // No credentials and an empty object: every operation answers without side effects.
        const answer = await call(module, request(ACME, pathname, method.toUpperCase(), method === "get" ? undefined : "{}"));
        const operation = item[method];
        if (operation) {
          expect(Object.keys(operation.responses), `${method} ${pathname}: ${answer.status}`).toContain(String(answer.status));
        } else {
          expect(answer.status, `${method} ${pathname}`).toBe(405);
          expect(answer.headers.get("Allow"), `${method} ${pathname}`).toBe(documented.map((m) => m.toUpperCase()).join(", "));
        }
      }
    }
  });

  it("documents the 404 of an unknown partner's host on every operation", async () => {
    for (const [pathname, item] of Object.entries(TOKEN_API_OPENAPI.paths)) {
      const module = await moduleOf(pathname);
      for (const method of METHODS.filter((m) => item[m])) {
        const answer = await call(module, request(UNKNOWN, pathname, method.toUpperCase(), method === "get" ? undefined : "{}"));
        expect(answer.status, `${method} ${pathname}`).toBe(404);
        expect(Object.keys(item[method]!.responses), `${method} ${pathname}`).toContain("404");
      }
    }
  });
});
