import type { GraphQLErrorShape } from './client';
import { UPSTREAM_TIMEOUT_MS } from '../http/timeout';

/**
 * The Customer Account API client: GraphQL over HTTP with the customer's access token. Like
 * Shopify's, it sends the token bare in Authorization (no "Bearer "). Server-only: the token
 * never reaches the browser.
 */

export type CustomerAccountApiErrorKind = 'unauthorized' | 'network' | 'http' | 'graphql';

/** A failed call. The message names the operation, never the token. */
export class CustomerAccountApiError extends Error {
  override name = 'CustomerAccountApiError';
  readonly kind: CustomerAccountApiErrorKind;

  constructor(message: string, kind: CustomerAccountApiErrorKind, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

export interface CustomerAccountClient {
  request<TData>(document: string, variables?: Record<string, unknown>): Promise<TData>;
}

export function createCustomerAccountClient(options: {
  endpoint: string;
  accessToken: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): CustomerAccountClient {
  const fetchImpl = options.fetch ?? fetch;
  return {
    async request<TData>(document: string, variables: Record<string, unknown> = {}) {
      const operation = /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'request';
      let response: Response;
      try {
        response = await fetchImpl(options.endpoint, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            Authorization: options.accessToken,
          },
          body: JSON.stringify({ query: document, variables }),
          signal: AbortSignal.timeout(options.timeoutMs ?? UPSTREAM_TIMEOUT_MS),
        });
      } catch (cause) {
        throw new CustomerAccountApiError(
          `${operation}: the Customer Account API is unreachable`,
          'network',
          {
            cause,
          },
        );
      }
      if (response.status === 401) {
        throw new CustomerAccountApiError(
          `${operation}: the access token was refused`,
          'unauthorized',
        );
      }
      const payload = (await response.json().catch(() => null)) as {
        data?: TData | null;
        errors?: GraphQLErrorShape[];
      } | null;
      if (!response.ok || !payload) {
        throw new CustomerAccountApiError(
          `${operation}: the Customer Account API answered ${response.status}`,
          'http',
        );
      }
      if (payload.errors?.length || payload.data == null) {
        const message = payload.errors?.[0]?.message ?? 'no data';
        throw new CustomerAccountApiError(`${operation}: GraphQL error: ${message}`, 'graphql');
      }
      return payload.data;
    },
  };
}
