// The server's route matching is patched (patches/@remix-run+router+*.patch, decision 0058) to
// rank a route tree's branches once and compile each path pattern once. The answers must stay
// those of the unpatched router, also for a second call on the same tree and for patterns given
// in another form.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const router =
  require("@remix-run/router") as typeof import("@remix-run/router");

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
const ids = (path: string) =>
  router
    .matchRoutes(routes, path)
    ?.map((match) => [match.route.id, match.params]);

describe("patched route matching", () => {
  it("is applied to the server's copy of the router", () => {
    expect(
      readFileSync(require.resolve("@remix-run/router"), "utf8")
    ).toContain("rankedBranchesOf");
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

  it("tells patterns with the same path but another case rule or end apart", () => {
    expect(
      router.matchPath(
        { path: "/Welcome", caseSensitive: true, end: true },
        "/welcome"
      )
    ).toBeNull();
    expect(
      router.matchPath(
        { path: "/Welcome", caseSensitive: false, end: true },
        "/welcome"
      )?.pathname
    ).toBe("/welcome");
    expect(
      router.matchPath({ path: "/products", end: true }, "/products/aov")
    ).toBeNull();
    expect(
      router.matchPath({ path: "/products", end: false }, "/products/aov")
        ?.pathname
    ).toBe("/products");
  });
});
