import { CatalogueCache } from '../app/lib/shopify/catalogue-cache';

/** A whole number of milliseconds from the environment, or the default when unset. */
function millisecondsFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw Object.assign(
      new Error(`${name} must be a whole number of milliseconds, got "${raw}".`),
      {
        name: 'ConfigError',
      },
    );
  }
  return value;
}

/**
 * One catalogue cache for the process, shared by every request's client. CATALOGUE_FRESH_MS
 * (30 s) and CATALOGUE_STALE_MS (5 min) tune it; CATALOGUE_FRESH_MS=0 with
 * CATALOGUE_STALE_MS=0 turns it off.
 */
export const catalogueCache = new CatalogueCache({
  freshMs: millisecondsFromEnv('CATALOGUE_FRESH_MS', 30_000),
  staleMs: millisecondsFromEnv('CATALOGUE_STALE_MS', 300_000),
  maxEntries: 500,
});

/** PAGE_CACHE_MS: how long a rendered public page is served again to anonymous shoppers (5 s). */
export const pageCacheMs = millisecondsFromEnv('PAGE_CACHE_MS', 5_000);
