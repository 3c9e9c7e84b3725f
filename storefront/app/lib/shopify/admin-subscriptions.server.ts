import type { AdminClient } from './admin.server';
import type { AdminSubscriptionFragment } from './generated/admin-api.generated';
import { nodesOf } from './graphql-client';
import {
  platformSubscriptionFrom,
  SUBSCRIPTION_DELIVERIES_LISTED,
  SUBSCRIPTION_LINES_READ,
  SUBSCRIPTION_ORDERS_LISTED,
  SUBSCRIPTIONS_LISTED,
  type PlatformSubscription,
} from './subscription-contract';

/**
 * Password-account customers' subscription contracts through the Admin API. The Storefront API
 * those customers sign in with has no subscriptions, so the storefront's server reads them here
 * and changes them (subscription-changes.server.ts) with its own Admin token (scopes `read_own_subscription_contracts` and
 * `write_own_subscription_contracts`), as a subscription app's customer portal does, but only
 * for the customer the shopper's own access token names: callers pass that customer's id, and
 * a contract of anyone else is treated as missing.
 */

const ADMIN_SUBSCRIPTION_FRAGMENT = `#graphql
  fragment AdminSubscription on SubscriptionContract {
    id
    status
    createdAt
    nextBillingDate
    customer { id }
    deliveryPolicy { interval intervalCount }
    deliveryPrice { amount currencyCode }
    lines(first: ${SUBSCRIPTION_LINES_READ}) {
      nodes {
        title
        variantTitle
        quantity
        currentPrice { amount currencyCode }
        image: variantImage { url altText }
        productId
      }
    }
    orders(first: ${SUBSCRIPTION_ORDERS_LISTED}, reverse: true) {
      nodes { id name processedAt }
    }
  }
` as const;

export const ADMIN_CUSTOMER_SUBSCRIPTIONS_QUERY = `#graphql
  query AdminCustomerSubscriptions($customerId: ID!, $first: Int!) {
    customer(id: $customerId) {
      subscriptionContracts(first: $first, reverse: true) {
        nodes { ...AdminSubscription }
      }
    }
  }
  ${ADMIN_SUBSCRIPTION_FRAGMENT}
` as const;

export const ADMIN_SUBSCRIPTION_QUERY = `#graphql
  query AdminSubscription($id: ID!) {
    subscriptionContract(id: $id) { ...AdminSubscription }
  }
  ${ADMIN_SUBSCRIPTION_FRAGMENT}
` as const;

/** The Admin API keeps a contract's billing cycles apart from it: the next few, by index. */
export const ADMIN_SUBSCRIPTION_BILLING_CYCLES_QUERY = `#graphql
  query AdminSubscriptionBillingCycles($contractId: ID!, $first: Int!) {
    subscriptionBillingCycles(contractId: $contractId, first: $first) {
      nodes { cycleIndex billingAttemptExpectedDate skipped }
    }
  }
` as const;

async function upcomingCycles(admin: AdminClient, contractId: string) {
  const data = await admin.request(ADMIN_SUBSCRIPTION_BILLING_CYCLES_QUERY, {
    variables: { contractId, first: SUBSCRIPTION_DELIVERIES_LISTED },
  });
  return nodesOf(data.subscriptionBillingCycles, 'AdminSubscriptionBillingCycles', 'admin');
}

async function readAdminContract(
  admin: AdminClient,
  contract: AdminSubscriptionFragment,
): Promise<PlatformSubscription> {
  const ongoing = contract.status === 'ACTIVE' || contract.status === 'PAUSED';
  // An ended contract has nothing to come, unless it was cancelled too late for the delivery
  // already being prepared: that one is still due, on its nextBillingDate.
  const hasDeliveryToCome = ongoing || Boolean(contract.nextBillingDate);
  return platformSubscriptionFrom(contract, {
    intervalCount: contract.deliveryPolicy.intervalCount,
    productOf: (line) => (line.productId ? { id: line.productId } : null),
    billingCycles: hasDeliveryToCome ? await upcomingCycles(admin, contract.id) : [],
  });
}

export async function getAdminCustomerSubscriptions(
  admin: AdminClient,
  customerId: string,
): Promise<PlatformSubscription[]> {
  const data = await admin.request(ADMIN_CUSTOMER_SUBSCRIPTIONS_QUERY, {
    variables: { customerId, first: SUBSCRIPTIONS_LISTED },
  });
  const contracts = data.customer?.subscriptionContracts.nodes ?? [];
  return Promise.all(contracts.map((contract) => readAdminContract(admin, contract)));
}

/** The customer's contract by gid; null when there is none or it belongs to someone else. */
export async function getAdminCustomerSubscription(
  admin: AdminClient,
  customerId: string,
  gid: string,
): Promise<PlatformSubscription | null> {
  const { subscriptionContract: contract } = await admin.request(ADMIN_SUBSCRIPTION_QUERY, {
    variables: { id: gid },
  });
  if (!contract || contract.customer?.id !== customerId) return null;
  return readAdminContract(admin, contract);
}
