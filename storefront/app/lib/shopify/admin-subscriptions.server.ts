import type { SubscriptionChange } from '../subscriptions/subscription';
import type { AdminClient } from './admin.server';
import type { AdminSubscriptionFragment } from './generated/admin-api.generated';
import { nodesOf } from './graphql-client';
import {
  SUBSCRIPTION_DELIVERIES_LISTED,
  type ChangeRefusals,
  type PlatformSubscription,
} from './subscription-contract';

/**
 * Password-account customers' subscription contracts through the Admin API. The Storefront API
 * those customers sign in with has no subscriptions, so the storefront's server reads and
 * changes them with its own Admin token (scopes `read_own_subscription_contracts` and
 * `write_own_subscription_contracts`), as a subscription app's customer portal does, but only
 * for the customer the shopper's own access token names: callers pass that customer's id, and
 * a contract of anyone else is treated as missing.
 */

/** Lines read per contract and orders listed with it, as for the Customer Account API. */
const LINES_READ = 10;
const ORDERS_LISTED = 5;
const CONTRACTS_LISTED = 20;

const ADMIN_SUBSCRIPTION_FRAGMENT = `#graphql
  fragment AdminSubscription on SubscriptionContract {
    id
    status
    createdAt
    nextBillingDate
    customer { id }
    deliveryPolicy { interval intervalCount }
    deliveryPrice { amount currencyCode }
    lines(first: ${LINES_READ}) {
      nodes {
        title
        variantTitle
        quantity
        currentPrice { amount currencyCode }
        variantImage { url altText }
        productId
      }
    }
    orders(first: ${ORDERS_LISTED}, reverse: true) {
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

export const ADMIN_SUBSCRIPTION_PAUSE_MUTATION = `#graphql
  mutation AdminSubscriptionPause($id: ID!) {
    subscriptionContractPause(subscriptionContractId: $id) {
      userErrors { code field message }
    }
  }
` as const;

export const ADMIN_SUBSCRIPTION_ACTIVATE_MUTATION = `#graphql
  mutation AdminSubscriptionActivate($id: ID!) {
    subscriptionContractActivate(subscriptionContractId: $id) {
      userErrors { code field message }
    }
  }
` as const;

export const ADMIN_SUBSCRIPTION_CANCEL_MUTATION = `#graphql
  mutation AdminSubscriptionCancel($id: ID!) {
    subscriptionContractCancel(subscriptionContractId: $id) {
      userErrors { code field message }
    }
  }
` as const;

export const ADMIN_BILLING_CYCLE_SKIP_MUTATION = `#graphql
  mutation AdminBillingCycleSkip($input: SubscriptionBillingCycleInput!) {
    subscriptionBillingCycleSkip(billingCycleInput: $input) {
      userErrors { code field message }
    }
  }
` as const;

export const ADMIN_BILLING_CYCLE_UNSKIP_MUTATION = `#graphql
  mutation AdminBillingCycleUnskip($input: SubscriptionBillingCycleInput!) {
    subscriptionBillingCycleUnskip(billingCycleInput: $input) {
      userErrors { code field message }
    }
  }
` as const;

async function upcomingCycles(admin: AdminClient, contractId: string) {
  const data = await admin.request(ADMIN_SUBSCRIPTION_BILLING_CYCLES_QUERY, {
    variables: { contractId, first: SUBSCRIPTION_DELIVERIES_LISTED },
  });
  return nodesOf(data.subscriptionBillingCycles, 'AdminSubscriptionBillingCycles', 'admin').map(
    (cycle) => ({
      cycleIndex: cycle.cycleIndex,
      date: cycle.billingAttemptExpectedDate,
      skipped: cycle.skipped,
    }),
  );
}

async function platformSubscriptionFrom(
  admin: AdminClient,
  contract: AdminSubscriptionFragment,
): Promise<PlatformSubscription> {
  const ongoing = contract.status === 'ACTIVE' || contract.status === 'PAUSED';
  // An ended contract has nothing to come, unless it was cancelled too late for the delivery
  // already being prepared: that one is still due, on its nextBillingDate.
  const hasDeliveryToCome = ongoing || Boolean(contract.nextBillingDate);
  return {
    id: contract.id,
    status: contract.status,
    createdAt: contract.createdAt,
    nextBillingDate: contract.nextBillingDate ?? null,
    interval: {
      unit: contract.deliveryPolicy.interval,
      count: contract.deliveryPolicy.intervalCount,
    },
    deliveryPrice: contract.deliveryPrice,
    lines: contract.lines.nodes.map((line) => ({
      title: line.title,
      variantTitle: line.variantTitle ?? null,
      quantity: line.quantity,
      price: line.currentPrice,
      image: line.variantImage ?? null,
      product: line.productId ? { id: line.productId } : null,
    })),
    upcoming: hasDeliveryToCome ? await upcomingCycles(admin, contract.id) : [],
    orders: contract.orders.nodes,
  };
}

export async function getAdminCustomerSubscriptions(
  admin: AdminClient,
  customerId: string,
): Promise<PlatformSubscription[]> {
  const data = await admin.request(ADMIN_CUSTOMER_SUBSCRIPTIONS_QUERY, {
    variables: { customerId, first: CONTRACTS_LISTED },
  });
  const contracts = data.customer?.subscriptionContracts.nodes ?? [];
  return Promise.all(contracts.map((contract) => platformSubscriptionFrom(admin, contract)));
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
  return platformSubscriptionFrom(admin, contract);
}

/**
 * Makes the change to a contract already known to be the customer's (read it with
 * getAdminCustomerSubscription first); the platform's reasons for refusing it, none when made.
 */
export async function changeAdminSubscription(
  admin: AdminClient,
  gid: string,
  change: SubscriptionChange,
): Promise<ChangeRefusals> {
  switch (change.action) {
    case 'pause': {
      const data = await admin.request(ADMIN_SUBSCRIPTION_PAUSE_MUTATION, {
        variables: { id: gid },
      });
      return data.subscriptionContractPause?.userErrors ?? [];
    }
    case 'resume': {
      const data = await admin.request(ADMIN_SUBSCRIPTION_ACTIVATE_MUTATION, {
        variables: { id: gid },
      });
      return data.subscriptionContractActivate?.userErrors ?? [];
    }
    case 'cancel': {
      const data = await admin.request(ADMIN_SUBSCRIPTION_CANCEL_MUTATION, {
        variables: { id: gid },
      });
      return data.subscriptionContractCancel?.userErrors ?? [];
    }
    case 'skip':
    case 'unskip': {
      const input = { contractId: gid, selector: { index: change.cycleIndex } };
      if (change.action === 'skip') {
        const data = await admin.request(ADMIN_BILLING_CYCLE_SKIP_MUTATION, {
          variables: { input },
        });
        return data.subscriptionBillingCycleSkip?.userErrors ?? [];
      }
      const data = await admin.request(ADMIN_BILLING_CYCLE_UNSKIP_MUTATION, {
        variables: { input },
      });
      return data.subscriptionBillingCycleUnskip?.userErrors ?? [];
    }
  }
}
