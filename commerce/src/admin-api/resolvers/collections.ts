import { collectionsConnection, type CollectionSortKey } from '../../catalogue/collection-search';
import type { CollectionChanges, CollectionRecord } from '../../catalogue/collection-repository';
import type { ConnectionArgs } from '../../graphql/connections';
import type { ResolverMap } from '../../graphql/schema';
import { htmlToPlainText, truncateText } from '../../lib/html-text';
import { gid, requireNumericId } from '../../lib/ids';
import type { AdminContext } from '../context';
import { checkedHandle, checkedHtml, checkedTitle } from '../online-store-fields';

/** collectionUpdate's input: the collection's id and the fields the owner edits. */
interface CollectionInput {
  id?: string | null;
  title?: string | null;
  handle?: string | null;
  descriptionHtml?: string | null;
}

interface CollectionUserError {
  field: string[];
  message: string;
}

/** The collection as it is now: the Admin API reads past the request's catalogue snapshot. */
function collectionByGid(context: AdminContext, id: string): CollectionRecord | null {
  const numeric = requireNumericId(id, 'Collection');
  return numeric === null ? null : (context.collections.findById(numeric) ?? null);
}

/** The changes to the collection, or the errors refusing them. */
function collectionChanges(
  collection: CollectionRecord,
  input: CollectionInput,
  context: AdminContext,
): { changes: CollectionChanges; errors: CollectionUserError[] } {
  const errors: CollectionUserError[] = [];
  const error = (field: string, _code: string, message: string) =>
    errors.push({ field: ['input', field], message });
  const changes: CollectionChanges = {};
  if (input.title != null) changes.title = checkedTitle(input.title, error);
  if (input.handle != null) {
    changes.handle = checkedHandle(
      input.handle,
      changes.title ?? collection.title,
      (handle) => (context.collections.findByHandle(handle)?.id ?? collection.id) !== collection.id,
      error,
    );
  }
  if (input.descriptionHtml != null) {
    changes.descriptionHtml = checkedHtml(
      'descriptionHtml',
      'Description',
      input.descriptionHtml,
      error,
    );
  }
  return { changes, errors };
}

export const collectionResolvers: ResolverMap<AdminContext> = {
  QueryRoot: {
    collection: (_root: unknown, { id }: { id: string }, context: AdminContext) =>
      collectionByGid(context, id),
    collections: (
      _root: unknown,
      args: ConnectionArgs & { query?: string | null; sortKey: CollectionSortKey },
      context: AdminContext,
    ) => collectionsConnection(context.collections.all(), args),
  },

  Mutation: {
    collectionUpdate: (
      _root: unknown,
      { input }: { input: CollectionInput },
      context: AdminContext,
    ) =>
      context.db.transaction(() => {
        const collection = input.id ? collectionByGid(context, input.id) : null;
        if (!collection) {
          return {
            collection: null,
            userErrors: [{ field: ['input', 'id'], message: 'Collection does not exist' }],
          };
        }
        const { changes, errors } = collectionChanges(collection, input, context);
        if (errors.length > 0) return { collection: null, userErrors: errors };
        // The catalogue's revision moves with the row, so the Storefront API answers the change.
        return { collection: context.collections.update(collection.id, changes), userErrors: [] };
      })(),
  },

  Collection: {
    id: (collection: CollectionRecord) => gid('Collection', collection.id),
    description: (collection: CollectionRecord, { truncateAt }: { truncateAt?: number | null }) =>
      truncateText(htmlToPlainText(collection.descriptionHtml), truncateAt),
  },
};
