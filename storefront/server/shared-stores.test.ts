import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasRedisServer, setUpTestRedisServer } from '../test/support/redis-server';

/**
 * Two storefront instances started with REDIS_URL on one real redis-server: each is its own
 * module graph (its own stores and sessions), as two processes would be.
 */
const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describe.skipIf(!hasRedisServer)('shareStores', () => {
  const redis = setUpTestRedisServer();

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  async function storefrontInstance() {
    vi.resetModules();
    vi.stubEnv('SESSION_SECRET', SECRET);
    const { shareStores } = await import('./shared-stores');
    const client = redis.closeAtEnd(shareStores(redis.url)!);
    await vi.waitFor(() => expect(client.isReady).toBe(true));
    return {
      ...(await import('../app/lib/session.server')),
      ...(await import('../app/lib/http/rate-limit.server')),
    };
  }

  it('refuses on every instance a session logged out on one', async () => {
    const [first, second] = [await storefrontInstance(), await storefrontInstance()];
    const cookie = (
      await first.commitSession({
        family: 'storefront',
        customerAccessToken: 'customer-access-token-123',
        expiresAt: Date.now() + 60_000,
      })
    ).split(';')[0]!;
    const request = () => new Request('http://localhost:3000/account', { headers: { cookie } });
    const session = await second.readSession(request());
    expect(session).not.toBeNull();

    await first.revokeSession(session!);
    expect(await second.readSession(request())).toBeNull();
  });

  it('counts a rate limit once for every instance', async () => {
    const [first, second] = [await storefrontInstance(), await storefrontInstance()];
    const check = { rule: { name: 'test-shared-wiring', limit: 1, windowMs: 60_000 }, key: 'ip' };
    expect(await first.checkRateLimits([check])).toBeNull();
    expect((await second.checkRateLimits([check]))?.status).toBe(429);
  });
});
