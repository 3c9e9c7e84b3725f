import type { ShopifyClient } from './client';

// The smallest query every Storefront API answers; kept out of the codegen registry because its
// answer is never read, only whether one arrives.
const READINESS_QUERY = `
  query Readiness {
    shop {
      name
    }
  }
`;

/** Resolves when the Storefront API answers a query within `timeoutMs`; throws otherwise. */
export async function checkStorefrontApi(storefront: ShopifyClient, timeoutMs: number) {
  await storefront.request<{ shop: { name: string } }>(READINESS_QUERY, {
    signal: AbortSignal.timeout(timeoutMs),
  });
}
