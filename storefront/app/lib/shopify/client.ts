import {
  createStorefrontClient,
  getShopifyCookies,
  SHOPIFY_S,
  SHOPIFY_STOREFRONT_ID_HEADER,
  SHOPIFY_STOREFRONT_S_HEADER,
  SHOPIFY_STOREFRONT_Y_HEADER,
  SHOPIFY_Y,
} from '@shopify/hydrogen-react';
import { deadlineSignal, UPSTREAM_TIMEOUT_MS } from '../http/timeout';
import { CACHEABLE_OPERATIONS, type CatalogueCache } from './catalogue-cache';

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
  i18n: { country: string; language: string };
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

export interface GraphQLErrorShape {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

export type StorefrontApiErrorKind =
  /** The API could not be reached (DNS, refused connection, reset…). */
  | 'network'
  /** It did not answer within the client's timeout. */
  | 'timeout'
  /** It answered with a status outside 200-299. */
  | 'http'
  /** It answered with an `errors` field. */
  | 'graphql'
  /** It answered with something that is not a GraphQL response. */
  | 'invalid-response';

export class StorefrontApiError extends Error {
  override name = 'StorefrontApiError';
  readonly kind: StorefrontApiErrorKind;
  readonly status: number | undefined;
  readonly errors: readonly GraphQLErrorShape[];
  readonly operationName: string | undefined;

  constructor(
    message: string,
    details: {
      kind: StorefrontApiErrorKind;
      status?: number;
      errors?: readonly GraphQLErrorShape[];
      operationName?: string | undefined;
      cause?: unknown;
    },
  ) {
    super(message, { cause: details.cause });
    this.kind = details.kind;
    this.status = details.status;
    this.errors = details.errors ?? [];
    this.operationName = details.operationName;
  }
}

export interface RequestOptions<TVariables> {
  variables?: TVariables;
  signal?: AbortSignal;
}

export interface ShopifyClient {
  /** The GraphQL endpoint, `{storeDomain}/api/{version}/graphql.json`. */
  readonly endpoint: string;
  /** Sends a query or mutation; resolves with `data`, throws a StorefrontApiError otherwise. */
  request<TData, TVariables extends object = Record<string, never>>(
    document: string,
    options?: RequestOptions<TVariables>,
  ): Promise<TData>;
}

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: GraphQLErrorShape[];
}

export function createShopifyClient(options: ShopifyClientOptions): ShopifyClient {
  const hydrogen = createStorefrontClient({
    storeDomain: options.storeDomain,
    publicStorefrontToken: options.publicAccessToken,
    storefrontApiVersion: options.apiVersion,
  });
  const endpoint = hydrogen.getStorefrontApiUrl();
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);

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

  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;

  async function request<TData, TVariables extends object>(
    document: string,
    { variables, signal }: RequestOptions<TVariables> = {},
  ): Promise<TData> {
    const operation = /\b(query|mutation)\s+(\w+)/.exec(document);
    const operationName = operation?.[2];
    const fullVariables = withContextVariables(document, variables, options.i18n);
    const cache = options.catalogueCache;
    if (cache && operation?.[1] === 'query' && CACHEABLE_OPERATIONS.has(operationName ?? '')) {
      // One load may serve many shoppers, so it is not tied to the first one's signal; the
      // timeout still bounds it.
      const key = JSON.stringify([endpoint, document, fullVariables]);
      return cache.get(key, () => send<TData>(document, operationName, fullVariables, undefined));
    }
    return send<TData>(document, operationName, fullVariables, signal);
  }

  async function send<TData>(
    document: string,
    operationName: string | undefined,
    variables: Record<string, unknown>,
    signal: AbortSignal | undefined,
  ): Promise<TData> {
    const label = operationName ?? 'Storefront API request';
    const body = JSON.stringify({ query: document, variables });

    const deadline = deadlineSignal(timeoutMs, signal);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: headers(),
        body,
        signal: deadline.signal,
      });
      // Read inside the deadline too: a platform can stall in the middle of its body.
      text = await response.text();
    } catch (cause) {
      if (deadline.timedOut()) {
        throw new StorefrontApiError(
          `${label}: the Storefront API at ${endpoint} did not answer within ${timeoutMs} ms`,
          { kind: 'timeout', operationName, cause },
        );
      }
      throw new StorefrontApiError(
        `${label}: could not reach the Storefront API at ${endpoint} (${describeCause(cause)})`,
        { kind: 'network', operationName, cause },
      );
    }

    let payload: GraphQLResponse<TData> | undefined;
    try {
      payload = JSON.parse(text) as GraphQLResponse<TData>;
    } catch (cause) {
      if (response.ok) {
        throw new StorefrontApiError(`${label}: the Storefront API answered with invalid JSON`, {
          kind: 'invalid-response',
          status: response.status,
          operationName,
          cause,
        });
      }
    }

    if (!response.ok) {
      throw new StorefrontApiError(
        `${label}: the Storefront API answered ${response.status} ${response.statusText}`.trim() +
          firstMessage(payload?.errors),
        { kind: 'http', status: response.status, errors: payload?.errors, operationName },
      );
    }
    if (payload?.errors?.length) {
      throw new StorefrontApiError(`${label}: GraphQL error${firstMessage(payload.errors)}`, {
        kind: 'graphql',
        status: response.status,
        errors: payload.errors,
        operationName,
      });
    }
    if (!payload || payload.data == null) {
      throw new StorefrontApiError(`${label}: the Storefront API answered without data`, {
        kind: 'invalid-response',
        status: response.status,
        operationName,
      });
    }
    return payload.data;
  }

  return { endpoint, request };
}

/**
 * A connection's `nodes`, checked: a platform answering JSON of another shape (a proxy's error
 * object, a changed API) fails as an invalid response, which pages show as their error state,
 * instead of a TypeError deep in a component.
 */
export function nodesOf<T>(connection: { nodes: T[] } | null | undefined, operation: string): T[] {
  if (!Array.isArray(connection?.nodes)) {
    throw new StorefrontApiError(`${operation}: the Storefront API answered without a list`, {
      kind: 'invalid-response',
      operationName: operation,
    });
  }
  return connection.nodes;
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

function firstMessage(errors: GraphQLErrorShape[] | undefined): string {
  const message = errors?.[0]?.message;
  return message ? `: ${message}` : '';
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause.cause as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? `${cause.message}: ${code}` : cause.message;
  }
  return String(cause);
}
