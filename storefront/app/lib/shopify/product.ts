import {
  PRODUCT_IMAGES_FETCHED,
  RELATED_PRODUCTS_FETCHED,
  RELATED_PRODUCTS_SHOWN,
  SELLING_PLANS_FETCHED,
  VARIANTS_FETCHED,
} from '../constants';
import type { ShopifyClient } from './client';
import { nodesOf } from './graphql-client';
import { PRODUCT_CARD_FRAGMENT } from './fragments';
import type {
  BuyNowCartCreateMutation,
  BuyNowCartCreateMutationVariables,
  CartLineInput,
  GetProductQuery,
  GetProductQueryVariables,
  GetRelatedProductsQuery,
  GetRelatedProductsQueryVariables,
  ProductCardFragment,
  ProductPageFragment,
} from './generated/storefront-api.generated';

/**
 * The product page's documents (GetProduct, GetRelatedProducts) and the Buy It Now cart, with
 * their typed functions. `$country` / `$language` are filled in by the client.
 */

/** Everything the product page shows. */
const PRODUCT_PAGE_FRAGMENT = `#graphql
  fragment ProductPage on Product {
    id
    handle
    title
    vendor
    tags
    description
    descriptionHtml
    featuredImage { url altText width height }
    images(first: ${PRODUCT_IMAGES_FETCHED}) {
      nodes {
        # The gallery is the page's largest paint: WebP is about a third of the PNG's bytes.
        url(transform: { preferredContentType: WEBP })
        altText
        width
        height
      }
    }
    variants(first: ${VARIANTS_FETCHED}) {
      nodes {
        id
        title
        sku
        availableForSale
        requiresShipping
        price { amount currencyCode }
        compareAtPrice { amount currencyCode }
        selectedOptions { name value }
        image { url altText width height }
        product { id handle title }
        # What each plan charges for this variant, worked out by the platform.
        sellingPlanAllocations(first: ${SELLING_PLANS_FETCHED}) {
          nodes {
            sellingPlan { id name options { name value } }
            priceAdjustments {
              price { amount currencyCode }
              compareAtPrice { amount currencyCode }
            }
          }
        }
      }
    }
    seo { title description }
  }
`;

export const GET_PRODUCT_QUERY = `#graphql
  query GetProduct($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...ProductPage
    }
  }
  ${PRODUCT_PAGE_FRAGMENT}
`;

export const GET_RELATED_PRODUCTS_QUERY = `#graphql
  query GetRelatedProducts($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

/**
 * Buy It Now: a cart of its own holding just the one line, so the shopper's bag is never
 * touched. Only what the hand-off to checkout needs is read back.
 */
export const BUY_NOW_CART_CREATE_MUTATION = `#graphql
  mutation BuyNowCartCreate(
    $lines: [CartLineInput!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    cartCreate(input: { lines: $lines }) {
      cart { id checkoutUrl }
      userErrors { field message code }
    }
  }
`;

export type ProductVariantData = ProductPageFragment['variants']['nodes'][number];
export type ProductImageData = ProductPageFragment['images']['nodes'][number];

/** The product with this handle, or null when the catalogue has none. */
export async function getProduct(
  storefront: ShopifyClient,
  handle: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductPageFragment | null> {
  const data = await storefront.request<GetProductQuery, GetProductQueryVariables>(
    GET_PRODUCT_QUERY,
    { variables: { handle }, signal },
  );
  return data.product;
}

/**
 * Up to 4 other products for "You May Also Like": the first 5 of the catalogue without the
 * current one (its handle is left out).
 */
export async function getRelatedProducts(
  storefront: ShopifyClient,
  currentHandle: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductCardFragment[]> {
  const data = await storefront.request<GetRelatedProductsQuery, GetRelatedProductsQueryVariables>(
    GET_RELATED_PRODUCTS_QUERY,
    { variables: { first: RELATED_PRODUCTS_FETCHED }, signal },
  );
  return nodesOf(data.products, 'GetRelatedProducts')
    .filter((product) => product.handle !== currentHandle)
    .slice(0, RELATED_PRODUCTS_SHOWN);
}

type BuyNowCartResult = { ok: true; checkoutUrl: string } | { ok: false; message: string };

/**
 * Creates a new cart holding only `line` and returns its checkout URL, or the first of the
 * API's user errors (e.g. sold out). Transport and GraphQL failures throw.
 */
export async function createBuyNowCart(
  storefront: ShopifyClient,
  line: CartLineInput,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BuyNowCartResult> {
  const data = await storefront.request<
    BuyNowCartCreateMutation,
    BuyNowCartCreateMutationVariables
  >(BUY_NOW_CART_CREATE_MUTATION, {
    // A one-time purchase has no sellingPlanId (undefined is left out of the request).
    variables: { lines: [line] },
    signal,
  });
  const payload = data.cartCreate;
  const error = payload?.userErrors[0];
  if (error) return { ok: false, message: error.message };
  if (!payload?.cart) return { ok: false, message: 'The cart could not be created.' };
  return { ok: true, checkoutUrl: payload.cart.checkoutUrl };
}
