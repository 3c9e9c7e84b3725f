import { CustomerAccessTokenRepository } from '../db/customer-access-token-repository';
import type { CommerceDatabase } from '../db/connection';
import { CustomerRepository, type CustomerRecord } from '../db/customer-repository';
import { EmailVerificationRepository } from '../db/email-verification-repository';
import { OrderRepository } from '../db/order-repository';
import { SubscriptionRepository } from '../db/subscription-repository';
import type { PageChrome } from '../http/page';
import { RateLimiter } from '../lib/rate-limiter';
import { Outbox } from '../outbox/outbox';
import type { CustomerAccountSecrets } from './secrets';

/** What every part of customer accounts is made with (see createCustomerAccounts). */
export interface AccountsSetup {
  db: CommerceDatabase;
  /** Public origin of this server: the OpenID issuer and the API's host. */
  origin: string;
  /** The storefront's OAuth client id. */
  clientId: string;
  /** The storefront's URL, without a trailing slash. */
  storefrontUrl: string;
  /** What the hosted pages show of the shop. */
  chrome: () => PageChrome;
  currencyCode: () => string;
  /** The clock sign-in codes and emailed links read. */
  now: () => Date;
  secrets: CustomerAccountSecrets;
}

const createStores = (db: CommerceDatabase) => ({
  customers: new CustomerRepository(db),
  tokens: new CustomerAccessTokenRepository(db),
  orders: new OrderRepository(db),
  subscriptions: new SubscriptionRepository(db),
  verifications: new EmailVerificationRepository(db),
  outbox: new Outbox(db),
  /**
   * Limits on what anyone could do to one email or from one IP: guess its password or sign-in
   * codes, or fill its inbox with codes and verification links.
   */
  limiter: new RateLimiter(),
});

const storesByDatabase = new WeakMap<CommerceDatabase, ReturnType<typeof createStores>>();

/** The customer repositories, outbox and rate limits, prepared once per database. */
export function customerStoresOf(db: CommerceDatabase) {
  const stores = storesByDatabase.get(db) ?? createStores(db);
  storesByDatabase.set(db, stores);
  return stores;
}

/** The customer a live customer access token belongs to, or null. */
export function customerOfAccessToken(
  db: CommerceDatabase,
  accessToken: string | null | undefined,
): CustomerRecord | null {
  if (!accessToken || accessToken.length > 512) return null;
  const stores = customerStoresOf(db);
  const customerId = stores.tokens.customerIdOf(accessToken);
  return customerId === null ? null : stores.customers.findById(customerId);
}
