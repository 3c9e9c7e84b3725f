import type { CustomerRecord } from '../../db/customer-repository';
import { timestamp } from '../../db/rows';
import type {
  BillingAttemptRecord,
  SubscriptionContractRecord,
} from '../../db/subscription-repository';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import type { ResolverMap } from '../../graphql/schema';
import { gid, requireNumericId } from '../../lib/ids';
import { money } from '../../lib/money';
import {
  createBillingAttempt,
  type BillingAttemptInput,
} from '../../subscriptions/billing-attempts';
import {
  changeStatus,
  setCycleSkipped,
  setNextBillingDate,
  type ChangeRefusal,
  type CycleSelector,
  type StatusAction,
} from '../../subscriptions/contract-changes';
import {
  contractOrderIds,
  currentLines,
  nextBillingDate,
  upcomingCycles,
  type BillingCycle,
  type PricedLine,
} from '../../subscriptions/contracts';
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

const statusMutation =
  (action: StatusAction) =>
  (
    _root: unknown,
    { subscriptionContractId }: { subscriptionContractId: string },
    context: AdminContext,
  ) => {
    const contract = contractByGid(context, subscriptionContractId);
    if (!contract) {
      const field = ['subscriptionContractId'];
      return { contract: null, userErrors: [{ code: 'INVALID', field, message: DOES_NOT_EXIST }] };
    }
    const shopName = context.catalogue.shop().name;
    const outcome = changeStatus({ ...context, shopName }, contract.id, action);
    if (outcome.ok) return { contract: outcome.value, userErrors: [] };
    const code: Record<ChangeRefusal['reason'], string> = {
      terminated: 'CONTRACT_TERMINATED',
      tooLate: 'INVALID',
      invalid: 'INVALID',
    };
    const { reason, field, message } = outcome;
    return { contract: null, userErrors: [{ code: code[reason], field, message }] };
  };

const skipMutation =
  (skipped: boolean) =>
  (
    _root: unknown,
    { billingCycleInput }: { billingCycleInput: { contractId: string; selector: CycleSelector } },
    context: AdminContext,
  ) => {
    const contract = contractByGid(context, billingCycleInput.contractId);
    if (!contract) {
      const field = ['billingCycleInput', 'contractId'];
      return {
        billingCycle: null,
        userErrors: [{ code: 'INVALID', field, message: DOES_NOT_EXIST }],
      };
    }
    const outcome = setCycleSkipped(context, contract.id, billingCycleInput.selector, skipped);
    if (outcome.ok) return { billingCycle: outcome.value, userErrors: [] };
    const { field, message } = outcome;
    return { billingCycle: null, userErrors: [{ code: 'INVALID', field, message }] };
  };

const pricedLinesOf = (contract: SubscriptionContractRecord, context: AdminContext) =>
  currentLines(
    contract,
    context.subscriptions.linesOf(contract.id),
    context.subscriptions.cyclesOf(contract.id),
  );

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
      return connectionFromArray(cycles, args, (cycle) => ({
        last_id: cycle.index,
        last_value: cycle.index,
      }));
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
    subscriptionContractPause: statusMutation('pause'),
    subscriptionContractActivate: statusMutation('activate'),
    subscriptionContractCancel: statusMutation('cancel'),
    subscriptionBillingCycleSkip: skipMutation(true),
    subscriptionBillingCycleUnskip: skipMutation(false),
  },

  Customer: {
    subscriptionContracts: (
      customer: CustomerRecord,
      args: ConnectionArgs,
      context: AdminContext,
    ) => contractsConnection(context.subscriptions.listByEmail(customer.email), args),
  },

  SubscriptionContract: {
    id: (contract: SubscriptionContractRecord) => gid('SubscriptionContract', contract.id),
    nextBillingDate: (
      contract: SubscriptionContractRecord,
      _args: unknown,
      context: AdminContext,
    ) => nextBillingDate(contract, context.subscriptions.cyclesOf(contract.id), new Date()),
    customer: (contract: SubscriptionContractRecord, _args: unknown, context: AdminContext) =>
      context.customers.findByEmail(contract.email),
    originOrder: (contract: SubscriptionContractRecord, _args: unknown, context: AdminContext) =>
      context.orders.findById(contract.originOrderId) ?? null,
    orders: (contract: SubscriptionContractRecord, args: ConnectionArgs, context: AdminContext) =>
      connectionFromArray(
        contractOrderIds(contract, context.subscriptions.cyclesOf(contract.id)).flatMap(
          (orderId) => context.orders.findById(orderId) ?? [],
        ),
        args,
        (order) => ({ last_id: order.id, last_value: order.id }),
      ),
    lineCount: (contract: SubscriptionContractRecord, _args: unknown, context: AdminContext) =>
      context.subscriptions.linesOf(contract.id).length,
    lines: (contract: SubscriptionContractRecord, args: ConnectionArgs, context: AdminContext) =>
      connectionFromArray(pricedLinesOf(contract, context), args, ({ line }) => ({
        last_id: line.id,
        last_value: line.position,
      })),
    deliveryPrice: (contract: SubscriptionContractRecord) =>
      money(contract.deliveryPriceCents, contract.currencyCode),
    lastPaymentStatus: (
      contract: SubscriptionContractRecord,
      _args: unknown,
      context: AdminContext,
    ) =>
      contractOrderIds(contract, context.subscriptions.cyclesOf(contract.id)).length > 1
        ? 'SUCCEEDED'
        : null,
    revisionId: (contract: SubscriptionContractRecord) => String(contract.revision),
  },

  SubscriptionLine: {
    id: ({ line }: PricedLine) => gid('SubscriptionLine', line.id),
    title: ({ line }: PricedLine) => line.title,
    variantTitle: ({ line }: PricedLine) => line.variantTitle,
    quantity: ({ line }: PricedLine) => line.quantity,
    sku: ({ line }: PricedLine) => line.sku,
    currentPrice: ({ unitPriceCents, currencyCode }: PricedLine) =>
      money(unitPriceCents, currencyCode),
    lineDiscountedPrice: ({ line, unitPriceCents, currencyCode }: PricedLine) =>
      money(unitPriceCents * line.quantity, currencyCode),
    productId: ({ line }: PricedLine) => gid('Product', line.productId),
    variantId: ({ line }: PricedLine) => gid('ProductVariant', line.variantId),
    sellingPlanId: ({ contract }: PricedLine) => gid('SellingPlan', contract.sellingPlanId),
    sellingPlanName: ({ contract }: PricedLine) => contract.sellingPlanName,
    variantImage: ({ line }: PricedLine) => line.image && { id: null, ...line.image },
    requiresShipping: () => true,
    taxable: () => true,
  },

  SubscriptionBillingCycle: {
    cycleIndex: (cycle: BillingCycle) => cycle.index,
    billingAttemptExpectedDate: (cycle: BillingCycle) => timestamp(cycle.billingAt),
    cycleStartAt: (cycle: BillingCycle) => timestamp(cycle.billingAt),
    cycleEndAt: (cycle: BillingCycle) => timestamp(cycle.endAt),
    edited: () => false,
    status: (cycle: BillingCycle) => (cycle.orderId === null ? 'UNBILLED' : 'BILLED'),
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
