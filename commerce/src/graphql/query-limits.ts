import {
  getOperationAST,
  Kind,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { MAX_PAGE_SIZE } from './connections';
import type { ShopifyGraphQLError } from './shopify-errors';

/**
 * Depth and complexity limits of every API, checked after validation and before execution, so a
 * hostile or runaway query is refused before it costs anything (its number of fields is checked
 * earlier, before validation: checkFieldCount). Shopify (graphql-ruby) refuses such queries with
 * these messages and codes. Fragments are counted where they are spread.
 *
 * The storefront's deepest document (the product page) has depth 9, and its costliest (the
 * products grid at 250 products) about 8,500; these leave room for real clients while refusing
 * nested or fan-out queries that would walk the whole catalogue many times over.
 */
export const QUERY_LIMITS = { maxDepth: 15, maxComplexity: 25_000 };

/**
 * Fields one document may hold, counted right after parsing. Validation costs more than the
 * document grows (about 1 s for 1,800 fields), so a larger document is refused before it is
 * validated. The storefront's largest document has under 100 fields.
 */
export const MAX_DOCUMENT_FIELDS = 500;

interface Measure {
  depth: number;
  complexity: number;
}

/** graphql-ruby's refusal: "Query has depth of 16, which exceeds max depth of 15". */
function refusal(
  code: string,
  measure: 'depth' | 'complexity' | 'fields',
  value: number,
  max: number,
): ShopifyGraphQLError[] {
  const has = measure === 'fields' ? `${value} fields` : `${measure} of ${value}`;
  const maxName = `max${measure.charAt(0).toUpperCase()}${measure.slice(1)}`;
  return [
    {
      message: `Query has ${has}, which exceeds max ${measure} of ${max}`,
      extensions: { code, [measure]: value, [maxName]: max },
    },
  ];
}

/** The depth and complexity of the operation `operationName` (or the only one) in `document`. */
function measureQuery(
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName?: string | null,
): Measure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  // No operation to run costs nothing: execution refuses the request.
  const operation = getOperationAST(document, operationName);
  if (!operation) return { depth: 0, complexity: 0 };

  const pageSize = (value: ValueNode | undefined): number => {
    if (!value) return 1;
    let raw: unknown;
    if (value.kind === Kind.INT) raw = Number(value.value);
    else if (value.kind === Kind.VARIABLE) raw = variables[value.name.value];
    const size = typeof raw === 'number' && Number.isFinite(raw) ? Math.floor(raw) : 1;
    return Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
  };

  // Validation has refused fragment cycles and unknown fragments.
  const measure = (selectionSet: SelectionSetNode): Measure => {
    let depth = 0;
    let complexity = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const child = selection.selectionSet
          ? measure(selection.selectionSet)
          : { depth: 0, complexity: 0 };
        const first = selection.arguments?.find(
          (argument) => argument.name.value === 'first' || argument.name.value === 'last',
        );
        depth = Math.max(depth, 1 + child.depth);
        complexity += 1 + pageSize(first?.value) * child.complexity;
      } else {
        const fragment =
          selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
        const inner = fragment ? measure(fragment.selectionSet) : { depth: 0, complexity: 0 };
        depth = Math.max(depth, inner.depth);
        complexity += inner.complexity;
      }
    }
    return { depth, complexity };
  };
  return measure(operation.selectionSet);
}

/**
 * The refusal of a parsed (not yet validated) document with more than MAX_DOCUMENT_FIELDS
 * fields in all its operations and fragments, or null. Every field costs at least 1, so it is
 * refused as too complex, with Shopify's code.
 */
export function checkFieldCount(document: DocumentNode): ShopifyGraphQLError[] | null {
  let fields = 0;
  visit(document, {
    Field() {
      fields += 1;
    },
  });
  if (fields <= MAX_DOCUMENT_FIELDS) return null;
  return refusal('MAX_COMPLEXITY_EXCEEDED', 'fields', fields, MAX_DOCUMENT_FIELDS);
}

/** Shopify-shaped errors for a query over the limits, or null when it is within them. */
export function checkQueryLimits(
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | null | undefined,
): ShopifyGraphQLError[] | null {
  const { depth, complexity } = measureQuery(document, variables, operationName);
  const { maxDepth, maxComplexity } = QUERY_LIMITS;
  if (depth > maxDepth) return refusal('MAX_DEPTH_EXCEEDED', 'depth', depth, maxDepth);
  if (complexity > maxComplexity) {
    return refusal('MAX_COMPLEXITY_EXCEEDED', 'complexity', complexity, maxComplexity);
  }
  return null;
}
