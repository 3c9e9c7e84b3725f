import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { execute, type GraphQLSchema } from 'graphql';
import type { ImageSources } from '../cdn/image-sources';
import { MAX_REQUEST_BODY_BYTES, SUPPORTED_API_VERSIONS } from '../config';
import type { CartRepository } from '../db/cart-repository';
import type { CatalogueCache } from '../catalogue/catalogue-snapshot';
import type { CommerceDatabase } from '../db/connection';
import { answerPreflight, STOREFRONT_CORS_HEADERS } from '../http/cors';
import { HttpError } from '../http/http-error';
import { readBody } from '../http/read-body';
import { sendJson, sendJsonError } from '../http/responses';
import type { RequestContext } from './context';
import { DocumentCache } from './document-cache';
import { parseGraphQLRequestBody, type GraphQLRequestBody } from './request-body';
import { defaultFieldResolver } from './schema';
import {
  internalError,
  toShopifyExecutionError,
  toShopifyRequestError,
  type ShopifyGraphQLError,
} from './shopify-errors';

export interface StorefrontApiOptions {
  schema: GraphQLSchema;
  db: CommerceDatabase;
  catalogue: CatalogueCache;
  carts: CartRepository;
  imageSources: ImageSources;
  origin: string;
  latencyMs: number;
  /** Tokens accepted in X-Shopify-Storefront-Access-Token or Shopify-Storefront-Private-Token. */
  accessTokens: string[];
}

/** Shopify's exact answer to a missing or wrong token. */
const INVALID_TOKEN_BODY = {
  errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
};

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function tokenMatches(given: string, accepted: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(accepted);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface GraphQLResponseBody {
  data?: unknown;
  errors?: ShopifyGraphQLError[];
}

/** POST /api/{version}/graphql.json: Shopify's Storefront API over this server's catalogue and carts. */
export function createStorefrontApiHandler(options: StorefrontApiOptions) {
  const documents = new DocumentCache(options.schema);

  const isAuthorised = (request: IncomingMessage) => {
    const given =
      headerValue(request, 'x-shopify-storefront-access-token') ??
      headerValue(request, 'shopify-storefront-private-token');
    return given !== undefined && options.accessTokens.some((token) => tokenMatches(given, token));
  };

  async function executeRequest(
    body: GraphQLRequestBody,
    requestId: string,
  ): Promise<GraphQLResponseBody> {
    const prepared = documents.prepare(body.query);
    if (!prepared.ok) return { errors: prepared.errors };

    const context: RequestContext = {
      db: options.db,
      catalogue: options.catalogue.current(),
      carts: options.carts,
      imageSources: options.imageSources,
      origin: options.origin,
    };
    const variables = body.variables ?? {};
    const result = await execute({
      schema: options.schema,
      document: prepared.document,
      rootValue: {},
      contextValue: context,
      variableValues: variables,
      operationName: body.operationName ?? undefined,
      fieldResolver: defaultFieldResolver,
    });
    // No data at all means execution never started: bad variables or operation name.
    if (result.data === undefined) {
      return {
        errors: (result.errors ?? []).map((error) =>
          toShopifyRequestError(error, prepared.variableTypes, variables),
        ),
      };
    }
    return {
      ...(result.errors?.length
        ? { errors: result.errors.map((error) => toShopifyExecutionError(error, requestId)) }
        : {}),
      data: result.data,
    };
  }

  return async function handleStorefrontApi(
    request: IncomingMessage,
    response: ServerResponse,
    version: string,
  ): Promise<void> {
    if (request.method === 'OPTIONS') return answerPreflight(response);
    const requestId = randomUUID();
    const headers = { ...STOREFRONT_CORS_HEADERS, 'x-request-id': requestId };
    if (options.latencyMs > 0) await delay(options.latencyMs);

    if (!SUPPORTED_API_VERSIONS.has(version)) {
      return sendJsonError(response, 404, `API version ${version} is not supported.`, headers);
    }
    if (request.method !== 'POST') {
      request.resume();
      return sendJsonError(response, 405, 'The Storefront API accepts POST requests only.', {
        ...headers,
        allow: 'POST, OPTIONS',
      });
    }
    if (!isAuthorised(request)) {
      request.resume();
      return sendJson(response, 401, INVALID_TOKEN_BODY, headers);
    }

    try {
      const raw = await readBody(request, MAX_REQUEST_BODY_BYTES);
      const body = parseGraphQLRequestBody(raw, headerValue(request, 'content-type'));
      sendJson(response, 200, await executeRequest(body, requestId), headers);
    } catch (error) {
      if (error instanceof HttpError) {
        return sendJsonError(response, error.status, error.message, {
          ...headers,
          ...error.headers,
        });
      }
      console.error(`[commerce] request ${requestId} failed:`, error);
      sendJson(response, 500, { errors: [internalError(requestId)] }, headers);
    }
  };
}
