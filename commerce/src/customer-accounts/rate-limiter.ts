/**
 * Fixed-window counters in memory, for the hosted sign-in page (per IP and per email). The
 * local platform is one process; a real platform would share these across its instances.
 */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window that refused this request ends (0 when allowed). */
  retryAfterSeconds: number;
}

interface Window {
  startedAt: number;
  count: number;
}

const MAX_TRACKED_KEYS = 50_000;

export class RateLimiter {
  readonly #windows = new Map<string, Window>();

  /** Counts one request against every rule; refused when any rule is over its limit. */
  hit(checks: { rule: RateLimitRule; key: string }[], now: number): RateLimitVerdict {
    let retryAfterSeconds = 0;
    for (const { rule, key } of checks) {
      const id = `${rule.name}:${key}`;
      let window = this.#windows.get(id);
      if (!window || now - window.startedAt >= rule.windowMs) {
        window = { startedAt: now, count: 0 };
        this.#windows.delete(id);
        this.#windows.set(id, window);
      }
      window.count += 1;
      if (window.count > rule.limit) {
        const wait = Math.ceil((window.startedAt + rule.windowMs - now) / 1000);
        retryAfterSeconds = Math.max(retryAfterSeconds, wait, 1);
      }
    }
    this.#forgetOldest();
    return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
  }

  /** Bounds memory under a flood of distinct keys: the oldest windows go first. */
  #forgetOldest(): void {
    while (this.#windows.size > MAX_TRACKED_KEYS) {
      const oldest = this.#windows.keys().next().value;
      if (oldest === undefined) return;
      this.#windows.delete(oldest);
    }
  }
}
