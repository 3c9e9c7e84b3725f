/** The shop's online store is its storefront: its origin is the primary domain's URL. */
export const onlineStoreOrigin = ({ storefrontUrl }: { storefrontUrl: string }) =>
  new URL(storefrontUrl).origin;

/**
 * A handle made from any text as Shopify makes them: lower case, accents dropped, every run of
 * other characters one hyphen, none at either end ("About Us!" is about-us).
 */
export const toHandle = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
