import type {
  ProductSortKeys,
  QueryRootProductArgs,
  QueryRootProductRecommendationsArgs,
  QueryRootProductsArgs,
} from '@shopify/hydrogen-react/storefront-api-types';
import { GraphQLError } from 'graphql';
import { MAX_INPUT_LIST_LENGTH } from '../../config';
import type { ProductRecord } from '../../db/records';
import { TOO_MANY_VALUES } from '../cart-input';
import { buildCartView, findActiveCart } from '../cart-view';
import { contentNode } from '../content-nodes';
import { connectionFromArray } from '../../graphql/connections';
import type { RequestContext, ResolverMap } from '../context';
import { requireGid, requireNumericId } from '../../lib/ids';
import { matchesSearch, parseProductSearch } from '../product-search';

/** The value a product sorts by; ties fall back to id (catalogue order). */
function sortValue(
  product: ProductRecord,
  sortKey: ProductSortKeys,
  context: RequestContext,
): string | number {
  switch (sortKey) {
    case 'TITLE':
      return product.title.toLowerCase();
    case 'CREATED_AT':
      return product.createdAt;
    case 'UPDATED_AT':
      return product.updatedAt;
    case 'PRODUCT_TYPE':
      return product.productType.toLowerCase();
    case 'VENDOR':
      return product.vendor.toLowerCase();
    case 'PRICE':
      return Math.min(
        ...context.catalogue.variants(product.id).map((variant) => variant.priceCents),
      );
    // No sales or search ranking here: best-selling and relevance keep catalogue order.
    case 'BEST_SELLING':
    case 'RELEVANCE':
    case 'ID':
      return product.id;
  }
}

function products(_root: unknown, args: QueryRootProductsArgs, context: RequestContext) {
  const sortKey = args.sortKey ?? 'ID';
  const search = args.query?.trim() ? parseProductSearch(args.query) : null;
  const matching = context.catalogue
    .allProducts()
    .filter(
      (product) =>
        !search ||
        matchesSearch(search, { product, variants: context.catalogue.variants(product.id) }),
    );
  const keyed = matching
    .map((product) => ({ product, value: sortValue(product, sortKey, context) }))
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : a.product.id - b.product.id));
  return connectionFromArray(
    keyed,
    args,
    ({ product, value }) => ({ last_id: product.id, last_value: value }),
    ({ product }) => product,
  );
}

function product(_root: unknown, args: QueryRootProductArgs, context: RequestContext) {
  if (args.id) {
    const id = requireNumericId(args.id, 'Product');
    return id === null ? null : (context.catalogue.product(id) ?? null);
  }
  if (args.handle) return context.catalogue.productByHandle(args.handle) ?? null;
  return null;
}

/**
 * node(id:) for the types a storefront looks up by id (variants, carts, collections, and products and content
 * through contentNode); anything else is null, as unknown ids are.
 */
function resolveNode(context: RequestContext, id: string) {
  const parsed = requireGid(id);
  switch (parsed.resource) {
    case 'ProductVariant': {
      const found = context.catalogue.variant(Number(parsed.id));
      return found ? { __typename: 'ProductVariant', ...found } : null;
    }
    case 'Cart': {
      const cart = findActiveCart(context, id);
      return cart ? { __typename: 'Cart', ...buildCartView(context, cart) } : null;
    }
    case 'Collection': {
      const found = context.catalogue.collection(Number(parsed.id));
      return found ? { __typename: 'Collection', ...found } : null;
    }
    default:
      return contentNode(context, id);
  }
}

export const queryRootResolvers: ResolverMap = {
  QueryRoot: {
    products,
    product,
    productByHandle: (_root: unknown, { handle }: { handle: string }, context: RequestContext) =>
      context.catalogue.productByHandle(handle) ?? null,
    /** The shop's other products, in catalogue order (there is no sales data to rank by). */
    productRecommendations: (
      _root: unknown,
      args: QueryRootProductRecommendationsArgs,
      context: RequestContext,
    ) => {
      const current = product(_root, { id: args.productId, handle: args.productHandle }, context);
      if (!current) return null;
      return context.catalogue
        .allProducts()
        .filter((candidate) => candidate.id !== current.id)
        .slice(0, 10);
    },
    node: (_root: unknown, { id }: { id: string }, context: RequestContext) =>
      resolveNode(context, id),
    nodes: (_root: unknown, { ids }: { ids: string[] }, context: RequestContext) => {
      if (ids.length > MAX_INPUT_LIST_LENGTH) {
        throw new GraphQLError(TOO_MANY_VALUES, { extensions: { code: 'BAD_REQUEST' } });
      }
      return ids.map((id) => resolveNode(context, id));
    },
    cart: (_root: unknown, { id }: { id: string }, context: RequestContext) => {
      const cart = findActiveCart(context, id);
      return cart ? buildCartView(context, cart) : null;
    },
  },
};
