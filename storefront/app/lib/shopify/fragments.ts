import { VARIANTS_FETCHED } from '../constants';

/**
 * Reusable selections. Each fragment is self-contained (it embeds no other fragment), so a
 * document lists every fragment it spreads exactly once.
 */

/**
 * What a product card shows (image, title, first variant and its price), plus what its Add to
 * Cart button needs for the line the drawer shows before the platform answers.
 */
export const PRODUCT_CARD_FRAGMENT = `#graphql
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
  }
`;

/**
 * The cart, with what the drawer shows (plan name, unit and compare-at prices).
 * Its lines take `$numCartLines`, which every cart document declares.
 */
export const CART_FRAGMENT = `#graphql
  fragment CartFragment on Cart {
    id
    checkoutUrl
    totalQuantity
    discountCodes { code applicable }
    buyerIdentity { countryCode }
    cost {
      subtotalAmount { amount currencyCode }
      totalAmount { amount currencyCode }
    }
    lines(first: $numCartLines) {
      nodes {
        id
        quantity
        attributes { key value }
        cost {
          totalAmount { amount currencyCode }
          amountPerQuantity { amount currencyCode }
          compareAtAmountPerQuantity { amount currencyCode }
        }
        sellingPlanAllocation {
          sellingPlan { id name }
        }
        merchandise {
          ... on ProductVariant {
            id
            availableForSale
            compareAtPrice { amount currencyCode }
            price { amount currencyCode }
            requiresShipping
            title
            image { id url altText width height }
            product { handle title id }
            selectedOptions { name value }
          }
        }
      }
    }
  }
`;
