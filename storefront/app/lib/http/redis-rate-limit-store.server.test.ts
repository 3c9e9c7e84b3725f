import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRateLimits } from './rate-limit.server';
import { RedisRateLimitStore } from './redis-rate-limit-store.server';

/**
 * Against a real redis-server (Debian's package; .ci/run installs it): two stores stand for two
 * storefront instances sharing one limit.
 */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!hasRedis)('RedisRateLimitStore', () => {
  let redis: ChildProcess;
  let url: string;
  const stores: RedisRateLimitStore[] = [];

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const probe = new RedisRateLimitStore(url);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await probe.connect();
        break;
      } catch (error) {
        if (attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    stores.push(probe);
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close().catch(() => {})));
    redis?.kill('SIGKILL');
  });

  async function connected() {
    const store = new RedisRateLimitStore(url);
    await store.connect();
    stores.push(store);
    return store;
  }

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
    const store = new RedisRateLimitStore('redis://127.0.0.1:1');
    stores.push(store);
    void store.connect().catch(() => {}); // keeps retrying in the background
    const rule = { name: 'test-fallback', limit: 1, windowMs: 60_000 };
    expect(await checkRateLimits([{ rule, key: 'k' }], store)).toBeNull();
    expect((await checkRateLimits([{ rule, key: 'k' }], store))?.status).toBe(429);
  });
});
