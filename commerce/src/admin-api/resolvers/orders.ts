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
import { money } from '../../lib/money';
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

/** One currency per shop: the shop and presentment amounts are the same. */
const moneyBag = (cents: number, currencyCode: string) => {
  const amount = money(cents, currencyCode);
  return { shopMoney: amount, presentmentMoney: amount };
};

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
    subtotalPriceSet: (order: OrderRecord) =>
      moneyBag(order.lineItemsSubtotalCents - order.discountCents, order.currencyCode),
    subtotalLineItemsQuantity: (order: OrderRecord, _args: unknown, context: AdminContext) =>
      context.orders.linesOf(order.id).reduce((sum, line) => sum + line.quantity, 0),
    totalDiscountsSet: (order: OrderRecord) => moneyBag(order.discountCents, order.currencyCode),
    totalShippingPriceSet: (order: OrderRecord) =>
      moneyBag(order.shippingCents, order.currencyCode),
    totalTaxSet: (order: OrderRecord) => moneyBag(order.taxCents, order.currencyCode),
    totalPriceSet: (order: OrderRecord) => moneyBag(order.totalCents, order.currencyCode),
    shippingLine: (order: OrderRecord) => ({
      title: order.shippingTitle,
      code: order.shippingTitle,
      originalPriceSet: moneyBag(order.shippingCents, order.currencyCode),
      discountedPriceSet: moneyBag(order.shippingCents, order.currencyCode),
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
    originalUnitPriceSet: ({ line, currencyCode }: LineItemSource) =>
      moneyBag(line.unitPriceCents, currencyCode),
    originalTotalSet: ({ line, currencyCode }: LineItemSource) =>
      moneyBag(line.unitPriceCents * line.quantity, currencyCode),
    discountedTotalSet: (
      { line, currencyCode }: LineItemSource,
      { withCodeDiscounts }: { withCodeDiscounts: boolean },
    ) =>
      moneyBag(
        line.unitPriceCents * line.quantity - (withCodeDiscounts ? line.discountCents : 0),
        currencyCode,
      ),
    totalDiscountSet: ({ line, currencyCode }: LineItemSource) =>
      moneyBag(line.discountCents, currencyCode),
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
