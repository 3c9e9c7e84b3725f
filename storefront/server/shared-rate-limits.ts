import { errorFields, logger } from '../app/lib/log.server';
import { setRateLimitStore } from '../app/lib/http/rate-limit.server';
import { RedisRateLimitStore } from '../app/lib/http/redis-rate-limit-store.server';

/**
 * With REDIS_URL set, every rate limit counts in Redis, shared by all storefront instances;
 * without it, each instance counts in memory (the default). A Redis that is down at start does
 * not stop the storefront: the store counts locally until it connects.
 */
export function useSharedRateLimitStore(redisUrl: string | undefined): RedisRateLimitStore | null {
  if (!redisUrl) return null;
  const store = new RedisRateLimitStore(redisUrl);
  setRateLimitStore(store);
  store.connect().then(
    () => logger.info('Rate limits are shared through Redis'),
    (error: unknown) => logger.warn(errorFields(error), 'Could not connect to Redis yet; retrying'),
  );
  return store;
}
