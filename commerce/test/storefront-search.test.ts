import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

interface SearchResult {
  search: {
    totalCount: number;
    nodes: { __typename: string; handle: string; trackingParameters: string | null }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  };
}

const SEARCH = `query Search(
  $query: String!, $types: [SearchType!], $first: Int, $after: String, $sortKey: SearchSortKeys,
  $reverse: Boolean, $filters: [ProductFilter!], $unavailable: SearchUnavailableProductsType,
  $prefix: SearchPrefixQueryType
) {
  search(query: $query, types: $types, first: $first, after: $after, sortKey: $sortKey,
    reverse: $reverse, productFilters: $filters, unavailableProducts: $unavailable, prefix: $prefix) {
    totalCount
    nodes {
      __typename
      ... on Product { handle trackingParameters }
      ... on Page { handle trackingParameters }
    }
    pageInfo { hasNextPage hasPreviousPage endCursor }
  }
}`;

async function search(variables: Record<string, unknown>) {
  const result = await server.graphql<SearchResult>(SEARCH, { first: 20, ...variables });
  expect(result.errors).toBeUndefined();
  return result.data.search;
}

const handlesOf = (found: SearchResult['search']) => found.nodes.map((node) => node.handle);

describe('search', () => {
  it('ranks title matches above tag and type matches, above the description', async () => {
    const found = await search({ query: 'powder', types: ['PRODUCT'] });
    expect(handlesOf(found)).toEqual([
      'bath-and-plunge-powder-4-pack', // in the title
      'travel-bath-sachets-10-pack', // tagged powder
      'ice-plunge-starter-kit', // tagged powder
      'bamboo-measuring-scoop', // in the description only
      'inline-shower-filter', // in the description only
    ]);
    expect(found.totalCount).toBe(5);
    expect(found.nodes[0]?.trackingParameters).toBe('_pos=1&_psq=powder&_ss=e&_v=1.0');
  });

  it('finds pages too, after products of the same relevance, unless types say otherwise', async () => {
    const found = await search({ query: 'science' });
    expect(found.nodes.map((node) => node.__typename)).toContain('Page');
    expect(found.nodes.find((node) => node.__typename === 'Page')?.handle).toBe('science');
    expect(handlesOf(await search({ query: 'science', types: ['PRODUCT'] }))).not.toContain(
      'science',
    );
  });

  it('requires every word, and reads fields, OR, negation and quotes', async () => {
    expect(handlesOf(await search({ query: 'bath sachets', types: ['PRODUCT'] }))).toEqual([
      'travel-bath-sachets-10-pack',
    ]);
    expect(handlesOf(await search({ query: 'title:powder', types: ['PRODUCT'] }))).toEqual([
      'bath-and-plunge-powder-4-pack',
    ]);
    expect(
      handlesOf(await search({ query: 'tag:accessory -tag:"ice plunge"', types: ['PRODUCT'] })),
    ).toEqual(['chlorine-chloramine-test-strips', 'inline-shower-filter', 'linen-storage-tote']);
    expect(
      handlesOf(
        await search({
          query: 'product_type:"Test kit" OR product_type:bundle',
          types: ['PRODUCT'],
        }),
      ),
    ).toEqual(['chlorine-chloramine-test-strips', 'ice-plunge-starter-kit']);
    expect((await search({ query: 'no-such-thing-here' })).nodes).toEqual([]);
  });

  it('completes the last word only when prefix is LAST', async () => {
    expect((await search({ query: 'sach', types: ['PRODUCT'] })).nodes).toEqual([]);
    expect(handlesOf(await search({ query: 'sach', types: ['PRODUCT'], prefix: 'LAST' }))).toEqual([
      'travel-bath-sachets-10-pack',
    ]);
  });

  it('sorts by price, and reverses', async () => {
    const byPrice = handlesOf(
      await search({ query: 'tag:accessory', types: ['PRODUCT'], sortKey: 'PRICE' }),
    );
    expect(byPrice).toEqual([
      'bamboo-measuring-scoop', // 8.00
      'chlorine-chloramine-test-strips', // 14.00
      'linen-storage-tote', // 28.00
      'inline-shower-filter', // 39.00
    ]);
    expect(
      handlesOf(
        await search({
          query: 'tag:accessory',
          types: ['PRODUCT'],
          sortKey: 'PRICE',
          reverse: true,
        }),
      ),
    ).toEqual([...byPrice].reverse());
  });

  it('pages through results with cursors', async () => {
    const all = handlesOf(await search({ query: 'powder', types: ['PRODUCT'] }));
    const first = await search({ query: 'powder', types: ['PRODUCT'], first: 2 });
    expect(handlesOf(first)).toEqual(all.slice(0, 2));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await search({
      query: 'powder',
      types: ['PRODUCT'],
      first: 2,
      after: first.pageInfo.endCursor,
    });
    expect(handlesOf(second)).toEqual(all.slice(2, 4));
    expect(second.nodes[0]?.trackingParameters).toContain('_pos=3');
    expect(second.pageInfo.hasPreviousPage).toBe(true);
  });

  it('narrows products by productFilters: same kind either, different kinds all', async () => {
    const query = 'tag:accessory OR tag:powder';
    expect(
      handlesOf(
        await search({ query, types: ['PRODUCT'], filters: [{ price: { min: 10, max: 30 } }] }),
      ),
    ).toEqual([
      'travel-bath-sachets-10-pack',
      'chlorine-chloramine-test-strips',
      'linen-storage-tote',
    ]);
    expect(
      handlesOf(
        await search({
          query,
          types: ['PRODUCT'],
          filters: [{ productType: 'Bundle' }, { productType: 'Test kit' }],
        }),
      ),
    ).toEqual(['chlorine-chloramine-test-strips', 'ice-plunge-starter-kit']);
    expect(
      handlesOf(
        await search({
          query,
          types: ['PRODUCT'],
          filters: [{ tag: 'bath' }, { productVendor: 'Clearwell' }, { available: true }],
        }),
      ),
    ).toEqual([
      'bath-and-plunge-powder-4-pack',
      'travel-bath-sachets-10-pack',
      'bamboo-measuring-scoop',
    ]);
  });

  it('answers the facets of what the query found', async () => {
    const result = await server.graphql<{
      search: {
        productFilters: { id: string; values: { label: string; count: number; input: string }[] }[];
      };
    }>(
      `{ search(query: "tag:accessory", first: 1, types: [PRODUCT]) {
          productFilters { id values { label count input } }
      } }`,
    );
    const facets = Object.fromEntries(
      result.data.search.productFilters.map((facet) => [facet.id, facet.values]),
    );
    expect(facets['filter.v.availability']?.[0]).toEqual({
      label: 'In stock',
      count: 4,
      input: '{"available":true}',
    });
    expect(facets['filter.v.price']?.[0]?.input).toBe('{"price":{"min":0,"max":39}}');
    expect(facets['filter.p.product_type']).toEqual([
      { label: 'Accessory', count: 2, input: '{"productType":"Accessory"}' },
      { label: 'Shower filter', count: 1, input: '{"productType":"Shower filter"}' },
      { label: 'Test kit', count: 1, input: '{"productType":"Test kit"}' },
    ]);
  });

  it('puts unavailable products last, or hides them', async () => {
    const productId = server.db
      .prepare<[], number>("SELECT id FROM products WHERE handle = 'bath-and-plunge-powder-4-pack'")
      .pluck()
      .get();
    server.db
      .prepare('UPDATE product_variants SET available_for_sale = 0 WHERE product_id = ?')
      .run(productId);
    try {
      const last = handlesOf(await search({ query: 'powder', types: ['PRODUCT'] }));
      expect(last.at(-1)).toBe('bath-and-plunge-powder-4-pack');
      const hidden = handlesOf(
        await search({ query: 'powder', types: ['PRODUCT'], unavailable: 'HIDE' }),
      );
      expect(hidden).not.toContain('bath-and-plunge-powder-4-pack');
      const shown = handlesOf(
        await search({ query: 'powder', types: ['PRODUCT'], unavailable: 'SHOW' }),
      );
      expect(shown[0]).toBe('bath-and-plunge-powder-4-pack');
    } finally {
      server.db
        .prepare('UPDATE product_variants SET available_for_sale = 1 WHERE product_id = ?')
        .run(productId);
    }
  });

  it('refuses a filter it does not support with the not-implemented error', async () => {
    const result = await server.graphql(
      `{ search(query: "powder", first: 5, productFilters: [{ productMetafield: { namespace: "a", key: "b", value: "c" } }]) { totalCount } }`,
    );
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'NOT_IMPLEMENTED_LOCALLY',
      field: 'ProductFilter.productMetafield',
    });
  });

  it('answers trackingParameters only inside search results', async () => {
    const result = await server.graphql<{ product: { trackingParameters: null } }>(
      '{ product(handle: "bamboo-measuring-scoop") { trackingParameters } }',
    );
    expect(result.data.product.trackingParameters).toBeNull();
  });
});

interface PredictiveResult {
  predictiveSearch: {
    products: { handle: string; trackingParameters: string }[];
    queries: { text: string; styledText: string }[];
    pages: { handle: string }[];
    collections: unknown[];
    articles: unknown[];
  };
}

const PREDICTIVE = `query Predictive($query: String!, $limit: Int, $scope: PredictiveSearchLimitScope,
  $fields: [SearchableField!], $types: [PredictiveSearchType!]) {
  predictiveSearch(query: $query, limit: $limit, limitScope: $scope, searchableFields: $fields, types: $types) {
    products { handle trackingParameters }
    queries { text styledText }
    pages { handle }
    collections { handle }
    articles { handle }
  }
}`;

async function predictive(variables: Record<string, unknown>) {
  const result = await server.graphql<PredictiveResult>(PREDICTIVE, variables);
  expect(result.errors).toBeUndefined();
  return result.data.predictiveSearch;
}

describe('predictiveSearch', () => {
  it('completes the word being typed, in titles, types and vendors by default', async () => {
    const found = await predictive({ query: 'pow', scope: 'EACH' });
    expect(found.products.map((product) => product.handle)).toEqual([
      'bath-and-plunge-powder-4-pack',
    ]);
    expect(found.products[0]?.trackingParameters).toBe('_pos=1&_psq=pow&_ss=e&_v=1.0');
    expect(found.queries).toEqual([{ text: 'powder', styledText: 'pow<mark>der</mark>' }]);
    expect(found.articles).toEqual([]);
  });

  it('searches the fields asked for', async () => {
    const found = await predictive({ query: 'pow', fields: ['TAG'], types: ['PRODUCT'] });
    expect(found.products.map((product) => product.handle)).toEqual([
      'bath-and-plunge-powder-4-pack',
      'travel-bath-sachets-10-pack',
      'ice-plunge-starter-kit',
    ]);
    expect(found.queries).toEqual([]);
  });

  it('limits each type, or all of them together', async () => {
    const each = await predictive({ query: 'b', limit: 2, scope: 'EACH' });
    expect(each.products).toHaveLength(2);
    expect(each.queries).toHaveLength(2);
    const all = await predictive({ query: 'b', limit: 3, scope: 'ALL' });
    expect(all.products.length + all.queries.length + all.pages.length).toBe(3);
  });

  it('refuses a limit outside 1-10', async () => {
    const result = await server.graphql(PREDICTIVE, { query: 'pow', limit: 11 });
    expect(result.errors?.[0]).toMatchObject({
      message: 'The limit must be between 1 and 10.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});
