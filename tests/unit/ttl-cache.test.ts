import { describe, expect, it } from "vitest";
import { TtlCache } from "~/server/platform/ttl-cache.server";

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

  it("drops the least recently used entry beyond its bound: a read keeps an entry", () => {
    const cache = new TtlCache<number, number>(() => 1000, 3);
    for (const n of [1, 2, 3]) cache.set(n, n, 0);
    cache.get(1, 0);
    cache.set(4, 4, 0);
    expect(cache.get(1, 0)).toEqual({ value: 1 });
    expect(cache.get(2, 0)).toBeUndefined();
  });

  it("shares one load between concurrent getOrLoad misses", async () => {
    const cache = new TtlCache<string, number>(() => 60_000);
    let loads = 0;
    const finishers: (() => void)[] = [];
    const load = () => new Promise<number>((resolve) => finishers.push(() => resolve(++loads)));
    const both = Promise.all([cache.getOrLoad("k", load), cache.getOrLoad("k", load)]);
    for (const finish of finishers) finish();
    expect(await both).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it("answers a load that was running when the cache was cleared, but does not keep it", async () => {
    // The load may have read the data before the change that cleared the cache.
    const cache = new TtlCache<string, number>(() => 60_000);
    let finish: () => void = () => {};
    const pending = cache.getOrLoad("k", () => new Promise<number>((resolve) => (finish = () => resolve(1))));
    cache.clear();
    finish();
    expect(await pending).toBe(1);
    expect(cache.get("k")).toBeUndefined();
  });

  it("deletes by predicate an entry whose reload is running, and does not keep that reload", async () => {
    const cache = new TtlCache<string, string>(() => 1000);
    const start = Date.now();
    await cache.getOrRevalidate("a", async () => "acme", { staleMs: 5000, now: start });
    let finish: () => void = () => {};
    const reload = () => new Promise<string>((resolve) => (finish = () => resolve("acme v2")));
    expect(await cache.getOrRevalidate("a", reload, { staleMs: 5000, now: start + 1500 })).toBe("acme");
    cache.deleteWhere((_key, value) => value === "acme");
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("deletes by predicate", () => {
    const cache = new TtlCache<string, string>(() => 1000);
    cache.set("a", "acme", 0);
    cache.set("default", "acme", 0);
    cache.set("b", "boekfix", 0);
    cache.deleteWhere((_key, value) => value === "acme");
    expect(cache.size).toBe(1);
  });

  describe("getOrRevalidate", () => {
    it("answers a value past its time while one reload runs, then the reloaded value", async () => {
      const cache = new TtlCache<string, number>(() => 1000);
      let loads = 0;
      let finish: () => void = () => {};
      const load = () => new Promise<number>((resolve) => (finish = () => resolve(++loads)));
      const start = Date.now();
      const first = cache.getOrRevalidate("k", load, { staleMs: 5000, now: start });
      finish();
      expect(await first).toBe(1);
      // Past its second: the kept value at once, and a single reload however many ask.
      expect(await cache.getOrRevalidate("k", load, { staleMs: 5000, now: start + 1500 })).toBe(1);
      expect(await cache.getOrRevalidate("k", load, { staleMs: 5000, now: start + 1600 })).toBe(1);
      finish();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(loads).toBe(2);
      expect(await cache.getOrRevalidate("k", load, { staleMs: 5000 })).toBe(2);
    });

    it("waits for the load when the value is older than the stale window, or there is none", async () => {
      const cache = new TtlCache<string, number>(() => 1000);
      let loads = 0;
      const load = async () => ++loads;
      const start = Date.now();
      expect(await cache.getOrRevalidate("k", load, { staleMs: 5000, now: start })).toBe(1);
      expect(await cache.getOrRevalidate("k", load, { staleMs: 5000, now: start + 6001 })).toBe(2);
    });

    it("shares one load between requests that find no value", async () => {
      const cache = new TtlCache<string, number>(() => 1000);
      let loads = 0;
      let finish: () => void = () => {};
      const load = () => new Promise<number>((resolve) => (finish = () => resolve(++loads)));
      const first = cache.getOrRevalidate("k", load, { staleMs: 5000 });
      const second = cache.getOrRevalidate("k", load, { staleMs: 5000 });
      finish();
      expect(await Promise.all([first, second])).toEqual([1, 1]);
      expect(loads).toBe(1);
    });

    it("lets the next request load again after a failed first load", async () => {
      const cache = new TtlCache<string, number>(() => 1000);
      await expect(cache.getOrRevalidate("k", async () => Promise.reject(new Error("database away")), { staleMs: 5000 })).rejects.toThrow(
        "database away",
      );
      expect(await cache.getOrRevalidate("k", async () => 7, { staleMs: 5000 })).toBe(7);
    });

    it("keeps the old value when a reload fails, reports it, and tries again on the next request", async () => {
      const cache = new TtlCache<string, number>(() => 1000);
      const start = Date.now();
      await cache.getOrRevalidate("k", async () => 1, { staleMs: 5000, now: start });
      let tries = 0;
      const failing = async () => {
        tries += 1;
        throw new Error("database away");
      };
      const reported: unknown[] = [];
      const report = (error: unknown) => reported.push(error);
      expect(await cache.getOrRevalidate("k", failing, { staleMs: 5000, now: start + 1500, onReloadError: report })).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(await cache.getOrRevalidate("k", failing, { staleMs: 5000, now: start + 1600, onReloadError: report })).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(tries).toBe(2);
      expect(reported.map((error) => (error as Error).message)).toEqual(["database away", "database away"]);
    });
  });
});
