import type { SubscriptionChange } from '../subscriptions/subscription';
import type { AdminClient } from './admin.server';
import type { CustomerAccountClient } from './customer-account.server';
import type { ChangeRefusals } from './subscription-contract';

/**
 * The mutations a subscription is changed with. The Admin API and the Customer Account API have
 * them with the same fields, arguments and answers, so one set of documents serves both (each is
 * checked against both schemas, and typed for each API by codegen): passwordless customers'
 * changes go through the Customer Account API with their own token, password accounts' through
 * the Admin API, only for a contract already shown to be theirs.
 */

export const SUBSCRIPTION_CONTRACT_PAUSE_MUTATION = `#graphql
  mutation SubscriptionContractPause($id: ID!) {
    subscriptionContractPause(subscriptionContractId: $id) {
      userErrors { code field message }
    }
  }
` as const;

export const SUBSCRIPTION_CONTRACT_ACTIVATE_MUTATION = `#graphql
  mutation SubscriptionContractActivate($id: ID!) {
    subscriptionContractActivate(subscriptionContractId: $id) {
      userErrors { code field message }
    }
  }
` as const;

export const SUBSCRIPTION_CONTRACT_CANCEL_MUTATION = `#graphql
  mutation SubscriptionContractCancel($id: ID!) {
    subscriptionContractCancel(subscriptionContractId: $id) {
      userErrors { code field message }
    }
  }
` as const;

export const SUBSCRIPTION_BILLING_CYCLE_SKIP_MUTATION = `#graphql
  mutation SubscriptionBillingCycleSkip($input: SubscriptionBillingCycleInput!) {
    subscriptionBillingCycleSkip(billingCycleInput: $input) {
      userErrors { code field message }
    }
  }
` as const;

export const SUBSCRIPTION_BILLING_CYCLE_UNSKIP_MUTATION = `#graphql
  mutation SubscriptionBillingCycleUnskip($input: SubscriptionBillingCycleInput!) {
    subscriptionBillingCycleUnskip(billingCycleInput: $input) {
      userErrors { code field message }
    }
  }
` as const;

/** Shopify's SubscriptionBillingCycleInput: the contract's cycle by its index. */
const cycleOf = (contractId: string, index: number) => ({ contractId, selector: { index } });

/** Makes the change through either API; the platform's reasons for refusing it, none when made. */
export async function changeContract(
  client: AdminClient | CustomerAccountClient,
  gid: string,
  change: SubscriptionChange,
): Promise<ChangeRefusals> {
  switch (change.action) {
    case 'pause': {
      const data = await client.request(SUBSCRIPTION_CONTRACT_PAUSE_MUTATION, {
        variables: { id: gid },
      });
      return data.subscriptionContractPause?.userErrors ?? [];
    }
    case 'resume': {
      const data = await client.request(SUBSCRIPTION_CONTRACT_ACTIVATE_MUTATION, {
        variables: { id: gid },
      });
      return data.subscriptionContractActivate?.userErrors ?? [];
    }
    case 'cancel': {
      const data = await client.request(SUBSCRIPTION_CONTRACT_CANCEL_MUTATION, {
        variables: { id: gid },
      });
      return data.subscriptionContractCancel?.userErrors ?? [];
    }
    case 'skip': {
      const data = await client.request(SUBSCRIPTION_BILLING_CYCLE_SKIP_MUTATION, {
        variables: { input: cycleOf(gid, change.cycleIndex) },
      });
      return data.subscriptionBillingCycleSkip?.userErrors ?? [];
    }
    case 'unskip': {
      const data = await client.request(SUBSCRIPTION_BILLING_CYCLE_UNSKIP_MUTATION, {
        variables: { input: cycleOf(gid, change.cycleIndex) },
      });
      return data.subscriptionBillingCycleUnskip?.userErrors ?? [];
    }
  }
}
