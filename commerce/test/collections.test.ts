import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollectionsError, loadCollections } from '../src/catalogue/seed-collections';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const SEED_IMAGES = new URL('../seed/images', import.meta.url).pathname;

const PRODUCTS = `query Collection($handle: String!, $first: Int, $after: String,
  $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $filters: [ProductFilter!]) {
  collection(handle: $handle) {
    products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, filters: $filters) {
      nodes { handle }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }
}`;

interface ProductsResult {
  collection: {
    products: {
      nodes: { handle: string }[];
      pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
    };
  } | null;
}

async function productsOf(handle: string, variables: Record<string, unknown> = {}) {
  const result = await server.graphql<ProductsResult>(PRODUCTS, {
    handle,
    first: 20,
    ...variables,
  });
  expect(result.errors).toBeUndefined();
  return result.data.collection?.products;
}

const handles = (products: Awaited<ReturnType<typeof productsOf>>) =>
  products?.nodes.map((node) => node.handle);

describe('collections', () => {
  it('lists the seeded collections, with their images, in id order', async () => {
    const result = await server.graphql<{
      collections: {
        nodes: { id: string; handle: string; title: string; image: { url: string } | null }[];
        pageInfo: { hasNextPage: boolean };
      };
    }>(
      '{ collections(first: 10) { nodes { id handle title image { url } } pageInfo { hasNextPage } } }',
    );
    expect(result.data.collections.nodes.map((node) => [node.id, node.handle, node.title])).toEqual(
      [
        ['gid://shopify/Collection/1', 'all', 'All products'],
        ['gid://shopify/Collection/2', 'bath', 'Bath'],
        ['gid://shopify/Collection/3', 'ice-plunge', 'Ice plunge'],
        ['gid://shopify/Collection/4', 'accessories', 'Accessories'],
        ['gid://shopify/Collection/5', 'bundles', 'Bundles'],
      ],
    );
    expect(result.data.collections.nodes[1]?.image?.url).toMatch(
      /\/cdn\/shop\/files\/powder-bath\.png\?v=/,
    );
  });

  it('sorts collections by title or update, and pages through them', async () => {
    const result = await server.graphql<{
      collections: { nodes: { handle: string }[]; pageInfo: { hasNextPage: boolean } };
    }>('{ collections(first: 2, sortKey: TITLE) { nodes { handle } pageInfo { hasNextPage } } }');
    expect(result.data.collections).toEqual({
      nodes: [{ handle: 'accessories' }, { handle: 'all' }],
      pageInfo: { hasNextPage: true },
    });
    const latest = await server.graphql<{ collections: { nodes: { handle: string }[] } }>(
      '{ collections(first: 1, sortKey: UPDATED_AT, reverse: true) { nodes { handle } } }',
    );
    expect(latest.data.collections.nodes).toHaveLength(1);
  });

  it('finds a collection by handle or id, and answers null for an unknown one', async () => {
    const result = await server.graphql<Record<string, { title: string } | null>>(
      `{
        byHandle: collection(handle: "bath") { title }
        byId: collection(id: "gid://shopify/Collection/4") { title }
        legacy: collectionByHandle(handle: "bundles") { title }
        unknown: collection(handle: "no-such-collection") { title }
        unknownId: collection(id: "gid://shopify/Collection/999") { title }
        node(id: "gid://shopify/Collection/3") { ... on Collection { title } }
      }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      byHandle: { title: 'Bath' },
      byId: { title: 'Accessories' },
      legacy: { title: 'Bundles' },
      unknown: null,
      unknownId: null,
      node: { title: 'Ice plunge' },
    });
  });

  it('has the products its rules select; "all" has every product', async () => {
    expect(handles(await productsOf('bath'))).toEqual([
      'bath-and-plunge-powder-4-pack',
      'travel-bath-sachets-10-pack',
      'bamboo-measuring-scoop',
    ]);
    expect(handles(await productsOf('bundles'))).toEqual(['ice-plunge-starter-kit']);
    expect(await productsOf('all')).toMatchObject({ nodes: { length: 7 } });
  });

  it('sorts its products by title and price, and reverses', async () => {
    expect(handles(await productsOf('accessories', { sortKey: 'TITLE' }))).toEqual([
      'bamboo-measuring-scoop',
      'chlorine-chloramine-test-strips',
      'inline-shower-filter',
      'linen-storage-tote',
    ]);
    expect(handles(await productsOf('accessories', { sortKey: 'PRICE', reverse: true }))).toEqual([
      'inline-shower-filter', // 39.00
      'linen-storage-tote', // 28.00
      'chlorine-chloramine-test-strips', // 14.00
      'bamboo-measuring-scoop', // 8.00
    ]);
  });

  it('pages through its products', async () => {
    const first = await productsOf('all', { first: 3 });
    expect(first?.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await productsOf('all', { first: 3, after: first?.pageInfo.endCursor });
    const rest = await productsOf('all', { first: 3, after: second?.pageInfo.endCursor });
    expect([...handles(first)!, ...handles(second)!, ...handles(rest)!]).toEqual(
      handles(await productsOf('all')),
    );
    expect(rest?.pageInfo.hasNextPage).toBe(false);
  });

  it('filters its products by price, type, vendor, tag and availability', async () => {
    expect(
      handles(await productsOf('all', { filters: [{ price: { min: 20, max: 45 } }] })),
    ).toEqual(['bath-and-plunge-powder-4-pack', 'inline-shower-filter', 'linen-storage-tote']);
    expect(
      handles(
        await productsOf('all', {
          filters: [{ productType: 'Accessory' }, { productType: 'Bundle' }],
        }),
      ),
    ).toEqual(['bamboo-measuring-scoop', 'ice-plunge-starter-kit', 'linen-storage-tote']);
    expect(
      handles(
        await productsOf('all', {
          filters: [{ tag: 'travel' }, { productVendor: 'clearwell' }, { available: true }],
        }),
      ),
    ).toEqual(['travel-bath-sachets-10-pack']);
    expect(handles(await productsOf('all', { filters: [{ available: false }] }))).toEqual([]);
  });

  it('describes its facets for a filter form', async () => {
    const result = await server.graphql<{
      collection: {
        products: {
          filters: { id: string; type: string; values: { label: string; count: number }[] }[];
        };
      };
    }>(
      '{ collection(handle: "bath") { products(first: 1) { filters { id type values { label count } } } } }',
    );
    const facets = result.data.collection.products.filters;
    expect(facets.map((facet) => [facet.id, facet.type])).toEqual([
      ['filter.v.availability', 'LIST'],
      ['filter.v.price', 'PRICE_RANGE'],
      ['filter.p.product_type', 'LIST'],
      ['filter.p.vendor', 'LIST'],
      ['filter.p.tag', 'LIST'],
    ]);
    expect(facets[2]?.values).toEqual([
      { label: 'Accessory', count: 1 },
      { label: 'Water conditioner', count: 2 },
    ]);
  });

  it('keeps the products of a listed collection in its own order', async () => {
    const collectionId = server.db
      .prepare(
        "INSERT INTO collections (handle, title, updated_at) VALUES ('gifts', 'Gifts', '2026-02-01T00:00:00Z')",
      )
      .run().lastInsertRowid;
    const productId = (handle: string) =>
      server.db
        .prepare<[string], number>('SELECT id FROM products WHERE handle = ?')
        .pluck()
        .get(handle);
    const list = server.db.prepare(
      'INSERT INTO collection_products (collection_id, product_id, position) VALUES (?, ?, ?)',
    );
    list.run(collectionId, productId('linen-storage-tote'), 1);
    list.run(collectionId, productId('bath-and-plunge-powder-4-pack'), 2);
    try {
      expect(handles(await productsOf('gifts'))).toEqual([
        'linen-storage-tote',
        'bath-and-plunge-powder-4-pack',
      ]);
      expect(handles(await productsOf('gifts', { sortKey: 'TITLE' }))).toEqual([
        'bath-and-plunge-powder-4-pack',
        'linen-storage-tote',
      ]);
    } finally {
      server.db.prepare('DELETE FROM collections WHERE id = ?').run(collectionId);
    }
  });

  it('answers the collections a product belongs to', async () => {
    const result = await server.graphql<{
      product: { collections: { nodes: { handle: string }[] } };
    }>('{ product(handle: "linen-storage-tote") { collections(first: 10) { nodes { handle } } } }');
    expect(result.data.product.collections.nodes).toEqual([
      { handle: 'all' },
      { handle: 'accessories' },
    ]);
  });

  it('shows up in predictive search by title', async () => {
    const result = await server.graphql<{
      predictiveSearch: { collections: { handle: string; trackingParameters: string }[] };
    }>(
      '{ predictiveSearch(query: "acc", types: [COLLECTION]) { collections { handle trackingParameters } } }',
    );
    expect(result.data.predictiveSearch.collections).toEqual([
      { handle: 'accessories', trackingParameters: '_pos=1&_psq=acc&_ss=e&_v=1.0' },
    ]);
  });
});

describe('the collections seed file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'collections-seed-'));
  const write = (value: unknown) => {
    const path = join(dir, 'collections.json');
    writeFileSync(path, JSON.stringify(value));
    return path;
  };
  const products = new Set(['powder', 'scoop']);

  it('loads the repository seed', () => {
    const path = new URL('../seed/collections.json', import.meta.url).pathname;
    const catalogue = JSON.parse(
      readFileSync(new URL('../seed/catalogue.json', import.meta.url), 'utf8'),
    ) as { products: { handle: string }[] };
    const loaded = loadCollections(
      path,
      SEED_IMAGES,
      new Set(catalogue.products.map((product) => product.handle)),
    );
    expect(loaded.map((collection) => collection.handle)).toContain('all');
  });

  it('is optional: no file, no collections', () => {
    expect(loadCollections(join(dir, 'missing.json'), SEED_IMAGES, products)).toEqual([]);
  });

  it('lists every problem: duplicates, unknown products, missing images, rules and products', () => {
    const path = write([
      { handle: 'a', title: 'A', products: ['powder', 'nope', 'powder'] },
      {
        handle: 'a',
        title: 'A again',
        rules: [],
        image: { file: 'nope.svg', width: 1, height: 1 },
      },
    ]);
    expect(() => loadCollections(path, SEED_IMAGES, products)).toThrow(CollectionsError);
    try {
      loadCollections(path, SEED_IMAGES, products);
    } catch (error) {
      expect((error as Error).message).toContain(
        '0.products.1: no product "nope" in the catalogue',
      );
      expect((error as Error).message).toContain('0.products.2: "powder" is listed twice');
      expect((error as Error).message).toContain('1.handle: duplicate handle "a"');
      expect((error as Error).message).toContain('1.image.file: nope.svg is not in');
    }
    const both = write([{ handle: 'b', title: 'B', products: [], rules: [] }]);
    expect(() => loadCollections(both, SEED_IMAGES, products)).toThrow(
      /needs either "products" \(handles, in order\) or "rules", not both/,
    );
    const badRule = write([
      {
        handle: 'c',
        title: 'C',
        rules: [{ column: 'COLOUR', relation: 'EQUALS', condition: 'x' }],
      },
    ]);
    expect(() => loadCollections(badRule, SEED_IMAGES, products)).toThrow(/0\.rules\.0\.column/);
  });
});
