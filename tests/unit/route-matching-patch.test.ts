// The server's route matching is patched (patches/@remix-run+router+*.patch, decision 0058) to
// rank a route tree's branches once and compile each path pattern once. The answers must stay
// those of the unpatched router, also for a second call on the same tree and for patterns given
// in another form.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof import("@remix-run/router");

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "welcome", path: "welcome" },
      { id: "product", path: "products/:slug" },
      { id: "available", path: "products/available-products" },
      { id: "optional", path: "lang/:code?" },
      { id: "splat", path: "files/*" },
    ],
  },
];
const ids = (path: string) => router.matchRoutes(routes, path)?.map((match) => [match.route.id, match.params]);

describe("patched route matching", () => {
  it("is applied to the server's copy of the router", () => {
    expect(readFileSync(require.resolve("@remix-run/router"), "utf8")).toContain("rankedBranchesOf");
  });

  it("ranks static segments above parameters, every time the same tree is matched", () => {
    for (let round = 0; round < 3; round++) {
      expect(ids("/products/available-products")).toEqual([
        ["root", {}],
        ["available", {}],
      ]);
      expect(ids("/products/aov")).toEqual([
        ["root", { slug: "aov" }],
        ["product", { slug: "aov" }],
      ]);
      expect(ids("/lang")?.at(-1)?.[0]).toBe("optional");
      expect(ids("/files/a/b")?.at(-1)).toEqual(["splat", { "*": "a/b" }]);
      expect(router.matchRoutes(routes, "/nowhere")).toBeNull();
    }
  });

  it("keeps each path's answer per tree, handing out copies that callers may change", () => {
    const first = router.matchRoutes(routes, "/products/aov")!;
    (first[1]!.params as Record<string, string>).slug = "changed";
    (first[0] as { pathname: string }).pathname = "/changed";
    const second = router.matchRoutes(routes, "/products/aov")!;
    expect(second.map((match) => [match.route.id, match.pathname, match.params])).toEqual([
      ["root", "/", { slug: "aov" }],
      ["product", "/products/aov", { slug: "aov" }],
    ]);
    // As unpatched: the matches of one answer share their params object.
    expect(second[0]!.params).toBe(second[1]!.params);
    expect(readFileSync(require.resolve("@remix-run/router"), "utf8")).toContain("keptMatchesOf");
  });

  it("tells patterns with the same path but another case rule or end apart", () => {
    expect(router.matchPath({ path: "/Welcome", caseSensitive: true, end: true }, "/welcome")).toBeNull();
    expect(router.matchPath({ path: "/Welcome", caseSensitive: false, end: true }, "/welcome")?.pathname).toBe("/welcome");
    expect(router.matchPath({ path: "/products", end: true }, "/products/aov")).toBeNull();
    expect(router.matchPath({ path: "/products", end: false }, "/products/aov")?.pathname).toBe("/products");
  });
});

// react-router-dom's static router and Remix's RemixServer are patched too (decision 0060): one
// set of data routes per route tree, so the ranked branches above are found on every render.
describe("patched static router", () => {
  const server = require("react-router-dom/server") as typeof import("react-router-dom/server");

  it("is applied to the server's copies of react-router-dom and Remix", () => {
    expect(readFileSync(require.resolve("react-router-dom/server"), "utf8")).toContain("dataRoutesCache");
    expect(readFileSync(require.resolve("@remix-run/react/dist/server.js"), "utf8")).toContain("serverRoutesCache");
  });

  it("keeps one set of data routes per tree and still gives each request its own matches", async () => {
    const handler = server.createStaticHandler(routes);
    const contextOf = async (path: string) => {
      const context = await handler.query(new Request(`http://localhost${path}`));
      if (context instanceof Response) throw new Error("unexpected response");
      return context;
    };
    const first = server.createStaticRouter(handler.dataRoutes, await contextOf("/welcome"));
    const second = server.createStaticRouter(handler.dataRoutes, await contextOf("/products/aov"));
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.map((match) => match.route.id)).toEqual(["root", "welcome"]);
    expect(second.state.matches.map((match) => [match.route.id, match.params])).toEqual([
      ["root", { slug: "aov" }],
      ["product", { slug: "aov" }],
    ]);
    // The matches point at the router's own data routes, as the unpatched router's do.
    expect(second.routes[0]?.children?.some((route) => route === second.state.matches[1]?.route)).toBe(true);
  });
});

describe("patched partial manifest of lazy route discovery", () => {
  const fogOfWar = require("@remix-run/react/dist/fog-of-war.js") as {
    getPartialManifest: (manifest: unknown, router: unknown) => { routes: Record<string, unknown>; version: string };
  };
  const handler = require("react-router-dom/server").createStaticHandler(routes) as { dataRoutes: unknown[] };
  const manifest = {
    version: "test",
    routes: Object.fromEntries(["root", "welcome", "product", "available", "optional", "splat", "other"].map((id) => [id, { id }])),
  };
  const partialFor = (path: string) => {
    const matches = router.matchRoutes(handler.dataRoutes as never, path) ?? [];
    const state = { matches, location: { pathname: path } };
    return Object.keys(fogOfWar.getPartialManifest(manifest, { state, routes: handler.dataRoutes, basename: "/" }).routes).sort();
  };

  it("is applied to the server's copy of Remix", () => {
    expect(readFileSync(require.resolve("@remix-run/react/dist/fog-of-war.js"), "utf8")).toContain("partialManifests");
  });

  it("names the routes of each page's own matches and parent paths, also when asked again", () => {
    for (let round = 0; round < 2; round++) {
      expect(partialFor("/products/aov")).toEqual(["product", "root"]);
      expect(partialFor("/products/available-products")).toEqual(["available", "root"]);
      expect(partialFor("/files/a/b")).toEqual(["root", "splat"]);
      expect(partialFor("/welcome")).toEqual(["root", "welcome"]);
    }
  });
});

// Remix's server runtime is patched (decision 0061) to hand a loader the request itself when it
// has no `index` or `_routes` parameter to strip, instead of two new Requests per loader.
describe("patched loader requests", () => {
  const data = require("@remix-run/server-runtime/dist/data.js") as {
    callRouteLoader(args: {
      loadContext: unknown;
      loader: (args: { request: Request }) => unknown;
      params: object;
      request: Request;
      routeId: string;
      singleFetch: boolean;
    }): Promise<unknown>;
  };
  const seen = async (request: Request) => {
    let got: Request | null = null;
    await data.callRouteLoader({
      loadContext: {},
      params: {},
      routeId: "page",
      singleFetch: true,
      request,
      loader: ({ request: given }) => ((got = given), null),
    });
    return got as unknown as Request;
  };

  it("passes a request without those parameters on as it is", async () => {
    const request = new Request("http://localhost/user/invoices?page=2");
    expect(await seen(request)).toBe(request);
  });

  it("still strips them, keeping the other parameters", async () => {
    for (const url of ["http://localhost/cart?index&x=1", "http://localhost/cart?_routes=root&x=1"]) {
      const given = await seen(new Request(url));
      expect(new URL(given.url).search).toBe("?x=1");
    }
  });
});
