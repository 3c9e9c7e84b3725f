import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import { mergeResolvers, type ResolverMap } from '../../graphql/resolver-map';
import type { CustomerRecord } from '../../db/customer-repository';
import type { OrderSortColumn } from '../../db/order-repository';
import type { OrderLineRecord, OrderRecord } from '../../db/records';
import { gid, numericIdOf } from '../../storefront-api/ids';
import { money } from '../../storefront-api/money';
import { addressView } from '../address-view';
import { orderOfCustomer, ordersOfCustomer } from '../customer-orders';
import { validateNameChanges } from '../customer-input';
import type { CustomerAccountContext } from './context';

type Resolvers = ResolverMap<CustomerAccountContext>;
type OrderSortKey =
  'CREATED_AT' | 'ID' | 'ORDER_NUMBER' | 'PROCESSED_AT' | 'TOTAL_PRICE' | 'UPDATED_AT';

const SORT_COLUMNS: Record<OrderSortKey, OrderSortColumn> = {
  CREATED_AT: 'created_at',
  ID: 'id',
  ORDER_NUMBER: 'number',
  PROCESSED_AT: 'processed_at',
  TOTAL_PRICE: 'total_cents',
  UPDATED_AT: 'updated_at',
};

interface OrdersArgs extends ConnectionArgs {
  sortKey?: OrderSortKey | null;
}

/** An order line with its order's currency, which its money fields need. */
interface LineItemSource {
  line: OrderLineRecord;
  currencyCode: string;
}

const rootResolvers: Resolvers = {
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
      { input }: { input: { firstName?: string | null; lastName?: string | null } },
      context: CustomerAccountContext,
    ) => {
      const checked = validateNameChanges(input);
      if (!checked.ok) {
        return {
          customer: null,
          userErrors: checked.errors.map((error) => ({
            ...error,
            field: ['input', ...error.field],
          })),
        };
      }
      return {
        customer: context.customers.update(context.customer.id, checked.changes),
        userErrors: [],
      };
    },
  },
};

const customerResolvers: Resolvers = {
  Customer: {
    id: (customer: CustomerRecord) => gid('Customer', customer.id),
    displayName: (customer: CustomerRecord) =>
      [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email,
    emailAddress: (customer: CustomerRecord) => ({
      emailAddress: customer.email,
      marketingState: customer.emailMarketingState,
    }),
    phoneNumber: (customer: CustomerRecord) =>
      customer.phone ? { phoneNumber: customer.phone, marketingState: 'NOT_SUBSCRIBED' } : null,
    defaultAddress: (customer: CustomerRecord) =>
      customer.defaultAddress &&
      addressView(customer.defaultAddress, gid('CustomerAddress', customer.id)),
    addresses: (customer: CustomerRecord, args: ConnectionArgs) =>
      connectionFromArray(
        customer.defaultAddress
          ? [addressView(customer.defaultAddress, gid('CustomerAddress', customer.id))]
          : [],
        args,
        (address) => ({ last_id: address.id, last_value: null }),
      ),
    creationDate: (customer: CustomerRecord) => customer.createdAt,
    createdAt: (customer: CustomerRecord) => customer.createdAt,
    orders: (customer: CustomerRecord, args: OrdersArgs, context: CustomerAccountContext) =>
      connectionFromArray(
        ordersOfCustomer(context.orders, customer, SORT_COLUMNS[args.sortKey ?? 'ID']),
        args,
        (order) => ({ last_id: order.id, last_value: order.id }),
      ),
  },
};

const orderResolvers: Resolvers = {
  Order: {
    id: (order: OrderRecord) => gid('Order', order.id),
    name: (order: OrderRecord) => `#${order.number}`,
    confirmationNumber: (order: OrderRecord) => String(order.number),
    totalPrice: (order: OrderRecord) => money(order.totalCents, order.currencyCode),
    subtotal: (order: OrderRecord) =>
      money(order.lineItemsSubtotalCents - order.discountCents, order.currencyCode),
    subtotalBeforeDiscounts: (order: OrderRecord) =>
      money(order.lineItemsSubtotalCents, order.currencyCode),
    totalTax: (order: OrderRecord) => money(order.taxCents, order.currencyCode),
    totalShipping: (order: OrderRecord) => money(order.shippingCents, order.currencyCode),
    shippingTitle: (order: OrderRecord) => order.shippingTitle,
    requiresShipping: () => true,
    shippingAddress: (order: OrderRecord) =>
      addressView(order.shippingAddress, gid('CustomerAddress', `order-${order.id}`)),
    lineItems: (order: OrderRecord, args: ConnectionArgs, context: CustomerAccountContext) =>
      connectionFromArray(
        context.orders.linesOf(order.id),
        args,
        (line) => ({ last_id: line.id, last_value: line.position }),
        (line): LineItemSource => ({ line, currencyCode: order.currencyCode }),
      ),
  },
  LineItem: {
    id: ({ line }: LineItemSource) => gid('LineItem', line.id),
    name: ({ line }: LineItemSource) =>
      line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
    title: ({ line }: LineItemSource) => line.title,
    presentmentTitle: ({ line }: LineItemSource) => line.title,
    variantTitle: ({ line }: LineItemSource) => line.variantTitle,
    quantity: ({ line }: LineItemSource) => line.quantity,
    sku: ({ line }: LineItemSource) => line.sku,
    productId: ({ line }: LineItemSource) => gid('Product', line.productId),
    variantId: ({ line }: LineItemSource) => gid('ProductVariant', line.variantId),
    image: ({ line }: LineItemSource) =>
      line.image && { id: null, ...line.image, src: line.image.url, originalSrc: line.image.url },
    price: ({ line, currencyCode }: LineItemSource) => money(line.unitPriceCents, currencyCode),
    unitPrice: ({ line, currencyCode }: LineItemSource) => money(line.unitPriceCents, currencyCode),
    totalPrice: ({ line, currencyCode }: LineItemSource) =>
      money(line.unitPriceCents * line.quantity - line.discountCents, currencyCode),
    currentTotalPrice: ({ line, currencyCode }: LineItemSource) =>
      money(line.unitPriceCents * line.quantity - line.discountCents, currencyCode),
    totalPriceBeforeDiscounts: ({ line, currencyCode }: LineItemSource) =>
      money(line.unitPriceCents * line.quantity, currencyCode),
    totalDiscount: ({ line, currencyCode }: LineItemSource) =>
      money(line.discountCents, currencyCode),
  },
};

export const customerAccountResolvers: Resolvers = mergeResolvers([
  rootResolvers,
  customerResolvers,
  orderResolvers,
]);
