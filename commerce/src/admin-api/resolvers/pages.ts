import { toHandle } from '../../content/online-store';
import { bodySummary, type PageSortKey } from '../../content/pages';
import { pagesConnection } from '../../content/page-search';
import { referenceExists } from '../../content/references';
import { prepareMetafields } from '../../content/set-metafields';
import type { PageChanges, PageRecord } from '../../db/page-repository';
import type { ConnectionArgs } from '../../graphql/connections';
import type { ResolverMap } from '../../graphql/schema';
import { gid, requireNumericId } from '../../lib/ids';
import type { AdminContext } from '../context';

/** Shopify's limits on a page's title and handle (characters) and body (bytes). */
const MAX_TITLE_LENGTH = 255;
const MAX_BODY_BYTES = 512 * 1024;

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
  if (input.title != null) {
    const title = input.title.trim();
    if (title === '') error('title', 'BLANK', "Title can't be blank");
    else if (title.length > MAX_TITLE_LENGTH) {
      error('title', 'TOO_LONG', `Title is too long (maximum is ${MAX_TITLE_LENGTH} characters)`);
    } else changes.title = title;
  }
  if (input.handle != null) {
    // A blank handle is made from the title, as Shopify does.
    const handle = toHandle(input.handle) || toHandle(changes.title ?? page.title);
    const owner = context.content.pages.findByHandle(handle);
    if (handle === '') error('handle', 'BLANK', "Handle can't be blank");
    else if (handle.length > MAX_TITLE_LENGTH) {
      error('handle', 'TOO_LONG', `Handle is too long (maximum is ${MAX_TITLE_LENGTH} characters)`);
    } else if (owner && owner.id !== page.id)
      error('handle', 'TAKEN', 'Handle has already been taken');
    else changes.handle = handle;
  }
  if (input.body != null) {
    if (Buffer.byteLength(input.body) > MAX_BODY_BYTES) {
      error('body', 'TOO_BIG', `Body is too big (maximum is ${MAX_BODY_BYTES / 1024} KB)`);
    } else changes.bodyHtml = input.body;
  }
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
