import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasRedisServer, setUpTestRedisServer } from '../../../test/support/redis-server';
import { checkRateLimits, MEMORY_MAX_KEYS, setRateLimitStore } from './rate-limit.server';

const MESSAGE = 'Too many requests. Please wait a moment and try again.';

beforeEach(() => setRateLimitStore(null));
afterEach(() => {
  vi.useRealTimers();
  setRateLimitStore(null);
});

describe('checkRateLimits', () => {
  it('answers 429 with Retry-After once a key passes its limit, per key', async () => {
    const rule = { name: 'login:ip', limit: 2, windowMs: 60_000 };
    expect(await checkRateLimits([{ rule, key: '1.2.3.4' }])).toBeNull();
    expect(await checkRateLimits([{ rule, key: '1.2.3.4' }])).toBeNull();
    const refused = await checkRateLimits([{ rule, key: '1.2.3.4' }]);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('Retry-After')).toBe('60');
    expect(await refused?.json()).toEqual({ error: MESSAGE });
    expect(await checkRateLimits([{ rule, key: '5.6.7.8' }])).toBeNull();
  });

  it('starts a new window when the old one ends', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
    const check = { rule: { name: 'window', limit: 1, windowMs: 10_000 }, key: 'k' };
    expect(await checkRateLimits([check])).toBeNull();
    vi.advanceTimersByTime(4_000);
    expect((await checkRateLimits([check]))?.headers.get('Retry-After')).toBe('6');
    vi.advanceTimersByTime(6_000);
    expect(await checkRateLimits([check])).toBeNull();
  });

  it('stops counting at the first rule over its limit', async () => {
    const perIp = { name: 'register:ip', limit: 1, windowMs: 60_000 };
    const perEmail = { name: 'register:email', limit: 1, windowMs: 60_000 };
    const attempt = (ip: string, email: string) =>
      checkRateLimits([
        { rule: perIp, key: ip },
        { rule: perEmail, key: email },
      ]);
    expect(await attempt('1.2.3.4', 'a@example.com')).toBeNull();
    expect((await attempt('1.2.3.4', 'b@example.com'))?.status).toBe(429);
    // Refused for its address, the script's new email was never counted: it is still free.
    expect(await attempt('5.6.7.8', 'b@example.com')).toBeNull();
  });

  it('keeps at most MEMORY_MAX_KEYS counts in memory, forgetting the least recently counted', async () => {
    const perEmail = { name: 'bounded:email', limit: 1, windowMs: 60_000 };
    const perIp = { name: 'bounded:ip', limit: 1, windowMs: 60_000 };
    expect(await checkRateLimits([{ rule: perEmail, key: 'first@example.com' }])).toBeNull();
    expect((await checkRateLimits([{ rule: perEmail, key: 'first@example.com' }]))?.status).toBe(
      429,
    );
    // A script cycling addresses within the window, under another rule: the bound is shared.
    for (let index = 0; index < MEMORY_MAX_KEYS; index += 1) {
      await checkRateLimits([{ rule: perIp, key: `10.0.${index >> 8}.${index & 255}` }]);
    }
    // The oldest count is gone, so that key starts afresh; the newest ones are all still kept.
    expect(await checkRateLimits([{ rule: perEmail, key: 'first@example.com' }])).toBeNull();
    const newest = MEMORY_MAX_KEYS - 1;
    expect(
      (await checkRateLimits([{ rule: perIp, key: `10.0.${newest >> 8}.${newest & 255}` }]))
        ?.status,
    ).toBe(429);
  });
});

/** Against a real redis-server: clients stand for storefront instances sharing one limit. */
describe.skipIf(!hasRedisServer)('rate limits in Redis', () => {
  const redis = setUpTestRedisServer();

  it('shares one count between instances, and answers 429 past the limit on either', async () => {
    const [first, second] = [await redis.connectedClient(), await redis.connectedClient()];
    const check = {
      rule: { name: `test-shared-${Date.now()}`, limit: 3, windowMs: 60_000 },
      key: 'ip',
    };
    setRateLimitStore(first);
    expect(await checkRateLimits([check])).toBeNull();
    expect(await checkRateLimits([check])).toBeNull();
    setRateLimitStore(second);
    expect(await checkRateLimits([check])).toBeNull();
    const refused = await checkRateLimits([check]);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(58);
    expect(await refused?.json()).toEqual({ error: MESSAGE });
  });

  it('starts a new window once the old one expires', async () => {
    setRateLimitStore(await redis.connectedClient());
    const check = {
      rule: { name: `test-window-${Date.now()}`, limit: 1, windowMs: 1_000 },
      key: 'k',
    };
    expect(await checkRateLimits([check])).toBeNull();
    expect((await checkRateLimits([check]))?.status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await checkRateLimits([check])).toBeNull();
  });

  it('keeps counting locally, without throwing, while Redis is unreachable', async () => {
    const client = redis.client('redis://127.0.0.1:1');
    void client.connect().catch(() => {}); // keeps retrying in the background
    setRateLimitStore(client);
    const check = { rule: { name: 'test-fallback', limit: 1, windowMs: 60_000 }, key: 'k' };
    expect(await checkRateLimits([check])).toBeNull();
    expect((await checkRateLimits([check]))?.status).toBe(429);
  });

  it('counts locally, at once, while Redis holds the connection but answers nothing', async () => {
    setRateLimitStore(await redis.connectedClient());
    const check = {
      rule: { name: `test-paused-${Date.now()}`, limit: 1, windowMs: 60_000 },
      key: 'k',
    };
    redis.pause();
    try {
      const started = Date.now();
      expect(await checkRateLimits([check])).toBeNull();
      expect((await checkRateLimits([check]))?.status).toBe(429);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      redis.resume();
    }
  });
});
