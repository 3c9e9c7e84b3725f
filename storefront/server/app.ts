import { createRequestHandler } from '@react-router/express';
import express from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';
import { RouterContextProvider } from 'react-router';
import { getConfig } from '../app/lib/config.server';
import { clientIpContext, storefrontContext } from '../app/lib/context';
import { cspNonceContext } from '../app/lib/csp-nonce';
import { providePageUrl } from '../app/lib/page-url';
import { createShopifyClient } from '../app/lib/shopify';
import { CatalogueCache, checkStorefrontApi } from '../app/lib/shopify/index.server';
import { errorFields, logger } from '../app/lib/log.server';
import { pageCache } from './page-cache';
import { requestContext } from './request-context';
import { securityHeaders } from './security-headers';
import { shareStores } from './shared-stores';
import { drainUnreadBody } from './unread-body';

// Validated when the server starts: a bad configuration stops it with a message.
const config = getConfig();

/**
 * An Express app as both halves below need it. Behind a load balancer, TRUST_PROXY makes
 * req.ip, req.protocol and req.host the client's (X-Forwarded-For, -Proto, -Host).
 */
function expressApp() {
  const instance = express();
  instance.disable('x-powered-by');
  if (config.trustProxy !== undefined) instance.set('trust proxy', config.trustProxy);
  return instance;
}

/**
 * The storefront as an Express app, bundled into build/server/index.js. Request-level
 * concerns (security headers, /api routes, health checks) belong here so they apply in
 * development and production alike; server.ts only adds static files and the listener.
 */
export const app = expressApp();
shareStores(config.redisUrl);

/** One catalogue cache for the process, shared by every request's client (both windows 0: off). */
const catalogueCache =
  config.catalogueFreshMs + config.catalogueStaleMs > 0
    ? new CatalogueCache({
        freshMs: config.catalogueFreshMs,
        staleMs: config.catalogueStaleMs,
        maxEntries: 500,
      })
    : undefined;

/**
 * A Storefront API client for one request (cookie: the shopper's, for tracking headers; buyerIp:
 * theirs, which the private token lets the platform's per-buyer limits count).
 */
const storefrontClient = (cookie: string, buyerIp?: string) =>
  createShopifyClient({
    storeDomain: config.storeDomain,
    publicAccessToken: config.storefrontApiToken,
    privateAccessToken: config.privateStorefrontApiToken,
    buyerIp,
    apiVersion: config.storefrontApiVersion,
    storefrontId: config.storefrontId,
    i18n: { country: config.countryCode, language: config.languageCode },
    cookie,
    timeoutMs: config.upstreamTimeoutMs,
    catalogueCache,
  });

/**
 * What every answer goes through first, static files included (server.ts mounts it before them):
 * a request id, the security headers, and the health checks.
 */
export const edge = expressApp();
edge.use(requestContext);
edge.use(drainUnreadBody);
edge.use(
  securityHeaders({
    storeOrigin: config.storeDomain,
    production: config.production,
  }),
);

/** How long /readyz waits for the commerce platform before calling it unreachable. */
const READINESS_TIMEOUT_MS = 2_000;

// GET /healthz: the process is up and serving (for a restart-on-failure probe).
edge.get('/healthz', (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ status: 'ok' });
});
// GET /readyz: the commerce platform answers too (for a load balancer: take the instance out
// while its platform is unreachable). It does not touch the catalogue cache.
edge.get('/readyz', async (_req, res) => {
  res.set('Cache-Control', 'no-store');
  try {
    await checkStorefrontApi(storefrontClient(''), READINESS_TIMEOUT_MS);
    res.json({ status: 'ready' });
  } catch (error) {
    logger.warn(errorFields(error), 'readiness check failed');
    res.status(503).json({ status: 'unavailable', error: 'The commerce platform is unreachable' });
  }
});

// The public URL of the request, which pages are rendered with (canonical links, Open Graph,
// JSON-LD, the sitemap) and so also the page cache's key: a page rendered for one origin is
// never served for another.
edge.use((req, res, next) => {
  try {
    // A configured public origin wins over the Host header (which a proxy may rewrite and a
    // client may forge). Concatenated, not resolved: `//elsewhere.example/` must stay a path.
    const origin = config.siteUrl ?? `${req.protocol}://${req.host}`;
    res.locals.pageUrl = new URL(`${origin}${req.originalUrl}`);
  } catch {
    res.status(400).type('text/plain').send('Bad Request: invalid Host header.');
    return;
  }
  next();
});
const pageUrlOf = (res: express.Response) => res.locals.pageUrl as URL;

// Pages are the same for every anonymous shopper: render each at most once per PAGE_CACHE_MS.
// Not in development, where a reload must show the code just edited.
edge.use(
  pageCache({
    ttlMs: config.production ? config.pageCacheMs : 0,
    staleMs: 30_000,
    maxEntries: 200,
    renderedOrigin: (res) => pageUrlOf(res).origin,
  }),
);

// React Router does not pass `meta` the request: the page URL reaches it through this.
const pageUrls = new AsyncLocalStorage<URL>();
providePageUrl(() => pageUrls.getStore());
app.use((_req, res, next) => pageUrls.run(pageUrlOf(res), next));

app.use(
  createRequestHandler({
    // React Router rebuilds its route tables from a build given as a function on every request.
    // A production build never changes, so it gets the module itself (tables built once);
    // development asks Vite each time, so an edited route is served on the next request.
    build: import.meta.env.DEV
      ? () => import('virtual:react-router/server-build')
      : await import('virtual:react-router/server-build'),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(clientIpContext, req.ip ?? 'unknown');
      context.set(cspNonceContext, res.locals.cspNonce as string | undefined);
      // One client per request: it carries the shopper's tracking cookies.
      context.set(storefrontContext, storefrontClient(req.get('cookie') ?? '', req.ip));
      return context;
    },
  }),
);
