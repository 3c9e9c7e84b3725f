import type { CartApi, PublicStorefrontConfig } from '../shopify';

/** Every call of the cart API; the type makes a call added there fail here until listed. */
const CART_CALLS: Record<keyof CartApi, true> = {
  fetch: true,
  create: true,
  linesAdd: true,
  linesUpdate: true,
  linesRemove: true,
  buyerIdentityUpdate: true,
  discountCodesUpdate: true,
};

/**
 * The browser's Storefront API cart calls, downloaded when the cart first needs one: a shopper
 * with a saved cart fetches it at start-up, a first-time visitor at the first add. The client
 * and Shopify's cart documents (about 3 KB compressed) then stay out of every page's first
 * download, which many first visits end without using; the optimistic cart shows each change at
 * once either way.
 */
export function lazyCartApi(storefront: PublicStorefrontConfig): CartApi {
  let loaded: Promise<CartApi> | undefined;
  const load = () =>
    (loaded ??= import('../shopify')
      .then(({ createCartApi, createShopifyClient }) =>
        createCartApi(createShopifyClient(storefront)),
      )
      .catch((error: unknown) => {
        // A failed download (a dropped connection) is tried again by the next call.
        loaded = undefined;
        throw error;
      }));
  const calls = (Object.keys(CART_CALLS) as (keyof CartApi)[]).map((name) => [
    name,
    async (...args: unknown[]) =>
      ((await load())[name] as (...callArgs: unknown[]) => unknown)(...args),
  ]);
  return Object.fromEntries(calls) as CartApi;
}
