import { PRODUCTS_FETCHED, VARIANTS_FETCHED } from '../constants';
import type { ShopifyClient } from './client';
import { PACK_FACTS_FRAGMENT } from './fragments';
import { nodesOf } from './graphql-client';
import type { ProductCardFragment, ProductSortKeys } from './generated/storefront-api.generated';

/**
 * What a product card shows (image, title, first variant and its price, what a pack holds), plus what its Add to
 * Cart button needs for the line the drawer shows before the platform answers.
 */
const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    featuredImage {
      # WebP is about a third of the PNG's bytes, and cards are on every listing's first screen.
      url(transform: { preferredContentType: WEBP })
      altText
      width
      height
    }
    priceRange {
      minVariantPrice { amount currencyCode }
    }
    # More than one: the card names the variant it sells (a tote's colour).
    variantsCount { count }
    variants(first: ${VARIANTS_FETCHED}) {
      nodes {
        id
        title
        availableForSale
        requiresShipping
        price { amount currencyCode }
        compareAtPrice { amount currencyCode }
        image { id url altText width height }
        selectedOptions { name value }
      }
    }
    ...PackFacts
  }
  ${PACK_FACTS_FRAGMENT}
` as const;

/**
 * The catalogue listing, in catalogue order or by `$sortKey`. `$country` and `$language` are
 * filled in by the client.
 */
export const GET_PRODUCTS_QUERY = `#graphql
  query GetProducts(
    $first: Int!
    $sortKey: ProductSortKeys
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    products(first: $first, sortKey: $sortKey) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

export type { ProductCardFragment as ProductCardData };

/**
 * The first `first` products of the catalogue, in catalogue order, or by `sortKey` (the
 * platform's `BEST_SELLING` ranks them by sales).
 */
export async function getProducts(
  storefront: ShopifyClient,
  {
    first = PRODUCTS_FETCHED,
    sortKey,
    signal,
  }: { first?: number; sortKey?: ProductSortKeys; signal?: AbortSignal } = {},
): Promise<ProductCardFragment[]> {
  const data = await storefront.request(GET_PRODUCTS_QUERY, {
    variables: { first, sortKey },
    signal,
  });
  return nodesOf(data.products, 'GetProducts');
}

/** The catalogue page's introduction: the description of the shop's "all" collection. */
export const GET_CATALOGUE_INTRO_QUERY = `#graphql
  query GetCatalogueIntro($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: "all") {
      description
    }
  }
` as const;

/** What the owner wrote to introduce the whole catalogue; null when there is no such text. */
export async function getCatalogueIntro(storefront: ShopifyClient): Promise<string | null> {
  const { collection } = await storefront.request(GET_CATALOGUE_INTRO_QUERY);
  return collection?.description.trim() || null;
}
