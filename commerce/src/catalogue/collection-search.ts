import { connectionFromArray, type ConnectionArgs } from '../graphql/connections';
import { containsPhrase, matchesQuery } from '../lib/search-matching';
import { parseSearch, termPattern } from '../lib/search-syntax';
import type { CollectionRecord } from './collection-repository';

const COLLECTION_SORT_VALUES = {
  ID: (collection: CollectionRecord) => collection.id,
  // No search ranking for a collection list: relevance keeps id order.
  RELEVANCE: (collection: CollectionRecord) => collection.id,
  TITLE: (collection: CollectionRecord) => collection.title.toLowerCase(),
  UPDATED_AT: (collection: CollectionRecord) => collection.updatedAt,
} as const;

export type CollectionSortKey = keyof typeof COLLECTION_SORT_VALUES;

/** `collections(query:)`: words match the title; `title:` and `handle:` too. */
function matchesCollectionQuery(query: string, collection: CollectionRecord): boolean {
  return matchesQuery(parseSearch(query), (term) => {
    const { value, prefix } = termPattern(term);
    switch (term.field?.toLowerCase() ?? null) {
      case null:
      case 'title':
        return containsPhrase(collection.title, value, prefix);
      case 'handle':
        return collection.handle === value.toLowerCase();
      default:
        return true;
    }
  });
}

/** `collections(query:, sortKey:, …)` of either API: the matching collections, sorted. */
export function collectionsConnection(
  collections: readonly CollectionRecord[],
  args: ConnectionArgs & { query?: string | null; sortKey?: CollectionSortKey | null },
) {
  const sortValue = COLLECTION_SORT_VALUES[args.sortKey ?? 'ID'];
  const query = args.query?.trim();
  const keyed = collections
    .filter((collection) => !query || matchesCollectionQuery(query, collection))
    .map((collection) => ({ collection, value: sortValue(collection) }))
    .sort((a, b) =>
      a.value < b.value ? -1 : a.value > b.value ? 1 : a.collection.id - b.collection.id,
    );
  return connectionFromArray(
    keyed,
    args,
    ({ collection, value }) => ({ last_id: collection.id, last_value: value }),
    ({ collection }) => collection,
  );
}
