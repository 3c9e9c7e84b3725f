import { getConfig } from '../config.server';
import { CART_LINES_LIMIT } from '../constants';
import { UPSTREAM_TIMEOUT_MS } from '../http/timeout';

/**
 * The product's own server's door to Shopify's Admin GraphQL API: orders for the thank-you
 * page and `GET /api/order/{checkoutId}`. `.server` so the private token can never be bundled
 * for browsers; it is sent only from here, in `X-Shopify-Access-Token`.
 */

/** Admin API calls run during a page render: a hung store must not hang the thank-you page. */

export type AdminApiErrorKind = 'network' | 'timeout' | 'http' | 'graphql' | 'invalid-response';

export class AdminApiError extends Error {
  override name = 'AdminApiError';
  readonly kind: AdminApiErrorKind;
  readonly status: number | undefined;

  constructor(
    message: string,
    details: { kind: AdminApiErrorKind; status?: number; cause?: unknown },
  ) {
    super(message, { cause: details.cause });
    this.kind = details.kind;
    this.status = details.status;
  }
}

export interface AdminClientOptions {
  /** Store origin with scheme, e.g. `https://my-shop.myshopify.com`. */
  storeDomain: string;
  accessToken: string;
  apiVersion: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface AdminClient {
  readonly endpoint: string;
  request<TData>(
    document: string,
    options?: { variables?: Record<string, unknown>; signal?: AbortSignal },
  ): Promise<TData>;
}

export function createAdminClient(options: AdminClientOptions): AdminClient {
  const endpoint = new URL(
    `/admin/api/${options.apiVersion}/graphql.json`,
    new URL(options.storeDomain).origin,
  ).toString();
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;

  async function request<TData>(
    document: string,
    { variables, signal }: { variables?: Record<string, unknown>; signal?: AbortSignal } = {},
  ): Promise<TData> {
    const operation = /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'Admin API request';
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-shopify-access-token': options.accessToken,
        },
        body: JSON.stringify({ query: document, variables: variables ?? {} }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (cause) {
      const timedOut = timeout.aborted && !signal?.aborted;
      // Never the token: only the endpoint and what went wrong.
      throw new AdminApiError(
        timedOut
          ? `${operation}: the Admin API at ${endpoint} did not answer within ${timeoutMs} ms`
          : `${operation}: could not reach the Admin API at ${endpoint} (${describe(cause)})`,
        { kind: timedOut ? 'timeout' : 'network', cause },
      );
    }

    const payload = (await response.json().catch(() => undefined)) as
      { data?: TData | null; errors?: unknown } | undefined;
    if (!response.ok) {
      // Admin transport errors are a string (`{"errors":"Not Found"}`), GraphQL ones a list.
      throw new AdminApiError(
        `${operation}: the Admin API answered ${response.status}${errorText(payload?.errors)}`,
        { kind: 'http', status: response.status },
      );
    }
    if (payload?.errors) {
      throw new AdminApiError(`${operation}: GraphQL error${errorText(payload.errors)}`, {
        kind: 'graphql',
        status: response.status,
      });
    }
    if (payload?.data == null) {
      throw new AdminApiError(`${operation}: the Admin API answered without data`, {
        kind: 'invalid-response',
        status: response.status,
      });
    }
    return payload.data;
  }

  return { endpoint, request };
}

function errorText(errors: unknown): string {
  if (typeof errors === 'string') return `: ${errors}`;
  if (Array.isArray(errors)) {
    const first: unknown = errors[0];
    if (first && typeof first === 'object' && 'message' in first)
      return `: ${String(first.message)}`;
  }
  return '';
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause.cause as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? `${cause.message}: ${code}` : cause.message;
  }
  return String(cause);
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

// --- Orders --------------------------------------------------------------------------------

/** Shopify's search syntax with the value quoted, so no token can add terms of its own. */
export function checkoutTokenSearch(token: string): string {
  return `checkout_token:"${token.replace(/["\\]/g, '\\$&')}"`;
}

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
          }
        }
      }
    }
  }
  fragment AdminMoney on MoneyBag {
    shopMoney { amount currencyCode }
  }
`;

export interface AdminMoneyBag {
  shopMoney: { amount: string; currencyCode: string };
}

export interface AdminImage {
  url: string;
  altText: string | null;
}

export interface AdminLineItem {
  title: string;
  variantTitle: string | null;
  quantity: number;
  image: AdminImage | null;
  variant: { image: AdminImage | null } | null;
  sellingPlan: { name: string } | null;
  originalUnitPriceSet: AdminMoneyBag;
  originalTotalSet: AdminMoneyBag;
}

/** The order as OrderByCheckoutToken reads it (Shopify Admin API names and nullability). */
export interface AdminOrder {
  id: string;
  name: string;
  processedAt: string;
  currencyCode: string;
  discountCodes: string[];
  subtotalPriceSet: AdminMoneyBag | null;
  totalDiscountsSet: AdminMoneyBag | null;
  totalShippingPriceSet: AdminMoneyBag;
  totalTaxSet: AdminMoneyBag | null;
  totalPriceSet: AdminMoneyBag;
  shippingLine: { title: string } | null;
  lineItems: { nodes: AdminLineItem[] };
}

interface OrderByCheckoutTokenQuery {
  orders: { nodes: AdminOrder[] };
}

/** The order a checkout became, or null when there is none (yet). */
export async function getOrderByCheckoutToken(
  admin: AdminClient,
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminOrder | null> {
  const data = await admin.request<OrderByCheckoutTokenQuery>(ORDER_BY_CHECKOUT_TOKEN_QUERY, {
    variables: { query: checkoutTokenSearch(token), lineItems: CART_LINES_LIMIT },
    signal,
  });
  // Another shape (a proxy's error object, a changed API) is the store's fault: a 502, not a 500.
  if (!Array.isArray(data.orders?.nodes)) {
    throw new AdminApiError(
      'OrderByCheckoutToken: the Admin API answered without a list of orders',
      {
        kind: 'invalid-response',
      },
    );
  }
  return data.orders.nodes[0] ?? null;
}
