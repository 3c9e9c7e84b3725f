import { GraphQLError, type GraphQLFieldResolver } from 'graphql';
import { logger } from '../lib/logger';

/**
 * The `extensions.code` of a field Shopify's schema has and this server does not answer yet.
 * Not one of Shopify's codes on purpose: a client (or its developer) can tell a gap of the local
 * server from a failure Shopify itself would report.
 */
const NOT_IMPLEMENTED_LOCALLY = 'NOT_IMPLEMENTED_LOCALLY';

/** The error a field without an answer raises; graphql-js nulls it (or its nearest nullable parent). */
export function notImplementedLocally(typeName: string, fieldName: string): GraphQLError {
  return new GraphQLError(
    `${typeName}.${fieldName} is not supported by the local commerce server yet.`,
    { extensions: { code: NOT_IMPLEMENTED_LOCALLY, field: `${typeName}.${fieldName}` } },
  );
}

/** Fields already reported in the log, so a storefront asking on every page logs each gap once. */
const reported = new Set<string>();

/**
 * Resolves the fields nobody wrote a resolver for: the property of the same name on the source
 * (records and views carry most scalar fields as properties), else a GraphQL error naming the
 * field. A made-up placeholder (null, [], {}) would let a client render an empty page without
 * anyone learning why; an answer that really is empty is given by a resolver of its own.
 */
export function notImplementedFieldResolver<Context>(): GraphQLFieldResolver<unknown, Context> {
  return (source, _args, _context, info) => {
    if (source !== null && typeof source === 'object') {
      const value = (source as Record<string, unknown>)[info.fieldName];
      if (value !== undefined) return value;
    }
    const field = `${info.parentType.name}.${info.fieldName}`;
    if (!reported.has(field)) {
      reported.add(field);
      logger.warn({ field }, 'field not implemented by the local commerce server');
    }
    throw notImplementedLocally(info.parentType.name, info.fieldName);
  };
}
