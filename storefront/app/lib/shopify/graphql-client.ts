import type { GraphQLFormattedError } from 'graphql';
import { deadlineSignal, UPSTREAM_TIMEOUT_MS } from '../http/timeout';
import { PlatformError, type PlatformApi, type PlatformErrorDetails } from './platform-error';

/**
 * The one way the storefront sends GraphQL to the platform, whichever API (Storefront, Admin,
 * Customer Account) and wherever it runs (the Storefront API's cart calls run in the browser
 * too): a POST with the API's auth headers under one deadline, one JSON parse, and every failure
 * a PlatformError. Messages name the API, the operation and the endpoint, never a token, so
 * callers may log them as they are.
 */

const API_NAMES: Record<PlatformApi, string> = {
  storefront: 'Storefront API',
  admin: 'Admin API',
  'customer-account': 'Customer Account API',
  'customer-account-auth': 'Customer Account sign-in',
};

/** An API's generated `Documents`: each document's text → its answer's and variables' types. */
export type DocumentTypes = Record<string, { data: unknown; variables: object }>;

interface RequestOptions<TVariables> {
  variables?: TVariables;
  signal?: AbortSignal | undefined;
}

export interface GraphQLClient<Documents extends DocumentTypes = DocumentTypes> {
  readonly endpoint: string;
  /**
   * Sends a query or mutation; resolves with `data`, throws a PlatformError otherwise. A
   * document of the generated map (declared `as const`) types both; any other answers `unknown`.
   */
  request<Document extends string>(
    document: Document,
    options?: RequestOptions<
      Document extends keyof Documents ? Documents[Document]['variables'] : object
    >,
  ): Promise<Document extends keyof Documents ? Documents[Document]['data'] : unknown>;
}

export interface GraphQLClientOptions {
  api: PlatformApi;
  endpoint: string;
  /** The API's own headers (its token); read for each call. */
  headers: () => Record<string, string>;
  /** Each call's deadline; a slow platform fails the call rather than hang the page. */
  timeoutMs?: number | undefined;
  fetch?: typeof fetch | undefined;
}

/** A document's operation name: `query GetProduct(…)` → 'GetProduct'. */
export function operationNameOf(document: string): string | undefined {
  return /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1];
}

export function createGraphQLClient<Documents extends DocumentTypes>(
  options: GraphQLClientOptions,
): GraphQLClient<Documents> {
  const { api, endpoint } = options;
  const apiName = API_NAMES[api];
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;

  async function request(
    document: string,
    { variables, signal }: RequestOptions<object> = {},
  ): Promise<unknown> {
    const operationName = operationNameOf(document);
    const label = operationName ?? `${apiName} request`;
    const fail = (message: string, details: Omit<PlatformErrorDetails, 'api' | 'operationName'>) =>
      new PlatformError(`${label}: ${message}`, { api, operationName, ...details });

    const deadline = deadlineSignal(timeoutMs, signal);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...options.headers(),
        },
        body: JSON.stringify({ query: document, variables: variables ?? {} }),
        signal: deadline.signal,
      });
      // Read inside the deadline too: a platform can stall in the middle of its body.
      text = await response.text();
    } catch (cause) {
      if (deadline.timedOut()) {
        throw fail(`the ${apiName} at ${endpoint} did not answer within ${timeoutMs} ms`, {
          kind: 'timeout',
          cause,
        });
      }
      throw fail(`could not reach the ${apiName} at ${endpoint} (${describeCause(cause)})`, {
        kind: 'network',
        cause,
      });
    }

    let payload: { data?: unknown; errors?: unknown } | undefined;
    try {
      payload = JSON.parse(text) as typeof payload;
    } catch (cause) {
      if (response.ok) {
        throw fail(`the ${apiName} answered with invalid JSON`, {
          kind: 'invalid-response',
          status: response.status,
          cause,
        });
      }
    }
    const errors = errorList(payload?.errors);
    const status = response.status;

    if (!response.ok) {
      throw fail(
        `the ${apiName} answered ${status} ${response.statusText}`.trim() + firstMessage(errors),
        { kind: status === 401 ? 'unauthorized' : 'http', status, errors },
      );
    }
    if (errors.length) {
      throw fail(`GraphQL error${firstMessage(errors)}`, { kind: 'graphql', status, errors });
    }
    if (payload?.data == null) {
      throw fail(`the ${apiName} answered without data`, { kind: 'invalid-response', status });
    }
    return payload.data;
  }

  // The generated map types each document's answer; the transport only passes `data` on.
  return { endpoint, request } as GraphQLClient<Documents>;
}

/**
 * A connection's `nodes`, checked: a platform answering JSON of another shape (a proxy's error
 * object, a changed API) fails as an invalid response, which pages show as their error state,
 * instead of a TypeError deep in a component.
 */
export function nodesOf<T>(
  connection: { nodes: T[] } | null | undefined,
  operation: string,
  api: PlatformApi = 'storefront',
): T[] {
  if (!Array.isArray(connection?.nodes)) {
    throw new PlatformError(`${operation}: the ${API_NAMES[api]} answered without a list`, {
      api,
      kind: 'invalid-response',
      operationName: operation,
    });
  }
  return connection.nodes;
}

/** GraphQL errors are a list; the Admin API's transport errors are a string (`"Not Found"`). */
function errorList(errors: unknown): GraphQLFormattedError[] {
  if (typeof errors === 'string') return [{ message: errors }];
  return Array.isArray(errors) ? (errors as GraphQLFormattedError[]) : [];
}

function firstMessage(errors: readonly GraphQLFormattedError[]): string {
  const message = errors[0]?.message;
  return message ? `: ${message}` : '';
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause.cause as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? `${cause.message}: ${code}` : cause.message;
  }
  return String(cause);
}
