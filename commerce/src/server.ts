import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { CatalogueCache } from './catalogue/catalogue-snapshot';
import { loadCatalogue } from './catalogue/load-catalogue';
import { seedCatalogue, type SeedSummary } from './catalogue/seed-catalogue';
import { createAdminApiHandler } from './admin-api/admin-api-handler';
import { createCustomersPageHandler } from './owner/customers-handler';
import { createImageHandler } from './cdn/image-handler';
import { createCheckoutHandler } from './checkout/checkout-handler';
import { ImageSources } from './cdn/image-sources';
import { configFromEnv, type CommerceConfig } from './config';
import { CartRepository } from './db/cart-repository';
import { CatalogueRepository } from './db/catalogue-repository';
import { openDatabase, type CommerceDatabase } from './db/connection';
import { OrderRepository } from './db/order-repository';
import { CustomerRepository } from './db/customer-repository';
import { Outbox } from './outbox/outbox';
import { createRequestHandler } from './app';
import { assertSafeToListen, isLoopbackAddress } from './http/listen-address';
import { ownerPagesAuth } from './http/owner-pages-auth';
import { createCustomerAccounts, type CustomerAccountTuning } from './customer-accounts';
import { createOutboxHandler } from './outbox/outbox-handler';
import { createStorefrontApiHandler } from './storefront-api/storefront-api-handler';

/** How long close() lets requests in flight finish before cutting their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Settings not given here come from the environment (see CommerceConfig). */
export type CommerceServerOptions = Partial<CommerceConfig> & {
  /** Sign-in code lifetime, tries, rate limits and clock (tests shorten these). */
  customerAccounts?: CustomerAccountTuning;
};

export interface CommerceServer {
  url: string;
  /** The address it listens on, e.g. 127.0.0.1. */
  host: string;
  port: number;
  db: CommerceDatabase;
  /** What was loaded when this start found the database empty, else null. */
  seeded: SeedSummary | null;
  close(): Promise<void>;
}

/**
 * Opens the database (running migrations, seeding it when it has no products) and starts the
 * HTTP server: the Storefront API under /api/{version}/graphql.json, the Admin API under
 * /admin/api/{version}/graphql.json, the hosted checkout under /cart/c/{token} and the image
 * CDN under /cdn/shop/files/.
 */
export async function startCommerceServer(
  options: CommerceServerOptions = {},
): Promise<CommerceServer> {
  const config = {
    ...configFromEnv(),
    ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
  } as CommerceConfig;

  await assertSafeToListen(config);
  const db = openDatabase(config.dbPath);
  try {
    const catalogue = new CatalogueRepository(db);
    const seeded =
      catalogue.countProducts() === 0
        ? seedCatalogue(db, loadCatalogue(config.cataloguePath, config.imagesDir))
        : null;

    const server = createServer({ keepAliveTimeout: 65_000 });
    server.listen(config.port, config.host);
    await once(server, 'listening');
    const { address: host, port } = server.address() as AddressInfo;
    const url = `http://localhost:${port}`;

    // What the handlers share; each takes the parts it needs.
    const shared = {
      db,
      catalogue: new CatalogueCache(catalogue),
      carts: new CartRepository(db),
      orders: new OrderRepository(db),
      customers: new CustomerRepository(db),
      outbox: new Outbox(db),
      imageSources: new ImageSources(config.imagesDir),
      origin: (config.publicUrl ?? url).replace(/\/+$/, ''),
      storefrontUrl: config.storefrontUrl,
    };
    const shopName = () => shared.catalogue.current().shop().name;
    const ownerOnly = ownerPagesAuth({
      open: isLoopbackAddress(host),
      adminToken: config.adminToken,
    });
    server.on(
      'request',
      createRequestHandler({
        storefrontApi: createStorefrontApiHandler({
          ...shared,
          latencyMs: config.latencyMs,
          publicAccessToken: config.storefrontToken,
          privateAccessToken: config.privateStorefrontToken,
        }),
        adminApi: createAdminApiHandler({ ...shared, accessToken: config.adminToken }),
        checkout: createCheckoutHandler(shared),
        image: createImageHandler({
          sources: shared.imageSources,
          diskCacheDir:
            config.dbPath === ':memory:' ? null : join(dirname(config.dbPath), 'cdn-cache'),
          diskCacheBytes: config.imageCacheBytes,
        }),
        shopName,
        customerAccounts: createCustomerAccounts({
          ...options.customerAccounts,
          ...shared,
          clientId: config.customerAccountClientId,
          shopName,
          currencyCode: () => shared.catalogue.current().currencyCode(),
        }),
        outbox: ownerOnly(createOutboxHandler(shared.outbox)),
        ownerCustomers: ownerOnly(createCustomersPageHandler({ ...shared, shopName })),
      }),
    );

    let closing: Promise<void> | undefined;
    return {
      url,
      host,
      port,
      db,
      seeded,
      close() {
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
