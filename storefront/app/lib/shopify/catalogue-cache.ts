/**
 * A server-side cache of catalogue queries: a short fresh time, then stale-while-revalidate.
 * Pages stay fast under load and keep rendering from the last good answer for a while when the
 * commerce platform is slow or down. Only the operations listed here are ever cached: carts,
 * customers and every mutation always go to the platform.
 */

/** Queries whose answers are the same for every shopper (no cart, no customer). */
export const CACHEABLE_OPERATIONS: ReadonlySet<string> = new Set([
  'GetProducts',
  'GetProduct',
  'GetRelatedProducts',
  'GetSitemapProducts',
]);

export interface CatalogueCacheOptions {
  /** An answer younger than this is served without asking the platform. */
  freshMs: number;
  /** After that, for this long, it is served at once while one background request refreshes it. */
  staleMs: number;
  /** The number of answers kept (least recently used go first). */
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  storedAt: number;
}

export class CatalogueCache {
  readonly #entries = new Map<string, Entry>();
  readonly #refreshing = new Map<string, Promise<unknown>>();
  readonly #options: Required<CatalogueCacheOptions>;

  constructor(options: CatalogueCacheOptions) {
    this.#options = { now: Date.now, ...options };
  }

  get size() {
    return this.#entries.size;
  }

  /**
   * The cached answer for `key`, or `load()`'s. Concurrent misses share one load; a failed
   * load is never stored, and a stale answer still inside its window is served instead.
   */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    const age = entry ? this.#options.now() - entry.storedAt : Infinity;
    if (entry && age < this.#options.freshMs) {
      this.#touch(key, entry);
      return entry.value as T;
    }
    if (entry && age < this.#options.freshMs + this.#options.staleMs) {
      this.#touch(key, entry);
      // Refresh in the background; a failure keeps the stale answer for the next request.
      this.#load(key, load).catch(() => {});
      return entry.value as T;
    }
    return this.#load(key, load);
  }

  #load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.#refreshing.get(key);
    if (pending) return pending as Promise<T>;
    const promise = load()
      .then((value) => {
        this.#store(key, value);
        return value;
      })
      .finally(() => this.#refreshing.delete(key));
    this.#refreshing.set(key, promise);
    return promise;
  }

  #store(key: string, value: unknown) {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.#options.now() });
    while (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  /** Map order is insertion order: re-inserting marks the entry as recently used. */
  #touch(key: string, entry: Entry) {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
  }
}
