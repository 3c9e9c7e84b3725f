import { parse, validate } from 'graphql';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, generateStorefrontTypes, mergeDocuments } from '../../../scripts/codegen';
import { loadStorefrontSchema } from '../../../scripts/storefront-schema';
import { documentModules, storefrontDocuments } from './documents';

const schema = loadStorefrontSchema();

describe('Storefront API documents', () => {
  it('lists every document exported by the document modules', () => {
    const operations = Object.values(documentModules).flatMap((module) =>
      Object.entries<unknown>(module)
        .filter(([, value]) => typeof value === 'string' && /^\s*#graphql/.test(value))
        .map(([name]) => name),
    );
    expect(Object.keys(storefrontDocuments)).toEqual(operations.sort());
    // Every cart operation of spec section 7 is there.
    expect(Object.keys(storefrontDocuments)).toEqual(
      expect.arrayContaining([
        'CART_QUERY',
        'CART_CREATE_MUTATION',
        'CART_LINE_ADD_MUTATION',
        'CART_LINE_UPDATE_MUTATION',
        'CART_LINE_REMOVE_MUTATION',
        'CART_NOTE_UPDATE_MUTATION',
        'CART_BUYER_IDENTITY_UPDATE_MUTATION',
        'CART_ATTRIBUTES_UPDATE_MUTATION',
        'CART_DISCOUNT_CODES_UPDATE_MUTATION',
      ]),
    );
  });

  it.each(Object.entries(storefrontDocuments))(
    '%s is valid against the official Storefront API schema',
    (_name, source) => {
      const errors = validate(schema, parse(source));
      expect(errors.map((error) => error.message)).toEqual([]);
    },
  );

  it('catches a document the schema rejects (the check is real)', () => {
    const errors = validate(
      schema,
      parse('query Broken { products(first: 1) { nodes { colour } } }'),
    );
    expect(errors.map((error) => error.message)).toEqual([
      'Cannot query field "colour" on type "Product".',
    ]);
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

describe('generated types', () => {
  it('are up to date with the documents (run `npm run codegen -w storefront`)', async () => {
    const committed = await readFile(GENERATED_FILE, 'utf8');
    expect(committed).toBe(await generateStorefrontTypes(schema));
  }, 30_000);
});
