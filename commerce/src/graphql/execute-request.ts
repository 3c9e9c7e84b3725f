import { execute, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { DocumentCache } from './document-cache';
import type { GraphQLRequestBody } from './request-body';
import {
  toShopifyExecutionError,
  toShopifyRequestError,
  type ShopifyGraphQLError,
} from './shopify-errors';

export interface GraphQLResponseBody {
  data?: unknown;
  errors?: ShopifyGraphQLError[];
  extensions?: Record<string, unknown>;
}

export interface ExecuteOptions {
  schema: GraphQLSchema;
  documents: DocumentCache;
  body: GraphQLRequestBody;
  contextValue: unknown;
  requestId: string;
  fieldResolver?: GraphQLFieldResolver<unknown, unknown>;
}

/**
 * Runs one GraphQL request the way Shopify answers it: a cached parse and validation, then
 * execution, with every error rewritten into Shopify's (graphql-ruby) shape.
 */
export async function executeShopifyRequest(options: ExecuteOptions): Promise<GraphQLResponseBody> {
  const prepared = options.documents.prepare(options.body.query);
  if (!prepared.ok) return { errors: prepared.errors };

  const variables = options.body.variables ?? {};
  const result = await execute({
    schema: options.schema,
    document: prepared.document,
    rootValue: {},
    contextValue: options.contextValue,
    variableValues: variables,
    operationName: options.body.operationName ?? undefined,
    fieldResolver: options.fieldResolver,
  });
  // No data at all means execution never started: bad variables or operation name.
  if (result.data === undefined) {
    return {
      errors: (result.errors ?? []).map((error) =>
        toShopifyRequestError(error, prepared.variableTypes, variables),
      ),
    };
  }
  return {
    ...(result.errors?.length
      ? {
          errors: result.errors.map((error) => toShopifyExecutionError(error, options.requestId)),
        }
      : {}),
    data: result.data,
  };
}
