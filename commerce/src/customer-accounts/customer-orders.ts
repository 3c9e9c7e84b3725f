import { normalizeEmail, type CustomerRecord } from '../db/customer-repository';
import type { OrderRepository, OrderSortColumn } from '../db/order-repository';
import type { OrderRecord } from '../db/records';
import { connectionFromArray } from '../graphql/connections';
import { ORDER_SORT_COLUMNS, type LineItemSource, type OrdersArgs } from '../graphql/shared-fields';
import { money } from '../lib/money';

/**
 * Which orders are a customer's, for both customer APIs: every order paid with the customer's
 * email (in any case), including those paid before the account existed, plus any order
 * explicitly linked to the customer.
 */
export function ordersOfCustomer(
  orders: OrderRepository,
  customer: CustomerRecord,
  sortColumn: OrderSortColumn = 'processed_at',
): OrderRecord[] {
  return orders.search([{ field: 'email', value: customer.email, negated: false }], sortColumn);
}

/** The customer's orders as a connection, by `sortKey` (by id without one). */
export const customerOrdersConnection = (
  orders: OrderRepository,
  customer: CustomerRecord,
  args: OrdersArgs,
) =>
  connectionFromArray(
    ordersOfCustomer(orders, customer, ORDER_SORT_COLUMNS[args.sortKey ?? 'ID']),
    args,
    (order) => ({ last_id: order.id, last_value: order.id }),
  );

/**
 * The order with this numeric id when it is the customer's (linked to them or paid with their
 * email), else null: never someone else's.
 */
export function orderOfCustomer(
  orders: OrderRepository,
  customer: CustomerRecord,
  orderId: number,
): OrderRecord | null {
  const order = orders.findById(orderId);
  if (order?.customerId === customer.id) return order;
  return order && normalizeEmail(order.email) === normalizeEmail(customer.email) ? order : null;
}

/** A money field of an order, in the order's currency. */
const orderMoney = (cents: (order: OrderRecord) => number) => (order: OrderRecord) =>
  money(cents(order), order.currencyCode);

/** A money field of an order line, in its order's currency. */
const lineMoney =
  (cents: (line: LineItemSource['line']) => number) =>
  ({ line, currencyCode }: LineItemSource) =>
    money(cents(line), currencyCode);

/** The amounts of an order and of its lines, which both customer APIs answer under several names. */
export const orderAmounts = {
  total: orderMoney((order) => order.totalCents),
  subtotalBeforeDiscounts: orderMoney((order) => order.lineItemsSubtotalCents),
  subtotal: orderMoney((order) => order.lineItemsSubtotalCents - order.discountCents),
  discount: orderMoney((order) => order.discountCents),
  tax: orderMoney((order) => order.taxCents),
  shipping: orderMoney((order) => order.shippingCents),
  lineUnitPrice: lineMoney((line) => line.unitPriceCents),
  lineBeforeDiscounts: lineMoney((line) => line.unitPriceCents * line.quantity),
  lineDiscount: lineMoney((line) => line.discountCents),
  lineTotal: lineMoney((line) => line.unitPriceCents * line.quantity - line.discountCents),
};
