interface Entry<V> {
  value: Promise<V>;
  expires: number;
}

/**
 * A small in-process LRU cache whose entries expire after `ttlMs`. It keeps the promise of a
 * value, so concurrent requests for a missing key share one load; failed loads and loads that
 * give null are not kept. A ttl of 0 turns caching off.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
    const forget = () => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    };
    value.then((result) => (result === null ? forget() : undefined), forget);
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
