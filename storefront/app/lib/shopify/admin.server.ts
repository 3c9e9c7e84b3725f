import { getConfig } from '../config.server';
import { CART_LINES_LIMIT } from '../constants';
import type { Documents, OrderByCheckoutTokenQuery } from './generated/admin-api.generated';
import { createGraphQLClient, nodesOf, type GraphQLClient } from './graphql-client';

/**
 * The product's own server's door to Shopify's Admin GraphQL API: orders for the thank-you
 * page and `GET /api/order/{checkoutId}`, newsletter and contact customers. `.server` so the
 * private token can never be bundled for browsers; it is sent only from here, in
 * `X-Shopify-Access-Token`.
 */

export type AdminClient = GraphQLClient<Documents>;

export function createAdminClient(options: {
  /** Store origin with scheme, e.g. `https://my-shop.myshopify.com`. */
  storeDomain: string;
  accessToken: string;
  apiVersion: string;
  fetch?: typeof fetch;
  timeoutMs?: number | undefined;
}): AdminClient {
  return createGraphQLClient({
    api: 'admin',
    endpoint: new URL(
      `/admin/api/${options.apiVersion}/graphql.json`,
      new URL(options.storeDomain).origin,
    ).toString(),
    headers: () => ({ 'x-shopify-access-token': options.accessToken }),
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
  });
}

let processClient: AdminClient | null | undefined;

/**
 * The process's Admin API client from the validated configuration, or null when no Admin API
 * token is configured (a real store may run without one; see config.server.ts).
 */
export function getAdminClient(): AdminClient | null {
  if (processClient === undefined) {
    const config = getConfig();
    processClient = config.adminApiToken
      ? createAdminClient({
          storeDomain: config.storeDomain,
          accessToken: config.adminApiToken,
          // Shopify releases both APIs together under the same quarterly version names.
          apiVersion: config.storefrontApiVersion,
          timeoutMs: config.upstreamTimeoutMs,
        })
      : null;
  }
  return processClient;
}

/**
 * One term of Shopify's search syntax, `field:"value"`, with the value quoted and escaped so
 * that no value can end the term and add terms of its own.
 */
export function searchTerm(field: string, value: string): string {
  return `${field}:"${value.replace(/["\\]/g, '\\$&')}"`;
}

// --- Orders --------------------------------------------------------------------------------

export const ORDER_BY_CHECKOUT_TOKEN_QUERY = `#graphql
  query OrderByCheckoutToken($query: String!, $lineItems: Int!) {
    orders(first: 1, query: $query) {
      nodes {
        id
        name
        processedAt
        currencyCode
        discountCodes
        subtotalPriceSet { ...AdminMoney }
        totalDiscountsSet { ...AdminMoney }
        totalShippingPriceSet { ...AdminMoney }
        totalTaxSet { ...AdminMoney }
        totalPriceSet { ...AdminMoney }
        shippingLine { title }
        lineItems(first: $lineItems) {
          nodes {
            title
            variantTitle
            quantity
            image { url altText }
            variant { image { url altText } }
            sellingPlan { name }
            originalUnitPriceSet { ...AdminMoney }
            originalTotalSet { ...AdminMoney }
            discountedTotalSet(withCodeDiscounts: true) { ...AdminMoney }
          }
        }
      }
    }
  }
  fragment AdminMoney on MoneyBag {
    shopMoney { amount currencyCode }
  }
` as const;

/** The order as OrderByCheckoutToken reads it (Shopify Admin API names and nullability). */
export type AdminOrder = OrderByCheckoutTokenQuery['orders']['nodes'][number];

/** The order a checkout became, or null when there is none (yet). */
export async function getOrderByCheckoutToken(
  admin: AdminClient,
  token: string,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<AdminOrder | null> {
  const data = await admin.request(ORDER_BY_CHECKOUT_TOKEN_QUERY, {
    variables: { query: searchTerm('checkout_token', token), lineItems: CART_LINES_LIMIT },
    signal,
  });
  // Another shape (a proxy's error object, a changed API) is the store's fault: a 502, not a 500.
  return nodesOf(data.orders, 'OrderByCheckoutToken', 'admin')[0] ?? null;
}
