import { normalizeEmail, type CustomerRecord } from '../db/customer-repository';
import type { OrderRepository, OrderSortColumn } from '../db/order-repository';
import type { OrderRecord } from '../db/records';
import { connectionFromArray } from '../graphql/connections';
import { ORDER_SORT_COLUMNS, type OrdersArgs } from '../graphql/shared-fields';

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
