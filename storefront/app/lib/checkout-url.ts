/**
 * Where to send the shopper for checkout: the cart's
 * checkoutUrl with its scheme and host replaced by the store's, or the store's generic cart
 * page when no checkout link can be built from it. The Storefront API may answer with the
 * shop's myshopify.com or primary domain; the store domain the storefront is configured with
 * is the one whose checkout (and cookies) the shopper should land on.
 */
export function checkoutUrlOnStore(
  checkoutUrl: string | null | undefined,
  storeDomain: string,
): string {
  const store = new URL(storeDomain);
  try {
    if (!checkoutUrl?.trim()) throw new Error('no checkout link');
    // Relative links ("/cart/c/…") are on the store already.
    const url = new URL(checkoutUrl, store.origin);
    // Anything but a web page (javascript:, data:…) must never become a redirect.
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not a web URL');
    url.protocol = store.protocol;
    url.host = store.host;
    return url.toString();
  } catch {
    return new URL('/cart', store.origin).toString();
  }
}
