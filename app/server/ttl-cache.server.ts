// A small in-memory cache whose entries expire, bounded in size. Used for data that every
// page reads and that rarely changes (partners, themes, the profession list). Another
// process sees a change when its entry expires.

export type RevalidateOptions = {
  /** How long past its time an entry is still answered while it reloads. */
  staleMs: number;
  now?: number;
  onReloadError?: (error: unknown) => void;
};

export class TtlCache<K, V> {
  private entries = new Map<K, { value: V; expiresAt: number }>();
  private reloading = new Set<K>();
  private loading = new Map<K, Promise<V>>();

  constructor(
    private readonly ttlMs: () => number,
    private readonly maxEntries = 5000,
  ) {}

  get(key: K, now = Date.now()): { value: V } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return { value: entry.value };
  }

  set(key: K, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs() });
    // Oldest first: Map keeps insertion order.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  /** The cached value, or the loaded one (stored); concurrent misses may load twice, harmlessly. */
  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit) return hit.value;
    const value = await load();
    this.set(key, value);
    return value;
  }

  /**
   * Like getOrLoad, but an entry past its time is still answered for up to `staleMs` more
   * while one reload runs in the background (stale-while-revalidate): no request waits for a
   * reload of a value it already has. A failed reload keeps the old value and is passed to
   * `onReloadError` (nobody awaits it); the next request tries again. Requests that find no
   * usable value share one load.
   */
  async getOrRevalidate(key: K, load: () => Promise<V>, { staleMs, now = Date.now(), onReloadError = () => {} }: RevalidateOptions): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    if (entry && entry.expiresAt + staleMs > now) {
      if (!this.reloading.has(key)) {
        this.reloading.add(key);
        load()
          .then((value) => this.set(key, value), onReloadError)
          .finally(() => this.reloading.delete(key));
      }
      return entry.value;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded = load().then((value) => {
      this.set(key, value);
      return value;
    });
    this.loading.set(key, loaded);
    try {
      return await loaded;
    } finally {
      this.loading.delete(key);
    }
  }

  deleteWhere(match: (key: K, value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (match(key, entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
