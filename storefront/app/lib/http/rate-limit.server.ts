import { LRUCache } from 'lru-cache';
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { REDIS_COMMAND_TIMEOUT_MS, type RedisClient } from '../redis.server';
import { apiError } from './json-request.server';

/**
 * Fixed-window rate limits for endpoints that create things or sign people in, counted by
 * rate-limiter-flexible: in this process's memory; in the cluster's primary process when the
 * storefront runs several worker processes (WEB_CONCURRENCY), so that the workers share one count;
 * or in Redis (REDIS_URL) so that several instances share one count. While the shared count is
 * unreachable or slow, each process counts in its own memory: limits then hold per process rather
 * than not at all, and endpoints keep working (a shared counter is worth less than the shop being
 * up). A count is dropped when its window ends, and a process counting in its own memory holds
 * at most MEMORY_MAX_KEYS counts (the cluster's primary keeps rate-limiter-flexible's own,
 * unbounded within a window).
 */

export interface RateLimitRule {
  /** Names the limit in keys, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

/** Counts kept by the cluster's primary process (which runs rate-limiter-flexible's master). */
export const CLUSTER_PRIMARY = 'cluster-primary';
type RateLimitStore = RedisClient | typeof CLUSTER_PRIMARY | null;

let store: RateLimitStore = null;
/** One limiter per rule, made on first use. */
let limiters = new Map<string, RateLimiterAbstract>();

/**
 * Counts every limit from now on in Redis (the server sets it at start-up with REDIS_URL), in the
 * cluster's primary process, or in this process's memory with null. Counts so far are forgotten.
 */
export function setRateLimitStore(next: RateLimitStore) {
  store = next;
  limiters = new Map();
  countedInMemory.clear();
}

function sharedLimiter(options: { keyPrefix: string; points: number; duration: number }) {
  if (store === CLUSTER_PRIMARY) {
    return new RateLimiterCluster({ ...options, timeoutMs: SHARED_COUNT_TIMEOUT_MS });
  }
  return new RateLimiterRedis({
    ...options,
    storeClient: store,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
  });
}

/**
 * Counts one process keeps in its memory, for all rules together. Past it the least recently
 * counted key is forgotten (and starts afresh), so a script cycling addresses or emails within a
 * window cannot grow memory without limit; a busy client's key stays among the recent ones.
 */
export const MEMORY_MAX_KEYS = 50_000;

/** This process's counted keys, least recently counted first, each with how to forget its count. */
const countedInMemory = new LRUCache<string, () => void>({
  max: MEMORY_MAX_KEYS,
  dispose: (forget, _key, reason) => {
    if (reason === 'evict') forget();
  },
});

/** RateLimiterMemory whose keys count towards MEMORY_MAX_KEYS. */
class BoundedMemoryLimiter extends RateLimiterMemory {
  override consume(key: string | number, points?: number, options?: Record<string, unknown>) {
    countedInMemory.set(`${this.keyPrefix}:${key}`, () => void this.delete(key));
    return super.consume(key, points, options);
  }
}

/** A shared count must not hold a request up: past this, the process counts on its own. */
const SHARED_COUNT_TIMEOUT_MS = REDIS_COMMAND_TIMEOUT_MS;

function limiterFor(rule: RateLimitRule): RateLimiterAbstract {
  let limiter = limiters.get(rule.name);
  if (!limiter) {
    const options = {
      keyPrefix: `storefront:rate-limit:${rule.name}`,
      points: rule.limit,
      duration: rule.windowMs / 1000,
    };
    const memory = new BoundedMemoryLimiter(options);
    limiter = store
      ? new RLWrapperTimeouts({
          limiter: sharedLimiter(options),
          insuranceLimiter: memory,
          timeoutMs: SHARED_COUNT_TIMEOUT_MS,
        })
      : memory;
    limiters.set(rule.name, limiter);
  }
  return limiter;
}

/**
 * Counts one attempt against each (rule, key) pair in order and answers a 429 Response at the
 * first one over its limit, else null. Keys are e.g. the client IP or a normalized email. The
 * pairs after a refusal are not counted: list the client's IP first, so a script refused for its
 * address adds no key per email it tries.
 */
export async function checkRateLimits(
  checks: { rule: RateLimitRule; key: string }[],
): Promise<Response | null> {
  for (const { rule, key } of checks) {
    try {
      await limiterFor(rule).consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return apiError(429, 'Too many requests. Please wait a moment and try again.', {
        'Retry-After': String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))),
      });
    }
  }
  return null;
}
