import {
  isAbstractType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from 'graphql';

/** Resolver maps by GraphQL type, shared by the Storefront and Admin APIs. */

/**
 * A resolver for one field. `source` and `args` are typed by each resolver; the map accepts any
 * such function (parameters typed `never` accept every narrower signature).
 */
export type FieldResolver<Context> = (
  source: never,
  args: never,
  context: Context,
  info: GraphQLResolveInfo,
) => unknown;

export type TypeResolver = (value: never) => string;

export type ResolverMap<Context> = Record<
  string,
  Record<string, FieldResolver<Context> | TypeResolver>
>;

/** Combines per-domain maps, refusing two resolvers for one field. */
export function mergeResolvers<Context>(maps: ResolverMap<Context>[]): ResolverMap<Context> {
  const merged: ResolverMap<Context> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [fieldName, resolver] of Object.entries(fields)) {
        if (fieldName in target) throw new Error(`Two resolvers for ${typeName}.${fieldName}.`);
        target[fieldName] = resolver;
      }
    }
  }
  return merged;
}

/** Sets the resolvers on the schema's types, failing loudly for a type or field it lacks. */
export function attachResolvers<Context>(
  schema: GraphQLSchema,
  resolvers: ResolverMap<Context>,
): void {
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
      field.resolve = resolve as unknown as GraphQLFieldResolver<unknown, Context>;
    }
  }
}
