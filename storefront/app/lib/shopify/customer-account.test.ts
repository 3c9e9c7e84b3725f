import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { customerAccountDocuments } from './customer-account';

const require = createRequire(import.meta.url);
const introspection = JSON.parse(
  readFileSync(require.resolve('@shopify/hydrogen-react/customer-account.schema.json'), 'utf8'),
) as IntrospectionQuery;
const schema = buildClientSchema(introspection);

describe('Customer Account API documents', () => {
  it.each(Object.entries(customerAccountDocuments))(
    '%s is valid against the official Customer Account API schema',
    (_name, source) => {
      expect(validate(schema, parse(source)).map((error) => error.message)).toEqual([]);
    },
  );

  it('catches a document the schema rejects (the check is real)', () => {
    const errors = validate(schema, parse('query Broken { customer { email } }'));
    expect(errors.map((error) => error.message)).toEqual([
      'Cannot query field "email" on type "Customer".',
    ]);
  });
});
