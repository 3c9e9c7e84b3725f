import { describe, expect, it } from 'vitest';
import { checkRateLimits, MemoryRateLimitStore, type RateLimitStore } from './rate-limit.server';

describe('checkRateLimits', () => {
  it('answers 429 with Retry-After once a key passes its limit, per key', async () => {
    const store = new MemoryRateLimitStore();
    const rule = { name: 'login:ip', limit: 2, windowMs: 60_000 };
    expect(await checkRateLimits([{ rule, key: '1.2.3.4' }], store)).toBeNull();
    expect(await checkRateLimits([{ rule, key: '1.2.3.4' }], store)).toBeNull();
    const refused = await checkRateLimits([{ rule, key: '1.2.3.4' }], store);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused?.json()).toEqual({ error: expect.stringMatching(/Too many requests/) });
    expect(await checkRateLimits([{ rule, key: '5.6.7.8' }], store)).toBeNull();
  });

  it('starts a new window when the old one ends', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore({ now: () => now });
    expect((await store.hit('k', 1000)).count).toBe(1);
    expect((await store.hit('k', 1000)).count).toBe(2);
    now = 1000;
    expect((await store.hit('k', 1000)).count).toBe(1);
  });

  it('stops counting at the first rule over its limit', async () => {
    const memory = new MemoryRateLimitStore();
    const counted: string[] = [];
    const store: RateLimitStore = {
      hit: (key, windowMs) => {
        counted.push(key);
        return memory.hit(key, windowMs);
      },
    };
    const perIp = { name: 'register:ip', limit: 1, windowMs: 60_000 };
    const perEmail = { name: 'register:email', limit: 5, windowMs: 60_000 };
    const attempt = (email: string) =>
      checkRateLimits(
        [
          { rule: perIp, key: '1.2.3.4' },
          { rule: perEmail, key: email },
        ],
        store,
      );
    expect(await attempt('a@example.com')).toBeNull();
    expect((await attempt('b@example.com'))?.status).toBe(429);
    expect((await attempt('c@example.com'))?.status).toBe(429);
    // Refused for its address, the script's new emails were never counted (nor stored).
    expect(counted).toEqual([
      'register:ip:1.2.3.4',
      'register:email:a@example.com',
      'register:ip:1.2.3.4',
      'register:ip:1.2.3.4',
    ]);
  });
});

describe('MemoryRateLimitStore', () => {
  it('holds at most maxKeys counts, forgetting the least recently counted key first', async () => {
    const store = new MemoryRateLimitStore({ maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'a']) await store.hit(key, 60_000);
    await store.hit('d', 60_000); // a fourth key: 'b' was counted longest ago
    expect((await store.hit('a', 60_000)).count).toBe(3);
    expect((await store.hit('b', 60_000)).count).toBe(1);
  });

  it('stays bounded while a script cycles through new keys', async () => {
    const store = new MemoryRateLimitStore({ maxKeys: 1_000 });
    await store.hit('busy-ip', 60_000);
    for (let index = 0; index < 20_000; index += 1) {
      await store.hit(`email-${index}@example.com`, 60_000);
      if (index % 100 === 0) await store.hit('busy-ip', 60_000);
    }
    // The first emails are long forgotten; the address counted all along is not.
    expect((await store.hit('email-0@example.com', 60_000)).count).toBe(1);
    expect((await store.hit('busy-ip', 60_000)).count).toBe(202);
  });
});
