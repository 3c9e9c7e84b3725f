import type { CustomerRecord } from '../db/customer-repository';
import type { OrderRepository, OrderSortColumn } from '../db/order-repository';
import type { OrderLineRecord, OrderRecord } from '../db/records';
import { gid } from '../lib/ids';
import { connectionFromArray, type ConnectionArgs } from './connections';

/** The pieces of customer and order resolvers the Storefront, Customer Account and Admin APIs share. */

/** First and last name, whichever are set, as one string ('' for neither). */
export const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/** A customer's full name, else their email. */
export const customerDisplayName = (customer: CustomerRecord) =>
  fullName(customer) || customer.email;

/** Shopify's order sort keys (each API takes some of them), by the column they sort on. */
export const ORDER_SORT_COLUMNS = {
  CREATED_AT: 'created_at',
  ID: 'id',
  ORDER_NUMBER: 'number',
  PROCESSED_AT: 'processed_at',
  RELEVANCE: 'id',
  TOTAL_PRICE: 'total_cents',
  UPDATED_AT: 'updated_at',
} as const satisfies Record<string, OrderSortColumn>;

type OrderSortKey = keyof typeof ORDER_SORT_COLUMNS;

export interface OrdersArgs extends ConnectionArgs {
  sortKey?: OrderSortKey | null;
}

/** An order line with its order's currency, which its money fields need. */
export interface LineItemSource {
  line: OrderLineRecord;
  currencyCode: string;
}

/** An order's lines, in their order on it, as a connection. */
export const lineItemsConnection = (
  orders: OrderRepository,
  order: OrderRecord,
  args: ConnectionArgs,
) =>
  connectionFromArray(
    orders.linesOf(order.id),
    args,
    (line) => ({ last_id: line.id, last_value: line.position }),
    (line): LineItemSource => ({ line, currencyCode: order.currencyCode }),
  );

/** LineItem fields the Admin and Customer Account APIs answer alike. */
export const lineItemFields = {
  id: ({ line }: LineItemSource) => gid('LineItem', line.id),
  name: ({ line }: LineItemSource) =>
    line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
  title: ({ line }: LineItemSource) => line.title,
  variantTitle: ({ line }: LineItemSource) => line.variantTitle,
  quantity: ({ line }: LineItemSource) => line.quantity,
  sku: ({ line }: LineItemSource) => line.sku,
};
