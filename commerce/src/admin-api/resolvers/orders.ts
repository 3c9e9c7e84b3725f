import type { GraphQLResolveInfo } from 'graphql';
import { productImageUrl } from '../../cdn/image-urls';
import type { OrderRecord, ProductRecord, VariantRecord } from '../../db/records';
import { COUNTRIES, US_STATES } from '../../lib/regions';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import {
  lineItemFields,
  lineItemsConnection,
  ORDER_SORT_COLUMNS,
  type LineItemSource,
} from '../../graphql/shared-fields';
import type { ResolverMap } from '../../graphql/schema';
import { gid, requireNumericId } from '../../lib/ids';
import type { money } from '../../lib/money';
import { orderAmounts } from '../../customer-accounts/customer-orders';
import { reportIgnoredSearch, type AdminContext } from '../context';
import { parseOrderSearch } from '../search';

/** The Admin API's order sort keys, by the field a cursor names as its sort value. */
const SORT_FIELDS = {
  CREATED_AT: 'createdAt',
  ID: 'id',
  ORDER_NUMBER: 'number',
  PROCESSED_AT: 'processedAt',
  TOTAL_PRICE: 'totalCents',
  UPDATED_AT: 'updatedAt',
} as const satisfies Record<string, keyof OrderRecord>;

type OrderSortKey = keyof typeof SORT_FIELDS;

interface OrdersArgs extends ConnectionArgs {
  sortKey: OrderSortKey;
  query?: string | null;
}

/** A MoneyBag of an amount: one currency per shop, so the shop and presentment amounts are one. */
const bag =
  <Source>(amount: (source: Source) => ReturnType<typeof money>) =>
  (source: Source) => {
    const value = amount(source);
    return { shopMoney: value, presentmentMoney: value };
  };

const { total, subtotal, discount, tax, shipping } = orderAmounts;
const { lineUnitPrice, lineBeforeDiscounts, lineDiscount, lineTotal } = orderAmounts;

export const orderResolvers: ResolverMap<AdminContext> = {
  QueryRoot: {
    order: (_root: unknown, { id }: { id: string }, context: AdminContext) => {
      const orderId = requireNumericId(id, 'Order');
      return orderId === null ? null : (context.orders.findById(orderId) ?? null);
    },
    orders: (_root: unknown, args: OrdersArgs, context: AdminContext, info: GraphQLResolveInfo) => {
      const query = args.query ?? '';
      const search = parseOrderSearch(query);
      reportIgnoredSearch(context, info, query, search.warnings);
      const orders = context.orders.search(search.conditions, ORDER_SORT_COLUMNS[args.sortKey]);
      return connectionFromArray(orders, args, (order) => ({
        last_id: order.id,
        last_value: order[SORT_FIELDS[args.sortKey]],
      }));
    },
  },

  Order: {
    id: (order: OrderRecord) => gid('Order', order.id),
    name: (order: OrderRecord) => `#${order.number}`,
    displayFinancialStatus: (order: OrderRecord) => order.financialStatus,
    discountCodes: (order: OrderRecord) => (order.discountCode ? [order.discountCode] : []),
    subtotalPriceSet: bag(subtotal),
    subtotalLineItemsQuantity: (order: OrderRecord, _args: unknown, context: AdminContext) =>
      context.orders.linesOf(order.id).reduce((sum, line) => sum + line.quantity, 0),
    totalDiscountsSet: bag(discount),
    totalShippingPriceSet: bag(shipping),
    totalTaxSet: bag(tax),
    totalPriceSet: bag(total),
    shippingLine: (order: OrderRecord) => ({
      title: order.shippingTitle,
      code: order.shippingTitle,
      originalPriceSet: bag(shipping)(order),
      discountedPriceSet: bag(shipping)(order),
    }),
    shippingAddress: (order: OrderRecord) => {
      const address = order.shippingAddress;
      return {
        ...address,
        name: `${address.firstName} ${address.lastName}`,
        province: address.provinceCode ? (US_STATES.get(address.provinceCode) ?? null) : null,
        country: COUNTRIES.get(address.countryCode) ?? address.countryCode,
        countryCodeV2: address.countryCode,
      };
    },
    lineItems: (order: OrderRecord, args: ConnectionArgs, context: AdminContext) =>
      lineItemsConnection(context.orders, order, args),
  },

  LineItem: {
    ...lineItemFields,
    image: ({ line }: LineItemSource) => line.image && { id: null, ...line.image },
    variant: ({ line }: LineItemSource, _args: unknown, context: AdminContext) =>
      context.catalogue.variant(line.variantId) ?? null,
    product: ({ line }: LineItemSource, _args: unknown, context: AdminContext) =>
      context.catalogue.product(line.productId) ?? null,
    sellingPlan: ({ line }: LineItemSource) =>
      line.sellingPlanName === null
        ? null
        : {
            name: line.sellingPlanName,
            sellingPlanId:
              line.sellingPlanId === null ? null : gid('SellingPlan', line.sellingPlanId),
          },
    originalUnitPriceSet: bag(lineUnitPrice),
    originalTotalSet: bag(lineBeforeDiscounts),
    discountedTotalSet: (line: LineItemSource, args: { withCodeDiscounts: boolean }) =>
      bag(args.withCodeDiscounts ? lineTotal : lineBeforeDiscounts)(line),
    totalDiscountSet: bag(lineDiscount),
  },

  ProductVariant: {
    id: (variant: VariantRecord) => gid('ProductVariant', variant.id),
    displayName: (variant: VariantRecord, _args: unknown, context: AdminContext) =>
      `${context.catalogue.product(variant.productId)?.title ?? ''} - ${variant.title}`,
    image: (variant: VariantRecord, _args: unknown, context: AdminContext) => {
      const image = context.catalogue.variantImage(variant);
      return (
        image && {
          ...image,
          id: gid('ProductImage', image.id),
          url: productImageUrl(context.origin, context.imageSources, image),
        }
      );
    },
    product: (variant: VariantRecord, _args: unknown, context: AdminContext) =>
      context.catalogue.product(variant.productId),
  },

  Product: {
    id: (product: ProductRecord) => gid('Product', product.id),
  },
};
