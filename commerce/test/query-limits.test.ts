import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_FIELDS, QUERY_LIMITS } from '../src/graphql/query-limits';
import { products } from './support/catalogue';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** product → collections → products → collections … `levels` times: a query that nests without end. */
function nestedCollectionsQuery(levels: number): string {
  let selection = 'title';
  for (let level = 0; level < levels; level += 1) {
    selection =
      (levels - 1 - level) % 2 === 0
        ? `collections(first: 1) { nodes { ${selection} } }`
        : `products(first: 1) { nodes { ${selection} } }`;
  }
  return `{ product(handle: "${products[0]!.handle}") { ${selection} } }`;
}

describe('Storefront API depth and complexity limits', () => {
  it('refuses a query deeper than the limit with graphql-ruby’s message, before running it', async () => {
    const result = await server.graphql(nestedCollectionsQuery(12));
    expect(result.status).toBe(200);
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([
      {
        message: `Query has depth of 26, which exceeds max depth of ${QUERY_LIMITS.maxDepth}`,
        extensions: {
          code: 'MAX_DEPTH_EXCEEDED',
          depth: 26,
          maxDepth: QUERY_LIMITS.maxDepth,
        },
      },
    ]);
  });

  it('answers a query just within the depth limit', async () => {
    const result = await server.graphql(nestedCollectionsQuery(6));
    expect(result.errors).toBeUndefined();
    expect(result.data).toHaveProperty('product');
  });

  it('counts fragments where they are spread', async () => {
    const fragments = Array.from(
      { length: 10 },
      (_, index) =>
        `fragment F${index} on Product { collections(first: 1) { nodes { products(first: 1) { nodes { ${
          index === 9 ? 'title' : `...F${index + 1}`
        } } } } } }`,
    ).join('\n');
    const result = await server.graphql(
      `query Deep { product(handle: "x") { ...F0 } }\n${fragments}`,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('MAX_DEPTH_EXCEEDED');
  });

  it('refuses a fan-out query over the complexity limit, counting page sizes from variables too', async () => {
    const fanOut = `query FanOut($first: Int!) {
      products(first: $first) { nodes { variants(first: $first) { nodes { id title sku } } } }
    }`;
    const refused = await server.graphql(fanOut, { first: 250 });
    expect(refused.status).toBe(200);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        new RegExp(
          `^Query has complexity of \\d+, which exceeds max complexity of ${QUERY_LIMITS.maxComplexity}$`,
        ),
      ),
      extensions: { code: 'MAX_COMPLEXITY_EXCEEDED' },
    });
    const small = await server.graphql(fanOut, { first: 5 });
    expect(small.errors).toBeUndefined();
  });

  it('refuses cyclic fragments in validation, never looping', async () => {
    const result = await server.graphql(
      'query Loop { product(handle: "x") { ...A } }\nfragment A on Product { ...B }\nfragment B on Product { ...A }',
    );
    expect(result.errors?.[0]).toMatchObject({
      message: expect.stringContaining('"A"'),
      extensions: { code: 'infiniteLoop' },
    });
  });

  it('refuses an oversized document: a body over the cap is a 413, too many tokens a parse error', async () => {
    const huge = await fetch(server.endpoint(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': 'test-storefront-token',
      },
      body: JSON.stringify({ query: `{ shop { name ${' '.repeat(2_000_000)} } }` }),
    });
    expect(huge.status).toBe(413);

    const manyTokens = await server.graphql(`{ shop { ${'name '.repeat(30_000)} } }`);
    expect(manyTokens.status).toBe(200);
    expect(manyTokens.errors?.[0]?.message).toMatch(/token/i);
  });
});

/** `{ shop { f0: name f1: name … } }`: `count` fields under `shop`, all of them valid. */
const manyShopFields = (count: number, field = 'name') =>
  `{ shop { ${Array.from({ length: count }, (_, index) => `f${index}: ${field}`).join(' ')} } }`;

describe('field count, checked before validation', () => {
  const refusal = (fields: number) => ({
    message: `Query has ${fields} fields, which exceeds max fields of ${MAX_DOCUMENT_FIELDS}`,
    extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', fields, maxFields: MAX_DOCUMENT_FIELDS },
  });

  it('refuses a valid document of about 1,800 fields without running it', async () => {
    const result = await server.graphql(manyShopFields(1_800));
    expect(result.status).toBe(200);
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([refusal(1_801)]);
  });

  it('refuses a large document before validating it: its invalid fields are never reported', async () => {
    // Validation would answer "Field 'nope' doesn't exist on type 'Shop'" for each of these.
    const result = await server.graphql(manyShopFields(1_800, 'nope'));
    expect(result.errors).toEqual([refusal(1_801)]);
  });

  it('counts fields in fragments and in every operation of the document', async () => {
    const half = Array.from({ length: MAX_DOCUMENT_FIELDS / 2 }, (_, index) => `f${index}: name`);
    const result = await server.graphql(
      `query A { shop { ...Names } }\nquery B { shop { ${half.join(' ')} } }\nfragment Names on Shop { ${half.join(' ')} }`,
      {},
    );
    expect(result.errors).toEqual([refusal(MAX_DOCUMENT_FIELDS + 2)]);
  });

  it('answers a document at the limit', async () => {
    const result = await server.graphql<{ shop: Record<string, string> }>(
      manyShopFields(MAX_DOCUMENT_FIELDS - 1),
    );
    expect(result.errors).toBeUndefined();
    expect(Object.keys(result.data.shop)).toHaveLength(MAX_DOCUMENT_FIELDS - 1);
  });

  it('applies to the Admin API too', async () => {
    const ids = Array.from({ length: 1_800 }, (_, index) => `o${index}: id`).join(' ');
    const result = await server.admin(`{ orders(first: 1) { nodes { ${ids} } } }`);
    expect(result.errors).toEqual([refusal(1_802)]);
  });
});

describe('Admin API limits', () => {
  it('refuses a fan-out over orders and their line items', async () => {
    const result = await server.admin(
      '{ orders(first: 250) { nodes { id lineItems(first: 250) { nodes { title quantity } } } } }',
    );
    expect(result.status).toBe(200);
    expect(result.errors).toMatchObject([
      {
        message: expect.stringContaining(`exceeds max complexity of ${QUERY_LIMITS.maxComplexity}`),
        extensions: { code: 'MAX_COMPLEXITY_EXCEEDED' },
      },
    ]);
  });

  it('still answers an ordinary order query', async () => {
    const result = await server.admin('{ orders(first: 10) { nodes { id } } }');
    expect(result.errors).toBeUndefined();
  });
});
