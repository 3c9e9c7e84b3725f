import {
  isOngoing,
  subscriptionGid,
  subscriptionNumericId,
  type Price,
  type Subscription,
  type SubscriptionChange,
  type SubscriptionLine,
} from '../subscriptions/subscription';
import { orderNumericId } from '../auth/customer';
import { DEFAULT_VARIANT_TITLE } from '../constants';
import { getAdminClient, type AdminClient } from './admin.server';
import {
  getAdminCustomerSubscription,
  getAdminCustomerSubscriptions,
} from './admin-subscriptions.server';
import type { ShopifyClient } from './client';
import { getStorefrontCustomerId } from './customer';
import { customerAccountClient } from './customer-account.server';
import {
  getCustomerAccountSubscription,
  getCustomerAccountSubscriptions,
} from './customer-account-subscriptions.server';
import { PlatformError } from './platform-error';
import { changeContract } from './subscription-changes.server';
import type {
  ChangeRefusals,
  PlatformSubscription,
  ProductReference,
} from './subscription-contract';

/**
 * The one way the storefront reaches a signed-in customer's subscriptions, whichever family
 * they signed in through, so both see the same contracts in the same shape:
 * - passwordless customers: the Customer Account API, with their own access token;
 * - password accounts: the Storefront API they sign in with has no subscriptions, so their
 *   customer id is read with their customer access token and their contracts through the
 *   Admin API (admin-subscriptions.server.ts says why and how that stays theirs).
 * Each line's one-time price and product page come from the catalogue (the Storefront API).
 */

/** Whose subscriptions: the tokens of a session of either family. */
export type SubscriptionHolder =
  | { family: 'customer-account'; accessToken: string }
  | { family: 'storefront'; customerAccessToken: string };

/** Variants read per product to find a line's one-time price. */
const VARIANTS_READ = 10;

export const SUBSCRIPTION_PRODUCT_QUERY = `#graphql
  query SubscriptionProduct(
    $id: ID
    $handle: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(id: $id, handle: $handle) {
      handle
      variants(first: ${VARIANTS_READ}) {
        nodes { title price { amount currencyCode } }
      }
    }
  }
` as const;

/** Where a holder's contracts are read and changed, once their identity is known. */
interface ContractSource {
  list(): Promise<PlatformSubscription[]>;
  find(gid: string): Promise<PlatformSubscription | null>;
  change(gid: string, change: SubscriptionChange): Promise<ChangeRefusals>;
}

function adminClientOrFail(): AdminClient {
  const admin = getAdminClient();
  if (!admin) {
    throw new PlatformError(
      'Subscriptions of password accounts need the Admin API, and no Admin API token is set',
      { api: 'admin', kind: 'unauthorized' },
    );
  }
  return admin;
}

/** The holder's contract source; null when the platform no longer accepts their token. */
async function contractSourceOf(
  holder: SubscriptionHolder,
  storefront: ShopifyClient,
): Promise<ContractSource | null> {
  if (holder.family === 'customer-account') {
    const client = await customerAccountClient(holder.accessToken);
    return {
      list: () => getCustomerAccountSubscriptions(client),
      find: (gid) => getCustomerAccountSubscription(client, gid),
      change: (gid, change) => changeContract(client, gid, change),
    };
  }
  const customerId = await getStorefrontCustomerId(storefront, holder.customerAccessToken);
  if (!customerId) return null;
  const admin = adminClientOrFail();
  return {
    list: () => getAdminCustomerSubscriptions(admin, customerId),
    find: (gid) => getAdminCustomerSubscription(admin, customerId, gid),
    // Only ever called for a contract `find` has just shown to be this customer's.
    change: (gid, change) => changeContract(admin, gid, change),
  };
}

// --- Catalogue prices ------------------------------------------------------------------------

type CatalogueProduct = { handle: string; variants: { title: string; price: Price }[] };

const referenceKey = (reference: NonNullable<ProductReference>) =>
  'handle' in reference ? `handle:${reference.handle}` : `id:${reference.id}`;

/** Each referenced product once (the catalogue cache keeps them); a missing one is null. */
async function productsOf(
  storefront: ShopifyClient,
  contracts: readonly PlatformSubscription[],
): Promise<Map<string, CatalogueProduct | null>> {
  const references = new Map<string, NonNullable<ProductReference>>();
  for (const line of contracts.flatMap((contract) => contract.lines)) {
    if (line.product) references.set(referenceKey(line.product), line.product);
  }
  const entries = await Promise.all(
    [...references].map(async ([key, reference]) => {
      const { product } = await storefront.request(SUBSCRIPTION_PRODUCT_QUERY, {
        variables: reference,
      });
      return [
        key,
        product && { handle: product.handle, variants: product.variants.nodes },
      ] as const;
    }),
  );
  return new Map(entries);
}

/** The variant a line is of: the one of its title, or the only one of a product without options. */
function regularPriceOf(
  product: CatalogueProduct | null | undefined,
  variantTitle: string | null,
): Price | null {
  if (!product) return null;
  const variant =
    product.variants.find((candidate) => candidate.title === variantTitle) ??
    (product.variants.length === 1 ? product.variants[0] : undefined);
  return variant?.price ?? null;
}

/**
 * The deliveries still to come. An ended contract's only one is the delivery it was cancelled
 * too late to stop (on its nextBillingDate), whatever else an API lists for it, so that both
 * sign-in families show the same.
 */
function upcomingOf(contract: PlatformSubscription) {
  const sorted = [...contract.upcoming].sort((a, b) => a.cycleIndex - b.cycleIndex);
  if (isOngoing(contract)) return sorted;
  const due = contract.nextBillingDate && new Date(contract.nextBillingDate).getTime();
  return sorted.filter(
    (delivery) => !delivery.skipped && new Date(delivery.date).getTime() === due,
  );
}

/** A contract as the storefront shows it; null when its id is not a contract's. */
export function subscriptionFrom(
  contract: PlatformSubscription,
  products: ReadonlyMap<string, CatalogueProduct | null>,
): Subscription | null {
  const id = subscriptionNumericId(contract.id);
  if (!id) return null;
  const lines: SubscriptionLine[] = contract.lines.map((line) => {
    const product = line.product ? products.get(referenceKey(line.product)) : null;
    const variantTitle = line.variantTitle === DEFAULT_VARIANT_TITLE ? null : line.variantTitle;
    return {
      title: line.title,
      variantTitle,
      quantity: line.quantity,
      price: line.price,
      regularPrice: regularPriceOf(product, line.variantTitle),
      image: line.image && { url: line.image.url, altText: line.image.altText ?? null },
      productHandle: product?.handle ?? null,
    };
  });
  return {
    id,
    status: contract.status,
    createdAt: contract.createdAt,
    nextBillingDate: contract.nextBillingDate,
    interval: contract.interval,
    lines,
    deliveryPrice: contract.deliveryPrice,
    upcoming: upcomingOf(contract),
    orders: contract.orders.flatMap((order) => {
      const orderId = orderNumericId(order.id);
      return orderId ? [{ ...order, id: orderId }] : [];
    }),
  };
}

async function present(
  storefront: ShopifyClient,
  contracts: PlatformSubscription[],
): Promise<Subscription[]> {
  const products = await productsOf(storefront, contracts);
  return contracts.flatMap((contract) => subscriptionFrom(contract, products) ?? []);
}

// --- What callers use ------------------------------------------------------------------------

/** The holder's subscriptions, newest first; null when their token is no longer accepted. */
export async function getSubscriptions(
  holder: SubscriptionHolder,
  storefront: ShopifyClient,
): Promise<Subscription[] | null> {
  const source = await contractSourceOf(holder, storefront);
  return source && present(storefront, await source.list());
}

async function findIn(source: ContractSource, storefront: ShopifyClient, numericId: string) {
  const gid = subscriptionGid(numericId);
  const contract = gid ? await source.find(gid) : null;
  if (!gid || !contract) return null;
  const [subscription] = await present(storefront, [contract]);
  return subscription ? { gid, subscription } : null;
}

/**
 * One of the holder's subscriptions by the number in its URL; `subscription: null` when they
 * have none by that id (someone else's looks the same). Null when their token is refused.
 */
export async function getSubscription(
  holder: SubscriptionHolder,
  storefront: ShopifyClient,
  numericId: string,
): Promise<{ subscription: Subscription | null } | null> {
  const source = await contractSourceOf(holder, storefront);
  if (!source) return null;
  const found = await findIn(source, storefront, numericId);
  return { subscription: found?.subscription ?? null };
}

export type SubscriptionChangeResult =
  | { kind: 'changed'; subscription: Subscription }
  /** The platform said no: its first reason, and the subscription as it still is. */
  | { kind: 'refused'; code: string | null; message: string; subscription: Subscription }
  | { kind: 'not-found' };

/** Makes the change and reads the subscription back; null when the holder's token is refused. */
export async function changeSubscription(
  holder: SubscriptionHolder,
  storefront: ShopifyClient,
  numericId: string,
  change: SubscriptionChange,
): Promise<SubscriptionChangeResult | null> {
  const source = await contractSourceOf(holder, storefront);
  if (!source) return null;
  const found = await findIn(source, storefront, numericId);
  if (!found) return { kind: 'not-found' };
  const [refusal] = await source.change(found.gid, change);
  const after = await findIn(source, storefront, numericId);
  if (!after) return { kind: 'not-found' };
  return refusal
    ? {
        kind: 'refused',
        code: refusal.code,
        message: refusal.message,
        subscription: after.subscription,
      }
    : { kind: 'changed', subscription: after.subscription };
}
