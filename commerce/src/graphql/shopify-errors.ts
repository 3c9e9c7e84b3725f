import {
  GraphQLError,
  Kind,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ArgumentNode,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';

/**
 * Shopify runs graphql-ruby; this server validates with graphql-js. These functions rewrite
 * graphql-js errors into graphql-ruby's messages, `extensions.code`s and paths, so a client
 * sees the same errors it would get from Shopify.
 */

export interface ShopifyGraphQLError {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

/** Where in the document an error's node sits, in graphql-ruby's terms. */
interface NodeSite {
  path: string[];
  fieldName?: string;
  argument?: {
    node: ArgumentNode;
    typeName?: string;
    owner: 'Field' | 'Directive';
    ownerName: string;
  };
  variableDefinition?: string;
}

function ownSegment(node: ASTNode): string | null {
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

function locate(document: DocumentNode, schema: GraphQLSchema, target: ASTNode): NodeSite | null {
  const typeInfo = new TypeInfo(schema);
  const path: string[] = [];
  const pushed: boolean[] = [];
  const fieldNames: string[] = [];
  const directives: string[] = [];
  let argument: NodeSite['argument'];
  let variableDefinition: string | undefined;
  let found: NodeSite | null = null;

  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      enter(node) {
        if (found) return false;
        const segment = ownSegment(node);
        pushed.push(segment !== null);
        if (segment !== null) path.push(segment);
        if (node.kind === Kind.FIELD) fieldNames.push(node.name.value);
        if (node.kind === Kind.DIRECTIVE) directives.push(node.name.value);
        if (node.kind === Kind.VARIABLE_DEFINITION) variableDefinition = node.variable.name.value;
        if (node.kind === Kind.ARGUMENT) {
          const inDirective = directives.length > 0;
          argument = {
            node,
            typeName: typeInfo.getArgument()?.type.toString(),
            owner: inDirective ? 'Directive' : 'Field',
            ownerName: (inDirective ? directives.at(-1) : fieldNames.at(-1)) ?? '',
          };
        }
        if (node === target) {
          found = { path: [...path], fieldName: fieldNames.at(-1), argument, variableDefinition };
          return false;
        }
        return undefined;
      },
      leave(node) {
        if (pushed.pop()) path.pop();
        if (node.kind === Kind.FIELD) fieldNames.pop();
        if (node.kind === Kind.DIRECTIVE) directives.pop();
        if (node.kind === Kind.VARIABLE_DEFINITION) variableDefinition = undefined;
        if (node.kind === Kind.ARGUMENT) argument = undefined;
      },
    }),
  );
  return found;
}

interface Rewrite {
  message: string;
  code: string;
  extensions?: Record<string, unknown>;
}

type Rule = (match: RegExpExecArray, site: NodeSite | null, error: GraphQLError) => Rewrite;

const operationLabel = (name: string | undefined) => name ?? 'anonymous query';
const stripSuggestions = (message: string) => message.replace(/ Did you mean .*$/, '');

/** Messages of graphql-js's ValuesOfCorrectType rule, which graphql-ruby reports per argument. */
const INVALID_LITERAL =
  /^(Expected value of type .*|Int cannot represent .*|Float cannot represent .*|String cannot represent .*|Boolean cannot represent .*|ID cannot represent .*|Enum ".*" cannot represent .*|Value ".*" does not exist in ".*" enum.*|.* cannot represent .*)$/s;

const VALIDATION_RULES: [RegExp, Rule][] = [
  [
    /^Cannot query field "(.+?)" on type "(.+?)"\./,
    ([, field, type]) => ({
      message: `Field '${field}' doesn't exist on type '${type}'`,
      code: 'undefinedField',
      extensions: { typeName: type, fieldName: field },
    }),
  ],
  [
    /^Unknown argument "(.+?)" on field "(?:.+?)\.(.+?)"\./,
    ([, argumentName, field]) => ({
      message: `Field '${field}' doesn't accept argument '${argumentName}'`,
      code: 'argumentNotAccepted',
      extensions: { name: field, typeName: 'Field', argumentName },
    }),
  ],
  [
    /^Unknown argument "(.+?)" on directive "@(.+?)"\./,
    ([, argumentName, directive]) => ({
      message: `Directive '${directive}' doesn't accept argument '${argumentName}'`,
      code: 'argumentNotAccepted',
      extensions: { name: directive, typeName: 'Directive', argumentName },
    }),
  ],
  [
    /^(Field|Directive) "@?(.+?)" argument "(.+?)" of type "(.+?)" is required, but it was not provided\./,
    ([, kind, name, argumentName]) => ({
      message: `${kind} '${name}' is missing required arguments: ${argumentName}`,
      code: 'missingRequiredArguments',
      extensions: { className: kind, name, arguments: argumentName },
    }),
  ],
  [
    /^Field "(.+?)" of type "(.+?)" must have a selection of subfields\./,
    ([, field, type]) => ({
      message: `Field must have selections (field '${field}' returns ${type} but has no selections. Did you mean '${field} { ... }'?)`,
      code: 'selectionMismatch',
      extensions: { nodeName: `field '${field}'`, typeName: type },
    }),
  ],
  [
    /^Field "(.+?)" must not have a selection since type "(.+?)" has no subfields\./,
    ([, field, type], _site, error) => {
      const node = error.nodes?.[0];
      const selections =
        node?.kind === Kind.FIELD
          ? (node.selectionSet?.selections ?? []).map((selection) =>
              selection.kind === Kind.FIELD ? selection.name.value : '...',
            )
          : [];
      return {
        message: `Selections can't be made on scalars (field '${field}' returns ${type} but has selections [${selections.join(', ')}])`,
        code: 'selectionMismatch',
        extensions: { nodeName: `field '${field}'`, typeName: type },
      };
    },
  ],
  [
    /^Unknown type "(.+?)"\./,
    ([, type], site) =>
      site?.variableDefinition
        ? {
            message: `${type} isn't a defined input type (on $${site.variableDefinition})`,
            code: 'variableRequiresValidType',
            extensions: { typeName: type, variableName: site.variableDefinition },
          }
        : {
            message: `No such type ${type}, so it can't be a fragment condition`,
            code: 'undefinedType',
            extensions: { typeName: type },
          },
  ],
  [
    /^Variable "\$(.+?)" is not defined(?: by operation "(.+?)")?\./,
    ([, variableName, operation]) => ({
      message: `Variable $${variableName} is used by ${operationLabel(operation)} but not declared`,
      code: 'variableNotDefined',
      extensions: { variableName },
    }),
  ],
  [
    /^Variable "\$(.+?)" is never used(?: in operation "(.+?)")?\./,
    ([, variableName, operation]) => ({
      message: `Variable $${variableName} is declared by ${operationLabel(operation)} but not used`,
      code: 'variableNotUsed',
      extensions: { variableName },
    }),
  ],
  [
    /^Unknown fragment "(.+?)"\./,
    ([, fragmentName]) => ({
      message: `Fragment ${fragmentName} was used, but not defined`,
      code: 'useAndDefineFragment',
      extensions: { fragmentName },
    }),
  ],
  [
    /^Fragment "(.+?)" is never used\./,
    ([, fragmentName]) => ({
      message: `Fragment ${fragmentName} was defined, but not used`,
      code: 'useAndDefineFragment',
      extensions: { fragmentName },
    }),
  ],
  [
    /^Variable "\$(.+?)" of type "(.+?)" used in position expecting type "(.+?)"\./,
    ([, variableName, given, expected], site) => {
      const argumentName = site?.argument?.node.name.value ?? site?.path.at(-1) ?? '';
      const kind =
        given?.replace(/!/g, '') === expected?.replace(/!/g, '') ? 'Nullability' : 'Type';
      return {
        message: `${kind} mismatch on variable $${variableName} and argument ${argumentName} (${given} / ${expected})`,
        code: 'variableMismatch',
        extensions: { variableName, typeName: given, argumentName },
      };
    },
  ],
  [
    /^Field "(.+?)\.(.+?)" is not defined by type "(.+?)"\./,
    ([, inputType, fieldName]) => ({
      message: `InputObject '${inputType}' doesn't accept argument '${fieldName}'`,
      code: 'argumentNotAccepted',
      extensions: { name: inputType, typeName: 'InputObject', argumentName: fieldName },
    }),
  ],
  [
    /^Field "(.+?)\.(.+?)" of required type "(.+?)" was not provided\./,
    ([, inputType, fieldName, type]) => ({
      message: `Argument '${fieldName}' on InputObject '${inputType}' is required. Expected type ${type}`,
      code: 'missingRequiredInputObjectAttribute',
      extensions: { argumentName: fieldName, argumentType: type, inputObjectType: inputType },
    }),
  ],
  [
    INVALID_LITERAL,
    (_match, site, error) => {
      const argument = site?.argument;
      if (!argument)
        return { message: stripSuggestions(error.message), code: 'argumentLiteralsIncompatible' };
      return {
        message: `Argument '${argument.node.name.value}' on ${argument.owner} '${argument.ownerName}' has an invalid value (${print(argument.node.value)}). Expected type '${argument.typeName ?? 'unknown'}'.`,
        code: 'argumentLiteralsIncompatible',
        extensions: { typeName: argument.owner, argumentName: argument.node.name.value },
      };
    },
  ],
  [
    /^Unknown directive "@(.+?)"\./,
    ([, directiveName]) => ({
      message: `Directive @${directiveName} is not defined`,
      code: 'undefinedDirective',
      extensions: { directiveName },
    }),
  ],
  [
    /^Directive "@(.+?)" may not be used on (\w+)\./,
    ([, directiveName, location]) => ({
      message: `'@${directiveName}' can't be applied to ${location?.toLowerCase().replace(/_/g, ' ')}s`,
      code: 'directiveCannotBeApplied',
      extensions: { targetName: location, name: directiveName },
    }),
  ],
  [
    /^Fields "(.+?)" conflict because (.*)$/s,
    ([, field, reason]) => ({
      message: `Field '${field}' has a field conflict: ${reason}`,
      code: 'fieldConflict',
      extensions: { fieldName: field },
    }),
  ],
  [
    /^Fragment "(.+?)" cannot be spread here as objects of type "(.+?)" can never be of type "(.+?)"\./,
    ([, fragmentName, parentType, fragmentType]) => ({
      message: `Fragment ${fragmentName} on ${fragmentType} can't be spread inside ${parentType}`,
      code: 'cannotSpreadFragment',
      extensions: { fragmentName, typeName: fragmentType },
    }),
  ],
  [
    /^Fragment cannot be spread here as objects of type "(.+?)" can never be of type "(.+?)"\./,
    ([, parentType, fragmentType]) => ({
      message: `Fragment on ${fragmentType} can't be spread inside ${parentType}`,
      code: 'cannotSpreadFragment',
      extensions: { typeName: fragmentType },
    }),
  ],
  [
    /^There can be only one fragment named "(.+?)"\./,
    ([, fragmentName]) => ({
      message: `Fragment name "${fragmentName}" must be unique`,
      code: 'fragmentNotUnique',
      extensions: { fragmentName },
    }),
  ],
  [
    /^There can be only one operation named "(.+?)"\./,
    ([, operationName]) => ({
      message: `Operation name "${operationName}" must be unique`,
      code: 'uniquelyNamedOperations',
      extensions: { operationName },
    }),
  ],
  [
    /^This anonymous operation must be the only defined operation\./,
    () => ({
      message: 'Operation name is required when multiple operations are present',
      code: 'uniquelyNamedOperations',
    }),
  ],
  [
    /^There can be only one variable named "\$(.+?)"\./,
    ([, variableName]) => ({
      message: `There can only be one variable named "${variableName}"`,
      code: 'variableNotUnique',
      extensions: { variableName },
    }),
  ],
  [
    /^Variable "\$(.+?)" cannot be non-input type "(.+?)"\./,
    ([, variableName, type]) => ({
      message: `${type} isn't a valid input type (on $${variableName})`,
      code: 'variableRequiresValidType',
      extensions: { typeName: type, variableName },
    }),
  ],
  [
    /^Cannot spread fragment "(.+?)" within itself/,
    ([, fragmentName]) => ({
      message: `Fragment ${fragmentName} contains an infinite loop`,
      code: 'infiniteLoop',
      extensions: { fragmentName },
    }),
  ],
  [
    /^Fragment (?:"(.+?)" )?cannot condition on non composite type "(.+?)"\./,
    ([, , type]) => ({
      message: `Invalid fragment on type ${type} (must be Union, Interface or Object)`,
      code: 'fragmentOnNonCompositeType',
      extensions: { typeName: type },
    }),
  ],
  [
    /^The directive "@(.+?)" can only be used once at this location\./,
    ([, directiveName]) => ({
      message: `The directive "${directiveName}" can only be used once at this location.`,
      code: 'directiveNotUniqueForLocation',
      extensions: { directiveName },
    }),
  ],
  [
    /^There can be only one argument named "(.+?)"\./,
    ([, argumentName]) => ({
      message: `There can be only one argument named "${argumentName}"`,
      code: 'argumentNotUnique',
      extensions: { name: argumentName },
    }),
  ],
  [
    /^There can be only one input field named "(.+?)"\./,
    ([, name]) => ({
      message: `There can be only one input field named "${name}"`,
      code: 'inputFieldNotUnique',
      extensions: { name },
    }),
  ],
  [
    /^Schema is not configured to execute subscription operation\./,
    () => ({
      message: 'Schema is not configured for subscriptions',
      code: 'missingSubscriptionConfiguration',
    }),
  ],
];

const locationsOf = (error: GraphQLError) =>
  error.locations?.map(({ line, column }) => ({ line, column }));

/** A graphql-js validation error in graphql-ruby's words. */
export function toShopifyValidationError(
  error: GraphQLError,
  document: DocumentNode,
  schema: GraphQLSchema,
): ShopifyGraphQLError {
  // Variable-position errors name the definition first and the usage last; the usage tells the argument.
  const node = error.message.includes('used in position expecting')
    ? error.nodes?.at(-1)
    : error.nodes?.[0];
  const site = node ? locate(document, schema, node) : null;
  for (const [pattern, rule] of VALIDATION_RULES) {
    const match = pattern.exec(error.message);
    if (!match) continue;
    const rewrite = rule(match, site, error);
    return {
      message: rewrite.message,
      locations: locationsOf(error),
      ...(site ? { path: site.path } : {}),
      extensions: { code: rewrite.code, ...rewrite.extensions },
    };
  }
  return {
    message: stripSuggestions(error.message),
    locations: locationsOf(error),
    ...(site ? { path: site.path } : {}),
    extensions: { code: 'validationError' },
  };
}

const TOKEN_NAMES: Record<string, string> = {
  '{': 'LCURLY',
  '}': 'RCURLY',
  '(': 'LPAREN',
  ')': 'RPAREN',
  '[': 'LBRACKET',
  ']': 'RBRACKET',
  ':': 'COLON',
  $: 'VAR_SIGN',
  '@': 'DIR_SIGN',
  '=': 'EQUALS',
  '!': 'BANG',
  '...': 'ELLIPSIS',
  '|': 'PIPE',
  '&': 'AMP',
};
const KIND_NAMES: Record<string, string> = {
  Name: 'IDENTIFIER',
  Int: 'INT',
  Float: 'FLOAT',
  String: 'STRING',
  BlockString: 'STRING',
};

/** A graphql-js syntax error as graphql-ruby's "Parse error on …" message. */
export function toShopifySyntaxError(error: GraphQLError): ShopifyGraphQLError {
  const location = error.locations?.[0];
  const at = location ? ` at [${location.line}, ${location.column}]` : '';
  let message: string;
  if (/<EOF>/.test(error.message)) {
    message = 'Unexpected end of document';
  } else {
    const token = /(?:found|Unexpected) (?:(Name|Int|Float|String|BlockString) )?"(.*)"\.?$/s.exec(
      error.message,
    );
    if (token) {
      const [, kind, text = ''] = token;
      const name = kind ? KIND_NAMES[kind] : TOKEN_NAMES[text];
      message = `Parse error on "${text}" (${name ?? 'UNKNOWN_CHAR'})${at}`;
    } else {
      message = `Parse error: ${error.message.replace(/^Syntax Error: /, '')}${at}`;
    }
  }
  return { message, locations: locationsOf(error), extensions: { code: 'parseError' } };
}

/** A graphql-ruby style path for "input.lines[0].quantity" → ["lines", 0, "quantity"]. */
function variablePath(at: string | undefined): (string | number)[] {
  if (!at) return [];
  return at
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .slice(1)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/**
 * Errors raised before execution starts (variable coercion, operation selection), in Shopify's
 * "Variable $x of type T was provided invalid value" shape.
 */
export function toShopifyRequestError(
  error: GraphQLError,
  variableTypes: Map<string, string>,
  variables: Record<string, unknown>,
): ShopifyGraphQLError {
  const locations = locationsOf(error);
  const missing =
    /^Variable "\$(.+?)" of (?:required|non-null) type "(.+?)" (?:was not provided|must not be null)\./.exec(
      error.message,
    );
  if (missing) {
    const [, name = '', type] = missing;
    return {
      message: `Variable $${name} of type ${type} was provided invalid value`,
      locations,
      extensions: {
        code: 'INVALID_VARIABLE',
        value: variables[name] ?? null,
        problems: [{ path: [], explanation: 'Expected value to not be null' }],
      },
    };
  }
  const invalid = /^Variable "\$(.+?)" got invalid value .*?(?: at "(.+?)")?; (.*)$/s.exec(
    error.message,
  );
  if (invalid) {
    const [, name = '', at, explanation = ''] = invalid;
    return {
      message: `Variable $${name} of type ${variableTypes.get(name) ?? 'unknown'} was provided invalid value`,
      locations,
      extensions: {
        code: 'INVALID_VARIABLE',
        value: variables[name] ?? null,
        problems: [{ path: variablePath(at), explanation: stripSuggestions(explanation) }],
      },
    };
  }
  if (/^Must provide operation name/.test(error.message)) {
    return {
      message: 'An operation name is required',
      extensions: { code: 'OPERATION_NAME_REQUIRED' },
    };
  }
  const unknownOperation = /^Unknown operation named "(.+?)"\./.exec(error.message);
  if (unknownOperation) {
    return {
      message: `No operation named "${unknownOperation[1]}"`,
      extensions: { code: 'OPERATION_NOT_FOUND' },
    };
  }
  return { message: error.message, locations, extensions: { code: 'BAD_REQUEST' } };
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
 * A resolver's error: the GraphQLErrors resolvers throw on purpose (bad ids, bad page sizes)
 * pass through; anything else is a bug, logged and answered with Shopify's internal error.
 */
export function toShopifyExecutionError(
  error: GraphQLError,
  requestId: string,
): ShopifyGraphQLError {
  const original = error.originalError;
  // Resolvers throw GraphQLErrors with an extensions.code on purpose; graphql-js's own
  // completion errors (a null for a non-null field, a wrong type) have none and are bugs here.
  const deliberate = original instanceof GraphQLError && original.extensions.code !== undefined;
  if (!deliberate) {
    console.error(
      `[commerce] request ${requestId} failed at ${error.path?.join('.') ?? '?'}:`,
      original ?? error,
    );
    return internalError(requestId, error.path);
  }
  return {
    message: error.message,
    locations: locationsOf(error),
    ...(error.path ? { path: [...error.path] } : {}),
    ...(error.extensions && Object.keys(error.extensions).length > 0
      ? { extensions: { ...error.extensions } }
      : {}),
  };
}
