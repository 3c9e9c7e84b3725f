import type { GraphQLResolveInfo } from 'graphql';
import { responsePathAsArray } from 'graphql';
import { productImageUrl } from '../../cdn/image-urls';
import type { OrderSortColumn } from '../../db/order-repository';
import type {
  OrderLineRecord,
  OrderRecord,
  ProductImageRecord,
  ProductRecord,
  VariantRecord,
} from '../../db/records';
import { COUNTRIES, US_STATES } from '../../checkout/regions';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import type { ResolverMap } from '../../graphql/resolver-map';
import { gid, requireGid } from '../../storefront-api/ids';
import { money } from '../../storefront-api/money';
import type { AdminContext } from '../context';
import { parseOrderSearch } from '../order-search';

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

function sortValue(order: OrderRecord, key: OrderSortKey): string | number {
  switch (key) {
    case 'CREATED_AT':
      return order.createdAt;
    case 'ID':
      return order.id;
    case 'ORDER_NUMBER':
      return order.number;
    case 'PROCESSED_AT':
      return order.processedAt;
    case 'TOTAL_PRICE':
      return order.totalCents;
    case 'UPDATED_AT':
      return order.updatedAt;
  }
}

interface OrdersArgs extends ConnectionArgs {
  sortKey: OrderSortKey;
  query?: string | null;
}

/** One currency per shop: the shop and presentment amounts are the same. */
const moneyBag = (cents: number, currencyCode: string) => {
  const amount = money(cents, currencyCode);
  return { shopMoney: amount, presentmentMoney: amount };
};

/** An order line with its order's currency, which its money fields need. */
interface LineItemSource {
  line: OrderLineRecord;
  currencyCode: string;
}

function imageOf(image: ProductImageRecord, context: AdminContext) {
  return {
    id: gid('ProductImage', image.id),
    url: productImageUrl(context.origin, context.imageSources, image),
    altText: image.altText,
    width: image.width,
    height: image.height,
  };
}

export const orderResolvers: ResolverMap<AdminContext> = {
  QueryRoot: {
    order: (_root: unknown, { id }: { id: string }, context: AdminContext) => {
      const parsed = requireGid(id);
      if (parsed.resource !== 'Order' || !/^\d{1,15}$/.test(parsed.id)) return null;
      return context.orders.findById(Number(parsed.id)) ?? null;
    },
    orders: (_root: unknown, args: OrdersArgs, context: AdminContext, info: GraphQLResolveInfo) => {
      const query = args.query ?? '';
      const search = parseOrderSearch(query);
      if (search.warnings.length > 0) {
        context.searchReports.push({
          path: responsePathAsArray(info.path),
          query,
          warnings: search.warnings,
        });
      }
      const orders = context.orders.search(search.conditions, SORT_COLUMNS[args.sortKey]);
      return connectionFromArray(orders, args, (order) => ({
        last_id: order.id,
        last_value: sortValue(order, args.sortKey),
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
    variantTitle: ({ line }: LineItemSource) => line.variantTitle,
    quantity: ({ line }: LineItemSource) => line.quantity,
    sku: ({ line }: LineItemSource) => line.sku,
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
      return image && imageOf(image, context);
    },
    product: (variant: VariantRecord, _args: unknown, context: AdminContext) =>
      context.catalogue.product(variant.productId),
  },

  Product: {
    id: (product: ProductRecord) => gid('Product', product.id),
  },
};
