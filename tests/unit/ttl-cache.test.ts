import { describe, expect, it } from "vitest";
import { TtlCache } from "~/server/ttl-cache.server";

describe("TtlCache", () => {
  it("keeps a value until it expires", () => {
    const cache = new TtlCache<string, number>(() => 1000);
    cache.set("a", 1, 0);
    expect(cache.get("a", 999)).toEqual({ value: 1 });
    expect(cache.get("a", 1000)).toBeUndefined();
  });

  it("caches null and undefined answers too (an unknown partner)", () => {
    const cache = new TtlCache<string, null>(() => 1000);
    cache.set("nobody", null, 0);
    expect(cache.get("nobody", 1)).toEqual({ value: null });
  });

  it("drops the oldest entry beyond its bound", () => {
    const cache = new TtlCache<number, number>(() => 1000, 3);
    for (const n of [1, 2, 3, 4]) cache.set(n, n, 0);
    expect(cache.size).toBe(3);
    expect(cache.get(1, 0)).toBeUndefined();
    expect(cache.get(4, 0)).toEqual({ value: 4 });
  });

  it("loads once while the value is fresh", async () => {
    const cache = new TtlCache<string, number>(() => 60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad("k", load)).toBe(1);
    expect(await cache.getOrLoad("k", load)).toBe(1);
    expect(loads).toBe(1);
  });

  it("deletes by predicate", () => {
    const cache = new TtlCache<string, string>(() => 1000);
    cache.set("a", "acme", 0);
    cache.set("default", "acme", 0);
    cache.set("b", "boekfix", 0);
    cache.deleteWhere((_key, value) => value === "acme");
    expect(cache.size).toBe(1);
  });
});
