import { getDirectiveValues, type GraphQLResolveInfo } from 'graphql';

export interface InContext {
  country?: string;
  language?: string;
}

/** The operation's @inContext(country:, language:) values, with variables applied. */
export function inContextOf(info: GraphQLResolveInfo): InContext {
  const directive = info.schema.getDirective('inContext');
  if (!directive) return {};
  const values = getDirectiveValues(directive, info.operation, info.variableValues);
  return {
    country: typeof values?.country === 'string' ? values.country : undefined,
    language: typeof values?.language === 'string' ? values.language : undefined,
  };
}
