import { createRequestHandler } from '@react-router/express';
import express from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';
import { RouterContextProvider } from 'react-router';
import { getConfig } from '../app/lib/config.server';
import { clientIpContext, storefrontContext } from '../app/lib/context';
import { cspNonceContext } from '../app/lib/csp-nonce';
import { providePageUrl } from '../app/lib/page-url';
import { createShopifyClient } from '../app/lib/shopify';
import { healthRoutes } from './health';
import { pageCache } from './page-cache';
import { requestContext } from './request-context';
import { securityHeaders } from './security-headers';
import { useSharedRateLimitStore } from './shared-rate-limits';
import { catalogueCache, pageCacheMs } from './upstream';

// Validated when the server starts: a bad configuration stops it with a message.
const config = getConfig();

/**
 * The storefront as an Express app, bundled into build/server/index.js. Request-level
 * concerns (security headers, /api routes, health checks) belong here so they apply in
 * development and production alike; server.ts only adds static files and the listener.
 */
export const app = express();
app.disable('x-powered-by');
// Behind a load balancer, TRUST_PROXY (e.g. 1 or 'loopback') makes req.ip the client's address.
if (process.env.TRUST_PROXY) app.set('trust proxy', process.env.TRUST_PROXY);
useSharedRateLimitStore(process.env.REDIS_URL);

/** A Storefront API client for one request (cookie: the shopper's, for tracking headers). */
const storefrontClient = (cookie: string) =>
  createShopifyClient({
    storeDomain: config.storeDomain,
    publicAccessToken: config.storefrontApiToken,
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
export const edge = express.Router();
edge.use(requestContext);
edge.use(
  securityHeaders({
    storeOrigin: config.storeDomain,
    production: process.env.NODE_ENV === 'production',
  }),
);
edge.use(healthRoutes(() => storefrontClient('')));
// Pages are the same for every anonymous shopper: render each at most once per PAGE_CACHE_MS.
// Not in development, where a reload must show the code just edited.
const production = process.env.NODE_ENV === 'production';
edge.use(pageCache({ ttlMs: production ? pageCacheMs : 0, staleMs: 30_000, maxEntries: 200 }));

// The public URL of the request being handled, for `meta` and loaders that build absolute URLs
// (canonical links, Open Graph, sitemap): React Router does not pass `meta` the request.
const pageUrls = new AsyncLocalStorage<URL>();
providePageUrl(() => pageUrls.getStore());

app.use((req, res, next) => {
  let url: URL;
  try {
    // A configured public origin wins over the Host header (which a proxy may rewrite and a
    // client may forge). Concatenated, not resolved: `//elsewhere.example/` must stay a path.
    const origin = config.siteUrl ?? `${req.protocol}://${req.host}`;
    url = new URL(`${origin}${req.originalUrl}`);
  } catch {
    res.status(400).type('text/plain').send('Bad Request: invalid Host header.');
    return;
  }
  pageUrls.run(url, next);
});

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(clientIpContext, req.ip ?? 'unknown');
      context.set(cspNonceContext, res.locals.cspNonce as string | undefined);
      // One client per request: it carries the shopper's tracking cookies.
      context.set(storefrontContext, storefrontClient(req.get('cookie') ?? ''));
      return context;
    },
  }),
);
