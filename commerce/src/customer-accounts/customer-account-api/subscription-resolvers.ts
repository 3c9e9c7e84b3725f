import { normalizeEmail, type CustomerRecord } from '../../db/customer-repository';
import type { IntervalPolicy } from '../../db/records';
import { timestamp } from '../../db/rows';
import type {
  SubscriptionContractRecord,
  SubscriptionLineRecord,
} from '../../db/subscription-repository';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import type { ResolverMap } from '../../graphql/schema';
import { gid, numericIdOf } from '../../lib/ids';
import { money } from '../../lib/money';
import {
  changeStatus,
  setCycleSkipped,
  type ChangeRefusal,
  type CycleSelector,
  type StatusAction,
} from '../../subscriptions/contract-changes';
import {
  contractOrderIds,
  currentLines,
  isTerminated,
  nextBillingDate,
  renewalQuote,
  upcomingCycles,
  type BillingCycle,
  type PricedLine,
} from '../../subscriptions/contracts';
import { addressView } from '../address-view';
import type { CustomerAccountContext } from './resolvers';

/**
 * The Customer Account API's subscriptions: Customer.subscriptionContracts and
 * subscriptionContract(id:), and the mutations a customer changes them with. A customer sees
 * and changes only the contracts bought with their email; any other id is "does not exist".
 */

type Context = CustomerAccountContext;

/** Shopify's SubscriptionContractsSortKeys, by the contract field they sort on. */
const CONTRACT_SORT_FIELDS = {
  CREATED_AT: 'createdAt',
  ID: 'id',
  STATUS: 'status',
  UPDATED_AT: 'updatedAt',
} as const satisfies Record<string, keyof SubscriptionContractRecord>;

interface ContractsArgs extends ConnectionArgs {
  sortKey: keyof typeof CONTRACT_SORT_FIELDS;
}

/** The signed-in customer's contract with this id, or null (someone else's is null too). */
function contractOfCustomer(
  context: Context,
  customer: CustomerRecord,
  id: string,
): SubscriptionContractRecord | null {
  const contractId = numericIdOf(id, 'SubscriptionContract');
  const contract = contractId === null ? null : context.subscriptions.findById(contractId);
  if (!contract) return null;
  return normalizeEmail(contract.email) === normalizeEmail(customer.email) ? contract : null;
}

const countOf = (count: number) => ({ count, precision: 'EXACT' });

/** SubscriptionBillingPolicy and SubscriptionDeliveryPolicy (no anchors, no cycle limits). */
const policyView = (policy: IntervalPolicy) => ({
  anchors: [],
  interval: policy.interval,
  intervalCount: countOf(policy.intervalCount),
  maxCycles: null,
  minCycles: null,
});

const imageView = (image: SubscriptionLineRecord['image']) =>
  image && { id: null, ...image, src: image.url, originalSrc: image.url };

const cyclesConnection = (cycles: BillingCycle[], args: ConnectionArgs) =>
  connectionFromArray(cycles, args, (cycle) => ({
    last_id: cycle.index,
    last_value: cycle.index,
  }));

/** The user error of a contract that is not the customer's, or not at all. */
const CONTRACT_DOES_NOT_EXIST = {
  code: 'SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST',
  field: ['subscriptionContractId'],
  message: 'Subscription contract does not exist.',
};

/** Shopify's SubscriptionContractStatusUpdateErrorCode for a refused status change. */
const STATUS_CODES: Record<ChangeRefusal['reason'], string> = {
  terminated: 'CONTRACT_TERMINATED',
  tooLate: 'INVALID',
  invalid: 'INVALID',
};

const statusMutation =
  (action: StatusAction) =>
  (
    _root: unknown,
    { subscriptionContractId }: { subscriptionContractId: string },
    context: Context,
  ) => {
    const contract = contractOfCustomer(context, context.customer, subscriptionContractId);
    if (!contract) return { contract: null, userErrors: [CONTRACT_DOES_NOT_EXIST] };
    const outcome = changeStatus(context, contract.id, action);
    if (outcome.ok) return { contract: outcome.value, userErrors: [] };
    const { reason, field, message } = outcome;
    return { contract: null, userErrors: [{ code: STATUS_CODES[reason], field, message }] };
  };

interface BillingCycleInput {
  billingCycleInput: { contractId: string; selector: CycleSelector };
}

/** Skip and unskip: SubscriptionBillingCycle(Skip|Unskip)UserError, whose only code is INVALID. */
const skipMutation =
  (skipped: boolean) =>
  (_root: unknown, { billingCycleInput }: BillingCycleInput, context: Context) => {
    const contract = contractOfCustomer(context, context.customer, billingCycleInput.contractId);
    if (!contract) {
      const field = ['billingCycleInput', 'contractId'];
      return {
        billingCycle: null,
        userErrors: [{ code: 'INVALID', field, message: CONTRACT_DOES_NOT_EXIST.message }],
      };
    }
    const outcome = setCycleSkipped(context, contract.id, billingCycleInput.selector, skipped);
    if (outcome.ok) return { billingCycle: outcome.value, userErrors: [] };
    const { field, message } = outcome;
    return { billingCycle: null, userErrors: [{ code: 'INVALID', field, message }] };
  };

/** The contract's lines at its next order's prices. */
const pricedLinesOf = (contract: SubscriptionContractRecord, context: Context) =>
  currentLines(
    contract,
    context.subscriptions.linesOf(contract.id),
    context.subscriptions.cyclesOf(contract.id),
  );

/**
 * Whether the contract has a delivery to price: an ongoing one does; a cancelled one only while
 * the delivery already being prepared when it was cancelled is still to bill.
 */
const hasDeliveryToCome = (contract: SubscriptionContractRecord, context: Context) =>
  !isTerminated(contract.status) ||
  nextBillingDate(contract, context.subscriptions.cyclesOf(contract.id), new Date()) !== null;

const lineMoney = (cents: (priced: PricedLine) => number) => (priced: PricedLine) =>
  money(cents(priced), priced.currencyCode);

export const subscriptionResolvers: ResolverMap<Context> = {
  Customer: {
    subscriptionContracts: (customer: CustomerRecord, args: ContractsArgs, context: Context) => {
      const field = CONTRACT_SORT_FIELDS[args.sortKey];
      const contracts = context.subscriptions
        .listByEmail(customer.email)
        .sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : a.id - b.id));
      return connectionFromArray(contracts, args, (contract) => ({
        last_id: contract.id,
        last_value: contract[field],
      }));
    },
    subscriptionContract: (customer: CustomerRecord, { id }: { id: string }, context: Context) =>
      contractOfCustomer(context, customer, id),
  },

  Mutation: {
    subscriptionContractPause: statusMutation('pause'),
    subscriptionContractActivate: statusMutation('activate'),
    subscriptionContractCancel: statusMutation('cancel'),
    subscriptionBillingCycleSkip: skipMutation(true),
    subscriptionBillingCycleUnskip: skipMutation(false),
  },

  SubscriptionContract: {
    id: (contract: SubscriptionContractRecord) => gid('SubscriptionContract', contract.id),
    // This shop's own storefront manages its subscriptions (there is no subscription app).
    appEligibleForCustomerActions: () => true,
    nextBillingDate: (contract: SubscriptionContractRecord, _args: unknown, context: Context) =>
      nextBillingDate(contract, context.subscriptions.cyclesOf(contract.id), new Date()),
    billingPolicy: (contract: SubscriptionContractRecord) => policyView(contract.billingPolicy),
    deliveryPolicy: (contract: SubscriptionContractRecord) => policyView(contract.deliveryPolicy),
    deliveryPrice: (contract: SubscriptionContractRecord) =>
      money(contract.deliveryPriceCents, contract.currencyCode),
    deliveryMethod: (contract: SubscriptionContractRecord, _args: unknown, context: Context) => {
      const origin = context.orders.findById(contract.originOrderId);
      return (
        origin && {
          __typename: 'SubscriptionDeliveryMethodShipping',
          address: addressView(origin.shippingAddress, ''),
          shippingOption: {
            title: contract.deliveryTitle,
            presentmentTitle: contract.deliveryTitle,
            description: null,
          },
        }
      );
    },
    customAttributes: () => [],
    // Billing attempts here always succeed, so none has failed.
    lastBillingAttemptErrorType: () => null,
    lastPaymentStatus: (contract: SubscriptionContractRecord, _args: unknown, context: Context) =>
      contractOrderIds(contract, context.subscriptions.cyclesOf(contract.id)).length > 1
        ? 'SUCCEEDED'
        : null,
    lineCount: (contract: SubscriptionContractRecord, _args: unknown, context: Context) =>
      context.subscriptions.linesOf(contract.id).length,
    linesCount: (contract: SubscriptionContractRecord, _args: unknown, context: Context) =>
      countOf(context.subscriptions.linesOf(contract.id).length),
    lines: (contract: SubscriptionContractRecord, args: ConnectionArgs, context: Context) =>
      connectionFromArray(pricedLinesOf(contract, context), args, ({ line }) => ({
        last_id: line.id,
        last_value: line.position,
      })),
    orders: (contract: SubscriptionContractRecord, args: ConnectionArgs, context: Context) =>
      connectionFromArray(
        contractOrderIds(contract, context.subscriptions.cyclesOf(contract.id)).flatMap(
          (orderId) => context.orders.findById(orderId) ?? [],
        ),
        args,
        (order) => ({ last_id: order.id, last_value: order.id }),
      ),
    originOrder: (contract: SubscriptionContractRecord, _args: unknown, context: Context) =>
      context.orders.findById(contract.originOrderId) ?? null,
    priceBreakdownEstimate: (
      contract: SubscriptionContractRecord,
      _args: unknown,
      context: Context,
    ) => {
      const origin = context.orders.findById(contract.originOrderId);
      if (!origin || !hasDeliveryToCome(contract, context)) return null;
      const quote = renewalQuote(contract, pricedLinesOf(contract, context), origin);
      const amount = (cents: number) => money(cents, contract.currencyCode);
      return {
        subtotalPrice: amount(quote.subtotalCents),
        taxesIncluded: false,
        totalDiscounts: amount(0),
        totalPrice: amount(quote.totalCents),
        totalShippingPrice: amount(quote.shipping.priceCents),
        totalTax: amount(quote.taxCents),
      };
    },
    revisionId: (contract: SubscriptionContractRecord) => String(contract.revision),
    upcomingBillingCycles: (
      contract: SubscriptionContractRecord,
      args: ConnectionArgs,
      context: Context,
    ) =>
      cyclesConnection(
        upcomingCycles(contract, context.subscriptions.cyclesOf(contract.id), new Date()),
        args,
      ),
  },

  SubscriptionLine: {
    id: ({ line }: PricedLine) => gid('SubscriptionLine', line.id),
    name: ({ line }: PricedLine) =>
      line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
    title: ({ line }: PricedLine) => line.title,
    variantTitle: ({ line }: PricedLine) => line.variantTitle,
    quantity: ({ line }: PricedLine) => line.quantity,
    sku: ({ line }: PricedLine) => line.sku,
    currentPrice: lineMoney((priced) => priced.unitPriceCents),
    lineDiscountedPrice: lineMoney((priced) => priced.unitPriceCents * priced.line.quantity),
    image: ({ line }: PricedLine) => imageView(line.image),
    variantImage: ({ line }: PricedLine) => imageView(line.image),
    customAttributes: () => [],
    discountAllocations: () => [],
    requiresShipping: () => true,
    taxable: () => true,
  },

  SubscriptionBillingCycle: {
    billingAttemptExpectedDate: (cycle: BillingCycle) => timestamp(cycle.billingAt),
    cycleStartAt: (cycle: BillingCycle) => timestamp(cycle.billingAt),
    cycleEndAt: (cycle: BillingCycle) => timestamp(cycle.endAt),
    cycleIndex: (cycle: BillingCycle) => cycle.index,
    edited: () => false,
    status: (cycle: BillingCycle) => (cycle.orderId === null ? 'UNBILLED' : 'BILLED'),
  },
};
