import { addressView, customerAddressFields } from '../../customer-accounts/address-view';
import {
  customerOrdersConnection,
  orderAmounts,
  ordersOfCustomer,
} from '../../customer-accounts/customer-orders';
import type { CustomerRecord } from '../../db/customer-repository';
import type { OrderRecord } from '../../db/records';
import type { ConnectionArgs } from '../../graphql/connections';
import {
  customerDisplayName,
  lineItemsConnection,
  type LineItemSource,
  type OrdersArgs,
} from '../../graphql/shared-fields';
import type { RequestContext, ResolverMap } from '../context';
import { customerOfAccessToken, customerStoresOf } from '../../customer-accounts/customer-stores';
import { lineDiscountAllocations } from '../../graphql/order-discounts';
import { gid } from '../../lib/ids';
import { money } from '../../lib/money';

/** The Storefront API's Customer (by customer access token) and its orders. */

const { total, subtotal, tax, shipping } = orderAmounts;

export const customerResolvers: ResolverMap = {
  QueryRoot: {
    customer: (
      _root: unknown,
      { customerAccessToken }: { customerAccessToken: string },
      context: RequestContext,
    ) => customerOfAccessToken(context.db, customerAccessToken),
  },

  Customer: {
    id: (customer: CustomerRecord) => gid('Customer', customer.id),
    displayName: customerDisplayName,
    acceptsMarketing: (customer: CustomerRecord) => customer.emailMarketingState === 'SUBSCRIBED',
    ...customerAddressFields('MailingAddress'),
    numberOfOrders: (customer: CustomerRecord, _args: unknown, context: RequestContext) =>
      String(ordersOfCustomer(customerStoresOf(context.db).orders, customer).length),
    orders: (customer: CustomerRecord, args: OrdersArgs, context: RequestContext) =>
      customerOrdersConnection(customerStoresOf(context.db).orders, customer, args),
  },

  Order: {
    id: (order: OrderRecord) => gid('Order', order.id),
    name: (order: OrderRecord) => `#${order.number}`,
    orderNumber: (order: OrderRecord) => order.number,
    fulfillmentStatus: () => 'UNFULFILLED',
    statusUrl: (order: OrderRecord, _args: unknown, context: RequestContext) =>
      `${context.origin}/account/orders/${order.id}`,
    totalPrice: total,
    totalPriceV2: total,
    currentTotalPrice: total,
    originalTotalPrice: total,
    subtotalPrice: subtotal,
    subtotalPriceV2: subtotal,
    currentSubtotalPrice: subtotal,
    totalTax: tax,
    totalTaxV2: tax,
    currentTotalTax: tax,
    totalShippingPrice: shipping,
    totalShippingPriceV2: shipping,
    currentTotalShippingPrice: shipping,
    totalRefunded: (order: OrderRecord) => money(0, order.currencyCode),
    totalRefundedV2: (order: OrderRecord) => money(0, order.currencyCode),
    shippingAddress: (order: OrderRecord) =>
      addressView(order.shippingAddress, gid('MailingAddress', `order-${order.id}`)),
    lineItems: (order: OrderRecord, args: ConnectionArgs, context: RequestContext) =>
      lineItemsConnection(customerStoresOf(context.db).orders, order, args),
  },

  OrderLineItem: {
    title: ({ line }: LineItemSource) => line.title,
    quantity: ({ line }: LineItemSource) => line.quantity,
    currentQuantity: ({ line }: LineItemSource) => line.quantity,
    variant: ({ line }: LineItemSource, _args: unknown, context: RequestContext) =>
      context.catalogue.variant(line.variantId) ?? null,
    originalTotalPrice: orderAmounts.lineBeforeDiscounts,
    discountedTotalPrice: orderAmounts.lineTotal,
    discountAllocations: (source: LineItemSource, _args: unknown, context: RequestContext) =>
      lineDiscountAllocations(source, customerStoresOf(context.db).orders),
  },
};
