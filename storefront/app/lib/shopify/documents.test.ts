import { parse, validate } from 'graphql';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_TYPES, generateTypes, mergeDocuments } from '../../../scripts/codegen';
import { platformDocuments, type DocumentApi } from './documents';

const apis = Object.keys(API_TYPES) as DocumentApi[];
const schemas = Object.fromEntries(apis.map((api) => [api, API_TYPES[api].loadSchema()]));

describe.each(apis)('%s API documents', (api) => {
  const schema = schemas[api]!;

  it.each(Object.entries(platformDocuments[api]))('%s is valid against the schema', (_, source) => {
    expect(validate(schema, parse(source)).map((error) => error.message)).toEqual([]);
  });

  it('generated types are up to date (run `npm run codegen -w storefront`)', async () => {
    const committed = await readFile(API_TYPES[api].file, 'utf8');
    expect(committed).toBe(await generateTypes(api, schema));
  }, 30_000);
});

describe('schema validation', () => {
  it.each([
    ['storefront', 'query Broken { products(first: 1) { nodes { colour } } }', 'Product'],
    ['customer-account', 'query Broken { customer { colour } }', 'Customer'],
    ['admin', 'query Broken { orders(first: 1) { nodes { colour } } }', 'Order'],
  ] as const)(
    'catches a %s document the schema rejects (the check is real)',
    (api, source, type) => {
      expect(validate(schemas[api]!, parse(source)).map((error) => error.message)).toEqual([
        `Cannot query field "colour" on type "${type}".`,
      ]);
    },
  );

  it('lists every cart operation', () => {
    expect(Object.keys(platformDocuments.storefront)).toEqual(
      expect.arrayContaining([
        'CART_QUERY',
        'CART_CREATE_MUTATION',
        'CART_LINE_ADD_MUTATION',
        'CART_LINE_UPDATE_MUTATION',
        'CART_LINE_REMOVE_MUTATION',
        'CART_BUYER_IDENTITY_UPDATE_MUTATION',
        'CART_DISCOUNT_CODES_UPDATE_MUTATION',
      ]),
    );
  });

  it('refuses two different fragments under one name', () => {
    expect(() =>
      mergeDocuments({
        A: 'fragment F on Product { id }',
        B: 'fragment F on Product { handle }',
      }),
    ).toThrow(/two different definitions named F/);
  });
});
