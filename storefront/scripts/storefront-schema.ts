import type { IntrospectionQuery } from 'graphql';
import { buildClientSchema, type GraphQLSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

let schema: GraphQLSchema | undefined;

/** Shopify's official Storefront API schema, read from node_modules (never copied into the repo). */
export function loadStorefrontSchema(): GraphQLSchema {
  if (!schema) {
    const path = require.resolve('@shopify/hydrogen-react/storefront.schema.json');
    const introspection = JSON.parse(readFileSync(path, 'utf8')) as IntrospectionQuery;
    schema = buildClientSchema(introspection);
  }
  return schema;
}
