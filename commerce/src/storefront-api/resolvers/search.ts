import type {
  QueryRootPredictiveSearchArgs,
  QueryRootSearchArgs,
  SearchableField,
  SearchType,
} from '@shopify/hydrogen-react/storefront-api-types';
import { GraphQLError } from 'graphql';
import { BlogRepository, type ArticleRecord } from '../../db/blog-repository';
import type { PageRecord } from '../../db/page-repository';
import type { ProductRecord } from '../../db/records';
import { connectionFromArray } from '../../graphql/connections';
import { escapeHtml } from '../../lib/html-text';
import type { RequestContext, ResolverMap } from '../context';
import { applyProductFilters, productFacets } from '../product-filters';
import {
  articleDocument,
  collectionDocument,
  pageDocument,
  productDocument,
  searchQuery,
  trackingParameters,
  type SearchField,
  type SearchQuery,
} from '../storefront-search';

type Hit =
  | { kind: 'Product'; record: ProductRecord; score: number; available: boolean; price: number }
  | { kind: 'Page'; record: PageRecord; score: number; available: true; price: number }
  | { kind: 'Article'; record: ArticleRecord; score: number; available: true; price: number };

const badRequest = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });

/** The products that match, with their relevance, availability and lowest price. */
function productHits(
  query: SearchQuery,
  products: readonly ProductRecord[],
  context: RequestContext,
): Hit[] {
  return products.flatMap((record) => {
    const score = query.score(productDocument(record, context));
    if (score === null) return [];
    const variants = context.catalogue.variants(record.id);
    return [
      {
        kind: 'Product' as const,
        record,
        score,
        available: variants.some((variant) => variant.availableForSale),
        price: Math.min(...variants.map((variant) => variant.priceCents)),
      },
    ];
  });
}

function pageHits(query: SearchQuery, context: RequestContext): Hit[] {
  return context.content.pages.all().flatMap((record) => {
    const score = query.score(pageDocument(record));
    return score === null
      ? []
      : [{ kind: 'Page' as const, record, score, available: true as const, price: Infinity }];
  });
}

function articleHits(query: SearchQuery, context: RequestContext): Hit[] {
  return new BlogRepository(context.db).articles().flatMap((record) => {
    const score = query.score(articleDocument(record));
    return score === null
      ? []
      : [{ kind: 'Article' as const, record, score, available: true as const, price: Infinity }];
  });
}

const KIND_ORDER: Record<Hit['kind'], number> = { Product: 0, Page: 1, Article: 2 };

/**
 * Most relevant first (ties in catalogue order, products before pages before articles), or by
 * lowest price with pages and articles after every product.
 */
function compareHits(sortKey: 'PRICE' | 'RELEVANCE') {
  return (a: Hit, b: Hit) => {
    if (sortKey === 'PRICE' && a.price !== b.price) return a.price - b.price;
    if (sortKey === 'RELEVANCE' && a.score !== b.score) return b.score - a.score;
    if (a.kind !== b.kind) return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
    return a.record.id - b.record.id;
  };
}

/** The node a hit answers: its record, tagged with its type and tracking parameters. */
const nodeOf = (query: string) => (hit: Hit & { position: number }) => ({
  __typename: hit.kind,
  ...hit.record,
  trackingParameters: trackingParameters(query, hit.position),
});

/**
 * QueryRoot.search: products, pages and articles, ranked by
 * relevance or price. Unavailable products come last unless `unavailableProducts` says HIDE or
 * SHOW (where they stay in rank); `productFilters` narrow the products, and the connection's
 * `productFilters` are the facets of every product the query found.
 */
function search(_root: unknown, args: QueryRootSearchArgs, context: RequestContext) {
  const types: readonly SearchType[] = args.types?.length
    ? args.types
    : ['ARTICLE', 'PAGE', 'PRODUCT'];
  const query = searchQuery(args.query, { lastWordPrefix: args.prefix === 'LAST' });
  const found = types.includes('PRODUCT')
    ? productHits(query, context.catalogue.allProducts(), context)
    : [];
  const kept = new Set(
    applyProductFilters(
      found.map((hit) => hit.record as ProductRecord),
      args.productFilters,
      context,
    ),
  );
  const unavailable = args.unavailableProducts ?? 'LAST';
  const hits = [
    ...found.filter(
      (hit) => kept.has(hit.record as ProductRecord) && (hit.available || unavailable !== 'HIDE'),
    ),
    ...(types.includes('PAGE') ? pageHits(query, context) : []),
    ...(types.includes('ARTICLE') ? articleHits(query, context) : []),
  ].sort(compareHits(args.sortKey ?? 'RELEVANCE'));
  const ordered = (
    unavailable === 'LAST'
      ? [...hits.filter((hit) => hit.available), ...hits.filter((hit) => !hit.available)]
      : hits
  ).map((hit, index) => ({ ...hit, position: index + 1 }));
  return {
    ...connectionFromArray(
      ordered,
      args,
      (hit) => ({ last_id: `${hit.kind}/${hit.record.id}`, last_value: hit.position }),
      nodeOf(args.query),
    ),
    totalCount: ordered.length,
    productFilters: productFacets(
      found.map((hit) => hit.record as ProductRecord),
      context,
    ),
  };
}

/** Shopify's default for predictiveSearch's `searchableFields`. */
const PREDICTIVE_DEFAULT_FIELDS: readonly SearchableField[] = [
  'TITLE',
  'PRODUCT_TYPE',
  'VARIANTS_TITLE',
  'VENDOR',
];

/** predictiveSearch answers at most this many results (of each type with limitScope EACH). */
const PREDICTIVE_MAX_LIMIT = 10;

/**
 * Query suggestions: the shop's words (product types, tags and titles) that start with what the
 * shopper typed; `styledText` marks the part they have not typed yet.
 */
function querySuggestions(text: string, context: RequestContext) {
  const typed = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const phrases = new Set<string>();
  for (const product of context.catalogue.allProducts()) {
    for (const phrase of [product.productType, ...product.tags, product.title]) {
      const lower = phrase.toLowerCase();
      if (lower.startsWith(typed) && lower !== typed) phrases.add(lower);
    }
  }
  return [...phrases]
    .sort((a, b) => a.length - b.length || a.localeCompare(b))
    .map((phrase) => ({
      text: phrase,
      styledText: `${escapeHtml(phrase.slice(0, typed.length))}<mark>${escapeHtml(phrase.slice(typed.length))}</mark>`,
    }));
}

/**
 * QueryRoot.predictiveSearch: as-you-type results. Every word must match and the last one may be
 * unfinished (a prefix); bare words look in `searchableFields` (Shopify's default: title,
 * product type, variant title, vendor). At most `limit` (1-10) results, of each type with
 * limitScope EACH, else in all (products first, then suggestions, collections, pages, articles).
 */
function predictiveSearch(
  _root: unknown,
  args: QueryRootPredictiveSearchArgs,
  context: RequestContext,
) {
  const limit = args.limit ?? PREDICTIVE_MAX_LIMIT;
  if (limit < 1 || limit > PREDICTIVE_MAX_LIMIT) {
    throw badRequest(`The limit must be between 1 and ${PREDICTIVE_MAX_LIMIT}.`);
  }
  const types = args.types?.length
    ? args.types
    : (['ARTICLE', 'COLLECTION', 'PAGE', 'PRODUCT', 'QUERY'] as const);
  const fields = (args.searchableFields?.length ? args.searchableFields : PREDICTIVE_DEFAULT_FIELDS)
    // This shop has no barcodes, so that field matches nothing; AUTHOR is not searched yet.
    .filter((field): field is SearchField => field !== 'VARIANTS_BARCODE' && field !== 'AUTHOR');
  const query = searchQuery(args.query, { lastWordPrefix: true, fields });
  const unavailable = args.unavailableProducts ?? 'LAST';
  const products = types.includes('PRODUCT')
    ? productHits(query, context.catalogue.allProducts(), context)
        .filter((hit) => hit.available || unavailable !== 'HIDE')
        .sort(compareHits('RELEVANCE'))
        .sort((a, b) => (unavailable === 'LAST' ? Number(b.available) - Number(a.available) : 0))
    : [];
  const pages = types.includes('PAGE')
    ? pageHits(query, context).sort(compareHits('RELEVANCE'))
    : [];
  const articles = types.includes('ARTICLE')
    ? articleHits(query, context).sort(compareHits('RELEVANCE'))
    : [];
  const queries = types.includes('QUERY') ? querySuggestions(args.query, context) : [];
  const collections = types.includes('COLLECTION')
    ? context.catalogue.allCollections().filter((collection) => {
        const score = query.score(collectionDocument(collection));
        return score !== null;
      })
    : [];

  let left = args.limitScope === 'EACH' ? Infinity : limit;
  const take = <T>(items: readonly T[]): T[] => {
    const taken = items.slice(0, Math.min(limit, left));
    if (args.limitScope !== 'EACH') left -= taken.length;
    return taken;
  };
  const tracked = <T extends object>(items: T[]) =>
    items.map((item, index) => ({
      ...item,
      trackingParameters: trackingParameters(args.query, index + 1),
    }));
  const productNodes = take(products).map((hit) => hit.record);
  const suggestionNodes = take(queries);
  const collectionNodes = take(collections);
  return {
    products: tracked(productNodes),
    queries: tracked(suggestionNodes),
    collections: tracked(collectionNodes),
    pages: tracked(take(pages).map((hit) => hit.record)),
    articles: tracked(take(articles).map((hit) => hit.record)),
  };
}

/** Tracking parameters are answered inside search results only; null elsewhere. */
const trackingParametersField = (source: { trackingParameters?: string }) =>
  source.trackingParameters ?? null;

export const searchResolvers: ResolverMap = {
  QueryRoot: { search, predictiveSearch },
  Product: { trackingParameters: trackingParametersField },
  Page: { trackingParameters: trackingParametersField },
  Article: { trackingParameters: trackingParametersField },
};
