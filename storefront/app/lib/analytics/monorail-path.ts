/**
 * Where Shopify takes a storefront's analytics events, on the online store's own domain: the
 * browser posts to it on this origin, and the server forwards to it on the store's.
 */
export const MONORAIL_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';
