import { LRUCache } from 'lru-cache';
import { createClient } from 'redis';
import { errorFields, logger } from '../log.server';
import {
  MemorySessionRevocationStore,
  setSessionRevocationStore,
  type SessionRevocationStore,
} from './session-revocations.server';

const KEY_PREFIX = 'storefront:revoked-session:';
/** Reading a session must not hold a page up: past this, the instance's own record answers. */
const COMMAND_TIMEOUT_MS = 500;
/** Revocations waiting for Redis to come back; past this many the oldest are written no more. */
const MAX_UNWRITTEN = 10_000;

/**
 * Revoked session ids in Redis, so that a logout on one storefront instance is refused by all.
 * Each key expires when its session would have ended anyway, so Redis holds only live ones.
 *
 * While Redis is unreachable, reads answer from this instance's own revocations rather than
 * refusing every session (a Redis outage must not sign every shopper out), and revocations made
 * meanwhile are written once it is back.
 */
export class RedisSessionRevocationStore implements SessionRevocationStore {
  readonly #client;
  /** This instance refuses what it revoked at once, whatever Redis does. */
  readonly #local = new MemorySessionRevocationStore();
  readonly #unwritten = new LRUCache<string, number>({ max: MAX_UNWRITTEN });
  #warned = false;

  constructor(url: string) {
    this.#client = createClient({
      url,
      // Fail fast while disconnected instead of queueing commands behind a dead connection.
      disableOfflineQueue: true,
      commandOptions: { timeout: COMMAND_TIMEOUT_MS },
      socket: {
        connectTimeout: 2_000,
        reconnectStrategy: (retries) => Math.min(retries * 200, 5_000),
      },
    });
    this.#client.on('error', (error: unknown) => {
      if (!this.#warned) logger.warn(errorFields(error), 'Redis session revocations unavailable');
      this.#warned = true;
    });
    this.#client.on('ready', () => {
      this.#warned = false;
      void this.#writeUnwritten();
    });
  }

  /** Connects; resolves once connected. While Redis is unreachable it keeps retrying (backing off). */
  async connect(): Promise<void> {
    await this.#client.connect();
  }

  async revoke(id: string, until: number): Promise<void> {
    await this.#local.revoke(id, until);
    if (!(await this.#write(id, until))) {
      this.#unwritten.set(id, until, { ttl: Math.max(1, until - Date.now()) });
    }
  }

  async isRevoked(id: string): Promise<boolean> {
    if (await this.#local.isRevoked(id)) return true;
    if (!this.#client.isReady) return false;
    try {
      return (await this.#client.exists(KEY_PREFIX + id)) > 0;
    } catch (error) {
      logger.warn(
        errorFields(error),
        'Redis revocation check failed; answering from this instance',
      );
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.#client.isReady) await this.#client.close();
    else if (this.#client.isOpen) this.#client.destroy(); // still trying to connect
  }

  /** True once Redis holds the revocation (or it has lapsed anyway). */
  async #write(id: string, until: number): Promise<boolean> {
    const ttl = until - Date.now();
    if (ttl <= 0) return true;
    if (!this.#client.isReady) return false;
    try {
      await this.#client.set(KEY_PREFIX + id, '1', { expiration: { type: 'PX', value: ttl } });
      return true;
    } catch (error) {
      logger.warn(errorFields(error), 'Redis could not record a session revocation yet');
      return false;
    }
  }

  async #writeUnwritten(): Promise<void> {
    for (const [id, until] of this.#unwritten.entries()) {
      if (await this.#write(id, until)) this.#unwritten.delete(id);
    }
  }
}

/**
 * With REDIS_URL set, revocations go to Redis, shared by every storefront instance; without
 * it, each instance keeps its own in memory (the default). A Redis that is down at start does
 * not stop the storefront.
 */
export function shareSessionRevocationsThroughRedis(
  redisUrl: string | undefined,
): RedisSessionRevocationStore | null {
  if (!redisUrl) return null;
  const store = new RedisSessionRevocationStore(redisUrl);
  setSessionRevocationStore(store);
  store.connect().then(
    () => logger.info('Session revocations are shared through Redis'),
    (error: unknown) => logger.warn(errorFields(error), 'Could not connect to Redis yet; retrying'),
  );
  return store;
}
