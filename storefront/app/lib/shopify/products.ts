import { PRODUCTS_FETCHED } from '../constants';
import type { ShopifyClient } from './client';
import { PRODUCT_CARD_FRAGMENT } from './fragments';
import { nodesOf } from './graphql-client';
import type {
  GetProductsQuery,
  GetProductsQueryVariables,
  ProductCardFragment,
} from './generated/storefront-api.generated';

/** The catalogue listing. `$country` and `$language` are filled in by the client. */
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

export type { ProductCardFragment as ProductCardData };

/** The first `first` products of the catalogue, in catalogue order. */
export async function getProducts(
  storefront: ShopifyClient,
  { first = PRODUCTS_FETCHED, signal }: { first?: number; signal?: AbortSignal } = {},
): Promise<ProductCardFragment[]> {
  const data = await storefront.request<GetProductsQuery, GetProductsQueryVariables>(
    GET_PRODUCTS_QUERY,
    { variables: { first }, signal },
  );
  return nodesOf(data.products, 'GetProducts');
}
