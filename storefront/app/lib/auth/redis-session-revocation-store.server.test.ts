import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasRedisServer, setUpTestRedisServer } from '../../../test/support/redis-server';
import { logger } from '../log.server';
import { RedisSessionRevocationStore } from './redis-session-revocation-store.server';

/**
 * Against a real redis-server: two stores stand for two storefront instances, so a logout on one
 * must be refused by the other.
 */
describe.skipIf(!hasRedisServer)('RedisSessionRevocationStore', () => {
  const redis = setUpTestRedisServer();

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const connected = async () => new RedisSessionRevocationStore(await redis.connectedClient());

  it('shares a revocation between instances until the session would have ended', async () => {
    const [first, second] = [await connected(), await connected()];
    const id = `shared-${Date.now()}`;
    expect(await second.isRevoked(id)).toBe(false);
    await first.revoke(id, Date.now() + 300);
    expect(await second.isRevoked(id)).toBe(true);
    // Redis forgets it when the session ends anyway: nothing grows without bound.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await second.isRevoked(id)).toBe(false);
  });

  it('answers from this instance, at once, while Redis holds the connection but answers nothing', async () => {
    vi.spyOn(logger, 'warn').mockImplementation((() => {}) as never);
    const store = await connected();
    redis.pause();
    try {
      const started = Date.now();
      await store.revoke('paused-own', Date.now() + 60_000);
      expect(await store.isRevoked('paused-own')).toBe(true);
      expect(await store.isRevoked('paused-other')).toBe(false);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      redis.resume();
    }
  });

  it(
    'while Redis is down, refuses what this instance revoked, and writes it once Redis is back',
    { timeout: 20_000 },
    async () => {
      vi.spyOn(logger, 'warn').mockImplementation((() => {}) as never);
      const [first, second] = [await connected(), await connected()];
      await redis.stop();
      const id = `outage-${Date.now()}`;
      await expect(first.revoke(id, Date.now() + 60_000)).resolves.toBeUndefined();
      expect(await first.isRevoked(id)).toBe(true);
      // The other instance cannot know yet; it keeps serving rather than refusing everyone.
      expect(await second.isRevoked(id)).toBe(false);

      await redis.start();
      await expect.poll(() => second.isRevoked(id), { timeout: 15_000, interval: 200 }).toBe(true);
    },
  );
});
