import type { OrderRepository } from '../db/order-repository';
import { timestamp } from '../db/rows';
import type {
  SubscriptionContractRecord,
  SubscriptionRepository,
} from '../db/subscription-repository';
import { connectionFromArray, type ConnectionArgs } from '../graphql/connections';
import { gid } from '../lib/ids';
import { money } from '../lib/money';
import {
  changeStatus,
  setCycleSkipped,
  type ChangeRefusal,
  type CycleSelector,
  type ContractStores,
  type StatusAction,
  type StatusChangeStores,
} from './contract-changes';
import {
  contractOrderIds,
  nextBillingDate,
  pricedLinesOf,
  type BillingCycle,
  type PricedLine,
} from './contracts';

/**
 * The pieces of subscription resolvers the Admin and Customer Account APIs share: both schemas
 * have Shopify's SubscriptionContract, SubscriptionLine and SubscriptionBillingCycle types and
 * the same mutations to pause, resume, cancel and skip, with the same arguments and answers.
 */

/** What the shared resolvers read: the contracts and the orders they placed. */
interface SubscriptionStores {
  subscriptions: SubscriptionRepository;
  orders: OrderRepository;
}

/** SubscriptionContract fields both APIs answer alike. */
export const contractFields = {
  id: (contract: SubscriptionContractRecord) => gid('SubscriptionContract', contract.id),
  nextBillingDate: (
    contract: SubscriptionContractRecord,
    _args: unknown,
    { subscriptions }: SubscriptionStores,
  ) => nextBillingDate(contract, subscriptions.cyclesOf(contract.id), new Date()),
  deliveryPrice: (contract: SubscriptionContractRecord) =>
    money(contract.deliveryPriceCents, contract.currencyCode),
  // Billing attempts here always succeed: a contract with a renewal order last paid.
  lastPaymentStatus: (
    contract: SubscriptionContractRecord,
    _args: unknown,
    { subscriptions }: SubscriptionStores,
  ) =>
    contractOrderIds(contract, subscriptions.cyclesOf(contract.id)).length > 1 ? 'SUCCEEDED' : null,
  lineCount: (
    contract: SubscriptionContractRecord,
    _args: unknown,
    { subscriptions }: SubscriptionStores,
  ) => subscriptions.linesOf(contract.id).length,
  lines: (contract: SubscriptionContractRecord, args: ConnectionArgs, stores: SubscriptionStores) =>
    connectionFromArray(pricedLinesOf(contract, stores), args, ({ line }) => ({
      last_id: line.id,
      last_value: line.position,
    })),
  orders: (
    contract: SubscriptionContractRecord,
    args: ConnectionArgs,
    { subscriptions, orders }: SubscriptionStores,
  ) =>
    connectionFromArray(
      contractOrderIds(contract, subscriptions.cyclesOf(contract.id)).flatMap(
        (orderId) => orders.findById(orderId) ?? [],
      ),
      args,
      (order) => ({ last_id: order.id, last_value: order.id }),
    ),
  originOrder: (
    contract: SubscriptionContractRecord,
    _args: unknown,
    { orders }: SubscriptionStores,
  ) => orders.findById(contract.originOrderId) ?? null,
  revisionId: (contract: SubscriptionContractRecord) => String(contract.revision),
};

/** SubscriptionLine fields both APIs answer alike. */
export const subscriptionLineFields = {
  id: ({ line }: PricedLine) => gid('SubscriptionLine', line.id),
  title: ({ line }: PricedLine) => line.title,
  variantTitle: ({ line }: PricedLine) => line.variantTitle,
  quantity: ({ line }: PricedLine) => line.quantity,
  sku: ({ line }: PricedLine) => line.sku,
  currentPrice: ({ unitPriceCents, currencyCode }: PricedLine) =>
    money(unitPriceCents, currencyCode),
  lineDiscountedPrice: ({ line, unitPriceCents, currencyCode }: PricedLine) =>
    money(unitPriceCents * line.quantity, currencyCode),
  requiresShipping: () => true,
  taxable: () => true,
};

/** SubscriptionBillingCycle fields both APIs answer alike. */
export const billingCycleFields = {
  cycleIndex: (cycle: BillingCycle) => cycle.index,
  billingAttemptExpectedDate: (cycle: BillingCycle) => timestamp(cycle.billingAt),
  cycleStartAt: (cycle: BillingCycle) => timestamp(cycle.billingAt),
  cycleEndAt: (cycle: BillingCycle) => timestamp(cycle.endAt),
  edited: () => false,
  status: (cycle: BillingCycle) => (cycle.orderId === null ? 'UNBILLED' : 'BILLED'),
};

/** Billing cycles as a connection, by their index. */
export const billingCyclesConnection = (cycles: BillingCycle[], args: ConnectionArgs) =>
  connectionFromArray(cycles, args, (cycle) => ({ last_id: cycle.index, last_value: cycle.index }));

/** How one API finds the contract a mutation names and words a missing one. */
export interface ContractMutationsApi<Context> {
  /** The contract the id names for this caller; null when there is none they may change. */
  contractOf(context: Context, id: string): SubscriptionContractRecord | null;
  /** The stores a status change writes to, with the shop that signs a cancellation email. */
  statusChangeStores(context: Context): StatusChangeStores;
  /** The API's message for a contract that does not exist (or is not the caller's). */
  doesNotExistMessage: string;
  /** The API's SubscriptionContractStatusUpdateErrorCode for such a contract. */
  doesNotExistStatusCode: string;
}

/** SubscriptionContractStatusUpdateErrorCode for each reason a status change is refused. */
const STATUS_REFUSAL_CODES: Record<ChangeRefusal['reason'], string> = {
  terminated: 'CONTRACT_TERMINATED',
  tooLate: 'INVALID',
  invalid: 'INVALID',
};

interface BillingCycleArgs {
  billingCycleInput: { contractId: string; selector: CycleSelector };
}

/**
 * subscriptionContractPause, -Activate and -Cancel, and subscriptionBillingCycleSkip and
 * -Unskip, under the shop's stated terms (contract-changes.ts). A skip's user errors are
 * SubscriptionBillingCycle(Skip|Unskip)UserError, whose only code is INVALID.
 */
export function contractMutations<Context extends ContractStores>(
  api: ContractMutationsApi<Context>,
) {
  const statusMutation =
    (action: StatusAction) =>
    (
      _root: unknown,
      { subscriptionContractId }: { subscriptionContractId: string },
      context: Context,
    ) => {
      const contract = api.contractOf(context, subscriptionContractId);
      if (!contract) {
        const code = api.doesNotExistStatusCode;
        const field = ['subscriptionContractId'];
        return { contract: null, userErrors: [{ code, field, message: api.doesNotExistMessage }] };
      }
      const outcome = changeStatus(api.statusChangeStores(context), contract.id, action);
      if (outcome.ok) return { contract: outcome.value, userErrors: [] };
      const { reason, field, message } = outcome;
      return {
        contract: null,
        userErrors: [{ code: STATUS_REFUSAL_CODES[reason], field, message }],
      };
    };

  const skipMutation =
    (skipped: boolean) =>
    (_root: unknown, { billingCycleInput }: BillingCycleArgs, context: Context) => {
      const contract = api.contractOf(context, billingCycleInput.contractId);
      if (!contract) {
        const field = ['billingCycleInput', 'contractId'];
        return {
          billingCycle: null,
          userErrors: [{ code: 'INVALID', field, message: api.doesNotExistMessage }],
        };
      }
      const outcome = setCycleSkipped(context, contract.id, billingCycleInput.selector, skipped);
      if (outcome.ok) return { billingCycle: outcome.value, userErrors: [] };
      const { field, message } = outcome;
      return { billingCycle: null, userErrors: [{ code: 'INVALID', field, message }] };
    };

  return {
    subscriptionContractPause: statusMutation('pause'),
    subscriptionContractActivate: statusMutation('activate'),
    subscriptionContractCancel: statusMutation('cancel'),
    subscriptionBillingCycleSkip: skipMutation(true),
    subscriptionBillingCycleUnskip: skipMutation(false),
  };
}
