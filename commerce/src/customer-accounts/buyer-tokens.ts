import type Provider from 'oidc-provider';
import type { CustomerRecord } from '../db/customer-repository';
import { numericIdOf } from '../lib/ids';
import { customerOfAccessToken, customerStoresOf, type AccountsSetup } from './customer-stores';
import { CUSTOMER_ACCOUNT_SCOPE } from './provider';

/** Longest token either family issues, with room to spare; anything longer is no token. */
const MAX_TOKEN_LENGTH = 512;

/**
 * The customer a Customer Account API access token (issued by this platform's OpenID provider to
 * the storefront, with the API's scope) belongs to, or null for anything unknown, expired or
 * revoked.
 */
export function customerAccountTokenLookup(setup: AccountsSetup, provider: Provider) {
  const { customers } = customerStoresOf(setup.db);
  return async (token: string): Promise<CustomerRecord | null> => {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const accessToken = await provider.AccessToken.find(token);
    if (!accessToken || accessToken.isExpired) return null;
    if (accessToken.clientId !== setup.clientId) return null;
    if (!accessToken.scopes.has(CUSTOMER_ACCOUNT_SCOPE)) return null;
    const customerId = numericIdOf(accessToken.accountId, 'Customer');
    return customerId === null ? null : customers.findById(customerId);
  };
}

/**
 * The signed-in customer a cart's buyerIdentity.customerAccessToken names: either family's token
 * works there, as on Shopify, where Hydrogen passes a Customer Account API token and older
 * storefronts a Storefront API customer access token. Null signs no one in.
 */
export type BuyerLookup = (token: string | null) => Promise<CustomerRecord | null>;

export function buyerTokenLookup(setup: AccountsSetup, provider: Provider): BuyerLookup {
  const ofAccountToken = customerAccountTokenLookup(setup, provider);
  return async (token) => {
    if (!token) return null;
    return customerOfAccessToken(setup.db, token) ?? (await ofAccountToken(token));
  };
}
