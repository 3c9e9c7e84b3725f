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

export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  hit(key: string, windowMs: number) {
    const now = this.#now();
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      // Expired windows are dropped lazily so the map cannot grow without bound.
      if (this.#windows.size > 50_000) this.#sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ count: window.count, resetAt: window.resetAt });
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
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
 * Counts one attempt against every (rule, key) pair and answers a 429 Response when any is
 * over its limit, else null. Keys are e.g. the client IP or a normalized email.
 */
export async function checkRateLimits(
  checks: { rule: RateLimitRule; key: string }[],
  store: RateLimitStore = defaultStore,
): Promise<Response | null> {
  let retryAfterMs = 0;
  for (const { rule, key } of checks) {
    const { count, resetAt } = await store.hit(`${rule.name}:${key}`, rule.windowMs);
    if (count > rule.limit) retryAfterMs = Math.max(retryAfterMs, resetAt - Date.now());
  }
  if (retryAfterMs <= 0) return null;
  return apiError(429, 'Too many requests. Please wait a moment and try again.', {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}
