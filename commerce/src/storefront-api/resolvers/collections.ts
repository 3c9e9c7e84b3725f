import type {
  CollectionDescriptionArgs,
  CollectionProductsArgs,
  ProductCollectionSortKeys,
  QueryRootCollectionArgs,
  QueryRootCollectionsArgs,
} from '@shopify/hydrogen-react/storefront-api-types';
import { collectionsConnection } from '../../catalogue/collection-search';
import type { CollectionRecord } from '../../catalogue/collection-repository';
import type { ProductRecord } from '../../db/records';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import { htmlToPlainText, truncateText } from '../../lib/html-text';
import { gid, requireNumericId } from '../../lib/ids';
import type { RequestContext, ResolverMap } from '../context';
import { applyProductFilters, productFacets } from '../product-filters';

/** A collection's image: the collection's own id names it (gid://shopify/CollectionImage/{id}). */
export interface CollectionImage {
  collectionId: number;
  fileName: string;
  altText: string | null;
  width: number;
  height: number;
}

const collectionImage = (collection: CollectionRecord): CollectionImage | null =>
  collection.imageFileName === null
    ? null
    : {
        collectionId: collection.id,
        fileName: collection.imageFileName,
        altText: collection.imageAltText,
        width: collection.imageWidth ?? 1,
        height: collection.imageHeight ?? 1,
      };

const collections = (_root: unknown, args: QueryRootCollectionsArgs, context: RequestContext) =>
  collectionsConnection(context.catalogue.allCollections(), args);

function collection(_root: unknown, args: QueryRootCollectionArgs, context: RequestContext) {
  if (args.id) {
    const id = requireNumericId(args.id, 'Collection');
    return id === null ? null : (context.catalogue.collection(id) ?? null);
  }
  return args.handle ? (context.catalogue.collectionByHandle(args.handle) ?? null) : null;
}

/**
 * The value a collection's product sorts by (ties keep the collection's own order). This shop
 * has no sales data, so best-selling keeps the collection's order, as relevance does.
 */
function productSortValue(
  sortKey: ProductCollectionSortKeys,
  product: ProductRecord,
  position: number,
  context: RequestContext,
): string | number {
  switch (sortKey) {
    case 'TITLE':
      return product.title.toLowerCase();
    case 'PRICE':
      return Math.min(
        ...context.catalogue.variants(product.id).map((variant) => variant.priceCents),
      );
    case 'CREATED':
      return product.createdAt;
    case 'ID':
      return product.id;
    case 'BEST_SELLING':
    case 'COLLECTION_DEFAULT':
    case 'MANUAL':
    case 'RELEVANCE':
      return position;
  }
}

/**
 * Collection.products: the collection's products narrowed by `filters`, sorted; the connection's
 * `filters` are the facets of all its products (what a filter form offers).
 */
function collectionProducts(
  collection: CollectionRecord,
  args: CollectionProductsArgs,
  context: RequestContext,
) {
  const all = context.catalogue.collectionProducts(collection.id);
  const kept = new Set(applyProductFilters(all, args.filters, context));
  const sortKey = args.sortKey ?? 'COLLECTION_DEFAULT';
  const keyed = all
    .map((product, position) => ({
      product,
      position,
      value: productSortValue(sortKey, product, position, context),
    }))
    .filter(({ product }) => kept.has(product))
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : a.position - b.position));
  return {
    ...connectionFromArray(
      keyed,
      args,
      ({ product, value }) => ({ last_id: product.id, last_value: value }),
      ({ product }) => product,
    ),
    filters: productFacets(all, context),
  };
}

export const collectionResolvers: ResolverMap = {
  QueryRoot: {
    collections,
    collection,
    collectionByHandle: (_root: unknown, { handle }: { handle: string }, context: RequestContext) =>
      context.catalogue.collectionByHandle(handle) ?? null,
  },

  Collection: {
    id: (collection: CollectionRecord) => gid('Collection', collection.id),
    description: (collection: CollectionRecord, { truncateAt }: CollectionDescriptionArgs) =>
      truncateText(htmlToPlainText(collection.descriptionHtml), truncateAt),
    image: collectionImage,
    products: collectionProducts,
    // No online store channel here, as for products.
    onlineStoreUrl: () => null,
    seo: (collection: CollectionRecord) => ({
      title: collection.title,
      description: truncateText(htmlToPlainText(collection.descriptionHtml), 320),
    }),
    trackingParameters: (collection: { trackingParameters?: string }) =>
      collection.trackingParameters ?? null,
  },

  Product: {
    collections: (product: ProductRecord, args: ConnectionArgs, context: RequestContext) =>
      connectionFromArray(context.catalogue.collectionsOf(product.id), args, (collection) => ({
        last_id: collection.id,
        last_value: collection.id,
      })),
  },
};
