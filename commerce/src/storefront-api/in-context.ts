import { getDirectiveValues, type GraphQLResolveInfo } from 'graphql';

export interface InContext {
  country?: string;
  language?: string;
  /** @inContext(buyer: {customerAccessToken}): the signed-in Storefront API customer. */
  buyer?: { customerAccessToken: string };
}

/**
 * The operation's @inContext(country:, language:, buyer:) values, with variables applied; the
 * schema has already checked their types.
 */
export function inContextOf(info: GraphQLResolveInfo): InContext {
  const directive = info.schema.getDirective('inContext');
  return (directive && getDirectiveValues(directive, info.operation, info.variableValues)) ?? {};
}
