import { GraphQLError } from 'graphql';
import type { MetaobjectRecord } from '../db/metaobject-repository';
import { connectionFromArray, type ConnectionArgs } from '../graphql/connections';

/** Shopify's metaobject sort keys, by the value each sorts on (ties: id order). */
const SORT_VALUES: Record<string, (object: MetaobjectRecord) => string | number> = {
  id: (object) => object.id,
  type: (object) => object.type,
  updated_at: (object) => object.updatedAt,
  // Without definitions there is no display field: the handle stands in.
  display_name: (object) => object.handle,
};

/** `metaobjects(type:, sortKey:, …)` of either API: a type's metaobjects, sorted, as a connection. */
export function metaobjectsConnection(
  metaobjects: readonly MetaobjectRecord[],
  args: ConnectionArgs & { sortKey?: string | null },
) {
  const sortKey = args.sortKey ?? 'id';
  const sortValue = SORT_VALUES[sortKey];
  if (!sortValue) {
    throw new GraphQLError(
      `Invalid sortKey '${sortKey}': use one of ${Object.keys(SORT_VALUES).join(', ')}.`,
      { extensions: { code: 'BAD_REQUEST' } },
    );
  }
  const keyed = metaobjects
    .map((object) => ({ object, value: sortValue(object) }))
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : a.object.id - b.object.id));
  return connectionFromArray(
    keyed,
    args,
    ({ object, value }) => ({ last_id: object.id, last_value: value }),
    ({ object }) => object,
  );
}

/** Metaobject.field(key:) of either API: the field with that key, or null. */
export const metaobjectField = (object: MetaobjectRecord, { key }: { key: string }) =>
  object.fields.find((field) => field.key === key) ?? null;
