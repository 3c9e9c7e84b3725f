import {
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/**
 * Placeholder values of Shopify's non-null scalars, for fields this server does not model; any
 * other scalar (String, ID, URL, HTML) is ''.
 */
const SCALAR_DEFAULTS: Record<string, unknown> = {
  Boolean: false,
  Int: 0,
  Float: 0,
  Decimal: '0.0',
  DateTime: '1970-01-01T00:00:00Z',
  JSON: {},
  Color: '#000000',
  UnsignedInt64: '0',
  ISO8601DateTime: '1970-01-01T00:00:00Z',
};

/**
 * The value of a field nobody resolves: null when the schema allows it, otherwise the emptiest
 * valid value (empty list, zero, first enum value, or an empty object whose own fields fall back
 * the same way), so a query for a part of Shopify this server does not model still succeeds.
 */
function fallbackValue(
  type: GraphQLOutputType,
  schema: GraphQLSchema,
  currencyCode: string,
): unknown {
  if (!isNonNullType(type)) return null;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isScalarType(inner)) return SCALAR_DEFAULTS[inner.name] ?? '';
  if (isEnumType(inner)) return inner.getValues()[0]?.value ?? null;
  if (isObjectType(inner)) {
    if (inner.name === 'MoneyV2') return { amount: '0.0', currencyCode };
    return {};
  }
  if (isAbstractType(inner)) {
    const firstPossible = schema.getPossibleTypes(inner)[0];
    return firstPossible ? { __typename: firstPossible.name } : null;
  }
  return null;
}

/**
 * Resolves the fields nobody wrote a resolver for: the property of the same name on the source,
 * else a schema-valid fallback (fallbackValue, its money in the shop's currency).
 */
export function fallbackFieldResolver<Context>(
  currencyOf: (context: Context) => string,
): GraphQLFieldResolver<unknown, Context> {
  return (source, args, context, info) => {
    if (source !== null && typeof source === 'object') {
      const value = (source as Record<string, unknown>)[info.fieldName];
      if (value !== undefined) return value;
    }
    // HasMetafields.metafields answers one entry per identifier asked for, also on the types
    // whose metafields this server does not keep (variants, collections, carts, …).
    if (info.fieldName === 'metafields' && Array.isArray(args.identifiers)) {
      return args.identifiers.map(() => null);
    }
    return fallbackValue(info.returnType, info.schema, currencyOf(context));
  };
}
