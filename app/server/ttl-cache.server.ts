// A small in-memory cache whose entries expire, bounded in size. Used for data that every
// page reads and that rarely changes (partners, themes, the profession list). Another
// process sees a change when its entry expires.

export class TtlCache<K, V> {
  private entries = new Map<K, { value: V; expiresAt: number }>();
  private reloading = new Set<K>();

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
   * `onReloadError` (nobody awaits it); the next request tries again.
   */
  async getOrRevalidate(key: K, load: () => Promise<V>, staleMs: number, now = Date.now(), onReloadError: (error: unknown) => void = () => {}): Promise<V> {
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
    const value = await load();
    this.set(key, value);
    return value;
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
