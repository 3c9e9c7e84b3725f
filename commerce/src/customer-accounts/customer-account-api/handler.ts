import type { IncomingMessage } from 'node:http';
import type Provider from 'oidc-provider';
import { notImplementedFieldResolver } from '../../graphql/default-values';
import { createGraphQLEndpoint } from '../../graphql/endpoint';
import { executableSchema, hydrogenReactSchema } from '../../graphql/schema';
import { headerValue } from '../../http/access-token';
import { customerStoresOf, type AccountsSetup } from '../customer-stores';
import { customerAccountTokenLookup } from '../buyer-tokens';
import { customerAccountResolvers, type CustomerAccountContext } from './resolvers';
import { subscriptionResolvers } from './subscription-resolvers';

/** Shopify sends the bare token in Authorization; "Bearer {token}" works too. */
function accessTokenOf(request: IncomingMessage): string | null {
  const header = headerValue(request, 'authorization')?.trim();
  return header ? header.replace(/^Bearer\s+/i, '') : null;
}

/**
 * POST /account/customer/api/{version}/graphql: Shopify's Customer Account API for the customer
 * the access token (issued by this platform's OpenID provider) belongs to. Any missing,
 * unknown, expired or revoked token is a 401.
 */
export function createCustomerAccountApiHandler(setup: AccountsSetup, provider: Provider) {
  const { customers, orders, subscriptions, outbox } = customerStoresOf(setup.db);

  const customerOfToken = customerAccountTokenLookup(setup, provider);
  const customerOf = (request: IncomingMessage) => {
    const token = accessTokenOf(request);
    return token ? customerOfToken(token) : null;
  };

  return createGraphQLEndpoint<CustomerAccountContext>({
    name: 'Customer Account API',
    schema: executableSchema([customerAccountResolvers, subscriptionResolvers], () =>
      hydrogenReactSchema('customer-account.schema.json'),
    ),
    fieldResolver: notImplementedFieldResolver(),
    headers: { 'cache-control': 'no-store' },
    async contextOf(request) {
      const customer = await customerOf(request);
      return (
        customer && {
          customer,
          customers,
          orders,
          subscriptions,
          outbox,
          shopName: setup.chrome().shopName,
          db: setup.db,
          currencyCode: setup.currencyCode(),
        }
      );
    },
    unauthorized: { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] },
  });
}
