import type { ShopifyClient } from './client';
import { PlatformError } from './platform-error';

// The smallest query every Storefront API answers; kept out of the codegen registry because only
// the shape of its answer matters.
const READINESS_QUERY = `
  query Readiness {
    shop {
      name
    }
  }
`;

/** Resolves when the Storefront API answers a query sensibly within `timeoutMs`; throws otherwise. */
export async function checkStorefrontApi(storefront: ShopifyClient, timeoutMs: number) {
  const data = (await storefront.request(READINESS_QUERY, {
    signal: AbortSignal.timeout(timeoutMs),
  })) as { shop?: { name?: unknown } | null };
  if (typeof data.shop?.name !== 'string') {
    throw new PlatformError('Readiness: the Storefront API answered without a shop', {
      api: 'storefront',
      kind: 'invalid-response',
      operationName: 'Readiness',
    });
  }
}
