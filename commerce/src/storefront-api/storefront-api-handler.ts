import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { CatalogueCache } from '../catalogue/catalogue-snapshot';
import { notImplementedFieldResolver } from '../graphql/default-values';
import { createGraphQLEndpoint } from '../graphql/endpoint';
import { executableSchema, hydrogenReactSchema } from '../graphql/schema';
import { headerValue, INVALID_TOKEN_BODY, tokenMatches } from '../http/access-token';
import { SUPPORTED_API_VERSIONS } from '../config';
import type { RequestContext, ResolverMap } from './context';
import { UNSTABLE_API_VERSION, unstableStorefrontSchema } from './unstable-schema';
import { blogResolvers } from './resolvers/blogs';
import { consentManagementResolvers } from './resolvers/consent-management';
import { cartMutationResolvers } from './resolvers/cart-mutations';
import { cartResolvers } from './resolvers/cart';
import { collectionResolvers } from './resolvers/collections';
import { customerMutationResolvers } from './resolvers/customer-mutations';
import { customerResolvers } from './resolvers/customers';
import { giftCardResolvers } from './resolvers/gift-cards';
import { imageResolvers } from './resolvers/images';
import { menuResolvers } from './resolvers/menus';
import { metafieldResolvers } from './resolvers/metafields';
import { metaobjectResolvers } from './resolvers/metaobjects';
import { pageResolvers } from './resolvers/pages';
import { productResolvers } from './resolvers/products';
import { queryRootResolvers } from './resolvers/query-root';
import { searchResolvers } from './resolvers/search';
import { sellingPlanResolvers } from './resolvers/selling-plans';
import { sitemapResolvers } from './resolvers/sitemap';
import { urlRedirectResolvers } from './resolvers/url-redirects';
import { shopResolvers } from './resolvers/shop';
import { shopContentResolvers } from './resolvers/shop-content';

/** Shopify lets browsers call the Storefront API directly, from any origin. */
const STOREFRONT_CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': [
    'Content-Type',
    'Accept',
    'X-Shopify-Storefront-Access-Token',
    'Shopify-Storefront-Private-Token',
    'X-SDK-Variant',
    'X-SDK-Variant-Source',
    'X-SDK-Version',
    'Shopify-Storefront-Id',
    'Shopify-Storefront-Y',
    'Shopify-Storefront-S',
    'Shopify-Storefront-Buyer-IP',
  ].join(', '),
  'access-control-max-age': '86400',
};

type StorefrontApiOptions = Omit<RequestContext, 'catalogue' | 'buyerIp'> & {
  catalogue: CatalogueCache;
  latencyMs: number;
  /**
   * The public token; it and the private one are accepted in X-Shopify-Storefront-Access-Token
   * or Shopify-Storefront-Private-Token.
   */
  publicAccessToken: string;
  /** The server-to-server token: only requests carrying it may name their buyer's IP. */
  privateAccessToken: string;
};

/** Every resolver of the Storefront API, by GraphQL type. */
const storefrontResolvers: [ResolverMap, ...ResolverMap[]] = [
  queryRootResolvers,
  shopResolvers,
  productResolvers,
  imageResolvers,
  sellingPlanResolvers,
  cartResolvers,
  cartMutationResolvers,
  customerResolvers,
  customerMutationResolvers,
  shopContentResolvers,
  pageResolvers,
  menuResolvers,
  metafieldResolvers,
  metaobjectResolvers,
  searchResolvers,
  collectionResolvers,
  giftCardResolvers,
  blogResolvers,
  sitemapResolvers,
  urlRedirectResolvers,
];

/** POST /api/{version}/graphql.json: Shopify's Storefront API over this server's catalogue and carts. */
export function createStorefrontApiHandler({
  catalogue,
  latencyMs,
  publicAccessToken,
  privateAccessToken,
  ...shared
}: StorefrontApiOptions) {
  const isAuthorised = (request: IncomingMessage) => {
    const given =
      headerValue(request, 'x-shopify-storefront-access-token') ??
      headerValue(request, 'shopify-storefront-private-token');
    if (given === undefined) return false;
    return tokenMatches(given, publicAccessToken) || tokenMatches(given, privateAccessToken);
  };

  /**
   * Like Shopify: a server calling on a buyer's behalf, with the private token, names the
   * buyer's IP in Shopify-Storefront-Buyer-IP; anyone else is the buyer themselves.
   */
  const buyerIpOf = (request: IncomingMessage): string => {
    const privateToken = headerValue(request, 'shopify-storefront-private-token');
    const named = headerValue(request, 'shopify-storefront-buyer-ip')?.trim() ?? '';
    if (privateToken && tokenMatches(privateToken, privateAccessToken) && isIP(named)) {
      return named;
    }
    return request.socket.remoteAddress ?? 'unknown';
  };

  const endpointOptions = {
    name: 'Storefront API',
    fieldResolver: notImplementedFieldResolver<RequestContext>(),
    headers: STOREFRONT_CORS_HEADERS,
    allow: 'POST, OPTIONS',
    contextOf: (request: IncomingMessage) =>
      isAuthorised(request)
        ? { ...shared, catalogue: catalogue.current(), buyerIp: buyerIpOf(request) }
        : null,
    unauthorized: INVALID_TOKEN_BODY,
  };
  const datedEndpoint = createGraphQLEndpoint<RequestContext>({
    ...endpointOptions,
    versions: SUPPORTED_API_VERSIONS,
    schema: executableSchema(storefrontResolvers, () =>
      hydrogenReactSchema('storefront.schema.json'),
    ),
  });
  /**
   * `unstable` answers from the newest schema, plus the fields storefronts ask of it alone; built
   * on its first request, since building a schema takes a while and most clients never ask.
   */
  let unstableEndpoint: typeof datedEndpoint | undefined;
  const unstable = () =>
    (unstableEndpoint ??= createGraphQLEndpoint<RequestContext>({
      ...endpointOptions,
      versions: new Set([UNSTABLE_API_VERSION]),
      schema: executableSchema(
        [consentManagementResolvers, ...storefrontResolvers],
        unstableStorefrontSchema,
      ),
    }));

  return async function handleStorefrontApi(
    request: IncomingMessage,
    response: ServerResponse,
    version: string,
  ): Promise<void> {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...STOREFRONT_CORS_HEADERS, 'content-length': '0' });
      response.end();
      return;
    }
    if (latencyMs > 0) await delay(latencyMs);
    const endpoint = version === UNSTABLE_API_VERSION ? unstable() : datedEndpoint;
    return endpoint(request, response, version);
  };
}
