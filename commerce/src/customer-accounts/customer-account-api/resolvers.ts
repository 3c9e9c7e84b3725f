import type { MutationCustomerUpdateArgs } from '@shopify/hydrogen-react/customer-account-api-types';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import type { ResolverMap } from '../../graphql/schema';
import type { CommerceDatabase } from '../../db/connection';
import type { CustomerRecord, CustomerRepository } from '../../db/customer-repository';
import type { OrderRepository } from '../../db/order-repository';
import type { SubscriptionRepository } from '../../db/subscription-repository';
import type { Outbox } from '../../outbox/outbox';
import type { OrderRecord } from '../../db/records';
import {
  customerDisplayName,
  lineItemFields,
  lineItemsConnection,
  type LineItemSource,
  type OrdersArgs,
} from '../../graphql/shared-fields';
import { lineDiscountAllocations, orderDiscountInformation } from '../../graphql/order-discounts';
import { gid, numericIdOf } from '../../lib/ids';
import { addressView, customerAddressFields } from '../address-view';
import { customerOrdersConnection, orderAmounts, orderOfCustomer } from '../customer-orders';
import { validateNameChanges } from '../customer-input';

/** What every resolver of one Customer Account API request can reach. */
export interface CustomerAccountContext {
  /** The signed-in customer (the access token's subject). */
  customer: CustomerRecord;
  customers: CustomerRepository;
  orders: OrderRepository;
  subscriptions: SubscriptionRepository;
  /** Where the emails the platform sends land (a subscription's cancellation). */
  outbox: Outbox;
  /** The shop that signs them. */
  shopName: string;
  /** For one transaction per mutation. */
  db: CommerceDatabase;
  currencyCode: string;
}

const { total, subtotal, tax, shipping, lineUnitPrice, lineTotal } = orderAmounts;

export const customerAccountResolvers: ResolverMap<CustomerAccountContext> = {
  QueryRoot: {
    customer: (_root: unknown, _args: unknown, context: CustomerAccountContext) =>
      context.customers.findById(context.customer.id),
    // Someone else's order, or no order, is null: the API never tells the two apart.
    order: (_root: unknown, { id }: { id: string }, context: CustomerAccountContext) => {
      const orderId = numericIdOf(id, 'Order');
      return orderId === null ? null : orderOfCustomer(context.orders, context.customer, orderId);
    },
  },
  Mutation: {
    customerUpdate: (
      _root: unknown,
      { input }: MutationCustomerUpdateArgs,
      context: CustomerAccountContext,
    ) => {
      const { changes, errors } = validateNameChanges(input, ['input']);
      return errors.length > 0
        ? { customer: null, userErrors: errors }
        : { customer: context.customers.update(context.customer.id, changes), userErrors: [] };
    },
  },

  Customer: {
    id: (customer: CustomerRecord) => gid('Customer', customer.id),
    displayName: customerDisplayName,
    emailAddress: (customer: CustomerRecord) => ({
      emailAddress: customer.email,
      marketingState: customer.emailMarketingState,
    }),
    phoneNumber: (customer: CustomerRecord) =>
      customer.phone ? { phoneNumber: customer.phone, marketingState: 'NOT_SUBSCRIBED' } : null,
    ...customerAddressFields('CustomerAddress'),
    creationDate: (customer: CustomerRecord) => customer.createdAt,
    orders: (customer: CustomerRecord, args: OrdersArgs, context: CustomerAccountContext) =>
      customerOrdersConnection(context.orders, customer, args),
  },

  Order: {
    id: (order: OrderRecord) => gid('Order', order.id),
    name: (order: OrderRecord) => `#${order.number}`,
    // This platform takes payment and hands the goods over elsewhere: no order has a fulfillment.
    fulfillmentStatus: () => 'UNFULFILLED',
    fulfillments: (_order: OrderRecord, args: ConnectionArgs) =>
      connectionFromArray([], args, () => ({ last_id: 0, last_value: null })),
    confirmationNumber: (order: OrderRecord) => String(order.number),
    totalPrice: total,
    subtotal,
    subtotalBeforeDiscounts: orderAmounts.subtotalBeforeDiscounts,
    totalTax: tax,
    totalShipping: shipping,
    discountInformation: orderDiscountInformation,
    shippingLine: (order: OrderRecord) => ({
      handle: null,
      title: order.shippingTitle,
      originalPrice: shipping(order),
    }),
    requiresShipping: () => true,
    shippingAddress: (order: OrderRecord) =>
      addressView(order.shippingAddress, gid('CustomerAddress', `order-${order.id}`)),
    lineItems: (order: OrderRecord, args: ConnectionArgs, context: CustomerAccountContext) =>
      lineItemsConnection(context.orders, order, args),
  },
  LineItem: {
    ...lineItemFields,
    presentmentTitle: ({ line }: LineItemSource) => line.title,
    productId: ({ line }: LineItemSource) => gid('Product', line.productId),
    variantId: ({ line }: LineItemSource) => gid('ProductVariant', line.variantId),
    image: ({ line }: LineItemSource) =>
      line.image && { id: null, ...line.image, src: line.image.url, originalSrc: line.image.url },
    price: lineUnitPrice,
    unitPrice: lineUnitPrice,
    totalPrice: lineTotal,
    currentTotalPrice: lineTotal,
    totalPriceBeforeDiscounts: orderAmounts.lineBeforeDiscounts,
    totalDiscount: orderAmounts.lineDiscount,
    discountAllocations: (
      source: LineItemSource,
      _args: unknown,
      context: CustomerAccountContext,
    ) => lineDiscountAllocations(source, context.orders),
    sellingPlan: ({ line }: LineItemSource) =>
      line.sellingPlanName === null
        ? null
        : {
            name: line.sellingPlanName,
            sellingPlanId:
              line.sellingPlanId === null ? null : gid('SellingPlan', line.sellingPlanId),
          },
  },
};
