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
import { configFromEnv } from './config';
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

export interface CommerceServerOptions {
  /** 0 picks a free port. Default: COMMERCE_PORT or 4001. */
  port?: number;
  /**
   * Interface to listen on. Default: COMMERCE_HOST, else 127.0.0.1. Any address other machines
   * can reach is refused while one of the tokens still has its public default value.
   */
  host?: string;
  /** Default: COMMERCE_DB_PATH or <repo>/.data/commerce.sqlite. */
  dbPath?: string;
  /** Origin used in checkout and image URLs. Default: COMMERCE_PUBLIC_URL or http://localhost:{port}. */
  publicUrl?: string;
  /** Delay added to every Storefront API answer. Default: COMMERCE_LATENCY_MS or 0. */
  latencyMs?: number;
  /** Accepted Storefront API token. Default: PUBLIC_STOREFRONT_API_TOKEN or local-storefront-token. */
  storefrontToken?: string;
  /**
   * Accepted server-to-server Storefront API token. Default: PRIVATE_STOREFRONT_API_TOKEN or
   * local-private-storefront-token.
   */
  privateStorefrontToken?: string;
  /** Accepted Admin API token. Default: PRIVATE_ADMIN_API_TOKEN or local-admin-token. */
  adminToken?: string;
  /** Where a paid checkout redirects. Default: STOREFRONT_URL or http://localhost:3000. */
  storefrontUrl?: string;
  /** Seed catalogue used when the database has no products. Default: commerce/seed/catalogue.json. */
  cataloguePath?: string;
  /** SVG image sources. Default: commerce/seed/images. */
  imagesDir?: string;
  /** Bytes of rendered images kept on disk. Default: COMMERCE_IMAGE_CACHE_MB (256) MB. */
  imageCacheBytes?: number;
  /** The storefront's Customer Account API client id. Default: see config.ts. */
  customerAccountClientId?: string;
  /** Sign-in code lifetime, tries, rate limits and clock (tests shorten these). */
  customerAccounts?: CustomerAccountTuning;
}

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
  const env = configFromEnv();
  const config = {
    ...env,
    ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
  } as typeof env;

  await assertSafeToListen(config);
  const db = openDatabase(config.dbPath);
  try {
    const catalogue = new CatalogueRepository(db);
    const seeded =
      catalogue.countProducts() === 0
        ? seedCatalogue(db, loadCatalogue(config.cataloguePath, config.imagesDir))
        : null;

    const catalogueCache = new CatalogueCache(catalogue);
    const imageSources = new ImageSources(config.imagesDir);
    const server = createServer({ keepAliveTimeout: 65_000 });

    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { address: host, port } = server.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    const origin = (config.publicUrl ?? url).replace(/\/+$/, '');

    const carts = new CartRepository(db);
    const orders = new OrderRepository(db);
    const storefrontApi = createStorefrontApiHandler({
      db,
      catalogue: catalogueCache,
      carts,
      imageSources,
      origin,
      latencyMs: config.latencyMs,
      publicAccessToken: config.storefrontToken,
      privateAccessToken: config.privateStorefrontToken,
    });
    const customers = new CustomerRepository(db);
    const outbox = new Outbox(db);
    const adminApi = createAdminApiHandler({
      db,
      orders,
      customers,
      outbox,
      catalogue: catalogueCache,
      imageSources,
      origin,
      accessToken: config.adminToken,
    });
    const checkout = createCheckoutHandler({
      db,
      catalogue: catalogueCache,
      carts,
      orders,
      imageSources,
      origin,
      storefrontUrl: config.storefrontUrl,
    });
    const customerAccounts = createCustomerAccounts({
      ...options.customerAccounts,
      db,
      origin,
      clientId: config.customerAccountClientId,
      storefrontUrl: config.storefrontUrl,
      customers,
      orders,
      outbox,
      shopName: () => catalogueCache.current().shop().name,
      currencyCode: () => catalogueCache.current().currencyCode(),
    });
    const images = createImageHandler({
      sources: imageSources,
      diskCacheDir: config.dbPath === ':memory:' ? null : join(dirname(config.dbPath), 'cdn-cache'),
      diskCacheBytes: config.imageCacheBytes,
    });
    const ownerOnly = ownerPagesAuth({
      open: isLoopbackAddress(host),
      adminToken: config.adminToken,
    });
    server.on(
      'request',
      createRequestHandler({
        storefrontApi,
        adminApi,
        checkout,
        image: images,
        shopName: () => catalogueCache.current().shop().name,
        customerAccounts,
        outbox: ownerOnly(createOutboxHandler(outbox)),
        ownerCustomers: ownerOnly(
          createCustomersPageHandler({
            customers,
            shopName: () => catalogueCache.current().shop().name,
          }),
        ),
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
