import {
  GraphQLError,
  Kind,
  parse,
  print,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { LruCache } from '../lib/lru-cache';
import { checkFieldCount } from './query-limits';
import {
  toShopifySyntaxError,
  toShopifyValidationError,
  type ShopifyGraphQLError,
} from './shopify-errors';

export type PreparedDocument =
  | { ok: true; document: DocumentNode; variableTypes: Map<string, string> }
  | { ok: false; errors: ShopifyGraphQLError[] };

/** Bounds parsing work on hostile input; real storefront documents use a few hundred tokens. */
const MAX_TOKENS = 20_000;
/** Cache budget in characters of query text (ASTs are roughly 10× larger in memory). */
const MAX_CACHED_CHARACTERS = 4_000_000;
const MAX_CACHED_DOCUMENTS = 1_000;
const MAX_CACHEABLE_QUERY_LENGTH = 100_000;

/**
 * Parses and validates GraphQL documents once per distinct query text: a storefront sends the
 * same few documents over and over, and validation against the large Storefront schema is the
 * most expensive step of a request. Invalid documents are remembered with their errors too, and
 * documents with too many fields are refused between parsing and validation.
 */
export class DocumentCache {
  readonly #cache = new LruCache<string, PreparedDocument>(
    MAX_CACHED_DOCUMENTS,
    MAX_CACHED_CHARACTERS,
  );

  constructor(private readonly schema: GraphQLSchema) {}

  prepare(query: string): PreparedDocument {
    const cached = this.#cache.get(query);
    if (cached) return cached;
    const prepared = this.#prepareUncached(query);
    if (query.length <= MAX_CACHEABLE_QUERY_LENGTH) this.#cache.set(query, prepared, query.length);
    return prepared;
  }

  #prepareUncached(query: string): PreparedDocument {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: MAX_TOKENS, noLocation: false });
    } catch (error) {
      if (error instanceof GraphQLError)
        return { ok: false, errors: [toShopifySyntaxError(error)] };
      throw error;
    }
    const tooLarge = checkFieldCount(document);
    if (tooLarge) return { ok: false, errors: tooLarge };
    const errors = validate(this.schema, document, specifiedRules, { maxErrors: 50 });
    if (errors.length > 0) {
      return {
        ok: false,
        errors: errors.map((error) => toShopifyValidationError(error, document, this.schema)),
      };
    }
    const variableTypes = new Map<string, string>();
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      for (const variable of definition.variableDefinitions ?? []) {
        variableTypes.set(variable.variable.name.value, print(variable.type));
      }
    }
    return { ok: true, document, variableTypes };
  }
}
