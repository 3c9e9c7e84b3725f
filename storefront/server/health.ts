import { Router } from 'express';
import { errorFields, logger } from '../app/lib/log.server';
import type { ShopifyClient } from '../app/lib/shopify';
import { checkStorefrontApi } from '../app/lib/shopify/index.server';

/** How long /readyz waits for the commerce platform before calling it unreachable. */
const READINESS_TIMEOUT_MS = 2_000;

/**
 * GET /healthz: the process is up and serving (for a restart-on-failure probe).
 * GET /readyz: the commerce platform answers too (for a load balancer: take the instance out
 * while its platform is unreachable). Neither touches the catalogue cache.
 */
export function healthRoutes(createClient: () => ShopifyClient) {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await checkStorefrontApi(createClient(), READINESS_TIMEOUT_MS);
      res.json({ status: 'ready' });
    } catch (error) {
      logger.warn(errorFields(error), 'readiness check failed');
      res
        .status(503)
        .json({ status: 'unavailable', error: 'The commerce platform is unreachable' });
    }
  });
  return router;
}
