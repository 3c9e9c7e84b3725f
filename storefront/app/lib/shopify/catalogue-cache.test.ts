import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache';

/** A clock the test moves (it starts past 0, as a real one does). */
function cacheAt(clock: { now: number }, maxEntries = 10) {
  return new CatalogueCache({
    freshMs: 1_000,
    staleMs: 10_000,
    maxEntries,
    perf: { now: () => clock.now },
  });
}

const START = 1_000_000;

describe('CatalogueCache', () => {
  it('serves a fresh answer without loading again', async () => {
    const clock = { now: START };
    const cache = cacheAt(clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock.now = START + 999;
    expect(await cache.get('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('serves a stale answer at once and refreshes it in the background', async () => {
    const clock = { now: START };
    const cache = cacheAt(clock);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load);
    clock.now = START + 5_000;
    expect(await cache.get('k', load)).toBe(1); // stale, served immediately
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', load)).toBe(2); // the refreshed answer
    expect(loads).toBe(2);
  });

  it('shares one background refresh between the shoppers served the stale answer', async () => {
    const clock = { now: START };
    const cache = cacheAt(clock);
    await cache.get('k', async () => 'old');
    clock.now = START + 5_000;
    let refreshes = 0;
    const slow = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(`new ${++refreshes}`), 10));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual(['old', 'old']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await cache.get('k', slow)).toBe('new 1');
    expect(refreshes).toBe(1);
  });

  it('keeps serving the stale answer while the platform fails, until the stale window ends', async () => {
    const clock = { now: START };
    const cache = cacheAt(clock);
    await cache.get('k', async () => 'good');
    const failing = async (): Promise<string> => {
      throw new Error('platform down');
    };
    clock.now = START + 2_000;
    expect(await cache.get('k', failing)).toBe('good');
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.now = START + 10_999;
    expect(await cache.get('k', failing)).toBe('good');
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.now = START + 11_000;
    await expect(cache.get('k', failing)).rejects.toThrow('platform down');
    // Past its window, the failure dropped it: the next good answer is loaded and kept.
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('with no fresh time, refreshes on every request and serves the last good answer meanwhile', async () => {
    const clock = { now: START };
    const cache = new CatalogueCache({
      freshMs: 0,
      staleMs: 1_500,
      maxEntries: 10,
      perf: { now: () => clock.now },
    });
    let loads = 0;
    await cache.get('k', async () => ++loads);
    clock.now = START + 1;
    expect(await cache.get('k', async () => ++loads)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(2);
  });

  it('never stores a failure, and shares one load between concurrent misses', async () => {
    const cache = cacheAt({ now: START });
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
    const cache = cacheAt({ now: START }, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a2'); // touch a
    await cache.get('c', async () => 'c');
    expect(await cache.get('c', async () => 'c reloaded')).toBe('c');
    expect(await cache.get('a', async () => 'a reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'b reloaded')).toBe('b reloaded');
  });
});
