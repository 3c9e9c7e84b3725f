import { VARIANTS_FETCHED } from '../constants';

/**
 * Reusable selections. Each fragment is self-contained (it embeds no other fragment), so a
 * document lists every fragment it spreads exactly once.
 */

/** What a product card shows: image, title, first variant and its price. */
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    featuredImage {
      url
      altText
      width
      height
    }
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    variants(first: ${VARIANTS_FETCHED}) {
      nodes {
        id
        availableForSale
        price {
          amount
          currencyCode
        }
        selectedOptions {
          name
          value
        }
      }
    }
  }
`;
