import { lookup } from 'node:dns/promises';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { BlockList, isIPv6, type AddressInfo } from 'node:net';
import { createRequestHandler, type AppOptions } from './app';
import {
  configFromEnv,
  DEFAULT_ADMIN_TOKEN,
  DEFAULT_PRIVATE_STOREFRONT_TOKEN,
  DEFAULT_STOREFRONT_TOKEN,
  type CommerceConfig,
} from './config';
import { openDatabase } from './db/connection';
import {
  seedDatabase,
  seedMissingCollections,
  seedMissingContent,
  seedMissingPlanPolicies,
  seedMissingStoreExtras,
} from './seeding';

/** How long close() lets requests in flight finish before cutting their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Settings not given here come from the environment (see configFromEnv). */
export type CommerceServerOptions = Partial<CommerceConfig> & Pick<AppOptions, 'customerAccounts'>;

export type CommerceServer = Awaited<ReturnType<typeof startCommerceServer>>;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether only this machine reaches `address` (an IP address, as a listening server has one). */
const isLoopbackAddress = (address: string): boolean =>
  LOOPBACK.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');

/**
 * Refuses to listen where other machines can connect while a token is still the default
 * published in this repository: anyone could then read every order and customer through the
 * Admin API.
 */
async function assertSafeToListen(config: CommerceConfig): Promise<void> {
  // The variables still at this repository's published values, which anyone can read.
  const defaults = Object.entries({
    PUBLIC_STOREFRONT_API_TOKEN: config.storefrontToken === DEFAULT_STOREFRONT_TOKEN,
    PRIVATE_STOREFRONT_API_TOKEN:
      config.privateStorefrontToken === DEFAULT_PRIVATE_STOREFRONT_TOKEN,
    PRIVATE_ADMIN_API_TOKEN: config.adminToken === DEFAULT_ADMIN_TOKEN,
  }).flatMap(([name, isDefault]) => (isDefault ? [name] : []));
  if (defaults.length === 0) return;
  // Safe when every address the host stands for is a loopback one.
  const addresses = await lookup(config.host, { all: true });
  if (addresses.length > 0 && addresses.every(({ address }) => isLoopbackAddress(address))) return;
  const names = new Intl.ListFormat('en', { type: 'conjunction' }).format(defaults);
  const still =
    defaults.length === 1 ? 'has its public default value' : 'have their public default values';
  throw new Error(
    `Refusing to listen on ${config.host}, which other machines can reach, while ${names} ${still}. ` +
      `Set ${names} to secrets of your own, or leave COMMERCE_HOST unset to listen on 127.0.0.1 only.`,
  );
}

/**
 * Opens the database (running migrations; seeding it when it has no products, loading the seed
 * content when it has never had any, and the seed's selling plan policies when its plans predate
 * them) and starts the HTTP server answering the routes of app.ts.
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
        ? await seedDatabase(db, config)
        : null;
    if (!seeded) {
      await seedMissingContent(db, config);
      seedMissingPlanPolicies(db, config);
      seedMissingCollections(db, config);
      seedMissingStoreExtras(db, config);
    }

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
