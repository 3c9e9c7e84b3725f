import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  buildClientSchema,
  isAbstractType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  type IntrospectionQuery,
} from 'graphql';
import type { RequestContext } from './context';
import { fallbackValue } from './default-values';

/**
 * A resolver for one field. `source` and `args` are typed by each resolver; the map accepts any
 * such function (parameters typed `never` accept every narrower signature).
 */
export type FieldResolver = (
  source: never,
  args: never,
  context: RequestContext,
  info: GraphQLResolveInfo,
) => unknown;

export type TypeResolver = (value: never) => string;

export type ResolverMap = Record<string, Record<string, FieldResolver | TypeResolver>>;

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

function attachResolvers(schema: GraphQLSchema, resolvers: ResolverMap): void {
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (isAbstractType(type)) {
      const resolveType = fields.__resolveType;
      if (!resolveType) throw new Error(`Resolvers for ${typeName} need __resolveType.`);
      type.resolveType = resolveType as unknown as GraphQLTypeResolver<unknown, RequestContext>;
      continue;
    }
    if (!isObjectType(type))
      throw new Error(`Resolvers name ${typeName}, which is not an object type.`);
    const definitions = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = definitions[fieldName];
      if (!field)
        throw new Error(`Resolvers name ${typeName}.${fieldName}, which the schema lacks.`);
      field.resolve = resolve as unknown as GraphQLFieldResolver<unknown, RequestContext>;
    }
  }
}

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
