import { metaobjectField, metaobjectsConnection } from '../../content/metaobjects';
import { checkMetafieldValue } from '../../content/metafield-types';
import { toHandle } from '../../content/online-store';
import { referenceExists } from '../../content/references';
import type { MetaobjectRecord } from '../../db/metaobject-repository';
import type { ConnectionArgs } from '../../graphql/connections';
import type { ResolverMap } from '../../graphql/schema';
import { gid, requireNumericId } from '../../lib/ids';
import type { AdminContext } from '../context';

interface MetaobjectUpdateInput {
  handle?: string | null;
  fields?: { key: string; value: string }[] | null;
}

interface MetaobjectUserError {
  code: string;
  field: string[];
  elementKey?: string;
  message: string;
}

const metaobjectByGid = (context: AdminContext, id: string) => {
  const numeric = requireNumericId(id, 'Metaobject');
  return numeric === null ? null : (context.content.metaobjects.findById(numeric) ?? null);
};

/**
 * The errors of an update: a handle free within the type, and each field given once, one the
 * metaobject has, with a value of its type (an empty value clears the field).
 */
function updateErrors(
  object: MetaobjectRecord,
  input: MetaobjectUpdateInput,
  context: AdminContext,
): MetaobjectUserError[] {
  const errors: MetaobjectUserError[] = [];
  if (input.handle != null) {
    const handle = toHandle(input.handle);
    const owner = context.content.metaobjects.findByHandle(object.type, handle);
    if (handle === '')
      errors.push({
        code: 'BLANK',
        field: ['metaobject', 'handle'],
        message: "Handle can't be blank",
      });
    else if (owner && owner.id !== object.id) {
      errors.push({
        code: 'TAKEN',
        field: ['metaobject', 'handle'],
        message: 'Handle has already been taken',
      });
    }
  }
  const exists = referenceExists(context.content, context.catalogue);
  const seen = new Set<string>();
  (input.fields ?? []).forEach(({ key, value }, index) => {
    const at = { field: ['metaobject', 'fields', String(index)], elementKey: key };
    const field = object.fields.find((candidate) => candidate.key === key);
    if (seen.has(key)) {
      errors.push({
        ...at,
        code: 'DUPLICATE_FIELD_INPUT',
        message: `Field "${key}" is given twice`,
      });
    } else if (!field) {
      errors.push({
        ...at,
        code: 'UNDEFINED_OBJECT_FIELD',
        message: `No field definition found for "${key}"`,
      });
    } else if (value !== '') {
      const problem = checkMetafieldValue(field.type, value, exists);
      if (problem) errors.push({ ...at, code: problem.code, message: problem.message });
    }
    seen.add(key);
  });
  return errors;
}

export const metaobjectResolvers: ResolverMap<AdminContext> = {
  QueryRoot: {
    metaobject: (_root: unknown, { id }: { id: string }, context: AdminContext) =>
      metaobjectByGid(context, id),
    metaobjectByHandle: (
      _root: unknown,
      { handle }: { handle: { type: string; handle: string } },
      context: AdminContext,
    ) => context.content.metaobjects.findByHandle(handle.type, handle.handle) ?? null,
    metaobjects: (
      _root: unknown,
      args: ConnectionArgs & { type: string; sortKey?: string | null },
      context: AdminContext,
    ) => metaobjectsConnection(context.content.metaobjects.ofType(args.type), args),
  },

  Mutation: {
    metaobjectUpdate: (
      _root: unknown,
      { id, metaobject: input }: { id: string; metaobject: MetaobjectUpdateInput },
      context: AdminContext,
    ) =>
      context.db.transaction(() => {
        const object = metaobjectByGid(context, id);
        if (!object) {
          return {
            metaobject: null,
            userErrors: [{ code: 'RECORD_NOT_FOUND', field: ['id'], message: 'Record not found' }],
          };
        }
        const errors = updateErrors(object, input, context);
        if (errors.length > 0) return { metaobject: null, userErrors: errors };
        const metaobject = context.content.metaobjects.update(object.id, {
          ...(input.handle != null && { handle: toHandle(input.handle) }),
          fields: (input.fields ?? []).map(({ key, value }) => ({
            key,
            value: value === '' ? null : value,
          })),
        });
        return { metaobject, userErrors: [] };
      })(),
  },

  Metaobject: {
    id: (object: MetaobjectRecord) => gid('Metaobject', object.id),
    displayName: (object: MetaobjectRecord) => object.handle,
    field: metaobjectField,
  },
};
