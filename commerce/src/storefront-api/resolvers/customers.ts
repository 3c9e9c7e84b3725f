import { addressView } from '../../customer-accounts/address-view';
import { ordersOfCustomer } from '../../customer-accounts/customer-orders';
import type { CustomerRecord } from '../../db/customer-repository';
import type { OrderSortColumn } from '../../db/order-repository';
import type { OrderLineRecord, OrderRecord } from '../../db/records';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import type { RequestContext } from '../context';
import { customerOfAccessToken, customerStoresOf } from '../customer-stores';
import { gid } from '../ids';
import { money } from '../money';
import type { ResolverMap } from '../schema';

/** The Storefront API's Customer (by customer access token) and its orders. */

type OrderSortKey = 'ID' | 'PROCESSED_AT' | 'RELEVANCE' | 'TOTAL_PRICE';

const SORT_COLUMNS: Record<OrderSortKey, OrderSortColumn> = {
  ID: 'id',
  PROCESSED_AT: 'processed_at',
  RELEVANCE: 'id',
  TOTAL_PRICE: 'total_cents',
};

interface OrdersArgs extends ConnectionArgs {
  sortKey?: OrderSortKey | null;
}

interface OrderLineSource {
  line: OrderLineRecord;
  currencyCode: string;
}

const mailingAddressOf = (customer: CustomerRecord) =>
  customer.defaultAddress &&
  addressView(customer.defaultAddress, gid('MailingAddress', customer.id));

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
    displayName: (customer: CustomerRecord) =>
      [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email,
    acceptsMarketing: (customer: CustomerRecord) => customer.emailMarketingState === 'SUBSCRIBED',
    defaultAddress: mailingAddressOf,
    addresses: (customer: CustomerRecord, args: ConnectionArgs) => {
      const address = mailingAddressOf(customer);
      return connectionFromArray(address ? [address] : [], args, (item) => ({
        last_id: item.id,
        last_value: null,
      }));
    },
    numberOfOrders: (customer: CustomerRecord, _args: unknown, context: RequestContext) =>
      String(ordersOfCustomer(customerStoresOf(context.db).orders, customer).length),
    orders: (customer: CustomerRecord, args: OrdersArgs, context: RequestContext) =>
      connectionFromArray(
        ordersOfCustomer(
          customerStoresOf(context.db).orders,
          customer,
          SORT_COLUMNS[args.sortKey ?? 'ID'],
        ),
        args,
        (order) => ({ last_id: order.id, last_value: order.id }),
      ),
  },

  Order: {
    id: (order: OrderRecord) => gid('Order', order.id),
    name: (order: OrderRecord) => `#${order.number}`,
    orderNumber: (order: OrderRecord) => order.number,
    fulfillmentStatus: () => 'UNFULFILLED',
    statusUrl: (order: OrderRecord, _args: unknown, context: RequestContext) =>
      `${context.origin}/account/orders/${order.id}`,
    totalPrice: (order: OrderRecord) => money(order.totalCents, order.currencyCode),
    totalPriceV2: (order: OrderRecord) => money(order.totalCents, order.currencyCode),
    currentTotalPrice: (order: OrderRecord) => money(order.totalCents, order.currencyCode),
    originalTotalPrice: (order: OrderRecord) => money(order.totalCents, order.currencyCode),
    subtotalPrice: (order: OrderRecord) =>
      money(order.lineItemsSubtotalCents - order.discountCents, order.currencyCode),
    subtotalPriceV2: (order: OrderRecord) =>
      money(order.lineItemsSubtotalCents - order.discountCents, order.currencyCode),
    currentSubtotalPrice: (order: OrderRecord) =>
      money(order.lineItemsSubtotalCents - order.discountCents, order.currencyCode),
    totalTax: (order: OrderRecord) => money(order.taxCents, order.currencyCode),
    totalTaxV2: (order: OrderRecord) => money(order.taxCents, order.currencyCode),
    currentTotalTax: (order: OrderRecord) => money(order.taxCents, order.currencyCode),
    totalShippingPrice: (order: OrderRecord) => money(order.shippingCents, order.currencyCode),
    totalShippingPriceV2: (order: OrderRecord) => money(order.shippingCents, order.currencyCode),
    currentTotalShippingPrice: (order: OrderRecord) =>
      money(order.shippingCents, order.currencyCode),
    totalRefunded: (order: OrderRecord) => money(0, order.currencyCode),
    totalRefundedV2: (order: OrderRecord) => money(0, order.currencyCode),
    shippingAddress: (order: OrderRecord) =>
      addressView(order.shippingAddress, gid('MailingAddress', `order-${order.id}`)),
    lineItems: (order: OrderRecord, args: ConnectionArgs, context: RequestContext) =>
      connectionFromArray(
        customerStoresOf(context.db).orders.linesOf(order.id),
        args,
        (line) => ({ last_id: line.id, last_value: line.position }),
        (line): OrderLineSource => ({ line, currencyCode: order.currencyCode }),
      ),
  },

  OrderLineItem: {
    title: ({ line }: OrderLineSource) => line.title,
    quantity: ({ line }: OrderLineSource) => line.quantity,
    currentQuantity: ({ line }: OrderLineSource) => line.quantity,
    variant: ({ line }: OrderLineSource, _args: unknown, context: RequestContext) =>
      context.catalogue.variant(line.variantId) ?? null,
    originalTotalPrice: ({ line, currencyCode }: OrderLineSource) =>
      money(line.unitPriceCents * line.quantity, currencyCode),
    discountedTotalPrice: ({ line, currencyCode }: OrderLineSource) =>
      money(line.unitPriceCents * line.quantity - line.discountCents, currencyCode),
  },
};
