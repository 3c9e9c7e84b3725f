import { createClient } from 'redis';
import { errorFields, logger } from './log.server';

/**
 * The storefront's one Redis connection (REDIS_URL), which every store shared between instances
 * uses: rate-limit counts and session revocations. Each store answers from its own memory while
 * Redis is unreachable, so the client fails fast rather than waiting for it.
 */
export type RedisClient = ReturnType<typeof createClient>;

/** A Redis command must not hold a request up: past this it fails and the store answers locally. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export function createRedisClient(url: string): RedisClient {
  const client = createClient({
    url,
    // Fail fast while disconnected instead of queueing commands behind a dead connection.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(retries * 200, 5_000),
    },
  });
  // The client reports every failed reconnection: one warning per outage is enough.
  let warned = false;
  client.on('error', (error: unknown) => {
    if (!warned) {
      logger.warn(
        errorFields(error),
        'Redis unavailable: rate limits and session revocations hold per instance until it is back',
      );
    }
    warned = true;
  });
  client.on('ready', () => {
    warned = false;
  });
  return client;
}

/**
 * `command`, or a rejection once it has taken REDIS_COMMAND_TIMEOUT_MS. node-redis's own command
 * timeout stops counting once a command is written, so a Redis that accepts the connection but
 * stops answering would otherwise hold every request that asks it.
 */
export function withinCommandTimeout<T>(command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('Redis timed out')),
      REDIS_COMMAND_TIMEOUT_MS,
    ).unref();
  });
  return Promise.race([command, timeout]).finally(() => clearTimeout(timer));
}
