import type { CustomerAccountClient } from './customer-account.server';
import type { CustomerAccountSubscriptionFragment } from './generated/customer-account-api.generated';
import {
  platformSubscriptionFrom,
  SUBSCRIPTION_DELIVERIES_LISTED,
  SUBSCRIPTION_LINES_READ,
  SUBSCRIPTION_ORDERS_LISTED,
  SUBSCRIPTIONS_LISTED,
  type PlatformSubscription,
  type ProductReference,
} from './subscription-contract';

/**
 * A passwordless customer's subscription contracts through the Customer Account API, read into
 * PlatformSubscription, the shape the Admin API's contracts are read into as well (they are
 * changed through subscription-changes.server.ts).
 */

const CUSTOMER_ACCOUNT_SUBSCRIPTION_FRAGMENT = `#graphql
  fragment CustomerAccountSubscription on SubscriptionContract {
    id
    status
    createdAt
    nextBillingDate
    deliveryPolicy { interval intervalCount { count } }
    deliveryPrice { amount currencyCode }
    lines(first: ${SUBSCRIPTION_LINES_READ}) {
      nodes {
        title
        variantTitle
        quantity
        currentPrice { amount currencyCode }
        image { url altText }
      }
    }
    upcomingBillingCycles(first: ${SUBSCRIPTION_DELIVERIES_LISTED}, sortKey: CYCLE_INDEX) {
      nodes { cycleIndex billingAttemptExpectedDate skipped }
    }
    orders(first: ${SUBSCRIPTION_ORDERS_LISTED}, reverse: true) {
      nodes { id name processedAt }
    }
    # Which product each line is of: subscription lines carry no product id, and their
    # onlineStoreUrl is null in a headless shop (and not served by the local commerce server).
    originOrder {
      lineItems(first: ${SUBSCRIPTION_LINES_READ}) {
        nodes { title variantTitle productId }
      }
    }
  }
` as const;

export const CUSTOMER_ACCOUNT_SUBSCRIPTIONS_QUERY = `#graphql
  query CustomerAccountSubscriptions($first: Int!) {
    customer {
      subscriptionContracts(first: $first, sortKey: CREATED_AT, reverse: true) {
        nodes { ...CustomerAccountSubscription }
      }
    }
  }
  ${CUSTOMER_ACCOUNT_SUBSCRIPTION_FRAGMENT}
` as const;

export const CUSTOMER_ACCOUNT_SUBSCRIPTION_QUERY = `#graphql
  query CustomerAccountSubscription($id: ID!) {
    customer {
      subscriptionContract(id: $id) { ...CustomerAccountSubscription }
    }
  }
  ${CUSTOMER_ACCOUNT_SUBSCRIPTION_FRAGMENT}
` as const;

type ContractLine = CustomerAccountSubscriptionFragment['lines']['nodes'][number];

/**
 * A line's product: the origin order's line of the same product and variant title (the Customer
 * Account API gives subscription lines no product id). A line added after the purchase has none.
 */
function productOf(
  line: ContractLine,
  originLines: NonNullable<
    CustomerAccountSubscriptionFragment['originOrder']
  >['lineItems']['nodes'],
): ProductReference {
  const origin = originLines.find(
    (candidate) =>
      candidate.productId &&
      candidate.title === line.title &&
      (candidate.variantTitle ?? null) === (line.variantTitle ?? null),
  );
  return origin?.productId ? { id: origin.productId } : null;
}

function readCustomerAccountContract(
  contract: CustomerAccountSubscriptionFragment,
): PlatformSubscription {
  const originLines = contract.originOrder?.lineItems.nodes ?? [];
  return platformSubscriptionFrom(contract, {
    intervalCount: contract.deliveryPolicy.intervalCount?.count ?? 1,
    productOf: (line) => productOf(line, originLines),
    billingCycles: contract.upcomingBillingCycles.nodes,
  });
}

export async function getCustomerAccountSubscriptions(
  client: CustomerAccountClient,
): Promise<PlatformSubscription[]> {
  const { customer } = await client.request(CUSTOMER_ACCOUNT_SUBSCRIPTIONS_QUERY, {
    variables: { first: SUBSCRIPTIONS_LISTED },
  });
  return customer.subscriptionContracts.nodes.map(readCustomerAccountContract);
}

/** The customer's contract by gid; null when there is none by that id or it is someone else's. */
export async function getCustomerAccountSubscription(
  client: CustomerAccountClient,
  gid: string,
): Promise<PlatformSubscription | null> {
  const { customer } = await client.request(CUSTOMER_ACCOUNT_SUBSCRIPTION_QUERY, {
    variables: { id: gid },
  });
  return customer.subscriptionContract
    ? readCustomerAccountContract(customer.subscriptionContract)
    : null;
}
