import { LRUCache } from 'lru-cache';
import { errorFields, logger } from '../log.server';
import { withinCommandTimeout, type RedisClient } from '../redis.server';
import {
  MemorySessionRevocationStore,
  type SessionRevocationStore,
} from './session-revocations.server';

const KEY_PREFIX = 'storefront:revoked-session:';
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
  readonly #client: RedisClient;
  /** This instance refuses what it revoked at once, whatever Redis does. */
  readonly #local = new MemorySessionRevocationStore();
  readonly #unwritten = new LRUCache<string, number>({ max: MAX_UNWRITTEN });

  constructor(client: RedisClient) {
    this.#client = client;
    client.on('ready', () => void this.#writeUnwritten());
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
      return (await withinCommandTimeout(this.#client.exists(KEY_PREFIX + id))) > 0;
    } catch (error) {
      logger.warn(
        errorFields(error),
        'Redis revocation check failed; answering from this instance',
      );
      return false;
    }
  }

  /** True once Redis holds the revocation (or it has lapsed anyway). */
  async #write(id: string, until: number): Promise<boolean> {
    const ttl = until - Date.now();
    if (ttl <= 0) return true;
    if (!this.#client.isReady) return false;
    try {
      await withinCommandTimeout(
        this.#client.set(KEY_PREFIX + id, '1', { expiration: { type: 'PX', value: ttl } }),
      );
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
