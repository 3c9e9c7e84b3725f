import {
  BREAK,
  GraphQLError,
  Kind,
  specifiedRules,
  validate,
  visit,
  type ASTNode,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { logger } from '../lib/logger';

/**
 * Errors in Shopify's shape: `message`, `locations`, `path` and `extensions.code`. Shopify runs
 * graphql-ruby and this server graphql-js: clients read the codes (graphql-ruby's), so those
 * follow Shopify; the messages are for people and stay graphql-js's.
 */
export type ShopifyGraphQLError = GraphQLFormattedError;

/** graphql-ruby's code for the errors of each graphql-js validation rule. */
const RULE_CODES: Record<string, string> = {
  UniqueOperationNamesRule: 'uniquelyNamedOperations',
  LoneAnonymousOperationRule: 'uniquelyNamedOperations',
  KnownTypeNamesRule: 'undefinedType',
  FragmentsOnCompositeTypesRule: 'fragmentOnNonCompositeType',
  VariablesAreInputTypesRule: 'variableRequiresValidType',
  ScalarLeafsRule: 'selectionMismatch',
  FieldsOnCorrectTypeRule: 'undefinedField',
  UniqueFragmentNamesRule: 'fragmentNotUnique',
  KnownFragmentNamesRule: 'useAndDefineFragment',
  NoUnusedFragmentsRule: 'useAndDefineFragment',
  PossibleFragmentSpreadsRule: 'cannotSpreadFragment',
  NoFragmentCyclesRule: 'infiniteLoop',
  UniqueVariableNamesRule: 'variableNotUnique',
  NoUndefinedVariablesRule: 'variableNotDefined',
  NoUnusedVariablesRule: 'variableNotUsed',
  KnownDirectivesRule: 'undefinedDirective',
  UniqueDirectivesPerLocationRule: 'directiveNotUniqueForLocation',
  KnownArgumentNamesRule: 'argumentNotAccepted',
  UniqueArgumentNamesRule: 'argumentNotUnique',
  ValuesOfCorrectTypeRule: 'argumentLiteralsIncompatible',
  ProvidedRequiredArgumentsRule: 'missingRequiredArguments',
  VariablesInAllowedPositionRule: 'variableMismatch',
  OverlappingFieldsCanBeMergedRule: 'fieldConflict',
  UniqueInputFieldNamesRule: 'inputFieldNotUnique',
};

/** graphql-js's rules, each reporting its errors with its graphql-ruby code. */
const SHOPIFY_RULES: ValidationRule[] = specifiedRules.map((rule) => {
  const code = RULE_CODES[rule.name] ?? 'validationError';
  return (context: ValidationContext) =>
    rule(
      Object.create(context, {
        reportError: {
          value: (error: GraphQLError) =>
            context.reportError(
              new GraphQLError(error.message, { nodes: error.nodes, extensions: { code } }),
            ),
        },
      }) as ValidationContext,
    );
});

/** A node's own step in a graphql-ruby path, or null for nodes that add none. */
function segmentOf(node: ASTNode): string | null {
  switch (node.kind) {
    case Kind.OPERATION_DEFINITION:
      return node.name ? `${node.operation} ${node.name.value}` : node.operation;
    case Kind.FRAGMENT_DEFINITION:
      return `fragment ${node.name.value}`;
    case Kind.FIELD:
      return node.alias?.value ?? node.name.value;
    case Kind.INLINE_FRAGMENT:
      return node.typeCondition ? `... on ${node.typeCondition.name.value}` : '...';
    case Kind.FRAGMENT_SPREAD:
      return `... ${node.name.value}`;
    case Kind.ARGUMENT:
    case Kind.OBJECT_FIELD:
      return node.name.value;
    default:
      return null;
  }
}

/** graphql-ruby's path to a node: ["query ProductPage", "product", "flavour"]. */
function pathTo(document: DocumentNode, target: ASTNode | undefined): string[] | undefined {
  const path: string[] = [];
  let found: string[] | undefined;
  visit(document, {
    enter(node) {
      const segment = segmentOf(node);
      if (segment !== null) path.push(segment);
      if (node !== target) return undefined;
      found = [...path];
      return BREAK;
    },
    leave(node) {
      if (segmentOf(node) !== null) path.pop();
    },
  });
  return found;
}

/** The document's validation errors against the schema (none when it is valid). */
export function validateLikeShopify(
  schema: GraphQLSchema,
  document: DocumentNode,
): ShopifyGraphQLError[] {
  return validate(schema, document, SHOPIFY_RULES, { maxErrors: 50 }).map((error) => {
    const path = pathTo(document, error.nodes?.[0]);
    return { ...error.toJSON(), ...(path ? { path } : {}) };
  });
}

/** An error raised before execution starts: a variable's value, or which operation to run. */
export function toShopifyRequestError(error: GraphQLError): ShopifyGraphQLError {
  let code = 'BAD_REQUEST';
  if (error.message.startsWith('Variable ')) code = 'INVALID_VARIABLE';
  else if (error.message.startsWith('Must provide operation name'))
    code = 'OPERATION_NAME_REQUIRED';
  else if (error.message.startsWith('Unknown operation named')) code = 'OPERATION_NOT_FOUND';
  return { ...error.toJSON(), extensions: { code } };
}

/** Shopify's answer to a failure on its side; the details stay in the server log. */
export function internalError(
  requestId: string,
  path?: readonly (string | number)[],
): ShopifyGraphQLError {
  return {
    message: `Internal error. Looks like something went wrong on our end.\nRequest ID: ${requestId} (include this in support requests).`,
    ...(path ? { path: [...path] } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
  };
}

/**
 * A resolver's error. Resolvers throw GraphQLErrors with an `extensions.code` on purpose (a bad
 * id, a bad page size), and those pass through; anything else (graphql-js's own completion
 * errors too: a null for a non-null field) is a bug, logged and answered as an internal error.
 */
export function toShopifyExecutionError(
  error: GraphQLError,
  requestId: string,
): ShopifyGraphQLError {
  const original = error.originalError;
  if (original instanceof GraphQLError && original.extensions.code !== undefined) {
    return error.toJSON();
  }
  const { name, message } = original ?? error;
  logger.error({ err: { name, message }, requestId, path: error.path }, 'resolver failed');
  return internalError(requestId, error.path);
}
