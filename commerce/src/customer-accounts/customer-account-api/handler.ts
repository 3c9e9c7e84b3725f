import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type Provider from 'oidc-provider';
import { MAX_REQUEST_BODY_BYTES, SUPPORTED_API_VERSIONS } from '../../config';
import type { CustomerRepository } from '../../db/customer-repository';
import type { OrderRepository } from '../../db/order-repository';
import { DocumentCache } from '../../graphql/document-cache';
import { executeShopifyRequest } from '../../graphql/execute-request';
import { requestLimitErrors, STOREFRONT_QUERY_LIMITS } from '../../graphql/query-limits';
import { parseGraphQLRequestBody } from '../../graphql/request-body';
import { internalError } from '../../graphql/shopify-errors';
import { headerValue } from '../../http/access-token';
import { HttpError } from '../../http/http-error';
import { readBody } from '../../http/read-body';
import { logger } from '../../lib/logger';
import { sendJson, sendJsonError } from '../../http/responses';
import { numericIdOf } from '../../storefront-api/ids';
import { CUSTOMER_ACCOUNT_SCOPE } from '../provider';
import type { CustomerAccountContext } from './context';
import { customerAccountFieldResolver } from './schema';

export interface CustomerAccountApiOptions {
  schema: GraphQLSchema;
  provider: Provider;
  clientId: string;
  customers: CustomerRepository;
  orders: OrderRepository;
  currencyCode: () => string;
}

const UNAUTHORIZED_BODY = {
  errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }],
};

/** Shopify sends the bare token in Authorization; "Bearer {token}" works too. */
function accessTokenOf(request: IncomingMessage): string | null {
  const header = headerValue(request, 'authorization')?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '');
  return token.length > 0 && token.length <= 512 ? token : null;
}

/**
 * POST /account/customer/api/{version}/graphql: Shopify's Customer Account API for the customer
 * the access token (issued by this platform's OpenID provider) belongs to. Any missing,
 * unknown, expired or revoked token is a 401.
 */
export function createCustomerAccountApiHandler(options: CustomerAccountApiOptions) {
  const documents = new DocumentCache(options.schema);

  async function customerOf(request: IncomingMessage) {
    const token = accessTokenOf(request);
    if (!token) return null;
    const accessToken = await options.provider.AccessToken.find(token);
    if (!accessToken || accessToken.isExpired) return null;
    if (accessToken.clientId !== options.clientId) return null;
    if (!accessToken.scopes.has(CUSTOMER_ACCOUNT_SCOPE)) return null;
    const customerId = numericIdOf(accessToken.accountId, 'Customer');
    return customerId === null ? null : options.customers.findById(customerId);
  }

  return async function handleCustomerAccountApi(
    request: IncomingMessage,
    response: ServerResponse,
    version: string,
  ): Promise<void> {
    const requestId = randomUUID();
    const headers = { 'x-request-id': requestId, 'cache-control': 'no-store' };
    if (!SUPPORTED_API_VERSIONS.has(version)) {
      request.resume();
      return sendJsonError(response, 404, `API version ${version} is not supported.`, headers);
    }
    if (request.method !== 'POST') {
      request.resume();
      return sendJsonError(response, 405, 'The Customer Account API accepts POST requests only.', {
        ...headers,
        allow: 'POST',
      });
    }
    try {
      const customer = await customerOf(request);
      if (!customer) {
        request.resume();
        return sendJson(response, 401, UNAUTHORIZED_BODY, headers);
      }
      const raw = await readBody(request, MAX_REQUEST_BODY_BYTES);
      const body = parseGraphQLRequestBody(raw, headerValue(request, 'content-type'));
      // Too deep or too costly: refused before execution, as the Storefront API does.
      const overLimit = requestLimitErrors(documents, body, STOREFRONT_QUERY_LIMITS);
      if (overLimit) return sendJson(response, 200, { errors: overLimit }, headers);
      const context: CustomerAccountContext = {
        customer,
        customers: options.customers,
        orders: options.orders,
        currencyCode: options.currencyCode(),
      };
      const answer = await executeShopifyRequest({
        schema: options.schema,
        documents,
        body,
        contextValue: context,
        requestId,
        fieldResolver: customerAccountFieldResolver as GraphQLFieldResolver<unknown, unknown>,
      });
      sendJson(response, 200, answer, headers);
    } catch (error) {
      if (error instanceof HttpError) {
        return sendJsonError(response, error.status, error.message, {
          ...headers,
          ...error.headers,
        });
      }
      // The error object may quote the request; log only its kind, never tokens or bodies.
      logger.error(
        { err: { name: (error as Error)?.name ?? 'NonError' }, requestId },
        'customer account request failed',
      );
      sendJson(response, 500, { errors: [internalError(requestId)] }, headers);
    }
  };
}
