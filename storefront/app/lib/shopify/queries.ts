import { PRODUCT_CARD_FRAGMENT } from './fragments';

/**
 * Every Storefront API query the storefront sends. `$country` and `$language` are filled in by
 * the client from the configuration (like Hydrogen), so callers never pass them.
 */

export const GET_PRODUCTS_QUERY = `#graphql
  query GetProducts($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;
