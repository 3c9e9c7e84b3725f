import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasRedisServer, setUpTestRedisServer } from '../../../test/support/redis-server';
import { logger } from '../log.server';
import { checkRateLimits } from './rate-limit.server';
import { RedisRateLimitStore } from './redis-rate-limit-store.server';

/** Against a real redis-server: two stores stand for two storefront instances sharing one limit. */
describe.skipIf(!hasRedisServer)('RedisRateLimitStore', () => {
  const redis = setUpTestRedisServer();

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const connected = async () => new RedisRateLimitStore(await redis.connectedClient());

  it('shares one count between instances, and answers 429 past the limit on either', async () => {
    const [first, second] = [await connected(), await connected()];
    const rule = { name: `test-shared-${Date.now()}`, limit: 3, windowMs: 60_000 };
    const check = { rule, key: '203.0.113.7' };
    expect(await checkRateLimits([check], first)).toBeNull();
    expect(await checkRateLimits([check], second)).toBeNull();
    expect(await checkRateLimits([check], first)).toBeNull();
    const refused = await checkRateLimits([check], second);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused?.json()).toEqual({
      error: 'Too many requests. Please wait a moment and try again.',
    });
  });

  it('starts a new window once the old one expires', async () => {
    const store = await connected();
    const key = `test-window-${Date.now()}`;
    expect((await store.hit(key, 150)).count).toBe(1);
    expect((await store.hit(key, 150)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const fresh = await store.hit(key, 150);
    expect(fresh.count).toBe(1);
    expect(fresh.resetAt).toBeGreaterThan(Date.now());
  });

  it('keeps counting locally, without throwing, while Redis is unreachable', async () => {
    const client = redis.client('redis://127.0.0.1:1');
    void client.connect().catch(() => {}); // keeps retrying in the background
    const store = new RedisRateLimitStore(client);
    const rule = { name: 'test-fallback', limit: 1, windowMs: 60_000 };
    expect(await checkRateLimits([{ rule, key: 'k' }], store)).toBeNull();
    expect((await checkRateLimits([{ rule, key: 'k' }], store))?.status).toBe(429);
  });

  it('counts locally, at once, while Redis holds the connection but answers nothing', async () => {
    vi.spyOn(logger, 'warn').mockImplementation((() => {}) as never);
    const store = await connected();
    redis.pause();
    try {
      const started = Date.now();
      expect((await store.hit(`test-paused-${started}`, 60_000)).count).toBe(1);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      redis.resume();
    }
  });
});
