import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Fixed-window counts in memory (rate-limiter-flexible), per IP and per email: the local
 * platform is one process; a real platform would share these across its instances.
 */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

export class RateLimiter {
  /** One limiter per rule, made on first use. */
  readonly #limiters = new Map<string, RateLimiterMemory>();

  /**
   * Counts one request against every rule; refused when any rule is over its limit, with the
   * seconds until the window that refused it ends.
   */
  async hit(checks: { rule: RateLimitRule; key: string }[]) {
    const waits = await Promise.all(
      checks.map(({ rule, key }) =>
        this.#limiterFor(rule)
          .consume(key)
          .then(
            () => 0,
            (refusal: unknown) => {
              if (!(refusal instanceof RateLimiterRes)) throw refusal;
              return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
            },
          ),
      ),
    );
    const retryAfterSeconds = Math.max(0, ...waits);
    return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
  }

  #limiterFor({ name, limit, windowMs }: RateLimitRule): RateLimiterMemory {
    const limiter =
      this.#limiters.get(name) ??
      new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowMs / 1000 });
    this.#limiters.set(name, limiter);
    return limiter;
  }
}
