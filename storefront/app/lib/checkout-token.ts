/**
 * A cart's checkout token: the `{token}` of its checkoutUrl (`/cart/c/{token}?key=…`) and the
 * `checkout_id` the hosted checkout hands back to /success. Shopify's are URL-safe base64 or
 * hex (with dashes), a few dozen characters; the limit leaves room for longer formats while
 * keeping anything that could change a URL's meaning (`/`, `.`, `%`, `?`, `#`, `"`, spaces)
 * or a search query's out of lookups and redirects.
 */
export const CHECKOUT_TOKEN_MAX_LENGTH = 128;
export const CHECKOUT_TOKEN_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/**
 * Plain code rather than a zod schema: /cart/c's fallback runs it in the browser, and the API's
 * request schema (routes/api.order.$checkoutId.ts) is built from the same two constants.
 */
export function isCheckoutToken(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= CHECKOUT_TOKEN_MAX_LENGTH &&
    CHECKOUT_TOKEN_CHARACTERS.test(value)
  );
}

/**
 * The hosted store's cart page for /cart/c/{token}: the same token and query
 * string on the configured store's origin. Null for a token that is not one, so no request can
 * choose where the shopper is sent: the host always comes from configuration.
 */
export function hostedCartUrl(storeDomain: string, token: string, search: string): string | null {
  if (!isCheckoutToken(token)) return null;
  const url = new URL(`/cart/c/${token}`, new URL(storeDomain).origin);
  // Passed through as given: the query carries the cart's secret `key`, byte for byte.
  url.search = search;
  return url.toString();
}
