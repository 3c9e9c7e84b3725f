import { LRUCache } from 'lru-cache';

/**
 * A server-side cache of catalogue and content queries: a short fresh time, then stale-while-revalidate.
 * Pages stay fast under load and keep rendering from the last good answer for a while when the
 * commerce platform is slow or down. Only the operations listed here are ever cached: carts,
 * customers and every mutation always go to the platform.
 */

/**
 * Queries whose answers are the same for every shopper (no cart, no customer): the catalogue and
 * the shop's content. An owner's edit shows once the fresh window is over (CATALOGUE_FRESH_MS).
 */
export const CACHEABLE_OPERATIONS: ReadonlySet<string> = new Set([
  'GetProducts',
  'GetProduct',
  'GetSitemapProducts',
  'GetLayout',
  'GetPage',
  'GetShopPolicy',
  'GetHomeContent',
  'GetConsentBanner',
  'GetCatalogueIntro',
  'GetSitemapContent',
  'GetSubscriptionPlans',
  // A subscribed product's one-time price and page, for the subscription portal.
  'SubscriptionProduct',
]);

interface CatalogueCacheOptions {
  /** An answer younger than this is served without asking the platform. */
  freshMs: number;
  /** After that, for this long, it is served at once while one background request refreshes it. */
  staleMs: number;
  /** The number of answers kept (least recently used go first). */
  maxEntries: number;
  /** The clock (lru-cache's `perf`), for tests. */
  perf?: { now: () => number };
}

type Load = () => Promise<unknown>;

export class CatalogueCache {
  readonly #answers: LRUCache<string, object, Load>;
  readonly #staleMs: number;

  constructor({ freshMs, staleMs, maxEntries, perf }: CatalogueCacheOptions) {
    this.#staleMs = staleMs;
    this.#answers = new LRUCache<string, object, Load>({
      max: maxEntries,
      // An answer is kept for both windows; its remaining time tells which one it is in.
      ttl: freshMs + staleMs,
      // The clock is read on every check, so the windows end on the millisecond.
      ttlResolution: 0,
      perf,
      // Concurrent misses share this one load; a failed load is never stored.
      fetchMethod: async (_key, _stale, { context }) => (await context()) as object,
    });
  }

  /**
   * The cached answer for `key`, or `load()`'s. A stale answer still inside its window is served
   * at once while one background load refreshes it; a failed refresh keeps it.
   */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    // 0 when there is no answer or its stale window is over.
    const remainingMs = this.#answers.getRemainingTTL(key);
    const stale = remainingMs > 0 && remainingMs <= this.#staleMs;
    return (await this.#answers.forceFetch(key, {
      context: load,
      forceRefresh: remainingMs <= this.#staleMs,
      allowStale: stale,
      noDeleteOnFetchRejection: stale,
    })) as T;
  }
}
