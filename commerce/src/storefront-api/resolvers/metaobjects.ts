import type { MetaobjectRecord } from '../../db/metaobject-repository';
import { metaobjectField, metaobjectsConnection } from '../../content/metaobjects';
import type { ConnectionArgs } from '../../graphql/connections';
import { gid, requireNumericId } from '../../lib/ids';
import type { RequestContext, ResolverMap } from '../context';
import { referenceOf, referencesOf } from './metafields';

interface MetaobjectsArgs extends ConnectionArgs {
  type: string;
  sortKey?: string | null;
}

export const metaobjectResolvers: ResolverMap = {
  QueryRoot: {
    metaobject: (
      _root: unknown,
      { id, handle }: { id?: string | null; handle?: { type: string; handle: string } | null },
      context: RequestContext,
    ) => {
      if (id) {
        const numeric = requireNumericId(id, 'Metaobject');
        return numeric === null ? null : (context.content.metaobjects.findById(numeric) ?? null);
      }
      if (!handle) return null;
      return context.content.metaobjects.findByHandle(handle.type, handle.handle) ?? null;
    },
    metaobjects: (_root: unknown, args: MetaobjectsArgs, context: RequestContext) =>
      metaobjectsConnection(context.content.metaobjects.ofType(args.type), args),
  },

  Metaobject: {
    id: (object: MetaobjectRecord) => gid('Metaobject', object.id),
    field: metaobjectField,
    // No metaobject type here has web pages or SEO fields.
    onlineStoreUrl: () => null,
    seo: () => null,
  },

  MetaobjectField: {
    reference: referenceOf,
    references: referencesOf,
  },
};
