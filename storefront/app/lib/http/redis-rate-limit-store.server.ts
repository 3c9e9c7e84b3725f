import { createClient } from 'redis';
import { errorFields, logger } from '../log.server';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit.server';

/**
 * Rate-limit counts in Redis, so that several storefront instances share one limit. The
 * increment, the window's expiry and its remaining time are one atomic script (any Redis ≥ 2.6).
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

const KEY_PREFIX = 'storefront:rate-limit:';
/** A rate-limit check must not hold a request up: past this, the local count is used. */
const COMMAND_TIMEOUT_MS = 500;

export class RedisRateLimitStore implements RateLimitStore {
  readonly #client;
  /**
   * Used while Redis is unreachable: limits then hold per instance rather than not at all, and
   * endpoints keep working (a shared counter is worth less than the shop being up).
   */
  readonly #fallback = new MemoryRateLimitStore();
  #warned = false;

  constructor(url: string) {
    this.#client = createClient({
      url,
      // Fail fast while disconnected instead of queueing commands behind a dead connection.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2_000,
        reconnectStrategy: (retries) => Math.min(retries * 200, 5_000),
      },
    });
    this.#client.on('error', (error: unknown) => {
      if (!this.#warned) logger.warn(errorFields(error), 'Redis rate-limit store unavailable');
      this.#warned = true;
    });
    this.#client.on('ready', () => {
      this.#warned = false;
    });
  }

  /** Connects; resolves once connected. While Redis is unreachable it keeps retrying (backing off). */
  async connect(): Promise<void> {
    await this.#client.connect();
  }

  async hit(key: string, windowMs: number) {
    if (!this.#client.isReady) return this.#fallback.hit(key, windowMs);
    try {
      const reply = (await Promise.race([
        this.#client.eval(HIT_SCRIPT, {
          keys: [KEY_PREFIX + key],
          arguments: [String(windowMs)],
        }),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('Redis timed out')), COMMAND_TIMEOUT_MS).unref(),
        ),
      ])) as [number, number];
      return { count: Number(reply[0]), resetAt: Date.now() + Number(reply[1]) };
    } catch (error) {
      logger.warn(errorFields(error), 'Redis rate-limit check failed; counting locally');
      return this.#fallback.hit(key, windowMs);
    }
  }

  async close(): Promise<void> {
    if (this.#client.isReady) await this.#client.close();
    else if (this.#client.isOpen) this.#client.destroy(); // still trying to connect
  }
}
