import { PRODUCTS_FETCHED } from '../constants';
import { nodesOf, type ShopifyClient } from './client';
import type {
  GetProductsQuery,
  GetProductsQueryVariables,
  ProductCardFragment,
} from './generated/storefront-api.generated';
import { GET_PRODUCTS_QUERY } from './queries';

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
