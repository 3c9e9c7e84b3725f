import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import type { CatalogueCache } from '../catalogue/catalogue-snapshot';
import type { ImageSources } from '../cdn/image-sources';
import { MAX_REQUEST_BODY_BYTES, SUPPORTED_API_VERSIONS } from '../config';
import type { CommerceDatabase } from '../db/connection';
import type { CustomerRepository } from '../db/customer-repository';
import type { OrderRepository } from '../db/order-repository';
import type { Outbox } from '../outbox/outbox';
import { DocumentCache } from '../graphql/document-cache';
import { executeShopifyRequest } from '../graphql/execute-request';
import { requestLimitErrors, ADMIN_QUERY_LIMITS } from '../graphql/query-limits';
import { parseGraphQLRequestBody } from '../graphql/request-body';
import { internalError } from '../graphql/shopify-errors';
import { headerValue, INVALID_TOKEN_BODY, tokenMatches } from '../http/access-token';
import { HttpError } from '../http/http-error';
import { readBody } from '../http/read-body';
import { sendJson } from '../http/responses';
import type { AdminContext } from './context';
import { errorFields, logger } from '../lib/logger';

export interface AdminApiOptions {
  schema: GraphQLSchema;
  db: CommerceDatabase;
  orders: OrderRepository;
  customers: CustomerRepository;
  outbox: Outbox;
  catalogue: CatalogueCache;
  imageSources: ImageSources;
  origin: string;
  /** The one accepted X-Shopify-Access-Token (an app's Admin API access token). */
  accessToken: string;
}

/**
 * POST /admin/api/{version}/graphql.json: the part of Shopify's Admin API the product's own
 * server needs (orders; customers for the newsletter and contact form). Server to server only: no CORS, so browsers cannot call it.
 */
export function createAdminApiHandler(options: AdminApiOptions) {
  const documents = new DocumentCache(options.schema);

  return async function handleAdminApi(
    request: IncomingMessage,
    response: ServerResponse,
    version: string,
  ): Promise<void> {
    const requestId = randomUUID();
    const headers = { 'x-request-id': requestId };
    // The Admin API reports transport errors as a plain string, unlike the Storefront API.
    const fail = (status: number, message: string, extra: Record<string, string> = {}) => {
      request.resume();
      sendJson(response, status, { errors: message }, { ...headers, ...extra });
    };

    if (!SUPPORTED_API_VERSIONS.has(version)) return fail(404, 'Not Found');
    if (request.method !== 'POST') {
      return fail(405, 'The Admin API accepts POST requests only.', { allow: 'POST' });
    }
    const given = headerValue(request, 'x-shopify-access-token');
    if (given === undefined || !tokenMatches(given, options.accessToken)) {
      request.resume();
      return sendJson(response, 401, INVALID_TOKEN_BODY, headers);
    }

    try {
      const raw = await readBody(request, MAX_REQUEST_BODY_BYTES);
      const body = parseGraphQLRequestBody(raw, headerValue(request, 'content-type'));
      // Too deep or too costly: refused before execution, with Shopify's errors (status 200).
      const overLimit = requestLimitErrors(documents, body, ADMIN_QUERY_LIMITS);
      if (overLimit) return sendJson(response, 200, { errors: overLimit }, headers);
      const context: AdminContext = {
        db: options.db,
        orders: options.orders,
        customers: options.customers,
        outbox: options.outbox,
        catalogue: options.catalogue.current(),
        imageSources: options.imageSources,
        origin: options.origin,
        searchReports: [],
      };
      const answer = await executeShopifyRequest({
        schema: options.schema,
        documents,
        body,
        contextValue: context,
        requestId,
      });
      if (context.searchReports.length > 0) answer.extensions = { search: context.searchReports };
      sendJson(response, 200, answer, headers);
    } catch (error) {
      if (error instanceof HttpError) return fail(error.status, error.message, error.headers);
      logger.error({ ...errorFields(error), requestId }, 'Admin API request failed');
      sendJson(response, 500, { errors: [internalError(requestId)] }, headers);
    }
  };
}
