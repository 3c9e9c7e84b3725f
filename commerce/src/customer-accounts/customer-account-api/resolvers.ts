import type { ConnectionArgs } from '../../graphql/connections';
import { mergeResolvers, type ResolverMap } from '../../graphql/schema';
import type { CustomerRecord, CustomerRepository } from '../../db/customer-repository';
import type { OrderRepository } from '../../db/order-repository';
import type { OrderRecord } from '../../db/records';
import {
  customerDisplayName,
  lineItemFields,
  lineItemsConnection,
  type LineItemSource,
  type OrdersArgs,
} from '../../graphql/shared-fields';
import { gid, numericIdOf } from '../../lib/ids';
import { money } from '../../lib/money';
import { addressView, customerAddressFields } from '../address-view';
import { customerOrdersConnection, orderOfCustomer } from '../customer-orders';
import { validateNameChanges } from '../customer-input';

/** What every resolver of one Customer Account API request can reach. */
export interface CustomerAccountContext {
  /** The signed-in customer (the access token's subject). */
  customer: CustomerRecord;
  customers: CustomerRepository;
  orders: OrderRepository;
  currencyCode: string;
}

type Resolvers = ResolverMap<CustomerAccountContext>;
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
    displayName: customerDisplayName,
    emailAddress: (customer: CustomerRecord) => ({
      emailAddress: customer.email,
      marketingState: customer.emailMarketingState,
    }),
    phoneNumber: (customer: CustomerRecord) =>
      customer.phone ? { phoneNumber: customer.phone, marketingState: 'NOT_SUBSCRIBED' } : null,
    ...customerAddressFields('CustomerAddress'),
    creationDate: (customer: CustomerRecord) => customer.createdAt,
    createdAt: (customer: CustomerRecord) => customer.createdAt,
    orders: (customer: CustomerRecord, args: OrdersArgs, context: CustomerAccountContext) =>
      customerOrdersConnection(context.orders, customer, args),
  },
};

const unitPrice = ({ line, currencyCode }: LineItemSource) =>
  money(line.unitPriceCents, currencyCode);
const discountedTotal = ({ line, currencyCode }: LineItemSource) =>
  money(line.unitPriceCents * line.quantity - line.discountCents, currencyCode);

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
      lineItemsConnection(context.orders, order, args),
  },
  LineItem: {
    ...lineItemFields,
    presentmentTitle: ({ line }: LineItemSource) => line.title,
    productId: ({ line }: LineItemSource) => gid('Product', line.productId),
    variantId: ({ line }: LineItemSource) => gid('ProductVariant', line.variantId),
    image: ({ line }: LineItemSource) =>
      line.image && { id: null, ...line.image, src: line.image.url, originalSrc: line.image.url },
    price: unitPrice,
    unitPrice,
    totalPrice: discountedTotal,
    currentTotalPrice: discountedTotal,
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
