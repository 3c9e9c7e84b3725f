import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimiter } from '../src/lib/rate-limiter';

afterEach(() => vi.useRealTimers());

describe('RateLimiter', () => {
  it('counts every rule, and refuses with the longest wait while any is over its limit', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
    const limiter = new RateLimiter();
    const perIp = { name: 'ip', limit: 2, windowMs: 60_000 };
    const perEmail = { name: 'email', limit: 1, windowMs: 600_000 };
    const attempt = (email: string) =>
      limiter.hit([
        { rule: perIp, key: '192.0.2.1' },
        { rule: perEmail, key: email },
      ]);
    expect(await attempt('a@example.com')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    // Over the email's limit: its ten-minute window is the wait.
    expect(await attempt('a@example.com')).toEqual({ allowed: false, retryAfterSeconds: 600 });
    vi.advanceTimersByTime(30_000);
    // The refused attempt was counted for the address too: a new email is refused for it.
    expect(await attempt('b@example.com')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    vi.advanceTimersByTime(30_000);
    // The address's window is over; b's attempt above was counted all the same.
    expect(await attempt('c@example.com')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await attempt('b@example.com')).toEqual({ allowed: false, retryAfterSeconds: 570 });
  });
});
