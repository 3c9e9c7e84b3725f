import { RedisSessionRevocationStore } from '../app/lib/auth/redis-session-revocation-store.server';
import { setSessionRevocationStore } from '../app/lib/auth/session-revocations.server';
import { setRateLimitStore } from '../app/lib/http/rate-limit.server';
import { errorFields, logger } from '../app/lib/log.server';
import { createRedisClient, type RedisClient } from '../app/lib/redis.server';

/**
 * With REDIS_URL set, rate limits and session revocations live in Redis, shared by every
 * storefront instance, over one connection; without it, each instance keeps its own in memory
 * (the default). A Redis that is down at start does not stop the storefront: the stores answer
 * locally until it connects.
 */
export function shareStoresThroughRedis(redisUrl: string | undefined): RedisClient | null {
  if (!redisUrl) return null;
  const client = createRedisClient(redisUrl);
  setRateLimitStore(client);
  setSessionRevocationStore(new RedisSessionRevocationStore(client));
  client.connect().then(
    () => logger.info('Rate limits and session revocations are shared through Redis'),
    (error: unknown) => logger.warn(errorFields(error), 'Could not connect to Redis yet; retrying'),
  );
  return client;
}
