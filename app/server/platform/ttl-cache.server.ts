// A small in-memory cache whose entries expire, bounded in size. Used for data that every
// page reads and that rarely changes (partners, themes, the profession list). Another
// process sees a change when its entry expires.
//
// Backed by lru-cache (decision 0070): it keeps the entries, bounds their number (least
// recently used out first), shares one load per key (fetch), answers the kept value while a
// reload runs (allowStale) and keeps it when the reload fails (noDeleteOnFetchRejection). When
// an entry expires stays ours: each entry carries its expiresAt, because callers and tests
// pass their own `now` and an entry expires at exactly now >= expiresAt; lru-cache reads its
// own clock and counts an entry stale only past its ttl.
import { LRUCache } from "lru-cache";

export type RevalidateOptions = {
  /** How long past its time an entry is still answered while it reloads. */
  staleMs: number;
  now?: number;
  onReloadError?: (error: unknown) => void;
};

/** A boxed value: lru-cache holds no null or undefined, and this cache keeps null answers too. */
type Entry<V> = { value: V; expiresAt: number };
/** Who asked for a load: its loader, and where a failure goes when nobody waits for it. */
type LoadContext<V> = { load: () => Promise<V>; background: boolean; onReloadError: (error: unknown) => void };

export class TtlCache<K extends NonNullable<unknown>, V> {
  private readonly entries: LRUCache<K, Entry<V>, LoadContext<V>>;

  constructor(
    private readonly ttlMs: () => number,
    maxEntries = 5000,
  ) {
    this.entries = new LRUCache<K, Entry<V>, LoadContext<V>>({
      max: maxEntries,
      fetchMethod: async (_key, _kept, { context }) => {
        try {
          const value = await context.load();
          return { value, expiresAt: Date.now() + this.ttlMs() };
        } catch (error) {
          if (context.background) context.onReloadError(error);
          throw error;
        }
      },
      // A failed reload leaves the kept (expired) entry in place; a failed first load leaves nothing.
      noDeleteOnFetchRejection: true,
      // clear(), deleteWhere() or set() during a load: its callers still get what it loaded,
      // but the cache does not keep it (it may predate the change that cleared the cache).
      ignoreFetchAbort: true,
    });
  }

  get(key: K, now = Date.now()): { value: V } | undefined {
    const entry = this.entries.get(key);
    // An expired entry stays until it is reloaded or pushed out: deleting it here would cancel
    // a reload getOrRevalidate may have running for it.
    if (!entry || entry.expiresAt <= now) return undefined;
    return { value: entry.value };
  }

  set(key: K, value: V, now = Date.now()): void {
    this.entries.set(key, { value, expiresAt: now + this.ttlMs() });
  }

  /** The cached value, or the loaded one (stored); concurrent misses share one load. */
  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    return this.getOrRevalidate(key, load, { staleMs: 0 });
  }

  /**
   * Like getOrLoad, but an entry past its time is still answered for up to `staleMs` more
   * while one reload runs in the background (stale-while-revalidate): no request waits for a
   * reload of a value it already has. A failed reload keeps the old value and is passed to
   * `onReloadError` (nobody awaits it); the next request tries again. Requests that find no
   * usable value share one load.
   */
  async getOrRevalidate(
    key: K,
    load: () => Promise<V>,
    { staleMs, now = Date.now(), onReloadError = () => {} }: RevalidateOptions,
  ): Promise<V> {
    const kept = this.entries.peek(key);
    if (kept && kept.expiresAt > now) {
      this.entries.get(key); // counts as a use: the least recently used entries go first
      return kept.value;
    }
    // forceRefresh: whether to load is decided above, by expiresAt, not by lru-cache's clock.
    // A load already running for the key is joined, not started again.
    const background = kept !== undefined && kept.expiresAt + staleMs > now;
    const entry = await this.entries.fetch(key, {
      forceRefresh: true,
      allowStale: background,
      context: { load, background, onReloadError },
    });
    if (!entry) throw new Error("TtlCache: the load gave nothing"); // fetchMethod always gives an entry or throws
    return entry.value;
  }

  deleteWhere(match: (key: K, value: V) => boolean): void {
    const doomed: K[] = [];
    // forEach also visits entries being reloaded (with their kept value); delete after, not while iterating.
    this.entries.forEach((entry, key) => {
      if (match(key, entry.value)) doomed.push(key);
    });
    for (const key of doomed) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Entries kept, expired ones not yet reloaded or pushed out, and keys being loaded for the first time. */
  get size(): number {
    return this.entries.size;
  }
}
