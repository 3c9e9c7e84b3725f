import {
  PRODUCT_IMAGES_FETCHED,
  RELATED_PRODUCTS_FETCHED,
  RELATED_PRODUCTS_SHOWN,
  PRODUCT_OPTIONS_FETCHED,
  SELLING_PLANS_FETCHED,
} from '../constants';
import type { ShopifyClient } from './client';
import { DIRECTION_FRAGMENT, INGREDIENT_FRAGMENT, PACK_FACTS_FRAGMENT } from './fragments';
import { getProducts } from './products';
import type {
  CartLineInput,
  ProductCardFragment,
  ProductPageFragment,
  SelectedOptionInput,
} from './generated/storefront-api.generated';

/**
 * The product page's document (GetProduct), its related products and the Buy It Now cart.
 * `$country` / `$language` are filled in by the client.
 */

/** The variant the page sells: its price, picture, plans and what its cart line shows. */
const PRODUCT_PAGE_VARIANT_FRAGMENT = `#graphql
  fragment ProductPageVariant on ProductVariant {
    id
    title
    sku
    availableForSale
    requiresShipping
    price { amount currencyCode }
    compareAtPrice { amount currencyCode }
    selectedOptions { name value }
    image { id url altText width height }
    # The pack's facts ride with the variant, as the line it adds to the cart needs them.
    product { id handle title ...PackFacts }
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
` as const;

/** What an option picker needs of another variant to link to it (getProductOptions' input). */
const OPTION_PICKER_VARIANT_FRAGMENT = `#graphql
  fragment OptionPickerVariant on ProductVariant {
    id
    availableForSale
    selectedOptions { name value }
    product { handle }
  }
` as const;

/** Everything the product page shows. */
const PRODUCT_PAGE_FRAGMENT = `#graphql
  fragment ProductPage on Product {
    id
    handle
    title
    vendor
    description
    descriptionHtml
    featuredImage { url altText width height }
    images(first: ${PRODUCT_IMAGES_FETCHED}) {
      nodes {
        id
        # The gallery is the page's largest paint: WebP is about a third of the PNG's bytes.
        url(transform: { preferredContentType: WEBP })
        altText
        width
        height
      }
    }
    # The variant the URL's options name (Hydrogen's ?Color=Charcoal), else the first for sale,
    # else the first; and what the option pickers need to link every value to its variant.
    selectedOrFirstAvailableVariant(
      selectedOptions: $selectedOptions
      ignoreUnknownOptions: true
      caseInsensitiveMatch: true
    ) {
      ...ProductPageVariant
    }
    adjacentVariants(selectedOptions: $selectedOptions) { ...OptionPickerVariant }
    encodedVariantExistence
    encodedVariantAvailability
    options(first: ${PRODUCT_OPTIONS_FETCHED}) {
      name
      optionValues {
        name
        firstSelectableVariant { ...OptionPickerVariant }
        swatch { color }
      }
    }
    seo { title description }
    # What the page's tabs show, when the product has them (the products containing the powder).
    directions: metafield(namespace: "custom", key: "directions") {
      references(first: 10) {
        nodes { ...Direction }
      }
    }
    usageNotes: metafield(namespace: "custom", key: "usage_notes") { value }
    ingredients: metafield(namespace: "custom", key: "ingredients") {
      references(first: 20) {
        nodes { ...Ingredient }
      }
    }
    # Read here, where it costs nothing extra; not yet shown.
    packContents: metafield(namespace: "custom", key: "pack_contents") { value }
    # The review app's average and count, shown by the title and in the JSON-LD.
    rating: metafield(namespace: "reviews", key: "rating") { value }
    ratingCount: metafield(namespace: "reviews", key: "rating_count") { value }
  }
  ${PRODUCT_PAGE_VARIANT_FRAGMENT}
  ${OPTION_PICKER_VARIANT_FRAGMENT}
  ${DIRECTION_FRAGMENT}
  ${INGREDIENT_FRAGMENT}
  ${PACK_FACTS_FRAGMENT}
` as const;

export const GET_PRODUCT_QUERY = `#graphql
  query GetProduct(
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...ProductPage
    }
  }
  ${PRODUCT_PAGE_FRAGMENT}
` as const;

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
` as const;

export type ProductPageData = ProductPageFragment;
export type ProductVariantData = NonNullable<
  ProductPageFragment['selectedOrFirstAvailableVariant']
>;
export type ProductImageData = ProductPageFragment['images']['nodes'][number];

/**
 * The product with this handle, or null when the catalogue has none; its selected variant is
 * the one `selectedOptions` names (options it lacks are ignored).
 */
export async function getProduct(
  storefront: ShopifyClient,
  handle: string,
  {
    selectedOptions = [],
    signal,
  }: { selectedOptions?: SelectedOptionInput[]; signal?: AbortSignal } = {},
): Promise<ProductPageFragment | null> {
  const data = await storefront.request(GET_PRODUCT_QUERY, {
    variables: { handle, selectedOptions },
    signal,
  });
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
  const products = await getProducts(storefront, { first: RELATED_PRODUCTS_FETCHED, signal });
  return products
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
  const data = await storefront.request(BUY_NOW_CART_CREATE_MUTATION, {
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
