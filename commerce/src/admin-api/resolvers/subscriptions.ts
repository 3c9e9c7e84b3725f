import type { CustomerRecord } from '../../db/customer-repository';
import type {
  BillingAttemptRecord,
  SubscriptionContractRecord,
} from '../../db/subscription-repository';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import type { ResolverMap } from '../../graphql/schema';
import { gid, requireNumericId } from '../../lib/ids';
import {
  createBillingAttempt,
  type BillingAttemptInput,
} from '../../subscriptions/billing-attempts';
import { setNextBillingDate } from '../../subscriptions/contract-changes';
import {
  billingCycleFields,
  billingCyclesConnection,
  contractFields,
  contractMutations,
  subscriptionLineFields,
} from '../../subscriptions/contract-resolvers';
import { upcomingCycles, type BillingCycle, type PricedLine } from '../../subscriptions/contracts';
import type { AdminContext } from '../context';

/**
 * The Admin API's subscription contracts: reading them, billing their cycles (which places the
 * renewal orders), moving the next billing date, and the same status changes and skips as the
 * Customer Account API under the same rules.
 */

function contractByGid(context: AdminContext, id: string): SubscriptionContractRecord | null {
  const contractId = requireNumericId(id, 'SubscriptionContract');
  return contractId === null ? null : context.subscriptions.findById(contractId);
}

const contractsConnection = (contracts: SubscriptionContractRecord[], args: ConnectionArgs) =>
  connectionFromArray(contracts, args, (contract) => ({
    last_id: contract.id,
    last_value: contract.id,
  }));

const DOES_NOT_EXIST = 'Subscription contract does not exist';

/** How many contracts the Admin API lists at most (a development shop has few). */
const CONTRACTS_LISTED = 10_000;

const mutations = contractMutations<AdminContext>({
  contractOf: contractByGid,
  statusChangeStores: (context) => ({ ...context, shopName: context.catalogue.shop().name }),
  doesNotExistMessage: DOES_NOT_EXIST,
  doesNotExistStatusCode: 'INVALID',
});

const orderOf = (attempt: BillingAttemptRecord, context: AdminContext) =>
  attempt.orderId === null ? null : (context.orders.findById(attempt.orderId) ?? null);

export const subscriptionResolvers: ResolverMap<AdminContext> = {
  QueryRoot: {
    subscriptionContract: (_root: unknown, { id }: { id: string }, context: AdminContext) =>
      contractByGid(context, id),
    subscriptionContracts: (_root: unknown, args: ConnectionArgs, context: AdminContext) =>
      contractsConnection(context.subscriptions.list({ limit: CONTRACTS_LISTED }), args),
    subscriptionBillingCycles: (
      _root: unknown,
      { contractId, ...args }: ConnectionArgs & { contractId: string },
      context: AdminContext,
    ) => {
      const contract = contractByGid(context, contractId);
      const cycles = contract
        ? upcomingCycles(contract, context.subscriptions.cyclesOf(contract.id), new Date())
        : [];
      return billingCyclesConnection(cycles, args);
    },
  },

  Mutation: {
    subscriptionBillingAttemptCreate: (
      _root: unknown,
      args: {
        subscriptionContractId: string;
        subscriptionBillingAttemptInput: BillingAttemptInput;
      },
      context: AdminContext,
    ) => {
      const contract = contractByGid(context, args.subscriptionContractId);
      if (!contract) {
        return {
          subscriptionBillingAttempt: null,
          userErrors: [
            {
              code: 'CONTRACT_NOT_FOUND',
              field: ['subscriptionContractId'],
              message: DOES_NOT_EXIST,
            },
          ],
        };
      }
      const outcome = createBillingAttempt(
        context,
        contract.id,
        args.subscriptionBillingAttemptInput,
      );
      if (outcome.ok) return { subscriptionBillingAttempt: outcome.attempt, userErrors: [] };
      const { code, field, message } = outcome;
      return { subscriptionBillingAttempt: null, userErrors: [{ code, field, message }] };
    },
    subscriptionContractSetNextBillingDate: (
      _root: unknown,
      { contractId, date }: { contractId: string; date: string },
      context: AdminContext,
    ) => {
      const contract = contractByGid(context, contractId);
      if (!contract) {
        const field = ['contractId'];
        return {
          contract: null,
          userErrors: [{ code: 'INVALID', field, message: DOES_NOT_EXIST }],
        };
      }
      const outcome = setNextBillingDate(context, contract.id, new Date(date));
      if (outcome.ok) return { contract: outcome.value, userErrors: [] };
      const { field, message } = outcome;
      return { contract: null, userErrors: [{ code: 'INVALID', field, message }] };
    },
    ...mutations,
  },

  Customer: {
    subscriptionContracts: (
      customer: CustomerRecord,
      args: ConnectionArgs,
      context: AdminContext,
    ) => contractsConnection(context.subscriptions.listByEmail(customer.email), args),
  },

  SubscriptionContract: {
    ...contractFields,
    customer: (contract: SubscriptionContractRecord, _args: unknown, context: AdminContext) =>
      context.customers.findByEmail(contract.email),
  },

  SubscriptionLine: {
    ...subscriptionLineFields,
    productId: ({ line }: PricedLine) => gid('Product', line.productId),
    variantId: ({ line }: PricedLine) => gid('ProductVariant', line.variantId),
    sellingPlanId: ({ contract }: PricedLine) => gid('SellingPlan', contract.sellingPlanId),
    sellingPlanName: ({ contract }: PricedLine) => contract.sellingPlanName,
    variantImage: ({ line }: PricedLine) => line.image && { id: null, ...line.image },
  },

  SubscriptionBillingCycle: {
    ...billingCycleFields,
    sourceContract: (cycle: BillingCycle) => cycle.contract,
  },

  SubscriptionBillingAttempt: {
    id: (attempt: BillingAttemptRecord) => gid('SubscriptionBillingAttempt', attempt.id),
    ready: () => true,
    order: (attempt: BillingAttemptRecord, _args: unknown, context: AdminContext) =>
      orderOf(attempt, context),
    subscriptionContract: (attempt: BillingAttemptRecord, _args: unknown, context: AdminContext) =>
      context.subscriptions.findById(attempt.contractId),
    state: (attempt: BillingAttemptRecord, _args: unknown, context: AdminContext) => ({
      __typename: 'SubscriptionBillingAttemptSuccessState',
      order: orderOf(attempt, context),
    }),
  },
};
