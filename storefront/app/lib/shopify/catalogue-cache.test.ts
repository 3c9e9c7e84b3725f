import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache';

function cacheAt(clock: { now: number }, maxEntries = 10) {
  return new CatalogueCache({ freshMs: 1_000, staleMs: 10_000, maxEntries, now: () => clock.now });
}

describe('CatalogueCache', () => {
  it('serves a fresh answer without loading again', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock.now = 999;
    expect(await cache.get('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('serves a stale answer at once and refreshes it in the background', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load);
    clock.now = 5_000;
    expect(await cache.get('k', load)).toBe(1); // stale, served immediately
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', load)).toBe(2); // the refreshed answer
  });

  it('keeps serving the stale answer while the platform fails, until the stale window ends', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    await cache.get('k', async () => 'good');
    const failing = async (): Promise<string> => {
      throw new Error('platform down');
    };
    clock.now = 2_000;
    expect(await cache.get('k', failing)).toBe('good');
    clock.now = 10_999;
    expect(await cache.get('k', failing)).toBe('good');
    clock.now = 11_000;
    await expect(cache.get('k', failing)).rejects.toThrow('platform down');
  });

  it('never stores a failure, and shares one load between concurrent misses', async () => {
    const cache = cacheAt({ now: 0 });
    await expect(
      cache.get('k', async () => {
        throw new Error('x');
      }),
    ).rejects.toThrow('x');
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    const answers = await Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    expect(answers).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it('drops the least recently used answer beyond maxEntries', async () => {
    const cache = cacheAt({ now: 0 }, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a2'); // touch a
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('b', async () => 'b reloaded')).toBe('b reloaded');
    expect(await cache.get('c', async () => 'c reloaded')).toBe('c');
  });
});
