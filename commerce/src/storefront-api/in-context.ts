import { getDirectiveValues, type GraphQLResolveInfo } from 'graphql';

export interface InContext {
  country?: string;
  language?: string;
  /** @inContext(buyer: {customerAccessToken}): the signed-in Storefront API customer. */
  buyer?: { customerAccessToken: string };
}

/** The operation's @inContext(country:, language:) values, with variables applied. */
export function inContextOf(info: GraphQLResolveInfo): InContext {
  const directive = info.schema.getDirective('inContext');
  if (!directive) return {};
  const values = getDirectiveValues(directive, info.operation, info.variableValues);
  return {
    country: typeof values?.country === 'string' ? values.country : undefined,
    language: typeof values?.language === 'string' ? values.language : undefined,
    buyer: buyerOf(values?.buyer),
  };
}

function buyerOf(value: unknown): InContext['buyer'] {
  if (value === null || typeof value !== 'object') return undefined;
  const token = (value as Record<string, unknown>).customerAccessToken;
  return typeof token === 'string' && token.length > 0 ? { customerAccessToken: token } : undefined;
}
