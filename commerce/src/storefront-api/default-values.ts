import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/** Placeholder values of Shopify's non-null scalars, for fields this server does not model. */
const SCALAR_DEFAULTS: Record<string, unknown> = {
  String: '',
  ID: '',
  Boolean: false,
  Int: 0,
  Float: 0,
  Decimal: '0.0',
  DateTime: '1970-01-01T00:00:00Z',
  URL: '',
  HTML: '',
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
export function fallbackValue(
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

export function isListOfNamedType(type: GraphQLOutputType, name: string): boolean {
  const unwrapped = isNonNullType(type) ? type.ofType : type;
  return isListType(unwrapped) && getNamedType(unwrapped).name === name;
}
