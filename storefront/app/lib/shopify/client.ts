import {
  createStorefrontClient,
  getShopifyCookies,
  SHOPIFY_S,
  SHOPIFY_STOREFRONT_ID_HEADER,
  SHOPIFY_STOREFRONT_S_HEADER,
  SHOPIFY_STOREFRONT_Y_HEADER,
  SHOPIFY_Y,
} from '@shopify/hydrogen-react';
import { CACHEABLE_OPERATIONS, type CatalogueCache } from './catalogue-cache';
import type { CountryCode, Documents } from './generated/storefront-api.generated';
import { createGraphQLClient, operationNameOf, type GraphQLClient } from './graphql-client';

/**
 * The one Storefront API client. It runs on the server (loaders) and in the browser. The
 * browser's holds only the public token; the server's may also hold the private one.
 */

export interface ShopifyClientOptions {
  /** Store origin with scheme, e.g. `https://my-shop.myshopify.com`. */
  storeDomain: string;
  publicAccessToken: string;
  apiVersion: string;
  storefrontId?: string | undefined;
  /** Filled into documents that declare `$country` / `$language` (for `@inContext`). */
  i18n: { country: CountryCode; language: string };
  /**
   * The shopper's Cookie header, for the analytics tracking headers. On the server pass the
   * incoming request's; in the browser leave it out and `document.cookie` is read.
   */
  cookie?: string | null | undefined;
  /**
   * Server only: the private token and the IP address of the shopper a request is for. With
   * both, calls carry Shopify-Storefront-Private-Token and Shopify-Storefront-Buyer-IP, so the
   * platform counts its per-buyer limits (password sign-in) per shopper, not per server.
   */
  privateAccessToken?: string | undefined;
  buyerIp?: string | undefined;
  fetch?: typeof fetch;
  /** Each call's deadline; a slow platform fails the call rather than hang the page. */
  timeoutMs?: number | undefined;
  /**
   * Server only: answers to catalogue queries (CACHEABLE_OPERATIONS) are kept here, shared by
   * every request's client. Mutations, carts and customers are never cached.
   */
  catalogueCache?: CatalogueCache | undefined;
}

export type ShopifyClient = GraphQLClient<Documents>;

/** Shopify's Storefront API version that changes without notice (where consentManagement is). */
const UNSTABLE_API_VERSION = 'unstable';

export function createShopifyClient(options: ShopifyClientOptions): ShopifyClient {
  // hydrogen-react warns on the console, outside the JSON log, for any version but the one it
  // targets: the unstable version is named in the endpoint's address only.
  const unstable = options.apiVersion === UNSTABLE_API_VERSION;
  const hydrogen = createStorefrontClient({
    storeDomain: options.storeDomain,
    publicStorefrontToken: options.publicAccessToken,
    storefrontApiVersion: unstable ? undefined : options.apiVersion,
  });

  function headers(): Record<string, string> {
    const { privateAccessToken, buyerIp } = options;
    const result: Record<string, string> =
      privateAccessToken && buyerIp
        ? hydrogen.getPrivateTokenHeaders({ privateStorefrontToken: privateAccessToken, buyerIp })
        : hydrogen.getPublicTokenHeaders();
    if (options.storefrontId) result[SHOPIFY_STOREFRONT_ID_HEADER] = options.storefrontId;
    const cookie = options.cookie ?? (typeof document === 'undefined' ? '' : document.cookie);
    if (cookie) {
      const tracking = getShopifyCookies(cookie);
      if (tracking[SHOPIFY_Y]) result[SHOPIFY_STOREFRONT_Y_HEADER] = tracking[SHOPIFY_Y];
      if (tracking[SHOPIFY_S]) result[SHOPIFY_STOREFRONT_S_HEADER] = tracking[SHOPIFY_S];
    }
    return result;
  }

  const client = createGraphQLClient({
    api: 'storefront',
    endpoint: hydrogen.getStorefrontApiUrl(
      unstable ? { storefrontApiVersion: UNSTABLE_API_VERSION } : undefined,
    ),
    headers,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
  });

  const request = (
    document: string,
    { variables, signal }: { variables?: object; signal?: AbortSignal | undefined } = {},
  ) => {
    const fullVariables = withContextVariables(document, variables, options.i18n);
    const cache = options.catalogueCache;
    if (cache && CACHEABLE_OPERATIONS.has(operationNameOf(document) ?? '')) {
      // One load may serve many shoppers, so it is not tied to the first one's signal; the
      // deadline still bounds it.
      // Lines apart: the endpoint has none and the variables' JSON none unescaped, so no two
      // calls share a key, and the long document is not escaped into JSON on every call.
      const key = `${client.endpoint}\n${document}\n${JSON.stringify(fullVariables)}`;
      return cache.get(key, () => client.request(document, { variables: fullVariables }));
    }
    return client.request(document, { variables: fullVariables, signal });
  };
  return { endpoint: client.endpoint, request } as ShopifyClient;
}

/** Like Hydrogen: documents declaring `$country` / `$language` get the configured ones. */
function withContextVariables(
  document: string,
  variables: object | undefined,
  i18n: ShopifyClientOptions['i18n'],
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...variables };
  if (/\$country\b/.test(document) && result.country === undefined) result.country = i18n.country;
  if (/\$language\b/.test(document) && result.language === undefined) {
    result.language = i18n.language;
  }
  return result;
}
