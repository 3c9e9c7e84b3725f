import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  buildClientSchema,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { attachResolvers, type ResolverMap as GenericResolverMap } from '../graphql/resolver-map';
import type { RequestContext } from './context';
import { fallbackValue } from './default-values';

export type ResolverMap = GenericResolverMap<RequestContext>;

/** Shopify's official Storefront schema, as shipped by @shopify/hydrogen-react. */
function loadStorefrontIntrospection(): IntrospectionQuery {
  const require = createRequire(import.meta.url);
  const path = require.resolve('@shopify/hydrogen-react/storefront.schema.json');
  const json = JSON.parse(readFileSync(path, 'utf8')) as
    IntrospectionQuery | { data: IntrospectionQuery };
  return 'data' in json ? json.data : json;
}

/**
 * Resolves fields nobody wrote a resolver for: the property of the same name on the source,
 * else a schema-valid fallback (see default-values.ts).
 */
const defaultFieldResolver: GraphQLFieldResolver<unknown, RequestContext> = (
  source,
  args,
  context,
  info,
) => {
  if (source !== null && typeof source === 'object') {
    const value = (source as Record<string, unknown>)[info.fieldName];
    if (value !== undefined) return value;
  }
  // HasMetafields.metafields answers one entry per identifier asked for; this shop has none.
  if (info.fieldName === 'metafields' && Array.isArray(args.identifiers)) {
    return args.identifiers.map(() => null);
  }
  return fallbackValue(info.returnType, info.schema, context.catalogue.currencyCode());
};

let cached: { schema: GraphQLSchema; resolvers: ResolverMap } | undefined;

/**
 * The executable schema, built once per process: later calls with the same resolvers reuse it
 * (building it takes ~100 ms and every server in a process shares the same resolvers).
 */
export function buildStorefrontSchema(resolvers: ResolverMap): GraphQLSchema {
  if (cached?.resolvers === resolvers) return cached.schema;
  const schema = buildClientSchema(loadStorefrontIntrospection());
  attachResolvers(schema, resolvers);
  cached = { schema, resolvers };
  return schema;
}

export { defaultFieldResolver };
