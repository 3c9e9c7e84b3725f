import cluster, { type Worker } from 'node:cluster';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { serveSessionRevocationsToWorkers } from '../app/lib/auth/cluster-session-revocation-store.server';
import { logger } from '../app/lib/log.server';

/**
 * The primary process of a storefront run as several worker processes (WEB_CONCURRENCY): it
 * serves no request itself. The workers share the listening port (node:cluster hands connections
 * round-robin), and the primary keeps what they must share when there is no Redis: rate-limit
 * counts (rate-limiter-flexible's cluster master) and session revocations. A worker that dies is
 * replaced; one that exits on its own before it starts serving (a bad configuration, a missing
 * build) stops the storefront with its exit code, since its replacements would fail the same way.
 */
/** Rate-limit counts and session revocations, kept here for the workers (server/shared-stores.ts). */
export function keepStoresForWorkers(): void {
  new RateLimiterClusterMaster();
  serveSessionRevocationsToWorkers();
}

export function superviseWorkers(count: number): void {
  keepStoresForWorkers();

  let stopping = false;
  const serving = new WeakSet<Worker>();
  const start = () => {
    const worker = cluster.fork();
    worker.on('listening', () => serving.add(worker));
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // Exited on its own before it listened: a fault every replacement would meet again.
    if (!serving.has(worker) && signal === null) {
      logger.fatal(`A storefront worker stopped while starting (exit code ${code}).`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGKILL');
      process.exit(code || 1);
    }
    logger.error({ code, signal }, 'A storefront worker stopped; starting another');
    start();
  });

  // Each worker finishes its requests in flight (server.ts); the primary waits for all of them.
  const stop = () => {
    if (stopping) {
      // A second Ctrl-C: stop waiting.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(0);
    }
    stopping = true;
    logger.info('Stopping the storefront workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (let index = 0; index < count; index += 1) start();
  logger.info(`Storefront: ${count} worker processes`);
}
