import { errorFields, logger } from '../log.server';
import { withinCommandTimeout, type RedisClient } from '../redis.server';
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

export class RedisRateLimitStore implements RateLimitStore {
  readonly #client: RedisClient;
  /**
   * Used while Redis is unreachable: limits then hold per instance rather than not at all, and
   * endpoints keep working (a shared counter is worth less than the shop being up).
   */
  readonly #fallback = new MemoryRateLimitStore();

  constructor(client: RedisClient) {
    this.#client = client;
  }

  async hit(key: string, windowMs: number) {
    if (!this.#client.isReady) return this.#fallback.hit(key, windowMs);
    try {
      const reply = (await withinCommandTimeout(
        this.#client.eval(HIT_SCRIPT, { keys: [KEY_PREFIX + key], arguments: [String(windowMs)] }),
      )) as [number, number];
      return { count: Number(reply[0]), resetAt: Date.now() + Number(reply[1]) };
    } catch (error) {
      logger.warn(errorFields(error), 'Redis rate-limit check failed; counting locally');
      return this.#fallback.hit(key, windowMs);
    }
  }
}
