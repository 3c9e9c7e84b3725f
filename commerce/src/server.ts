import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestHandler, type AppOptions } from './app';
import { loadCatalogue } from './catalogue/load-catalogue';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { configFromEnv, type CommerceConfig } from './config';
import { openDatabase } from './db/connection';
import { assertSafeToListen, isLoopbackAddress } from './http/listen-address';

/** How long close() lets requests in flight finish before cutting their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Settings not given here come from the environment (see configFromEnv). */
export type CommerceServerOptions = Partial<CommerceConfig> & Pick<AppOptions, 'customerAccounts'>;

export type CommerceServer = Awaited<ReturnType<typeof startCommerceServer>>;

/**
 * Opens the database (running migrations, seeding it when it has no products) and starts the
 * HTTP server answering the routes of app.ts.
 */
export async function startCommerceServer(options: CommerceServerOptions = {}) {
  const config = {
    ...configFromEnv(),
    ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
  } as CommerceConfig;

  await assertSafeToListen(config);
  const db = openDatabase(config.dbPath);
  try {
    const seeded =
      db.prepare('SELECT COUNT(*) FROM products').pluck().get() === 0
        ? seedCatalogue(db, loadCatalogue(config.cataloguePath, config.imagesDir))
        : null;

    const server = createServer({ keepAliveTimeout: 65_000 });
    server.listen(config.port, config.host);
    await once(server, 'listening');
    const { address: host, port } = server.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    server.on(
      'request',
      createRequestHandler({
        db,
        config,
        origin: (config.publicUrl ?? url).replace(/\/+$/, ''),
        ownerPagesOpen: isLoopbackAddress(host),
        customerAccounts: options.customerAccounts,
      }),
    );

    let closing: Promise<void> | undefined;
    return {
      url,
      /** The address it listens on, e.g. 127.0.0.1. */
      host,
      port,
      db,
      /** What was loaded when this start found the database empty, else null. */
      seeded,
      close(): Promise<void> {
        // Graceful: no new connections; requests in flight finish (their keep-alive sockets
        // are closed as soon as they go idle); after a grace period the rest are cut.
        closing ??= new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()));
          const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
          const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
          server.once('close', () => {
            clearInterval(idleSweep);
            clearTimeout(deadline);
          });
          server.closeIdleConnections();
        }).finally(() => db.close());
        return closing;
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
