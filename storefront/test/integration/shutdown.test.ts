import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { freePort, startCommerce, startStorefront, type ServerProcess } from './support/servers';

/** SIGTERM: the storefront stops accepting, finishes the page in flight, and exits 0. */

let dir: string;
let commerce: ServerProcess;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-shutdown-'));
  // A slow platform, so a page is still rendering when the signal arrives.
  commerce = await startCommerce(await freePort(), join(dir, 'commerce.sqlite'), {
    COMMERCE_LATENCY_MS: '1500',
  });
});
afterAll(async () => {
  await commerce?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('finishes the request in flight after SIGTERM, then refuses connections and exits 0', async () => {
  const storefront = await startStorefront(commerce.base, { CATALOGUE_STALE_MS: '0' });
  try {
    const started = Date.now();
    const inFlight = fetch(`${storefront.base}/products`).then(async (response) => ({
      status: response.status,
      html: await response.text(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    storefront.child.kill('SIGTERM');

    const page = await inFlight;
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/products/bath-and-plunge-powder-4-pack"');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(await storefront.exited).toEqual({ code: 0, signal: null });
    await expect(fetch(`${storefront.base}/healthz`)).rejects.toThrow();
  } finally {
    await storefront.stop();
  }
});

it('with WEB_CONCURRENCY=2, replaces a worker that dies, and on SIGTERM finishes the request in flight and exits 0', async () => {
  const storefront = await startStorefront(commerce.base, {
    CATALOGUE_STALE_MS: '0',
    WEB_CONCURRENCY: '2',
  });
  const workers = () =>
    execFileSync('pgrep', ['-P', String(storefront.child.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean);
  try {
    await vi.waitFor(() => expect(workers()).toHaveLength(2), { timeout: 20_000 });
    const [dying, surviving] = workers() as [string, string];
    process.kill(Number(dying), 'SIGKILL');
    await vi.waitFor(
      () => {
        const now = workers();
        expect(now).toHaveLength(2);
        expect(now).toContain(surviving);
        expect(now).not.toContain(dying);
      },
      { timeout: 20_000 },
    );
    // The replacement answers once it listens. (Two worker processes exist before both listen,
    // so the one killed may have been the only one listening yet: connections are refused until
    // the replacement is up, which is why this waits rather than asks once.)
    await vi.waitFor(
      async () => expect((await fetch(`${storefront.base}/healthz`)).status).toBe(200),
      { timeout: 20_000 },
    );

    const inFlight = fetch(`${storefront.base}/products`).then((response) => response.status);
    await new Promise((resolve) => setTimeout(resolve, 400));
    storefront.child.kill('SIGTERM');
    expect(await inFlight).toBe(200);
    expect(await storefront.exited).toEqual({ code: 0, signal: null });
  } finally {
    await storefront.stop();
  }
});
