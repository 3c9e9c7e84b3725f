import type { SubscriptionChange } from '../subscriptions/subscription';
import type { CustomerAccountClient } from './customer-account.server';
import type { CustomerAccountSubscriptionFragment } from './generated/customer-account-api.generated';
import {
  SUBSCRIPTION_DELIVERIES_LISTED,
  type ChangeRefusals,
  type PlatformSubscription,
  type ProductReference,
} from './subscription-contract';

/**
 * A passwordless customer's subscription contracts through the Customer Account API: read them
 * and change them with the API's own mutations. Read into PlatformSubscription, the shape the
 * Admin API's contracts are read into as well.
 */

/** Lines read per contract and orders listed with it: caps that keep the query cheap. */
const LINES_READ = 10;
const ORDERS_LISTED = 5;
/** Contracts listed on /account. */
const CONTRACTS_LISTED = 20;

const CUSTOMER_ACCOUNT_SUBSCRIPTION_FRAGMENT = `#graphql
  fragment CustomerAccountSubscription on SubscriptionContract {
    id
    status
    createdAt
    nextBillingDate
    deliveryPolicy { interval intervalCount { count } }
    deliveryPrice { amount currencyCode }
    lines(first: ${LINES_READ}) {
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
    orders(first: ${ORDERS_LISTED}, reverse: true) {
      nodes { id name processedAt }
    }
    # Which product each line is of: subscription lines carry no product id, and their
    # onlineStoreUrl is null in a headless shop (and not served by the local commerce server).
    originOrder {
      lineItems(first: ${LINES_READ}) {
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

export const CUSTOMER_ACCOUNT_SUBSCRIPTION_PAUSE_MUTATION = `#graphql
  mutation CustomerAccountSubscriptionPause($id: ID!) {
    subscriptionContractPause(subscriptionContractId: $id) {
      userErrors { code field message }
    }
  }
` as const;

export const CUSTOMER_ACCOUNT_SUBSCRIPTION_ACTIVATE_MUTATION = `#graphql
  mutation CustomerAccountSubscriptionActivate($id: ID!) {
    subscriptionContractActivate(subscriptionContractId: $id) {
      userErrors { code field message }
    }
  }
` as const;

export const CUSTOMER_ACCOUNT_SUBSCRIPTION_CANCEL_MUTATION = `#graphql
  mutation CustomerAccountSubscriptionCancel($id: ID!) {
    subscriptionContractCancel(subscriptionContractId: $id) {
      userErrors { code field message }
    }
  }
` as const;

export const CUSTOMER_ACCOUNT_BILLING_CYCLE_SKIP_MUTATION = `#graphql
  mutation CustomerAccountBillingCycleSkip($input: SubscriptionBillingCycleInput!) {
    subscriptionBillingCycleSkip(billingCycleInput: $input) {
      userErrors { code field message }
    }
  }
` as const;

export const CUSTOMER_ACCOUNT_BILLING_CYCLE_UNSKIP_MUTATION = `#graphql
  mutation CustomerAccountBillingCycleUnskip($input: SubscriptionBillingCycleInput!) {
    subscriptionBillingCycleUnskip(billingCycleInput: $input) {
      userErrors { code field message }
    }
  }
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

function platformSubscriptionFrom(
  contract: CustomerAccountSubscriptionFragment,
): PlatformSubscription {
  const originLines = contract.originOrder?.lineItems.nodes ?? [];
  return {
    id: contract.id,
    status: contract.status,
    createdAt: contract.createdAt,
    nextBillingDate: contract.nextBillingDate,
    interval: {
      unit: contract.deliveryPolicy.interval,
      count: contract.deliveryPolicy.intervalCount?.count ?? 1,
    },
    deliveryPrice: contract.deliveryPrice,
    lines: contract.lines.nodes.map((line) => ({
      title: line.title,
      variantTitle: line.variantTitle,
      quantity: line.quantity,
      price: line.currentPrice,
      image: line.image,
      product: productOf(line, originLines),
    })),
    upcoming: contract.upcomingBillingCycles.nodes.map((cycle) => ({
      cycleIndex: cycle.cycleIndex,
      date: cycle.billingAttemptExpectedDate,
      skipped: cycle.skipped,
    })),
    orders: contract.orders.nodes,
  };
}

export async function getCustomerAccountSubscriptions(
  client: CustomerAccountClient,
): Promise<PlatformSubscription[]> {
  const { customer } = await client.request(CUSTOMER_ACCOUNT_SUBSCRIPTIONS_QUERY, {
    variables: { first: CONTRACTS_LISTED },
  });
  return customer.subscriptionContracts.nodes.map(platformSubscriptionFrom);
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
    ? platformSubscriptionFrom(customer.subscriptionContract)
    : null;
}

/** Makes the change; the platform's reasons for refusing it, none when it was made. */
export async function changeCustomerAccountSubscription(
  client: CustomerAccountClient,
  gid: string,
  change: SubscriptionChange,
): Promise<ChangeRefusals> {
  switch (change.action) {
    case 'pause': {
      const data = await client.request(CUSTOMER_ACCOUNT_SUBSCRIPTION_PAUSE_MUTATION, {
        variables: { id: gid },
      });
      return data.subscriptionContractPause?.userErrors ?? [];
    }
    case 'resume': {
      const data = await client.request(CUSTOMER_ACCOUNT_SUBSCRIPTION_ACTIVATE_MUTATION, {
        variables: { id: gid },
      });
      return data.subscriptionContractActivate?.userErrors ?? [];
    }
    case 'cancel': {
      const data = await client.request(CUSTOMER_ACCOUNT_SUBSCRIPTION_CANCEL_MUTATION, {
        variables: { id: gid },
      });
      return data.subscriptionContractCancel?.userErrors ?? [];
    }
    case 'skip':
    case 'unskip': {
      const input = { contractId: gid, selector: { index: change.cycleIndex } };
      if (change.action === 'skip') {
        const data = await client.request(CUSTOMER_ACCOUNT_BILLING_CYCLE_SKIP_MUTATION, {
          variables: { input },
        });
        return data.subscriptionBillingCycleSkip?.userErrors ?? [];
      }
      const data = await client.request(CUSTOMER_ACCOUNT_BILLING_CYCLE_UNSKIP_MUTATION, {
        variables: { input },
      });
      return data.subscriptionBillingCycleUnskip?.userErrors ?? [];
    }
  }
}
