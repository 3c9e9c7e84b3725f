import cluster from 'node:cluster';
import { ClusterSessionRevocationStore } from '../app/lib/auth/cluster-session-revocation-store.server';
import { RedisSessionRevocationStore } from '../app/lib/auth/redis-session-revocation-store.server';
import { setSessionRevocationStore } from '../app/lib/auth/session-revocations.server';
import { CLUSTER_PRIMARY, setRateLimitStore } from '../app/lib/http/rate-limit.server';
import { errorFields, logger } from '../app/lib/log.server';
import { createRedisClient, type RedisClient } from '../app/lib/redis.server';

/**
 * Where rate limits and session revocations live. With REDIS_URL, in Redis, shared by every
 * storefront instance and worker over one connection each; a Redis that is down at start does
 * not stop the storefront: the stores answer locally until it connects. Without it, in a worker
 * process of a clustered storefront (WEB_CONCURRENCY), in the cluster's primary process, shared by
 * its workers; otherwise in this process's memory (the default for one process).
 */
export function shareStores(redisUrl: string | undefined): RedisClient | null {
  if (!redisUrl) {
    if (cluster.isWorker) {
      setRateLimitStore(CLUSTER_PRIMARY);
      setSessionRevocationStore(new ClusterSessionRevocationStore());
    }
    return null;
  }
  const client = createRedisClient(redisUrl);
  setRateLimitStore(client);
  setSessionRevocationStore(new RedisSessionRevocationStore(client));
  client.connect().then(
    () => logger.info('Rate limits and session revocations are shared through Redis'),
    (error: unknown) => logger.warn(errorFields(error), 'Could not connect to Redis yet; retrying'),
  );
  return client;
}
