import { LRUCache } from 'lru-cache';
import { apiError } from './json-request.server';

/**
 * Fixed-window rate limits for endpoints that create things or sign people in. The store is
 * an interface so that several instances can share counts (a Redis store when REDIS_URL is
 * set); the memory store is the default for one instance.
 */
export interface RateLimitStore {
  /** Counts one hit on `key` in the window that contains now; returns the count so far and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

/** One instance's memory store forgets the least recently counted key past this many. */
const MEMORY_STORE_MAX_KEYS = 50_000;

interface Window {
  count: number;
  resetAt: number;
}

export class MemoryRateLimitStore implements RateLimitStore {
  /**
   * Bounded by an LRU (lru-cache), so a script cycling emails or addresses cannot grow it without
   * limit. A key pushed out starts counting afresh; a client's IP, counted on each of its
   * requests, stays among the most recently used while it is busy.
   */
  readonly #windows: LRUCache<string, Window>;
  readonly #now: () => number;

  constructor({ now = Date.now, maxKeys = MEMORY_STORE_MAX_KEYS } = {}) {
    this.#windows = new LRUCache({ max: maxKeys });
    this.#now = now;
  }

  hit(key: string, windowMs: number) {
    const now = this.#now();
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ count: window.count, resetAt: window.resetAt });
  }
}

let defaultStore: RateLimitStore = new MemoryRateLimitStore();

/** Replaces the store every limiter uses (the server sets a shared store at start-up). */
export function setRateLimitStore(store: RateLimitStore) {
  defaultStore = store;
}

export interface RateLimitRule {
  /** Names the limit in keys, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one attempt against each (rule, key) pair in order and answers a 429 Response at the
 * first one over its limit, else null. Keys are e.g. the client IP or a normalized email. The
 * pairs after a refusal are not counted: list the client's IP first, so a script refused for its
 * address adds no key per email it tries.
 */
export async function checkRateLimits(
  checks: { rule: RateLimitRule; key: string }[],
  store: RateLimitStore = defaultStore,
): Promise<Response | null> {
  for (const { rule, key } of checks) {
    const { count, resetAt } = await store.hit(`${rule.name}:${key}`, rule.windowMs);
    if (count > rule.limit) {
      return apiError(429, 'Too many requests. Please wait a moment and try again.', {
        'Retry-After': String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))),
      });
    }
  }
  return null;
}
