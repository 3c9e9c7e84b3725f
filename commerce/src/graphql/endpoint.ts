import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  execute,
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type OperationDefinitionNode,
  type FormattedExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { MAX_REQUEST_BODY_BYTES, SUPPORTED_API_VERSIONS } from '../config';
import { headerValue } from '../http/access-token';
import { HttpError } from '../http/http-error';
import { readBody } from '../http/read-body';
import { sendJson } from '../http/responses';
import { logger } from '../lib/logger';
import { checkFieldCount, checkQueryLimits } from './query-limits';
import {
  internalError,
  toShopifyExecutionError,
  toShopifyRequestError,
  validateLikeShopify,
  type ShopifyGraphQLError,
} from './shopify-errors';

export interface GraphQLEndpointOptions<Context> {
  /** The API's name, in the answer to a wrong method and in the log ("Admin API"). */
  name: string;
  /** The API versions it answers; the dated versions every API answers by default. */
  versions?: ReadonlySet<string>;
  schema: GraphQLSchema;
  /** Resolves every field without a resolver of its own (graphql-js's default when absent). */
  fieldResolver?: GraphQLFieldResolver<unknown, Context>;
  /** Headers of every answer, besides its x-request-id. */
  headers?: Record<string, string>;
  /** The methods a 405 names in its Allow header (POST by default). */
  allow?: string;
  /** The context of a request whose credentials are good; null answers 401 with `unauthorized`. */
  contextOf(request: IncomingMessage): Context | null | Promise<Context | null>;
  unauthorized: unknown;
  /**
   * The body of a refusal before GraphQL runs (unknown version, wrong method, bad body); by
   * default the Storefront API's, Shopify's list of errors.
   */
  refusal?: (status: number, message: string) => unknown;
  /** Extensions of an executed answer, read from its context afterwards. */
  extensionsOf?: (context: Context) => Record<string, unknown> | undefined;
}

/** A GraphQL-over-HTTP request body, as Shopify's Storefront API accepts it. */
const requestBodySchema = z.object(
  {
    query: z
      .string({ error: 'The request body must include a "query" string.' })
      .trim()
      .min(1, 'The "query" must not be empty.'),
    variables: z.record(z.string(), z.unknown()).nullish(),
    operationName: z.string().nullish(),
  },
  { error: 'The request body must be a JSON object with a "query".' },
);

/**
 * Reads the body as JSON, or as a bare document for Content-Type application/graphql.
 * Every client mistake becomes a 400 with a message the client can act on.
 */
function parseRequestBody(body: Buffer, contentType: string | undefined) {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  const text = body.toString('utf8');
  let input: unknown = { query: text };
  if (mediaType !== 'application/graphql') {
    try {
      input = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON.');
    }
  }
  const parsed = requestBodySchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where =
    issue && issue.path.length > 0 && issue.code !== 'invalid_type'
      ? ` (${issue.path.join('.')})`
      : '';
  throw new HttpError(400, `${issue?.message ?? 'Invalid request body.'}${where}`);
}

/** Bounds parsing work on hostile input; real storefront documents use a few hundred tokens. */
const MAX_TOKENS = 20_000;
/** Cache budget in characters of query text (ASTs are roughly 10× larger in memory). */
const MAX_CACHED_CHARACTERS = 4_000_000;
const MAX_CACHED_DOCUMENTS = 1_000;
const MAX_CACHEABLE_QUERY_LENGTH = 100_000;

/**
 * The document the query text holds, or the errors refusing it: a syntax error, too many fields
 * (refused between parsing and validation, which costs more) or validation errors.
 */
function prepareDocument(
  schema: GraphQLSchema,
  query: string,
): DocumentNode | ShopifyGraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return [{ ...error.toJSON(), extensions: { code: 'parseError' } }];
  }
  const tooLarge = checkFieldCount(document);
  if (tooLarge) return tooLarge;
  const errors = validateLikeShopify(schema, document);
  return errors.length > 0 ? errors : document;
}

/**
 * POST /…/{version}/graphql(.json) of one of the server's GraphQL APIs, answered as Shopify
 * does: a transport failure (unknown version, wrong method, bad credentials, a bad or oversized
 * body) with its HTTP status; whatever GraphQL reports (syntax, validation, limits, variables,
 * resolvers) with 200 and an `errors` list; a failure of this server with 500 and a request id.
 */
export function createGraphQLEndpoint<Context>(options: GraphQLEndpointOptions<Context>) {
  const refusal = options.refusal ?? ((_status, message) => ({ errors: [{ message }] }));
  /**
   * Documents parsed and validated once per distinct query text: a storefront sends the same few
   * documents over and over, and validation against the large Storefront schema is the most
   * expensive step of a request. Invalid documents are remembered with their errors too.
   */
  const documents = new LRUCache<string, DocumentNode | ShopifyGraphQLError[]>({
    max: MAX_CACHED_DOCUMENTS,
    maxSize: MAX_CACHED_CHARACTERS,
    // Longer documents are prepared every time, never kept.
    maxEntrySize: MAX_CACHEABLE_QUERY_LENGTH,
    sizeCalculation: (_prepared, query) => Math.max(query.length, 1),
    memoMethod: (query) => prepareDocument(options.schema, query),
  });

  /**
   * Logs an answer's GraphQL errors by code and path, so that a client's mistakes and this
   * server's gaps show in its log; never the messages, which may quote variables (tokens, emails).
   */
  function logErrors(
    result: FormattedExecutionResult,
    document: DocumentNode | ShopifyGraphQLError[],
    operationName: string | null | undefined,
    requestId: string,
  ): void {
    if (!result.errors?.length) return;
    const firstOperation = Array.isArray(document)
      ? undefined
      : document.definitions.find(
          (definition): definition is OperationDefinitionNode =>
            definition.kind === Kind.OPERATION_DEFINITION,
        );
    logger.warn(
      {
        operation: operationName ?? firstOperation?.name?.value ?? null,
        errors: result.errors.map(({ extensions, path }) => ({
          code: extensions?.code ?? null,
          path: path?.join('.') ?? null,
        })),
        requestId,
      },
      `${options.name} answered with GraphQL errors`,
    );
  }

  async function run(
    body: ReturnType<typeof parseRequestBody>,
    context: Context,
    requestId: string,
  ): Promise<FormattedExecutionResult> {
    const document = documents.memo(body.query);
    const result = await answer(body, document, context, requestId);
    logErrors(result, document, body.operationName, requestId);
    return result;
  }

  async function answer(
    body: ReturnType<typeof parseRequestBody>,
    document: DocumentNode | ShopifyGraphQLError[],
    context: Context,
    requestId: string,
  ): Promise<FormattedExecutionResult> {
    if (Array.isArray(document)) return { errors: document };
    const variables = body.variables ?? {};
    // Too deep or too costly: refused before it runs.
    const overLimit = checkQueryLimits(document, variables, body.operationName);
    if (overLimit) return { errors: overLimit };
    const result = await execute({
      schema: options.schema,
      document,
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

    if (!(options.versions ?? SUPPORTED_API_VERSIONS).has(version)) {
      return refuse(404, `API version ${version} is not supported.`);
    }
    if (request.method !== 'POST') {
      return refuse(405, `The ${options.name} accepts POST requests only.`, {
        allow: options.allow ?? 'POST',
      });
    }
    try {
      const context = await options.contextOf(request);
      if (!context) {
        request.resume();
        return sendJson(response, 401, options.unauthorized, headers);
      }
      const raw = await readBody(request, MAX_REQUEST_BODY_BYTES);
      const body = parseRequestBody(raw, headerValue(request, 'content-type'));
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
