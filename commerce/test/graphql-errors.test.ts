import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './support/catalogue';
import { startTestServer, TEST_TOKEN, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** Shopify answers every GraphQL-level failure with HTTP 200 and an `errors` list. */
async function errorsOf(query: string, variables?: Record<string, unknown>) {
  const result = await server.graphql(query, variables);
  expect(result.status).toBe(200);
  expect(result.errors).toBeDefined();
  return result;
}

/**
 * Shopify's error shape: message, locations, path and graphql-ruby's extensions.code, which is
 * what clients read. The messages are graphql-js's, for people; they name what is wrong.
 */
describe('invalid documents fail in Shopify’s shape, with graphql-ruby’s codes', () => {
  it('reports an unknown field with its location, path and code', async () => {
    const result = await errorsOf(
      'query ProductPage {\n  product(handle: "x") {\n    title\n    flavour\n  }\n}',
    );
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([
      {
        message: expect.stringContaining('"flavour" on type "Product"'),
        locations: [{ line: 4, column: 5 }],
        path: ['query ProductPage', 'product', 'flavour'],
        extensions: { code: 'undefinedField' },
      },
    ]);
  });

  it('reports an argument the field does not take', async () => {
    const result = await errorsOf('{ products(frist: 2) { nodes { id } } }');
    expect(result.errors?.[0]).toMatchObject({
      message: expect.stringContaining('"frist"'),
      path: ['query', 'products', 'frist'],
      extensions: { code: 'argumentNotAccepted' },
    });
  });

  it('reports missing required arguments', async () => {
    const result = await errorsOf('{ product(handle: "x") { metafields { key } } }');
    expect(result.errors?.[0]).toMatchObject({
      message: expect.stringContaining('"identifiers"'),
      path: ['query', 'product', 'metafields'],
      extensions: { code: 'missingRequiredArguments' },
    });
  });

  it('reports an object field without selections', async () => {
    const result = await errorsOf('{ product(handle: "x") { featuredImage } }');
    expect(result.errors?.[0]).toMatchObject({
      message: expect.stringContaining('"featuredImage"'),
      path: ['query', 'product', 'featuredImage'],
      extensions: { code: 'selectionMismatch' },
    });
  });

  it('reports a literal of the wrong type against its argument', async () => {
    const result = await errorsOf('{ products(first: "ten") { nodes { id } } }');
    expect(result.errors?.[0]).toMatchObject({
      message: expect.stringContaining('"ten"'),
      locations: [{ line: 1, column: 19 }],
      path: ['query', 'products', 'first'],
      extensions: { code: 'argumentLiteralsIncompatible' },
    });
  });

  it('reports undeclared variables and unused fragments', async () => {
    const result = await errorsOf(
      'query Q { product(handle: $handle) { id } } fragment Unused on Product { id }',
    );
    const codes = result.errors?.map((error) => error.extensions?.code);
    expect(codes).toContain('variableNotDefined');
    expect(codes).toContain('useAndDefineFragment');
    expect(
      result.errors?.find((error) => error.extensions?.code === 'variableNotDefined')?.message,
    ).toContain('$handle');
  });

  it('reports a syntax error as a parse error with its position', async () => {
    const result = await errorsOf('{ product(handle: "x") { title ) }');
    expect(result.errors).toEqual([
      {
        message: expect.stringContaining('")"'),
        locations: [{ line: 1, column: 32 }],
        extensions: { code: 'parseError' },
      },
    ]);
  });

  it('reports a truncated document', async () => {
    const result = await errorsOf('{ products(first: 1) { nodes { id } }');
    expect(result.errors).toEqual([
      {
        message: expect.stringContaining('<EOF>'),
        locations: [{ line: 1, column: 38 }],
        extensions: { code: 'parseError' },
      },
    ]);
  });
});

describe('invalid variables and arguments at run time', () => {
  it('reports a missing required variable with its location and code, and no data', async () => {
    const result = await errorsOf(
      'query ProductPage($handle: String!) { product(handle: $handle) { id } }',
    );
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([
      {
        message: expect.stringContaining('"$handle" of required type "String!"'),
        locations: [{ line: 1, column: 19 }],
        extensions: { code: 'INVALID_VARIABLE' },
      },
    ]);
  });

  it('points into an input object for a wrong nested value', async () => {
    const result = await errorsOf(
      'mutation Add($input: CartInput!) { cartCreate(input: $input) { cart { id } } }',
      {
        input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 'two' }] },
      },
    );
    expect(result.errors?.[0]).toMatchObject({
      message: expect.stringContaining('"input.lines[0].quantity"'),
      extensions: { code: 'INVALID_VARIABLE' },
    });
  });

  it('answers an id that is not a global id with Shopify’s coercion error and null data', async () => {
    const result = await errorsOf('{ product(id: "42") { id } }');
    expect(result.data).toEqual({ product: null });
    expect(result.errors?.[0]).toMatchObject({
      message: "Invalid global id '42'",
      path: ['product'],
      extensions: { code: 'argumentLiteralsIncompatible' },
    });
  });

  it('requires first or last on a connection', async () => {
    const result = await errorsOf('{ products { nodes { id } } }');
    expect(result.errors?.[0]).toMatchObject({
      message: 'you must provide one of first or last',
      path: ['products'],
    });
  });

  it('refuses a negative page size', async () => {
    const result = await errorsOf('{ products(first: -1) { nodes { id } } }');
    expect(result.errors?.[0]?.message).toContain('non-negative');
  });

  it('names the operation to run when a document has several', async () => {
    const twoOperations = 'query A { shop { name } } query B { shop { name } }';
    const ambiguous = await errorsOf(twoOperations);
    expect(ambiguous.data).toBeUndefined();
    expect(ambiguous.errors?.[0]?.extensions?.code).toBe('OPERATION_NAME_REQUIRED');

    const response = await fetch(server.endpoint(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': TEST_TOKEN,
      },
      body: JSON.stringify({ query: twoOperations, operationName: 'B' }),
    });
    expect(
      ((await response.json()) as { data: { shop: { name: string } } }).data.shop.name,
    ).toEqual(expect.any(String));
  });
});

describe('parts of Shopify this server does not model', () => {
  it('answer what holds for this shop: its collections, no metafield, the asked-for context', async () => {
    const result = await server.graphql<{
      product: {
        collections: { nodes: { handle: string }[]; pageInfo: { hasNextPage: boolean } };
        metafield: null;
        variants: { nodes: { metafields: null[] }[] };
      };
      localization: {
        country: { isoCode: string; currency: { isoCode: string } };
        language: { isoCode: string };
      };
    }>(
      `query @inContext(country: CA, language: FR) {
        product(handle: "${products[0]?.handle}") {
          collections(first: 5) { nodes { handle } pageInfo { hasNextPage } }
          metafield(namespace: "custom", key: "x") { value }
          metafields(identifiers: [{ namespace: "a", key: "b" }]) { value }
          variants(first: 1) { nodes { metafields(identifiers: [{ namespace: "a", key: "b" }, { namespace: "c", key: "d" }]) { value } } }
        }
        localization { country { isoCode currency { isoCode } } language { isoCode } }
      }`,
    );
    expect(result.errors).toBeUndefined();
    // The seeded "all" collection has every product.
    expect(result.data.product.collections.nodes).toContainEqual({ handle: 'all' });
    expect(result.data.product.collections.pageInfo).toEqual({ hasNextPage: false });
    expect(result.data.product.metafield).toBeNull();
    expect(result.data.product.variants.nodes[0]?.metafields).toEqual([null, null]);
    expect(result.data.localization.country.isoCode).toBe('CA');
    expect(result.data.localization.language.isoCode).toBe('FR');
  });

  it('answer what the Hydrogen skeleton reads: variant encodings, the journal, redirects', async () => {
    const result = await server.graphql<{
      product: {
        encodedVariantExistence: string;
        encodedVariantAvailability: string;
        adjacentVariants: unknown[];
        selectedOrFirstAvailableVariant: { unitPrice: null };
      };
      blogs: { nodes: { handle: string }[] };
      blog: null;
      urlRedirects: { nodes: { path: string }[] };
    }>(
      `{
        product(handle: "${products[0]?.handle}") {
          encodedVariantExistence
          encodedVariantAvailability
          adjacentVariants { id }
          selectedOrFirstAvailableVariant { unitPrice { amount } }
        }
        blogs(first: 5) { nodes { handle } }
        blog(handle: "news") { id }
        urlRedirects(first: 5) { nodes { path } }
      }`,
    );
    expect(result.errors).toBeUndefined();
    // One variant, the first value of its one option, available.
    expect(result.data.product).toEqual({
      encodedVariantExistence: 'v1_0',
      encodedVariantAvailability: 'v1_0',
      adjacentVariants: [],
      selectedOrFirstAvailableVariant: { unitPrice: null },
    });
    expect(result.data.blogs.nodes).toEqual([{ handle: 'journal' }]);
    // An unknown handle is null.
    expect(result.data.blog).toBeNull();
    expect(result.data.urlRedirects.nodes).toEqual([{ path: '/pages/faq-old' }]);
  });

  it('answer an error naming the field, and null for it by GraphQL rules', async () => {
    // ProductVariant.storeAvailability is non-null (as are the lists above it), so its error
    // nulls the nearest nullable parent: the product.
    const result = await server.graphql<{ shop: { name: string }; product: null }>(
      `query Gaps {
        shop { name }
        product(handle: "${products[0]?.handle}") { title variants(first: 1) { nodes { storeAvailability(first: 1) { nodes { available } } } } }
      }`,
    );
    expect(result.data).toEqual({ shop: { name: expect.any(String) }, product: null });
    expect(result.errors).toEqual([
      {
        message:
          'ProductVariant.storeAvailability is not supported by the local commerce server yet.',
        locations: [{ line: 3, column: 95 }],
        path: ['product', 'variants', 'nodes', 0, 'storeAvailability'],
        extensions: { code: 'NOT_IMPLEMENTED_LOCALLY', field: 'ProductVariant.storeAvailability' },
      },
    ]);
  });

  it('null a nullable field the server does not support, and keep the rest', async () => {
    const result = await server.graphql<{ shop: { name: string; customerAccountUrl: null } }>(
      '{ shop { name customerAccountUrl } }',
    );
    expect(result.data).toEqual({ shop: { name: expect.any(String), customerAccountUrl: null } });
    expect(result.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
      [['shop', 'customerAccountUrl'], 'NOT_IMPLEMENTED_LOCALLY'],
    ]);
  });
});
