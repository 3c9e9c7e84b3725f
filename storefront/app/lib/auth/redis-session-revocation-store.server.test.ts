import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../log.server';
import { RedisSessionRevocationStore } from './redis-session-revocation-store.server';

/**
 * Against a real redis-server (Debian's package; .ci/run installs it): two stores stand for two
 * storefront instances, so a logout on one must be refused by the other.
 */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!hasRedis)('RedisSessionRevocationStore', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  const stores: RedisSessionRevocationStore[] = [];

  function startRedis() {
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
  }

  async function stopRedis() {
    const running = redis;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  /** A store connected to the test's Redis, retried while redis-server is starting. */
  async function connected(): Promise<RedisSessionRevocationStore> {
    for (let attempt = 0; ; attempt += 1) {
      const store = new RedisSessionRevocationStore(`redis://127.0.0.1:${port}`);
      stores.push(store);
      try {
        await store.connect();
        return store;
      } catch (error) {
        await store.close();
        if (attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  beforeAll(async () => {
    port = await freePort();
    startRedis();
    await connected();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close().catch(() => {})));
    await stopRedis();
  });

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

  it(
    'while Redis is down, refuses what this instance revoked, and writes it once Redis is back',
    { timeout: 20_000 },
    async () => {
      vi.spyOn(logger, 'warn').mockImplementation((() => {}) as never);
      const [first, second] = [await connected(), await connected()];
      await stopRedis();
      const id = `outage-${Date.now()}`;
      await expect(first.revoke(id, Date.now() + 60_000)).resolves.toBeUndefined();
      expect(await first.isRevoked(id)).toBe(true);
      // The other instance cannot know yet; it keeps serving rather than refusing everyone.
      expect(await second.isRevoked(id)).toBe(false);

      startRedis();
      await expect.poll(() => second.isRevoked(id), { timeout: 15_000, interval: 200 }).toBe(true);
    },
  );
});
