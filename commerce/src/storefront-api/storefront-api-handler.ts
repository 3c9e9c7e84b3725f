import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { CatalogueCache } from '../catalogue/catalogue-snapshot';
import type { ImageSources } from '../cdn/image-sources';
import { MAX_REQUEST_BODY_BYTES, SUPPORTED_API_VERSIONS } from '../config';
import type { CartRepository } from '../db/cart-repository';
import type { CommerceDatabase } from '../db/connection';
import { DocumentCache } from '../graphql/document-cache';
import { executeShopifyRequest } from '../graphql/execute-request';
import { requestLimitErrors, STOREFRONT_QUERY_LIMITS } from '../graphql/query-limits';
import { parseGraphQLRequestBody } from '../graphql/request-body';
import { internalError } from '../graphql/shopify-errors';
import { headerValue, INVALID_TOKEN_BODY, tokenMatches } from '../http/access-token';
import { answerPreflight, STOREFRONT_CORS_HEADERS } from '../http/cors';
import { HttpError } from '../http/http-error';
import { readBody } from '../http/read-body';
import { sendJson, sendJsonError } from '../http/responses';
import type { RequestContext } from './context';
import { defaultFieldResolver } from './schema';
import { errorFields, logger } from '../lib/logger';

export interface StorefrontApiOptions {
  schema: GraphQLSchema;
  db: CommerceDatabase;
  catalogue: CatalogueCache;
  carts: CartRepository;
  imageSources: ImageSources;
  origin: string;
  latencyMs: number;
  /**
   * The public token; it and the private one are accepted in X-Shopify-Storefront-Access-Token
   * or Shopify-Storefront-Private-Token.
   */
  publicAccessToken: string;
  /** The server-to-server token: only requests carrying it may name their buyer's IP. */
  privateAccessToken: string;
}

/** POST /api/{version}/graphql.json: Shopify's Storefront API over this server's catalogue and carts. */
export function createStorefrontApiHandler(options: StorefrontApiOptions) {
  const documents = new DocumentCache(options.schema);

  const isAuthorised = (request: IncomingMessage) => {
    const given =
      headerValue(request, 'x-shopify-storefront-access-token') ??
      headerValue(request, 'shopify-storefront-private-token');
    return (
      given !== undefined &&
      [options.publicAccessToken, options.privateAccessToken].some((token) =>
        tokenMatches(given, token),
      )
    );
  };

  /**
   * Like Shopify: a server calling on a buyer's behalf, with the private token, names the
   * buyer's IP in Shopify-Storefront-Buyer-IP; anyone else is the buyer themselves.
   */
  const buyerIpOf = (request: IncomingMessage): string => {
    const privateToken = headerValue(request, 'shopify-storefront-private-token');
    const named = headerValue(request, 'shopify-storefront-buyer-ip')?.trim() ?? '';
    if (privateToken && tokenMatches(privateToken, options.privateAccessToken) && isIP(named)) {
      return named;
    }
    return request.socket.remoteAddress ?? 'unknown';
  };

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
      // Too deep or too costly: refused before execution, with Shopify's errors (status 200).
      const overLimit = requestLimitErrors(documents, body, STOREFRONT_QUERY_LIMITS);
      if (overLimit) return sendJson(response, 200, { errors: overLimit }, headers);
      const context: RequestContext = {
        db: options.db,
        catalogue: options.catalogue.current(),
        carts: options.carts,
        imageSources: options.imageSources,
        origin: options.origin,
        buyerIp: buyerIpOf(request),
      };
      const answer = await executeShopifyRequest({
        schema: options.schema,
        documents,
        body,
        contextValue: context,
        requestId,
        fieldResolver: defaultFieldResolver as GraphQLFieldResolver<unknown, unknown>,
      });
      sendJson(response, 200, answer, headers);
    } catch (error) {
      if (error instanceof HttpError) {
        return sendJsonError(response, error.status, error.message, {
          ...headers,
          ...error.headers,
        });
      }
      logger.error({ ...errorFields(error), requestId }, 'Storefront API request failed');
      sendJson(response, 500, { errors: [internalError(requestId)] }, headers);
    }
  };
}
