import { describe, expect, it } from 'vitest';
import type { ShopifyClient } from './client';
import { getSitemapContent } from './content';
import type {
  GetSitemapContentQuery,
  GetSitemapContentQueryVariables,
} from './generated/storefront-api.generated';

describe('getSitemapContent', () => {
  it('pages through every page and lists the policies the shop has written', async () => {
    const all = Array.from({ length: 260 }, (_, i) => ({
      handle: `page-${i}`,
      updatedAt: '2026-01-01T00:00:00Z',
    }));
    const calls: GetSitemapContentQueryVariables[] = [];
    const client: ShopifyClient = {
      endpoint: 'http://store.test/api/2026-04/graphql.json',
      async request<TData>(_document: string, options?: { variables?: object }) {
        const variables = options?.variables as GetSitemapContentQueryVariables;
        calls.push(variables);
        const start = variables.after ? Number(variables.after) : 0;
        const nodes = all.slice(start, start + variables.first);
        const end = start + nodes.length;
        const data: GetSitemapContentQuery = {
          pages: { nodes, pageInfo: { hasNextPage: end < all.length, endCursor: String(end) } },
          shop: {
            privacyPolicy: { handle: 'privacy-policy' },
            refundPolicy: null,
            shippingPolicy: null,
            termsOfService: { handle: 'terms-of-service' },
            // Shopify's default, not the shop's own: no id.
            subscriptionPolicy: { id: null, handle: 'subscription-policy' },
          },
        };
        return data as TData;
      },
    };
    const content = await getSitemapContent(client, { limit: 50_000 });
    expect(content.pages).toEqual(all);
    expect(content.policies).toEqual(['privacy-policy', 'terms-of-service']);
    expect(calls).toEqual([
      { first: 250, after: null },
      { first: 250, after: '250' },
    ]);
  });
});
