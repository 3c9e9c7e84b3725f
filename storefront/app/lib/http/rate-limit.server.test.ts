import { describe, expect, it } from 'vitest';
import { checkRateLimits, MemoryRateLimitStore } from './rate-limit.server';

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
    const store = new MemoryRateLimitStore(() => now);
    expect((await store.hit('k', 1000)).count).toBe(1);
    expect((await store.hit('k', 1000)).count).toBe(2);
    now = 1000;
    expect((await store.hit('k', 1000)).count).toBe(1);
  });
});
