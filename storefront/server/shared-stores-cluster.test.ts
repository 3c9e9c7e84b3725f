import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { keepStoresForWorkers } from './workers';

/**
 * Two real worker processes of one clustered storefront (WEB_CONCURRENCY=2, no Redis), with this
 * test process as their primary: what one worker records, the other sees.
 */
let workers: Worker[] = [];

beforeAll(async () => {
  keepStoresForWorkers();
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('../test/support/cluster-worker.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
    silent: true,
  });
  workers = [cluster.fork(), cluster.fork()];
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          worker.on('message', (message) => message === 'ready' && resolve());
        }),
    ),
  );
}, 30_000);

afterAll(() => {
  for (const worker of workers) worker.kill();
});

let asked = 0;
function ask(worker: Worker, command: object): Promise<unknown> {
  const id = String((asked += 1));
  return new Promise((resolve) => {
    const listener = (message: { ask?: string; value?: unknown }) => {
      if (message?.ask !== id) return;
      worker.off('message', listener);
      resolve(message.value);
    };
    worker.on('message', listener);
    worker.send({ ...command, ask: id });
  });
}

it('refuses in every worker a session signed out through one', async () => {
  const [first, second] = workers as [Worker, Worker];
  expect(await ask(second, { command: 'is-revoked', sessionId: 'session-1' })).toBe(false);
  await ask(first, { command: 'revoke', sessionId: 'session-1' });
  expect(await ask(second, { command: 'is-revoked', sessionId: 'session-1' })).toBe(true);
  expect(await ask(second, { command: 'is-revoked', sessionId: 'session-2' })).toBe(false);
});

it('counts a rate limit once for all the workers', async () => {
  const [first, second] = workers as [Worker, Worker];
  expect(await ask(first, { command: 'count', rule: 'test-cluster' })).toBe('counted');
  expect(await ask(second, { command: 'count', rule: 'test-cluster' })).toBe(429);
});
