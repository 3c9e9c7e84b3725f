import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_PAGE_SIZE } from '../src/storefront-api/resolvers/sitemap';
import { products } from './support/catalogue';
import { dataOf, startTestServer, type TestServer } from './support/test-server';

interface Sitemap {
  pagesCount: { count: number; precision: string };
  resources: {
    hasNextPage: boolean;
    items: {
      __typename: string;
      handle: string;
      updatedAt: string;
      title?: string;
      image?: { filepath: string; alt: string | null } | null;
    }[];
  } | null;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

async function sitemap(type: string, page = 1): Promise<Sitemap> {
  const result = await server.graphql<{ sitemap: Sitemap }>(
    `query S($page: Int!) { sitemap(type: ${type}) {
      pagesCount { count precision }
      resources(page: $page) {
        hasNextPage
        items { __typename handle updatedAt
          ... on SitemapResource { title image { filepath alt } } }
      }
    } }`,
    { page },
  );
  return dataOf(result).sitemap;
}

describe('sitemap', () => {
  it('lists every product on page 1 of 1, with its featured image', async () => {
    const { pagesCount, resources } = await sitemap('PRODUCT');
    expect(SITEMAP_PAGE_SIZE).toBe(250);
    expect(pagesCount).toEqual({ count: 1, precision: 'EXACT' });
    expect(resources?.hasNextPage).toBe(false);
    expect(resources?.items.map((item) => item.handle)).toEqual(
      products.map((product) => product.handle),
    );
    const [first] = resources?.items ?? [];
    expect(first).toMatchObject({
      __typename: 'SitemapResource',
      title: products[0]?.title,
      image: { filepath: expect.stringContaining('/cdn/shop/files/'), alt: expect.any(String) },
    });
    expect(Date.parse(first?.updatedAt ?? '')).not.toBeNaN();
  });

  it('lists collections, pages, the blog and its articles by handle', async () => {
    const handles = async (type: string) =>
      (await sitemap(type)).resources?.items.map((item) => item.handle) ?? [];
    expect(await handles('COLLECTION')).toContain('bath');
    expect(await handles('PAGE')).toContain('faq');
    expect(await handles('BLOG')).toEqual(['journal']);
    expect(await handles('ARTICLE')).toContain('water-notes-chlorine-and-chloramine');
  });

  it('answers an empty page past the last, and no metaobjects (none is renderable)', async () => {
    const past = await sitemap('PRODUCT', 2);
    expect(past.resources).toEqual({ hasNextPage: false, items: [] });
    const metaobjects = await sitemap('METAOBJECT');
    expect(metaobjects.pagesCount.count).toBe(0);
    expect(metaobjects.resources?.items).toEqual([]);
  });
});
