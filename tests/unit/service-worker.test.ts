import { describe, expect, it } from "vitest";
import { isCachedAsset, serviceWorkerSource } from "~/domain/platform/service-worker";

const ORIGIN = "https://acme.example.nl";
const at = (path: string, origin = ORIGIN) => new URL(path, origin);

describe("what the service worker caches", () => {
  it("caches GETs of the hashed assets only", () => {
    expect(isCachedAsset("GET", at("/assets/root-AbC123.js"), ORIGIN)).toBe(true);
    expect(isCachedAsset("POST", at("/assets/root-AbC123.js"), ORIGIN)).toBe(false);
    for (const path of ["/", "/products/available-products", "/admin/errors", "/sw.js", "/favicon.svg", "/cart"]) {
      expect(isCachedAsset("GET", at(path), ORIGIN)).toBe(false);
    }
    expect(isCachedAsset("GET", at("/assets/x.js", "https://cdn.example"), ORIGIN)).toBe(false);
  });

  it("names its cache after the build, so a new build drops the old one", () => {
    const one = serviceWorkerSource("build-aaa");
    expect(one).toContain('const CACHE = "assets-build-aaa";');
    expect(serviceWorkerSource("build-bbb")).not.toBe(one);
    // The script is valid JavaScript (a syntax error would stop the worker from installing).
    expect(() => new Function(one)).not.toThrow();
  });
});
