/**
 * A small least-recently-used cache bounded by entry count and, optionally, by a total size
 * (e.g. bytes). A Map keeps insertion order, so re-inserting on access keeps the oldest first.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; size: number }>();
  #totalSize = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxTotalSize = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores the entry; answers the keys evicted to make room (for caches that own resources). */
  set(key: K, value: V, size = 1): K[] {
    this.delete(key);
    // An entry larger than the whole budget would only evict everything else.
    if (size > this.maxTotalSize) return [];
    this.#entries.set(key, { value, size });
    this.#totalSize += size;
    const evicted: K[] = [];
    while (this.#entries.size > this.maxEntries || this.#totalSize > this.maxTotalSize) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
      evicted.push(oldest.value);
    }
    return evicted;
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#totalSize -= entry.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#totalSize = 0;
  }
}
