import { describe, expect, it } from 'vitest';
import type { ShopifyClient } from './client';
import type {
  GetSitemapProductsQuery,
  GetSitemapProductsQueryVariables,
} from './generated/storefront-api.generated';
import { getSitemapProducts } from './sitemap';

/** A catalogue of `count` products behind a client that pages like the Storefront API. */
function fakeCatalogue(count: number) {
  const calls: GetSitemapProductsQueryVariables[] = [];
  const all = Array.from({ length: count }, (_, i) => ({
    handle: `product-${i}`,
    updatedAt: `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}Z`,
  }));
  const client: ShopifyClient = {
    endpoint: 'http://store.test/api/2026-04/graphql.json',
    async request<TData>(_document: string, options?: { variables?: object }) {
      const variables = options?.variables as GetSitemapProductsQueryVariables;
      calls.push(variables);
      const start = variables.after ? Number(variables.after) : 0;
      const nodes = all.slice(start, start + variables.first);
      const end = start + nodes.length;
      const data: GetSitemapProductsQuery = {
        products: {
          nodes,
          pageInfo: { hasNextPage: end < all.length, endCursor: nodes.length ? String(end) : null },
        },
      };
      return data as TData;
    },
  };
  return { client, calls, all };
}

describe('getSitemapProducts', () => {
  it('follows the cursor through every page of the catalogue', async () => {
    const { client, calls, all } = fakeCatalogue(600);
    expect(await getSitemapProducts(client, { limit: 50_000 })).toEqual(all);
    expect(calls).toEqual([
      { first: 250, after: null },
      { first: 250, after: '250' },
      { first: 250, after: '500' },
    ]);
  });

  it('asks for no more than the limit', async () => {
    const { client, calls } = fakeCatalogue(600);
    const products = await getSitemapProducts(client, { limit: 260 });
    expect(products).toHaveLength(260);
    expect(calls.map((call) => call.first)).toEqual([250, 10]);
  });
});
