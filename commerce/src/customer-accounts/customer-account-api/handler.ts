import type { IncomingMessage } from 'node:http';
import type Provider from 'oidc-provider';
import { notImplementedFieldResolver } from '../../graphql/default-values';
import { createGraphQLEndpoint } from '../../graphql/endpoint';
import { executableSchema, hydrogenReactSchema } from '../../graphql/schema';
import { headerValue } from '../../http/access-token';
import { numericIdOf } from '../../lib/ids';
import { customerStoresOf, type AccountsSetup } from '../customer-stores';
import { CUSTOMER_ACCOUNT_SCOPE } from '../provider';
import { customerAccountResolvers, type CustomerAccountContext } from './resolvers';
import { subscriptionResolvers } from './subscription-resolvers';

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
export function createCustomerAccountApiHandler(setup: AccountsSetup, provider: Provider) {
  const { customers, orders, subscriptions, outbox } = customerStoresOf(setup.db);

  async function customerOf(request: IncomingMessage) {
    const token = accessTokenOf(request);
    if (!token) return null;
    const accessToken = await provider.AccessToken.find(token);
    if (!accessToken || accessToken.isExpired) return null;
    if (accessToken.clientId !== setup.clientId) return null;
    if (!accessToken.scopes.has(CUSTOMER_ACCOUNT_SCOPE)) return null;
    const customerId = numericIdOf(accessToken.accountId, 'Customer');
    return customerId === null ? null : customers.findById(customerId);
  }

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
