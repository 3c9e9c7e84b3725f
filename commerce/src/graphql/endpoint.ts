import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { execute, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { MAX_REQUEST_BODY_BYTES, SUPPORTED_API_VERSIONS } from '../config';
import { headerValue } from '../http/access-token';
import { HttpError } from '../http/http-error';
import { readBody } from '../http/read-body';
import { sendJson } from '../http/responses';
import { logger } from '../lib/logger';
import { DocumentCache } from './document-cache';
import { checkQueryLimits } from './query-limits';
import { parseGraphQLRequestBody, type GraphQLRequestBody } from './request-body';
import {
  internalError,
  toShopifyExecutionError,
  toShopifyRequestError,
  type ShopifyGraphQLError,
} from './shopify-errors';

export interface GraphQLEndpointOptions<Context> {
  /** The API's name, in the answer to a wrong method and in the log ("Admin API"). */
  name: string;
  schema: GraphQLSchema;
  /** Resolves every field without a resolver of its own (graphql-js's default when absent). */
  fieldResolver?: GraphQLFieldResolver<unknown, Context>;
  /** Headers of every answer, besides its x-request-id. */
  headers?: Record<string, string>;
  /** The methods a 405 names in its Allow header. */
  allow: string;
  /** The context of a request whose credentials are good; null answers 401 with `unauthorized`. */
  contextOf(request: IncomingMessage): Context | null | Promise<Context | null>;
  unauthorized: unknown;
  /** The body of a refusal before GraphQL runs (unknown version, wrong method, bad body). */
  refusal?: (status: number, message: string) => unknown;
  /** Extensions of an executed answer, read from its context afterwards. */
  extensionsOf?: (context: Context) => Record<string, unknown> | undefined;
}

interface GraphQLResponseBody {
  data?: unknown;
  errors?: ShopifyGraphQLError[];
  extensions?: Record<string, unknown>;
}

/** The Storefront API's refusal: Shopify's list of errors, with HTTP's status. */
const errorList = (_status: number, message: string) => ({ errors: [{ message }] });

/**
 * POST /…/{version}/graphql(.json) of one of the server's GraphQL APIs, answered as Shopify
 * does: a transport failure (unknown version, wrong method, bad credentials, a bad or oversized
 * body) with its HTTP status; whatever GraphQL reports (syntax, validation, limits, variables,
 * resolvers) with 200 and an `errors` list; a failure of this server with 500 and a request id.
 */
export function createGraphQLEndpoint<Context>(options: GraphQLEndpointOptions<Context>) {
  const documents = new DocumentCache(options.schema);
  const refusal = options.refusal ?? errorList;

  async function run(
    body: GraphQLRequestBody,
    context: Context,
    requestId: string,
  ): Promise<GraphQLResponseBody> {
    // Parsed and validated once per distinct query text (see DocumentCache).
    const prepared = documents.prepare(body.query);
    if (!prepared.ok) return { errors: prepared.errors };
    const variables = body.variables ?? {};
    // Too deep or too costly: refused before it runs.
    const overLimit = checkQueryLimits(prepared.document, variables, body.operationName);
    if (overLimit) return { errors: overLimit };
    const result = await execute({
      schema: options.schema,
      document: prepared.document,
      rootValue: {},
      contextValue: context,
      variableValues: variables,
      operationName: body.operationName ?? undefined,
      fieldResolver: options.fieldResolver as GraphQLFieldResolver<unknown, unknown> | undefined,
    });
    // No data at all means execution never started: bad variables or operation name.
    if (result.data === undefined) {
      return { errors: (result.errors ?? []).map(toShopifyRequestError) };
    }
    const extensions = options.extensionsOf?.(context);
    return {
      ...(result.errors?.length
        ? { errors: result.errors.map((error) => toShopifyExecutionError(error, requestId)) }
        : {}),
      data: result.data,
      ...(extensions ? { extensions } : {}),
    };
  }

  return async function handleGraphQL(
    request: IncomingMessage,
    response: ServerResponse,
    version: string,
  ): Promise<void> {
    const requestId = randomUUID();
    const headers = { ...options.headers, 'x-request-id': requestId };
    const refuse = (status: number, message: string, extra: Record<string, string> = {}) => {
      request.resume();
      sendJson(response, status, refusal(status, message), { ...headers, ...extra });
    };

    if (!SUPPORTED_API_VERSIONS.has(version)) {
      return refuse(404, `API version ${version} is not supported.`);
    }
    if (request.method !== 'POST') {
      return refuse(405, `The ${options.name} accepts POST requests only.`, {
        allow: options.allow,
      });
    }
    try {
      const context = await options.contextOf(request);
      if (!context) {
        request.resume();
        return sendJson(response, 401, options.unauthorized, headers);
      }
      const raw = await readBody(request, MAX_REQUEST_BODY_BYTES);
      const body = parseGraphQLRequestBody(raw, headerValue(request, 'content-type'));
      sendJson(response, 200, await run(body, context, requestId), headers);
    } catch (error) {
      if (error instanceof HttpError) return refuse(error.status, error.message, error.headers);
      // Only the kind of failure: the error may quote the request, tokens or bodies.
      const name = error instanceof Error ? error.name : 'NonError';
      logger.error({ err: { name }, requestId }, `${options.name} request failed`);
      sendJson(response, 500, { errors: [internalError(requestId)] }, headers);
    }
  };
}
