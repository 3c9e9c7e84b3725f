import type { ShopifyClient } from './client';
import type { GetSitemapProductsQuery } from './generated/storefront-api.generated';

/** The Storefront API's largest page size. */
const SITEMAP_PAGE_SIZE = 250;

/**
 * What /sitemap.xml lists for each product. No `@inContext`: a product's handle and update time
 * are the same in every market.
 */
export const GET_SITEMAP_PRODUCTS_QUERY = `#graphql
  query GetSitemapProducts($first: Int!, $after: String) {
    products(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { handle updatedAt }
    }
  }
` as const;

type SitemapProduct = GetSitemapProductsQuery['products']['nodes'][number];

/**
 * Every product in the catalogue, page by page, up to `limit` (a sitemap file holds at most
 * 50,000 URLs, so there is no point fetching more).
 */
export async function getSitemapProducts(
  storefront: ShopifyClient,
  { limit, signal }: { limit: number; signal?: AbortSignal },
): Promise<SitemapProduct[]> {
  const products: SitemapProduct[] = [];
  let after: string | null = null;
  do {
    const { products: page }: GetSitemapProductsQuery = await storefront.request(
      GET_SITEMAP_PRODUCTS_QUERY,
      {
        variables: { first: Math.min(SITEMAP_PAGE_SIZE, limit - products.length), after },
        signal,
      },
    );
    products.push(...page.nodes);
    after = page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null;
  } while (after && products.length < limit);
  return products;
}
