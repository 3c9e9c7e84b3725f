import { bodySummary, type PageSortKey } from '../../content/pages';
import { pagesConnection } from '../../content/page-search';
import { referenceExists } from '../../content/references';
import { prepareMetafields } from '../../content/set-metafields';
import type { PageChanges, PageRecord } from '../../db/page-repository';
import type { ConnectionArgs } from '../../graphql/connections';
import type { ResolverMap } from '../../graphql/schema';
import { gid, requireNumericId } from '../../lib/ids';
import type { AdminContext } from '../context';
import { checkedHandle, checkedHtml, checkedTitle } from '../online-store-fields';

interface PageUpdateInput {
  title?: string | null;
  handle?: string | null;
  body?: string | null;
  metafields?:
    | {
        namespace?: string | null;
        key?: string | null;
        type?: string | null;
        value?: string | null;
      }[]
    | null;
}

interface PageUserError {
  code: string;
  field: string[];
  message: string;
}

function pageByGid(context: AdminContext, id: string): PageRecord | null {
  const numeric = requireNumericId(id, 'Page');
  return numeric === null ? null : (context.content.pages.findById(numeric) ?? null);
}

/** The changes to the page's own columns, or the errors refusing them. */
function pageChanges(
  page: PageRecord,
  input: PageUpdateInput,
  context: AdminContext,
): { changes: PageChanges; errors: PageUserError[] } {
  const errors: PageUserError[] = [];
  const error = (field: string, code: string, message: string) =>
    errors.push({ code, field: ['page', field], message });
  const changes: PageChanges = {};
  if (input.title != null) changes.title = checkedTitle(input.title, error);
  if (input.handle != null) {
    changes.handle = checkedHandle(
      input.handle,
      changes.title ?? page.title,
      (handle) => (context.content.pages.findByHandle(handle)?.id ?? page.id) !== page.id,
      error,
    );
  }
  if (input.body != null) changes.bodyHtml = checkedHtml('body', 'Body', input.body, error);
  return { changes, errors };
}

export const pageResolvers: ResolverMap<AdminContext> = {
  QueryRoot: {
    page: (_root: unknown, { id }: { id: string }, context: AdminContext) => pageByGid(context, id),
    pages: (
      _root: unknown,
      args: ConnectionArgs & { query?: string | null; sortKey: PageSortKey },
      context: AdminContext,
    ) => pagesConnection(context.content.pages.all(), args),
  },

  Mutation: {
    pageUpdate: (
      _root: unknown,
      { id, page: input }: { id: string; page: PageUpdateInput },
      context: AdminContext,
    ) =>
      context.db.transaction(() => {
        const page = pageByGid(context, id);
        if (!page) {
          return {
            page: null,
            userErrors: [{ code: 'NOT_FOUND', field: ['id'], message: 'Page does not exist' }],
          };
        }
        const { changes, errors } = pageChanges(page, input, context);
        const metafields = prepareMetafields(
          context.content,
          referenceExists(context.content, context.catalogue),
          (input.metafields ?? []).map((metafield) => ({
            owner: { type: 'PAGE', id: page.id },
            namespace: metafield.namespace,
            key: metafield.key ?? '',
            type: metafield.type,
            value: metafield.value ?? '',
          })),
        );
        errors.push(
          ...metafields.errors.map(({ index, field, code, message }) => ({
            code,
            field: ['page', 'metafields', String(index), field],
            message,
          })),
        );
        if (errors.length > 0) return { page: null, userErrors: errors };
        metafields.write();
        // The page changes when its metafields do: its updatedAt moves either way.
        return { page: context.content.pages.update(page.id, changes), userErrors: [] };
      })(),
  },

  Page: {
    id: (page: PageRecord) => gid('Page', page.id),
    body: (page: PageRecord) => page.bodyHtml,
    bodySummary,
    isPublished: () => true,
    publishedAt: (page: PageRecord) => page.createdAt,
  },
};
