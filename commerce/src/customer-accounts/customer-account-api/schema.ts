import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  buildClientSchema,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { attachResolvers, type ResolverMap } from '../../graphql/resolver-map';
import { fallbackValue } from '../../storefront-api/default-values';
import type { CustomerAccountContext } from './context';

/** Shopify's official Customer Account API schema, as shipped by @shopify/hydrogen-react. */
function loadCustomerAccountIntrospection(): IntrospectionQuery {
  const require = createRequire(import.meta.url);
  const path = require.resolve('@shopify/hydrogen-react/customer-account.schema.json');
  const json = JSON.parse(readFileSync(path, 'utf8')) as
    IntrospectionQuery | { data: IntrospectionQuery };
  return 'data' in json ? json.data : json;
}

/** A property of the same name on the source, else a schema-valid empty value. */
export const customerAccountFieldResolver: GraphQLFieldResolver<unknown, CustomerAccountContext> = (
  source,
  _args,
  context,
  info,
) => {
  if (source !== null && typeof source === 'object') {
    const value = (source as Record<string, unknown>)[info.fieldName];
    if (value !== undefined) return value;
  }
  return fallbackValue(info.returnType, info.schema, context.currencyCode);
};

let cached: { schema: GraphQLSchema; resolvers: ResolverMap<CustomerAccountContext> } | undefined;

/** Built once per process (it takes ~100 ms), reused by every server with the same resolvers. */
export function buildCustomerAccountSchema(
  resolvers: ResolverMap<CustomerAccountContext>,
): GraphQLSchema {
  if (cached?.resolvers === resolvers) return cached.schema;
  const schema = buildClientSchema(loadCustomerAccountIntrospection());
  attachResolvers(schema, resolvers);
  cached = { schema, resolvers };
  return schema;
}
