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

/** Resolver maps by GraphQL type, and the executable schemas of the three APIs built from them. */

/**
 * A resolver for one field. `source` and `args` are typed by each resolver; the map accepts any
 * such function (parameters typed `never` accept every narrower signature).
 */
type FieldResolver<Context> = (
  source: never,
  args: never,
  context: Context,
  info: GraphQLResolveInfo,
) => unknown;

type TypeResolver = (value: never) => string;

export type ResolverMap<Context> = Record<
  string,
  Record<string, FieldResolver<Context> | TypeResolver>
>;

/**
 * Sets the resolvers on the schema's types, failing loudly for a type or field it lacks and for
 * two resolvers of one field.
 */
function attachResolvers<Context>(schema: GraphQLSchema, resolvers: ResolverMap<Context>): void {
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (isAbstractType(type)) {
      const resolveType = fields.__resolveType;
      if (!resolveType) throw new Error(`Resolvers for ${typeName} need __resolveType.`);
      type.resolveType = resolveType as unknown as GraphQLTypeResolver<unknown, Context>;
      continue;
    }
    if (!isObjectType(type))
      throw new Error(`Resolvers name ${typeName}, which is not an object type.`);
    const definitions = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = definitions[fieldName];
      if (!field)
        throw new Error(`Resolvers name ${typeName}.${fieldName}, which the schema lacks.`);
      if (field.resolve) throw new Error(`Two resolvers for ${typeName}.${fieldName}.`);
      field.resolve = resolve as unknown as GraphQLFieldResolver<unknown, Context>;
    }
  }
}

/** One of Shopify's official schemas, as @shopify/hydrogen-react ships them. */
export function hydrogenReactSchema(
  file: 'storefront.schema.json' | 'customer-account.schema.json',
): GraphQLSchema {
  const path = createRequire(import.meta.url).resolve(`@shopify/hydrogen-react/${file}`);
  return buildClientSchema(JSON.parse(readFileSync(path, 'utf8')) as IntrospectionQuery);
}

const built = new WeakMap<object, GraphQLSchema>();

/**
 * `load()`'s schema with the resolvers of every map attached. Built once per process for each
 * API, known by its first map: building takes ~100 ms, and every server in a process shares the
 * same resolvers.
 */
export function executableSchema<Context>(
  resolvers: [ResolverMap<Context>, ...ResolverMap<Context>[]],
  load: () => GraphQLSchema,
): GraphQLSchema {
  let schema = built.get(resolvers[0]);
  if (!schema) {
    schema = load();
    for (const map of resolvers) attachResolvers(schema, map);
    built.set(resolvers[0], schema);
  }
  return schema;
}
