import { normalizeEmail, type CustomerRecord } from '../../db/customer-repository';
import type { IntervalPolicy } from '../../db/records';
import type {
  SubscriptionContractRecord,
  SubscriptionLineRecord,
} from '../../db/subscription-repository';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import type { ResolverMap } from '../../graphql/schema';
import { numericIdOf } from '../../lib/ids';
import { money } from '../../lib/money';
import {
  billingCycleFields,
  billingCyclesConnection,
  contractFields,
  contractMutations,
  subscriptionLineFields,
} from '../../subscriptions/contract-resolvers';
import {
  isTerminated,
  nextBillingDate,
  pricedLinesOf,
  renewalQuote,
  upcomingCycles,
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

/**
 * Whether the contract has a delivery to price: an ongoing one does; a cancelled one only while
 * the delivery already being prepared when it was cancelled is still to bill.
 */
const hasDeliveryToCome = (contract: SubscriptionContractRecord, context: Context) =>
  !isTerminated(contract.status) ||
  nextBillingDate(contract, context.subscriptions.cyclesOf(contract.id), new Date()) !== null;

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

  Mutation: contractMutations<Context>({
    contractOf: (context, id) => contractOfCustomer(context, context.customer, id),
    statusChangeStores: (context) => context,
    doesNotExistMessage: 'Subscription contract does not exist.',
    doesNotExistStatusCode: 'SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST',
  }),

  SubscriptionContract: {
    ...contractFields,
    // This shop's own storefront manages its subscriptions (there is no subscription app).
    appEligibleForCustomerActions: () => true,
    billingPolicy: (contract: SubscriptionContractRecord) => policyView(contract.billingPolicy),
    deliveryPolicy: (contract: SubscriptionContractRecord) => policyView(contract.deliveryPolicy),
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
    linesCount: (contract: SubscriptionContractRecord, _args: unknown, context: Context) =>
      countOf(context.subscriptions.linesOf(contract.id).length),
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
    upcomingBillingCycles: (
      contract: SubscriptionContractRecord,
      args: ConnectionArgs,
      context: Context,
    ) =>
      billingCyclesConnection(
        upcomingCycles(contract, context.subscriptions.cyclesOf(contract.id), new Date()),
        args,
      ),
  },

  SubscriptionLine: {
    ...subscriptionLineFields,
    name: ({ line }: PricedLine) =>
      line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
    image: ({ line }: PricedLine) => imageView(line.image),
    variantImage: ({ line }: PricedLine) => imageView(line.image),
    customAttributes: () => [],
    discountAllocations: () => [],
  },

  SubscriptionBillingCycle: billingCycleFields,
};
