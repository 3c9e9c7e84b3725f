import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { createAdminApiHandler, createAdminOperations } from './admin-api/admin-api-handler';
import { catalogueCache } from './catalogue/catalogue-snapshot';
import { CollectionRepository } from './catalogue/collection-repository';
import { ImageDiskCache } from './cdn/image-disk-cache';
import { createImageHandler } from './cdn/image-handler';
import { ImageSources } from './cdn/image-sources';
import { CDN_PATH_PREFIX } from './cdn/image-urls';
import { contentStoresOf } from './content/content-stores';
import { createCheckoutHandler } from './checkout/checkout-handler';
import type { CommerceConfig } from './config';
import { createCustomerAccounts, type CustomerAccountTuning } from './customer-accounts';
import { customerStoresOf } from './customer-accounts/customer-stores';
import { createProduceBatchHandler, PRODUCE_BATCH_PATH } from './analytics/produce-batch-handler';
import { AnalyticsRepository } from './db/analytics-repository';
import { CartRepository } from './db/cart-repository';
import { ConsentRepository } from './db/consent-repository';
import type { CommerceDatabase } from './db/connection';
import { renderHomePage } from './http/home-page';
import { ownerPagesAuth } from './http/owner-pages-auth';
import { sendHtml, sendJson, sendJsonError } from './http/responses';
import { errorFields, logger } from './lib/logger';
import { createOutboxHandler } from './outbox/outbox-handler';
import { CONTENT_EDITOR_PATH, createContentEditor } from './owner/content-editor';
import { createCustomersPageHandler } from './owner/customers-handler';
import { ownerFormGuard } from './owner/owner-forms';
import { createStorefrontApiHandler } from './storefront-api/storefront-api-handler';

const STOREFRONT_API_PATH = /^\/api\/([^/]+)\/graphql\.json$/;
const ADMIN_API_PATH = /^\/admin\/api\/([^/]+)\/graphql\.json$/;
/** A cart's checkoutUrl: /cart/c/{token}?key={secret}. */
const CHECKOUT_PATH = /^\/cart\/c\/([^/]+)$/;

/** A path segment decoded, or null when its %-escapes are malformed (a 404, not a crash). */
function decodeSegment(segment: string | undefined): string | null {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return null;
  }
}

export interface AppOptions {
  db: CommerceDatabase;
  config: CommerceConfig;
  /** Public origin of this server, for checkout and image URLs and the OpenID issuer. */
  origin: string;
  /** Whether the owner's pages (/__outbox, /admin/customers) need no password: loopback only. */
  ownerPagesOpen: boolean;
  /** Sign-in code lifetime, tries, rate limits and clock (tests shorten these). */
  customerAccounts?: CustomerAccountTuning;
}

/**
 * The server's routes: the Storefront API under /api/{version}/graphql.json, the Admin API under
 * /admin/api/{version}/graphql.json, the hosted checkout under /cart/c/{token}, customer accounts,
 * the owner's pages and the image CDN under /cdn/shop/files/. Anything else is a 404, and no
 * failure ever shows a stack trace.
 */
export function createRequestHandler({
  db,
  config,
  origin,
  ownerPagesOpen,
  ...options
}: AppOptions) {
  // What the handlers share; each takes the parts it needs. The customer repositories, outbox
  // and limits are the database's one set, which the customer resolvers use too.
  const shared = {
    ...customerStoresOf(db),
    db,
    origin,
    catalogue: catalogueCache(db),
    carts: new CartRepository(db),
    collections: new CollectionRepository(db),
    analytics: new AnalyticsRepository(db),
    consent: new ConsentRepository(db),
    content: contentStoresOf(db),
    imageSources: new ImageSources(config.imagesDir),
    storefrontUrl: config.storefrontUrl,
  };
  const shopName = () => shared.catalogue.current().shop().name;
  const ownerOnly = ownerPagesAuth({ open: ownerPagesOpen, adminToken: config.adminToken });

  const storefrontApi = createStorefrontApiHandler({
    ...shared,
    latencyMs: config.latencyMs,
    publicAccessToken: config.storefrontToken,
    privateAccessToken: config.privateStorefrontToken,
  });
  const adminApi = createAdminApiHandler({ ...shared, accessToken: config.adminToken });
  // Rendered images are kept beside the database, or only in memory with an in-memory database.
  const image = createImageHandler(
    shared.imageSources,
    config.dbPath === ':memory:'
      ? null
      : new ImageDiskCache(join(dirname(config.dbPath), 'cdn-cache'), config.imageCacheBytes),
  );
  const customerAccounts = createCustomerAccounts({
    ...options.customerAccounts,
    ...shared,
    clientId: config.customerAccountClientId,
  });
  const checkout = createCheckoutHandler({
    ...shared,
    customerOfBuyerToken: customerAccounts.customerOfBuyerToken,
  });
  const produceBatch = createProduceBatchHandler(shared.analytics);
  const outbox = ownerOnly(createOutboxHandler(shared.outbox));
  const ownerCustomers = ownerOnly(createCustomersPageHandler({ ...shared, shopName }));
  const ownerContent = ownerOnly(
    createContentEditor({
      admin: createAdminOperations(shared),
      analytics: shared.analytics,
      consent: shared.consent,
      guard: ownerFormGuard({ open: ownerPagesOpen, publicOrigin: origin }),
      shopName,
      storefrontUrl: config.storefrontUrl,
    }),
  );

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;

    const api = decodeSegment(STOREFRONT_API_PATH.exec(path)?.[1]);
    if (api) return storefrontApi(request, response, api);

    if (path === PRODUCE_BATCH_PATH) return produceBatch(request, response);
    if (path === '/admin/customers') return ownerCustomers(request, response);
    if (CONTENT_EDITOR_PATH.test(path)) return ownerContent(request, response, url);

    const admin = decodeSegment(ADMIN_API_PATH.exec(path)?.[1]);
    if (admin) return adminApi(request, response, admin);

    const cartToken = decodeSegment(CHECKOUT_PATH.exec(path)?.[1]);
    if (cartToken) return checkout(request, response, cartToken, url.searchParams);

    if (await customerAccounts.handle(request, response, path, url.searchParams)) return;
    if (path === '/__outbox') return outbox(request, response, url.searchParams);

    const imageName = path.startsWith(CDN_PATH_PREFIX)
      ? decodeSegment(path.slice(CDN_PATH_PREFIX.length))
      : null;
    if (imageName !== null) return image(request, response, imageName, url.searchParams);

    if (request.method === 'GET' || request.method === 'HEAD') {
      if (path === '/') return sendHtml(response, 200, renderHomePage(shopName()));
      if (path === '/healthz') return sendJson(response, 200, { status: 'ok' });
    }
    request.resume();
    sendJsonError(response, 404, `Not found: ${request.method ?? 'GET'} ${path}`);
  }

  return function handleRequest(request: IncomingMessage, response: ServerResponse): void {
    route(request, response).catch((error: unknown) => {
      logger.error(
        { ...errorFields(error), method: request.method, path: request.url?.split('?')[0] },
        'request failed',
      );
      if (!response.headersSent) sendJsonError(response, 500, 'Internal server error.');
      else response.destroy();
    });
  };
}
