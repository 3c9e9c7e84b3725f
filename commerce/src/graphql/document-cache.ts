import { GraphQLError, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { checkFieldCount } from './query-limits';
import { validateLikeShopify, type ShopifyGraphQLError } from './shopify-errors';

export type PreparedDocument =
  { ok: true; document: DocumentNode } | { ok: false; errors: ShopifyGraphQLError[] };

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
  readonly #cache = new LRUCache<string, PreparedDocument>({
    max: MAX_CACHED_DOCUMENTS,
    maxSize: MAX_CACHED_CHARACTERS,
    // Longer documents are prepared every time, never kept.
    maxEntrySize: MAX_CACHEABLE_QUERY_LENGTH,
    sizeCalculation: (_prepared, query) => Math.max(query.length, 1),
    memoMethod: (query) => this.#prepareUncached(query),
  });

  constructor(private readonly schema: GraphQLSchema) {}

  prepare(query: string): PreparedDocument {
    return this.#cache.memo(query);
  }

  #prepareUncached(query: string): PreparedDocument {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: MAX_TOKENS, noLocation: false });
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      return { ok: false, errors: [{ ...error.toJSON(), extensions: { code: 'parseError' } }] };
    }
    const tooLarge = checkFieldCount(document);
    if (tooLarge) return { ok: false, errors: tooLarge };
    const errors = validateLikeShopify(this.schema, document);
    return errors.length > 0 ? { ok: false, errors } : { ok: true, document };
  }
}
